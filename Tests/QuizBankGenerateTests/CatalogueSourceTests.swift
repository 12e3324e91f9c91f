import Foundation
import QuizBankModel
import Testing

@testable import QuizBankGenerate

/// The generator's catalogue source: the catalogue's one reader (QuizBankModel),
/// read ahead on a second thread.
struct CatalogueSourceTests {
  /// A catalogue of `count` films with a line that is not a film at line `bad`, if given.
  private func catalogue(_ count: Int, badLine bad: Int? = nil) throws -> (URL, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("films.jsonl")
    try CatalogueFile.write(Films.films(0..<count), to: url)
    if let bad {
      var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
      lines.insert(#"{"id":"x","title":"no source"}"#, at: bad - 1)
      try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }
    return (folder, url)
  }

  @Test func readingAheadGivesTheFilmsInOrder() throws {
    // Several batches and more than the queue holds, so the decoder waits on it.
    let count = CatalogueReadAhead.batchSize * (CatalogueReadAhead.queueLimit + 2) + 7
    let (folder, url) = try catalogue(count)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read: [Film] = []
    try CatalogueSource(url: url).forEachFilm { read.append($0) }
    #expect(read == Films.films(0..<count))
  }

  @Test func readingAheadThrowsABadLineAfterTheFilmsBeforeIt() throws {
    let bad = CatalogueReadAhead.batchSize + 10
    let (folder, url) = try catalogue(CatalogueReadAhead.batchSize * 3, badLine: bad)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read = 0
    #expect(
      throws: CatalogueReadError(
        file: url.path, line: bad, column: 1, reason: "'source' is missing")
    ) {
      try CatalogueSource(url: url).forEachFilm { _ in read += 1 }
    }
    #expect(read == bad - 1)
  }

  @Test func anErrorFromTheConsumerStopsTheReading() throws {
    struct Enough: Error {}
    let (folder, url) = try catalogue(CatalogueReadAhead.batchSize * 20)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read = 0
    #expect(throws: Enough.self) {
      try CatalogueSource(url: url).forEachFilm { _ in
        read += 1
        if read == 3 { throw Enough() }
      }
    }
    #expect(read == 3)
  }

  @Test func aCatalogueSmallerThanABatchIsReadWhole() throws {
    let (folder, url) = try catalogue(5)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read: [Film] = []
    try CatalogueSource(url: url).forEachFilm { read.append($0) }
    #expect(read == Films.films(0..<5))
  }

  @Test func anErrorFromTheConsumerInALaterBatchLeavesTheFilmsBeforeItInOrder() throws {
    struct Enough: Error {}
    let stop = CatalogueReadAhead.batchSize * 2 + 100
    let (folder, url) = try catalogue(CatalogueReadAhead.batchSize * 4)
    defer { try? FileManager.default.removeItem(at: folder) }
    var read: [Film] = []
    #expect(throws: Enough.self) {
      try CatalogueSource(url: url).forEachFilm { film in
        read.append(film)
        if read.count == stop { throw Enough() }
      }
    }
    #expect(read == Films.films(0..<stop))
  }

  /// A value that counts its instances alive, to see each lent once and destroyed once.
  private final class Tracked {
    static let alive = Locked(0)
    let n: Int
    init(_ n: Int) {
      self.n = n
      Self.alive.withLock { $0 += 1 }
    }
    deinit { Self.alive.withLock { $0 -= 1 } }
  }

  /// Lending moves each element out of the batch: `body` sees every element
  /// once, in order; when it throws, the rest stay in the batch; every element
  /// is destroyed exactly once, whether lent or left.
  @Test func lendingHandsOverEachElementOnceAndDestroysEachOnce() throws {
    struct Enough: Error {}
    do {
      var batch: [Tracked?] = (0..<10).map { Tracked($0) }
      var seen: [Int] = []
      CatalogueReadAhead.lend(&batch) { seen.append($0.n) }
      #expect(seen == Array(0..<10))
      #expect(batch.allSatisfy { $0 == nil })
      #expect(Tracked.alive.withLock { $0 } == 0)

      batch = (0..<10).map { Tracked($0) }
      seen = []
      #expect(throws: Enough.self) {
        try CatalogueReadAhead.lend(&batch) { element in
          seen.append(element.n)
          if element.n == 3 { throw Enough() }
        }
      }
      #expect(seen == [0, 1, 2, 3])
      #expect(Tracked.alive.withLock { $0 } == 6)
      #expect(batch.map { $0?.n } == [nil, nil, nil, nil, 4, 5, 6, 7, 8, 9])
    }
    #expect(Tracked.alive.withLock { $0 } == 0)
  }

  @Test func theGeneratorsMembersAreKeptAndTheOthersCheckedButLeftEmpty() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    var full = Films.film(7)
    full.crew = ["A Long Director Name (dir.)", "B"]
    full.overview = "An overview long enough to be more than a small string."
    full.countries = ["France"]
    full.rank = 3
    full.originalTitle = "Original"
    try CatalogueFile.write([full], to: url)
    var read: [Film] = []
    try CatalogueSource(url: url).forEachFilm { read.append($0) }
    #expect(read == [Films.film(7)])
  }

  /// A member the generator does not keep is still checked: the line is as bad
  /// as for the catalogue's reader, with the same error.
  @Test(arguments: [
    #","crew":[1]}"#, #","crew":"x"}"#, #","overview":5}"#, #","countries":{}}"#,
    #","rank":"1"}"#, #","crew":["a","b",null]}"#,
  ])
  func aMemberNotKeptIsStillChecked(_ tail: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    let line = #"{"id":"tt1","source":"imdb","title":"T""# + tail
    try (line + "\n").write(to: url, atomically: true, encoding: .utf8)
    var full: CatalogueReadError?
    do { _ = try CatalogueFile.read(from: url) } catch let error as CatalogueReadError {
      full = error
    }
    let expected = try #require(full)
    #expect(expected.reason.contains("must be"))
    #expect(throws: expected) { try CatalogueSource(url: url).forEachFilm { _ in } }
  }

  /// A line without a title, or with a title or image that is not a string, is
  /// as bad for the generator's one read as for the catalogue's reader, with
  /// the same error, after the films before it.
  @Test(arguments: [
    #"{"id":"tt1","source":"imdb"}"#, #"{"id":"tt1","source":"imdb","title":5}"#,
    #"{"id":"tt1","source":"imdb","title":null}"#,
    #"{"id":"tt1","source":"imdb","title":"T","image":["x"]}"#,
  ])
  func theGeneratorsReadChecksTitleAndImage(_ line: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("qbank-lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    try (#"{"id":"tt0","source":"imdb","title":"Good"}"# + "\n" + line + "\n").write(
      to: url, atomically: true, encoding: .utf8)
    var full: CatalogueReadError?
    do { _ = try CatalogueFile.read(from: url) } catch let error as CatalogueReadError {
      full = error
    }
    let expected = try #require(full)
    #expect(expected.line == 2)
    #expect(expected.reason.contains("title") || expected.reason.contains("image"))
    var read = 0
    #expect(throws: expected) { try CatalogueSource(url: url).forEachFilm { _ in read += 1 } }
    #expect(read == 1)
  }
}
