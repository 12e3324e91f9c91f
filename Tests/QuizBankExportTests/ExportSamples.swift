import Foundation
import QuizBankModel

@testable import QuizBankExport

/// Bundles built in code for the exporter tests.
enum ExportSamples {
  /// A yes/no rating question in English only, with nothing optional.
  static func plainYesNo(id: String = "q1", correct: String = "yes") -> Question {
    Question(
      id: id, kind: .yesNo, prompt: ["en": "Is this film's rating greater than 8?"],
      choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
      correct: [correct])
  }

  /// A multiple-choice question in English only, with nothing optional.
  static func plainChoice(id: String = "q2") -> Question {
    Question(
      id: id, kind: .multipleChoice, prompt: ["en": "Which film won Best Picture in 1995?"],
      choices: [
        Choice(id: "a", text: ["en": "Pulp Fiction"]),
        Choice(id: "b", text: ["en": "Forrest Gump"]),
        Choice(id: "c", text: ["en": "The Shawshank Redemption"]),
      ],
      correct: ["b"])
  }

  /// A multiple-response question in English only.
  static func plainResponse(id: String = "q3", correct: [String] = ["a", "c"]) -> Question {
    Question(
      id: id, kind: .multipleResponse, prompt: ["en": "Which of these films did Kubrick direct?"],
      choices: [
        Choice(id: "a", text: ["en": "The Shining"]),
        Choice(id: "b", text: ["en": "Jaws"]),
        Choice(id: "c", text: ["en": "Barry Lyndon"]),
      ],
      correct: correct)
  }

  /// A question carrying everything: two locales, subject, local image with
  /// alt text, explanation, points, tags, difficulty, provenance.
  static func rich(id: String = "godfather", image: String = "assets/godfather.jpg") -> Question {
    Question(
      id: id, kind: .yesNo,
      prompt: ["en": "Is this film's rating greater than 9?", "it": "Il voto è maggiore di 9?"],
      subject: Subject(title: "The Godfather", year: 1972),
      image: ImageReference(
        source: image, sha256: String(repeating: "a", count: 64),
        alt: ["en": "Poster", "it": "Locandina"]),
      choices: [
        Choice(id: "yes", text: ["en": "Yes", "it": "Sì"]),
        Choice(id: "no", text: ["en": "No", "it": "No"]),
      ],
      correct: ["yes"], points: 3,
      explanation: ["en": "It is rated 9.2.", "it": "Ha un voto di 9,2."],
      tags: ["genre:crime", "decade:1970s"], difficulty: .easy,
      provenance: Provenance(
        source: "imdb", sourceId: "tt0068646", rule: "rating-threshold",
        values: ["rating": .number(9.2), "threshold": .number(9), "comparison": .string("greater")])
    )
  }

  /// A one-locale bundle.
  static func bundle(
    _ questions: [Question], locales: [String] = ["en"], id: String = "movie-night"
  )
    -> QuizBundle
  {
    QuizBundle(
      id: id, version: "1.0.0",
      title: LocalizedText(
        Dictionary(
          uniqueKeysWithValues: locales.map { ($0, $0 == "it" ? "Serata cinema" : "Movie night") })),
      locales: locales, questions: questions)
  }

  /// The bytes standing in for `assets/godfather.jpg`.
  static let imageBytes = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46])

  /// Export assets holding `assets/godfather.jpg`.
  static let images = MemoryExportAssets(["assets/godfather.jpg": imageBytes])

  /// Exports `bundle`; fails the test on a thrown error.
  static func export(
    _ bundle: QuizBundle, _ format: ExportFormat, flavor: CSVFlavor? = nil, locale: String? = nil,
    timeLimit: Int = 20
  ) throws -> ExportResult {
    try BundleExporter(images: images).export(
      bundle,
      options: ExportOptions(
        format: format, csvFlavor: flavor, locale: locale, timeLimit: timeLimit))
  }

  /// The exported text.
  static func text(
    _ bundle: QuizBundle, _ format: ExportFormat, flavor: CSVFlavor? = nil, locale: String? = nil
  ) throws -> String {
    String(decoding: try export(bundle, format, flavor: flavor, locale: locale).data, as: UTF8.self)
  }

  /// The loss kinds reported for one question.
  static func kinds(_ result: ExportResult, _ id: String) -> [ExportLoss.Kind] {
    result.report.losses.filter { $0.questionId == id }.map(\.kind)
  }
}
