import CLibXML2
import Foundation
import QuizBankPack

/// Turns the HTML of a Moodle text into plain text, with libxml2's HTML parser.
///
/// Entities are decoded (`&eacute;` → `é`, `&nbsp;` → a space), tags dropped,
/// block elements (`p`, `div`, `br`, `li`, headings, table rows) become line
/// breaks, runs of white space within a line become one space, and lines are
/// trimmed. Images are collected so a question can take its picture from them.
struct HTMLPlainText {
  /// An `<img>` found in the HTML.
  struct Image: Equatable {
    var source: String
    var alt: String?
  }

  /// The plain text.
  var text: String
  /// The images, in document order.
  var images: [Image]

  private static let blocks: Set<String> = [
    "p", "div", "br", "li", "ul", "ol", "tr", "table", "h1", "h2", "h3", "h4", "h5", "h6",
    "blockquote", "pre", "hr",
  ]

  /// Converts `html`. Never fails: what libxml2 cannot make sense of is dropped.
  init(html: String) {
    text = ""
    images = []
    guard html.contains("<") || html.contains("&") else {
      text = Self.normalized(html)
      return
    }
    let options = Int32(
      HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
        | HTML_PARSE_NOIMPLIED.rawValue)
    let utf8 = Array(html.utf8)
    // The Moodle file's own error collector is this thread's structured handler
    // while it is read: the HTML parser's complaints about the text (HTML5 tags
    // such as <audio> and <video> it does not know) are not errors of the file.
    let savedHandler = __xmlStructuredError().pointee
    let savedContext = __xmlStructuredErrorContext().pointee
    xmlSetStructuredErrorFunc(nil, { _, _ in })
    defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
    let document = utf8.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options)
      }
    }
    guard let document else {
      text = Self.normalized(html)
      return
    }
    defer { xmlFreeDoc(document) }
    var raw = ""
    var child = document.pointee.children
    while let node = child {
      walk(node, into: &raw)
      child = node.pointee.next
    }
    text = Self.normalized(raw)
  }

  private mutating func walk(_ node: xmlNodePtr, into raw: inout String) {
    switch node.pointee.type {
    case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
      if let content = node.pointee.content { raw += String(cString: content) }
    case XML_ELEMENT_NODE:
      let name = String(cString: node.pointee.name).lowercased()
      if name == "script" || name == "style" { return }
      if name == "img", let source = Self.attribute(node, "src") {
        images.append(Image(source: source, alt: Self.attribute(node, "alt")))
      }
      let block = Self.blocks.contains(name)
      if block { raw += "\n" }
      var child = node.pointee.children
      while let next = child {
        walk(next, into: &raw)
        child = next.pointee.next
      }
      if block { raw += "\n" }
    default:
      break
    }
  }

  private static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
    XMLNodeText.attribute(node, name)
  }

  /// White space folded within lines, lines trimmed, empty lines dropped.
  static func normalized(_ raw: String) -> String {
    raw.replacingOccurrences(of: "\u{00A0}", with: " ")
      .split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
      .map { line in line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
      }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
  }
}
