import Foundation
import QuizBankModel

/// Every rule `qbank validate` applies, for listing.
public enum RuleCatalog {
  /// Input, structure and semantic rules, in code order.
  public static var all: [RuleDescriptor] { RuleRegistry.all.sorted { $0.code < $1.code } }

  /// The rules as an aligned text table, one rule per line, with a header per category.
  package static func table(_ rules: [RuleDescriptor]) -> String {
    let nameWidth = rules.map(\.name.count).max() ?? 0
    var out = ""
    for category in RuleDescriptor.Category.allCases {
      let group = rules.filter { $0.category == category }
      guard !group.isEmpty else { continue }
      if !out.isEmpty { out += "\n" }
      out += "\(category.rawValue) rules\n"
      for rule in group {
        let severity = rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        let name = rule.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
        out += "  \(rule.code)  \(severity)\(name)\(rule.summary)\n"
      }
    }
    return out
  }
}
