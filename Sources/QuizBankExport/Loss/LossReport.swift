import Foundation

/// What an export could not carry, question by question.
public struct LossReport: Sendable, Codable, Equatable {
  /// The target format.
  public var format: String
  /// The locale written (for single-language targets), or `nil`.
  public var locale: String?
  /// The losses, in question order then by kind.
  public var losses: [ExportLoss]

  /// Creates a report.
  public init(format: String, locale: String?, losses: [ExportLoss]) {
    self.format = format
    self.locale = locale
    self.losses = losses
  }

  /// Whether nothing is lost.
  public var isLossless: Bool { losses.isEmpty }

  /// The ids of questions with at least one loss, in order of first mention.
  public var affectedQuestions: [String] {
    var seen = Set<String>()
    return losses.map(\.questionId).filter { seen.insert($0).inserted }
  }

  /// The report for people: one line per loss, `id: kind: message`, and a summary line.
  public func renderText() -> String {
    var text = ""
    for loss in losses {
      text += "\(loss.questionId): \(loss.kind.rawValue): \(loss.message)\n"
    }
    let questions = affectedQuestions.count
    if losses.isEmpty {
      text += "loss report: \(format) holds everything exported\n"
    } else {
      text +=
        "loss report: \(losses.count) loss\(losses.count == 1 ? "" : "es") in \(questions) question\(questions == 1 ? "" : "s") for \(format)\n"
    }
    return text
  }

  /// The report as JSON (sorted keys, pretty, trailing newline).
  public func renderJSON() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
