import Foundation
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankPack

struct XMLSchemaTests {
  @Test func embeddedSchemasMatchTheFilesInSchemas() throws {
    let pack = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("schemas/quizpack-v1.xsd"),
      encoding: .utf8)
    let xml = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("schemas/xml.xsd"), encoding: .utf8)
    #expect(
      QuizPackSchema.packSchemaText + "\n" == pack,
      "schemas/quizpack-v1.xsd changed: paste it into Sources/QuizBankPack/Schema/QuizPackSchema+Text.swift"
    )
    #expect(
      QuizPackSchema.xmlNamespaceSchemaText + "\n" == xml,
      "schemas/xml.xsd changed: paste it into QuizPackSchema+Text.swift")
  }

  @Test func embeddedSchemaCompiles() {
    #expect(QuizPackSchema.shared != nil)
  }

  @Test(.requires(.xmllint)) func samplePackPassesAnIndependentValidator() throws {
    let result = try XMLTestSupport.xmllint([
      "--noout", "--nonet", "--schema", "schemas/quizpack-v1.xsd",
      "samples/packs/movie-classics.xml",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("samples/packs/movie-classics.xml validates"))
  }

  @Test(.requires(.xmllint)) func independentValidatorAndReaderAgreeOnAnInvalidPack() throws {
    let folder = try TestPaths.temporaryDirectory("xsd")
    let file = folder.appendingPathComponent("bad.xml")
    try Data(
      XMLTestSupport.pack(
        XMLTestSupport.yesNo().replacingOccurrences(of: "yes-no", with: "true-false")
      ).utf8
    ).write(to: file)
    let lint = try XMLTestSupport.xmllint([
      "--noout", "--nonet", "--schema", "schemas/quizpack-v1.xsd", file.path,
    ])
    #expect(lint.status != 0)
    #expect(lint.output.contains("The value 'true-false' is not an element of the set"))
    let ours = try QuizPackReader().read(.file(file))
    #expect(ours.bundle == nil)
    #expect(ours.diagnostics.map(\.code) == ["QBX002"])
    #expect(
      ours.diagnostics.first?.message.contains(
        "The value 'true-false' is not an element of the set") == true)
  }
}
