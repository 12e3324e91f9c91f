import Foundation
import QuizBankJSON
import QuizBankTestSupport
import Testing

/// A JSON value as `JSONDecoder` sees it, to compare with ``JSONNode``.
private indirect enum Plain: Decodable, Equatable {
  case null, bool(Bool), number(Double), string(String), array([Plain]), object([String: Plain])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([Plain].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: Plain].self))
    }
  }

  init(_ node: JSONNode) {
    switch node.value {
    case .null: self = .null
    case .bool(let bool): self = .bool(bool)
    case .number(let number): self = .number(number.doubleValue)
    case .string(let string): self = .string(string)
    case .array(let elements): self = .array(elements.map(Plain.init))
    case .object(let members):
      self = .object(
        Dictionary(members.map { ($0.key, Plain($0.value)) }, uniquingKeysWith: { $1 }))
    }
  }
}

/// Every JSON fixture reads the same with our reader as with Foundation.
@Suite(
  .requires(.fixtures))
struct JSONFoundationAgreementTests {
  static let fixtureFiles: [URL] = ["imdb-api", "tmdb", "opentdb", "giphy"].flatMap { kind in
    let folder = TestPaths.fixture(kind)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func coversEveryFixtureKind() {
    #expect(Self.fixtureFiles.count >= 14)
  }

  @Test(arguments: fixtureFiles)
  func agreesWithJSONDecoder(_ url: URL) throws {
    let data = try Data(contentsOf: url)
    let ours = try JSONNode.parse(Array(data))
    let theirs = try JSONDecoder().decode(Plain.self, from: data)
    #expect(Plain(ours) == theirs)
    #expect(try JSONNode.parse(file: url.path) == ours)
  }

  @Test(arguments: fixtureFiles)
  func agreesWithJSONSerializationOnShape(_ url: URL) throws {
    let data = try Data(contentsOf: url)
    let ours = try JSONNode.parse(Array(data))
    let theirs = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    #expect(Self.count(ours) == Self.count(theirs))
  }

  /// Values in a tree, counted the same way for both representations.
  static func count(_ node: JSONNode) -> Int {
    switch node.value {
    case .array(let elements): 1 + elements.reduce(0) { $0 + count($1) }
    case .object(let members):
      1
        + Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }).values
        .reduce(0) { $0 + count($1) }
    default: 1
    }
  }

  static func count(_ value: Any) -> Int {
    if let array = value as? [Any] { return 1 + array.reduce(0) { $0 + count($1) } }
    if let object = value as? [String: Any] {
      return 1 + object.values.reduce(0) { $0 + count($1) }
    }
    return 1
  }
}
