import CLibXML2
import QuizBankModel

/// Receives libxml2's errors through its structured error handler and keeps
/// them as ``Diagnostic``s, so libxml2 never prints to standard error.
///
/// Not `Sendable`: a collector belongs to the thread of the parse it serves
/// (the schema pass makes its own on its worker thread).
package final class XMLErrorCollector {
  /// The file as the user named it.
  package let file: String
  /// The diagnostics collected so far, in the order libxml2 raised them.
  package private(set) var diagnostics: [Diagnostic] = []
  /// Whether a fatal (well-formedness) error was raised.
  package private(set) var sawFatal = false
  /// How many errors (not warnings) were raised.
  package private(set) var errorCount = 0
  private let limit: Int

  package init(file: String, limit: Int) {
    self.file = file
    self.limit = limit
  }

  /// The pointer to hand libxml2 as the handler's user data. Valid while `self` lives.
  package var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  /// The C callback; its user data must be ``context``.
  package static let handler: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    Unmanaged<XMLErrorCollector>.fromOpaque(userData).takeUnretainedValue().record(error.pointee)
  }

  /// Adds a diagnostic. One that repeats the previous one's code and message
  /// (libxml2 reports an entity loop once per level) is counted but not kept.
  package func add(_ diagnostic: Diagnostic) {
    if diagnostic.severity == .error { errorCount += 1 }
    if let last = diagnostics.last, last.code == diagnostic.code, last.message == diagnostic.message
    {
      return
    }
    guard diagnostics.count < limit else { return }
    diagnostics.append(diagnostic)
  }

  /// Records that the file declares a DTD or uses an entity: refused for safety.
  package func refuse(_ message: String, hint: String) {
    add(
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.unsafe, message: message,
        location: SourceLocation(file: file, path: XMLPositionScanner.doctypePath), hint: hint))
  }

  /// Records that libxml2 could not open the input at all.
  package func noteUnopenable() {
    add(
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.unreadable,
        message: "libxml2 could not open the input", location: SourceLocation(file: file)))
  }

  /// Makes sure a failed read (`xmlTextReaderRead` returned -1) leaves an
  /// error, even when libxml2 raised none.
  package func noteReadStatus(_ status: Int32, reader: xmlTextReaderPtr) {
    guard status < 0, errorCount == 0 else { return }
    add(
      Diagnostic(
        severity: .error, code: XMLDiagnosticCode.malformed,
        message: "libxml2 could not parse the file",
        location: SourceLocation(file: file, line: Int(xmlTextReaderGetParserLineNumber(reader)))))
  }

  /// Records a fatal error libxml2 would raise, described as libxml2's own are.
  package func addFatal(domain: Int32, code: Int32, message: String, line: Int?, column: Int?) {
    sawFatal = true
    let (code, message, hint) = Self.describe(domain: domain, code: code, message: message)
    add(
      Diagnostic(
        severity: .error, code: code, message: message,
        location: SourceLocation(
          file: file, line: line.flatMap { $0 > 0 ? $0 : nil },
          column: column.flatMap { $0 > 0 ? $0 : nil }), hint: hint))
  }

  private func record(_ error: xmlError) {
    let level = error.level
    if level == XML_ERR_FATAL { sawFatal = true }
    let severity: Diagnostic.Severity = level == XML_ERR_WARNING ? .warning : .error
    let raw = error.message.map { String(cString: $0) } ?? "unknown libxml2 error"
    let (code, message, hint) = Self.describe(
      domain: Int32(error.domain), code: Int32(error.code), message: raw)
    let line = error.line > 0 ? Int(error.line) : nil
    let column =
      error.int2 > 0 && error.domain != Int32(XML_FROM_SCHEMASV.rawValue)
      ? Int(error.int2) : nil
    add(
      Diagnostic(
        severity: severity, code: code, message: message,
        location: SourceLocation(file: file, line: line, column: column), hint: hint))
  }

  /// Turns a libxml2 error into a code, a one-line message and a hint.
  static func describe(domain: Int32, code: Int32, message raw: String) -> (String, String, String?)
  {
    var message = cleaned(raw)
    if domain == Int32(XML_FROM_SCHEMASV.rawValue) || domain == Int32(XML_FROM_SCHEMASP.rawValue) {
      message = message.replacingOccurrences(of: "{\(QuizPackSchema.namespace)}", with: "")
      return (
        XMLDiagnosticCode.schema, message, "see schemas/quizpack-v1.xsd and docs/xml-packs.md"
      )
    }
    switch code {
    case Int32(XML_ERR_ENTITY_LOOP.rawValue), Int32(XML_ERR_ENTITY_BOUNDARY.rawValue):
      return (
        XMLDiagnosticCode.unsafe,
        "entity expansion refused: \(message)",
        "remove the entity declarations; QuizBank bounds entity expansion (\"billion laughs\")"
      )
    case Int32(XML_ERR_INVALID_CHAR.rawValue), Int32(XML_ERR_INVALID_ENCODING.rawValue),
      Int32(XML_ERR_UNSUPPORTED_ENCODING.rawValue), Int32(XML_ERR_UNKNOWN_ENCODING.rawValue):
      return (
        XMLDiagnosticCode.encoding, message,
        "save the file as UTF-8, or declare its real encoding (<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>)"
      )
    case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
      return (XMLDiagnosticCode.malformed, "the file is empty", nil)
    default:
      return (XMLDiagnosticCode.malformed, message, nil)
    }
  }

  /// The message for a well-formedness error at the very end of the input.
  static let truncatedMessage = "the file ends before the document is complete"
  /// The hint for it.
  static let truncatedHint =
    "the file looks truncated: check that it was copied or downloaded whole"

  /// libxml2's message on one line: its own line breaks folded, trailing space gone.
  static func cleaned(_ raw: String) -> String {
    let lines = raw.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    var text = lines.joined(separator: "; ")
    text = text.replacingOccurrences(of: " !;", with: ";")
    text = text.replacingOccurrences(of: " !", with: "")
    return text
  }
}
