import CLibXML2
import QuizBankPack

/// Read-only helpers over one expanded `<question>` subtree.
struct MoodleNode {
  let pointer: xmlNodePtr

  /// The element's local name.
  var name: String { String(cString: pointer.pointee.name) }

  /// The element children, in order.
  var children: [MoodleNode] {
    var result: [MoodleNode] = []
    var child = pointer.pointee.children
    while let node = child {
      if node.pointee.type == XML_ELEMENT_NODE { result.append(MoodleNode(pointer: node)) }
      child = node.pointee.next
    }
    return result
  }

  /// The first child element named `name`.
  func child(_ name: String) -> MoodleNode? { children.first { $0.name == name } }

  /// Every child element named `name`.
  func all(_ name: String) -> [MoodleNode] { children.filter { $0.name == name } }

  /// An attribute's value.
  func attribute(_ name: String) -> String? { XMLNodeText.attribute(pointer, name) }

  /// The text content of the element and its descendants.
  var content: String { XMLNodeText.content(pointer) }

  /// The content of the `<text>` child (Moodle's usual wrapper), else the element's own content.
  var text: String { child("text")?.content ?? content }
}
