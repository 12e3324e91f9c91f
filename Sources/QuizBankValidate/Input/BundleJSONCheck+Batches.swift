import QuizBankJSON
import QuizBankModel

/// The fast way through a bundle held whole in memory (a mapped file): its
/// questions are split into batches of byte ranges (``BundleQuestionSplitter``)
/// and read and checked on two threads, each with its own reader and its own
/// copy of the question rules; this thread splits, then merges what comes
/// back in bundle order — the ids into the one id index (QB107, QB122), the
/// digest bytes into the one digest, the progress.
///
/// It handles only the clean case. A batch that finds anything (a syntax
/// error, a structure or rule finding on a question, members around the
/// questions that are not clean) stops it, and ``BundleJSONCheck/run()``
/// checks the whole file the ordinary way, which reports every finding at
/// its line and column exactly as before. The rules about the bundle's own
/// members run once, at the end, as they do there.
extension BundleJSONCheck {
  /// Questions per batch.
  static let questionsPerBatch = 512
  /// Batches read but not yet merged, at most (so memory stays flat: some
  /// 8,000 questions, about 10 MB of the file and their digest bytes). Fewer
  /// left the lanes idle whenever this thread was off its core (three threads
  /// on two cores): 4 of 256 took 1.12 s of wall on the benchmark's 300,000
  /// questions, 16 of 512 took 1.00 s (docs/performance.md).
  static let batchesInFlight = 16

  /// The findings of the rules (unlocated) when the parallel path got through
  /// cleanly; `nil` when the file must be checked the ordinary way.
  func checkInBatches(_ input: JSONMappedFile) -> [RuleContext.Finding]? {
    let bytes = input.bytes
    guard var splitter = BundleQuestionSplitter(bytes) else { return nil }
    let opening = Array(bytes[...splitter.arrayStart])  // up to the questions' `[`
    // The members before the questions, as the ordinary reader has them when the questions begin.
    var membersBefore: [JSONMember]?
    _ = try? BundleDocumentReader(file: file).read(
      JSONReader(bytes: opening + Array("]}".utf8)), questionsBegin: { membersBefore = $0 },
      question: { _, _ in })
    /// The bundle's own members, all of them, read as the ordinary reader reads
    /// them, once the questions' `]` is known; `nil` unless clean.
    func finalHeader(arrayEnd: Int) -> QuizBundle? {
      let outcome = try? BundleDocumentReader(file: file).read(
        JSONReader(bytes: opening + bytes[arrayEnd...]), question: { _, _ in })
      guard case .bundle(let final?, let structure, _)? = outcome, structure.isEmpty else {
        return nil
      }
      return final
    }
    guard let membersBefore else { return nil }
    var provisional = StructureDecoder.provisionalHeader(membersBefore)
    if provisional == nil {
      // Too little before the questions (they come first): find their end
      // with a scan ahead, and begin with every member.
      var ahead = splitter
      while case .question = ahead.next() {}
      provisional = ahead.arrayEnd.flatMap(finalHeader(arrayEnd:))
    }
    guard let started = provisional else { return nil }
    let options = rulesOptions
    let merger = QuestionChecker(header: started, options: options)
    let hashes = merger.digest != nil
    let lanes = (0..<2).map { _ in
      Lane(file: file, input: input, header: started, options: options, hashes: hashes)
    }
    defer { for lane in lanes { lane.stop() } }

    let questionsStart = splitter.arrayStart + 1
    var submitted = 0
    var merged = 0
    var released = 0
    var questions = 0
    /// Takes batch `merged` back from its lane and adds it; false when it was not clean.
    func mergeNext() -> Bool {
      guard let batch = try? lanes[merged % 2].results.take(), batch.clean else { return false }
      if merged == 0, !batch.ids.isEmpty {
        // Room in the id index for as many ids as the file holds if its
        // questions are all like the first batch's (it then never grows).
        let questionBytes = max(batch.inputEnd - questionsStart, 1)
        let estimate = batch.ids.count * ((bytes.count - questionsStart) / questionBytes + 1)
        let idBytes = batch.ids.reduce(0) { $0 + $1.utf8.count }
        merger.context.questionIDs.reserveCapacity(
          ids: estimate, bytesPerID: idBytes / batch.ids.count + 1)
      }
      merger.context.questionIDs.insert(batch.ids, first: batch.first)
      if hashes {
        batch.digestBytes.withUnsafeBufferPointer {
          merger.digest?.add(canonicalQuestions: $0, count: batch.ids.count)
        }
      }
      if let progress {
        let interval = Self.progressInterval
        let end = batch.first + batch.ids.count
        if end / interval > batch.first / interval {
          progress(end / interval * interval, batch.inputEnd)
        }
      }
      released = input.release(released..<batch.inputEnd)
      merged += 1
      return true
    }

    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(Self.questionsPerBatch)
    func submit() -> Bool {
      if submitted - merged == Self.batchesInFlight, !mergeNext() { return false }
      let batch = QuestionRanges(first: questions - ranges.count, ranges: ranges)
      _ = lanes[submitted % 2].jobs.put(batch)
      submitted += 1
      ranges.removeAll(keepingCapacity: true)
      return true
    }
    split: while true {
      switch splitter.next() {
      case .question(let range):
        ranges.append(range)
        questions += 1
        if ranges.count == Self.questionsPerBatch, !submit() { return nil }
      case .end: break split
      case .unusable: return nil
      }
    }
    if !ranges.isEmpty, !submit() { return nil }
    for lane in lanes { lane.jobs.close() }
    while merged < submitted { guard mergeNext() else { return nil } }
    guard let final = splitter.arrayEnd.flatMap(finalHeader(arrayEnd:)) else { return nil }
    return merger.finish(started: started, final: final, options: options)
  }
}

