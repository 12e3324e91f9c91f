import CLibXML2
import Foundation
import QuizBankModel
import QuizBankPack

/// One small XML file of a QTI import (an item, a manifest, a QTI 1.2 file),
/// parsed whole into a libxml2 tree with the safe options every QuizBank XML
/// reader uses. A file that is not well-formed, or that declares a DTD, is an
/// ``ImportError`` at its line and column.
final class QTIDocument {
  /// The name shown in messages (`quiz.zip/items/q1.xml`).
  let name: String
  private let document: xmlDocPtr

  /// Parses `data`; throws at the first error libxml2 raises.
  init(_ data: Data, name: String) throws {
    self.name = name
    _ = XMLParseOptions.initialized
    let collector = XMLErrorCollector(file: name, limit: 20)
    let parsed: xmlDocPtr? = XMLParseOptions.collecting(into: collector) {
      // One byte more than the data, so the buffer has an address even when empty.
      (Array(data) + [0]).withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          xmlReadMemory($0.baseAddress, Int32(data.count), name, nil, XMLParseOptions.safe)
        }
      }
    }
    if let error = collector.diagnostics.first(where: { $0.severity == .error }) {
      if let parsed { xmlFreeDoc(parsed) }
      throw ImportError(
        .malformed, file: name, line: error.location.line, column: error.location.column,
        message: "\(error.message) [\(error.code)]", hint: error.hint ?? Self.malformedHint)
    }
    guard let parsed, xmlDocGetRootElement(parsed) != nil else {
      if let parsed { xmlFreeDoc(parsed) }
      throw ImportError(
        .malformed, file: name, line: 1, column: 1, message: "the file holds no XML element",
        hint: Self.malformedHint)
    }
    if parsed.pointee.intSubset != nil {
      xmlFreeDoc(parsed)
      throw ImportError(
        .malformed, file: name, line: 1, column: 1,
        message: XMLParseOptions.doctypeRefused() + " [\(XMLDiagnosticCode.unsafe)]",
        hint: XMLParseOptions.doctypeHint)
    }
    document = parsed
  }

  deinit { xmlFreeDoc(document) }

  static let malformedHint = "fix the XML at this place, or export the quiz again"

  /// The root element.
  var root: MoodleNode { MoodleNode(pointer: xmlDocGetRootElement(document)) }

  /// The namespace URI of `node`, if any.
  static func namespace(of node: MoodleNode) -> String? {
    node.pointer.pointee.ns?.pointee.href.map { String(cString: $0) }
  }

  /// An error at `node`'s line in this file.
  func error(_ message: String, at node: MoodleNode?, hint: String? = nil) -> ImportError {
    ImportError(.malformed, file: name, line: node.map(\.line), message: message, hint: hint)
  }

  /// A warning at `node`'s line in this file.
  func issue(_ message: String, at node: MoodleNode?) -> ImportIssue {
    ImportIssue(file: name, line: node.map(\.line), message: message)
  }
}

extension MoodleNode {
  /// The 1-based line the element starts on.
  var line: Int { Int(xmlGetLineNo(pointer)) }

  /// Every descendant element named `name`, in document order.
  func descendants(_ name: String) -> [MoodleNode] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
  }

  /// The first descendant element named `name`.
  func firstDescendant(_ name: String) -> MoodleNode? {
    for child in children {
      if child.name == name { return child }
      if let found = child.firstDescendant(name) { return found }
    }
    return nil
  }
}
