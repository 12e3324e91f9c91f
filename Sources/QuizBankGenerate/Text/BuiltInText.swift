/// The built-in question text in en, ru, uk and it. Rule files override any of it.
enum BuiltInText {
  /// Rating threshold prompts and explanation.
  static let rating = ThresholdTexts(
    greater: [
      "en": "Is the rating of “{title}” greater than {threshold}?",
      "ru": "Рейтинг фильма «{title}» больше, чем {threshold}?",
      "uk": "Рейтинг фільму «{title}» більший за {threshold}?",
      "it": "Il voto di «{title}» è maggiore di {threshold}?",
    ],
    less: [
      "en": "Is the rating of “{title}” less than {threshold}?",
      "ru": "Рейтинг фильма «{title}» меньше, чем {threshold}?",
      "uk": "Рейтинг фільму «{title}» менший за {threshold}?",
      "it": "Il voto di «{title}» è minore di {threshold}?",
    ],
    explanation: [
      "en": "“{title}” is rated {rating}.",
      "ru": "Рейтинг фильма «{title}» — {rating}.",
      "uk": "Рейтинг фільму «{title}» — {rating}.",
      "it": "Il voto di «{title}» è {rating}.",
    ])

  /// Release year prompts and explanation.
  static let year = ThresholdTexts(
    greater: [
      "en": "Was “{title}” released after {threshold}?",
      "ru": "Фильм «{title}» вышел позже {threshold} года?",
      "uk": "Фільм «{title}» вийшов пізніше {threshold} року?",
      "it": "«{title}» è uscito dopo il {threshold}?",
    ],
    less: [
      "en": "Was “{title}” released before {threshold}?",
      "ru": "Фильм «{title}» вышел раньше {threshold} года?",
      "uk": "Фільм «{title}» вийшов раніше {threshold} року?",
      "it": "«{title}» è uscito prima del {threshold}?",
    ],
    explanation: [
      "en": "“{title}” was released in {year}.",
      "ru": "Фильм «{title}» вышел в {year} году.",
      "uk": "Фільм «{title}» вийшов у {year} році.",
      "it": "«{title}» è uscito nel {year}.",
    ])

  /// "Which of these films has the highest rating?"
  static let comparison: [String: String] = [
    "en": "Which of these films has the highest rating?",
    "ru": "У какого из этих фильмов самый высокий рейтинг?",
    "uk": "Який із цих фільмів має найвищий рейтинг?",
    "it": "Quale di questi film ha il voto più alto?",
  ]

  /// "Which of these films has the lowest rating?"
  static let comparisonLowest: [String: String] = [
    "en": "Which of these films has the lowest rating?",
    "ru": "У какого из этих фильмов самый низкий рейтинг?",
    "uk": "Який із цих фільмів має найнижчий рейтинг?",
    "it": "Quale di questi film ha il voto più basso?",
  ]

  /// "Is X in the genre G?"
  static let genre: [String: String] = [
    "en": "Is “{title}” a film in the genre {genre}?",
    "ru": "Фильм «{title}» относится к жанру «{genre}»?",
    "uk": "Фільм «{title}» належить до жанру «{genre}»?",
    "it": "«{title}» è un film del genere «{genre}»?",
  ]

  /// The yes choice.
  static let yes: [String: String] = ["en": "Yes", "ru": "Да", "uk": "Так", "it": "Sì"]
  /// The no choice.
  static let no: [String: String] = ["en": "No", "ru": "Нет", "uk": "Ні", "it": "No"]
}

/// The prompts of a threshold rule for each comparison, and its explanation.
struct ThresholdTexts {
  let greater: [String: String]
  let less: [String: String]
  let explanation: [String: String]

  func prompt(_ comparison: ThresholdComparison) -> [String: String] {
    comparison == .greater ? greater : less
  }
}
