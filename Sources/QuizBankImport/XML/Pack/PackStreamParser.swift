import CLibXML2
import Foundation
import QuizBankModel

/// One pass of libxml2's streaming reader over a pack, validating against the
/// schema as it goes and turning elements into bundle content.
///
/// Never builds a document tree: libxml2 frees each subtree once the reader
/// has moved past it, so memory stays flat whatever the pack's size.
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
  private(set) var reader: xmlTextReaderPtr?
  private var names: PackNames!

  var header = PackHeaderBuilder()
  var question: PackQuestionBuilder?
  var questionCount = 0
  var textTarget: TextTarget?
  var textOrdinals: [String: Int] = [:]
  var capture: Capture?
  var captureDepth = 0
  var captured = ""
  var choiceCount = 0
  var tagCount = 0
  var roundCount = 0
  var stopped = false
  /// Problems found by the reader itself, with the path that locates each.
  var located: [(Diagnostic, XMLPath)] = []

  init(collector: XMLErrorCollector, onQuestion: @escaping (Question, Int) -> Void) {
    self.collector = collector
    self.onQuestion = onQuestion
  }

  /// Reads the whole pack. Diagnostics go to the collector.
  /// - Returns: the pack's members (without questions), as far as they were read.
  func run(_ source: XMLSource, schema: QuizPackSchema) -> QuizBundle {
    guard let stream = XMLStreamReader(source) else {
      collector.add(
        problem(XMLDiagnosticCode.unreadable, "libxml2 could not open the input", path: nil))
      return header.build()
    }
    let reader = stream.pointer
    self.reader = reader
    defer { self.reader = nil }
    names = PackNames(reader: reader)
    xmlTextReaderSetStructuredErrorHandler(reader, XMLErrorCollector.handler, collector.context)
    if xmlTextReaderSetSchema(reader, schema.schema) != 0 {
      collector.add(
        problem(XMLDiagnosticCode.schema, "the pack schema could not be attached", path: nil))
      return header.build()
    }
    XMLParseOptions.collecting(into: collector) { withExtendedLifetime(stream) { loop(reader) } }
    return header.build()
  }

  private func loop(_ reader: xmlTextReaderPtr) {
    let element = Int32(XML_READER_TYPE_ELEMENT.rawValue)
    let end = Int32(XML_READER_TYPE_END_ELEMENT.rawValue)
    let text = Int32(XML_READER_TYPE_TEXT.rawValue)
    let cdata = Int32(XML_READER_TYPE_CDATA.rawValue)
    let whitespace = Int32(XML_READER_TYPE_WHITESPACE.rawValue)
    let significant = Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue)
    let doctype = Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue)
    let entity = Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue)
    var status: Int32 = 1
    while !stopped {
      status = xmlTextReaderRead(reader)
      guard status == 1 else { break }
      let type = xmlTextReaderNodeType(reader)
      switch type {
      case element:
        let depth = Int(xmlTextReaderDepth(reader))
        let empty = xmlTextReaderIsEmptyElement(reader) == 1
        guard let name = names.element(xmlTextReaderConstLocalName(reader)) else { continue }
        start(name, depth: depth)
        if empty { finish(name, depth: depth) }
      case end:
        let depth = Int(xmlTextReaderDepth(reader))
        guard let name = names.element(xmlTextReaderConstLocalName(reader)) else { continue }
        finish(name, depth: depth)
      case text, cdata, whitespace, significant:
        if capture != nil, Int(xmlTextReaderDepth(reader)) == captureDepth + 1,
          let value = xmlTextReaderConstValue(reader)
        {
          captured += String(cString: value)
        }
      case doctype:
        refuse(XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
      case entity:
        refuse(
          "the file refers to an entity that is not expanded", hint: XMLParseOptions.doctypeHint)
      default:
        break
      }
      if collector.sawFatal { stopped = true }
    }
    collector.noteReadStatus(status, reader: reader)
  }

  private func refuse(_ message: String, hint: String) {
    collector.add(
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.unsafe, message: message,
        location: SourceLocation(file: collector.file, path: XMLPositionScanner.doctypePath),
        hint: hint))
    stopped = true
  }

  /// Visits each attribute of the current element.
  func attributes(_ body: (PackNames.Attribute, String) -> Void) {
    guard let reader else { return }
    guard xmlTextReaderMoveToFirstAttribute(reader) == 1 else { return }
    repeat {
      if let attribute = names.attribute(xmlTextReaderConstLocalName(reader)),
        let value = xmlTextReaderConstValue(reader)
      {
        body(attribute, String(cString: value))
      }
    } while xmlTextReaderMoveToNextAttribute(reader) == 1
    xmlTextReaderMoveToElement(reader)
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
