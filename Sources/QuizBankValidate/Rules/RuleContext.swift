import Foundation
import QuizBankModel

/// What a rule sees besides the bundle, and where it reports.
///
/// Findings are kept with their JSON pointer only; ``SemanticRules`` locates
/// them once all rules have run.
package struct RuleContext {
  /// One finding before it is located.
  package struct Finding: Sendable, Equatable {
    package var code: String
    package var severity: Diagnostic.Severity
    package var pointer: String
    package var message: String
    package var hint: String?
  }

  /// The folder image paths are relative to; `nil` skips checks of local files.
  package let imageDirectory: URL?
  /// The findings so far, in the order reported.
  package private(set) var findings: [Finding] = []

  /// The content digest, once ``RuleSession`` has hashed every question;
  /// `nil` before, or when the content cannot be encoded.
  package var knownDigest: String?
  /// Why the content digest could not be computed (a number canonical JSON
  /// cannot write), so the digest rules report it instead of staying silent.
  package var digestUnavailable: String?

  /// Every question's id, for the rules that compare questions with each other.
  package var questionIDs = QuestionIDIndex()

  /// The bundle's declared locales, in order.
  package private(set) var locales: [String] = []
  /// The same in the order a ``LocalizedText`` keeps its entries (canonical
  /// key order), for ``hasTextInExactlyTheDeclaredLocales(_:)``.
  private var localesInKeyOrder: [String] = []
  /// The same, as a set.
  package private(set) var declaredLocales: Set<String> = []

  /// The question the rules are being run on, while ``QuestionChecker`` runs
  /// them one question at a time, and its rating comparison once a rule has
  /// worked it out: QB123 and QB124 both read it, and it is worked out once.
  /// `nil` outside such a run (a rule called on its own works it out each time).
  private var currentQuestion: Int?
  private var currentRating: RatingComparison??

  /// Marks the start (`index`) or the end (`nil`) of one question's rules.
  package mutating func beginQuestion(_ index: Int?) {
    currentQuestion = index
    currentRating = nil
  }

  /// The rating comparison of `question` (question `q`): worked out once per
  /// question while ``beginQuestion(_:)`` marks it, else each time.
  package mutating func ratingComparison(of question: borrowing Question, at q: Int)
    -> RatingComparison?
  {
    guard currentQuestion == q else { return RatingComparison(question) }
    if let known = currentRating { return known }
    let comparison = RatingComparison(question)
    currentRating = .some(comparison)
    return comparison
  }

  /// Whether the bundle declares `locale`: a look through the few declared
  /// locales, which costs less than hashing; the set when there are many.
  package func declares(_ locale: String) -> Bool {
    locales.count <= 8 ? locales.contains(locale) : declaredLocales.contains(locale)
  }

  /// Whether `text` has text in every declared locale and in no other: its
  /// entries, which are in key order, are the declared locales in key order,
  /// one to one (as `String`s compare, so as a lookup would find them). The
  /// usual case, settled in one walk; the locale rules (QB104, QB105) look
  /// no further when it holds. Declared locales named twice never match.
  package func hasTextInExactlyTheDeclaredLocales(_ text: LocalizedText) -> Bool {
    let entries = text.entries
    guard entries.count == localesInKeyOrder.count else { return false }
    for index in entries.indices where entries[index].locale != localesInKeyOrder[index] {
      return false
    }
    return true
  }

  package init(imageDirectory: URL?, knownDigest: String? = nil, locales: [String] = []) {
    self.imageDirectory = imageDirectory
    self.knownDigest = knownDigest
    // An array of its own: the contexts of a bundle's two checking threads
    // would otherwise share one buffer, and contend for its reference count
    // on every text (QB104 walks the locales).
    self.locales = locales.map { $0 }
    self.declaredLocales = Set(locales)
    self.localesInKeyOrder = locales.sorted(by: CanonicalBytes.keyPrecedes)
  }

  /// Reports a finding of `rule` at the RFC 6901 `pointer`.
  package mutating func report<Rule: BundleRule>(
    _ rule: Rule.Type, at pointer: String, _ message: String, hint: String? = nil
  ) {
    findings.append(
      Finding(
        code: rule.code, severity: rule.severity, pointer: pointer, message: message, hint: hint))
  }
}

/// Builds RFC 6901 JSON pointers.
package enum BundlePointer {
  /// `/a/b/0`: each token escaped (`~` as `~0`, `/` as `~1`).
  package static func make(_ tokens: [String]) -> String {
    tokens.map { "/" + escape($0) }.joined()
  }

  /// One token escaped.
  package static func escape(_ token: String) -> String {
    guard token.contains("~") || token.contains("/") else { return token }
    return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  /// The tokens of a pointer, unescaped.
  package static func tokens(_ pointer: String) -> [String] {
    guard pointer.hasPrefix("/") else { return [] }
    return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  /// The pointer to question `index`.
  package static func question(_ index: Int) -> String { "/questions/\(index)" }

  /// The pointer to choice `choice` of question `index`.
  package static func choice(_ index: Int, _ choice: Int) -> String {
    "/questions/\(index)/choices/\(choice)"
  }
}
