import Foundation
import QuizBankModel

/// One event of the machine protocol: a JSON object with an `"event"` member,
/// written as one line with sorted keys (see `docs/player.md`).
public struct PlayEvent: Sendable, Equatable {
  /// The event's name: `start`, `menu`, `question`, `feedback`, `summary`, `warning`, `error`, `end`.
  public let name: String
  let members: [String: JSONValue]

  init(_ name: String, _ members: [String: JSONValue]) {
    self.name = name
    self.members = members
  }

  /// The event as one line of JSON, without the newline.
  public var line: String {
    var all = members
    all["event"] = .string(name)
    return (try? CanonicalJSON.compact(.object(all))) ?? "{\"event\":\"\(name)\"}"
  }

  /// An `error` event: a command that could not be taken (`kind` "command"; play
  /// goes on) or a bundle that could not be loaded ("missing-bundle", "invalid-bundle").
  public static func error(_ message: String, kind: String = "command") -> PlayEvent {
    PlayEvent("error", ["kind": .string(kind), "message": .string(message)])
  }

  /// Every bundle's statistics as one JSON document (`qbank stats --json`).
  package static func statisticsDocument(_ all: [String: BundleStatistics]) -> String {
    let bundles = all.mapValues { statistics($0) }
    return (try? CanonicalJSON.pretty(.object(["bundles": .object(bundles)]))) ?? "{}"
  }

  static func start(_ splash: SplashScreen, locale: String) -> PlayEvent {
    PlayEvent(
      "start",
      [
        "bundle": .object([
          "id": .string(splash.bundleId), "version": .string(splash.version),
          "title": .string(splash.title), "questions": .integer(splash.questionCount),
        ]),
        "mode": .string(splash.mode.rawValue), "roundSize": .integer(splash.roundSize),
        "locale": .string(locale),
      ])
  }

  static func menu(_ menu: MenuScreen) -> PlayEvent {
    PlayEvent(
      "menu",
      [
        "highScore": record(menu.highScore), "lastGame": record(menu.lastGame),
        "newRecord": .bool(menu.isNewRecord), "gamesPlayed": .integer(menu.gamesPlayed),
      ])
  }

  static func question(_ card: QuestionCard) -> PlayEvent {
    var members: [String: JSONValue] = [
      "id": .string(card.id), "kind": .string(card.kind.rawValue), "number": .integer(card.number),
      "of": .integer(card.total), "round": .integer(card.round), "prompt": .string(card.prompt),
      "score": .integer(card.score),
      "choices": .array(
        card.options.map {
          .object(["key": .string($0.key), "id": .string($0.id), "text": .string($0.text)])
        }),
    ]
    if let subject = card.subject {
      members["subject"] = .object([
        "title": .string(subject.title), "year": subject.year.map { .integer($0) } ?? .null,
      ])
    }
    if let image = card.image {
      members["image"] = .object([
        "source": .string(image.source), "alt": card.imageAlt.map { .string($0) } ?? .null,
      ])
    }
    return PlayEvent("question", members)
  }

  static func feedback(_ feedback: AnswerFeedback) -> PlayEvent {
    PlayEvent(
      "feedback",
      [
        "id": .string(feedback.card.id), "chosen": .array(feedback.chosen.map { .string($0) }),
        "correct": .bool(feedback.isCorrect),
        "correctAnswers": .array(feedback.correct.map { .string($0) }),
        "points": .integer(feedback.pointsAwarded), "score": .integer(feedback.score),
        "number": .integer(feedback.card.number), "of": .integer(feedback.card.total),
        "delayMs": .integer(feedback.delayMs),
        "explanation": feedback.card.explanation.map { .string($0) } ?? .null,
      ])
  }

  static func summary(_ summary: RoundSummary) -> PlayEvent {
    PlayEvent(
      "summary",
      [
        "round": .integer(summary.roundNumber), "correct": .integer(summary.round.correct),
        "of": .integer(summary.round.total), "score": .integer(summary.round.score),
        "newRecord": .bool(summary.isNewRecord), "statistics": statistics(summary.statistics),
      ])
  }

  static func end(_ stats: BundleStatistics) -> PlayEvent {
    PlayEvent("end", ["statistics": statistics(stats)])
  }

  static func warning(_ warning: PlayWarning) -> PlayEvent {
    switch warning {
    case .statisticsMovedAside(let info):
      PlayEvent(
        "warning",
        [
          "kind": .string("statistics-corrupt"), "file": .string(info.file),
          "movedTo": .string(info.movedTo), "message": .string(info.reason),
        ])
    case .statisticsNotSaved(let reason):
      PlayEvent("warning", ["kind": .string("statistics-not-saved"), "message": .string(reason)])
    }
  }

  static func statistics(_ stats: BundleStatistics) -> JSONValue {
    .object([
      "roundsPlayed": .integer(stats.roundsPlayed),
      "questionsAnswered": .integer(stats.questionsAnswered),
      "correctAnswers": .integer(stats.correctAnswers),
      "averageAccuracy": stats.averageAccuracy.map { .double(($0 * 100).rounded() / 100) } ?? .null,
      "record": record(stats.bestRound), "highScore": record(stats.highScore),
    ])
  }

  static func record(_ record: RoundRecord?) -> JSONValue {
    guard let record else { return .null }
    return .object([
      "correct": .integer(record.correct), "of": .integer(record.total),
      "score": .integer(record.score), "date": .string(timestamp(record.date)),
    ])
  }

  /// RFC 3339 UTC, to the second.
  package static func timestamp(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: date)
  }
}
