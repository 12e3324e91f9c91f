import Testing

@testable import QuizBankJSON

/// The reader skips a string's plain bytes eight at a time
/// (``JSONReader/hasStop(_:)``); every byte that must stop it is tried at
/// every place in and around a word, and the strings read are held to what
/// the bytes say.
struct JSONReaderPlainRunTests {
  static func stops(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte >= 0x80 || byte == 0x22 || byte == 0x5C
  }

  @Test func aWordStopsExactlyWhenOneOfItsBytesWould() {
    for byte in 0...255 {
      for position in 0..<8 {
        for filler in [UInt8(ascii: "a"), 0x20, 0x7F, 0x21, 0x5B, 0x5D] {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[position] = UInt8(byte)
          let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
          #expect(
            JSONReader.hasStop(word) == Self.stops(UInt8(byte)),
            "byte \(byte) at \(position) among \(filler)")
        }
      }
    }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<100_000 {
      let word = generator.next() as UInt64
      let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }
      #expect(JSONReader.hasStop(word) == bytes.contains(where: Self.stops), "word \(word)")
    }
  }

  /// A plain string of `length` bytes with `special` (raw bytes) at `offset`,
  /// read from a document of its own.
  static func read(length: Int, special: [UInt8], at offset: Int) -> Result<String, JSONSyntaxError> {
    var body = Array(repeating: UInt8(ascii: "x"), count: length)
    body.insert(contentsOf: special, at: offset)
    let reader = JSONReader(bytes: [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")])
    do {
      guard case .string(let value)? = try reader.next() else { Issue.record("no string"); return .success("") }
      return .success(value)
    } catch let error as JSONSyntaxError {
      return .failure(error)
    } catch {
      Issue.record("\(error)")
      return .success("")
    }
  }

  @Test func everyByteThatEndsAPlainRunIsSeenWhereverItFalls() throws {
    for length in [0, 7, 8, 9, 15, 16, 17, 24, 31, 32, 33] {
      for offset in 0...length {
        let before = String(repeating: "x", count: offset)
        let after = String(repeating: "x", count: length - offset)
        #expect(try Self.read(length: length, special: Array("é".utf8), at: offset).get() == before + "é" + after)
        #expect(try Self.read(length: length, special: Array(#"\n"#.utf8), at: offset).get() == before + "\n" + after)
        #expect(try Self.read(length: length, special: Array(#"\""#.utf8), at: offset).get() == before + "\"" + after)
        #expect(try Self.read(length: length, special: Array("\u{7F}".utf8), at: offset).get() == before + "\u{7F}" + after)
        for (bad, kind) in [([UInt8(0x0A)], JSONSyntaxError.Kind.syntax), ([0x1F], .syntax), ([0xFF], .invalidUnicode), ([0xC0, 0x80], .invalidUnicode)] {
          guard case .failure(let error) = Self.read(length: length, special: bad, at: offset) else {
            Issue.record("byte \(bad) at \(offset) of \(length) read as a string")
            continue
          }
          #expect(error.kind == kind)
          #expect(error.column == offset + 2, "byte \(bad) at \(offset) of \(length)")
        }
        // A raw quote ends the string there.
        #expect(try Self.read(length: length, special: [0x22, 0x2C, 0x22], at: offset).get() == before)
      }
    }
  }
}
