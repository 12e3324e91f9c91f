import QuizBankJSON
import Testing

/// A value's bytes taken from one document (``JSONReader/span(from:)``) and
/// passed over in another (``JSONReader/passValue(from:count:continuationBytes:)``)
/// leave the reader where reading them would: the same events after them, at
/// the same lines, columns and offsets.
struct JSONReaderSpanTests {
  /// Every event of `text` with its position, the value of member `key` (of
  /// the root object) passed over with `memory`'s bytes when given, else read.
  static func events(
    _ text: String, passing key: String, with memory: (bytes: [UInt8], continuation: Int)?
  ) throws -> (events: [String], span: (bytes: [UInt8], continuation: Int)?) {
    let reader = JSONReader(bytes: Array(text.utf8))
    var events: [String] = []
    var span: (bytes: [UInt8], continuation: Int)?
    while let event = try reader.next() {
      events.append(
        "\(event) @\(reader.position.line):\(reader.position.column)+\(reader.position.offset)")
      guard case .key(let name) = event, name == key, reader.depth == 1 else { continue }
      let start = try #require(try reader.valueStart())
      if let memory {
        #expect(Array(start.ahead.prefix(memory.bytes.count)) == memory.bytes)
        reader.passValue(
          from: start, count: memory.bytes.count, continuationBytes: memory.continuation)
        events.append(
          "passed @\(reader.position.line):\(reader.position.column)+\(reader.position.offset)")
        continue
      }
      try reader.skipValue()
      if let read = reader.span(from: start) {
        span = (Array(read.bytes), read.continuationBytes)
      }
    }
    return (events, span)
  }

  static let values = [
    #"{"en":"Yes","ru":"Да","uk":"Так"}"#, #"[{"id":"no","text":{"it":"Sì"}},1.5,true,null]"#,
    #""Ünïcödé \" \u00e9""#, "[]", #"{ "spaced" : [ 1 , "é" ] }"#,
  ]

  @Test(arguments: values)
  func aValuePassedOverLeavesTheReaderWhereReadingItDoes(value: String) throws {
    let first = #"{"a": 1, "v": "# + value + #", "z": "é"}"#
    let read = try Self.events(first, passing: "v", with: nil)
    let span = try #require(read.span)
    #expect(span.bytes == Array(value.utf8))
    #expect(span.continuation == value.utf8.filter { $0 & 0xC0 == 0x80 }.count)
    // Another document with the same value in the same place, on its third
    // line (after a CR LF and an LF), more after it on that line and the next.
    let second =
      "{\"b\": \"ü\",\r\n\n \"v\": " + value + #", "after": ["ö", {"k": 2}],"# + "\n"
      + #" "end": "ß"}"#
    let passed = try Self.events(second, passing: "v", with: span)
    let plain = try Self.events(second, passing: "none", with: nil)
    // The events around the value, as a plain read has them.
    let valueEvents = try Self.events(value, passing: "none", with: nil).events.count
    #expect(passed.events.count == plain.events.count - valueEvents + 1)
    let keyIndex = try #require(plain.events.firstIndex { $0.hasPrefix(#"key("v")"#) })
    #expect(Array(passed.events[...keyIndex]) == Array(plain.events[...keyIndex]))
    // Passed over, the reader's position is its last event's, as a read leaves it.
    let lastEvent = plain.events[keyIndex + valueEvents]
    let lastPosition = lastEvent[try #require(lastEvent.lastIndex(of: "@"))...]
    #expect(passed.events[keyIndex + 1] == "passed " + lastPosition)
    #expect(
      Array(passed.events[(keyIndex + 2)...])
        == Array(plain.events[(keyIndex + 1 + valueEvents)...]))
  }

  @Test(arguments: ["12", "-1.5e3", "true", "null"])
  func aNumberOrALiteralHasNoSpan(value: String) throws {
    // Its bytes could begin a longer one (`1` begins `12`).
    let read = try Self.events(#"{"v": "# + value + #", "w": 3}"#, passing: "v", with: nil)
    #expect(read.span == nil)
  }

  @Test func aValueOverALineBreakHasNoSpan() throws {
    let read = try Self.events("{\"v\": [1,\n 2], \"w\": 3}", passing: "v", with: nil)
    #expect(read.span == nil)
    // Whitespace before the value is not part of it; on one line it has a span.
    let spaced = try Self.events("{\"v\":\n   [1, 2], \"w\": 3}", passing: "v", with: nil)
    #expect(spaced.span?.bytes == Array("[1, 2]".utf8))
  }

  @Test func noValueStartWhereNoMemberValueComes() throws {
    let reader = JSONReader(bytes: Array(#"{"a": [1, 2]}"#.utf8))
    #expect(try reader.valueStart() == nil)  // the root value
    _ = try reader.next()  // {
    #expect(try reader.valueStart() == nil)  // a key comes
    _ = try reader.next()  // "a"
    #expect(try reader.valueStart() != nil)
    _ = try reader.next()  // [
    #expect(try reader.valueStart() == nil)  // an array's element
    // A reader of a source, whose window moves, has none.
    let chunked = JSONReader(source: JSONMemorySource(Array(#"{"a": 1}"#.utf8), chunkSize: 4))
    _ = try chunked.next()
    _ = try chunked.next()
    #expect(try chunked.valueStart() == nil)
  }
}
