import QuizBankModel

extension PackStreamParser {
  typealias Step = XMLPath.Step

  /// The path of the current question (`/pack/question[n]`).
  var questionPath: XMLPath { QuizPackLocator.questionPath(questionCount) }

  /// Handles a start tag.
  mutating func start(_ element: PackNames.Element, depth: Int) {
    switch element {
    case .pack where depth == 0: readPackAttributes()
    case .title where depth == 1: beginText(.title)
    case .description where depth == 1:
      let text = newText()
      header.description = text
      beginText(.description)
    case .settings where depth == 1: readSettings()
    case .question where depth == 1: beginQuestion()
    case .prompt where inQuestion: beginText(.prompt)
    case .subject where inQuestion:
      var year: Int?
      let number = questionCount
      Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
        if attribute == .year {
          year = integer(
            value, "year",
            at: QuizPackLocator.questionPath(number).appending(Step("subject")).attribute("year"))
        }
      }
      question.subject = Subject(title: "", year: year)
      beginCapture(.subject, depth: depth)
    case .image where inQuestion: readImage()
    case .alt where inQuestion && question.image != nil:
      let text = newText()
      question.image?.alt = text
      beginText(.alt)
    case .choice where inQuestion:
      var id = ""
      var rawRank: String?
      Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
        if attribute == .id { id = value }
        if attribute == .correct { rawRank = value }
      }
      choiceCount += 1
      let rank = rawRank.flatMap { raw -> Int? in
        let rank = Int(raw.trimmingXMLWhitespace)
        // The schema refuses what is not a positive whole number; this is one too large to hold.
        if rank == nil, raw.trimmingXMLWhitespace.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
          report(
            "correct='\(raw)' is too large for the place of a right answer",
            at: questionPath.appending(Step("choice", .ordinal(choiceCount))).attribute("correct"),
            hint: "number the right choices 1, 2, 3, … in the order of the right answers")
        }
        return rank
      }
      let text = newText()
      question.choices.append(Choice(id: id, text: text))
      if let rank { question.rankedCorrect.append((rank, id)) }
      beginText(.choice)
    case .explanation where inQuestion:
      let text = newText()
      question.explanation = text
      beginText(.explanation)
    case .tag where inQuestion:
      tagCount += 1
      beginCapture(.tag, depth: depth)
    case .provenance where inQuestion: readProvenance()
    case .values where inQuestion && question.provenance != nil:
      question.values = Provenance.ValuesBuilder(reservingCapacity: valueCountHint)
    case .string, .number, .boolean:
      guard inQuestion, question.values != nil else { return }
      var name = ""
      Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
        if attribute == .name { name = value }
      }
      beginCapture(.value(kind: element, name: name), depth: depth)
    case .rounds where depth == 1: header.rounds = []
    case .round where header.rounds != nil:
      roundCount += 1
      header.rounds?.append(Round(questions: []))
    case .ref where header.rounds != nil && roundCount > 0:
      Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
        if attribute == .question { header.rounds?[roundCount - 1].questions.append(value) }
      }
    case .text where textTarget != nil:
      var lang = ""
      Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
        if attribute == .lang { lang = value }
      }
      // One text per locale: a repeat is reported (a short list, no hashing).
      let ordinal = textLocales.contains(lang) ? 2 : 1
      if ordinal == 1 { textLocales.append(lang) }
      beginCapture(.text(textTarget!, lang: lang, ordinal: ordinal), depth: depth)
    default: break
    }
  }

  /// Handles an end tag (or the end of an empty element).
  mutating func finish(_ element: PackNames.Element, depth: Int) {
    if depth == captureDepth, capture != nil { endCapture() }
    switch element {
    case .question where depth == 1: endQuestion()
    case .title, .description, .prompt, .alt, .choice, .explanation:
      textTarget = nil
    default: break
    }
  }

  /// An empty localized text with room for every locale the pack declares,
  /// so filling it does not grow it.
  private func newText() -> LocalizedText {
    var text = LocalizedText(entries: [])
    text.reserveCapacity(min(header.locales.count, 64))
    return text
  }

  private mutating func beginText(_ target: TextTarget) {
    textTarget = target
    while textLocales.popLast() != nil {}
  }

  private mutating func beginCapture(_ kind: Capture, depth: Int) {
    capture = kind
    captureDepth = depth
    capturedInBatch = nil
    if !captured.isEmpty { captured.removeAll(keepingCapacity: true) }
  }

  private mutating func endCapture() {
    guard let kind = capture.take() else { return }
    let value: String
    if let piece = capturedInBatch {
      value = String(decoding: piece, as: UTF8.self)
      capturedInBatch = nil
    } else {
      value = String(decoding: captured, as: UTF8.self)
      if !captured.isEmpty { captured.removeAll(keepingCapacity: true) }
    }
    switch kind {
    case .text(let target, let lang, let ordinal):
      store(value, lang: lang, ordinal: ordinal, in: target)
    case .subject:
      question.subject?.title = value
    case .tag:
      question.tags.append(value)
    case .value(let type, let name):
      storeValue(value, type: type, name: name)
    }
  }

  private mutating func beginQuestion() {
    deliverHeader()
    var builder = PackQuestionBuilder()
    builder.prompt = newText()
    question = builder
    inQuestion = true
    choiceCount = 0
    tagCount = 0
    Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
      switch attribute {
      case .id: question.id = value
      case .kind: question.kind = Question.Kind(rawValue: value)
      case .correct:
        question.correct = Self.list(value)
        question.correctGiven = true
      case .points:
        let number = questionCount
        let points = integer(
          value, "points", at: QuizPackLocator.questionPath(number).attribute("points"))
        question.points = points ?? 1
      case .difficulty: question.difficulty = Question.Difficulty(rawValue: value)
      default: break
      }
    }
  }

  private mutating func endQuestion() {
    defer { questionCount += 1 }
    guard inQuestion else { return }
    inQuestion = false
    // Moved out, so the question is built from its parts without copying them.
    var question = PackQuestionBuilder()
    swap(&question, &self.question)
    if question.kind != nil {
      let named = question.id.map { "question '\($0)'" } ?? "the question"
      if question.correctGiven && !question.rankedCorrect.isEmpty {
        report(
          "\(named) gives its right answers both in correct= on <question> and in correct=\"N\" on a choice",
          at: questionPath.attribute("correct"),
          hint: "use one: correct=\"ids\" on <question>, or correct=\"N\" on each right choice")
      } else if !question.correctGiven && question.rankedCorrect.isEmpty {
        report(
          "\(named) has neither correct= nor a choice with correct=", at: questionPath,
          hint: "give correct=\"ids\" on <question>, or correct=\"N\" on each right choice")
      }
    }
    if let values = question.values?.count, values > valueCountHint {
      valueCountHint = min(values, 64)
    }
    guard let built = question.build() else { return }
    onQuestion(built, questionCount)
  }

  private mutating func readPackAttributes() {
    Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
      switch attribute {
      case .id: header.id = value
      case .version: header.version = value
      case .defaultLocale: header.defaultLocale = value
      case .locales: header.locales = Self.list(value)
      case .createdAt: header.createdAt = value
      case .digest: header.digest = value
      default: break
      }
    }
  }

  private mutating func readSettings() {
    let path = XMLPath([Step("pack"), Step("settings")])
    Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
      switch attribute {
      case .roundSize:
        if let n = integer(value, "round-size", at: path.attribute("round-size")) {
          header.settings.roundSize = n
        }
      case .feedbackDelayMs:
        if let n = integer(value, "feedback-delay-ms", at: path.attribute("feedback-delay-ms")) {
          header.settings.feedbackDelayMs = n
        }
      case .shuffleQuestions:
        if let b = Self.boolean(value) { header.settings.shuffleQuestions = b }
      case .shuffleChoices:
        if let b = Self.boolean(value) { header.settings.shuffleChoices = b }
      case .mode:
        if let mode = PlaySettings.Mode(rawValue: value) { header.settings.mode = mode }
      default: break
      }
    }
  }

  private mutating func readImage() {
    var image = ImageReference(source: "")
    Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
      if attribute == .source { image.source = value }
      if attribute == .sha256 { image.sha256 = value }
    }
    question.image = image
  }

  private mutating func readProvenance() {
    var provenance = Provenance(source: "")
    Self.attributes(currentAttributes, currentAttributeCount) { attribute, value in
      switch attribute {
      case .source: provenance.source = value
      case .sourceId: provenance.sourceId = value
      case .rule: provenance.rule = value
      default: break
      }
    }
    question.provenance = provenance
    question.values = nil
  }
}
