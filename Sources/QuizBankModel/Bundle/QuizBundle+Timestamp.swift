import Foundation

extension QuizBundle {
  /// The creation time to record: `SOURCE_DATE_EPOCH` when it is set (for
  /// reproducible builds), otherwise `now` when `now` is given, otherwise none.
  public static func creationTimestamp(
    environment: [String: String] = ProcessInfo.processInfo.environment, now: Date? = nil
  ) -> String? {
    let date: Date
    if let epoch = environment["SOURCE_DATE_EPOCH"].flatMap(Int.init) {
      date = Date(timeIntervalSince1970: TimeInterval(epoch))
    } else if let now {
      date = now
    } else {
      return nil
    }
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
