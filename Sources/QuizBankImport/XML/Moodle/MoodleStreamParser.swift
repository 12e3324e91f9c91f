import CLibXML2
import Foundation
import QuizBankModel
import QuizBankPack

/// Walks a Moodle file with libxml2's streaming reader, expanding one
/// `<question>` at a time into a small tree.
final class MoodleStreamParser {
  let collector: XMLErrorCollector
  private var mapper: MoodleQuestionMapper
  private(set) var questions: [Question] = []
  private(set) var assets: [BundleAsset] = []
  private(set) var skipped = 0
  private(set) var notAQuiz = false
  private(set) var stopped = false
  private var ordinal = 0
  private var rootName = "quiz"

  init(collector: XMLErrorCollector, locale: String) {
    self.collector = collector
    self.mapper = MoodleQuestionMapper(locale: locale)
  }

  func run(_ source: XMLSource) {
    guard let stream = XMLStreamReader(source) else {
      stopped = true
      return
    }
    let reader = stream.pointer
    XMLParseOptions.collecting(into: collector) { withExtendedLifetime(stream) { loop(reader) } }
    assets = mapper.assets
  }

  private func loop(_ reader: xmlTextReaderPtr) {
    let element = Int32(XML_READER_TYPE_ELEMENT.rawValue)
    let doctype = Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue)
    let entity = Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue)
    var status = xmlTextReaderRead(reader)
    defer {
      if status < 0 { stopped = true }
      collector.noteReadStatus(status, reader: reader)
    }
    while status == 1, !stopped {
      let type = xmlTextReaderNodeType(reader)
      if type == doctype || type == entity {
        refuse(reader)
        return
      }
      guard type == element else {
        status = xmlTextReaderRead(reader)
        continue
      }
      let depth = xmlTextReaderDepth(reader)
      let name = String(cString: xmlTextReaderConstLocalName(reader))
      if depth == 0 {
        if name == "question" {
          rootName = "question"
          handleQuestion(reader)
          status = xmlTextReaderNext(reader)
          continue
        }
        guard name == "quiz" else {
          notAQuiz = true
          collector.add(
            Diagnostic(
              severity: .error, code: XMLDiagnosticCode.moodleNotAQuiz,
              message:
                "the root element is <\(name)>, not <quiz>: this is not a Moodle XML question file",
              location: SourceLocation(
                file: collector.file, path: XMLPath([.init(name)]).description),
              hint: "export the questions from Moodle's question bank as \"Moodle XML format\""))
          return
        }
      } else if depth == 1, name == "question" {
        handleQuestion(reader)
        status = xmlTextReaderNext(reader)
        continue
      }
      status = xmlTextReaderRead(reader)
    }
  }

  private func handleQuestion(_ reader: xmlTextReaderPtr) {
    ordinal += 1
    guard let node = xmlTextReaderExpand(reader) else { return }
    let path = XMLPath(
      rootName == "quiz"
        ? [.init("quiz"), .init("question", .ordinal(ordinal))] : [.init("question")])
    switch mapper.map(MoodleNode(pointer: node), path: path, file: collector.file) {
    case .category:
      break
    case .question(let question, let notes):
      questions.append(question)
      notes.forEach(collector.add)
    case .skipped(let diagnostic):
      skipped += 1
      collector.add(diagnostic)
    }
  }

  private func refuse(_ reader: xmlTextReaderPtr) {
    stopped = true
    collector.refuse(XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
  }
}
