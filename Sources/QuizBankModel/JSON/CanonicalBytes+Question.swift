extension CanonicalBytes {
  /// Writes `question` as the model's canonical encoder would, members in key order.
  package mutating func question(_ q: Question) throws {
    beginObject()
    key("choices")
    beginArray()
    for choice in q.choices {
      beginObject()
      key("id")
      string(choice.id)
      localized("text", choice.text)
      endObject()
    }
    endArray()
    key("correct")
    beginArray()
    for id in q.correct { string(id) }
    endArray()
    if let difficulty = q.difficulty {
      key("difficulty")
      string(difficulty.rawValue)
    }
    if let explanation = q.explanation { localized("explanation", explanation) }
    key("id")
    string(q.id)
    if let image = q.image {
      key("image")
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
    key("kind")
    string(q.kind.rawValue)
    key("points")
    int(q.points)
    localized("prompt", q.prompt)
    if let provenance = q.provenance { try self.provenance(provenance) }
    if let subject = q.subject {
      key("subject")
      beginObject()
      key("title")
      string(subject.title)
      if let year = subject.year {
        key("year")
        int(year)
      }
      endObject()
    }
    key("tags")
    beginArray()
    for tag in q.tags { string(tag) }
    endArray()
    endObject()
  }

  private mutating func provenance(_ p: Provenance) throws {
    key("provenance")
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
    if let values = p.values {
      key("values")
      beginObject()
      for (name, value) in values.sorted(by: { Self.keyPrecedes($0.key, $1.key) }) {
        key(text: name)
        switch value {
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
