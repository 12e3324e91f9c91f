import Foundation
import QuizBankJSON
import QuizBankModel
import QuizBankTestSupport
import Testing

struct CatalogueFileTests {
  @Test func filmsRoundTripThroughJSONLines() throws {
    let films = [
      Film(
        id: "tt0111161", source: "imdb", title: "The Shawshank Redemption", year: 1994,
        rating: 9.2, voteCount: 2_619_254, rank: 1, crew: ["Frank Darabont (dir.)"],
        lists: ["imdb:top250"]),
      Film(id: "tt9", source: "imdb", title: "Léon", rating: nil),
    ]
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("films.jsonl")
    try CatalogueFile.write(films, to: url)
    #expect(try CatalogueFile.read(from: url) == films)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[1]
        == #"{"countries":[],"crew":[],"genres":[],"id":"tt9","lists":[],"source":"imdb","title":"Léon"}"#
    )
  }

  /// Films and their lines, written out by hand from the format (RFC 8785:
  /// sorted keys, minimal escapes, ECMAScript numbers), not by the writer.
  static let lines: [(Film, String)] = [
    (
      Film(id: "tt0111161", source: "imdb", title: "The Shawshank Redemption"),
      #"{"countries":[],"crew":[],"genres":[],"id":"tt0111161","lists":[],"source":"imdb","title":"The Shawshank Redemption"}"#
    ),
    (
      Film(
        id: "1", source: "tmdb", title: "Quote \" back\\slash\ttab\nnew \u{1}ctl é 😀 /",
        originalTitle: "Été", year: 2004, releaseDate: "2004-11-18", rating: 6.4, voteCount: 5,
        popularity: 8567.865, rank: 21, rankChange: -2, genres: ["Drama", "Komödie"],
        countries: ["Austria"], overview: "Long\r\ntext\u{8}\u{C}\u{7F}\u{2028}",
        image: "https://x/y.jpg", trailer: "https://www.youtube.com/watch?v=a",
        crew: ["A (dir.)", "B"], runtimeMinutes: 92, lists: ["tmdb:popular", "tmdb:search"]),
      #"{"countries":["Austria"],"crew":["A (dir.)","B"],"genres":["Drama","Komödie"],"id":"1","image":"https://x/y.jpg","lists":["tmdb:popular","tmdb:search"],"originalTitle":"Été","overview":"Long\r\ntext\b\f"#
        + "\u{7F}\u{2028}"
        + #"","popularity":8567.865,"rank":21,"rankChange":-2,"rating":6.4,"releaseDate":"2004-11-18","runtimeMinutes":92,"source":"tmdb","title":"Quote \" back\\slash\ttab\nnew \u0001ctl é 😀 /","trailer":"https://www.youtube.com/watch?v=a","voteCount":5,"year":2004}"#
    ),
    (
      Film(
        id: "x", source: "imdb", title: "Round", rating: 9.0, voteCount: 0, popularity: 1e-7,
        rank: 0),
      #"{"countries":[],"crew":[],"genres":[],"id":"x","lists":[],"popularity":1e-7,"rank":0,"rating":9,"source":"imdb","title":"Round","voteCount":0}"#
    ),
    (
      Film(id: "big", source: "tmdb", title: "B", popularity: 1e21, runtimeMinutes: -1),
      #"{"countries":[],"crew":[],"genres":[],"id":"big","lists":[],"popularity":1e+21,"runtimeMinutes":-1,"source":"tmdb","title":"B"}"#
    ),
  ]

  @Test(arguments: lines.indices)
  func writesTheLineTheFormatSays(_ index: Int) throws {
    let (film, line) = Self.lines[index]
    #expect(CatalogueFile.line(for: film) == line)
    #expect(try CatalogueFile.film(fromLine: line) == film)
  }

  @Test func leavesOutANumberJSONCannotHold() {
    let film = Film(id: "n", source: "tmdb", title: "N", rating: .infinity, popularity: .nan)
    #expect(
      CatalogueFile.line(for: film)
        == #"{"countries":[],"crew":[],"genres":[],"id":"n","lists":[],"source":"tmdb","title":"N"}"#
    )
  }

  @Test func nullsAreAbsentAndUnknownMembersAreSkipped() throws {
    let line =
      #"{"id":"tt2","source":"imdb","title":"T","rating":null,"extra":{"a":[1,2]},"genres":null,"year":1.994e3}"#
    let film = try CatalogueFile.film(fromLine: line)
    #expect(film == Film(id: "tt2", source: "imdb", title: "T", year: 1994))
  }

  @Test func theFieldsAreInCanonicalKeyOrderAndNamedOnce() {
    let names = Film.Field.allCases.map(\.text)
    #expect(names == names.sorted { CanonicalBytes.keyPrecedes($0, $1) })
    #expect(Set(names).count == names.count)
    #expect(Film.Field.inKeyOrder == Film.Field.allCases)
    func number(_ name: String) -> Int {
      Array(name.utf8).withUnsafeBufferPointer { Film.Field.number(name: $0, after: nil) }
    }
    for field in Film.Field.allCases {
      #expect(number(field.text) == field.rawValue)
    }
    #expect(number("ids") == -1)
  }

  /// The reader guesses the member after the last one; the guess must never
  /// decide the answer: every name after every member (or none) is itself,
  /// and names that are not members (a prefix, one byte more or less, a case
  /// changed, longer than any packed key, empty) are none, whatever came before.
  @Test func aMemberIsFoundWhateverCameBeforeIt() {
    let previous: [Film.Field?] = [nil] + Film.Field.allCases
    let strangers = [
      "", "i", "ids", "Id", "titl", "titles", "yeaR", "rankchange", "runtimeMinutess",
      "runtimeMinutesAndMore", "voteCount\u{0}", "countriés",
    ]
    for before in previous {
      for field in Film.Field.allCases {
        let number = Array(field.text.utf8).withUnsafeBufferPointer {
          Film.Field.number(name: $0, after: before)
        }
        #expect(number == field.rawValue, "\(field) after \(String(describing: before))")
      }
      for name in strangers {
        let number = Array(name.utf8).withUnsafeBufferPointer {
          Film.Field.number(name: $0, after: before)
        }
        #expect(number == -1, "\(name) after \(String(describing: before))")
      }
    }
  }

  /// Members in any order (not the writer's), with unknown ones between them,
  /// make the same film as the writer's order.
  @Test func membersInAnyOrderMakeTheSameFilm() throws {
    let written =
      #"{"genres":["Drama"],"id":"tt3","image":"i.jpg","rating":7.5,"source":"imdb","title":"T","year":1999}"#
    let shuffled =
      #"{"year":1999,"zz":1,"title":"T","source":"imdb","rating":7.5,"image":"i.jpg","a":[],"id":"tt3","genres":["Drama"]}"#
    let expected = Film(
      id: "tt3", source: "imdb", title: "T", year: 1999, rating: 7.5, genres: ["Drama"],
      image: "i.jpg")
    #expect(try CatalogueFile.film(fromLine: written) == expected)
    #expect(try CatalogueFile.film(fromLine: shuffled) == expected)
  }

  /// Bad lines, the column of what is wrong, and why.
  static let badLines: [(line: String, column: Int, reason: String)] = [
    ("# films", 1, "expected a JSON value, found '#'"),
    ("[1]", 1, "a film is a JSON object"),
    (#"{"id":"1","source":"x"}"#, 1, "'title' is missing"),
    (#"  {"source":"x","title":"t"}"#, 3, "'id' is missing"),
    (#"{"id":"1","source":"x","title":"t","year":"1990"}"#, 43, "'year' must be a whole number"),
    (#"{"id":"1","source":"x","title":"t","year":1990.5}"#, 43, "'year' must be a whole number"),
    (#"{"id":null,"source":"x","title":"t"}"#, 7, "'id' must be a string"),
    (
      #"{"id":"1","source":"x","title":"t","rating":1e400}"#, 45,
      "'rating' must be a number a double can hold"
    ),
    (#"{"id":"1","source":"x","title":"t","rating":"8"}"#, 45, "'rating' must be a number"),
    (
      #"{"id":"1","source":"x","title":"t","genres":["a",2]}"#, 50,
      "'genres' must be a list of strings"
    ),
    (#"{"id":"1","source":"x","title":"t","crew":"A"}"#, 43, "'crew' must be a list of strings"),
    (
      #"{"id":"1","source":"x","title":"t"} {}"#, 37,
      "unexpected '{' after the JSON value; expected the end of input"
    ),
    (
      #"{"id":"1","source":"x","title":"t""#, 35,
      "unexpected end of input: expected ',' or '}' after object member"
    ),
  ]

  @Test(arguments: badLines.indices)
  func aBadLineNamesItsColumnAndWhatIsWrong(_ index: Int) throws {
    let (line, column, reason) = Self.badLines[index]
    let error = try #require(throws: CatalogueReadError.self) {
      try CatalogueFile.film(fromLine: line, file: "f.jsonl", line: 7)
    }
    #expect(error == CatalogueReadError(file: "f.jsonl", line: 7, column: column, reason: reason))
  }

  /// A member the caller does not keep is checked all the same, without
  /// being made: every bad line gives the same column and reason when only
  /// the required members are kept.
  @Test(arguments: badLines.indices)
  func aBadMemberNotKeptIsReportedAsWhenKept(_ index: Int) throws {
    let (line, column, reason) = Self.badLines[index]
    let reader = JSONReader(bytes: EmptyCollection())
    let error = try #require(throws: CatalogueLineError.self) {
      try Array(line.utf8).withUnsafeBufferPointer {
        try CatalogueLineReader.decode($0, with: reader, keeping: Film.FieldSet([]))
      }
    }
    #expect(error.column == column)
    #expect(error.reason == reason)
  }

  /// Lists of strings the caller skips (empty, escaped, long) are read past
  /// to the members after them; one holding `null` is refused at the `null`.
  @Test func listsNotKeptAreReadPast() throws {
    let line = #"{"crew":[],"lists":["a\"b","\u00e9",null],"id":"1","#
    let good =
      #"{"crew":[],"countries":null,"lists":["a\"b","\u00e9","\#(String(repeating: "x", count: 300))"],"id":"1","source":"s","title":"t","year":1990}"#
    let reader = JSONReader(bytes: EmptyCollection())
    let film = try Array(good.utf8).withUnsafeBufferPointer {
      try CatalogueLineReader.decode(
        $0, with: reader, keeping: Film.FieldSet([.year]))
    }
    #expect(film == Film(id: "1", source: "s", title: "t", year: 1990))
    let error = try #require(throws: CatalogueLineError.self) {
      try Array(line.utf8).withUnsafeBufferPointer {
        try CatalogueLineReader.decode($0, with: reader, keeping: Film.FieldSet([]))
      }
    }
    #expect(error.reason == "'lists' must be a list of strings")
    #expect(error.column == 37)  // the `null`
  }

  @Test func aBadLineInAFileIsReportedWithItsLineAndColumn() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bad.jsonl")
    try Data("{\"id\":\"a\",\"source\":\"imdb\",\"title\":\"A\"}\n\n{\"id\":1}\n".utf8).write(
      to: url)
    var read = 0
    let error = try #require(throws: CatalogueReadError.self) {
      try CatalogueFile.forEachFilm(in: url) { _ in read += 1 }
    }
    #expect(read == 1)
    #expect(
      "\(error)"
        == "\(url.path):3:7: error: not a catalogue film: 'id' must be a string; each line of a catalogue is one film object, as qbank import and qbank fetch write them"
    )
  }

  /// A regular file is mapped and read where it lies, a pipe is read in
  /// chunks: the same films from both, past the point where the mapped
  /// reader lets pages go (8 MiB), with blank lines, CRLF line ends and a
  /// last line without a newline; and a bad line named by its number either way.
  @Test func aMappedFileAndAPipeGiveTheSameFilms() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let expected = (0..<40_000).map { k in
      Film(
        id: "tt\(k)", source: "imdb",
        title: "Film \(k) — é \(String(repeating: "x", count: k % 300))",
        year: 1900 + k % 120, rating: Double(k % 100) / 10)
    }
    let file = folder.appendingPathComponent("films.jsonl")
    try CatalogueFile.write(expected, to: file)
    var text = ""
    for (k, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      .enumerated()
    {
      if k % 997 == 3 { text += "\n  \n" }
      text += line + (k % 1000 == 7 ? "\r\n" : "\n")
    }
    text.removeLast()  // no newline after the last line
    let bytes = Array(text.utf8)
    #expect(bytes.count > 9 << 20)
    try Data(bytes).write(to: file)
    #expect(try CatalogueFile.read(from: file) == expected)
    #expect(try Self.readThroughPipe(bytes, in: folder) == expected)

    // A bad line after all of them: its number counts the blank lines too.
    let badLine = bytes.filter { $0 == 0x0A }.count + 2
    let bad = bytes + Array("\n{\"id\":1}\n".utf8)
    try Data(bad).write(to: file)
    let mapped = try #require(throws: CatalogueReadError.self) {
      try CatalogueFile.read(from: file)
    }
    let piped = try #require(throws: CatalogueReadError.self) {
      try Self.readThroughPipe(bad, in: folder)
    }
    #expect(mapped.file == file.path)
    for error in [mapped, piped] {
      #expect(error.line == badLine)
      #expect(error.column == 7)
      #expect(error.reason.contains("'id' must be a string"), "\(error.reason)")
    }
    #expect(piped.reason == mapped.reason)
  }

  static func readThroughPipe(_ bytes: [UInt8], in folder: URL) throws -> [Film] {
    let pipe = folder.appendingPathComponent("pipe-\(UUID().uuidString).jsonl")
    try feedThroughFIFO(bytes, at: pipe)
    return try CatalogueFile.read(from: pipe)
  }
}
