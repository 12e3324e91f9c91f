import Foundation

/// When and how long to wait before trying a request again: exponential
/// backoff (0.5 s, 1 s, 2 s…) on timeouts, 429 and 5xx, or the server's own
/// `Retry-After` when it sends one (capped, so a hostile value cannot stall a job).
package struct RetryPolicy: Sendable {
  /// How many times a request is tried in all (the first try included).
  package var attempts: Int
  /// The first backoff delay, in seconds.
  package var baseDelay: Double
  /// The longest backoff delay, in seconds.
  package var maxDelay: Double
  /// The longest `Retry-After` honoured, in seconds.
  package var maxRetryAfter: Double

  /// Creates a policy.
  package init(
    attempts: Int = 4, baseDelay: Double = 0.5, maxDelay: Double = 8, maxRetryAfter: Double = 60
  ) {
    self.attempts = max(1, attempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
  }

  /// Whether a response with `status` is worth trying again.
  package static func isRetryable(status: Int) -> Bool {
    status == 429 || (500...599).contains(status)
  }

  /// The delay before try number `attempt + 1` (`attempt` is 1 after the first try).
  package func delay(afterAttempt attempt: Int, retryAfter: String? = nil) -> Double {
    if let retryAfter, let seconds = Self.parseRetryAfter(retryAfter) {
      return min(max(0, seconds), maxRetryAfter)
    }
    return min(baseDelay * pow(2, Double(attempt - 1)), maxDelay)
  }

  /// `Retry-After` as seconds: a number of seconds, or an HTTP date from now.
  package static func parseRetryAfter(_ value: String, now: Date = Date()) -> Double? {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(trimmed) { return seconds }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: trimmed) else { return nil }
    return date.timeIntervalSince(now)
  }
}
