import Foundation

/// Writes a bundle of any size one question at a time, holding none of them.
///
/// The file is written in one pass into a temporary file beside the
/// destination; the digest (64 hex digits, a member that sorts before the
/// questions) is filled in at its place once the last question is in, and
/// ``finish()`` renames the file into place. The bytes are the same as
/// ``BundleWriter`` gives for the same content.
///
/// Questions are encoded, hashed and written on a thread of the writer's own,
/// so whoever makes them works in parallel: ``append(_:)`` hands questions over
/// in batches through a short queue and waits only when the queue is full.
/// Memory stays bounded by the queue, never by the size of the bundle. An
/// error on that thread (a number JSON cannot hold, a failed write) is thrown
/// by the next ``append(_:)`` or by ``finish()``.
public final class BundleStreamWriter {
  private let worker: QuestionWriterThread
  private var batch: [Question] = []
  private var finished = false

  /// The number of questions appended so far.
  public private(set) var questionCount = 0

  /// Questions handed to the writing thread at a time.
  package static let batchSize = 512

  /// Starts a bundle at `destination` with the members of `header` (its questions are ignored).
  public init(header: QuizBundle, destination: URL) throws {
    let layout = BundleLayout(header: header, digest: String(repeating: "0", count: 64))
    worker = QuestionWriterThread(
      encoder: try QuestionEncoder(header: header), layout: layout,
      file: try AtomicFileWriter(destination: destination))
    batch.reserveCapacity(Self.batchSize)
  }

  deinit { cancel() }

  /// Appends the next question; throws `CancellationError` after ``finish()`` or ``cancel()``.
  public func append(_ question: Question) throws {
    guard !finished else { throw CancellationError() }
    batch.append(question)
    questionCount += 1
    if batch.count == Self.batchSize { try handOver() }
  }

  /// Writes the rest, fills in the digest, renames the file into place and
  /// returns the digest. Nothing is at the destination before this. Throws
  /// `CancellationError` when called again or after ``cancel()``.
  @discardableResult
  public func finish() throws -> String {
    guard !finished else { throw CancellationError() }
    do {
      try handOver()
      let digest = try worker.finish(questionCount: questionCount)
      finished = true
      return digest
    } catch {
      cancel()
      throw error
    }
  }

  /// Abandons the bundle; nothing is written.
  public func cancel() {
    guard !finished else { return }
    finished = true
    worker.cancel()
  }

  /// Appends questions made from templates cut from the bundle's writer's own
  /// bytes (``QuestionTemplate``), after those appended before; they are
  /// rendered on the writer's thread. Throws as ``append(_:)`` does.
  package func append(_ questions: TemplatedQuestions) throws {
    guard !finished else { throw CancellationError() }
    guard !questions.isEmpty else { return }
    try handOver()
    try worker.put(.templated(questions))
    questionCount += questions.count
  }

  private func handOver() throws {
    guard !batch.isEmpty else { return }
    try worker.put(.questions(batch))
    batch.removeAll(keepingCapacity: true)
  }
}
