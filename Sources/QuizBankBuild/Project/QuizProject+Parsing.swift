import Foundation
import QuizBankExport
import QuizBankGenerate
import QuizBankModel

extension QuizProject {
  /// Reads a project file (YAML or JSON); `name` is how messages name it.
  package static func load(from url: URL, name: String? = nil) throws -> QuizProject {
    try QuizProject(node: ConfigDocument.load(url, name: name), file: url)
  }

  /// Parses project-file text as if it were the file at `url`.
  package static func parse(_ text: String, file url: URL, name: String? = nil) throws
    -> QuizProject
  {
    try QuizProject(node: ConfigDocument.parse(text, file: name ?? url.path), file: url)
  }

  init(node: ConfigNode, file: URL) throws {
    let m = try node.members(allowed: [
      "project", "bundle", "sources", "select", "rules", "seed", "outputs", "images",
    ])
    if let version = m["project"], try version.int() != 1 {
      throw version.error("unsupported project version \(try version.int()) (this qbank reads 1)")
    }
    let folder = file.deletingLastPathComponent()
    func resolve(_ path: String) -> URL {
      path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path).standardizedFileURL
    }
    guard let rulesNode = m["rules"] else { throw node.error("a project needs 'rules'") }
    var ruleSet: RuleSet
    if rulesNode.isMapping {
      ruleSet = try RuleSet(node: rulesNode)
    } else {
      let path = try rulesNode.string()
      do {
        ruleSet = try RuleSet.load(from: resolve(path), name: path)
      } catch is ConfigFileMissing {
        throw rulesNode.error("cannot open the rule file '\(path)'")
      }
    }
    if let select = m["select"] {
      guard ruleSet.selection == FilmSelection() else {
        throw select.error("give 'select' in one place: the project or its rules, not both")
      }
      ruleSet.selection = try FilmSelection(node: select)
    }
    guard let bundleNode = m["bundle"] else { throw node.error("a project needs 'bundle'") }
    let metadata = try BundleMetadata(node: bundleNode, locales: ruleSet.locales)
    guard let sourcesNode = m["sources"] else { throw node.error("a project needs 'sources'") }
    let sources = try sourcesNode.items().map { try ProjectSource(node: $0, resolve: resolve) }
    if sources.isEmpty { throw sourcesNode.error("'sources' must name at least one file") }
    var seed: UInt64?
    if let seedNode = m["seed"] {
      let value = try seedNode.int()
      guard value >= 0 else { throw seedNode.error("'seed' must be zero or more") }
      seed = UInt64(value)
    }
    guard let outputsNode = m["outputs"] else { throw node.error("a project needs 'outputs'") }
    let outputs = try outputsNode.items().map { try ProjectOutput(node: $0, resolve: resolve) }
    guard outputs.filter({ $0.format == "bundle" }).count == 1 else {
      throw outputsNode.error("'outputs' must include one bundle (- bundle: dist/quiz.json)")
    }
    for (output, item) in zip(outputs, try outputsNode.items()) {
      if let locale = output.locale, !ruleSet.locales.contains(locale) {
        throw item.error(
          "locale '\(locale)' is not one of the bundle's (\(ruleSet.locales.joined(separator: ", ")))"
        )
      }
    }
    self.init(
      file: file, metadata: metadata, sources: sources, ruleSet: ruleSet, seed: seed,
      outputs: outputs)
    if let images = m["images"] {
      let value = try images.string()
      guard value == "embed" || value == "link" else {
        throw images.error(
          "'images' takes 'embed' (posters copied beside the bundle) or 'link' (their addresses), not '\(value)'"
        )
      }
      embedsImages = value == "embed"
    }
  }
}

