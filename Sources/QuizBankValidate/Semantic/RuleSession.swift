import QuizBankModel

/// Runs the semantic rules on a bundle whose questions arrive one at a time,
/// so a bundle of any size is checked without being held whole.
///
/// Questions are checked in batches on a worker thread while the reader goes
/// on reading: each question rule sees each question, its id goes into a
/// compact ``QuestionIDIndex`` (for QB107 and QB122), and its canonical bytes
/// feed the content digest (for QB115 and QB116). At most a few batches wait
/// (a ``BoundedQueue``), so memory stays flat. The rules about the bundle's
/// own members run once, in ``finish(header:)``.
///
/// A session starts from the bundle's members as known when the questions
/// begin. A reader that meets some of them only after the questions (a
/// hand-ordered JSON file) gets `nil` from ``finish(header:)`` when that
/// matters, and checks the questions again with a session begun on the final
/// members. A session dropped unfinished (the input turned out malformed)
/// lets its worker go.
package final class RuleSession {
  /// How many questions the worker takes at a time.
  static let batchSize = 512

  private let header: QuizBundle
  private let options: SemanticRules.Options
  /// Batches on their way to the worker, at most three.
  private let queue: BoundedQueue<[(index: Int, question: Question)]>
  /// The worker's state: the worker takes the lock once a batch; this side
  /// touches it only once the worker has been joined.
  private let checker: Locked<QuestionChecker>
  private let worker: WorkerThread
  private var batch: [(index: Int, question: Question)] = []
  private var finished = false

  /// Starts a session for a bundle whose members (other than its questions)
  /// are, as far as known, those of `header`.
  package init(header: QuizBundle, options: SemanticRules.Options) {
    self.header = header
    self.options = options
    let checker = Locked(QuestionChecker(header: header, options: options))
    let queue = BoundedQueue<[(index: Int, question: Question)]>(limit: 3)
    self.checker = checker
    self.queue = queue
    worker = WorkerThread {
      while let batch = try? queue.take() {
        checker.withLock { checker in
          for (index, question) in batch { checker.check(question, at: index) }
        }
      }
    }
    batch.reserveCapacity(Self.batchSize)
  }

  deinit {
    if !finished { queue.abandon() }
  }

  /// Takes question `index`, the next in bundle order.
  package func add(_ question: consuming Question, at index: Int) {
    batch.append((index, question))
    if batch.count >= Self.batchSize { flush() }
  }

  /// Waits for the questions to be checked, runs the rules about the bundle's
  /// own members on `final`, and returns every finding (unlocated).
  ///
  /// `nil` when the session began from members that turn out different in
  /// `final` in a way the question checks or the digest depend on (the
  /// locales, or the members hashed before the questions): the questions must
  /// then be checked again by a session begun on `final`.
  package func finish(header final: QuizBundle) -> [RuleContext.Finding]? {
    flush()
    queue.close()
    worker.join()
    finished = true
    return checker.withLock { $0.finish(started: header, final: final, options: options) }
  }

  /// Hands the current batch to the worker, waiting while three are queued.
  private func flush() {
    guard !batch.isEmpty else { return }
    _ = queue.put(batch)
    batch.removeAll(keepingCapacity: true)
  }
}

/// What the worker of a ``RuleSession`` does with each question, and the
/// state it keeps meanwhile (in a ``Locked`` box, shared with the session).
/// The parallel check (``BundleJSONCheck``'s batches) gives each of its
/// threads one for the question rules, and keeps one for the id index, the
/// digest and the rules about the bundle's own members.
final class QuestionChecker {
  /// The question rules that look at text, given each text in one walk.
  let textRules: [any TextRule.Type]
  /// The other question rules.
  let wholeQuestionRules: [any QuestionRule.Type]
  let otherRules: [any BundleRule.Type]
  let hashesContent: Bool
  /// Checked for exclusive access at compile time only: each checker is used on
  /// one thread, and every rule takes the context `inout` (a run-time check per
  /// rule per question was about 1 % of a bundle's check).
  @exclusivity(unchecked) var context: RuleContext
  var digest: BundleDigest?
  private var canonical = CanonicalBytes(pretty: false)

  init(header: QuizBundle, options: SemanticRules.Options) {
    let active = RuleRegistry.semantic.filter { !options.excluding.contains($0.code) }
    let questionRules = active.compactMap { $0 as? any QuestionRule.Type }
    textRules = questionRules.compactMap { $0 as? any TextRule.Type }
    wholeQuestionRules = questionRules.filter { !($0 is any TextRule.Type) }
    otherRules = active.filter { !($0 is any QuestionRule.Type) }
    hashesContent = Self.needsDigest(header, options: options)
    context = RuleContext(imageDirectory: options.imageDirectory, locales: header.locales)
    if hashesContent {
      do {
        digest = try BundleDigest(header: header)
      } catch {
        context.digestUnavailable = Self.unwritable("a member of the bundle")
      }
    }
  }

  /// Why the digest cannot be computed: `what` holds a number canonical JSON cannot write.
  /// (The canonical writers fail only on a number that is not finite.)
  static func unwritable(_ what: String) -> String {
    return "\(what) holds a number too large for a 64-bit double (such as 1e999), "
      + "which canonical JSON (RFC 8785) cannot write"
  }

  /// One question through every question rule, the id index and the digest.
  func check(_ question: Question, at index: Int) {
    context.questionIDs.insert(question.id, at: index)
    checkRules(question, at: index)
    guard digest != nil else { return }
    canonical.reset(level: 0)
    do {
      try canonical.question(question)
      canonical.withBytes { digest?.add(canonical: $0) }
    } catch {
      // Not encodable: the digest rules report that the digest cannot be checked.
      digest = nil
      context.digestUnavailable = Self.unwritable("question \"\(question.id)\"")
    }
  }

  /// One question through every question rule (neither the id index nor the digest).
  func checkRules(_ question: Question, at index: Int) {
    context.beginQuestion(index)
    defer { context.beginQuestion(nil) }
    for rule in wholeQuestionRules { rule.check(question, at: index, in: &context) }
    if !textRules.isEmpty {
      TextFields.forEach(in: question, at: index) { field, text, questionID, choiceID in
        for rule in textRules {
          rule.checkText(text, field, questionID, choiceID, in: &context)
        }
      }
    }
  }

  /// Once every question is in: every finding, with the rules about the
  /// bundle's own members run on `final`. `nil` when this checker was begun on
  /// members (`started`) that differ from `final` in a way the question checks
  /// or the digest depend on (see ``RuleSession/finish(header:)``).
  func finish(started: QuizBundle, final: QuizBundle, options: SemanticRules.Options)
    -> [RuleContext.Finding]?
  {
    guard final.locales == started.locales else { return nil }
    if Self.needsDigest(final, options: options) {
      guard hashesContent else { return nil }
      if let digest {
        guard let value = digest.finalize(header: final) else { return nil }
        context.knownDigest = value
      }
    }
    return finish(final)
  }

  /// The rules about the bundle's own members, then every finding.
  func finish(_ header: QuizBundle) -> [RuleContext.Finding] {
    for rule in wholeQuestionRules { rule.checkBundle(header, in: &context) }
    for rule in textRules { rule.checkBundle(header, in: &context) }
    for rule in otherRules { rule.check(header, in: &context) }
    return context.findings
  }

  /// Whether a digest rule will want the content digest of a bundle with these members.
  static func needsDigest(_ header: QuizBundle, options: SemanticRules.Options) -> Bool {
    let excluded = options.excluding
    return header.digest == nil
      ? !excluded.contains(MissingDigest.code) : !excluded.contains(DigestMismatch.code)
  }
}
