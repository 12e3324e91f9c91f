import Foundation

/// The thread behind a ``BundleStreamWriter``: takes batches of questions from
/// a ``BoundedQueue``, in order, encodes them (pretty for the file, compact for
/// the digest), and writes the file in large blocks.
///
/// Everything the thread touches (encoder, buffer, file) is in a ``Locked``
/// box the thread takes once a batch; the owner opens it only once it has
/// joined the thread, to complete or discard the file.
final class QuestionWriterThread {
  /// Batches waiting at most; the producer waits while the queue is this full.
  static let queueLimit = 8
  /// Bytes gathered before a write to the file.
  static let blockSize = 1 << 22

  /// What the owner hands over: questions to encode, or questions made from
  /// templates, to render.
  enum Batch: Sendable {
    case questions([Question])
    case templated(TemplatedQuestions)
  }

  private let queue: BoundedQueue<Batch>
  private let output: Locked<Output>
  private let worker: WorkerThread

  init(
    encoder: consuming sending QuestionEncoder, layout: sending BundleLayout,
    file: sending AtomicFileWriter
  ) {
    let output = Locked(Output(encoder: encoder, layout: layout, file: file))
    let queue = BoundedQueue<Batch>(limit: Self.queueLimit)
    self.queue = queue
    self.output = output
    worker = WorkerThread { Self.run(queue, output) }
  }

  /// Queues a batch, waiting while the queue is full; throws what stopped the thread.
  func put(_ batch: Batch) throws {
    if !queue.put(batch) {
      worker.join()
      throw output.withLock { $0.failure } ?? CancellationError()
    }
  }

  /// Waits for the queued questions to be written, then completes the file
  /// (tail, digest, rename) and returns the digest.
  func finish(questionCount: Int) throws -> String {
    queue.close()
    worker.join()
    return try output.withLock { try $0.complete(questionCount: questionCount) }
  }

  /// Stops the thread without writing what is queued, and discards the file.
  func cancel() {
    queue.abandon()
    worker.join()
    output.withLock { $0.file.discard() }
  }

  /// The thread's work: batches until the queue ends or an error stops it.
  private static func run(_ queue: BoundedQueue<Batch>, _ output: Locked<Output>) {
    do {
      while let batch = try queue.take() {
        try output.withLock { try $0.append(batch) }
      }
    } catch {
      output.withLock { $0.failure = error }
      queue.abandon()
    }
  }

  /// The encoder, the block being gathered and the file.
  private struct Output: ~Copyable {
    var encoder: QuestionEncoder
    let layout: BundleLayout
    var file: AtomicFileWriter
    var buffer: [UInt8] = []
    /// What stopped the thread.
    var failure: (any Error)?

    init(encoder: consuming QuestionEncoder, layout: BundleLayout, file: AtomicFileWriter) {
      self.encoder = encoder
      self.layout = layout
      self.file = file
      buffer.reserveCapacity(QuestionWriterThread.blockSize + (1 << 16))
      buffer.append(contentsOf: layout.head)
    }

    /// Encodes a batch into the block, writing the block once it is full.
    mutating func append(_ batch: Batch) throws {
      switch batch {
      case .questions(let questions):
        for question in questions { try encoder.append(question, to: &buffer) }
      case .templated(let questions):
        // Rendered into the encoder's own buffers and written from there,
        // after what was gathered before.
        try flush()
        let file = self.file
        try encoder.append(questions) { try Self.write($0, to: file) }
      }
      if buffer.count >= QuestionWriterThread.blockSize { try flush() }
    }

    /// The tail, the digest in its place, the rename; the digest.
    mutating func complete(questionCount: Int) throws -> String {
      if let failure { throw failure }
      let digest = encoder.digest.finalize()
      buffer.append(contentsOf: layout.tail(questionCount: questionCount))
      try flush()
      try file.overwrite(at: UInt64(layout.digestOffset), with: Data(digest.utf8))
      try file.commit()
      return digest
    }

    /// Writes the buffer to the file (without copying it into a `Data`) and empties it.
    mutating func flush() throws {
      guard !buffer.isEmpty else { return }
      let file = self.file
      try buffer.withUnsafeBufferPointer { try Self.write($0, to: file) }
      buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to `file` without copying them into a `Data`.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to file: AtomicFileWriter)
      throws
    {
      guard let start = bytes.baseAddress, bytes.count > 0 else { return }
      try file.write(
        Data(
          bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count,
          deallocator: .none))
    }
  }
}
