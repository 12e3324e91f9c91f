import Foundation
import QuizBankModel

/// Loads a bundle for play and checks that it can be played.
public struct BundleLoader: Sendable {
  /// Creates a loader.
  public init() {}

  /// Reads the bundle at `url`; throws a ``BundleLoadError`` saying what went wrong.
  public func load(from url: URL) throws(BundleLoadError) -> QuizBundle {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw .missing(url.path)
    }
    guard !isFolder.boolValue else { throw .unreadable(url.path, "it is a folder") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(url.path, (error as NSError).localizedDescription)
    }
    return try load(data, path: url.path)
  }

  /// Reads a bundle from `data` (the bytes of the bundle named `path` in errors);
  /// throws ``BundleLoadError/invalid(_:_:)`` when it is not a playable bundle.
  public func load(_ data: Data, path: String) throws(BundleLoadError) -> QuizBundle {
    let bundle: QuizBundle
    do {
      bundle = try BundleReader().decode(data)
    } catch let error as BundleReadError {
      throw .invalid(path, error.description)
    } catch {
      throw .invalid(path, String(describing: error))
    }
    if let problem = Self.playabilityProblem(bundle) { throw .invalid(path, problem) }
    return bundle
  }

  /// The points a question may be worth in play; far beyond any real quiz, far below overflow.
  package static let pointsRange = -1_000_000...1_000_000

  /// Why `bundle` cannot be played, or `nil` when it can.
  package static func playabilityProblem(_ bundle: QuizBundle) -> String? {
    guard !bundle.questions.isEmpty else { return "it has no questions" }
    for (index, question) in bundle.questions.enumerated() {
      let ids = question.choices.map(\.id)
      guard question.choices.count >= 2 else {
        return "question \(index + 1) (\(question.id)) has fewer than two choices"
      }
      guard question.choices.count <= 9 else {
        return "question \(index + 1) (\(question.id)) has more than nine choices"
      }
      guard Self.pointsRange.contains(question.points) else {
        return
          "question \(index + 1) (\(question.id)) is worth \(question.points) points; the player takes at most \(Self.pointsRange.upperBound) a question"
      }
      guard !question.correct.isEmpty, question.correct.allSatisfy(ids.contains) else {
        return
          "question \(index + 1) (\(question.id)) names a correct answer that is not one of its choices"
      }
    }
    return nil
  }
}

/// Why a bundle could not be loaded for play.
public enum BundleLoadError: Error, Equatable, CustomStringConvertible {
  /// No file at the path.
  case missing(String)
  /// The file exists but cannot be read.
  case unreadable(String, String)
  /// The file is not a playable bundle.
  case invalid(String, String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .missing(let path), .unreadable(let path, _), .invalid(let path, _): path
    }
  }

  /// The reason in English, without the path.
  public var reason: String {
    switch self {
    case .missing: "no such file"
    case .unreadable(_, let why): "cannot be read: \(why)"
    case .invalid(_, let why): why
    }
  }

  /// Whether the input is missing or unreadable (exit 66) rather than malformed (exit 65).
  public var isMissing: Bool {
    if case .invalid = self { return false }
    return true
  }

  /// The path and the reason, as `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
