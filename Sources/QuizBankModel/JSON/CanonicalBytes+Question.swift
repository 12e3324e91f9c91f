/// What a question holds, written: ``question(_:)`` (in `Question+BundleFormat.swift`) calls these.
extension CanonicalBytes {
  /// The choices: objects of `id` and `text`.
  mutating func choices(_ choices: [Choice]) {
    beginArray()
    for choice in choices {
      beginObject()
      key("id")
      string(choice.id)
      localized("text", choice.text)
      endObject()
    }
    endArray()
  }

  mutating func image(_ image: ImageReference) {
    beginObject()
    if let alt = image.alt { localized("alt", alt) }
    if let sha = image.sha256 {
      key("sha256")
      string(sha)
    }
    key("source")
    string(image.source)
    endObject()
  }

  mutating func subject(_ subject: Subject) {
    beginObject()
    key("title")
    string(subject.title)
    if let year = subject.year {
      key("year")
      int(year)
    }
    endObject()
  }

  mutating func provenance(_ p: Provenance) throws {
    beginObject()
    if let rule = p.rule {
      key("rule")
      string(rule)
    }
    key("source")
    string(p.source)
    if let sourceId = p.sourceId {
      key("sourceId")
      string(sourceId)
    }
    if let values = p.valueEntries {
      key("values")
      beginObject()
      for entry in values {  // in key order
        key(text: entry.name)
        switch entry.value {
        case .string(let text): string(text)
        case .number(let number): try double(number)
        case .bool(let flag): bool(flag)
        }
      }
      endObject()
    }
    endObject()
  }
}
