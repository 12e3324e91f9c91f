import CLibXML2

/// The schema half of reading a pack: libxml2's streaming reader with the pack
/// schema attached, doing nothing but validating (as `xmllint --stream
/// --schema` does), so it can run on its own thread beside the pass that
/// turns elements into questions.
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
