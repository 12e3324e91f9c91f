import CLibXML2

/// libxml2's streaming reader with the pack schema attached, doing nothing but
/// validating (as `xmllint --stream --schema` does). It runs only for a file
/// the SAX pass refused (a document type or an entity reference), so such a
/// file is reported exactly as before: the streaming reader reads ahead and
/// meets, say, an entity loop before it hands over the document type, where
/// the SAX pass stops at the document type itself.
enum PackSchemaPass {
  /// Validates `source`; every problem goes to `collector`.
  static func run(_ source: XMLSource, schema: QuizPackSchema, collector: XMLErrorCollector) {
    guard let stream = XMLStreamReader(source) else {
      collector.noteUnopenable()
      return
    }
    let reader = stream.pointer
    xmlTextReaderSetStructuredErrorHandler(reader, XMLErrorCollector.handler, collector.context)
    guard xmlTextReaderSetSchema(reader, schema.schema) == 0 else {
      collector.noteUnopenable()
      return
    }
    let doctype = Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue)
    let entity = Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue)
    XMLParseOptions.collecting(into: collector) {
      withExtendedLifetime(stream) {
        var status = xmlTextReaderRead(reader)
        while status == 1 {
          let type = xmlTextReaderNodeType(reader)
          if type == doctype || type == entity {
            collector.refuse(XMLParseOptions.doctypeRefused(), hint: XMLParseOptions.doctypeHint)
            return
          }
          if collector.sawFatal { break }
          status = xmlTextReaderRead(reader)
        }
        collector.noteReadStatus(status, reader: reader)
      }
    }
  }
}
