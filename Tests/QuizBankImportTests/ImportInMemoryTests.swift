import Foundation
import QuizBankModel
import QuizBankPackTestSupport
import Testing

@testable import QuizBankImport

/// Inputs held in memory (fetched responses): read like files, never written to disk.
struct ImportInMemoryTests {
  static let page = #"""
    {"page": 2, "total_pages": 37, "results": [
      {"id": 550, "title": "Fight Club", "genre_ids": [18], "vote_average": 8.4, "vote_count": 100}
    ]}
    """#
  static let genres = #"{"genres": [{"id": 18, "name": "Drama"}]}"#

  @Test func readsATMDBPageFromMemoryWithItsGenresAndTotalPages() throws {
    let inputs = [
      try ImportInput(name: "genres.json", data: Data(Self.genres.utf8), maxSize: 1 << 20),
      try ImportInput(name: "page.json", data: Data(Self.page.utf8), maxSize: 1 << 20),
    ]
    let sink = MemoryCatalogue()
    let summary = try Importer.writeCatalogue(
      Importer.plan(inputs, options: ImportOptions(format: .tmdb, listName: "tmdb:popular")),
      to: sink)
    let films = try sink.films()
    #expect(films.map(\.title) == ["Fight Club"])
    #expect(films.first?.genres == ["Drama"])
    #expect(films.first?.rank == 21)
    #expect(summary.totalPages == ["page.json": 37])
  }

  @Test func refusesAnInMemoryInputOverTheSizeLimit() {
    #expect(throws: ImportError.self) {
      try ImportInput(name: "page.json", data: Data(Self.page.utf8), maxSize: 10)
    }
  }

  @Test func namesTheInputAndPositionOfAnInMemorySyntaxError() throws {
    let input = try ImportInput(
      name: "page.json", data: Data(#"{"page": 1, "results": [ }"#.utf8), maxSize: 1 << 20)
    let error = try #require(throws: ImportError.self) {
      try Importer.writeCatalogue(
        Importer.plan([input], options: ImportOptions(format: .tmdb)), to: MemoryCatalogue())
    }
    #expect(error.file == "page.json")
    #expect(error.line == 1 && error.column == 26)
  }

  /// Found by the `xml-import` fuzz target: an XML input held in memory was read
  /// from the file its name names (here a different pack) instead of its bytes.
  @Test func readsAnXMLPackFromItsBytesNotFromTheFileItsNameNames() throws {
    let onDisk = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-in-memory-\(UUID().uuidString).xml")
    try Data(XMLTestSupport.pack(XMLTestSupport.yesNo(id: "on-disk")).utf8).write(to: onDisk)
    defer { try? FileManager.default.removeItem(at: onDisk) }
    let data = Data(XMLTestSupport.pack(XMLTestSupport.yesNo(id: "in-memory")).utf8)
    let input = try ImportInput(name: onDisk.path, data: data, maxSize: 1 << 20)
    let (questions, _) = try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions(format: .xmlPack)))
    #expect(questions.map(\.id) == ["in-memory"])
  }

  @Test func readsMoodleXMLFromMemoryUnderANameNoFileHas() throws {
    let moodle = """
      <?xml version="1.0" encoding="UTF-8"?>
      <quiz>
        <question type="truefalse">
          <name><text>Sky</text></name>
          <questiontext format="html"><text>Is the sky blue?</text></questiontext>
          <answer fraction="100"><text>true</text></answer>
          <answer fraction="0"><text>false</text></answer>
        </question>
      </quiz>
      """
    let input = try ImportInput(
      name: "no-such-folder/moodle.xml", data: Data(moodle.utf8), maxSize: 1 << 20)
    let (questions, _) = try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions(format: .moodleXML)))
    #expect(questions.count == 1)
  }
}
