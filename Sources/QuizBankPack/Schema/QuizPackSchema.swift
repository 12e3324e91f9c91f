import CLibXML2
import Foundation
import QuizBankModel

/// The XML pack schema (`schemas/quizpack-v1.xsd`), compiled once per process.
///
/// The schema text is compiled into the library. Its `xml:lang` import is
/// served from memory by an external-entity loader that answers only the
/// `quizbank-embedded:` URLs and hands every other request to the loader that
/// was installed before, so compiling the schema never touches the disk or
/// the network.
package final class QuizPackSchema: Sendable {
  /// The pack namespace.
  package static let namespace = "https://quizbank.dev/ns/quizpack/1"
  /// The base URL the embedded schemas are parsed under.
  static let embeddedBase = "quizbank-embedded:/"

  /// The compiled schema, shared read-only by every validation: libxml2 never
  /// changes a compiled schema, and each validation reads it through a
  /// context of its own (`xmlSchemaNewValidCtxt`, plugged into the SAX pass with
  /// `xmlSchemaSAXPlug`), so threads may share it.
  var schema: xmlSchemaPtr { compiled.value }
  private let compiled: SharedReadOnly<xmlSchemaPtr>

  private init(schema: xmlSchemaPtr) { compiled = SharedReadOnly(schema) }

  /// The compiled schema, or `nil` if it failed to compile (a build defect; tests catch it).
  package static let shared: QuizPackSchema? = {
    _ = XMLParseOptions.initialized
    EmbeddedSchemaLoader.install()
    let text = packSchemaText
    let url = embeddedBase + "quizpack-v1.xsd"
    let options = Int32(
      XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    let document = text.withCString { pointer in
      xmlReadMemory(pointer, Int32(strlen(pointer)), url, "UTF-8", options)
    }
    guard let document else { return nil }
    defer { xmlFreeDoc(document) }
    guard let parser = xmlSchemaNewDocParserCtxt(document) else { return nil }
    defer { xmlSchemaFreeParserCtxt(parser) }
    let silent = XMLErrorCollector(file: "quizpack-v1.xsd", limit: 10)
    xmlSchemaSetParserStructuredErrors(parser, XMLErrorCollector.handler, silent.context)
    guard let schema = withExtendedLifetime(silent, { xmlSchemaParse(parser) }) else { return nil }
    return QuizPackSchema(schema: schema)
  }()
}

/// Serves the embedded schemas to libxml2 by URL.
enum EmbeddedSchemaLoader {
  nonisolated(unsafe) private static var previous: xmlExternalEntityLoader?
  nonisolated(unsafe) private static var documents: [String: UnsafeMutablePointer<CChar>] = [:]

  /// Installs the loader; called once, from the thread-safe initialiser of ``QuizPackSchema/shared``.
  static func install() {
    documents = [
      QuizPackSchema.embeddedBase + "xml.xsd": strdup(QuizPackSchema.xmlNamespaceSchemaText)
    ]
    previous = xmlGetExternalEntityLoader()
    xmlSetExternalEntityLoader { url, id, context in
      if let url, let text = EmbeddedSchemaLoader.document(for: String(cString: url)) {
        let buffer = xmlParserInputBufferCreateMem(
          text, Int32(strlen(text)), XML_CHAR_ENCODING_UTF8)
        return xmlNewIOInputStream(context, buffer, XML_CHAR_ENCODING_UTF8)
      }
      return EmbeddedSchemaLoader.previous?(url, id, context)
    }
  }

  private static func document(for url: String) -> UnsafeMutablePointer<CChar>? {
    guard url.hasPrefix(QuizPackSchema.embeddedBase) else { return nil }
    return documents[url]
  }
}
