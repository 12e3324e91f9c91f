import QuizBankJSON
import QuizBankModel

/// The formats `qbank import` reads, how each is recognised, and which reader
/// handles it. Detection and dispatch for every format live in this one file.
///
/// To add a format: a case, a line in ``detect(prefix:)``, its reader in
/// ``readFilms(from:into:)`` (catalogue formats) or ``readQuestions(from:into:)``
/// (quiz formats), and ``producesQuestions``.
public enum ImportFormat: String, Sendable, CaseIterable, Codable {
  /// imdb-api.com JSON: `Top250Movies`, `MostPopularMovies`, `Title`.
  case imdb
  /// TMDB v3 JSON: paged movie lists, movie details, genre lists.
  case tmdb
  /// Open Trivia DB `api.php` responses (any `encode`), and dumps of their results.
  case opentdb
  /// QuizBank XML quiz packs (`schemas/quizpack-v1.xsd`).
  case xmlPack = "xml-pack"
  /// Moodle XML question exports.
  case moodleXML = "moodle-xml"
  /// IMS QTI 2.1: an `assessmentItem` file, a folder of them, or a content package (zip).
  case qti
  /// Canvas classic quizzes and other QTI 1.2 `questestinterop` files.
  case canvasQTI = "canvas-qti"
  /// Moodle's GIFT text format.
  case gift
  /// Moodle's Aiken text format (single-answer multiple choice).
  case aiken

  /// Whether the format holds quiz questions (a bundle) rather than films (a catalogue).
  public var producesQuestions: Bool {
    switch self {
    case .imdb, .tmdb: false
    case .opentdb, .xmlPack, .moodleXML, .qti, .canvasQTI, .gift, .aiken: true
    }
  }

  /// The name people read in messages.
  public var displayName: String {
    switch self {
    case .imdb: "IMDb API JSON"
    case .tmdb: "TMDB JSON"
    case .opentdb: "Open Trivia DB JSON"
    case .xmlPack: "XML quiz pack"
    case .moodleXML: "Moodle XML"
    case .qti: "IMS QTI 2.1"
    case .canvasQTI: "Canvas QTI 1.2"
    case .gift: "GIFT"
    case .aiken: "Aiken"
    }
  }

  /// Whether the format reads a folder as one input (QTI items, an unzipped package).
  public var readsFolders: Bool { self == .qti }

  /// Recognises a format from the first bytes of an input (up to 64 KiB),
  /// or `nil` when it cannot tell.
  public static func detect(prefix: some Collection<UInt8>) -> ImportFormat? {
    let sniff = FormatSniffer(prefix)
    switch sniff.firstByte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if sniff.hasKey("response_code") { return .opentdb }
      // A saved dump of results: no response_code, but the results' own members.
      if sniff.hasKey("correct_answer") && sniff.hasKey("incorrect_answers") { return .opentdb }
      if sniff.hasAnyKey("poster_path", "vote_average", "total_pages", "original_title") {
        return .tmdb
      }
      if sniff.hasAnyKey("production_countries", "genre_ids") { return .tmdb }
      if sniff.hasKey("page") && sniff.hasKey("results") { return .tmdb }
      if sniff.hasAnyKey("items", "imDbRating", "errorMessage", "fullTitle", "runtimeMins") {
        return .imdb
      }
      if sniff.hasKey("genres") { return .tmdb }
      return GIFTReader.detect(prefix: sniff.bytes) ? .gift : nil
    case UInt8(ascii: "<"):
      return QTIImport.detect(prefix: sniff.bytes) ?? XMLImport.detect(prefix: sniff.bytes)
    case QTIFiles.zipSignature[0] where sniff.bytes.starts(with: QTIFiles.zipSignature):
      return .qti
    default:
      if AikenReader.detect(prefix: sniff.bytes) { return .aiken }
      return GIFTReader.detect(prefix: sniff.bytes) ? .gift : nil
    }
  }

  /// Reads the films of a catalogue-format input.
  func readFilms(from input: ImportInput, into collector: FilmCollector) throws {
    switch self {
    case .imdb: try IMDbReader(input: input, collector: collector).read()
    case .tmdb: try TMDBReader(input: input, collector: collector).read()
    case .opentdb, .xmlPack, .moodleXML, .qti, .canvasQTI, .gift, .aiken:
      throw ImportError(
        .usage, file: input.name, message: "\(displayName) holds questions, not films")
    }
  }

  /// Reads the questions of a quiz-format input.
  func readQuestions(from input: ImportInput, into summary: inout ImportSummary) throws
    -> [Question]
  {
    switch self {
    case .opentdb: try OpenTDBReader(input: input).read(into: &summary)
    case .xmlPack: try XMLImport.readPack(input, into: &summary).questions
    case .moodleXML: try XMLImport.readMoodle(input, into: &summary)
    case .qti: try QTIImport.readQTI(input, into: &summary)
    case .canvasQTI: try QTIImport.readCanvas(input, into: &summary)
    case .gift: try GIFTReader(input: input).read(into: &summary)
    case .aiken: try AikenReader(input: input).read(into: &summary)
    case .imdb, .tmdb:
      throw ImportError(
        .usage, file: input.name, message: "\(displayName) holds films, not questions")
    }
  }
}

/// Cheap looks at the start of an input: the first significant byte and
/// whether a `"key"` occurs followed by a colon.
struct FormatSniffer {
  let bytes: [UInt8]

  init(_ prefix: some Collection<UInt8>) {
    var bytes = Array(prefix)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // UTF-16 with a byte order mark: sniffed as its UTF-8 text. XML packs
      // and Moodle files in UTF-16 then import as they validate (libxml2 reads
      // them); JSON in UTF-16 is refused by the JSON reader with a how-to, as
      // `validate` and `play` refuse it: one rule everywhere (issue 17, Low 14).
      let little = bytes[0] == 0xFF
      let units = stride(from: 2, to: bytes.count - 1, by: 2).map { i in
        little
          ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8
          : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
      }
      bytes = Array(String(decoding: units, as: UTF16.self).utf8)
    }
    self.bytes = bytes
  }

  /// The first byte that is not JSON whitespace.
  var firstByte: UInt8? {
    bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }

  /// Whether `"key"` followed by optional whitespace and `:` occurs.
  func hasKey(_ key: String) -> Bool {
    let needle = Array("\"\(key)\"".utf8)
    var start = 0
    while let found = firstIndex(of: needle, from: start) {
      var next = found + needle.count
      while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
      if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
      start = found + 1
    }
    return false
  }

  func hasAnyKey(_ keys: String...) -> Bool { keys.contains(where: hasKey) }

  /// The integer value of the first `"key": 123`, if any.
  func integer(after key: String) -> Int? {
    let needle = Array("\"\(key)\"".utf8)
    guard let found = firstIndex(of: needle, from: 0) else { return nil }
    var index = found + needle.count
    var digits = ""
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits.append(Character(Unicode.Scalar(byte)))
      } else if !digits.isEmpty || ![0x20, 0x09, 0x0A, 0x0D, 0x3A].contains(byte) {
        break
      }
      index += 1
    }
    return Int(digits)
  }

  private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
    guard needle.count <= bytes.count else { return nil }
    var index = start
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }
}
