import Foundation
import QuizBankJSON
import QuizBankTestSupport
import Testing

/// Events paired with where their tokens start, read in chunks of `chunkSize`.
func events(_ text: String, chunkSize: Int? = nil, maxDepth: Int = 512) throws -> [(
  JSONEvent, String
)] {
  let bytes = Array(text.utf8)
  let options = JSONReader.Options(maxDepth: maxDepth)
  let reader =
    chunkSize.map { JSONReader(source: JSONMemorySource(bytes, chunkSize: $0), options: options) }
    ?? JSONReader(bytes: bytes, options: options)
  var result: [(JSONEvent, String)] = []
  while let event = try reader.next() { result.append((event, reader.position.description)) }
  return result
}

/// The error reading `text` throws.
func syntaxError(_ bytes: [UInt8], chunkSize: Int? = nil, maxDepth: Int = 512) throws
  -> JSONSyntaxError
{
  try #require(throws: JSONSyntaxError.self) {
    let options = JSONReader.Options(maxDepth: maxDepth)
    let reader =
      chunkSize.map { JSONReader(source: JSONMemorySource(bytes, chunkSize: $0), options: options) }
      ?? JSONReader(bytes: bytes, options: options)
    while try reader.next() != nil {}
  }
}

func syntaxError(_ text: String, chunkSize: Int? = nil) throws -> JSONSyntaxError {
  try syntaxError(Array(text.utf8), chunkSize: chunkSize)
}

