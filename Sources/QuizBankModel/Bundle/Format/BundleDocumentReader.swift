import Foundation
import QuizBankJSON

/// Reads a bundle in one streaming pass: the bundle's own members as
/// small positioned trees, the questions one at a time, each decoded into the
/// model, handed on and dropped. Memory stays near the size of one question,
/// not of the file.
package struct BundleDocumentReader {
  /// What one pass found.
  package enum Outcome {
    /// The file is a bundle. `header` (its members but the questions) is set
    /// when the structure let the whole model be built, questions included;
    /// `formatVersion` is its `formatVersion` when that is an integer.
    case bundle(header: QuizBundle?, structure: [Diagnostic], formatVersion: Int?)
    /// Well-formed JSON that is not a QuizBank bundle.
    case notABundle(String, JSONPosition)
    /// A bundle of an older format version this build reads by migrating it.
    case olderFormat(Int)
  }

  package let file: String

  package init(file: String) { self.file = file }

  /// Reads the document `reader` delivers, calling `questionsBegin` with the
  /// bundle's members read so far when its questions begin (again if a second
  /// `questions` member follows: the last one counts), and `question`
  /// with each question decoded (and its index). Throws the reader's syntax
  /// and I/O errors.
  package func read(
    _ reader: JSONReader, questionsBegin: ([JSONMember]) -> Void = { _ in },
    question: (Question, Int) -> Void
  ) throws -> Outcome {
    var decoder = StructureDecoder(file: file)
    guard let first = try reader.next() else {
      return .notABundle(Self.notAnObject("nothing"), reader.position)
    }
    let rootPosition = reader.position
    guard case .startObject = first else {
      let kind =
        switch first {
        case .startArray: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        default: "null"
        }
      return .notABundle(Self.notAnObject(kind), rootPosition)
    }
    var headerMembers: [JSONMember] = []
    var questionsSeen = false
    while case .key(let key)? = try reader.next() {
      let keyPosition = reader.position
      guard key == "questions" else {
        guard let node = try JSONNode.read(from: reader) else { break }
        headerMembers.append(JSONMember(key: key, keyPosition: keyPosition, value: node))
        continue
      }
      if questionsSeen {
        decoder.report(
          StructureProblem.duplicateMember, at: keyPosition, pointer: "/questions",
          StructureDecoder.duplicateMember("questions", in: "the bundle"))
      } else {
        // Stand-in so the header's member walk sees `questions` present (once).
        headerMembers.append(
          JSONMember(
            key: key, keyPosition: keyPosition, value: JSONNode(.array([]), at: keyPosition)))
      }
      questionsSeen = true
      guard let start = try reader.next() else { break }
      let startPosition = reader.position
      guard case .startArray = start else {
        let node = try Self.finish(start, at: startPosition, reader: reader)
        decoder.at("questions") { $0.wrongType(node, expected: "an array of questions") }
        continue
      }
      questionsBegin(headerMembers)
      var index = 0
      while let event = try reader.next() {
        if case .endArray = event { break }
        let position = reader.position
        let decoded = try decoder.at("questions") { d in
          try d.at(index) { try $0.question(reader, first: event, at: position) }
        }
        if let decoded { question(decoded, index) }
        index += 1
      }
    }
    _ = try reader.next()  // the end of input: anything after the object is an error
    let root = JSONNode(.object(headerMembers), at: rootPosition)
    switch root["format"]?.value {
    case .string(QuizBundle.formatMarker): break
    case .string(let other):
      return .notABundle(Self.otherFormat(other), root["format"]?.position ?? rootPosition)
    default:
      return .notABundle(Self.noMarker, rootPosition)
    }
    if let version = root["formatVersion"]?.int, version < QuizBundle.currentFormatVersion,
      BundleReader.readableFormatVersions.contains(version)
    {
      return .olderFormat(version)
    }
    let formatVersion = root["formatVersion"]?.int
    guard let header = decoder.header(root), decoder.isComplete else {
      return .bundle(header: nil, structure: decoder.findings, formatVersion: formatVersion)
    }
    return .bundle(header: header, structure: decoder.findings, formatVersion: formatVersion)
  }

  /// The node for a value whose first event was already read.
  private static func finish(_ event: JSONEvent, at position: JSONPosition, reader: JSONReader)
    throws -> JSONNode
  {
    switch event {
    case .startObject:
      try reader.skipRestOfContainer()
      return JSONNode(.object([]), at: position)
    case .startArray:
      try reader.skipRestOfContainer()
      return JSONNode(.array([]), at: position)
    case .string(let s): return JSONNode(.string(s), at: position)
    case .number(let n): return JSONNode(.number(n), at: position)
    case .bool(let b): return JSONNode(.bool(b), at: position)
    default: return JSONNode(.null, at: position)
    }
  }
}

