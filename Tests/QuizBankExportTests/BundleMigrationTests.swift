import Foundation
import QuizBankModel
import Testing

/// The reader's migration seam, exercised with the hand-made format version 0
/// ("draft") shape.
struct BundleMigrationTests {
  static let draft = """
    {
      "format": "quizbank.bundle",
      "formatVersion": 0,
      "id": "movie-night",
      "version": "0.3.0",
      "title": "Serata cinema",
      "description": "Tre domande",
      "language": "it",
      "questions": [
        {"id": "q1", "type": "yes-no", "text": "Il voto è maggiore di 8?", "answer": false,
         "image": "https://example.org/godfather.jpg", "points": 2, "tags": ["genre:crime"]},
        {"id": "q2", "type": "multiple-choice", "text": "Quale film ha vinto nel 1995?",
         "choices": ["Pulp Fiction", "Forrest Gump"], "answer": 1, "explanation": "Forrest Gump.",
         "difficulty": "hard"},
        {"id": "q3", "type": "multiple-response", "text": "Quali film ha diretto Kubrick?",
         "choices": ["Shining", "Lo squalo", "Barry Lyndon"], "answer": [0, 2]}
      ]
    }
    """

  @Test func readsADraftBundleAsTheSameV1Bundle() throws {
    let bundle = try BundleReader().decode(Data(Self.draft.utf8))
    let expected = QuizBundle(
      id: "movie-night", version: "0.3.0", title: ["it": "Serata cinema"],
      description: ["it": "Tre domande"],
      locales: ["it"], defaultLocale: "it",
      questions: [
        Question(
          id: "q1", kind: .yesNo, prompt: ["it": "Il voto è maggiore di 8?"],
          image: ImageReference(source: "https://example.org/godfather.jpg"),
          choices: [Choice(id: "yes", text: ["it": "Sì"]), Choice(id: "no", text: ["it": "No"])],
          correct: ["no"], points: 2, tags: ["genre:crime"]),
        Question(
          id: "q2", kind: .multipleChoice, prompt: ["it": "Quale film ha vinto nel 1995?"],
          choices: [
            Choice(id: "a", text: ["it": "Pulp Fiction"]),
            Choice(id: "b", text: ["it": "Forrest Gump"]),
          ],
          correct: ["b"], explanation: ["it": "Forrest Gump."], difficulty: .hard),
        Question(
          id: "q3", kind: .multipleResponse, prompt: ["it": "Quali film ha diretto Kubrick?"],
          choices: [
            Choice(id: "a", text: ["it": "Shining"]), Choice(id: "b", text: ["it": "Lo squalo"]),
            Choice(id: "c", text: ["it": "Barry Lyndon"]),
          ],
          correct: ["a", "c"]),
      ])
    #expect(bundle == expected)
    #expect(bundle.formatVersion == QuizBundle.currentFormatVersion)
  }

  @Test func listsTheDraftAmongTheReadableVersions() {
    #expect(BundleReader.readableFormatVersions == [0, 1])
  }

  @Test func failsOnAnUnknownVersionNamingTheReadableOnes() {
    let future = Self.draft.replacingOccurrences(
      of: "\"formatVersion\": 0", with: "\"formatVersion\": 7")
    #expect(throws: BundleReadError.unsupportedFormatVersion(7, readable: [0, 1])) {
      try BundleReader().decode(Data(future.utf8))
    }
    #expect(
      BundleReadError.unsupportedFormatVersion(7, readable: [0, 1]).description
        == "format version 7 is not one this build reads (it reads 0, 1)")
  }

  @Test func failsOnADraftWithoutLanguage() {
    let broken = Self.draft.replacingOccurrences(of: "\"language\": \"it\",", with: "")
    #expect(
      throws: BundleReadError.invalidStructure(
        "/language: a format version 0 bundle needs its \"language\"")
    ) {
      try BundleReader().decode(Data(broken.utf8))
    }
  }

  @Test func failsOnADraftAnswerThatNamesNoChoice() {
    let broken = Self.draft.replacingOccurrences(of: "\"answer\": 1,", with: "\"answer\": 5,")
    #expect(
      throws: BundleReadError.invalidStructure(
        "/questions/1: \"answer\" [5] names a choice that does not exist (2 choices)")
    ) {
      try BundleReader().decode(Data(broken.utf8))
    }
  }

  @Test func failsOnADraftYesNoAnswerThatIsNotABoolean() {
    let broken = Self.draft.replacingOccurrences(
      of: "\"answer\": false,", with: "\"answer\": \"no\",")
    #expect(
      throws: BundleReadError.invalidStructure(
        "/questions/0: a yes-no question's \"answer\" must be true or false")
    ) {
      try BundleReader().decode(Data(broken.utf8))
    }
  }
}
