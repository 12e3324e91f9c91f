import QuizBankModel

/// A genre rule: ask whether a film is of a genre, Yes for one of its own genres
/// and No for one of the rule's genres it does not have, balanced like the
/// threshold rules.
public struct GenreRule: Sendable, Equatable {
  /// The rule's id, the prefix of its questions' ids.
  public var id: String
  /// The genres asked about, as the catalogue names them (`Crime`, `Sci-Fi`).
  public var genres: [String]
  /// The share of questions answered Yes (0…1, default 0.5).
  public var yesShare: Double
  /// Films this rule alone also requires.
  public var selection: FilmSelection
  /// Prompt templates per locale (`{title}`, `{genre}`, `{year}`), over the built-in ones.
  public var prompt: [String: String]
  /// Points for a right answer.
  public var points: Int

  /// Creates a rule.
  public init(
    id: String, genres: [String], yesShare: Double = 0.5,
    selection: FilmSelection = FilmSelection(), prompt: [String: String] = [:], points: Int = 1
  ) {
    self.id = id
    self.genres = genres
    self.yesShare = yesShare
    self.selection = selection
    self.prompt = prompt
    self.points = points
  }

  /// The candidate for one film: a genre it has (Yes) and one it lacks (No), each
  /// chosen for this film alone; `nil` when the film has no genres.
  ///
  /// `key` is the film's ``Film/key`` and `seedText` the seed in decimal,
  /// both worked out once for every film.
  func candidate(film: Film, key: String, index: Int32, ruleIndex: UInt16, seedText: String)
    -> ThresholdCandidate?
  {
    guard !film.genres.isEmpty else { return nil }
    let own = Set(film.genres.map { $0.lowercased() })
    let has = genres.indices.filter { own.contains(genres[$0].lowercased()) }
    let lacks = genres.indices.filter { !own.contains(genres[$0].lowercased()) }
    var rng = SplitMix64(seed: StableHash.value("genre", seedText, id, key))
    func option(_ choices: [Int]) -> ThresholdCandidate.Option? {
      guard !choices.isEmpty else { return nil }
      let pick = choices[rng.below(choices.count)]
      return ThresholdCandidate.Option(
        index: pick, comparison: .greater,
        idHash: StableHash.value("question", id, key, genres[pick].lowercased()))
    }
    let yes = option(has)
    let no = option(lacks)
    guard yes != nil || no != nil else { return nil }
    return ThresholdCandidate(
      film: index, rule: ruleIndex,
      priority: StableHash.value("balance", seedText, id, key), yes: yes, no: no)
  }
}

extension GenreRule {
  init(node: ConfigNode) throws {
    let m = try node.members(allowed: [
      "type", "id", "genres", "yesShare", "select", "prompt", "points",
    ])
    guard let genresNode = m["genres"] else {
      throw node.error("a genre rule needs 'genres' (the genres to ask about)")
    }
    let genres = try genresNode.strings()
    if genres.count < 2 { throw genresNode.error("'genres' must name at least two genres") }
    let yesShare = try m["yesShare"]?.double() ?? 0.5
    guard (0...1).contains(yesShare) else {
      throw m["yesShare"]!.error("'yesShare' must be between 0 and 1")
    }
    let prompt = try m["prompt"]?.stringMap() ?? [:]
    for locale in prompt.keys.sorted() {
      if let bad = Template.unknownPlaceholder(
        in: prompt[locale]!, allowed: ["title", "genre", "year"])
      {
        throw m["prompt"]!.error(
          "template 'prompt.\(locale)' uses unknown placeholder {\(bad)} (known: {title}, {genre}, {year})"
        )
      }
    }
    self.init(
      id: try ThresholdRule.ruleId(m["id"], default: "genre"), genres: genres,
      yesShare: yesShare,
      selection: try m["select"].map(FilmSelection.init(node:)) ?? FilmSelection(),
      prompt: prompt, points: try ThresholdRule.points(m["points"]))
  }
}
