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
    let layout = BundleLayout(header: bundle, digest: encoder.digest.finalize())
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

/// Encodes questions pretty for the file and compact for the digest in one walk,
/// reusing its buffers.
struct QuestionEncoder: ~Copyable {
  var digest: BundleDigest
  private var bytes = CanonicalBytes(prettyKeepingCompactAt: 2)
  /// Questions made from templates, rendered (their memory kept for the next batch).
  private var rendered: (pretty: [UInt8], compact: [UInt8]) = ([], [])
  private var count = 0

  init(header: QuizBundle) throws {
    digest = try BundleDigest(header: header)
  }

  /// Appends `question` (with its separator) to `out` and feeds the digest.
  mutating func append(_ question: Question, to out: inout [UInt8]) throws {
    bytes.reset(level: 2)
    try bytes.question(question)
    bytes.withCompact { digest.add(canonical: $0) }
    separate(in: &out)
    bytes.withBytes { out.append(contentsOf: $0) }
  }

  /// Renders questions made from templates (``TemplatedQuestions``, cut from
  /// the same writer's bytes), feeds the digest their compact bytes and calls
  /// `write` with their pretty bytes, separators included: the bytes that
  /// follow what was appended before.
  mutating func append(
    _ questions: TemplatedQuestions, write: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    guard !questions.isEmpty else { return }
    // The bundle's first question has no comma before it.
    let skip = count == 0 ? 1 : 0
    rendered.pretty.removeAll(keepingCapacity: true)
    rendered.compact.removeAll(keepingCapacity: true)
    questions.render(pretty: &rendered.pretty, compact: &rendered.compact)
    // Hashed as one run: the digest puts the comma before it when one is due.
    rendered.compact.withUnsafeBufferPointer {
      digest.add(canonical: UnsafeBufferPointer(rebasing: $0[1...]))
    }
    try rendered.pretty.withUnsafeBufferPointer {
      try write(UnsafeBufferPointer(rebasing: $0[skip...]))
    }
    count += questions.count
  }

  /// What comes before the next question: a comma after the first, a new line
  /// and the indentation.
  private mutating func separate(in out: inout [UInt8]) {
    if count > 0 { out.append(0x2C) }
    out.append(contentsOf: Self.indent)
    count += 1
  }

  /// A new line and the indentation of a question.
  private static let indent: [UInt8] = [0x0A, 0x20, 0x20, 0x20, 0x20]
}

/// The pretty layout of a bundle around its questions.
struct BundleLayout {
  /// Everything up to and including `"questions": [`.
  let head: [UInt8]
  /// Everything after the questions' closing bracket.
  private let rest: [UInt8]
  /// Where the digest's 64 hex digits start in `head`.
  let digestOffset: Int

  init(header: QuizBundle, digest: String) {
    var bytes = CanonicalBytes(pretty: true)
    let marks = bytes.header(of: header, digest: digest)
    let all = bytes.bytes
    head = Array(all[..<marks.questions])
    rest = Array(all[(marks.questions + 1)...]) + [0x0A]  // after the `]`, and a new line
    digestOffset = marks.digest ?? 0
  }

  /// What follows the questions: the closing bracket and the remaining members.
  func tail(questionCount: Int) -> [UInt8] {
    Array((questionCount == 0 ? "]" : "\n  ]").utf8) + rest
  }
}
