import Foundation
import QuizBankTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The machine formats, read back the way CI systems read them.
struct ReportFormatTests {
  static let duplicate = "samples/bundles/invalid/QB107-duplicate-question-id.json"
  static let warning = "samples/bundles/invalid/QB105-undeclared-locale-text.json"
  static let truncated = "samples/bundles/invalid/QB003-malformed-json.json"
  static let valid = "samples/bundles/movie-night.json"

  @Test func junitIsXMLWithASuitePerFileAndACasePerError() throws {
    let result = try runQbank([
      "validate", "--format", "junit", Self.valid, Self.duplicate, Self.warning, Self.truncated,
    ])
    #expect(result.status == 65)
    let document = try XMLDocument(data: Data(result.stdout.utf8))
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "4")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue } == [
        Self.valid, Self.duplicate, Self.warning, Self.truncated,
      ])

    let failure = try #require(
      suites[1].elements(forName: "testcase").first?.elements(forName: "failure").first)
    #expect(failure.attribute(forName: "type")?.stringValue == "QB107")
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == #"question id "q1" is already used by /questions/0"#)
    #expect(failure.stringValue?.hasPrefix("\(Self.duplicate):73:13: error[QB107]") == true)
    #expect(
      suites[1].elements(forName: "testcase").first?.attribute(forName: "name")?.stringValue
        == "QB107 duplicate-question-id at 73:13")

    // A warning passes, with the warning in its output.
    let passing = try #require(suites[2].elements(forName: "testcase").first)
    #expect(passing.elements(forName: "failure").isEmpty)
    #expect(
      passing.elements(forName: "system-out").first?.stringValue?.contains("warning[QB105]") == true
    )

    // A file that cannot be read is an error, not a failure.
    let error = try #require(
      suites[3].elements(forName: "testcase").first?.elements(forName: "error").first)
    #expect(error.attribute(forName: "type")?.stringValue == "QB003")
  }

  @Test func junitStrictFailsOnWarnings() throws {
    let result = try runQbank(["validate", "--strict", "--format", "junit", Self.warning])
    #expect(result.status == 1)
    let root = try #require(try XMLDocument(data: Data(result.stdout.utf8)).rootElement())
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
  }

  @Test func sarifIsVersion210WithRuleMetadataAndLocations() throws {
    let result = try runQbank([
      "validate", "--format", "sarif", Self.valid, Self.duplicate, Self.warning,
    ])
    #expect(result.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "qbank")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("QB107") && ids.contains("QB123") && ids.contains("QB003"))
    let qb105 = try #require(rules.first { $0["id"] as? String == "QB105" })
    #expect((qb105["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    #expect(
      (qb105["shortDescription"] as? [String: Any])?["text"] as? String
        == "text is only given for locales the bundle declares")

    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    let first = results[0]
    #expect(first["ruleId"] as? String == "QB107")
    #expect(first["level"] as? String == "error")
    let ruleIndex = try #require(first["ruleIndex"] as? Int)
    #expect(ids[ruleIndex] == "QB107")
    #expect(
      ((first["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(
        #"question id "q1" is already used"#) == true)
    let location = try #require((first["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == Self.duplicate)
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 73)
    #expect(region["startColumn"] as? Int == 13)
    let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["fullyQualifiedName"] as? String == "/questions/1/id")
    #expect(results[1]["level"] as? String == "warning")
  }

  @Test func jsonCarriesEveryFileWithStatusAndSummary() throws {
    let result = try runQbank([
      "validate", "--format", "json", Self.duplicate, Self.truncated, "missing.json",
    ])
    #expect(result.status == 66)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.compactMap { $0["status"] as? String } == ["checked", "malformed", "not-found"])
    let finding = try #require((files[0]["diagnostics"] as? [[String: Any]])?.first)
    #expect(finding["code"] as? String == "QB107")
    let location = try #require(finding["location"] as? [String: Any])
    #expect(location["line"] as? Int == 73 && location["column"] as? Int == 13)
    #expect(location["path"] as? String == "/questions/1/id")
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["files"] as? Int == 3)
    #expect(summary["errors"] as? Int == 3)
  }

  @Test func textShowsTheSourceLineAndACaret() throws {
    let result = try runQbank(["validate", Self.duplicate])
    #expect(
      result.stdout == """
        \(Self.duplicate):73:13: error[QB107]: question id "q1" is already used by /questions/0
              "id": "q1",
                    ^
        hint: give every question its own id; front ends key progress on it

        """)
  }

  @Test func colourOnlyWhenAskedAndNeverWithNoColor() throws {
    // Not a terminal (a pipe) and NO_COLOR set by runQbank: no escape codes at all.
    let result = try runQbank(["validate", Self.duplicate])
    #expect(!result.stdout.contains("\u{1B}["))
    #expect(!result.stderr.contains("\u{1B}["))
  }
}
