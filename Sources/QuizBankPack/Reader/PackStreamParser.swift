import CLibXML2
import Foundation
import QuizBankModel

/// The content half of reading a pack: one streaming pass of libxml2's SAX2
/// push parser (no tree, no schema: ``PackSchemaPass`` validates at the same
/// time on another thread) that turns elements into bundle content.
///
/// Memory stays flat whatever the pack's size: the file is pushed through in
/// 64 KiB chunks and each question is handed over as soon as it ends.
final class PackStreamParser {
  /// Where a localized text being read goes.
  enum TextTarget {
    case title, description, prompt, alt, choice, explanation
  }

  /// Where captured character data goes.
  enum Capture {
    case text(TextTarget, lang: String, ordinal: Int)
    case subject
    case tag
    case value(kind: PackNames.Element, name: String)
  }

  let collector: XMLErrorCollector
  let onQuestion: (Question, Int) -> Void
  /// Called once, when the pack's members before the questions are known
  /// (at the first question, or at the end of a pack without questions).
  var onHeader: ((QuizBundle) -> Void)?
  var context: xmlParserCtxtPtr?
  var names: PackNames!
  /// The attributes of the element being started (SAX2's five pointers each).
  var currentAttributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  var currentAttributeCount = 0
  var depth = 0

  var header = PackHeaderBuilder()
  var question: PackQuestionBuilder?
  var questionCount = 0
  var textTarget: TextTarget?
  var textLocales: [String] = []
  var capture: Capture?
  var captureDepth = 0
  var captured = ""
  var choiceCount = 0
  var tagCount = 0
  var roundCount = 0
  var stopped = false
  /// Problems found by the reader itself, with the path that locates each.
  var located: [(Diagnostic, XMLPath)] = []

  init(collector: XMLErrorCollector, onQuestion: @escaping (Question, Int) -> Void) {
    self.collector = collector
    self.onQuestion = onQuestion
  }

  /// Reads the whole pack. libxml2's own errors go to the collector.
  /// - Returns: the pack's members (without questions), as far as they were read.
  func run(_ source: XMLSource) -> QuizBundle {
    _ = XMLParseOptions.initialized
    var handler = Self.saxHandler()
    let name = source.displayName
    guard
      let context = withUnsafeMutablePointer(
        to: &handler,
        { sax in
          xmlCreatePushParserCtxt(sax, Unmanaged.passUnretained(self).toOpaque(), nil, 0, name)
        })
    else {
      collector.noteUnopenable()
      return header.build()
    }
    defer {
      self.context = nil
      xmlFreeParserCtxt(context)
    }
    self.context = context
    xmlCtxtUseOptions(context, XMLParseOptions.safe)
    names = PackNames(dict: context.pointee.dict)
    XMLParseOptions.collecting(into: collector) {
      withExtendedLifetime(self) { push(source, into: context) }
    }
    deliverHeader()
    return header.build()
  }

  /// Feeds the input to the parser in chunks until its end, an error or a stop.
  private func push(_ source: XMLSource, into context: xmlParserCtxtPtr) {
    let chunkSize = 1 << 16
    switch source {
    case .bytes(let data, _):
      data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count, !stopped {
          let count = min(chunkSize, raw.count - offset)
          let base = raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
          if xmlParseChunk(context, base, Int32(count), 0) != 0 { return }
          offset += count
        }
        if !stopped { xmlParseChunk(context, nil, 0, 1) }
      }
    case .file(let url):
      guard let file = fopen(url.path, "rb") else {
        collector.noteUnopenable()
        return
      }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: chunkSize)
      while !stopped {
        let count = fread(&buffer, 1, chunkSize, file)
        if count == 0 { break }
        if xmlParseChunk(context, buffer, Int32(count), 0) != 0 { return }
      }
      if !stopped { xmlParseChunk(context, nil, 0, 1) }
    }
  }

  func refuse(_ message: String, hint: String) {
    collector.refuse(message, hint: hint)
    stopped = true
    if let context { xmlStopParser(context) }
  }

  /// Hands the header to ``onHeader`` the first time only.
  func deliverHeader() {
    guard let callback = onHeader else { return }
    onHeader = nil
    callback(header.build())
  }

  /// Visits each attribute of the element being started.
  func attributes(_ body: (PackNames.Attribute, String) -> Void) {
    guard let list = currentAttributes else { return }
    for index in 0..<currentAttributeCount {
      let base = index * 5
      guard let local = list[base], let attribute = names.attribute(local),
        let start = list[base + 3], let end = list[base + 4]
      else { continue }
      body(attribute, Self.attributeValue(start, end))
    }
  }

  /// An attribute value from SAX2: not NUL-terminated, and with `&amp;` kept
  /// as `&#38;` when entities are not substituted.
  static func attributeValue(_ start: UnsafePointer<xmlChar>, _ end: UnsafePointer<xmlChar>)
    -> String
  {
    let bytes = UnsafeBufferPointer(start: start, count: end - start)
    let value = String(decoding: bytes, as: UTF8.self)
    guard bytes.contains(UInt8(ascii: "&")) else { return value }
    return value.replacingOccurrences(of: "&#38;", with: "&")
  }

  /// A diagnostic raised by the reader, located by an XML path resolved later.
  func problem(_ code: String, _ message: String, path: XMLPath?, hint: String? = nil) -> Diagnostic
  {
    Diagnostic(
      severity: .error, code: code, message: message,
      location: SourceLocation(file: collector.file, path: path?.description), hint: hint)
  }

  /// Records a content problem at `path`; its line and column are found after the pass.
  func report(_ message: String, at path: XMLPath, hint: String? = nil) {
    located.append((problem(XMLDiagnosticCode.packContent, message, path: path, hint: hint), path))
  }
}
