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

  /// Gives the entry at `index` `payload` and returns the payload it had.
  mutating func exchangePayload(at index: Int, with payload: Element.Payload) -> Element.Payload {
    defer { self[index].payload = payload }
    return self[index].payload
  }
}

/// Entries added one at a time in any order, a key given again replacing its
/// payload (as a dictionary's `updateValue(_:forKey:)` does), then sorted
/// once: linear in the entries where adding each in order with a search
/// would be quadratic (a file may give thousands of names). Past a few
/// entries, keys are found through a dictionary, which compares them as the
/// entries' own dictionary would.
package struct KeyedEntryBuilder<Element: KeyedEntry> {
  private var entries: [Element] = []
  private var positions: [String: Int] = [:]
  private var inOrder = true

  /// How many entries are searched one by one before keys go to the dictionary.
  static var linearLimit: Int { 16 }

  package init(reservingCapacity count: Int = 0) {
    entries.reserveCapacity(count)
  }

  /// Whether no entry was added.
  package var isEmpty: Bool { entries.isEmpty }

  /// How many entries were added (a key given again counts once).
  package var count: Int { entries.count }

  /// The payload of the entry whose key is `key`, if there is one.
  package func payload(for key: String) -> Element.Payload? {
    index(of: key).map { entries[$0].payload }
  }

  private func index(of key: String) -> Int? {
    entries.count <= Self.linearLimit ? entries.firstIndex(ofKey: key) : positions[key]
  }

  /// Adds `entry`, or gives its payload to the entry of its key, keeping that
  /// key's spelling, and returns the payload replaced.
  @discardableResult
  package mutating func add(_ entry: Element) -> Element.Payload? {
    if let index = index(of: entry.key) {
      return entries.exchangePayload(at: index, with: entry.payload)
    }
    append(entry)
    return nil
  }

  /// Adds `entry`, whose key the caller knows sorts after every key added
  /// (a known name in a canonical file): no search.
  package mutating func appendInOrder(_ entry: Element) {
    assert(entries.last.map { CanonicalBytes.keyPrecedes($0.key, entry.key) } ?? true)
    append(entry)
  }

  private mutating func append(_ entry: Element) {
    if let last = entries.last, inOrder, !CanonicalBytes.keyPrecedes(last.key, entry.key) {
      inOrder = false
    }
    entries.append(entry)
    if entries.count == Self.linearLimit + 1 {
      for (index, entry) in entries.enumerated() where positions[entry.key] == nil {
        positions[entry.key] = index
      }
    } else if entries.count > Self.linearLimit {
      positions[entry.key] = entries.count - 1
    }
  }

  /// The entries, in canonical key order.
  package consuming func sorted() -> [Element] {
    if !inOrder { entries.sort { CanonicalBytes.keyPrecedes($0.key, $1.key) } }
    return entries
  }
}
