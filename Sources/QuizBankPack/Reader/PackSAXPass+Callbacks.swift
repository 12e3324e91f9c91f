import CLibXML2

/// The pass a SAX callback's user data points at.
private func saxPass(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<PackSAXPass>? {
  context?.assumingMemoryBound(to: PackSAXPass.self)
}

extension PackSAXPass {
  /// The SAX2 callbacks: elements, text and CDATA become records; a document
  /// type or an entity reference stops the pass. Nothing builds a tree.
  static func saxHandler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = XML_SAX2_MAGIC
    sax.startElementNs = { context, localname, _, _, _, _, count, _, attributes in
      guard let pass = saxPass(context), let localname else { return }
      pass.pointee.start(localname, count: Int(count), attributes: attributes)
    }
    sax.endElementNs = { context, _, _, _ in
      saxPass(context)?.pointee.end()
    }
    let text: charactersSAXFunc = { context, characters, length in
      guard let pass = saxPass(context), let characters, pass.pointee.keepsText else { return }
      pass.pointee.writer.text(UnsafeBufferPointer(start: characters, count: Int(length)))
      pass.pointee.flushIfFull()
    }
    sax.characters = text
    sax.ignorableWhitespace = text
    sax.cdataBlock = text
    sax.internalSubset = { context, _, _, _ in
      saxPass(context)?.pointee.refuse(
        XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
    }
    sax.reference = { context, _ in
      saxPass(context)?.pointee.refuse(
        "the file refers to an entity that is not expanded", hint: XMLParseOptions.doctypeHint)
    }
    return sax
  }

  /// Records a start tag with its known attributes (SAX2's five pointers each).
  private mutating func start(
    _ localname: UnsafePointer<xmlChar>, count: Int,
    attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    let depth = self.depth
    self.depth += 1
    if depth > Self.maxDepth, !stopped {
      refuseDepth()
      return
    }
    guard let names, depth <= Self.maxDepth else { return }
    let element = names.element(localname)
    open[depth] = element
    keepsText = PackEvents.keepsText(element)
    let record = writer.start(element)
    if let attributes {
      var known = 0
      for index in 0..<count {
        let base = index * 5
        guard let local = attributes[base], let start = attributes[base + 3],
          let end = attributes[base + 4]
        else { continue }
        let attribute = names.attribute(local)
        guard attribute != PackNames.unknown else { continue }
        writer.attribute(attribute, UnsafeBufferPointer(start: start, count: end - start))
        known += 1
      }
      writer.setAttributeCount(known, of: record)
    }
    flushIfFull()
  }

  /// Records an end tag.
  private mutating func end() {
    depth -= 1
    guard depth >= 0, depth <= Self.maxDepth else { return }
    writer.end(open[depth])
    keepsText = depth > 0 && PackEvents.keepsText(open[depth - 1])
    flushIfFull()
  }
}
