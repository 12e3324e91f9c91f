import Foundation
import QuizBankModel
import QuizBankPack

/// The result of an export: the bytes to write and what the target could not hold.
public struct ExportResult: Sendable {
  /// The file's bytes (a zip for QTI).
  public var data: Data
  /// What was lost.
  public var report: LossReport
  /// Files to write beside the output, by path relative to its folder (the
  /// pictures of an html page exported with ``ExportOptions/assetsFolder``).
  public var assets: [String: Data] = [:]
}

/// Exports bundles to the formats quiz platforms read. The library entry point
/// of `qbank export`; it never prints and never writes: the caller decides
/// (with `--strict`) whether to write ``ExportResult/data``.
public struct BundleExporter: Sendable {
  /// Where local images are read from.
  public var images: any ExportAssets

  /// Creates an exporter that reads local images from `images`.
  public init(images: any ExportAssets) { self.images = images }

  /// Exports `bundle` as `options` say. Throws ``ExportError`` when it cannot
  /// export at all; what the target cannot hold goes in the loss report.
  public func export(_ bundle: QuizBundle, options: ExportOptions) throws -> ExportResult {
    let locale = options.locale ?? bundle.defaultLocale
    guard bundle.locales.contains(locale) else {
      throw ExportError.unknownLocale(locale, available: bundle.locales)
    }
    if options.format == .csv, options.csvFlavor == nil { throw ExportError.missingCSVFlavor }
    if options.format != .csv, options.csvFlavor != nil {
      throw ExportError.flavorWithoutCSV(options.format)
    }
    if let folder = options.assetsFolder {
      guard options.format == .html else { throw ExportError.assetsWithoutHTML(options.format) }
      guard HTMLWriter.isSafeFolder(folder) else { throw ExportError.unsafeAssetsFolder(folder) }
    }
    var context = ExportContext(bundle: bundle, locale: locale, images: images)
    let data: Data
    var assets: [String: Data] = [:]
    switch options.format {
    case .xmlPack:
      let writer = QuizPackWriter()
      data = try writer.write(context.bundle)
      for (id, fields) in writer.droppedCharacters(context.bundle) {
        context.lose(id: id ?? "(bundle)", .characters, Self.droppedMessage(fields))
      }
    case .moodleXML:
      data = try MoodleXMLWriter().write(&context)
      Self.loseControlCharacters(&context)
    case .gift: data = try GIFTWriter().write(&context)
    case .qti:
      data = try QTIPackageWriter().write(&context)
      Self.loseControlCharacters(&context)
    case .opentdb: data = try OpenTDBWriter().write(&context)
    case .aiken: data = try AikenWriter().write(&context)
    case .html:
      let writer = HTMLWriter(assetsFolder: options.assetsFolder)
      (data, assets) = try writer.write(&context, chosenLocale: options.locale != nil)
    case .kahoot:
      guard KahootLimits.timeLimits.contains(options.timeLimit) else {
        throw ExportError.invalidTimeLimit(options.timeLimit)
      }
      data = try KahootXLSXWriter(timeLimit: options.timeLimit).write(&context)
      Self.loseControlCharacters(&context)
    case .csv:
      switch options.csvFlavor! {
      case .anki: data = try AnkiCSVWriter().write(&context)
      case .kahoot:
        guard KahootLimits.timeLimits.contains(options.timeLimit) else {
          throw ExportError.invalidTimeLimit(options.timeLimit)
        }
        data = try KahootCSVWriter(timeLimit: options.timeLimit).write(&context)
      }
    }
    let name =
      options.format == .csv ? "csv (\(options.csvFlavor!.rawValue))" : options.format.rawValue
    let report = LossReport(
      format: name, locale: options.format.isMultilingual ? nil : locale, losses: context.losses)
    return ExportResult(data: data, report: report, assets: assets)
  }

  /// The loss message for control characters left out of `fields`.
  static func droppedMessage(_ fields: [String]) -> String {
    "control characters in \(fields.joined(separator: ", ")) are left out (XML 1.0 cannot hold them)"
  }

  /// Moodle XML and QTI leave out the characters XML 1.0 cannot hold (C0 controls
  /// other than tab, newline and carriage return, U+FFFE, U+FFFF): a loss per
  /// question, naming the fields of the export locale that had them.
  static func loseControlCharacters(_ context: inout ExportContext) {
    let bad = QuizPackWriter.hasCharactersXMLCannotHold
    for question in context.bundle.questions {
      var fields: [String] = []
      if bad(question.id) { fields.append("id") }
      if bad(context.text(question.prompt)) { fields.append("prompt") }
      if question.image.map({ bad($0.source) || bad(context.text($0.alt)) }) == true {
        fields.append("image")
      }
      if question.choices.contains(where: { bad($0.id) || bad(context.text($0.text)) }) {
        fields.append("choices")
      }
      if bad(context.text(question.explanation)) { fields.append("explanation") }
      if question.tags.contains(where: bad) { fields.append("tags") }
      if !fields.isEmpty { context.lose(question, .characters, droppedMessage(fields)) }
    }
  }
}
