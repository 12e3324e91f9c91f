import CLibXML2

/// Text of libxml2 tree nodes, read through an `xmlBuffer` so that nothing
/// needs `xmlFree` (a C global Swift 6 does not let us touch).
package enum XMLNodeText {
  /// The text content of a node and its descendants (or of an attribute node).
  package static func content(_ node: xmlNodePtr) -> String {
    guard let buffer = xmlBufferCreate() else { return "" }
    defer { xmlBufferFree(buffer) }
    xmlNodeBufGetContent(buffer, node)
    guard let bytes = xmlBufferContent(buffer) else { return "" }
    return String(cString: bytes)
  }

  /// The value of an element's attribute (no namespace), or nil.
  package static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
    guard let attribute = xmlHasProp(node, name) else { return nil }
    return attribute.withMemoryRebound(to: xmlNode.self, capacity: 1) { content($0) }
  }
}
