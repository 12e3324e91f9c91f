import Foundation
import QuizBankJSON
import Testing

@testable import QuizBankModel

/// A provenance keeps its values as a small array in key order; it must
/// still behave as the dictionary ``Provenance/values`` shows: equality,
/// hashing, coding, updating and reading as a dictionary would.
struct ProvenanceValuesTests {
  static let values: [String: ScalarValue] = [
    "threshold": .number(8.5), "comparison": .string("greater"), "rating": .number(6.4),
    "generated": .bool(true), "é": .string("accent"),
  ]

  @Test func valuesReadBackAsGivenAndAreKeptInKeyOrder() throws {
    let provenance = Provenance(source: "imdb", values: Self.values)
    #expect(provenance.values == Self.values)
    let names = try #require(provenance.valueEntries).map(\.name)
    #expect(names == Self.values.keys.sorted(by: CanonicalBytes.keyPrecedes))
    #expect(provenance.values?["rating"] == .number(6.4))
    #expect(provenance.values?["missing"] == nil)
    #expect(Provenance(source: "imdb").values == nil)
    #expect(Provenance(source: "imdb", values: [:]).values == [:])
    // Set through the dictionary, as callers of the public API do.
    var changed = provenance
    changed.values?["rating"] = .number(7)
    changed.values?["extra"] = .bool(false)
    var expected = Self.values
    expected["rating"] = .number(7)
    expected["extra"] = .bool(false)
    #expect(changed.values == expected)
    changed.values = nil
    #expect(changed.values == nil && changed.valueEntries == nil)
  }

  @Test func equalAndHashedAsTheirDictionaries() {
    let a = Provenance(source: "s", sourceId: "1", rule: "r", values: Self.values)
    // The same values given in the opposite order.
    let b = Provenance(
      source: "s", sourceId: "1", rule: "r",
      valueEntries: Self.values.sorted(by: { $0.key > $1.key }).map {
        Provenance.Value(name: $0.key, value: $0.value)
      })
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    // Canonically equivalent names are one name, as dictionary keys.
    let composed = Provenance(source: "s", values: ["\u{E9}": .number(1)])
    let decomposed = Provenance(source: "s", values: ["e\u{301}": .number(1)])
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(composed != Provenance(source: "s", values: ["e": .number(1)]))
    #expect(a != Provenance(source: "s", sourceId: "1", rule: "r", values: nil))
    #expect(a != Provenance(source: "t", sourceId: "1", rule: "r", values: Self.values))
  }

