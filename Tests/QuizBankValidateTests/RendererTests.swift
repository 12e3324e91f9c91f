import QuizBankModel
import Testing

@testable import QuizBankValidate

/// The renderers on hand-made findings: what people and CI systems see.
struct RendererTests {
  static func finding(
    _ severity: Diagnostic.Severity = .error, line: Int? = 2, column: Int? = 9, hint: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity: severity, code: "QB107", message: "question id \"q1\" is already used",
      location: SourceLocation(
        file: "a, b.json", line: line, column: column, path: "/questions/1/id"),
      hint: hint)
  }

  @Test func caretLinesUpUnderTabsAndWideText() {
    let source = SourceText("{\n\t\"id\": \"q1\",\n}\n")
    let text = TextRenderer(color: false).render(Self.finding(column: 8), source: source)
    #expect(
      text
        == "a, b.json:2:8: error[QB107]: question id \"q1\" is already used\n\t\"id\": \"q1\",\n\t      ^\n"
    )
  }

  @Test func colourWrapsLocationSeverityAndCaret() {
    let text = TextRenderer(color: true).render(
      Self.finding(.warning), source: SourceText("{\n  \"id\": \"q1\"\n}"))
    #expect(text.contains("\u{1B}[1;33mwarning[QB107]\u{1B}[0m"))
    #expect(text.contains("\u{1B}[1;32m^\u{1B}[0m"))
    #expect(text.hasPrefix("\u{1B}[1ma, b.json:2:9:\u{1B}[0m "))
  }

  @Test func findingWithoutPositionHasNoSourceLine() {
    let text = TextRenderer(color: false).render(
      Self.finding(line: nil, column: nil, hint: "rename it"), source: nil)
    #expect(
      text == "a, b.json: error[QB107]: question id \"q1\" is already used\nhint: rename it\n")
  }

  @Test func githubEscapesPropertiesAndData() {
    let text = GitHubRenderer().render(Self.finding(.note, hint: "100% sure"))
    #expect(
      text == "::notice file=a%2C b.json,line=2,col=9,title=QB107 duplicate-question-id::"
        + "question id \"q1\" is already used%0Ahint: 100%25 sure\n")
  }

  static func hostile(line: Int? = 1, column: Int? = 1) -> Diagnostic {
    Diagnostic(
      severity: .error, code: "QB107",
      message: "question id \"\u{1B}]0;pwned\u{07}\u{1B}[2J\" is already used",
      location: SourceLocation(file: "a.json", line: line, column: column), hint: "x\u{9B}y")
  }

  @Test func textEscapesControlCharactersInMessagesAndHints() {
    let text = TextRenderer(color: false).render(
      Self.hostile(line: nil, column: nil), source: nil)
    #expect(
      text == "a.json: error[QB107]: question id \"\\e]0;pwned\\u{7}\\e[2J\" is already used\n"
        + "hint: x\\u{9B}y\n")
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
  }

  @Test func textEscapesBidiControlsVisibly() {
    let finding = Diagnostic(
      severity: .error, code: "QB107",
      message: "question id \"abc\u{202E}fed\u{202C}\u{2066}x\u{2069}\u{200F}\" is already used",
      location: SourceLocation(file: "a\u{202E}nosj.json", line: 1, column: 1))
    let text = TextRenderer(color: false).render(finding, source: SourceText("{\"\u{2067}\"}"))
    #expect(
      text
        == "a\\u{202E}nosj.json:1:1: error[QB107]: question id \"abc\\u{202E}fed\\u{202C}"
        + "\\u{2066}x\\u{2069}\\u{200F}\" is already used\n{\"\\u{2067}\"}\n^\n")
  }

  @Test func textEscapesControlBytesInTheSourceLineAndKeepsTheCaretUnderIt() {
    let source = SourceText("\u{1B}[2J\u{00}{\"id\": 1}\r\n")
    let text = TextRenderer(color: false).render(Self.hostile(column: 5), source: source)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "\\e[2J\\u{0}{\"id\": 1}")
    #expect(lines[2] == "     ^")
  }

  @Test func longSourceLineIsClippedAroundTheCaret() {
    let line = String(repeating: "a", count: 500) + "X" + String(repeating: "b", count: 500)
    let text = TextRenderer(color: false).render(
      Self.finding(line: 1, column: 501), source: SourceText(line))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1].hasPrefix("…a") && lines[1].hasSuffix("b…"))
    #expect(lines[1].count == 122)
    let caret = try? #require(lines[2].firstIndex(of: "^"))
    #expect(caret.map { lines[2].distance(from: lines[2].startIndex, to: $0) } == 61)
    #expect(lines[1].dropFirst(61).first == "X")
  }

  @Test func shortSourceLineIsNotClipped() {
    let line = String(repeating: "a", count: 120)
    let text = TextRenderer(color: false).render(
      Self.finding(line: 1, column: 120), source: SourceText(line))
    #expect(text.contains("\n" + line + "\n"))
  }

  @Test func githubEscapesControlCharacters() {
    let text = GitHubRenderer().render(Self.hostile())
    #expect(
      !text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    #expect(
      text.contains("question id \"\\e]0;pwned\\u{7}\\e[2J\" is already used%0Ahint: x\\u{9B}y"))
  }

  @Test func summaryCountsFilesAndFindings() {
    let reports = [
      FileReport(
        file: "a", status: .checked, diagnostics: [Self.finding(), Self.finding(.warning)]),
      FileReport(file: "b", status: .checked, diagnostics: []),
    ]
    #expect(ValidationSummary(reports).line == "Checked 2 files: 1 error, 1 warning in 1 file.")
    #expect(ValidationSummary([reports[1]]).line == "Checked 1 file: no findings.")
    #expect(
      ValidationSummary(reports.map { $0.strict() }).line
        == "Checked 2 files: 2 errors, 0 warnings in 1 file.")
  }

  @Test func junitEscapesAttributesAndTextAndDropsWhatXMLCannotHold() {
    let finding = Diagnostic(
      severity: .error, code: "QB107", message: "id \"a<b>\"\u{01}\n&",
      location: SourceLocation(file: "x.json", line: 1, column: 1))
    let xml = JUnitRenderer().render([
      FileReport(file: "x.json", status: .checked, diagnostics: [finding])
    ])
    #expect(xml.contains("message=\"id &quot;a&lt;b&gt;&quot;&#10;&amp;\""))
    #expect(!xml.unicodeScalars.contains { $0.value == 0x01 })
  }
}
