/// Looks at the first bytes of an input, for recognising an XML format
/// before any parser runs.
package enum XMLPrefix {
  /// Whether `text`'s UTF-8 bytes occur anywhere in `prefix`.
  package static func contains(_ prefix: some Collection<UInt8>, _ text: String) -> Bool {
    let bytes = Array(prefix)
    let needle = Array(text.utf8)
    guard !needle.isEmpty, needle.count <= bytes.count else { return needle.isEmpty }
    return (0...(bytes.count - needle.count)).contains { start in
      bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle)
    }
  }
}
