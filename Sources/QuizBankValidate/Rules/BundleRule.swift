import QuizBankModel

/// One semantic rule over a decoded bundle.
///
/// Each rule lives in its own file under `Rules/`, with its stable code,
/// severity and summary at the top and its messages at the bottom. Rules
/// report through ``RuleContext`` with a JSON pointer; the caller's locator
/// turns pointers into lines and columns afterwards, so a rule never needs to
/// know whether the bundle came from JSON or from an XML pack.
package protocol BundleRule: Sendable {
  /// The stable code, `QB1xx`.
  static var code: String { get }
  /// The kebab-case name.
  static var name: String { get }
  /// The severity of every finding.
  static var severity: Diagnostic.Severity { get }
  /// One line saying what the rule checks.
  static var summary: String { get }

  /// Checks `bundle`, reporting findings to `context`.
  static func check(_ bundle: QuizBundle, in context: inout RuleContext)
}

extension BundleRule {
  /// The rule's descriptor, for `qbank rules` and SARIF metadata.
  package static var descriptor: RuleDescriptor {
    RuleDescriptor(
      code: code, name: name, severity: severity, category: .semantic, summary: summary)
  }
}

/// A rule that looks at one question at a time (and, optionally, at the
/// bundle's own members once).
///
/// ``SemanticRules`` walks the questions once and hands each, borrowed, to
/// every question rule, so a bundle of any size is read in one pass without
/// copying its questions.
package protocol QuestionRule: BundleRule {
  /// Checks question `index`.
  static func check(_ question: borrowing Question, at index: Int, in context: inout RuleContext)
  /// Checks the bundle's own members (not its questions); does nothing by default.
  static func checkBundle(_ bundle: QuizBundle, in context: inout RuleContext)
}

extension QuestionRule {
  package static func checkBundle(_ bundle: QuizBundle, in context: inout RuleContext) {}

  /// Checks the bundle's members, then every question.
  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    checkBundle(bundle, in: &context)
    for index in bundle.questions.indices {
      check(bundle.questions[index], at: index, in: &context)
    }
  }
}
