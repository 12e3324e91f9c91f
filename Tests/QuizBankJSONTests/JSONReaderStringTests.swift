import QuizBankJSON
import Testing

/// The strings the reader makes from bytes it checked itself (not checked a
/// second time) behave as ordinary Swift strings: ASCII, non-ASCII, short
/// (stored inline) and long, from the window, from escapes and split between chunks.
struct JSONReaderStringTests {
  /// Each value with what Swift's own literal says about it.
  static let values: [String] = [
    "", "a", "yes", "imdb-tt1000000-g4", "https://m.media-amazon.com/images/M/tt1000000.jpg",
    "é", "Sì", "Да", "Так", "Рейтинг этого фильма больше чем 4?",
    "Il voto di questo film è maggiore di 4?", "日本語のテキスト", "😀 emoji", "e\u{301}",
    "a\"b\\c/d\u{8}\u{c}\n\r\t", "tab\there", "\u{7f}\u{80}\u{7ff}\u{800}\u{ffff}\u{10000}",
  ]

  /// JSON text for `value`: non-ASCII as raw UTF-8, or as `\u` escapes when `escaped`.
  static func json(_ value: String, escaped: Bool) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{c}": out += "\\f"
      default:
        if scalar.value < 0x20 || escaped && scalar.value >= 0x80 {
          for unit in String(scalar).utf16 {
            let hex = String(unit, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }
        } else {
          out += String(scalar)
        }
      }
    }
    return out + "\""
  }

  @Test(arguments: [nil, 1, 3, 7], [false, true])
  func stringsAreOrdinaryStrings(chunkSize: Int?, escaped: Bool) throws {
    let text =
      "[" + Self.values.map { Self.json($0, escaped: escaped) }.joined(separator: ", ")
      + "]"
    let read = try events(text, chunkSize: chunkSize).compactMap { event, _ -> String? in
      if case .string(let string) = event { return string }
      return nil
    }
    try #require(read.count == Self.values.count)
    for (got, expected) in zip(read, Self.values) {
      #expect(got == expected)
      #expect(got.count == expected.count, "\(expected)")
      #expect(Array(got.utf16) == Array(expected.utf16), "\(expected)")
      #expect(Array(got.unicodeScalars) == Array(expected.unicodeScalars), "\(expected)")
      #expect(got.hashValue == expected.hashValue, "\(expected)")
      #expect(got.uppercased() == expected.uppercased(), "\(expected)")
      #expect(got.reversed().map(String.init) == expected.reversed().map(String.init))
    }
  }

  /// Keys are made the same way.
  @Test func keysAreOrdinaryStrings() throws {
    let keys = ["en", "pt-BR", "é", "Рейтинг", "a-long-key-of-more-than-fifteen-bytes"]
    let text =
      "{" + keys.map { Self.json($0, escaped: false) + ": 1" }.joined(separator: ", ")
      + "}"
    let read = try events(text).compactMap { event, _ -> String? in
      if case .key(let key) = event { return key }
      return nil
    }
    #expect(read == keys)
    #expect(read.map(\.count) == keys.map(\.count))
    #expect(Set(read) == Set(keys))
  }
}
