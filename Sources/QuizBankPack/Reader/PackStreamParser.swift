import Foundation
import QuizBankModel

/// The content half of reading a pack: turns the records of a
/// ``PackSAXPass`` (which parses and validates on another thread) into bundle
/// content, handing each question over as soon as its element ends.
struct PackStreamParser {
  /// Where a localized text being read goes.
  enum TextTarget {
    case title, description, prompt, alt, choice, explanation
  }

  /// Where captured character data goes.
  enum Capture {
    case text(TextTarget, lang: String, ordinal: Int)
    case subject
    case tag
    case value(kind: PackNames.Element, name: String)
  }

  /// The file as the user named it.
  let file: String
  let onQuestion: (consuming Question, Int) -> Void
  /// Called once, when the pack's members before the questions are known
  /// (at the first question, or at the end of a pack without questions).
  var onHeader: ((QuizBundle) -> Void)?
  /// The attributes of the element being started, as their records.
  var currentAttributes = PackEventCursor(UnsafeBufferPointer(start: nil, count: 0))
  var currentAttributeCount = 0
  var depth = 0

  var header = PackHeaderBuilder()
  /// The question being read (while ``inQuestion``).
  var question = PackQuestionBuilder()
  var inQuestion = false
  var questionCount = 0
  var textTarget: TextTarget?
  var textLocales: [String] = []
  var capture: Capture?
  var captureDepth = 0
  var captured: [UInt8] = []
  /// The captured text while it is one piece of the batch being read (the
  /// usual case): kept in place, not copied into ``captured``.
  var capturedInBatch: UnsafeBufferPointer<UInt8>?
  var choiceCount = 0
  var tagCount = 0
  var roundCount = 0
  /// Room to make in a question's provenance values: the most a question had so far.
  var valueCountHint = 0
  /// Problems found by the reader itself, with the path that locates each.
  var located: [(Diagnostic, XMLPath)] = []

  init(file: String, onQuestion: @escaping (consuming Question, Int) -> Void) {
    self.file = file
    self.onQuestion = onQuestion
  }

  /// Builds the pack from every batch of `events` until it is closed.
  /// - Returns: the pack's members (without questions), as far as they were read.
  mutating func run(_ events: BoundedQueue<PackEventBatch>) -> QuizBundle {
    while let batch = (try? events.take()) ?? nil {
      batch.withBytes { read(PackEventCursor($0)) }
    }
    deliverHeader()
    return header.build()
  }

  /// Handles every record of one batch.
  private mutating func read(_ batch: PackEventCursor) {
    var cursor = batch
    while !cursor.atEnd {
      switch PackEvents.Kind(rawValue: cursor.byte()) {
      case .start:
        let element = cursor.byte()
        let count = cursor.count()
        let attributesStart = cursor.offset
        for _ in 0..<count {
          _ = cursor.byte()
          _ = cursor.value()
        }
        currentAttributes = PackEventCursor(
          UnsafeBufferPointer(rebasing: cursor.bytes[attributesStart..<cursor.offset]))
        currentAttributeCount = count
        let depth = self.depth
        self.depth += 1
        if let element = PackNames.Element(rawValue: element) { start(element, depth: depth) }
        currentAttributeCount = 0
      case .end:
        let element = cursor.byte()
        depth -= 1
        if let element = PackNames.Element(rawValue: element) { finish(element, depth: depth) }
      case .text:
        let bytes = cursor.value()
        guard capture != nil, depth == captureDepth + 1 else { break }
        if captured.isEmpty, capturedInBatch == nil {
          capturedInBatch = bytes
        } else {
          keepCapturedText()
          captured.append(contentsOf: bytes)
        }
      case nil:
        preconditionFailure("a pack event record of an unknown kind")
      }
    }
    // The batch's bytes go away after this.
    keepCapturedText()
  }

  /// Copies the captured text still in the batch into ``captured``.
  mutating func keepCapturedText() {
    guard let piece = capturedInBatch else { return }
    capturedInBatch = nil
    captured.append(contentsOf: piece)
  }

  /// Hands the header to ``onHeader`` the first time only.
  mutating func deliverHeader() {
    guard let callback = onHeader else { return }
    onHeader = nil
    callback(header.build())
  }

  /// Visits each attribute of the element being started (its records, and their count).
  static func attributes(
    _ records: PackEventCursor, _ count: Int, _ body: (PackNames.Attribute, String) -> Void
  ) {
    var cursor = records
    for _ in 0..<count {
      let attribute = PackNames.Attribute(rawValue: cursor.byte())
      let value = cursor.value()
      guard let attribute else { continue }
      body(attribute, Self.attributeValue(value))
    }
  }

  /// An attribute value from SAX2: with `&amp;` kept as `&#38;` when
  /// entities are not substituted.
  static func attributeValue(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let value = String(decoding: bytes, as: UTF8.self)
    guard bytes.contains(UInt8(ascii: "&")) else { return value }
    return value.replacingOccurrences(of: "&#38;", with: "&")
  }

  /// A diagnostic raised by the reader, located by an XML path resolved later.
  func problem(_ code: String, _ message: String, path: XMLPath?, hint: String? = nil) -> Diagnostic
  {
    Diagnostic(
      severity: .error, code: code, message: message,
      location: SourceLocation(file: file, path: path?.description), hint: hint)
  }

  /// Records a content problem at `path`; its line and column are found after the pass.
  mutating func report(_ message: String, at path: XMLPath, hint: String? = nil) {
    located.append((problem(XMLDiagnosticCode.packContent, message, path: path, hint: hint), path))
  }
}
