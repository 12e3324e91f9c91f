import CLibXML2
import Foundation

/// A libxml2 streaming reader over an ``XMLSource``, opened with the safe
/// options. libxml2 reads in-memory input in place, so the bytes are copied
/// into a buffer that lives exactly as long as the reader.
package final class XMLStreamReader {
  /// The libxml2 reader.
  package let pointer: xmlTextReaderPtr
  private let buffer: UnsafeMutableRawBufferPointer?

  /// Opens `source`; nil when libxml2 cannot (it then has nothing to report).
  package init?(_ source: XMLSource) {
    _ = XMLParseOptions.initialized
    switch source {
    case .file(let url):
      guard let reader = xmlReaderForFile(url.path, nil, XMLParseOptions.safe) else { return nil }
      pointer = reader
      buffer = nil
    case .bytes(let data, let name):
      let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(data.count, 1), alignment: 1)
      copy.copyBytes(from: data)
      guard
        let reader = xmlReaderForMemory(
          copy.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(data.count), name, nil,
          XMLParseOptions.safe)
      else {
        copy.deallocate()
        return nil
      }
      pointer = reader
      buffer = copy
    }
  }

  deinit {
    xmlFreeTextReader(pointer)
    buffer?.deallocate()
  }
}
