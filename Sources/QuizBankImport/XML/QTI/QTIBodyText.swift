import CLibXML2
import QuizBankPack

/// The plain text and pictures of QTI XHTML content (an `itemBody`, a
/// `simpleChoice`): text kept, block elements (`p`, `div`, `br`, `li`, …) as
/// line breaks, white space folded as ``HTMLPlainText`` does; the elements
/// named in `skipping` (interactions, feedback) are left out.
struct QTIBodyText {
  /// An `<img>` met, with the element for its line.
  struct Image {
    var source: String
    var alt: String?
    var node: MoodleNode
  }

  /// The plain text.
  var text = ""
  /// The images, in document order.
  var images: [Image] = []

  private static let blocks: Set<String> = [
    "p", "div", "br", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6",
    "blockquote", "pre", "hr", "prompt",
  ]

  init(_ node: MoodleNode, skipping: (String) -> Bool = { _ in false }) {
    var raw = ""
    walk(node.pointer, skipping: skipping, into: &raw)
    text = HTMLPlainText.normalized(raw)
  }

  private mutating func walk(
    _ node: xmlNodePtr, skipping: (String) -> Bool, into raw: inout String
  ) {
    var child = node.pointee.children
    while let next = child {
      child = next.pointee.next
      switch next.pointee.type {
      case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
        if let content = next.pointee.content { raw += String(cString: content) }
      case XML_ELEMENT_NODE:
        let name = String(cString: next.pointee.name)
        if skipping(name) { continue }
        if name == "img", let source = XMLNodeText.attribute(next, "src") {
          images.append(
            Image(
              source: source, alt: XMLNodeText.attribute(next, "alt"),
              node: MoodleNode(pointer: next)))
        }
        let block = Self.blocks.contains(name)
        if block { raw += "\n" }
        walk(next, skipping: skipping, into: &raw)
        if block { raw += "\n" }
      default:
        break
      }
    }
  }
}
