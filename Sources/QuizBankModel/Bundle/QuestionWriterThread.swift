import Foundation

/// The thread behind a ``BundleStreamWriter``: takes batches of questions from
/// a short queue, in order, encodes them (pretty for the file, compact for the
/// digest), and writes the file in large blocks.
///
/// Everything the thread touches (encoder, buffer, file) is its own until it
/// has stopped; the queue and the outcome are shared under `condition`. The
/// owner waits for the thread to stop before it finishes or discards the file.
final class QuestionWriterThread: @unchecked Sendable {
  /// Batches waiting at most; the producer waits while the queue is this full.
  static let queueLimit = 8
  /// Bytes gathered before a write to the file.
  static let blockSize = 1 << 22

  private let condition = NSCondition()
  // Shared, under `condition`.
  private var queue: [[Question]] = []
  private var closed = false
  private var cancelled = false
  private var stopped = false
  private var failure: (any Error)?
  // The thread's own until `stopped`; then the owner's.
  private var encoder: QuestionEncoder
  private let layout: BundleLayout
  private var file: AtomicFileWriter
  private var buffer: [UInt8] = []

  init(encoder: QuestionEncoder, layout: BundleLayout, file: AtomicFileWriter) {
    self.encoder = encoder
    self.layout = layout
    self.file = file
    buffer.reserveCapacity(Self.blockSize + (1 << 16))
    buffer.append(contentsOf: layout.head)
    let thread = Thread { [self] in run() }
    thread.name = "qbank bundle writer"
    thread.start()
  }

  /// Queues a batch, waiting while the queue is full; throws what stopped the thread.
  func put(_ batch: [Question]) throws {
    condition.lock()
    defer { condition.unlock() }
    while queue.count >= Self.queueLimit, failure == nil { condition.wait() }
    if let failure { throw failure }
    queue.append(batch)
    condition.broadcast()
  }

  /// Waits for the queued questions to be written, then completes the file
  /// (tail, digest, rename) and returns the digest.
  func finish(questionCount: Int) throws -> String {
    try stop(cancelling: false)
    let digest = encoder.digest.finalize()
    buffer.append(contentsOf: layout.tail(questionCount: questionCount))
    try flush()
    try file.overwrite(at: UInt64(layout.digestOffset), with: Data(digest.utf8))
    try file.commit()
    return digest
  }

  /// Stops the thread without writing what is queued, and discards the file.
  func cancel() {
    try? stop(cancelling: true)
    file.discard()
  }

  /// Closes the queue and waits for the thread to stop; throws its failure.
  private func stop(cancelling: Bool) throws {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    if cancelling { cancelled = true }
    condition.broadcast()
    while !stopped { condition.wait() }
    if let failure { throw failure }
  }

  // MARK: - The thread

  private func run() {
    while let batch = take() {
      do {
        for question in batch { try encoder.append(question, to: &buffer) }
        if buffer.count >= Self.blockSize { try flush() }
      } catch {
        condition.lock()
        failure = error
        condition.unlock()
        break
      }
    }
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// The next batch, or `nil` once the queue is closed and empty, or cancelled.
  private func take() -> [Question]? {
    condition.lock()
    defer { condition.unlock() }
    while queue.isEmpty, !closed { condition.wait() }
    guard !cancelled, !queue.isEmpty else { return nil }
    condition.broadcast()
    return queue.removeFirst()
  }

  private func flush() throws {
    try file.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}