  @Test func valuesBuilderAnswersAsDictionaryUpdateValueDoes() {
    var builder = Provenance.ValuesBuilder()
    var dictionary: [String: ScalarValue] = [:]
    let steps: [(String, ScalarValue)] = [
      ("b", .number(1)), ("a", .string("x")), ("b", .number(2)), ("e\u{301}", .bool(true)),
      ("\u{E9}", .bool(false)), ("c", .number(3)),
    ]
    func built() -> Provenance {
      Provenance(source: "s", sourceId: nil, rule: nil, valueEntries: builder.entries())
    }
    for (name, value) in steps {
      #expect(
        builder.add(value, named: name) == dictionary.updateValue(value, forKey: name), "\(name)")
      #expect(built().values == dictionary)
      #expect(builder.value(named: name) == dictionary[name])
    }
    let provenance = built()
    // The name keeps its first spelling, as a dictionary key does.
    #expect(provenance.valueEntries?.contains { $0.name == "e\u{301}" } == true)
    #expect(provenance.valueEntries?.map(\.name) == ["a", "b", "c", "e\u{301}"])
  }

  @Test func codedAsADictionary() throws {
    let provenance = Provenance(source: "imdb", sourceId: "tt1", rule: "r", values: Self.values)
    let data = try JSONEncoder().encode(provenance)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Set(object.keys) == ["source", "sourceId", "rule", "values"])
    #expect((object["values"] as? [String: Any])?.count == Self.values.count)
    #expect(try JSONDecoder().decode(Provenance.self, from: data) == provenance)
    let bare = try JSONEncoder().encode(Provenance(source: "hand"))
    #expect(String(decoding: bare, as: UTF8.self) == #"{"source":"hand"}"#)
    // No values, empty values and null values decode as the dictionary did.
    for (json, values) in [
      (#"{"source":"s"}"#, nil), (#"{"source":"s","values":{}}"#, [:]),
      (#"{"source":"s","values":null}"#, nil),
    ] as [(String, [String: ScalarValue]?)] {
      let decoded = try JSONDecoder().decode(Provenance.self, from: Data(json.utf8))
      #expect(decoded.values == values, "\(json)")
      #expect(decoded.valueEntries.map(\.isEmpty) == values.map(\.isEmpty), "\(json)")
    }
  }

  /// The provenance of the first question of a bundle whose first provenance values are spelled `values`.
  static func read(_ values: String) throws -> Provenance? {
    let bundle = String(decoding: try BundleWriter().encode(BundleSamples.bundle()), as: UTF8.self)
    let written = try #require(
      bundle.range(of: #""values": \{[^}]*\}"#, options: .regularExpression))
    let json = bundle.replacingCharacters(in: written, with: #""values": "# + values)
    return try BundleReader().decode(Data(json.utf8)).questions.first?.provenance
  }

  @Test func theReaderKeepsTheLastOfANameGivenTwiceInAnyOrder() throws {
    let inOrder = try Self.read(#"{"comparison": "less", "rating": 6.4, "threshold": 5}"#)
    #expect(
      inOrder?.values
        == ["rating": .number(6.4), "comparison": .string("less"), "threshold": .number(5)])
    let twice = try Self.read(#"{"b": 1, "a": true, "b": "two", "c": 3}"#)
    #expect(twice?.values == ["a": .bool(true), "b": .string("two"), "c": .number(3)])
    // One entry per name, in key order, whatever order the file gives.
    #expect(twice?.valueEntries?.map(\.name) == ["a", "b", "c"])
    #expect(try Self.read("{}")?.values == [:])
    #expect(try Self.read(#"{"a": 1, "a": 2}"#)?.valueEntries?.map(\.value) == [.number(2)])
  }

  @Test func manyNamesInAnyOrderAreReadAsADictionaryWouldHoldThem() throws {
    // More names than the decoder matches on their bytes (64), some not
    // ASCII, some given twice, in a shuffled order; and "K" with the Kelvin
    // sign, one name to a dictionary.
    var generator = SystemRandomNumberGenerator()
    var members: [(String, Int)] = (0..<150).map { ("name\($0)", $0) }
    members += (0..<20).map { ("ключ\($0)", 1000 + $0) }
    members += [("name7", 7000), ("ключ3", 7001), ("K", 1), ("\u{212A}", 2)]
    members.shuffle(using: &generator)
    var expected: [String: ScalarValue] = [:]
    for (name, value) in members { expected[name] = .number(Double(value)) }
    let spelled = members.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", ")
    let provenance = try #require(try Self.read("{" + spelled + "}"))
    #expect(provenance.values == expected)
    let names = try #require(provenance.valueEntries).map(\.name)
    #expect(names.count == expected.count)
    #expect(names == names.sorted(by: CanonicalBytes.keyPrecedes))
  }

  @Test func aBuilderPastItsLinearLimitFindsKeysAsADictionary() {
    var builder = KeyedEntryBuilder<Provenance.Value>()
    var dictionary: [String: ScalarValue] = [:]
    let limit = KeyedEntryBuilder<Provenance.Value>.linearLimit
    var names = (0..<(3 * limit)).map { "n\($0)" }.reversed() + ["K", "\u{212A}", "é", "e\u{301}"]
    names += names.prefix(5)
    for (k, name) in names.enumerated() {
      let value = ScalarValue.number(Double(k))
      #expect(
        builder.add(Provenance.Value(name: name, value: value))
          == dictionary.updateValue(value, forKey: name), "\(name)")
      #expect(builder.payload(for: name) == dictionary[name])
    }
    #expect(builder.count == dictionary.count)
    let entries = builder.sorted()
    #expect(Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.value) }) == dictionary)
    #expect(entries.map(\.name) == entries.map(\.name).sorted(by: CanonicalBytes.keyPrecedes))
  }
}
