import QuizBankModel

/// The rules that name what changed in a question or a bundle and the bump each needs.
enum QuestionComparison {
  typealias Change = BundleDiff.Change

  static func changes(from old: Question, to new: Question) -> [Change] {
    var changes: [Change] = []
    if old.prompt != new.prompt {
      changes.append(
        Change(
          aspect: .prompt, detail: "prompt text \(localesChanged(old.prompt, new.prompt))",
          bump: .patch))
    }
    if old.kind != new.kind {
      changes.append(
        Change(
          aspect: .answer, detail: "kind \(old.kind.rawValue) → \(new.kind.rawValue)", bump: .major)
      )
    }
    if Set(old.correct) != Set(new.correct) {
      changes.append(
        Change(
          aspect: .answer,
          detail:
            "right choice(s) \(old.correct.joined(separator: ",")) → \(new.correct.joined(separator: ","))",
          bump: .major))
    }
    changes += choiceChanges(old.choices, new.choices)
    changes += imageChanges(old.image, new.image)
    if old.points != new.points {
      changes.append(
        Change(aspect: .points, detail: "points \(old.points) → \(new.points)", bump: .minor))
    }
    if old.subject != new.subject {
      changes.append(
        Change(
          aspect: .subject, detail: "subject \(describe(old.subject)) → \(describe(new.subject))",
          bump: .major))
    }
    var other: [String] = []
    if old.explanation != new.explanation { other.append("explanation") }
    if old.tags != new.tags { other.append("tags") }
    if old.difficulty != new.difficulty { other.append("difficulty") }
    if old.provenance != new.provenance { other.append("provenance") }
    if !other.isEmpty {
      changes.append(Change(aspect: .other, detail: other.joined(separator: ", "), bump: .patch))
    }
    return changes
  }

  private static func choiceChanges(_ old: [Choice], _ new: [Choice]) -> [Change] {
    var changes: [Change] = []
    let oldIds = old.map(\.id)
    let newIds = new.map(\.id)
    let removed = oldIds.filter { !newIds.contains($0) }
    let added = newIds.filter { !oldIds.contains($0) }
    if !removed.isEmpty {
      changes.append(
        Change(
          aspect: .choices, detail: "choice(s) \(removed.joined(separator: ",")) removed",
          bump: .major))
    }
    if !added.isEmpty {
      changes.append(
        Change(
          aspect: .choices, detail: "choice(s) \(added.joined(separator: ",")) added", bump: .minor)
      )
    }
    let oldText = Dictionary(old.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
    let edited = new.filter { choice in oldText[choice.id].map { $0 != choice.text } ?? false }.map(
      \.id)
    if !edited.isEmpty {
      changes.append(
        Change(
          aspect: .choices, detail: "text of choice(s) \(edited.joined(separator: ",")) edited",
          bump: .minor))
    }
    let common = Set(oldIds).intersection(newIds)
    if removed.isEmpty, added.isEmpty,
      oldIds.filter(common.contains) != newIds.filter(common.contains)
    {
      changes.append(Change(aspect: .choices, detail: "choices reordered", bump: .patch))
    }
    return changes
  }

  private static func imageChanges(_ old: ImageReference?, _ new: ImageReference?) -> [Change] {
    switch (old, new) {
    case (nil, nil): return []
    case (nil, let new?):
      return [Change(aspect: .image, detail: "image \(new.source) added", bump: .minor)]
    case (let old?, nil):
      return [Change(aspect: .image, detail: "image \(old.source) removed", bump: .minor)]
    case (let old?, let new?):
      if old.source != new.source || old.sha256 != new.sha256 {
        return [Change(aspect: .image, detail: "image \(old.source) → \(new.source)", bump: .minor)]
      }
      return old.alt != new.alt
        ? [Change(aspect: .image, detail: "image alt text", bump: .patch)] : []
    }
  }

  static func bundleChanges(from old: QuizBundle, to new: QuizBundle) -> [Change] {
    var changes: [Change] = []
    if old.id != new.id {
      changes.append(
        Change(aspect: .other, detail: "bundle id \(old.id) → \(new.id)", bump: .major))
    }
    let removedLocales = old.locales.filter { !new.locales.contains($0) }
    let addedLocales = new.locales.filter { !old.locales.contains($0) }
    if !removedLocales.isEmpty {
      changes.append(
        Change(
          aspect: .other, detail: "locale(s) \(removedLocales.joined(separator: ",")) removed",
          bump: .major))
    }
    if !addedLocales.isEmpty {
      changes.append(
        Change(
          aspect: .other, detail: "locale(s) \(addedLocales.joined(separator: ",")) added",
          bump: .minor))
    }
    if old.defaultLocale != new.defaultLocale {
      changes.append(
        Change(
          aspect: .other, detail: "default locale \(old.defaultLocale) → \(new.defaultLocale)",
          bump: .minor))
    }
    if old.settings != new.settings {
      changes.append(Change(aspect: .other, detail: "settings", bump: .minor))
    }
    if old.rounds != new.rounds {
      changes.append(Change(aspect: .other, detail: "rounds", bump: .minor))
    }
    let newIds = Set(new.questions.map(\.id))
    let oldIds = Set(old.questions.map(\.id))
    if old.questions.map(\.id).filter(newIds.contains)
      != new.questions.map(\.id).filter(oldIds.contains)
    {
      changes.append(Change(aspect: .other, detail: "question order", bump: .patch))
    }
    if old.title != new.title || old.description != new.description {
      changes.append(Change(aspect: .other, detail: "title or description", bump: .patch))
    }
    return changes
  }

  private static func localesChanged(_ old: LocalizedText, _ new: LocalizedText) -> String {
    let locales = Set(old.locales + new.locales).filter { old[$0] != new[$0] }.sorted()
    return "(\(locales.joined(separator: ", ")))"
  }

  private static func describe(_ subject: Subject?) -> String {
    guard let subject else { return "none" }
    return "\"\(subject.title)\"" + (subject.year.map { " (\($0))" } ?? "")
  }
}
