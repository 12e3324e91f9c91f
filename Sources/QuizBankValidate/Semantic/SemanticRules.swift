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
    let findings = run(bundle, options: options)
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
  /// The questions go through a ``RuleSession`` (checked on a worker thread
  /// while this one hands them over), then the rules about the bundle's own members run.
  package static func run(_ bundle: QuizBundle, options: Options) -> [RuleContext.Finding] {
    let session = RuleSession(header: bundle, options: options)
    for index in bundle.questions.indices { session.add(bundle.questions[index], at: index) }
    // A session begun on the bundle's own members always finishes on them.
    return session.finish(header: bundle) ?? []
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
