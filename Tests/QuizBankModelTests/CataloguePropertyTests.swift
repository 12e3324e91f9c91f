import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// The catalogue's reader and writer agree at scale: thousands of random valid
/// catalogues (``CatalogueGenerator``) read as the generator meant, and read →
/// write → read is the identity with canonical bytes.
struct CataloguePropertyTests {
  static let catalogues = 2000
  static let seed: UInt64 = 20_261_124

  /// Writes the generated catalogues under `folder/in` and, read and written
  /// again by the catalogue writer, under `folder/out`; calls `check` with each
  /// one's films as meant, as read, and as read again from what was written.
  /// (The files are written without `fsync`: ``CatalogueFile/write(_:to:)``'s
  /// atomic file is tested on its own.)
  private func roundTrip(
    in folder: URL,
    _ check: (_ index: Int, _ expected: [Film], _ read: [Film], _ again: [Film])
      throws -> Void
  ) throws {
    let input = folder.appendingPathComponent("in")
    let output = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var generator = CatalogueGenerator(seed: Self.seed)
    for index in 0..<Self.catalogues {
      let (text, expected) = generator.catalogue()
      let source = input.appendingPathComponent("\(index).jsonl")
      try Data(text.utf8).write(to: source)
      let read = try CatalogueFile.read(from: source)
      let sink = MemoryCatalogue()
      let writer = CatalogueWriter(sink: sink)
      for film in read { try writer.write(film) }
      try writer.finish()
      let written = output.appendingPathComponent("\(index).jsonl")
      try Data(sink.bytes).write(to: written)
      try check(index, expected, read, try CatalogueFile.read(from: written))
    }
  }

  @Test func randomCataloguesReadAsMeantAndSurviveWriteThenRead() throws {
    let folder = try TestPaths.temporaryDirectory("catalogue-property")
    defer { try? FileManager.default.removeItem(at: folder) }
    var failures = 0
    var films = 0
    try roundTrip(in: folder) { index, expected, read, again in
      films += expected.count
      guard failures < 5 else { return }
      if read != expected || again != read { failures += 1 }
      #expect(read == expected, "catalogue \(index): read as the generator meant")
      #expect(again == read, "catalogue \(index): read → write → read")
      let bytes = try Data(contentsOf: folder.appendingPathComponent("out/\(index).jsonl"))
      let rewritten = again.map { CatalogueFile.line(for: $0) + "\n" }.joined()
      #expect(bytes == Data(rewritten.utf8), "catalogue \(index): the same bytes written twice")
    }
    #expect(failures == 0)
    #expect(films > Self.catalogues * 3)
  }

  @Test(.requires(.python))
  func everyWrittenLineIsCanonicalByAnIndependentJCS() throws {
    let folder = try TestPaths.temporaryDirectory("catalogue-jcs")
    defer { try? FileManager.default.removeItem(at: folder) }
    var lines = 0
    try roundTrip(in: folder) { _, _, read, _ in lines += read.count }
    let result = try runPython([
      IndependentJCS.script.path, "lines", folder.appendingPathComponent("out").path,
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("lines: \(lines) of \(lines) canonical\n"), "\(result.output)")
  }

  @Test func theGeneratorCoversEveryFieldEscapeAndNumberForm() throws {
    // The property holds only if the generator reaches what it claims to.
    var generator = CatalogueGenerator(seed: Self.seed)
    var text: [UInt8] = []
    var films: [Film] = []
    for _ in 0..<Self.catalogues {
      let (catalogue, some) = generator.catalogue()
      text += Array(catalogue.utf8)
      films += some
    }
    func contains(_ part: String) -> Bool {
      let part = Array(part.utf8)
      var start = 0
      while start + part.count <= text.count {
        if text[start] == part[0], text[start..<start + part.count].elementsEqual(part) {
          return true
        }
        start += 1
      }
      return false
    }
    for escape in [
      #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u00"#, #"\uD8"#, #"\ud8"#,
    ] {
      #expect(contains(escape), "no \(escape) escape")
    }
    for form in ["e+", "E-", ".0,", "null", "\r\n", "\"extra\""] {
      #expect(contains(form), "no \(form)")
    }
    #expect(films.contains { $0.title.unicodeScalars.contains { $0.value > 0xFFFF } })
    #expect(films.contains { $0.rating == nil } && films.contains { $0.rating != nil })
    #expect(films.contains { $0.year == nil } && films.contains { $0.year != nil })
    #expect(films.contains { $0.genres.isEmpty } && films.contains { $0.genres.count > 1 })
    #expect(films.contains { ($0.popularity ?? 0) > 1e21 })
    #expect(films.contains { ($0.popularity ?? 1).magnitude < 1e-6 && $0.popularity != 0 })
  }
}