extension BundleDocumentReader {
  static func notAnObject(_ kind: String) -> String {
    "not a QuizBank bundle: the document is \(kind), not an object"
  }

  static func otherFormat(_ format: String) -> String {
    "not a QuizBank bundle: \"format\" is \"\(format)\", not \"\(QuizBundle.formatMarker)\""
  }

  static let noMarker =
    "not a QuizBank bundle: it has no \"format\": \"\(QuizBundle.formatMarker)\" member"
}

/// Reads one question from its own bytes (a range ``BundleQuestionSplitter``
/// found), with a reader of its own, so questions can be read on several
/// threads. The same decoding as ``BundleDocumentReader`` uses, but it only
/// answers whether the question is clean: a syntax error or any structure
/// finding gives `nil`, and the caller reads the file the ordinary way, which
/// reports it at its line and column.
package struct QuestionBytesDecoder {
  private let reader = JSONReader(bytes: [UInt8]())
  private var decoder: StructureDecoder

  package init(file: String) {
    decoder = StructureDecoder(file: file)
    // Only whether a question has a finding counts here (the caller reads it
    // again the ordinary way when it has), so no finding needs its pointer.
    decoder.tracksPath = false
    // Questions of a generated bundle repeat their choices and prompts.
    decoder.memos = QuestionMemos()
  }

  /// Reads question `index` from `raw` (one JSON object and nothing else)
  /// and hands it to `body`, lent (it stays in the decoder: moving it out
  /// through each caller's result copied its couple of hundred bytes several
  /// times, 2 % of a validation), with its compact bytes when it has them;
  /// `nil` when the bytes are not a question read without any finding.
  ///
  /// With a `compaction`, the whitespace between its tokens is taken out
  /// first, straight into the reader's buffer, so the reader meets no
  /// whitespace and the bytes are copied once; those compact bytes are the
  /// canonical writer's (valid during the call). Without one, or when it
  /// finds the question spelled otherwise than the writer spells it, the
  /// question is read from `raw` as it is, and `body` gets no compact bytes.
  package mutating func decode<Result>(
    _ raw: UnsafeBufferPointer<UInt8>, compactingWith compaction: CanonicalCompaction?,
    at index: Int,
    _ body: (borrowing Question, _ compact: UnsafeBufferPointer<UInt8>?) throws -> Result
  ) rethrows -> Result? {
    if let compaction,
      reader.reset(capacity: raw.count, filling: { compaction.question(raw, into: $0) }),
      read(at: index)
    {
      return try body(decoder.pending, reader.bytesInMemory)
    }
    reader.reset(bytes: raw)
    guard read(at: index) else { return nil }
    return try body(decoder.pending, nil)
  }

  /// Reads the question the reader holds (question `index`) into the decoder's pending question.
  private mutating func read(at index: Int) -> Bool {
    do {
      guard let first = try reader.next() else { return false }
      let position = reader.position
      let read = try decoder.at("questions") { d in
        try d.at(index) { try $0.readQuestion(reader, first: first, at: position) }
      }
      return try read && decoder.findings.isEmpty && reader.next() == nil
    } catch {
      return false
    }
  }
}
