extension CanonicalBytes {
  /// Where the writer of a bundle's header left room for the rest.
  package struct HeaderMarks {
    /// Just after the `[` of `questions`, in ``bytes``.
    package var questions: Int
    /// Just after the `[` of `questions`, in ``compact``.
    package var compactQuestions: Int
    /// Where the 64 hex digits of `digest` start in ``bytes``, when it is written.
    package var digest: Int?
  }

  /// Writes `bundle`'s members, in key order, with an empty `questions` array
  /// (its questions are written apart, one at a time) and `digest` when given.
  @discardableResult
  package mutating func header(of bundle: QuizBundle, digest: String?) -> HeaderMarks {
    beginObject()
    if let createdAt = bundle.createdAt {
      key("createdAt")
      string(createdAt)
    }
    key("defaultLocale")
    string(bundle.defaultLocale)
    if let description = bundle.description { localized("description", description) }
    var digestAt: Int?
    if let digest {
      key("digest")
      digestAt = count + 1  // after the opening quote
      string(digest)
    }
    key("format")
    string(bundle.format)
    key("formatVersion")
    int(bundle.formatVersion)
    key("id")
    string(bundle.id)
    key("locales")
    texts(bundle.locales)
    key("questions")
    beginArray()
    let marks = HeaderMarks(questions: count, compactQuestions: compactCount, digest: digestAt)
    endArray()
    if let rounds = bundle.rounds {
      key("rounds")
      beginArray()
      for round in rounds {
        beginObject()
        key("questions")
        texts(round.questions)
        endObject()
      }
      endArray()
    }
    settings(bundle.settings)
    localized("title", bundle.title)
    key("version")
    string(bundle.version)
    endObject()
    return marks
  }

  /// An array of strings.
  package mutating func texts(_ values: [String]) {
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  private mutating func settings(_ settings: PlaySettings) {
    key("settings")
    beginObject()
    key("feedbackDelayMs")
    int(settings.feedbackDelayMs)
    key("mode")
    string(settings.mode.rawValue)
    key("roundSize")
    int(settings.roundSize)
    key("shuffleChoices")
    bool(settings.shuffleChoices)
    key("shuffleQuestions")
    bool(settings.shuffleQuestions)
    endObject()
  }
}
