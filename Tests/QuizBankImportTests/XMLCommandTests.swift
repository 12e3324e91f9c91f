import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// `qbank validate` and `qbank import` on XML, end to end through the built binary.
struct XMLCommandTests {
  typealias S = XMLTestSupport

  static let samplePack = "samples/packs/movie-classics.xml"

  static func write(_ text: String, _ name: String) throws -> URL {
    let url = try TestPaths.temporaryDirectory("xml-cli").appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func validateAcceptsTheSamplePack() throws {
    let result = try runQbank(["validate", Self.samplePack])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "Checked 1 file: no findings.\n")
  }

  @Test func validateRunsTheBundleRulesAndPointsIntoTheXML() throws {
    let body = S.yesNo(id: "q1", correct: "si") + "\n" + S.yesNo(id: "q1")
    let url = try Self.write(S.pack(body), "rules.xml")
    let result = try runQbank(["validate", url.path])
    #expect(result.status == 1)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.contains("error[") } == [
        "\(url.path):4:35: error[QB113]: correct answer \"si\" of question \"q1\" names no choice (choices: \"yes\", \"no\")",
        "\(url.path):9:13: error[QB107]: question id \"q1\" is already used by /questions/0",
      ])
    #expect(result.stderr == "Checked 1 file: 2 errors, 0 warnings in 1 file.\n")
  }

  @Test func validateReportsSchemaErrorsInEveryOutputFormat() throws {
    let url = try Self.write(
      S.pack(S.yesNo().replacingOccurrences(of: "yes-no", with: "yesno")), "xsd.xml")
    let text = try runQbank(["validate", url.path])
    #expect(text.status == 1)
    #expect(
      text.stdout.hasPrefix("\(url.path):4:3: error[QBX002]: Element 'question', attribute 'kind'"))
    let json = try runQbank(["validate", "--format", "json", url.path])
    #expect(json.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let files = try #require(object["files"] as? [[String: Any]])
    let first = try #require((files.first?["diagnostics"] as? [[String: Any]])?.first)
    #expect(first["code"] as? String == "QBX002")
    let github = try runQbank(["validate", "--format", "github", url.path])
    #expect(github.stdout.hasPrefix("::error file=\(url.path),line=4,col=3"))
  }

  @Test func validateCallsAnUnreadablePackMalformed() throws {
    let url = try Self.write(String(S.pack(S.yesNo()).dropLast(30)), "cut.xml")
    let result = try runQbank(["validate", url.path])
    #expect(result.status == 65)
    #expect(result.stdout.contains("error[QBX001]: the file ends before the document is complete"))
  }

  @Test func validateFindsPacksInsideFolders() throws {
    let folder = try TestPaths.temporaryDirectory("xml-cli-folder")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("packs"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestPaths.sample("packs/movie-classics.xml"),
      to: folder.appendingPathComponent("packs/a.xml"))
    try Data("<html/>".utf8).write(to: folder.appendingPathComponent("packs/not-a-pack.xml"))
    let result = try runQbank(["validate", "--format", "json", "."], directory: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout.contains("\"file\" : \"./packs/a.xml\"")
        || result.stdout.contains("\"file\":\"./packs/a.xml\""))
    #expect(!result.stdout.contains("not-a-pack"))
  }

  @Test func importTurnsThePackIntoExactlyItsBundle() throws {
    let folder = try TestPaths.temporaryDirectory("xml-cli-import")
    let out = folder.appendingPathComponent("movie-classics.json")
    let result = try runQbank(["import", Self.samplePack, "-o", out.path])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    #expect(result.stderr == "imported 3 questions\n")
    let written = try BundleReader().read(from: out)
    let read = try #require(
      try QuizPackReader().read(.file(TestPaths.sample("packs/movie-classics.xml"))).bundle)
    #expect(written.digest == (try BundleDigest.compute(for: read)))
    var unsealed = written
    unsealed.digest = nil
    #expect(unsealed == read)
    let validate = try runQbank(["validate", out.path])
    #expect(validate.status == 0)
  }

  @Test func importReadsAPackFromStandardInput() throws {
    let text = try String(contentsOf: TestPaths.sample("packs/movie-classics.xml"), encoding: .utf8)
    let result = try runQbank(["import", "-", "--id", "from-stdin"], stdin: text)
    #expect(result.status == 0)
    #expect(result.stderr == "imported 3 questions\n")
    let bundle = try BundleReader().decode(Data(result.stdout.utf8))
    #expect(bundle.id == "from-stdin")
    #expect(bundle.locales == ["en", "ru", "uk", "it"])
    #expect(bundle.questions.count == 3)
  }

  @Test(
    .requires(.fixtures))
  func importWritesMoodleImagesBesideTheBundle() throws {
    let folder = try TestPaths.temporaryDirectory("xml-cli-moodle")
    let out = folder.appendingPathComponent("quiz.json")
    let nested = TestPaths.fixture("moodle-xml/nested_categories_with_questions_crlf.xml").path
    let result = try runQbank([
      "import", nested, TestPaths.fixture("moodle-xml/truefalse_crlf.xml").path, "--id", "moodle",
      "-o", out.path,
    ])
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix(
        """
        imported 6 questions (1 skipped, 5 warnings)
        \(nested):53:3: warning: question type 'essay' is not supported; question "Kappa Essay Question" skipped [QBX020]
          <question type="essay">
          ^

        """))
    // What the true/false file holds beyond a bundle question is said, at each question's line.
    let truefalse = TestPaths.fixture("moodle-xml/truefalse_crlf.xml").path
    #expect(
      result.stderr.contains(
        "\(truefalse):12:3: warning: question \"Moodle acronym (False)\": the feedback of 2 answer(s) is not carried"
      ))
    #expect(
      result.stderr.contains(
        "\(truefalse):40:3: warning: question \"Moodle acronym (True)\": the picture file infos.jpg (<file>) is not carried"
      ))
    let bundle = try BundleReader().read(from: out)
    let image = try #require(bundle.questions.last?.image)
    let data = try Data(contentsOf: folder.appendingPathComponent(image.source))
    #expect(BundleAsset(name: "logo.jpg", data: data).sha256 == image.sha256)
    #expect(try runQbank(["validate", out.path]).status == 0)
  }

  @Test(
    .requires(.fixtures))
  func importOfAMalformedMoodleFileFailsAtItsPositionAndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("xml-cli-bad")
    let out = folder.appendingPathComponent("q.json")
    let file = TestPaths.fixture("moodle-xml/malformed_multichoice_question.xml").path
    let result = try runQbank(["import", file, "-o", out.path])
    #expect(result.status == 65)
    #expect(
      result.stderr == """
        \(file):2:16: error: AttValue: " or ' expected [QBX001]
        <question type=multichoice>
                       ^

        """)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func importOfAnXXEPackLeaksNothingAndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("xml-cli-xxe")
    let secret = folder.appendingPathComponent("secret.txt")
    let marker = "SECRET-\(UUID().uuidString)"
    try Data(marker.utf8).write(to: secret)
    let pack = folder.appendingPathComponent("xxe.xml")
    try Data(XMLSafetyTests.xxePack(secretPath: secret.path).utf8).write(to: pack)
    let result = try runQbank([
      "import", pack.path, "-o", folder.appendingPathComponent("out.json").path,
    ])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("\(pack.path):2:1: error: the file declares a document type"))
    #expect(!result.stdout.contains(marker) && !result.stderr.contains(marker))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "secret.txt", "xxe.xml",
      ])
    let validate = try runQbank(["validate", pack.path])
    #expect(validate.status == 65)
    #expect(!validate.stdout.contains(marker) && !validate.stderr.contains(marker))
  }
}
