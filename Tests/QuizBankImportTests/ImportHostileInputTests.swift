import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Inputs meant to break the importer: each must fail cleanly with a precise error.
struct ImportHostileInputTests {
  @Test func aHostileFileNameAndServerMessageReachTheTerminalEscaped() throws {
    // The name carries an OSC title and a bidi override; the IMDb errorMessage
    // decodes to ESC ] 0 ; t BEL and U+202E, quoted by the error message.
    let path = try temporaryFile(
      #"{"items": [], "errorMessage": "bad \u001b]0;t\u0007 key \u202e!"}"#,
      name: "imdb\u{1B}]0;t\u{07}\u{202E}.json")
    let run = try runQbank(["import", path])
    #expect(run.status == 65)
    let shown = path.replacingOccurrences(
      of: "\u{1B}]0;t\u{07}\u{202E}", with: #"\e]0;t\u{7}\u{202E}"#)
    #expect(
      run.stderr
        == shown + #":1:31: error: the IMDb API refused the request: bad \e]0;t\u{7} key \u{202E}!"#
        + "\n" + #"{"items": [], "errorMessage": "bad \u001b]0;t\u0007 key \u202e!"}"# + "\n"
        + String(repeating: " ", count: 30) + "^\n"
        + "hint: fix the request (API key, quota, title id) and fetch the list again\n")
    #expect(!run.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
  }

  @Test func reportsATruncatedFileWhereItEnds() throws {
    let path = try temporaryFile(
      "{\n  \"items\": [\n    {\"id\": \"tt1\", \"title\": \"A\"},\n    {\"id\": \"tt2\", \"tit")
    let error = try importError([path])
    #expect(error.kind == .malformed)
    #expect(
      error.description
        == "\(path):4:23: error: unexpected end of input inside the string that starts at 4:19\nhint: the file ends too early: it looks truncated; fetch or copy it again"
    )
  }

  @Test func refusesInvalidUTF8WithTheByte() throws {
    let path = try temporaryFile(
      Array(#"{"items": [{"id": "tt1", "title": "Caf"#.utf8) + [0xE9] + Array(#""}]}"#.utf8))
    let error = try importError([path])
    #expect(error.line == 1 && error.column == 39)
    #expect(error.message == "invalid UTF-8 (byte 0xE9) in a string; save the file as UTF-8")
    #expect(error.hint?.contains("iconv -f latin1 -t utf-8") == true)
  }

  @Test func stopsTenThousandDeepNestingWithoutCrashing() throws {
    let deep =
      "{\"items\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
      + "}"
    let path = try temporaryFile(deep)
    let error = try importError([path])
    #expect(error.line == 1 && error.column == 522)
    #expect(
      error.message
        == "arrays and objects nest deeper than 512 levels; flatten the data or raise the depth limit"
    )
    let objects = try temporaryFile(String(repeating: "{\"a\": ", count: 10_000), name: "deep.json")
    #expect(try importError([objects], options: ImportOptions(format: .tmdb)).column == 3073)
  }

  @Test func refusesAFileOverTheSizeLimitBeforeReadingIt() throws {
    let path = try temporaryFile("{\"items\": []}" + String(repeating: " ", count: 2000))
    let error = try importError([path], options: ImportOptions(maxSize: 1024))
    #expect(
      error.description
        == "\(path): error: the input is 2.0 KiB, over the 1.0 KiB size limit\nhint: raise the limit with --max-size BYTES (e.g. --max-size 2G) if the file is trusted"
    )
  }

  @Test func refusesUTF16WithAHowTo() throws {
    let path = try temporaryFile([0xFF, 0xFE] + Array("{}".utf16).flatMap { [UInt8($0), 0] })
    let error = try importError([path], options: ImportOptions(format: .imdb))
    #expect(
      error.description.hasPrefix("\(path):1:1: error: expected a JSON value, found byte 0xFF"))
    #expect(error.hint?.contains("iconv -f utf-16 -t utf-8") == true)
  }

  @Test func readsABOMAndCRLFLineEnds() throws {
    let text =
      "\u{FEFF}{\r\n  \"items\": [\r\n    {\"id\": \"tt1\", \"title\": \"A\", \"imDbRating\": \"x\"}\r\n  ]\r\n}\r\n"
    let path = try temporaryFile(text)
    let (films, summary) = try importFilms([path])
    #expect(films.map(\.id) == ["tt1"])
    #expect(
      summary.issues.first?.description
        == "\(path):3:47: warning: item 1: \"imDbRating\" \"x\" is not a rating from 0 to 10; left out"
    )
  }

  @Test func aWarningQuotingHostileDataReachesTheTerminalEscaped() throws {
    let text =
      "{\"items\": [{\"id\": \"tt1\", \"title\": \"A\", \"imDbRating\": \"\\u001b]52;c;eA==\\u0007\\u202e\\b\"}]}"
    let path = try temporaryFile(text)
    let run = try runQbank(["import", path, "--from", "imdb", "-o", path + ".jsonl"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "warning: item 1: \"imDbRating\" \"\\e]52;c;eA==\\u{7}\\u{202E}\\u{8}\" is not a rating from 0 to 10; left out"
      ),
      "\(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test func namesTheMissingFileAndWhatToDo() throws {
    let error = try importError(["/nonexistent/films.json"])
    #expect(error.kind == .missing)
    #expect(
      error.description
        == "/nonexistent/films.json: error: cannot open the file: No such file or directory\nhint: check the path"
    )
  }

  @Test func refusesAFileItCannotRecognise() throws {
    let path = try temporaryFile(#"{"something": "else"}"#)
    let error = try importError([path])
    #expect(error.kind == .usage)
    #expect(
      error.description
        == "\(path): error: cannot tell what format this file is in\nhint: name it with --from FORMAT (one of: imdb, tmdb, opentdb, xml-pack, moodle-xml, qti, canvas-qti, gift, aiken)"
    )
  }

  @Test func refusesFilmsMixedWithQuestions() throws {
    let films = try temporaryFile(#"{"items": []}"#)
    let quiz = try temporaryFile(#"{"response_code": 0, "results": []}"#)
    let error = try #require(throws: ImportError.self) {
      _ = try Importer.plan([films, quiz], options: ImportOptions())
    }
    #expect(error.kind == .usage)
    #expect(error.message.contains("one holds films, the other questions"))
  }

  @Test func discardsTheCatalogueWhenAnInputFails() throws {
    let good = try temporaryFile(#"{"items": [{"id": "tt1", "title": "A"}]}"#)
    let bad = try temporaryFile(#"{"items": [{"id": "tt2", "title": "B"}"#)
    let sink = MemoryCatalogue()
    #expect(throws: ImportError.self) {
      _ = try Importer.writeCatalogue(
        Importer.plan([good, bad], options: ImportOptions()), to: sink)
    }
    #expect(sink.discarded)
    #expect(!sink.committed)
  }
}
