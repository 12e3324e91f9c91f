import QuizBankModel

/// What every format writer shares: the bundle, the chosen locale, the image
/// store, and the losses collected so far.
struct ExportContext {
  let bundle: QuizBundle
  let locale: String
  let images: any ExportAssets
  private(set) var losses: [ExportLoss] = []

  init(bundle: QuizBundle, locale: String, images: any ExportAssets) {
    self.bundle = bundle
    self.locale = locale
    self.images = images
  }

  /// The text in the export locale, falling back to the bundle's default locale.
  func text(_ text: LocalizedText?) -> String {
    text?.resolved(locale, fallback: bundle.defaultLocale) ?? ""
  }

  /// Records a loss.
  mutating func lose(_ question: Question, _ kind: ExportLoss.Kind, _ message: String) {
    losses.append(ExportLoss(questionId: question.id, kind: kind, message: message))
  }

  /// Records a loss for the question `id` (`(bundle)` for the bundle's own members).
  mutating func lose(id: String, _ kind: ExportLoss.Kind, _ message: String) {
    losses.append(ExportLoss(questionId: id, kind: kind, message: message))
  }

  /// Records the losses of content the target has no place for, for the
  /// members of `question` that are present.
  mutating func loseUnsupported(_ question: Question, _ kinds: Set<ExportLoss.Kind>) {
    if kinds.contains(.id) {
      lose(question, .id, "the question id is not carried")
    }
    if kinds.contains(.image), let image = question.image {
      lose(question, .image, "image \"\(image.source)\" is not carried")
    }
    if kinds.contains(.subject), let subject = question.subject {
      let year = subject.year.map { " (\($0))" } ?? ""
      lose(question, .subject, "subject \"\(subject.title)\(year)\" is not carried")
    }
    if kinds.contains(.explanation), question.explanation != nil {
      lose(question, .explanation, "the explanation is not carried")
    }
    if kinds.contains(.points), question.points != 1 {
      lose(question, .points, "\(question.points) points become 1")
    }
    if kinds.contains(.tags), !question.tags.isEmpty {
      lose(question, .tags, "tags \(question.tags.joined(separator: ", ")) are not carried")
    }
    if kinds.contains(.difficulty), let difficulty = question.difficulty {
      lose(question, .difficulty, "difficulty \(difficulty.rawValue) is not carried")
    }
    if kinds.contains(.provenance), let provenance = question.provenance {
      lose(question, .provenance, "provenance (\(provenance.source)) is not carried")
    }
  }

  /// Records a loss when the question has text in locales other than the exported
  /// one, or lacks text in it (the default locale's is used instead).
  mutating func loseOtherLocales(_ question: Question) {
    var texts = [question.prompt] + question.choices.map(\.text)
    if let explanation = question.explanation { texts.append(explanation) }
    if let alt = question.image?.alt { texts.append(alt) }
    let others = Set(texts.flatMap(\.locales)).subtracting([locale]).sorted()
    if !others.isEmpty {
      lose(
        question, .locale,
        "text in \(others.joined(separator: ", ")) is dropped (exported \(locale))")
    }
    if texts.contains(where: { $0[locale] == nil }) {
      lose(
        question, .locale,
        "some text has no \(locale) version: the \(bundle.defaultLocale) text is exported instead")
    }
  }

  /// The choices in order with whether each is correct.
  func choices(of question: Question) -> [(choice: Choice, correct: Bool)] {
    question.choices.map { ($0, question.correct.contains($0.id)) }
  }
}
