import QuizBankModel

/// Findings as JUnit XML, as Jenkins, GitLab, Azure Pipelines and GitHub test
/// reporters read it: one `<testsuite>` per file, one `<testcase>` per error
/// (with a `<failure>`), an `<error>` test case for a file that could not be
/// read, and one passing test case for a file without errors. Warnings and
/// notes do not fail: they go to the passing case's `<system-out>`.
package struct JUnitRenderer: Sendable {
  package init() {}

  package func render(_ reports: [FileReport]) -> String {
    var suites = ""
    var totalTests = 0
    var totalFailures = 0
    var totalErrors = 0
    for (index, report) in reports.enumerated() {
      var cases = ""
      var tests = 0
      var failures = 0
      var errors = 0
      let file = XMLEscaping.attribute(report.file)
      let errorFindings = report.diagnostics.filter { $0.severity == .error }
      // A file that could not be read is an error; a finding in a read file is a failure.
      let element = report.status == .checked ? "failure" : "error"
      for d in errorFindings {
        tests += 1
        if report.status == .checked { failures += 1 } else { errors += 1 }
        cases +=
          "    <testcase classname=\"\(file)\" name=\"\(XMLEscaping.attribute(caseName(d)))\">\n"
        cases +=
          "      <\(element) message=\"\(XMLEscaping.attribute(d.message))\" type=\"\(d.code)\">"
        cases += XMLEscaping.text(body(d)) + "</\(element)>\n    </testcase>\n"
      }
      if report.status == .checked && errorFindings.isEmpty {
        tests += 1
        let others = report.diagnostics.map(body).joined(separator: "\n")
        cases += "    <testcase classname=\"\(file)\" name=\"valid\""
        cases +=
          others.isEmpty
          ? "/>\n"
          : ">\n      <system-out>\(XMLEscaping.text(others))</system-out>\n    </testcase>\n"
      }
      suites += "  <testsuite name=\"\(file)\" id=\"\(index)\" tests=\"\(tests)\" "
      suites += "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
      suites += cases + "  </testsuite>\n"
      totalTests += tests
      totalFailures += failures
      totalErrors += errors
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"qbank validate\" tests=\"\(totalTests)\" "
      + "failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
      + suites + "</testsuites>\n"
  }

  /// `QB107 duplicate-question-id at 42:13`.
  private func caseName(_ d: Diagnostic) -> String {
    var name = d.code
    if let rule = RuleRegistry.descriptor(for: d.code) { name += " " + rule.name }
    if let line = d.location.line {
      name += " at \(line)" + (d.location.column.map { ":\($0)" } ?? "")
    } else if let path = d.location.path, !path.isEmpty {
      name += " at " + path
    }
    return name
  }

  /// `file:line:col: error[QB107]: message`, the pointer and the hint.
  private func body(_ d: Diagnostic) -> String {
    var text = "\(d.location): \(d.severity.rawValue)[\(d.code)]: \(d.message)"
    if let path = d.location.path, !path.isEmpty { text += "\npointer: " + path }
    if let hint = d.hint { text += "\nhint: " + hint }
    return text
  }
}
