import Foundation
import QuizBankJSON

/// Reads bundles of every format version this build knows, migrating older
/// versions to the current model.
///
/// A thin face over the one bundle reader the validator uses too
/// (``BundleDocumentReader``): it streams the file once, decoding each
/// question as it goes by, and throws the first problem that keeps the model
/// from being built (the validator reports them all, with lines and columns).
/// A version below the current one goes through the registered
/// ``BundleMigration`` steps, one version at a time, on the JSON tree, and the
/// result is read by the same reader.
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
  /// A bundle of the current format version is read in one pass; an older one
  /// is migrated on its JSON tree first.
  public func decode(_ data: Data) throws -> QuizBundle {
    switch try read(JSONReader(bytes: data)) {
    case .current(let bundle): bundle
    case .older(let version): try migrate(data, from: version)
    }
  }

  private enum Read {
    case current(QuizBundle)
    case older(Int)
  }

  /// One pass of the bundle reader: the bundle, or the older version it has.
  private func read(_ reader: JSONReader) throws -> Read {
    var questions: [Question] = []
    let outcome: BundleDocumentReader.Outcome
    do {
      outcome = try BundleDocumentReader(file: "").read(
        reader, question: { question, _ in questions.append(question) })
      // Not a bundle: the rest is read too, so that bytes that are not JSON
      // at all say so first (with their line and column).
      if case .notABundle = outcome { while try reader.next() != nil {} }
    } catch let error as JSONSyntaxError {
      throw BundleReadError.malformedJSON(error.message, line: error.line, column: error.column)
    }
    switch outcome {
    case .notABundle: throw BundleReadError.notABundle
    case .olderFormat(let version): return .older(version)
    case .bundle(let header, let structure, let formatVersion):
      guard let formatVersion else { throw BundleReadError.missingFormatVersion }
      guard Self.readableFormatVersions.contains(formatVersion) else {
        throw BundleReadError.unsupportedFormatVersion(
          formatVersion, readable: Self.readableFormatVersions)
      }
      if let problem = structure.first(where: { StructureProblem.isBlocking(code: $0.code) }) {
        let pointer = problem.location.path.flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        throw BundleReadError.invalidStructure("\(pointer): \(problem.message)")
      }
      guard var bundle = header else {
        throw BundleReadError.invalidStructure("/: not a complete bundle")
      }
      bundle.questions = questions
      return .current(bundle)
    }
  }

  /// Runs the migration steps from `version` up to the current version, then
  /// reads the result like any current bundle.
  private func migrate(_ data: Data, from version: Int) throws -> QuizBundle {
    let document: JSONNode
    do {
      document = try JSONNode.parse(data)
    } catch let error as JSONSyntaxError {
      throw BundleReadError.malformedJSON(error.message, line: error.line, column: error.column)
    }
    guard case .object(var members) = JSONValue(document) else {
      throw BundleReadError.notABundle
    }
    var current = version
    while current < QuizBundle.currentFormatVersion {
      guard let step = BundleMigrations.all.first(where: { $0.sourceVersion == current }) else {
        throw BundleReadError.unsupportedFormatVersion(
          version, readable: Self.readableFormatVersions)
      }
      members = try step.migrate(members)
      members["formatVersion"] = .integer(step.sourceVersion + 1)
      current = step.sourceVersion + 1
    }
    let migrated: String
    do {
      migrated = try CanonicalJSON.compact(.object(members))
    } catch {
      throw BundleReadError.invalidStructure("/: a number is too large for JSON to hold")
    }
    guard case .current(let bundle) = try read(JSONReader(bytes: Array(migrated.utf8))) else {
      throw BundleReadError.unsupportedFormatVersion(version, readable: Self.readableFormatVersions)
    }
    return bundle
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
/// `sourceVersion + 1`, on the bundle's JSON members.
package struct BundleMigration: Sendable {
  /// The version this step reads.
  package let sourceVersion: Int
  /// Rewrites the members; `formatVersion` is set by the reader afterwards.
  package let migrate: @Sendable ([String: JSONValue]) throws -> [String: JSONValue]
}

/// The registered migrations, oldest first.
package enum BundleMigrations {
  package static let all: [BundleMigration] = [.draftToV1]
}
