import Dispatch
import QuizBankModel

/// The content digest of a bundle, computed on another thread while the rules run.
final class BackgroundDigest: @unchecked Sendable {
  // Written once on the worker before `done` is signalled, read after waiting on it.
  private var result: String?
  private let done = DispatchSemaphore(value: 0)

  init(_ bundle: QuizBundle) {
    DispatchQueue.global(qos: .userInitiated).async {
      self.result = try? BundleDigest.compute(for: bundle)
      self.done.signal()
    }
  }

  /// The digest, once computed; `nil` when the content cannot be encoded.
  func wait() -> String? {
    done.wait()
    return result
  }
}
