import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Files that parse but hold no quiz, and imports that yield no question: refused
/// with exit 65, unless `--allow-empty` (issue 13, Import item 3).
struct ImportRefusalTests {
  static let canvasSettings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <quiz identifier="g1234abcd" xmlns="http://canvas.instructure.com/xsd/cccv1p0">
      <title>Chapter 4 Reading Quiz</title>
      <shuffle_answers>false</shuffle_answers>
    </quiz>

    """

  @Test func refusesACanvasSettingsFileAndNamesTheQuestionsFile() throws {
    let path = try temporaryFile(Self.canvasSettings, name: "assessment_meta.xml")
    let error = try #require(throws: ImportError.self) {
      _ = try Importer.plan([path], options: ImportOptions())
    }
    #expect(error.kind == .malformed)
    #expect(error.line == 2)
    #expect(
      error.message
        == "this is a Canvas quiz settings file (<quiz xmlns=\"http://canvas.instructure.com/xsd/cccv1p0\">: title, time limit, attempts), not a quiz: it holds no questions"
    )
    #expect(
      error.hint
        == "import the questions file of the Canvas export instead: g1234abcd/g1234abcd.xml in the same export, whose root is <questestinterop> (QTI 1.2)"
    )
  }

  @Test func refusesACanvasSettingsFileEvenWhenNamedMoodle() throws {
    let path = try temporaryFile(Self.canvasSettings, name: "meta.xml")
    #expect(throws: ImportError.self) {
      _ = try Importer.plan([path], options: ImportOptions(format: .moodleXML))
    }
  }

  @Test(.requires(.fixtures)) func refusesTheRealCanvasSettingsFileWithExit65() throws {
    let path = fixture("qti/canvas_assessment_meta.xml")
    let out = try TestPaths.temporaryDirectory("refusal").appendingPathComponent("out.json")
    let result = try runQbank(["import", path, "-o", out.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.contains(
        "\(path):2:1: error: this is a Canvas quiz settings file (<quiz xmlns=\"http://canvas.instructure.com/xsd/cccv1p0\">"
      ))
    #expect(
      result.stderr.contains(
        "hint: import the questions file of the Canvas export instead: ge78b00fbbb9de0420718b00bd11a7812/ge78b00fbbb9de0420718b00bd11a7812.xml"
      ))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func refusesAnOpenTriviaResponseWithNoResults() throws {
    let path = try temporaryFile(#"{"response_code": 0, "results": []}"#)
    let out = try TestPaths.temporaryDirectory("refusal").appendingPathComponent("empty.json")
    let result = try runQbank(["import", path, "-o", out.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "\(path): error: no questions to import from \(path): 0 imported, 0 skipped, 0 warnings; nothing was written\nhint: check that this is the quiz file you meant; pass --allow-empty to write an empty bundle anyway\n"
    )
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func allowEmptyWritesAnEmptyBundle() throws {
    let path = try temporaryFile(#"{"response_code": 0, "results": []}"#)
    let out = try TestPaths.temporaryDirectory("refusal").appendingPathComponent("empty.json")
    let result = try runQbank(["import", "--allow-empty", path, "-o", out.path])
    #expect(result.status == 0)
    #expect(result.stderr == "imported 0 questions\n")
    let bundle = try BundleReader().read(from: out)
    #expect(bundle.questions.isEmpty)
  }

  @Test func refusesAMoodleFileWhoseQuestionsAreAllSkippedAndSaysWhy() throws {
    let path = try temporaryFile(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <quiz>
        <question type="essay">
          <name><text>Essay</text></name>
          <questiontext format="html"><text>Discuss.</text></questiontext>
        </question>
      </quiz>

      """, name: "essay.xml")
    let plan = try Importer.plan([path], options: ImportOptions())
    let error = try #require(throws: ImportError.self) {
      _ = try Importer.readBundle(
        plan, id: nil, version: nil, title: nil, fallbackID: "x", fallbackTitle: "x")
    }
    #expect(error.kind == .malformed)
    #expect(
      error.message
        == "no questions to import from \(path): 0 imported, 1 skipped, 1 warning; nothing was written"
    )
    #expect(
      error.hint
        == "the warnings below say why each question was skipped; pass --allow-empty to write an empty bundle anyway"
    )
    #expect(error.notes.count == 1)
    #expect(error.notes.first?.line == 3)
    #expect(error.diagnostics.count == 2)
    #expect(error.diagnostics.last?.severity == .warning)
  }

  @Test func refusesAPackWithNoQuestionUnlessAllowed() throws {
    let path = try temporaryFile(XMLTestSupport.pack(""), name: "empty-pack.xml")
    let refused = try #require(throws: ImportError.self) {
      _ = try Importer.readBundle(
        Importer.plan([path], options: ImportOptions()), id: nil, version: nil, title: nil,
        fallbackID: "x", fallbackTitle: "x")
    }
    #expect(
      refused.message
        == "no questions to import from \(path): 0 imported, 0 skipped, 0 warnings; nothing was written"
    )
    let (bundle, _) = try Importer.readBundle(
      Importer.plan([path], options: ImportOptions(allowEmpty: true)), id: nil, version: nil,
      title: nil, fallbackID: "x", fallbackTitle: "x")
    #expect(bundle.id == "t" && bundle.questions.isEmpty)
  }

  @Test(.requires(.fixtures)) func anEmptyFilmListStillImportsAsAnEmptyCatalogue() throws {
    // Catalogues keep their rule: an empty list is an answer (no films);
    // `generate` refuses a catalogue with no films later, with its own message.
    let (films, summary) = try importFilms([fixture("imdb-api/empty_items_mikimoges.json")])
    #expect(films.isEmpty)
    #expect(summary.headline == "imported 0 films")
  }
}