extension ProjectSource {
  init(node: ConfigNode, resolve: (String) -> URL) throws {
    let m = try node.members(allowed: ["imdb", "tmdb", "catalogue", "list"])
    let kinds = Kind.allCases.filter { m[$0.rawValue] != nil }
    guard kinds.count == 1, let kind = kinds.first, let pathNode = m[kind.rawValue] else {
      throw node.error("a source names one file as 'imdb:', 'tmdb:' or 'catalogue:'")
    }
    let path = try pathNode.string()
    self.init(
      kind: kind, url: resolve(path), path: path, list: try m["list"]?.string(),
      origin: SourceLocation(
        file: pathNode.document.file, line: pathNode.mark?.line, column: pathNode.mark?.column))
  }
}

extension ProjectOutput {
  /// The formats a build writes: the bundle, and every export format.
  static let formats = ["bundle"] + ExportFormat.allCases.map(\.rawValue)

  init(node: ConfigNode, resolve: (String) -> URL) throws {
    let m = try node.members(allowed: Set(Self.formats + ["flavor", "locale"]))
    let named = Self.formats.filter { m[$0] != nil }
    guard named.count == 1, let format = named.first, let pathNode = m[format] else {
      let known = Self.formats.joined(separator: ", ")
      throw node.error("an output names one format and its file (formats: \(known))")
    }
    let flavor = try m["flavor"]?.string()
    if let flavor {
      guard format == "csv" else { throw m["flavor"]!.error("'flavor' is for csv outputs only") }
      guard CSVFlavor(rawValue: flavor) != nil else {
        let known = CSVFlavor.allCases.map(\.rawValue).joined(separator: ", ")
        throw m["flavor"]!.error("unknown csv flavor '\(flavor)' (expected one of: \(known))")
      }
    } else if format == "csv" {
      throw node.error("a csv output needs 'flavor' (anki or kahoot)")
    }
    if format == "bundle", let locale = m["locale"] {
      throw locale.error("'locale' is for exports; a bundle holds every locale")
    }
    let path = try pathNode.string()
    self.init(
      format: format, url: resolve(path), path: path, flavor: flavor,
      locale: try m["locale"]?.string())
  }
}

extension BundleMetadata {
  init(node: ConfigNode, locales: [String]) throws {
    let m = try node.members(allowed: [
      "id", "version", "title", "description", "defaultLocale", "settings",
    ])
    guard let id = m["id"], let version = m["version"] else {
      throw node.error("'bundle' needs 'id' and 'version'")
    }
    var title = BundleMetadata.defaultTitle(locales: locales)
    if let titleNode = m["title"], titleNode.isMapping {
      title = LocalizedText(try titleNode.stringMap())
    } else if let titleNode = m["title"] {
      let text = try titleNode.string()
      for locale in locales { title[locale] = text }
    }
    self.init(
      id: try id.string(), version: try version.string(), title: title,
      description: try m["description"].map { LocalizedText(try $0.stringMap()) },
      defaultLocale: try m["defaultLocale"]?.string(),
      settings: try m["settings"].map(PlaySettings.init(node:)) ?? PlaySettings())
    if let defaultLocale, !locales.contains(defaultLocale) {
      throw m["defaultLocale"]!.error(
        "'defaultLocale' \(defaultLocale) is not one of the locales (\(locales.joined(separator: ", ")))"
      )
    }
  }
}

extension PlaySettings {
  init(node: ConfigNode) throws {
    let m = try node.members(allowed: [
      "mode", "roundSize", "feedbackDelayMs", "shuffleQuestions", "shuffleChoices",
    ])
    self.init()
    if let modeNode = m["mode"] {
      let name = try modeNode.string()
      guard let mode = Mode(rawValue: name) else {
        throw modeNode.error("unknown mode '\(name)' (expected classic or menu)")
      }
      self.mode = mode
    }
    roundSize = try m["roundSize"]?.int() ?? roundSize
    feedbackDelayMs = try m["feedbackDelayMs"]?.int() ?? feedbackDelayMs
    shuffleQuestions = try m["shuffleQuestions"]?.bool() ?? shuffleQuestions
    shuffleChoices = try m["shuffleChoices"]?.bool() ?? shuffleChoices
  }
}
