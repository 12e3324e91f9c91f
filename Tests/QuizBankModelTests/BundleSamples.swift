import QuizBankModel

/// Small bundles built in code for the model's tests.
enum BundleSamples {
  static func yesNo(id: String = "q1", prompt: String = "Is this film's rating greater than 8?")
    -> Question
  {
    Question(
      id: id, kind: .yesNo, prompt: ["en": prompt, "it": "Il voto è maggiore di 8?"],
      subject: Subject(title: "The Godfather", year: 1972),
      image: ImageReference(source: "https://example.org/godfather.jpg"),
      choices: [
        Choice(id: "yes", text: ["en": "Yes", "it": "Sì"]),
        Choice(id: "no", text: ["en": "No", "it": "No"]),
      ],
      correct: ["yes"], tags: ["genre:crime"], difficulty: .easy,
      provenance: Provenance(
        source: "imdb", sourceId: "tt0068646", rule: "rating-threshold",
        values: ["rating": .number(9.2), "threshold": .number(8), "comparison": .string("greater")]))
  }

  static func bundle(questions: [Question]? = nil) -> QuizBundle {
    QuizBundle(
      id: "movie-night", version: "1.0.0", title: ["en": "Movie night", "it": "Serata cinema"],
      locales: ["en", "it"], questions: questions ?? [yesNo(), yesNo(id: "q2")])
  }
}
