import Foundation
import QuizBankJSON

/// Reads bundles of every format version this build knows, migrating older
/// versions to the current model.
///
/// The reader looks at `format` and `formatVersion` first; a version below the
/// current one goes through the registered ``BundleMigration`` steps, one
/// version at a time, before it is decoded.
public struct BundleReader: Sendable {
  /// The format versions this build reads.
  public static var readableFormatVersions: [Int] {
    (BundleMigrations.all.map(\.sourceVersion) + [QuizBundle.currentFormatVersion]).sorted()
  }

  /// Creates a reader.
  public init() {}

  /// Reads and decodes the bundle at `url`.
  public func read(from url: URL) throws -> QuizBundle {
    try decode(Data(contentsOf: url))
  }

  /// Decodes a bundle from JSON bytes.
  ///
  /// A bundle of the current format version is parsed once; an older one is
  /// migrated on its raw JSON object first.
  public func decode(_ data: Data) throws -> QuizBundle {
    // Our own reader (QuizBankJSON), never Foundation's JSON scanner, which
    // traps on some hostile inputs (513 unclosed `[`): depth-limited, and it
    // names the line and column of a syntax error.
    let document: JSONNode
    do {
      document = try JSONNode.parse(data)
    } catch let error as JSONSyntaxError {
      throw BundleReadError.malformedJSON(error.message, line: error.line, column: error.column)
    }
    guard document.members != nil else { throw BundleReadError.notABundle }
    let envelope: Envelope
    do {
      envelope = try JSONNodeDecoder().decode(Envelope.self, from: document)
    } catch let error as BundleReadError {
      throw error
    } catch let error as DecodingError {
      throw BundleReadError.invalidStructure(Self.describe(error))
    }
    switch envelope {
    case .current(let bundle):
      return bundle
    case .older(let version):
      return try migrate(data, from: version)
    }
  }

  /// Runs the migration steps from `version` up to the current version, then decodes.
  private func migrate(_ data: Data, from version: Int) throws -> QuizBundle {
    guard
      var members = try JSONSerialization.jsonObject(with: data, options: []) as? [String: Any]
    else { throw BundleReadError.notABundle }
    var current = version
    while current < QuizBundle.currentFormatVersion {
      guard let step = BundleMigrations.all.first(where: { $0.sourceVersion == current }) else {
        throw BundleReadError.unsupportedFormatVersion(
          version, readable: Self.readableFormatVersions)
      }
      members = try step.migrate(members)
      members["formatVersion"] = step.sourceVersion + 1
      current = step.sourceVersion + 1
    }
    do {
      return try JSONDecoder().decode(
        QuizBundle.self, from: JSONSerialization.data(withJSONObject: members))
    } catch let error as DecodingError {
      throw BundleReadError.invalidStructure(Self.describe(error))
    }
  }

  /// The bundle's format marker and version, read before the rest; a bundle of
  /// the current version is decoded in the same pass.
  private enum Envelope: Decodable {
    case current(QuizBundle)
    case older(Int)

    private enum Keys: String, CodingKey { case format, formatVersion }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      guard (try? container.decode(String.self, forKey: .format)) == QuizBundle.formatMarker else {
        throw BundleReadError.notABundle
      }
      guard let number = try? container.decode(Double.self, forKey: .formatVersion),
        let version = Int(exactly: number)
      else { throw BundleReadError.missingFormatVersion }
      guard BundleReader.readableFormatVersions.contains(version) else {
        throw BundleReadError.unsupportedFormatVersion(
          version, readable: BundleReader.readableFormatVersions)
      }
      if version == QuizBundle.currentFormatVersion {
        self = .current(try QuizBundle(from: decoder))
      } else {
        self = .older(version)
      }
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func path(_ codingPath: [any CodingKey]) -> String {
      "/" + codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath)): missing member \"\(key.stringValue)\""
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}

/// Why a bundle could not be read.
public enum BundleReadError: Error, Equatable, CustomStringConvertible {
  /// The bytes are not JSON: what is wrong and, when known, where (1-based
  /// line and column, in Unicode scalars).
  case malformedJSON(String, line: Int? = nil, column: Int? = nil)
  /// The JSON is not a QuizBank bundle (no `"format": "quizbank.bundle"`).
  case notABundle
  /// `formatVersion` is missing or not an integer.
  case missingFormatVersion
  /// A format version this build cannot read.
  case unsupportedFormatVersion(Int, readable: [Int])
  /// The JSON does not have the bundle's structure.
  case invalidStructure(String)

  /// Where in the file the problem is, when known: 1-based line and column.
  public var position: (line: Int, column: Int)? {
    if case .malformedJSON(_, let line?, let column?) = self { return (line, column) }
    return nil
  }

  /// What is wrong, without the position: for `file:line:col: error: …` lines.
  public var message: String {
    switch self {
    case .malformedJSON(let detail, _, _): "not valid JSON: \(detail)"
    default: description
    }
  }

  /// What is wrong, with the line and column in words when known.
  public var description: String {
    switch self {
    case .malformedJSON(let detail, let line, let column):
      "not valid JSON: \(detail)"
        + (line.map { line in " (line \(line), column \(column ?? 1))" } ?? "")
    case .notABundle:
      "not a QuizBank bundle: the \"format\" member is not \"\(QuizBundle.formatMarker)\""
    case .missingFormatVersion: "\"formatVersion\" is missing or not an integer"
    case .unsupportedFormatVersion(let version, let readable):
      "format version \(version) is not one this build reads (it reads \(readable.map(String.init).joined(separator: ", ")))"
    case .invalidStructure(let detail): "not a valid bundle: \(detail)"
    }
  }
}

/// One step that turns a bundle of format version `sourceVersion` into
/// `sourceVersion + 1`, on the raw JSON object.
package struct BundleMigration: Sendable {
  /// The version this step reads.
  package let sourceVersion: Int
  /// Rewrites the members; `formatVersion` is set by the reader afterwards.
  package let migrate: @Sendable ([String: Any]) throws -> [String: Any]
}

/// The registered migrations, oldest first.
package enum BundleMigrations {
  package static let all: [BundleMigration] = [.draftToV1]
}