struct JSONReaderTests {
  @Test func readsEveryEventKindWithItsPosition() throws {
    let text = "{\"a\": [1, -2.5e3, \"x\"],\n \"b\": true, \"c\": false, \"d\": null}"
    let read = try events(text)
    #expect(
      read.map(\.0) == [
        .startObject, .key("a"), .startArray, .number(JSONNumber(text: "1", isInteger: true)),
        .number(JSONNumber(text: "-2.5e3", isInteger: false)), .string("x"), .endArray,
        .key("b"), .bool(true), .key("c"), .bool(false), .key("d"), .null, .endObject,
      ])
    #expect(
      read.map(\.1) == [
        "1:1", "1:2", "1:7", "1:8", "1:11", "1:19", "1:22",
        "2:2", "2:7", "2:13", "2:18", "2:25", "2:30", "2:34",
      ])
  }

  @Test func indentationOfAnyWidthIsSkippedWhereverChunksEnd() throws {
    // Runs of 0…20 spaces (and a tab after some), so the eight-at-a-time skip
    // meets every remainder, at every chunk boundary.
    let widths = Array(0...20)
    let text =
      "["
      + widths.map {
        "\n" + String(repeating: " ", count: $0) + ($0 % 3 == 0 ? "\t" : "") + "\($0)"
      }
      .joined(separator: ",") + "\n]"
    let expected =
      ["1:1"] + widths.map { "\($0 + 2):\($0 + 1 + ($0 % 3 == 0 ? 1 : 0))" } + ["23:1"]
    for chunkSize in [nil, 1, 3, 7, 8, 9, 64] {
      let read = try events(text, chunkSize: chunkSize)
      #expect(read.map(\.1) == expected, "chunk size \(chunkSize.map(String.init) ?? "all")")
    }
  }

  @Test func countsColumnsInUnicodeScalarsNotBytes() throws {
    let read = try events("[\"Léon\", \"WALL·E\", \"😀\", 7]")
    #expect(read.map(\.1) == ["1:1", "1:2", "1:10", "1:20", "1:25", "1:26"])
  }

  @Test func countsCRLFAndLoneCRAsOneLineBreakEach() throws {
    let read = try events("[\r\n1,\r2,\n\n3]")
    #expect(read.map(\.1) == ["1:1", "2:1", "3:1", "5:1", "5:2"])
  }

  @Test func skipsALeadingBOMAndCountsColumnsAfterIt() throws {
    let read = try events("\u{FEFF}{\"k\": 1}")
    #expect(read.first?.1 == "1:1")
    #expect(read.first?.0 == .startObject)
    #expect(try syntaxError([0xEF, 0xBB, 0xBF]).message == "empty input: expected a JSON value")
    let broken = try syntaxError([0xEF, 0xBB, 0x7B, 0x7D])
    #expect(broken.message.contains("not with a UTF-8 byte order mark"))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let read = try events(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\uD83D\uDE00\u0000"]"#)
    #expect(read[1].0 == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
    #expect(read[2].0 == .string("é😀\u{0}"))
  }

  @Test func namesTheMissingCommaInAnObject() throws {
    let error = try syntaxError("{\n  \"a\": 1\n  \"b\": 2\n}")
    #expect(error.description == "3:3: expected ',' or '}' after object member, found '\"'")
    #expect(error.offset == 13)
    #expect(error.kind == .syntax)
  }

  @Test(arguments: [
    ("[1,]", "1:4: expected a JSON value, found ']'"),
    ("[1 2]", "1:4: expected ',' or ']' after array element, found '2'"),
    ("{\"a\" 1}", "1:6: expected ':' after object key, found '1'"),
    ("{,}", "1:2: expected a string key or '}' after '{', found ','"),
    ("{\"a\":1,}", "1:8: expected a string key after ',', found '}'"),
    ("[01]", "1:3: leading zeros are not allowed in numbers"),
    ("-", "1:2: unexpected end of input: expected a digit after '-'"),
    ("[1.]", "1:4: expected a digit after the decimal point, found ']'"),
    ("1e+", "1:4: unexpected end of input: expected a digit in the exponent"),
    ("tru", "1:1: invalid literal: expected 'true' (JSON literals are true, false and null)"),
    ("{} x", "1:4: unexpected 'x' after the JSON value; expected the end of input"),
    ("", "1:1: empty input: expected a JSON value"),
    ("  \n ", "2:2: empty input: expected a JSON value"),
    ("[\"a\tb\"]", "1:4: control character U+0009 must be escaped in a string (write \\u0009)"),
    (
      "[\"\\x\"]",
      "1:3: invalid escape 'x' in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX"
    ),
    ("[\"\\u12G4\"]", "1:3: invalid \\u escape: expected four hexadecimal digits"),
    (
      "[\"\\uDC00\"]",
      "1:3: lone UTF-16 surrogate \\uDC00 in a string (a surrogate escape must be a high-low pair)"
    ),
    ("{\"a\": [1, \"b", "1:13: unexpected end of input inside the string that starts at 1:11"),
    ("{\"a\": [1", "1:9: unexpected end of input: expected ',' or ']' after array element"),
  ])
  func reportsEachMistakeWithItsPosition(_ input: String, _ expected: String) throws {
    #expect(try syntaxError(input).description == expected)
    #expect(try syntaxError(input, chunkSize: 1).description == expected)
  }

  @Test func refusesInvalidUTF8WithTheByteAndColumn() throws {
    let error = try syntaxError(Array("[\"é".utf8) + [0xFF] + Array("\"]".utf8))
    #expect(error.kind == .invalidUnicode)
    #expect(
      error.description == "1:4: invalid UTF-8 (byte 0xFF) in a string; save the file as UTF-8")
    let overlong = try syntaxError([0x22, 0xC0, 0xAF, 0x22])
    #expect(overlong.message.contains("byte 0xC0"))
    let surrogate = try syntaxError([0x22, 0xED, 0xA0, 0x80, 0x22], chunkSize: 2)
    #expect(surrogate.message.contains("byte 0xED"))
    let outside = try syntaxError([0x5B, 0xC3, 0xA9, 0x5D])
    #expect(outside.description == "1:2: expected a JSON value, found byte 0xC3")
  }

  @Test func stopsTenThousandDeepNestingAtTheDepthLimit() throws {
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    let error = try syntaxError(deep)
    #expect(error.kind == .tooDeep)
    #expect(error.column == 513)
    #expect(error.message.contains("deeper than 512 levels"))
    let objects = String(repeating: "{\"a\":", count: 10_000)
    #expect(try syntaxError(objects).kind == .tooDeep)
    #expect(try syntaxError(Array("[[[1]]]".utf8), maxDepth: 2).column == 3)
    #expect(try events("[[[1]]]", maxDepth: 3).count == 7)
  }

  /// The open containers are a bit stack that grows with the nesting: a
  /// limit far above 512 (even `Int.max`, "no limit") reads deep documents,
  /// and each closer is still matched to its opener across the stack's words.
  @Test func aHighDepthLimitReadsDeepNestingAndMatchesEveryCloser() throws {
    let depth = 5_000
    var open = ""
    var close = ""
    for level in 0..<depth {
      if level % 3 == 0 {
        open += "{\"k\":"
        close = "}" + close
      } else {
        open += "["
        close = "]" + close
      }
    }
    for limit in [depth, Int.max] {
      let read = try events(open + "1" + close, maxDepth: limit)
      #expect(read.count == 2 * depth + depth.quotientAndRemainder(dividingBy: 3).quotient + 2)
    }
    #expect(try syntaxError(Array((open + "1" + close).utf8), maxDepth: depth - 1).kind == .tooDeep)
    // A closer of the wrong kind deep inside: `]` where the object opened at level 3,000 ends.
    var wrong = Array(close)
    let objectCloser = wrong.indices.filter { wrong[$0] == "}" }[wrong.count / 6]
    wrong[objectCloser] = "]"
    let error = try syntaxError(Array((open + "1" + String(wrong)).utf8), maxDepth: Int.max)
    #expect(error.message.contains("expected ',' or '}' after object member"), "\(error)")
  }

  @Test func readsTokensSplitAcrossChunksLikeWholeOnes() throws {
    let text = """
      {"title": "Léon: The Professional 😀", "rating": -12.75e-1, "esc": "a\\u00e9\\uD83D\\uDE00b",
       "flags": [true, false, null], "n": 1234567890123}
      """
    let whole = try events(text)
    for chunkSize in 1...9 {
      let chunked = try events(text, chunkSize: chunkSize)
      #expect(chunked.map(\.0) == whole.map(\.0), "chunk size \(chunkSize)")
      #expect(chunked.map(\.1) == whole.map(\.1), "chunk size \(chunkSize)")
    }
  }

  @Test func keepsNumbersAsTextAndParsesThemOnDemand() {
    let big = JSONNumber(text: "123456789012345678901234567890", isInteger: true)
    #expect(big.intValue == nil)
    #expect(big.doubleValue == 1.2345678901234568e29)
    #expect(JSONNumber(text: "2.0", isInteger: false).intValue == 2)
    #expect(JSONNumber(text: "1e3", isInteger: false).intValue == 1000)
    #expect(JSONNumber(text: "2.5", isInteger: false).intValue == nil)
    #expect(JSONNumber(text: "-42", isInteger: true).intValue == -42)
    #expect(JSONNumber(text: "1e400", isInteger: false).doubleValue == .infinity)
  }

  @Test func skipsAWholeValueAfterAKey() throws {
    let reader = JSONReader(bytes: Array(#"{"skip": {"deep": [1, {"x": []}]}, "keep": 5}"#.utf8))
    #expect(try reader.next() == .startObject)
    #expect(try reader.next() == .key("skip"))
    try reader.skipValue()
    #expect(try reader.next() == .key("keep"))
    #expect(try reader.next() == .number(JSONNumber(text: "5", isInteger: true)))
    #expect(reader.position.description == "1:44")
    #expect(try reader.next() == .endObject)
    #expect(try reader.next() == nil)
    #expect(try reader.next() == nil)
  }

  @Test func readsAFileInChunksAndReportsAMissingOne() throws {
    let folder = try TestPaths.temporaryDirectory("json-reader")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("list.json")
    let items = (0..<5000).map { "{\"id\": \"tt\($0)\", \"title\": \"Film é \($0)\"}" }
    try Data(("[" + items.joined(separator: ",\n") + "]").utf8).write(to: file)
    let reader = try JSONReader(file: file.path, options: .init(chunkSize: 4096))
    var titles = 0
    var lastPosition = JSONPosition(line: 0, column: 0, offset: 0)
    while let event = try reader.next() {
      if case .string(let value) = event, value.hasPrefix("Film") {
        titles += 1
        lastPosition = reader.position
      }
    }
    #expect(titles == 5000)
    #expect(lastPosition.line == 5000)
    #expect(lastPosition.column == 27)
    let missing = try #require(throws: JSONFileError.self) {
      _ = try JSONReader(file: folder.appendingPathComponent("nope.json").path)
    }
    #expect(missing.isMissing)
    #expect(missing.description.hasSuffix("nope.json: No such file or directory"))
  }

  /// Keys as bytes, given to a body that makes them text or (`nextKeyNumber`) a number.
  @Test(arguments: [false, true])
  func readsKeysAsBytesWithoutStrings(asNumbers: Bool) throws {
    let text = #"{"id": 1, "t\u00edtulo": {"a": []}, "z": "x"}"#
    for chunkSize in [nil, 1, 3] {
      let bytes = Array(text.utf8)
      let reader =
        chunkSize.map { JSONReader(source: JSONMemorySource(bytes, chunkSize: $0)) }
        ?? JSONReader(bytes: bytes)
      #expect(try reader.next() == .startObject)
      var keys: [String] = []
      let nextKey = { () throws -> String? in
        if asNumbers { return try reader.nextKeyNumber({ $0.count }).map { "\($0) bytes" } }
        return try reader.nextKey { String(decoding: $0, as: UTF8.self) }
      }
      while let key = try nextKey() {
        keys.append(key + "@" + reader.position.description)
        try reader.skipValue()
      }
      // "título" is 7 bytes of UTF-8 once its escape is decoded.
      #expect(
        keys
          == (asNumbers
            ? ["2 bytes@1:2", "7 bytes@1:11", "1 bytes@1:37"]
            : ["id@1:2", "título@1:11", "z@1:37"]))
      #expect(try reader.next() == nil)
    }
    let empty = JSONReader(bytes: Array("{}".utf8))
    _ = try empty.next()
    #expect(try empty.nextKey { $0.count } == nil)
  }

  @Test(arguments: [false, true])
  func reportsTheSameErrorsReadingKeysAsBytes(asNumbers: Bool) throws {
    for (text, expected) in [
      (#"{"a": 1 "b": 2}"#, "1:9: expected ',' or '}' after object member, found '\"'"),
      (#"{"a" 1}"#, "1:6: expected ':' after object key, found '1'"),
      (#"{1: 2}"#, "1:2: expected a string key or '}' after '{', found '1'"),
      (#"{"a": 1,"#, "1:9: unexpected end of input: expected a string key or '}'"),
    ] {
      let error = try #require(throws: JSONSyntaxError.self) {
        let reader = JSONReader(bytes: Array(text.utf8))
        _ = try reader.next()
        while try
          (asNumbers
          ? reader.nextKeyNumber({ $0.count }) : reader.nextKey({ $0.count })) != nil
        {
          try reader.skipValue()
        }
      }
      #expect(error.description == expected)
    }
  }

  /// Readers of `text`: over all its bytes, and over a source that gives one byte at a time.
  static func readers(of text: String) -> [JSONReader] {
    let bytes = Array(text.utf8)
    return [JSONReader(bytes: bytes), JSONReader(source: JSONMemorySource(bytes, chunkSize: 1))]
  }

  /// Every string element of an array is handed over, those after a comma
  /// too; other elements, keys after a comma and errors come as from `next()`.
  @Test func handsEveryStringElementOfAnArrayOverAsBytes() throws {
    let text = #"[ "a" , 1,"b\n",[], "c" ,{"k": "v", "w": 2}, null]"#
    for reader in Self.readers(of: text) {
      var seen: [String] = []
      let take = { (value: UnsafeBufferPointer<UInt8>) in
        seen.append(String(decoding: value, as: UTF8.self))
      }
      #expect(try reader.nextValue(string: take) == .startArray)
      #expect(try reader.nextValue(string: take) == nil)
      #expect(try reader.nextValue(string: take) == .number(JSONNumber(text: "1", isInteger: true)))
      #expect(try reader.nextValue(string: take) == nil)
      #expect(try reader.nextValue(string: take) == .startArray)
      #expect(try reader.nextValue(string: take) == .endArray)
      #expect(try reader.nextValue(string: take) == nil)
      #expect(try reader.nextValue(string: take) == .startObject)
      #expect(try reader.next() == .key("k"))
      #expect(try reader.nextValue(string: take) == nil)
      #expect(try reader.nextValue(string: take) == .key("w"))
      #expect(try reader.nextValue(string: take) == .number(JSONNumber(text: "2", isInteger: true)))
      #expect(try reader.nextValue(string: take) == .endObject)
      #expect(try reader.nextValue(string: take) == .null)
      #expect(try reader.nextValue(string: take) == .endArray)
      #expect(try reader.nextValue(string: take) == nil)
      #expect(seen == ["a", "b\n", "c", "v"])
    }
    // A comma with no element after it fails as it does for `next()`, from
    // every kind of source.
    for text in [#"["a",]"#, #"["a","#, #"["a" "b"]"#] {
      for (byNext, byValue) in zip(Self.readers(of: text), Self.readers(of: text)) {
        var expected = ""
        do { while try byNext.next() != nil {} } catch { expected = "\(error)" }
        var found = ""
        do {
          // More calls than the text has tokens: the error must come first.
          for _ in 0..<8 { _ = try byValue.nextValue(string: { _ in }) }
        } catch { found = "\(error)" }
        #expect(!expected.isEmpty)
        #expect(found == expected, "\(text)")
      }
    }
  }

  @Test func handsStringValuesOverAsBytes() throws {
    let text = #"{"a": "x\u00e9", "b": 2, "c": ["s", 3]}"#
    for reader in Self.readers(of: text) {
      var seen: [String] = []
      let take = { (value: UnsafeBufferPointer<UInt8>) in
        seen.append(String(decoding: value, as: UTF8.self))
      }
      #expect(try reader.nextValue(string: take) == .startObject)
      #expect(try reader.next() == .key("a"))
      #expect(try reader.nextValue(string: take) == nil)
      #expect(reader.position.description == "1:7")
      #expect(try reader.next() == .key("b"))
      #expect(try reader.nextValue(string: take) == .number(JSONNumber(text: "2", isInteger: true)))
      #expect(try reader.next() == .key("c"))
      #expect(try reader.nextValue(string: take) == .startArray)
      #expect(try reader.nextValue(string: take) == nil)
      #expect(try reader.next() == .number(JSONNumber(text: "3", isInteger: true)))
      #expect(try reader.next() == .endArray)
      #expect(try reader.next() == .endObject)
      #expect(seen == ["xé", "s"])
    }
  }
}

/// One reader reset for each of many documents reads each as a new reader would.
struct JSONReaderResetTests {
  /// Each document's events and positions, or its error, read by `reader`.
  private func outcome(_ reader: JSONReader) -> String {
    var text = ""
    do {
      while let event = try reader.next() { text += "\(event)@\(reader.position) " }
    } catch {
      text += "error: \(error)"
    }
    return text
  }

  @Test func aResetReaderReadsEachDocumentAsANewReaderWould() {
    let documents = [
      #"{"a": [1, 2.5e3, "x\u00e9"], "b": null}"#, "[1,", "\u{FEFF}[true]", "{\"k\"\n:\r\n 01}",
      String(repeating: "[", count: 600), "\"é😀\" x", "", "   7  ",
      #"{"long": ""# + String(repeating: "ü", count: 5000) + #""}"#, "[\"a\nb\"]", "{}",
    ]
    let reused = JSONReader(bytes: EmptyCollection())
    for document in documents {
      let bytes = Array(document.utf8)
      bytes.withUnsafeBufferPointer { reused.reset(bytes: $0) }
      #expect(outcome(reused) == outcome(JSONReader(bytes: bytes)), "\(document.prefix(40))")
    }
  }

  /// A reader whose bytes are written straight into its buffer reads them as
  /// a new reader of the same bytes would, its buffer growing as needed; a
  /// fill that gives up leaves an empty document.
  @Test func aReaderFilledInPlaceReadsAsANewReaderWould() {
    let documents = [
      #"{"a": [1, 2.5e3, "x\u00e9"], "b": null}"#, "[1,", String(repeating: "[", count: 600),
      #"{"long": ""# + String(repeating: "ü", count: 5000) + #""}"#, "{}",
    ]
    let reused = JSONReader(bytes: EmptyCollection())
    for document in documents {
      let bytes = Array(document.utf8)
      let filled = reused.reset(capacity: bytes.count) { buffer in
        buffer.update(from: bytes, count: bytes.count)
        return bytes.count
      }
      #expect(filled)
      #expect(Array(reused.bytesInMemory) == bytes, "\(document.prefix(40))")
      #expect(outcome(reused) == outcome(JSONReader(bytes: bytes)), "\(document.prefix(40))")
    }
    #expect(!reused.reset(capacity: 10) { _ in nil })
    #expect(reused.bytesInMemory.isEmpty)
    #expect(outcome(reused) == "error: 1:1: empty input: expected a JSON value")
  }
}

/// Numbers read straight from the window and byte by byte across chunks agree.
struct JSONNumberWindowTests {
  @Test(arguments: [1, 2, 3, 7, 64])
  func numbersReadTheSameInAnyChunking(chunkSize: Int) throws {
    let text = "[0, -0, 12, -3.5e+7, 1E2, 0.25, 123456789012345678901234567890, 7]"
    let whole = try events(text).map { "\($0.0)@\($0.1)" }
    #expect(try events(text, chunkSize: chunkSize).map { "\($0.0)@\($0.1)" } == whole)
    #expect(whole.contains("number(-3.5e+7)@1:13"))
  }

  @Test(arguments: ["[01]", "[-]", "[1.]", "[1e]", "[1e+]", "[-a]", "[.5]", "[1.5x]", "7"])
  func malformedNumbersFailAlikeInAnyChunking(text: String) throws {
    let bytes = Array(text.utf8)
    var outcomes: [String] = []
    for chunkSize in [nil, 1, 2] as [Int?] {
      let options = JSONReader.Options()
      let reader =
        chunkSize.map {
          JSONReader(source: JSONMemorySource(bytes, chunkSize: $0), options: options)
        }
        ?? JSONReader(bytes: bytes, options: options)
      var outcome = ""
      do {
        while let event = try reader.next() { outcome += "\(event) " }
      } catch {
        outcome += "error: \(error)"
      }
      outcomes.append(outcome)
    }
    #expect(Set(outcomes).count == 1, "\(outcomes)")
  }
}
