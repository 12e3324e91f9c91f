import Foundation
import QuizBankImport
import QuizBankModel

/// Runs the bundle rules on a pack's questions as they stream in, a batch at
/// a time on a worker thread (so checking overlaps reading), and the rules
/// about the pack as a whole once at the end.
struct PackRuleBatches {
  let imageDirectory: URL?
  /// The pack's members before its questions, once the reader has them.
  var header: QuizBundle?
  private var batch: [Question] = []
  private var batchStart = 0
  private var ids: [String] = []
  private var seen: Set<String> = []
  private var duplicated = false
  private var findings: [RuleContext.Finding] = []
  private let worker = PackRuleWorker()

  init(imageDirectory: URL?) { self.imageDirectory = imageDirectory }

  /// Takes the next question.
  mutating func add(_ question: Question) {
    ids.append(question.id)
    if !seen.insert(question.id).inserted { duplicated = true }
    batch.append(question)
    if batch.count >= PackXMLCheck.batchSize { flush() }
  }

  /// Runs what is left and the whole-pack rules on the final `header`.
  mutating func finish(header final: QuizBundle, source: XMLSource) -> [RuleContext.Finding] {
    flush()
    findings = worker.drain()
    let skip = PackXMLCheck.crossRules.union(PackXMLCheck.digestRules)
    // Rules about the pack's own members (title, locales, settings…).
    findings += run(final, excluding: skip).filter { !$0.pointer.hasPrefix("/questions/") }
    // Rules comparing questions: only ids matter.
    if duplicated || !(final.rounds ?? []).isEmpty {
      var skeleton = final
      skeleton.questions = ids.map {
        Question(id: $0, kind: .yesNo, prompt: [:], choices: [], correct: [])
      }
      findings += run(skeleton, only: PackXMLCheck.crossRules)
    }
    // The digest, when the pack states one: hashed by a second streaming pass.
    if final.digest != nil {
      let computed = PackDigest.compute(source, header: final)
      findings += SemanticRules.run(
        final, options: options(excluding: everyCode(but: [DigestMismatch.code])),
        knownDigest: computed)
    }
    return findings
  }

  /// Hands the current batch to the worker (the header is known by the first question).
  private mutating func flush() {
    if !batch.isEmpty, var bundle = header {
      bundle.questions = batch
      let options = options(excluding: PackXMLCheck.crossRules.union(PackXMLCheck.digestRules))
      worker.submit(bundle, start: batchStart, options: options)
    }
    batchStart += batch.count
    batch.removeAll(keepingCapacity: true)
  }

  private func run(_ bundle: QuizBundle, excluding: Set<String>) -> [RuleContext.Finding] {
    SemanticRules.run(bundle, options: options(excluding: excluding), knownDigest: nil)
  }

  private func run(_ bundle: QuizBundle, only: Set<String>) -> [RuleContext.Finding] {
    run(bundle, excluding: everyCode(but: only))
  }

  private func options(excluding: Set<String>) -> SemanticRules.Options {
    SemanticRules.Options(imageDirectory: imageDirectory, excluding: excluding)
  }

  private func everyCode(but kept: Set<String>) -> Set<String> {
    Set(RuleRegistry.semantic.map { $0.code }).subtracting(kept)
  }

  /// `/questions/3/…` → `/questions/1027/…` for a batch starting at 1024.
  static func shift(_ pointer: String, by offset: Int) -> String {
    guard offset > 0 else { return pointer }
    var tokens = BundlePointer.tokens(pointer)
    guard tokens.count >= 2, let index = Int(tokens[1]) else { return pointer }
    tokens[1] = String(index + offset)
    return BundlePointer.make(tokens)
  }
}

/// A serial worker that runs the question rules on batches, at most a few
/// batches behind the reader (so memory stays bounded).
final class PackRuleWorker: @unchecked Sendable {
  private let queue = DispatchQueue(label: "qbank.pack-rules", qos: .userInitiated)
  private let slots = DispatchSemaphore(value: 3)
  /// Touched only on `queue`.
  private var findings: [RuleContext.Finding] = []

  /// Queues `bundle` (a batch of questions starting at `start`), waiting while
  /// the worker is three batches behind.
  func submit(_ bundle: QuizBundle, start: Int, options: SemanticRules.Options) {
    slots.wait()
    queue.async { [self] in
      defer { slots.signal() }
      for var finding in SemanticRules.run(bundle, options: options, knownDigest: nil)
      where finding.pointer.hasPrefix("/questions/") {
        finding.pointer = PackRuleBatches.shift(finding.pointer, by: start)
        findings.append(finding)
      }
    }
  }

  /// Waits for every queued batch and returns the findings, in order.
  func drain() -> [RuleContext.Finding] { queue.sync { findings } }
}
