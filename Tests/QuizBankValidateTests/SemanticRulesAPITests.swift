import Foundation
import QuizBankModel
import QuizBankValidate
import Testing

/// The public entry point other inputs (XML packs) use: rules on a model, located by the caller.
struct SemanticRulesAPITests {
  static func bundle() -> QuizBundle {
    let question = Question(
      id: "q1", kind: .yesNo, prompt: ["en": "Greater than 8?", "uk": "Більше за 8?"],
      choices: [
        Choice(id: "yes", text: ["en": "Yes", "uk": "Так"]), Choice(id: "no", text: ["en": "No"]),
      ],
      correct: ["yes"])
    return QuizBundle(
      id: "pack", version: "1.0.0", title: ["en": "Pack", "uk": "Набір"], locales: ["en", "uk"],
      questions: [question, question])
  }

  @Test func findingsAreLocatedByTheCallersLocator() throws {
    var asked: [String] = []
    let findings = SemanticRules.check(Self.bundle(), options: .init(excluding: ["QB116"])) {
      pointer in
      asked.append(pointer)
      return SourceLocation(file: "pack.xml", line: pointer.count, column: 1)
    }
    let byCode = Dictionary(grouping: findings, by: \.code)
    #expect(byCode["QB104"]?.count == 2)  // choice "no" lacks uk, in both questions
    #expect(byCode["QB107"]?.count == 1)
    let duplicate = try #require(byCode["QB107"]?.first)
    #expect(duplicate.location.file == "pack.xml")
    #expect(duplicate.location.path == "/questions/1/id")
    #expect(duplicate.location.line == "/questions/1/id".count)
    #expect(
      Set(asked) == [
        "/questions/0/choices/1/text", "/questions/1/choices/1/text", "/questions/1/id",
      ])
    // Sorted by line, then column, then code.
    let lines = findings.compactMap(\.location.line)
    #expect(lines == lines.sorted())
  }

  @Test func excludedRulesDoNotRun() {
    let findings = SemanticRules.check(
      Self.bundle(), options: .init(excluding: ["QB104", "QB107", "QB116"])
    ) {
      SourceLocation(file: "x", path: $0)
    }
    #expect(findings.isEmpty)
  }

  @Test func theRuleListIsPublicAndStable() {
    let codes = SemanticRules.rules.map(\.code)
    #expect(codes.first == "QB101")
    #expect(codes.contains("QB123"))
    #expect(RuleCatalog.all.count == codes.count + InputRules.all.count + StructureRules.all.count)
  }
}
