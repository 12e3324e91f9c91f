import Crypto

/// The bundle digest: SHA-256 over the RFC 8785 canonical JSON of the bundle
/// without its `digest` member, as lowercase hex.
///
/// Any change of content changes it; re-encoding the same content does not.
/// Questions can be fed one at a time, so a bundle of any size is hashed
/// without holding it whole.
public struct BundleDigest {
  private var hasher = SHA256()
  /// The canonical bytes before the first question, and after the last.
  private let layout: Layout
  private var questionCount = 0
  private static let comma: [UInt8] = [UInt8(ascii: ",")]

  /// Starts a digest for a bundle whose members other than `questions` and
  /// `digest` are those of `header` (its `questions` and `digest` are ignored).
  public init(header: QuizBundle) throws {
    layout = Layout(header: header)
    hasher.update(data: layout.prefix)
  }

  /// The compact canonical text around the questions: the members that sort
  /// before `questions` (and `"questions":[`), then `]` and the members after.
  struct Layout: Equatable {
    var prefix: [UInt8]
    var suffix: [UInt8]

    init(header: QuizBundle) {
      var bytes = CanonicalBytes(pretty: false)
      let marks = bytes.header(of: header, digest: nil)
      let all = bytes.bytes
      prefix = Array(all[..<marks.questions])
      suffix = Array(all[marks.questions...])
    }
  }

  /// Adds the next question, in bundle order.
  public mutating func add(_ question: Question) throws {
    var bytes = CanonicalBytes(pretty: false)
    try bytes.question(question)
    bytes.withBytes { add(canonical: $0) }
  }

  /// Adds the next question given as its compact canonical bytes.
  package mutating func add(canonical bytes: UnsafeBufferPointer<UInt8>) {
    if questionCount > 0 { hasher.update(data: Self.comma) }
    hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
    questionCount += 1
  }
  /// Adds the next questions at once, given as their compact canonical bytes
  /// one after another, each preceded by a comma unless it is the bundle's
  /// first: what ``add(canonical:)`` hashes for them one by one, in one update.
  package mutating func add(canonicalQuestions bytes: UnsafeBufferPointer<UInt8>, count: Int) {
    guard count > 0 else { return }
    precondition(
      (bytes.first == Self.comma[0]) == (questionCount > 0),
      "questions after the first are preceded by a comma")
    hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
    questionCount += count
  }

  /// The digest as lowercase hex.
  public func finalize() -> String {
    finalize(suffix: layout.suffix)
  }

  /// The digest as lowercase hex, with the members after the questions taken
  /// from `header` — for a reader that started hashing before it had seen
  /// them. `nil` when `header`'s members before the questions differ from
  /// those the digest started with: the questions must then be hashed again.
  package func finalize(header: QuizBundle) -> String? {
    let final = Layout(header: header)
    guard final.prefix == layout.prefix else {
      return nil
    }
    return finalize(suffix: final.suffix)
  }

  private func finalize(suffix: [UInt8]) -> String {
    var copy = hasher
    copy.update(data: suffix)
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(64)
    for byte in copy.finalize() {
      hex.append(digits[Int(byte >> 4)])
      hex.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: hex, as: UTF8.self)
  }

  /// The digest of a whole bundle in memory (its own `digest` is ignored).
  public static func compute(for bundle: QuizBundle) throws -> String {
    var digest = try BundleDigest(header: bundle)
    for question in bundle.questions { try digest.add(question) }
    return digest.finalize()
  }
}
