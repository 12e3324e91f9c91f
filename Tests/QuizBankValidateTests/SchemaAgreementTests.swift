import Foundation
import QuizBankTestSupport
import Testing

/// Every sample checked against `schemas/bundle-v1.schema.json` by an independent
/// validator, Python's `jsonschema`, and compared with what `qbank validate` says.
struct SchemaAgreementTests {
  /// Rules whose breach the schema also rejects. Samples of the other rules are
  /// schema-valid: they need more than one value at a time (ids, answers,
  /// locales, the digest, files on disk, the rating's meaning).
  static let schemaEnforced: Set<String> = [
    "QB010", "QB011", "QB012", "QB013", "QB101", "QB102", "QB106", "QB109", "QB110", "QB111",
    "QB112", "QB114", "QB117", "QB118", "QB119", "QB125", "QB126", "QB127",
  ]

  /// What Python's jsonschema says of each sample: `pass`, `fail` or `not-json`.
  static func pythonVerdicts() throws -> [String: String] {
    let script = """
      import glob, json, os, sys
      import jsonschema
      schema = json.load(open("schemas/bundle-v1.schema.json", encoding="utf-8"))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for path in sorted(glob.glob("samples/bundles/**/*.json", recursive=True)):
          try:
              instance = json.load(open(path, encoding="utf-8"))
          except ValueError:
              print(path, "not-json")
              continue
          print(path, "fail" if any(True for _ in validator.iter_errors(instance)) else "pass")
      """
    let result = try runPython(["-c", script])
    let text = result.output
    try #require(result.status == 0, "\(TestTools.pythonName) failed: \(text)")
    var verdicts: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2 { verdicts[String(parts[0])] = String(parts[1]) }
    }
    return verdicts
  }

  @Test(.requires(.jsonschema)) func schemaAndValidatorAgreeOnEverySample() throws {
    let verdicts = try Self.pythonVerdicts()
    try #require(!verdicts.isEmpty, "jsonschema gave no verdicts: \(verdicts)")
    #expect(verdicts["samples/bundles/movie-night.json"] == "pass")
    let swift = try runQbank(["validate", "--format", "json", "samples/bundles"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(swift.stdout.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.count == verdicts.count)
    for file in files {
      let path = try #require(file["file"] as? String)
      let codes = ((file["diagnostics"] as? [[String: Any]]) ?? []).compactMap {
        $0["code"] as? String
      }
      let errors = ((file["diagnostics"] as? [[String: Any]]) ?? []).filter {
        $0["severity"] as? String == "error"
      }
      let verdict = verdicts[path]
      switch codes.first {
      case nil:
        #expect(
          verdict == "pass", "\(path): qbank finds nothing, the schema says \(verdict ?? "-")")
      case "QB003":
        #expect(verdict == "not-json", "\(path)")
      case let code?:
        let expected = Self.schemaEnforced.contains(code) ? "fail" : "pass"
        #expect(verdict == expected, "\(path): \(code), the schema says \(verdict ?? "-")")
        // Whatever the schema rejects, qbank rejects as an error too.
        if verdict == "fail" { #expect(!errors.isEmpty, "\(path)") }
      }
    }
  }
}
