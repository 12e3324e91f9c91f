import QuizBankImport
import QuizBankModel

/// The content digest of the bundle a pack reads into, hashed while the pack
/// streams by, so that even a very large pack is never held whole.
enum PackDigest {
  /// Streams `source` again, hashing its questions after the members of `header`
  /// (the pack's final members, rounds included). Nil when the pack cannot be read.
  static func compute(_ source: XMLSource, header: QuizBundle) -> String? {
    guard var digest = try? BundleDigest(header: header) else { return nil }
    var failed = false
    let streamed = try? QuizPackReader().stream(source) { question, _ in
      do { try digest.add(question) } catch { failed = true }
    }
    guard let streamed, streamed.header != nil, !failed else { return nil }
    return digest.finalize()
  }
}
