import Crypto
import QuizBankModel

/// The bundle digest (``BundleDigest``'s algorithm: SHA-256 over the RFC 8785
/// canonical JSON without `digest`), computed with a byte-level canonical
/// writer for questions so that checking a bundle of 250,000 questions stays
/// fast. Tests hold it equal to ``BundleDigest/compute(for:)``.
package enum ContentDigest {
  /// The digest of `bundle`'s content as lowercase hex.
  package static func compute(_ bundle: QuizBundle) throws -> String {
    var header = bundle
    header.questions = []
    header.digest = nil
    guard case .object(var members) = try JSONValueEncoder().encode(header) else { return "" }
    members.removeValue(forKey: "digest")
    members.removeValue(forKey: "questions")
    var prefix: [UInt8] = [UInt8(ascii: "{")]
    var suffix: [UInt8] = []
    var placed = false
    var first = true
    for (key, value) in CanonicalJSON.sortedMembers(members) {
      if !placed, CanonicalJSON.keyPrecedes("questions", key) {
        prefix += Array((first ? "" : ",").utf8) + Array("\"questions\":[".utf8)
        placed = true
        first = false
      }
      var member = first ? "" : ","
      CanonicalJSON.writeString(key, into: &member)
      member += ":" + (try CanonicalJSON.compact(value))
      if placed { suffix += Array(member.utf8) } else { prefix += Array(member.utf8) }
      first = false
    }
    if !placed { prefix += Array(((first ? "" : ",") + "\"questions\":[").utf8) }

    var hasher = SHA256()
    hasher.update(data: prefix)
    var buffer = CanonicalBytes()
    buffer.bytes.reserveCapacity(4096)
    for index in bundle.questions.indices {
      buffer.bytes.removeAll(keepingCapacity: true)
      if index > 0 { buffer.byte(",") }
      try buffer.write(bundle.questions[index])
      buffer.bytes.withUnsafeBytes { hasher.update(bufferPointer: $0) }
    }
    hasher.update(data: Array("]".utf8) + suffix + Array("}".utf8))
    return hasher.finalize().map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }
}

/// RFC 8785 text of a question, straight into bytes; keys in canonical order.
package struct CanonicalBytes {
  package var bytes: [UInt8] = []

  package init() {}

  mutating func byte(_ scalar: Unicode.Scalar) { bytes.append(UInt8(ascii: scalar)) }

  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// A JSON string with RFC 8785's minimal escapes.
  mutating func string(_ value: String) {
    byte("\"")
    var value = value
    value.withUTF8 { utf8 in
      if !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
        bytes.append(contentsOf: utf8)
        return
      }
      for b in utf8 {
        switch b {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x08: raw("\\b")
        case 0x0C: raw("\\f")
        case 0x0A: raw("\\n")
        case 0x0D: raw("\\r")
        case 0x09: raw("\\t")
        case ..<0x20:
          raw("\\u00")
          let hex: [UInt8] = Array("0123456789abcdef".utf8)
          bytes.append(hex[Int(b >> 4)])
          bytes.append(hex[Int(b & 0xF)])
        default: bytes.append(b)
        }
      }
    }
    byte("\"")
  }

  mutating func int(_ value: Int) { bytes.append(contentsOf: String(value).utf8) }

  mutating func number(_ value: Double) throws {
    if value.rounded() == value, abs(value) < 9.0e15 {
      int(Int(value))
      return
    }
    // Swift's shortest round-trip digits without an exponent are already the
    // ECMAScript form (8.6, 0.25); the rest take the general path.
    let text = value.description
    if !text.utf8.contains(UInt8(ascii: "e")), value.isFinite {
      bytes.append(contentsOf: text.utf8)
    } else {
      bytes.append(contentsOf: try CanonicalJSON.number(value).utf8)
    }
  }

  /// `"key":` with a leading comma unless it is the first member.
  mutating func key(_ name: StaticString, first: inout Bool) {
    if !first { byte(",") }
    first = false
    byte("\"")
    raw(name)
    raw("\":")
  }

  /// Reused for sorting a text's entries without allocating per text.
  private var entries: [(key: String, value: String)] = []

  mutating func text(_ text: LocalizedText) {
    entries.removeAll(keepingCapacity: true)
    entries.append(contentsOf: text.values)
    // Insertion sort by UTF-16 code units: texts have a handful of locales.
    if entries.count > 1 {
      for i in 1..<entries.count {
        var j = i
        while j > 0, entries[j].key.utf16.lexicographicallyPrecedes(entries[j - 1].key.utf16) {
          entries.swapAt(j, j - 1)
          j -= 1
        }
      }
    }
    byte("{")
    for index in entries.indices {
      if index > 0 { byte(",") }
      string(entries[index].key)
      byte(":")
      string(entries[index].value)
    }
    byte("}")
  }

  mutating func strings(_ list: [String]) {
    byte("[")
    for (i, item) in list.enumerated() {
      if i > 0 { byte(",") }
      string(item)
    }
    byte("]")
  }

  mutating func write(_ q: borrowing Question) throws {
    byte("{")
    var first = true
    key("choices", first: &first)
    byte("[")
    for (i, choice) in q.choices.enumerated() {
      if i > 0 { byte(",") }
      raw("{\"id\":")
      string(choice.id)
      raw(",\"text\":")
      text(choice.text)
      byte("}")
    }
    byte("]")
    key("correct", first: &first)
    strings(q.correct)
    if let difficulty = q.difficulty {
      key("difficulty", first: &first)
      string(difficulty.rawValue)
    }
    if let explanation = q.explanation {
      key("explanation", first: &first)
      text(explanation)
    }
    key("id", first: &first)
    string(q.id)
    if let image = q.image {
      key("image", first: &first)
      byte("{")
      var inner = true
      if let alt = image.alt {
        key("alt", first: &inner)
        text(alt)
      }
      if let sha = image.sha256 {
        key("sha256", first: &inner)
        string(sha)
      }
      key("source", first: &inner)
      string(image.source)
      byte("}")
    }
    key("kind", first: &first)
    string(q.kind.rawValue)
    key("points", first: &first)
    int(q.points)
    key("prompt", first: &first)
    text(q.prompt)
    if let provenance = q.provenance { try write(provenance, first: &first) }
    if let subject = q.subject {
      key("subject", first: &first)
      raw("{\"title\":")
      string(subject.title)
      if let year = subject.year {
        raw(",\"year\":")
        int(year)
      }
      byte("}")
    }
    key("tags", first: &first)
    strings(q.tags)
    byte("}")
  }

  private mutating func write(_ p: Provenance, first: inout Bool) throws {
    key("provenance", first: &first)
    byte("{")
    var inner = true
    if let rule = p.rule {
      key("rule", first: &inner)
      string(rule)
    }
    key("source", first: &inner)
    string(p.source)
    if let sourceId = p.sourceId {
      key("sourceId", first: &inner)
      string(sourceId)
    }
    if let values = p.values {
      key("values", first: &inner)
      byte("{")
      for (i, name) in values.keys.sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) })
        .enumerated()
      {
        if i > 0 { byte(",") }
        string(name)
        byte(":")
        switch values[name] {
        case .string(let s): string(s)
        case .number(let n): try number(n)
        case .bool(let b): b ? raw("true") : raw("false")
        case nil: raw("null")
        }
      }
      byte("}")
    }
    byte("}")
  }
}
