import Foundation
import Testing

@testable import QuizBankModel

/// The one renderer every command's errors and warnings go through, and the
/// gate under everything the CLI writes to standard error.
struct DiagnosticRendererTests {
  let plain = DiagnosticRenderer()

  @Test func rendersAnErrorWithoutACodeAsFileLineColumnErrorMessage() {
    let d = Diagnostic.error("unexpected end of input", file: "a.json", line: 3, column: 5)
    #expect(plain.render(d) == "a.json:3:5: error: unexpected end of input\n")
  }

  @Test func rendersARuleCodeInBracketsAsValidateDoes() {
    let d = Diagnostic(
      severity: .warning, code: "QB105", message: "text for \"de\"",
      location: SourceLocation(file: "b.json", line: 80, column: 15), hint: "add \"de\"")
    #expect(plain.render(d) == "b.json:80:15: warning[QB105]: text for \"de\"\nhint: add \"de\"\n")
  }

  @Test func namesTheProgramWhenTheDiagnosticNamesNoFile() {
    #expect(plain.render(.error("no bundle output")) == "qbank: error: no bundle output\n")
    #expect(
      plain.render(.note("rule 'r' skipped 4 films")) == "qbank: note: rule 'r' skipped 4 films\n")
  }

  @Test func showsTheSourceLineWithACaretUnderTheColumnThenTheHint() {
    let d = Diagnostic.error("bad", file: "r.yaml", line: 2, column: 5, hint: "fix it")
    let text = plain.render(d) { $0 == 2 ? "  - tpe: x" : nil }
    #expect(text == "r.yaml:2:5: error: bad\n  - tpe: x\n    ^\nhint: fix it\n")
  }

  @Test func leavesOutTheSnippetWithoutAColumnOrASourceLine() {
    let noColumn = Diagnostic.error("bad", file: "c.jsonl", line: 2)
    #expect(plain.render(noColumn) { _ in "text" } == "c.jsonl:2: error: bad\n")
    let noText = Diagnostic.error("bad", file: "c.jsonl", line: 2, column: 1)
    #expect(plain.render(noText) == "c.jsonl:2:1: error: bad\n")
  }

  @Test func drawsTheCaretAtTheLineEndButNotPastIt() {
    let end = Diagnostic.error("unexpected end", file: "t.json", line: 1, column: 4)
    #expect(plain.render(end) { _ in "[1," } == "t.json:1:4: error: unexpected end\n[1,\n   ^\n")
    let past = Diagnostic.error("bad", file: "t.json", line: 1, column: 5)
    #expect(plain.render(past) { _ in "[1," } == "t.json:1:5: error: bad\n")
  }

  @Test func escapesControlsInTheFileTheMessageTheHintAndTheSourceLine() {
    let d = Diagnostic.error(
      "title \u{1B}]0;pwned\u{07} ok\u{202E}", file: "x\u{1B}[2J\u{202E}.json", line: 1,
      column: 3, hint: "see \u{9B}31m\r")
    let text = plain.render(d) { _ in "a\u{1B}]52;c;eA==\u{07}b" }
    #expect(
      text == """
        x\\e[2J\\u{202E}.json:1:3: error: title \\e]0;pwned\\u{7} ok\\u{202E}
        a\\e]52;c;eA==\\u{7}b
           ^
        hint: see \\u{9B}31m\\r

        """)
  }

  @Test func paintsOnlyWhenAskedTo() {
    let d = Diagnostic.error("bad", file: "f", hint: "h")
    #expect(
      DiagnosticRenderer(color: true).render(d)
        == "\u{1B}[1mf:\u{1B}[0m \u{1B}[1;31merror\u{1B}[0m: bad\n\u{1B}[1mhint:\u{1B}[0m h\n")
  }

  @Test func rendersSeveralDiagnosticsEachWithItsOwnFilesLines() {
    let ds = [
      Diagnostic.error("one", file: "a", line: 1, column: 2),
      Diagnostic.error("two", file: "b", line: 1, column: 1),
    ]
    let text = plain.render(ds) { file, _ in file == "a" ? "xy" : nil }
    #expect(text == "a:1:2: error: one\nxy\n ^\nb:1:1: error: two\n")
  }

  @Test func gateKeepsLineBreaksTabsAndOurColoursAndEscapesEverythingElse() {
    #expect(DisplayText.gated("plain\ttext\n") == "plain\ttext\n")
    #expect(
      DisplayText.gated("\u{1B}[1;31merror\u{1B}[0m: x\n") == "\u{1B}[1;31merror\u{1B}[0m: x\n")
    #expect(
      DisplayText.gated("a\u{1B}]0;t\u{07}b\rc\u{202E}d\u{1B}[8me\u{1B}[2J")
        == "a\\e]0;t\\u{7}b\\rc\\u{202E}d\\e[8me\\e[2J")
    #expect(DisplayText.gated("end\u{1B}") == "end\\e")
    #expect(DisplayText.gated("already \\e]0;t\\u{7}") == "already \\e]0;t\\u{7}")
  }

  @Test func aFailureFromAnyErrorKeepsDiagnosticsAndKindOrFallsBack() {
    let bundle = DiagnosticFailure(BundleReadError.malformedJSON("bad", line: 2, column: 7))
    #expect(bundle.failureKind == .malformed)
    #expect(
      bundle.located(in: "q.json").diagnostics == [
        .error("not valid JSON: bad", file: "q.json", line: 2, column: 7)
      ])
    let other = DiagnosticFailure(CocoaError(.fileWriteOutOfSpace))
    #expect(other.failureKind == .io)
    #expect(other.diagnostics.count == 1 && other.diagnostics[0].location.file.isEmpty)
  }

  @Test func locatingAFailureFillsOnlyDiagnosticsWithoutAFile() {
    let failure = DiagnosticFailure(
      [.error("a"), .error("b", file: "kept.json")], kind: .usage
    ).located(in: "new.json")
    #expect(failure.diagnostics.map(\.location.file) == ["new.json", "kept.json"])
  }

  @Test func everyFailureKindIsItsSysexitsStatus() {
    #expect(
      FailureKind.allCases.map(\.exitStatus) == [1, 64, 65, 66, 69, 70, 74])
  }
}
