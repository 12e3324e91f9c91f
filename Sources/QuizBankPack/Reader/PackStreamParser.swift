import CLibXML2
import Foundation
import QuizBankModel

/// Reading a pack in one streaming pass of libxml2's SAX2 push parser (no
/// tree), with the pack schema plugged into the same pass
/// (`xmlSchemaSAXPlug`, as `xmllint --sax --schema` does): each element is
/// validated and turned into bundle content as it goes by, so the file is
/// parsed once.
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
  /// Whether the pass stopped at a document type or an entity reference.
  var refused = false
  /// Problems found by the reader itself, with the path that locates each.
  var located: [(Diagnostic, XMLPath)] = []

  init(collector: XMLErrorCollector, onQuestion: @escaping (Question, Int) -> Void) {
    self.collector = collector
    self.onQuestion = onQuestion
  }

  /// Reads the whole pack, validating it against `schema` in the same pass.
  /// libxml2's own errors (well-formedness and schema) go to the collector.
  /// - Returns: the pack's members (without questions), as far as they were read.
  func run(_ source: XMLSource, schema: QuizPackSchema) -> QuizBundle {
    _ = XMLParseOptions.initialized
    guard let validation = xmlSchemaNewValidCtxt(schema.schema) else {
      collector.noteUnopenable()
      return header.build()
    }
    defer { xmlSchemaFreeValidCtxt(validation) }
    xmlSchemaSetValidStructuredErrors(validation, XMLErrorCollector.handler, collector.context)
    var handler = Self.saxHandler()
    withUnsafeMutablePointer(to: &handler) { sax in
      var plugged: UnsafeMutablePointer<xmlSAXHandler>? = sax
      var userData: UnsafeMutableRawPointer? = Unmanaged.passUnretained(self).toOpaque()
      guard let plug = xmlSchemaSAXPlug(validation, &plugged, &userData) else {
        collector.noteUnopenable()
        return
      }
      defer { xmlSchemaSAXUnplug(plug) }
      guard
        let context = xmlCreatePushParserCtxt(plugged, userData, nil, 0, source.displayName)
      else {
        collector.noteUnopenable()
        return
      }
      defer {
        self.context = nil
        xmlFreeParserCtxt(context)
      }
      self.context = context
      xmlCtxtUseOptions(context, XMLParseOptions.safe)
      // Schema errors carry the line the parser is on, as with libxml2's streaming reader.
      xmlSchemaValidateSetLocator(validation, Self.locator, UnsafeMutableRawPointer(context))
      names = PackNames(dict: context.pointee.dict)
      XMLParseOptions.collecting(into: collector) {
        withExtendedLifetime(self) { push(source, into: context) }
      }
    }
    deliverHeader()
    return header.build()
  }

  /// Where the schema validator is: the parser's current line (its user data is the parser context).
  static let locator: xmlSchemaValidityLocatorFunc = { context, file, line in
    guard let input = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input else {
      return -1
    }
    file?.pointee = input.pointee.filename
    line?.pointee = UInt(max(input.pointee.line, 0))
    return 0
  }

  /// The deepest element libxml2's tree builder (and so its streaming reader)
  /// accepts without `XML_PARSE_HUGE` (`xmlParserMaxDepth`); SAX alone has no bound.
  static let maxDepth = 256

  /// Stops at an element nested deeper than ``maxDepth``, with the error
  /// libxml2's streaming reader gives there.
  func refuseDepth() {
    let input = context?.pointee.input?.pointee
    collector.addFatal(
      domain: Int32(XML_FROM_PARSER.rawValue), code: Int32(XML_ERR_INTERNAL_ERROR.rawValue),
      message: "Excessive depth in document: \(Self.maxDepth) use XML_PARSE_HUGE option",
      line: input.map { Int($0.line) }, column: input.map { Int($0.col) })
    stopped = true
    if let context { xmlStopParser(context) }
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
    refused = true
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
