import Foundation
import QuizBankModel

/// Runs the semantic rules (`QB1xx`) on a decoded bundle.
///
/// This is the entry point for anything that turns its input into a
/// ``QuizBundle`` first — an XML pack reader, an app, a generator — and wants
/// the same checks `qbank validate` makes. Rules report JSON pointers into the
/// bundle (`/questions/3/choices/1/text/uk`); your `locate` closure maps each
/// pointer to a place in your own input, so findings point at the right line:
///
/// ```swift
/// let findings = SemanticRules.check(bundle, options: .init(excluding: ["QB115", "QB116"])) {
///   pointer in SourceLocation(file: "pack.xml", line: lines[pointer], path: pointer)
/// }
/// ```
///
/// The result is sorted by line, column and code. `locate` is called once per finding.
public enum SemanticRules {
  /// What the rules may look at besides the bundle.
  public struct Options: Sendable {
    /// The folder relative image paths resolve against. When set, local images
    /// are checked to exist (QB121) and to match their `sha256` (QB120).
    public var imageDirectory: URL?
    /// Rule codes not to run (`["QB115", "QB116"]` for inputs that carry no digest).
    public var excluding: Set<String>

    /// Creates options.
    public init(imageDirectory: URL? = nil, excluding: Set<String> = []) {
      self.imageDirectory = imageDirectory
      self.excluding = excluding
    }
  }

  /// Every semantic rule: code, name, severity and one line of description.
  public static var rules: [RuleDescriptor] { RuleRegistry.semantic.map { $0.descriptor } }

  /// Runs every rule not excluded on `bundle` and returns the findings, located by `locate`.
  public static func check(
    _ bundle: QuizBundle, options: Options = Options(),
    locate: (_ pointer: String) -> SourceLocation
  ) -> [Diagnostic] {
    let findings = run(bundle, options: options, knownDigest: nil)
    return sorted(
      findings.map { finding in
        var location = locate(finding.pointer)
        if location.path == nil { location.path = finding.pointer }
        return Diagnostic(
          severity: finding.severity, code: finding.code, message: finding.message,
          location: location, hint: finding.hint)
      })
  }

  /// Runs the rules and returns unlocated findings.
  ///
  /// The questions are walked once, each handed (borrowed, not copied) to
  /// every question rule; meanwhile the digest is computed on another thread
  /// when a digest rule needs it.
  package static func run(
    _ bundle: QuizBundle, options: Options, knownDigest: String?
  ) -> [RuleContext.Finding] {
    var context = RuleContext(
      imageDirectory: options.imageDirectory, knownDigest: knownDigest, locales: bundle.locales)
    let active = RuleRegistry.semantic.filter { !options.excluding.contains($0.code) }
    let questionRules = active.compactMap { $0 as? any QuestionRule.Type }
    let needsDigest =
      knownDigest == nil
      && active.contains { $0.code == DigestMismatch.code || $0.code == MissingDigest.code }
    let digest = needsDigest ? BackgroundDigest(bundle) : nil
    for rule in questionRules { rule.checkBundle(bundle, in: &context) }
    for index in bundle.questions.indices {
      for rule in questionRules { rule.check(bundle.questions[index], at: index, in: &context) }
    }
    if let digest { context.knownDigest = digest.wait() }
    for rule in active where !(rule is any QuestionRule.Type) { rule.check(bundle, in: &context) }
    return context.findings
  }

  /// Diagnostics in a stable order: by line, column, code, then message.
  package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.sorted { a, b in
      let la = a.location.line ?? 0
      let lb = b.location.line ?? 0
      if la != lb { return la < lb }
      let ca = a.location.column ?? 0
      let cb = b.location.column ?? 0
      if ca != cb { return ca < cb }
      if a.code != b.code { return a.code < b.code }
      return a.message < b.message
    }
  }
}
