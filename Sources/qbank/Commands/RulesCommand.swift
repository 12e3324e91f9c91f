import ArgumentParser
import Foundation
import QuizBankValidate

/// `qbank rules`: every rule `qbank validate` applies.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules",
    abstract: "List every validation rule: code, severity, name and what it checks.",
    discussion: """
      Input rules (QB00x) are about reading a file at all, structure rules (QB01x) about \
      the shape of the JSON (as schemas/bundle-v1.schema.json states it), semantic rules \
      (QB1xx) about what a well-formed bundle means. Codes are stable and never reused.

      Examples:
        qbank rules
        qbank rules --format json
      """)

  @Option(name: .long, help: "Output format: text or json.")
  var format: RulesOutputFormat = .text

  func run() throws {
    let rules = RuleCatalog.all
    switch format {
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      Console.current.out(String(decoding: try encoder.encode(rules), as: UTF8.self) + "\n")
    case .text:
      Console.current.out(RuleCatalog.table(rules))
    }
  }
}

/// The output formats of `qbank rules`.
enum RulesOutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}
