import Foundation
import QuizBankModel

/// Findings as SARIF 2.1.0 (OASIS), as GitHub code scanning and other
/// static-analysis viewers read it: one run whose tool lists every rule with
/// its default level, and one result per finding with its physical location
/// (file, line, column in Unicode code points) and its JSON pointer as a
/// logical location.
package struct SARIFRenderer: Sendable {
  /// The tool version to record.
  package var toolVersion: String

  package init(toolVersion: String) { self.toolVersion = toolVersion }

  package func render(_ reports: [FileReport]) -> String {
    let rules = RuleRegistry.all
    let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.code, $0) })
    let ruleObjects: [[String: Any]] = rules.map { rule in
      [
        "id": rule.code,
        "name": Self.pascalCase(rule.name),
        "shortDescription": ["text": rule.summary],
        "defaultConfiguration": ["level": Self.level(rule.severity)],
        "properties": ["category": rule.category.rawValue, "tags": [rule.category.rawValue]],
      ]
    }
    var results: [[String: Any]] = []
    for report in reports {
      for d in report.diagnostics {
        var physical: [String: Any] = ["artifactLocation": Self.artifact(d.location.file)]
        if let line = d.location.line {
          var region: [String: Any] = ["startLine": line]
          if let column = d.location.column { region["startColumn"] = column }
          physical["region"] = region
        }
        var location: [String: Any] = ["physicalLocation": physical]
        if let path = d.location.path {
          location["logicalLocations"] = [["fullyQualifiedName": path.isEmpty ? "/" : path]]
        }
        var message = d.message
        if let hint = d.hint { message += " Hint: " + hint + "." }
        var result: [String: Any] = [
          "ruleId": d.code,
          "level": Self.level(d.severity),
          "message": ["text": message],
          "locations": [location],
        ]
        if let ruleIndex = index[d.code] { result["ruleIndex"] = ruleIndex }
        results.append(result)
      }
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "qbank",
              "fullName": "qbank validate",
              "semanticVersion": toolVersion,
              "version": toolVersion,
              "rules": ruleObjects,
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "originalUriBaseIds": [
            "%SRCROOT%": ["description": ["text": "The folder qbank ran in."]]
          ],
          "results": results,
        ] as [String: Any]
      ],
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  private static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// An artifact location: relative paths against `%SRCROOT%`, absolute ones as `file:` URIs.
  private static func artifact(_ path: String) -> [String: Any] {
    path.hasPrefix("/")
      ? ["uri": "file://" + uri(path)] : ["uri": uri(path), "uriBaseId": "%SRCROOT%"]
  }

  /// A relative URI reference for a path: `/` separators, spaces and other
  /// reserved characters percent-encoded.
  private static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }

  /// `duplicate-question-id` → `DuplicateQuestionId`.
  private static func pascalCase(_ name: String) -> String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }
}
