import CLibXML2

/// The parser a SAX callback's user data points at.
private func saxParser(_ context: UnsafeMutableRawPointer?) -> PackStreamParser? {
  context.map { Unmanaged<PackStreamParser>.fromOpaque($0).takeUnretainedValue() }
}

extension PackStreamParser {
  /// The SAX2 callbacks: elements, text and CDATA; a document type or an
  /// entity reference stops the pass. Nothing builds a tree.
  static func saxHandler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = XML_SAX2_MAGIC
    sax.startElementNs = { context, localname, _, _, _, _, count, _, attributes in
      guard let parser = saxParser(context), let localname else { return }
      parser.currentAttributes = attributes
      parser.currentAttributeCount = Int(count)
      let depth = parser.depth
      parser.depth += 1
      if let element = parser.names.element(localname) { parser.start(element, depth: depth) }
      parser.currentAttributes = nil
    }
    sax.endElementNs = { context, localname, _, _ in
      guard let parser = saxParser(context), let localname else { return }
      parser.depth -= 1
      if let element = parser.names.element(localname) {
        parser.finish(element, depth: parser.depth)
      }
    }
    let text: charactersSAXFunc = { context, characters, length in
      guard let parser = saxParser(context), let characters, parser.capture != nil,
        parser.depth == parser.captureDepth + 1
      else { return }
      let chunk = String(
        decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self)
      if parser.captured.isEmpty {
        parser.captured = chunk
      } else {
        parser.captured += chunk
      }
    }
    sax.characters = text
    sax.ignorableWhitespace = text
    sax.cdataBlock = text
    sax.internalSubset = { context, _, _, _ in
      saxParser(context)?.refuse(
        XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
    }
    sax.reference = { context, _ in
      saxParser(context)?.refuse(
        "the file refers to an entity that is not expanded", hint: XMLParseOptions.doctypeHint)
    }
    return sax
  }
}
