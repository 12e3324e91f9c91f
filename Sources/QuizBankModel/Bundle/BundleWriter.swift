import Foundation

/// Writes bundles canonically: sorted keys, two-space indentation, a trailing
/// newline, and a freshly computed ``QuizBundle/digest``. Writing the same
/// content twice gives identical bytes.
public struct BundleWriter: Sendable {
  /// Creates a writer.
  public init() {}

  /// The canonical bytes of `bundle`, with its digest recomputed.
  public func encode(_ bundle: QuizBundle) throws -> Data {
    var encoder = try QuestionEncoder(header: bundle)
    var body: [UInt8] = []
    for question in bundle.questions {
      try encoder.append(question, to: &body)
    }
    let layout = try BundleLayout(header: bundle, digest: encoder.digest.finalize())
    var out = layout.head
    out.append(contentsOf: body)
    out.append(contentsOf: layout.tail(questionCount: bundle.questions.count))
    return Data(out)
  }

  /// Writes `bundle` to `url` atomically (temporary file, then rename).
  public func write(_ bundle: QuizBundle, to url: URL) throws {
    try AtomicFileWriter.write(encode(bundle), to: url)
  }

  /// `bundle` with its digest recomputed.
  public func sealed(_ bundle: QuizBundle) throws -> QuizBundle {
    var copy = bundle
    copy.digest = try BundleDigest.compute(for: bundle)
    return copy
  }
}

/// Writes a bundle of any size one question at a time, holding none of them.
///
/// The file is written in one pass into a temporary file beside the
/// destination; the digest (64 hex digits, a member that sorts before the
/// questions) is filled in at its place once the last question is in, and
/// ``finish()`` renames the file into place. The bytes are the same as
/// ``BundleWriter`` gives for the same content.
public final class BundleStreamWriter {
  private var encoder: QuestionEncoder
  private let layout: BundleLayout
  private var file: AtomicFileWriter
  private var buffer: [UInt8] = []
  private var finished = false

  /// The number of questions appended so far.
  public private(set) var questionCount = 0

  /// Starts a bundle at `destination` with the members of `header` (its questions are ignored).
  public init(header: QuizBundle, destination: URL) throws {
    encoder = try QuestionEncoder(header: header)
    layout = try BundleLayout(header: header, digest: String(repeating: "0", count: 64))
    file = try AtomicFileWriter(destination: destination)
    buffer.reserveCapacity(1 << 22)
    buffer.append(contentsOf: layout.head)
  }

  deinit { cancel() }

  /// Appends the next question.
  public func append(_ question: Question) throws {
    try encoder.append(question, to: &buffer)
    questionCount += 1
    if buffer.count >= 1 << 22 { try flush() }
  }

  /// Writes the rest, fills in the digest, renames the file into place and
  /// returns the digest. Nothing is at the destination before this.
  @discardableResult
  public func finish() throws -> String {
    let digest = encoder.digest.finalize()
    do {
      buffer.append(contentsOf: layout.tail(questionCount: questionCount))
      try flush()
      try file.overwrite(at: UInt64(layout.digestOffset), with: Data(digest.utf8))
      try file.commit()
    } catch {
      cancel()
      throw error
    }
    finished = true
    return digest
  }

  /// Abandons the bundle; nothing is written.
  public func cancel() {
    guard !finished else { return }
    finished = true
    file.discard()
  }

  private func flush() throws {
    try file.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

/// Encodes questions pretty for the file and compact for the digest in one walk,
/// reusing its buffers.
private struct QuestionEncoder {
  var digest: BundleDigest
  private var bytes = CanonicalBytes(prettyKeepingCompactAt: 2)
  private var count = 0

  init(header: QuizBundle) throws {
    digest = try BundleDigest(header: header)
  }

  /// Appends `question` (with its separator) to `out` and feeds the digest.
  mutating func append(_ question: Question, to out: inout [UInt8]) throws {
    bytes.reset(level: 2)
    try bytes.question(question)
    digest.add(canonical: bytes.compact)
    if count > 0 { out.append(0x2C) }
    out.append(contentsOf: Self.indent)
    out.append(contentsOf: bytes.bytes)
    count += 1
  }

  /// A new line and the indentation of a question.
  private static let indent: [UInt8] = [0x0A, 0x20, 0x20, 0x20, 0x20]
}

/// The pretty layout of a bundle around its questions.
private struct BundleLayout {
  /// Everything up to and including `"questions": [`.
  let head: [UInt8]
  /// Everything after the questions' closing bracket.
  private let rest: [UInt8]
  /// Where the digest's 64 hex digits start in `head`.
  let digestOffset: Int

  init(header: QuizBundle, digest: String) throws {
    var members = try BundleDigest.members(of: header)
    members.removeValue(forKey: "questions")
    members["digest"] = .string(digest)
    var head = "{"
    var tail = ""
    var placed = false
    var offset = 0
    for (key, value) in CanonicalJSON.sortedMembers(members) {
      if !placed, CanonicalJSON.keyPrecedes("questions", key) {
        head += (head == "{" ? "" : ",") + "\n  \"questions\": ["
        placed = true
      }
      var member = ""
      CanonicalJSON.writeString(key, into: &member)
      member = "\n  " + member + ": " + (try CanonicalJSON.pretty(value, level: 1))
      if placed {
        tail += "," + member
      } else {
        head += (head == "{" ? "" : ",") + member
        if key == "digest" { offset = head.utf8.count - 65 }  // after the opening quote
      }
    }
    if !placed { head += ",\n  \"questions\": [" }
    self.head = Array(head.utf8)
    self.rest = Array((tail + "\n}\n").utf8)
    self.digestOffset = offset
  }

  /// What follows the questions: the closing bracket and the remaining members.
  func tail(questionCount: Int) -> [UInt8] {
    Array((questionCount == 0 ? "]" : "\n  ]").utf8) + rest
  }
}
