import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Imports fixture or temporary files into a catalogue in memory.
func importFilms(_ paths: [String], options: ImportOptions = ImportOptions()) throws -> (
  films: [Film], summary: ImportSummary
) {
  let sink = MemoryCatalogue()
  let summary = try Importer.writeCatalogue(Importer.plan(paths, options: options), to: sink)
  #expect(sink.committed)
  return (try sink.films(), summary)
}

/// Imports quiz files into questions.
func importQuestions(_ paths: [String], options: ImportOptions = ImportOptions()) throws -> (
  questions: [Question], summary: ImportSummary
) {
  try Importer.readQuestions(Importer.plan(paths, options: options))
}

/// The path of a fixture file.
func fixture(_ relative: String) -> String { TestPaths.fixture(relative).path }

/// A fixture file read by Foundation, to count what the importer should find.
func foundationJSON(_ relative: String) throws -> [String: Any] {
  let data = try Data(contentsOf: TestPaths.fixture(relative))
  return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
}

/// Writes `bytes` to a new temporary file and returns its path.
func temporaryFile(_ bytes: [UInt8], name: String = "input.json") throws -> String {
  let folder = try TestPaths.temporaryDirectory("import")
  let url = folder.appendingPathComponent(name)
  try Data(bytes).write(to: url)
  return url.path
}

func temporaryFile(_ text: String, name: String = "input.json") throws -> String {
  try temporaryFile(Array(text.utf8), name: name)
}

/// The import error thrown by importing `paths` as a catalogue.
func importError(_ paths: [String], options: ImportOptions = ImportOptions()) throws -> ImportError
{
  try #require(throws: ImportError.self) { _ = try importFilms(paths, options: options) }
}
