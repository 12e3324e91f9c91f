/// An entry of a small map kept as an array in canonical key order, one
/// entry per key (keys compared as a dictionary compares them: by `String`
/// equality): the texts of a ``LocalizedText``, the values of a
/// ``Provenance``. A few entries are cheaper to build, look up and write in
/// order this way than as a dictionary.
package protocol KeyedEntry {
  associatedtype Payload
  /// The entry's key.
  var key: String { get }
  /// What the entry holds for its key.
  var payload: Payload { get set }
}

extension Array where Element: KeyedEntry {
  /// Sorts the entries in canonical key order (``CanonicalBytes/keyPrecedes(_:_:)``)
  /// unless they are in order already (as in a file qbank wrote).
  package mutating func sortByKeyIfNeeded() {
    var index = 1
    while index < count, CanonicalBytes.keyPrecedes(self[index - 1].key, self[index].key) {
      index += 1
    }
    if index < count { sort { CanonicalBytes.keyPrecedes($0.key, $1.key) } }
  }

  /// The index of the entry whose key is `key`.
  package func firstIndex(ofKey key: String) -> Int? {
    firstIndex { $0.key == key }
  }

  /// Gives the entry of `entry`'s key `entry`'s payload, keeping the key as it
  /// was spelled, and returns the payload it replaces; adds `entry` in key
  /// order when its key has none. As `Dictionary.updateValue(_:forKey:)` does.
  @discardableResult
  package mutating func updateEntry(_ entry: Element) -> Element.Payload? {
    if let index = firstIndex(ofKey: entry.key) {
      defer { self[index].payload = entry.payload }
      return self[index].payload
    }
    append(entry)
    sortByKeyIfNeeded()
    return nil
  }
}
