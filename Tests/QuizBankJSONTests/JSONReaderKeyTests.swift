import QuizBankJSON
import Testing

/// A member's key passed over by its bytes (``JSONReader/passKey(_:)``)
/// leaves the reader where reading it does (the same events after it, at the
/// same lines, columns and offsets), and anything but that key spelled that
/// way, right there, is left to the ordinary reading.
struct JSONReaderKeyTests {
  /// Every event of `text` with its position (and the error that ends it, if
  /// any); before each event, each name of `names` is tried as a key passed
  /// over by its bytes.
  static func events(_ text: String, passing names: [String]) -> (
    events: [String], passed: Int
  ) {
    let reader = JSONReader(bytes: Array(text.utf8))
    let patterns = names.map { JSONKeyPattern($0.utf8)! }
    var events: [String] = []
    var passed = 0
    func record(_ event: String) {
      events.append(
        "\(event) @\(reader.position.line):\(reader.position.column)+\(reader.position.offset)")
    }
    reading: while true {
      for (name, pattern) in zip(names, patterns) where reader.passKey(pattern) {
        record("\(JSONEvent.key(name))")
        passed += 1
        continue reading
      }
      do {
        guard let event = try reader.next() else { break }
        record("\(event)")
      } catch {
        events.append("error: \(error)")
        break
      }
    }
    return (events, passed)
  }

  static let documents = [
    #"{"id":"q1","prompt":{"en":"Ünïcödé?","ru":"Да"},"tags":["a","b"],"year":1999}"#,
    "{\"title\":\"ü\",\r\n\"id\":[{\"id\":1,\"title\":{\"id\":true}}],\n\"year\":null}",
    #"[{"id":"x"},{"title":"é","id":{}},{}]"#,
    // The key right at the document's end, where fewer than 24 bytes remain.
    #"{"a":[{"id":1}]}"#,
  ]

  @Test(arguments: documents)
  func aKeyPassedOverLeavesTheReaderWhereReadingItDoes(document: String) throws {
    let read = Self.events(document, passing: [])
    let passed = Self.events(document, passing: ["id", "title", "year", "en", "ru"])
    #expect(passed.events == read.events)
    #expect(passed.passed > 0)
  }

  /// Spellings the ordinary reading must see: whitespace around the key or
  /// the comma, an escape in the key, a longer key the name begins, the
  /// object's end, a value where a key would be; and documents the ordinary
  /// reading refuses (the key after a comma in an array or after a value at
  /// the top level, the input cut short in the key), with the same error.
  @Test(arguments: [
    #"{ "id":1}"#, #"{"id" :1}"#, #"{"x":1, "id":2}"#, #"{"x":1 ,"id":2}"#, #"{"\u0069d":1}"#,
    #"{"idx":1}"#, #"{"i":1}"#, "{}", #"["id"]"#, #""id""#, #"{"x":"id","y":2}"#,
    #"[1,"id":2]"#, #""x","id":1"#, #"{"i"#, #"{"id"#, #"{"id""#, #"{"x":1,"id""#,
  ])
  func otherSpellingsAreReadTheOrdinaryWay(document: String) {
    let read = Self.events(document, passing: [])
    let passed = Self.events(document, passing: ["id"])
    #expect(passed.events == read.events)
    #expect(passed.passed == 0)
  }

  @Test(arguments: [#"[1,"id":2]"#, #""x","id":1"#, #"{"id"#, #"{"x":1,"id""#])
  func refusedDocumentsAreRefusedAsBefore(document: String) {
    #expect(Self.events(document, passing: ["id"]).events.last?.hasPrefix("error: ") == true)
  }

  @Test func aReaderOfASourceReadsEveryKeyTheOrdinaryWay() throws {
    let source = JSONMemorySource(Array(#"{"id":1}"#.utf8))
    let reader = JSONReader(source: source)
    #expect(try reader.next() == .startObject)
    #expect(!reader.passKey(JSONKeyPattern("id".utf8)!))
    #expect(try reader.next() == .key("id"))
  }

  @Test func namesAKeyCannotBePassedOverByAreRefused() {
    #expect(JSONKeyPattern("plain-name_09".utf8) != nil)
    #expect(JSONKeyPattern(String(repeating: "k", count: 21).utf8) != nil)
    #expect(JSONKeyPattern(String(repeating: "k", count: 22).utf8) == nil)
    for name in [#"qu"ote"#, #"back\slash"#, "tab\tbed", "é"] {
      #expect(JSONKeyPattern(name.utf8) == nil, "\(name)")
    }
  }
}
