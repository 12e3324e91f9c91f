import Foundation

/// The thread behind a ``BundleStreamWriter``: takes batches of questions from
/// a ``BoundedQueue``, in order, encodes them (pretty for the file, compact for
/// the digest), and writes the file in large blocks.
///
/// Everything the thread touches (encoder, buffer, file) is its own until the
/// owner has joined it; then the owner completes or discards the file.
final class QuestionWriterThread: @unchecked Sendable {
  /// Batches waiting at most; the producer waits while the queue is this full.
  static let queueLimit = 8
  /// Bytes gathered before a write to the file.
  static let blockSize = 1 << 22

  private let queue = BoundedQueue<[Question]>(limit: queueLimit)
  private var thread: WorkerThread?
  private var joined = false
  // The thread's own until joined; then the owner's.
  private var encoder: QuestionEncoder
  private let layout: BundleLayout
  private var file: AtomicFileWriter
  private var buffer: [UInt8] = []
  private var failure: (any Error)?

  init(encoder: consuming QuestionEncoder, layout: BundleLayout, file: AtomicFileWriter) {
    self.encoder = encoder
    self.layout = layout
    self.file = file
    buffer.reserveCapacity(Self.blockSize + (1 << 16))
    buffer.append(contentsOf: layout.head)
    thread = WorkerThread { [self] in run() }
  }

  /// Queues a batch, waiting while the queue is full; throws what stopped the thread.
  func put(_ batch: [Question]) throws {
    if !queue.put(batch) {
      join()
      throw failure ?? CancellationError()
    }
  }

  /// Waits for the queued questions to be written, then completes the file
  /// (tail, digest, rename) and returns the digest.
  func finish(questionCount: Int) throws -> String {
    queue.close()
    join()
    if let failure { throw failure }
    let digest = encoder.digest.finalize()
    buffer.append(contentsOf: layout.tail(questionCount: questionCount))
    try flush()
    try file.overwrite(at: UInt64(layout.digestOffset), with: Data(digest.utf8))
    try file.commit()
    return digest
  }

  /// Stops the thread without writing what is queued, and discards the file.
  func cancel() {
    queue.abandon()
    join()
    file.discard()
  }

  private func join() {
    guard !joined else { return }
    thread?.join()
    joined = true
  }

  /// The thread's work: batches until the queue ends or an error stops it.
  private func run() {
    do {
      while let batch = try queue.take() {
        for question in batch { try encoder.append(question, to: &buffer) }
        if buffer.count >= Self.blockSize { try flush() }
      }
    } catch {
      failure = error
      queue.abandon()
    }
  }

  /// Writes the buffer to the file (without copying it into a `Data`) and empties it.
  private func flush() throws {
    try buffer.withUnsafeMutableBytes { bytes in
      guard let start = bytes.baseAddress, bytes.count > 0 else { return }
      try file.write(Data(bytesNoCopy: start, count: bytes.count, deallocator: .none))
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
