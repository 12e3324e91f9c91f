import CLibXML2

/// The one set of libxml2 parser options every QuizBank XML reader uses.
///
/// - `XML_PARSE_NONET`: never fetch anything from the network.
/// - No `XML_PARSE_NOENT`: entities are never substituted, so an external entity
///   (XXE) is never loaded and its content can never reach the output.
/// - No `XML_PARSE_DTDLOAD`, `XML_PARSE_DTDATTR`, `XML_PARSE_DTDVALID`: no DTD is read.
/// - No `XML_PARSE_HUGE`: libxml2 keeps its bound on entity expansion and on
///   text and name sizes, so "billion laughs" fails fast.
/// - `XML_PARSE_NOERROR`/`XML_PARSE_NOWARNING`: nothing is printed; errors go to
///   the structured handler instead.
/// On top of that, the readers refuse any document type declaration outright.
package enum XMLParseOptions {
  package static let safe: Int32 = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
      | XML_PARSE_BIG_LINES.rawValue)

  /// The message for a file that declares a DTD.
  package static func doctypeRefused() -> String {
    "the file declares a document type (<!DOCTYPE …>); DTDs and entity declarations are refused for safety"
  }

  /// The hint for a file that declares a DTD.
  package static let doctypeHint =
    "remove the <!DOCTYPE …> declaration; QuizBank never loads DTDs or expands custom entities"

  /// Routes libxml2's errors on this thread to `collector` while `body` runs.
  ///
  /// Once a schema is attached, libxml2's streaming reader stops passing
  /// well-formedness errors to the reader's own handler, so the thread's
  /// structured handler catches them; anything libxml2 would print is dropped.
  package static func collecting<T>(into collector: XMLErrorCollector, _ body: () -> T) -> T {
    xmlSetStructuredErrorFunc(collector.context, XMLErrorCollector.handler)
    quizbank_xml_silence_generic_errors(1)
    defer {
      xmlSetStructuredErrorFunc(nil, nil)
      quizbank_xml_silence_generic_errors(0)
    }
    return withExtendedLifetime(collector) { body() }
  }

  /// Makes sure libxml2 is initialised once, before any thread uses it.
  package static let initialized: Bool = {
    xmlInitParser()
    return true
  }()
}
