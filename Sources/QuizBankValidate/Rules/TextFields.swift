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

    /// How messages name it: `the prompt of question "q3"`.
    package func label(questionID: String = "", choiceID: String = "") -> String {
      switch self {
      case .title: "the bundle title"
      case .description: "the bundle description"
      case .prompt: "the prompt of question \"\(questionID)\""
      case .choice: "the text of choice \"\(choiceID)\" of question \"\(questionID)\""
      case .explanation: "the explanation of question \"\(questionID)\""
      case .alt: "the image text of question \"\(questionID)\""
      }
    }

    /// Whether every declared locale must have text here (optional texts may be partial).
    package var isRequiredInEveryLocale: Bool {
      switch self {
      case .title, .prompt, .choice: true
      case .description, .explanation, .alt: false
      }
    }
  }

  /// Calls `body` for the bundle's own texts (title, description).
  package static func forEach(inHeaderOf bundle: QuizBundle, _ body: (Field, LocalizedText) -> Void)
  {
    body(.title, bundle.title)
    if let description = bundle.description { body(.description, description) }
  }

  /// Calls `body` for each text of question `q`, in document order, with the
  /// question's id and, for a choice, the choice's id (for messages).
  package static func forEach(
    in question: borrowing Question, at q: Int,
    _ body: (Field, LocalizedText, _ questionID: String, _ choiceID: String) -> Void
  ) {
    body(.prompt(question: q), question.prompt, question.id, "")
    for c in question.choices.indices {
      body(
        .choice(question: q, choice: c), question.choices[c].text, question.id,
        question.choices[c].id)
    }
    if let explanation = question.explanation {
      body(.explanation(question: q), explanation, question.id, "")
    }
    if let alt = question.image?.alt { body(.alt(question: q), alt, question.id, "") }
  }
}

extension String {
  /// Whether the string has nothing but white space (or nothing at all).
  package var isBlank: Bool {
    // Most texts start with a byte no white space starts with: only
    // U+0009–U+000D and U+0020, and the lead bytes of U+0085 and U+00A0 (0xC2),
    // U+1680 (0xE1), U+2000–U+205F (0xE2) and U+3000 (0xE3) do.
    guard let first = utf8.first else { return true }
    switch first {
    case 0x09...0x0D, 0x20, 0xC2, 0xE1...0xE3: break
    default: return false
    }
    for scalar in unicodeScalars where !scalar.isUnicodeWhiteSpace { return false }
    return true
  }
}

extension Unicode.Scalar {
  /// Whether the scalar has Unicode's White_Space property, as
  /// `properties.isWhitespace` says, without its table look-up: the property
  /// holds for a fixed, short list of scalars (tested against the standard
  /// library's answer for every scalar).
  @inline(__always)
  package var isUnicodeWhiteSpace: Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F,
      0x3000:
      true
    default: false
    }
  }
}

/// A rule over every piece of localized text: the bundle's title and
/// description, and each question's prompt, choices, explanation and image text.
/// Conforming rules write only ``checkText(_:_:_:_:in:)``; the walk is shared.
package protocol TextRule: QuestionRule {
  /// Checks one text at `field`; `questionID` and `choiceID` are empty where they don't apply.
  static func checkText(
    _ text: LocalizedText, _ field: TextFields.Field, _ questionID: String, _ choiceID: String,
    in context: inout RuleContext)
}

extension TextRule {
  package static func checkBundle(_ bundle: QuizBundle, in context: inout RuleContext) {
    TextFields.forEach(inHeaderOf: bundle) { field, text in
      checkText(text, field, "", "", in: &context)
    }
  }

  package static func check(
    _ question: borrowing Question, at index: Int, in context: inout RuleContext
  ) {
    TextFields.forEach(in: question, at: index) { field, text, questionID, choiceID in
      checkText(text, field, questionID, choiceID, in: &context)
    }
  }
}