/// The ranges of a batch of questions, the first being question `first`.
struct QuestionRanges: Sendable {
  var first: Int
  var ranges: [Range<Int>]
}

/// What a lane found in a batch: each question's id and digest bytes, in order.
struct CheckedQuestions: Sendable {
  var first: Int
  /// Whether every question was read and checked without any finding; when
  /// not, the other members are incomplete.
  var clean = true
  var ids: [String] = []
  /// The questions' compact canonical bytes one after another, each preceded
  /// by a comma unless it is the bundle's first (as the digest hashes them).
  var digestBytes: [UInt8] = []
  /// Where the batch's last question ends in the input.
  var inputEnd: Int
}

/// One thread that reads and checks batches: jobs in, results out, in order.
private final class Lane {
  let jobs = BoundedQueue<QuestionRanges>(limit: BundleJSONCheck.batchesInFlight)
  let results = BoundedQueue<CheckedQuestions>(limit: BundleJSONCheck.batchesInFlight)
  private let thread: WorkerThread
  private var stopped = false

  init(
    file: String, input: JSONMappedFile, header: QuizBundle, options: SemanticRules.Options,
    hashes: Bool
  ) {
    let jobs = jobs
    let results = results
    // The stack of a main thread (questions were read on one before), for deep nesting.
    thread = WorkerThread(stackSize: 8 << 20) {
      let reader = BatchReader(
        file: file, input: input, header: header, options: options, hashes: hashes)
      while let job = try? jobs.take() {
        guard results.put(reader.check(job)) else { break }
      }
    }
  }

  /// Lets the thread go (whether or not every batch was taken) and waits for it.
  func stop() {
    guard !stopped else { return }
    stopped = true
    jobs.abandon()
    results.abandon()
    thread.join()
  }
}

/// A lane's reader and rules, used on the lane's thread only.
private final class BatchReader {
  let input: JSONMappedFile
  let hashes: Bool
  var decoder: QuestionBytesDecoder
  let checker: QuestionChecker
  let compaction = CanonicalCompaction()
  var canonical = CanonicalBytes(pretty: false)

  init(
    file: String, input: JSONMappedFile, header: QuizBundle, options: SemanticRules.Options,
    hashes: Bool
  ) {
    self.input = input
    self.hashes = hashes
    decoder = QuestionBytesDecoder(file: file)
    checker = QuestionChecker(header: header, options: options)
  }

  func check(_ job: QuestionRanges) -> CheckedQuestions {
    var out = CheckedQuestions(first: job.first, inputEnd: job.ranges.last?.upperBound ?? 0)
    out.ids.reserveCapacity(job.ranges.count)
    let bytes = input.bytes
    for (k, range) in job.ranges.enumerated() {
      let index = job.first + k
      let raw = UnsafeBufferPointer(rebasing: bytes[range])
      // A question spelled as the writer spells it is read from its compact
      // bytes, which are also its digest bytes; any other from its own.
      // The question stays in the decoder, lent to the rules and the writer.
      let checked = decoder.decode(raw, compactingWith: compaction, at: index) {
        question, compact -> Bool in
        checker.checkRules(question, at: index)
        guard checker.context.findings.isEmpty else { return false }
        out.ids.append(question.id)
        guard hashes else { return true }
        if index > 0 { out.digestBytes.append(UInt8(ascii: ",")) }
        if let compact {
          out.digestBytes.append(contentsOf: compact)
          return true
        }
        canonical.reset(level: 0)
        do {
          try canonical.question(question)
        } catch {
          return false  // not encodable: the ordinary path reports it
        }
        canonical.withBytes { out.digestBytes.append(contentsOf: $0) }
        return true
      }
      guard checked == true else {
        out.clean = false
        return out
      }
    }
    return out
  }
}
