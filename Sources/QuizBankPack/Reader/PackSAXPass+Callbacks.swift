import CLibXML2

/// The pass a SAX callback's user data points at.
private func saxPass(_ context: UnsafeMutableRawPointer?) -> PackSAXPass? {
  context.map { Unmanaged<PackSAXPass>.fromOpaque($0).takeUnretainedValue() }
}

extension PackSAXPass {
  /// The SAX2 callbacks: elements, text and CDATA become records; a document
  /// type or an entity reference stops the pass. Nothing builds a tree.
  static func saxHandler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = XML_SAX2_MAGIC
    sax.startElementNs = { context, localname, _, _, _, _, count, _, attributes in
      guard let pass = saxPass(context), let localname else { return }
      let depth = pass.depth
      pass.depth += 1
      if depth > PackSAXPass.maxDepth, !pass.stopped {
        pass.refuseDepth()
        return
      }
      pass.start(localname, count: Int(count), attributes: attributes)
    }
    sax.endElementNs = { context, _, _, _ in
      guard let pass = saxPass(context) else { return }
      pass.depth -= 1
      let element = pass.open.popLast() ?? PackEvents.unknownElement
      pass.keepsText = pass.open.last.map(PackEvents.keepsText) ?? false
      pass.writer.end(element)
      pass.flushIfFull()
    }
    let text: charactersSAXFunc = { context, characters, length in
      guard let pass = saxPass(context), let characters, pass.keepsText else {
        return
      }
      pass.writer.text(UnsafeBufferPointer(start: characters, count: Int(length)))
      pass.flushIfFull()
    }
    sax.characters = text
    sax.ignorableWhitespace = text
    sax.cdataBlock = text
    sax.internalSubset = { context, _, _, _ in
      saxPass(context)?.refuse(
        XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
    }
    sax.reference = { context, _ in
      saxPass(context)?.refuse(
        "the file refers to an entity that is not expanded", hint: XMLParseOptions.doctypeHint)
    }
    return sax
  }

  /// Records a start tag with its known attributes (SAX2's five pointers each).
  private func start(
    _ localname: UnsafePointer<xmlChar>, count: Int,
    attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
  ) {
    let element = names.element(localname)?.rawValue ?? PackEvents.unknownElement
    open.append(element)
    keepsText = PackEvents.keepsText(element)
    let record = writer.start(element)
    if let attributes {
      var known = 0
      for index in 0..<count {
        let base = index * 5
        guard let local = attributes[base], let attribute = names.attribute(local),
          let start = attributes[base + 3], let end = attributes[base + 4]
        else { continue }
        writer.attribute(attribute.rawValue, UnsafeBufferPointer(start: start, count: end - start))
        known += 1
      }
      writer.setAttributeCount(known, of: record)
    }
    flushIfFull()
  }
}
