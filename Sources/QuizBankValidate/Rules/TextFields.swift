import QuizBankModel

/// Every piece of localized text in a bundle, with where it is, so the
/// locale and empty-text rules walk the bundle the same way.
package enum TextFields {
  /// Which text a field is.
  package enum Field: Equatable {
    case title
    case description
    case prompt(question: Int)
    case choice(question: Int, choice: Int)
    case explanation(question: Int)
    case alt(question: Int)

    /// The JSON pointer of the text object.
    package var pointer: String {
      switch self {
      case .title: "/title"
      case .description: "/description"
      case .prompt(let q): "/questions/\(q)/prompt"
      case .choice(let q, let c): "/questions/\(q)/choices/\(c)/text"
      case .explanation(let q): "/questions/\(q)/explanation"
      case .alt(let q): "/questions/\(q)/image/alt"
      }
    }

    /// How a message names it: `the prompt of question "q3"`.
    package func label(in bundle: QuizBundle) -> String {
      switch self {
      case .title: "the bundle title"
      case .description: "the bundle description"
      case .prompt(let q): "the prompt of question \(Self.quoted(bundle, q))"
      case .choice(let q, let c):
        "the text of choice \"\(bundle.questions[q].choices[c].id)\" of question \(Self.quoted(bundle, q))"
      case .explanation(let q): "the explanation of question \(Self.quoted(bundle, q))"
      case .alt(let q): "the image text of question \(Self.quoted(bundle, q))"
      }
    }

    /// Whether every declared locale must have text here (optional texts may be partial).
    package var isRequiredInEveryLocale: Bool {
      switch self {
      case .title, .prompt, .choice: true
      case .description, .explanation, .alt: false
      }
    }

    private static func quoted(_ bundle: QuizBundle, _ index: Int) -> String {
      "\"\(bundle.questions[index].id)\""
    }
  }

  /// Calls `body` for each localized text of `bundle`, in document order.
  package static func forEach(
    in bundle: QuizBundle, _ body: (Field, LocalizedText) -> Void
  ) {
    body(.title, bundle.title)
    if let description = bundle.description { body(.description, description) }
    for (q, question) in bundle.questions.enumerated() {
      body(.prompt(question: q), question.prompt)
      for (c, choice) in question.choices.enumerated() {
        body(.choice(question: q, choice: c), choice.text)
      }
      if let explanation = question.explanation { body(.explanation(question: q), explanation) }
      if let alt = question.image?.alt { body(.alt(question: q), alt) }
    }
  }
}

extension String {
  /// Whether the string has nothing but white space (or nothing at all).
  package var isBlank: Bool {
    unicodeScalars.allSatisfy { $0.properties.isWhitespace }
  }
}
