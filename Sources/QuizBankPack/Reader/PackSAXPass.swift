import CLibXML2
import QuizBankModel

/// The libxml2 half of reading a pack: one streaming pass of libxml2's SAX2
/// push parser (no tree) with the pack schema plugged into it
/// (`xmlSchemaSAXPlug`, as `xmllint --sax --schema` does), so the file is
/// parsed once. It does only libxml2's work and copies the events the
/// questions need, as byte records (``PackEvents``), into batches for
/// ``PackStreamParser``, which builds the questions on another thread.
///
/// The callbacks reach this state through a plain pointer (the parser's user
/// data), so they take no reference count and no exclusivity check per event.
/// Memory stays flat whatever the pack's size: the file is pushed through in
/// 64 KiB chunks and the batches in flight are bounded.
struct PackSAXPass {
  let collector: XMLErrorCollector
  let events: BoundedQueue<PackEventBatch>
  var writer = PackEventWriter()
  var context: xmlParserCtxtPtr?
  var names: PackNames?
  var depth = 0
  /// The open elements, innermost last (``PackNames/Element`` raw values or
  /// ``PackEvents/unknownElement``); never more than ``maxDepth`` + 1.
  let open = UnsafeMutablePointer<UInt8>.allocate(capacity: PackSAXPass.maxDepth + 2)
  /// Whether the builder may keep the text directly inside the innermost open element.
  var keepsText = false
  var stopped = false
  /// Whether the pass stopped at a document type or an entity reference.
  var refused = false

  /// Reads the whole pack, validating it against `schema`; libxml2's own
  /// errors (well-formedness and schema) go to `collector`, the records to
  /// `events`, which is closed when done, whatever happens.
  /// - Returns: whether the pass stopped at a document type or an entity reference.
  static func run(
    _ source: XMLSource, schema: QuizPackSchema, collector: XMLErrorCollector,
    events: BoundedQueue<PackEventBatch>
  ) -> Bool {
    let pass = UnsafeMutablePointer<PackSAXPass>.allocate(capacity: 1)
    pass.initialize(to: PackSAXPass(collector: collector, events: events))
    defer {
      if !pass.pointee.writer.isEmpty { _ = events.put(pass.pointee.writer.take()) }
      events.close()
      pass.pointee.writer.deallocate()
      pass.pointee.names?.deallocate()
      pass.pointee.open.deallocate()
      pass.deinitialize(count: 1)
      pass.deallocate()
    }
    parse(source, schema: schema, pass: pass)
    return pass.pointee.refused
  }

  private static func parse(
    _ source: XMLSource, schema: QuizPackSchema, pass: UnsafeMutablePointer<PackSAXPass>
  ) {
    let collector = pass.pointee.collector
    _ = XMLParseOptions.initialized
    guard let validation = xmlSchemaNewValidCtxt(schema.schema) else {
      collector.noteUnopenable()
      return
    }
    defer { xmlSchemaFreeValidCtxt(validation) }
    xmlSchemaSetValidStructuredErrors(validation, XMLErrorCollector.handler, collector.context)
    var handler = Self.saxHandler()
    withUnsafeMutablePointer(to: &handler) { sax in
      var plugged: UnsafeMutablePointer<xmlSAXHandler>? = sax
      var userData: UnsafeMutableRawPointer? = UnsafeMutableRawPointer(pass)
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
        pass.pointee.context = nil
        xmlFreeParserCtxt(context)
      }
      pass.pointee.context = context
      xmlCtxtUseOptions(context, XMLParseOptions.safe)
      // Schema errors carry the line the parser is on, as with libxml2's streaming reader.
      xmlSchemaValidateSetLocator(validation, Self.locator, UnsafeMutableRawPointer(context))
      pass.pointee.names = PackNames(dict: context.pointee.dict)
      XMLParseOptions.collecting(into: collector) { push(source, into: context, pass: pass) }
    }
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
  mutating func refuseDepth() {
    let input = context?.pointee.input?.pointee
    collector.addFatal(
      domain: Int32(XML_FROM_PARSER.rawValue), code: Int32(XML_ERR_INTERNAL_ERROR.rawValue),
      message: "Excessive depth in document: \(Self.maxDepth) use XML_PARSE_HUGE option",
      line: input.map { Int($0.line) }, column: input.map { Int($0.col) })
    stop()
  }

  mutating func refuse(_ message: String, hint: String) {
    collector.refuse(message, hint: hint)
    refused = true
    stop()
  }

  private mutating func stop() {
    stopped = true
    if let context { xmlStopParser(context) }
  }

  /// Hands the batch over when it is full (waiting while the builder is behind).
  @inline(__always)
  mutating func flushIfFull() {
    if writer.isFull { flush() }
  }

  @inline(never)
  private mutating func flush() {
    if !events.put(writer.take()) { stop() }
  }

  /// Feeds the input to the parser in chunks until its end, an error or a stop.
  private static func push(
    _ source: XMLSource, into context: xmlParserCtxtPtr, pass: UnsafeMutablePointer<PackSAXPass>
  ) {
    let chunkSize = 1 << 16
    switch source {
    case .bytes(let data, _):
      data.withUnsafeBytes { raw in
        var offset = 0
        while offset < raw.count, !pass.pointee.stopped {
          let count = min(chunkSize, raw.count - offset)
          let base = raw.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
          if xmlParseChunk(context, base, Int32(count), 0) != 0 { return }
          offset += count
        }
        if !pass.pointee.stopped { xmlParseChunk(context, nil, 0, 1) }
      }
    case .file(let url):
      guard let file = fopen(url.path, "rb") else {
        pass.pointee.collector.noteUnopenable()
        return
      }
      defer { fclose(file) }
      var buffer = [CChar](repeating: 0, count: chunkSize)
      while !pass.pointee.stopped {
        let count = fread(&buffer, 1, chunkSize, file)
        if count == 0 { break }
        if xmlParseChunk(context, buffer, Int32(count), 0) != 0 { return }
      }
      if !pass.pointee.stopped { xmlParseChunk(context, nil, 0, 1) }
    }
  }
}
