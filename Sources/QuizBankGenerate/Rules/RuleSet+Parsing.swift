import Foundation

extension RuleSet {
  /// Reads a rule file (YAML or JSON).
  public static func load(from url: URL, name: String? = nil) throws -> RuleSet {
    try RuleSet(node: ConfigDocument.load(url, name: name))
  }

  /// Parses rule-file text; `file` names it in errors.
  public static func parse(_ text: String, file: String) throws -> RuleSet {
    try RuleSet(node: ConfigDocument.parse(text, file: file))
  }

  /// Reads a rule set from a parsed node (a whole rule file, or a project's `rules`).
  package init(node: ConfigNode) throws {
    let m = try node.members(allowed: [
      "version", "locales", "seed", "select", "rounds", "choices", "rules",
    ])
    if let version = m["version"], try version.int() != 1 {
      throw version.error("unsupported rule file version \(try version.int()) (this qbank reads 1)")
    }
    locales = try m["locales"]?.strings() ?? RuleSet.defaultLocales
    if locales.isEmpty { throw m["locales"]!.error("'locales' must name at least one locale") }
    var seenLocales: Set<String> = []
    for locale in locales where !seenLocales.insert(locale).inserted {
      throw m["locales"]!.error("'locales' names '\(locale)' twice; name each locale once")
    }
    if let seedNode = m["seed"] {
      let value = try seedNode.int()
      guard value >= 0 else { throw seedNode.error("'seed' must be zero or more") }
      seed = UInt64(value)
    } else {
      seed = nil
    }
    selection = try m["select"].map(FilmSelection.init(node:)) ?? FilmSelection()
    rounds = try m["rounds"].map(RoundPlan.init(node:)) ?? nil
    if let choices = m["choices"] {
      let c = try choices.members(allowed: ["yes", "no"])
      choiceText = ChoiceText(
        yes: try c["yes"]?.stringMap() ?? [:], no: try c["no"]?.stringMap() ?? [:])
    } else {
      choiceText = ChoiceText()
    }
    guard let rulesNode = m["rules"] else { throw node.error("a rule file needs 'rules'") }
    rules = try rulesNode.items().map(Rule.init(node:))
    if rules.isEmpty { throw rulesNode.error("'rules' must hold at least one rule") }
    var seen: Set<String> = []
    for (rule, item) in zip(rules, try rulesNode.items()) where !seen.insert(rule.id).inserted {
      throw item.error("two rules have the id '\(rule.id)'; give each its own 'id'")
    }
    try checkLocales(rulesNode)
  }

  private func checkLocales(_ node: ConfigNode) throws {
    for locale in locales {
      for rule in rules {
        if case .ratingComparison(let c) = rule {
          guard c.prompt[locale] != nil || BuiltInText.comparison[locale] != nil else {
            throw node.error("no built-in text for locale '\(locale)': give 'prompt.\(locale)'")
          }
        } else if case .ratingThreshold(let t) = rule {
          try checkThreshold(t, BuiltInText.rating, locale, node)
        } else if case .genre(let g) = rule {
          guard g.prompt[locale] != nil || BuiltInText.genre[locale] != nil else {
            throw node.error(
              "rule '\(g.id)' has no template for locale '\(locale)': give 'prompt.\(locale)'")
          }
        } else if case .releaseYear(let t) = rule {
          try checkThreshold(t, BuiltInText.year, locale, node)
        }
      }
      guard choiceText.yes[locale] ?? BuiltInText.yes[locale] != nil,
        choiceText.no[locale] ?? BuiltInText.no[locale] != nil
      else {
        throw node.error("no built-in yes/no text for locale '\(locale)': give 'choices'")
      }
    }
  }

  private func checkThreshold(
    _ rule: ThresholdRule, _ builtIn: ThresholdTexts, _ locale: String, _ node: ConfigNode
  ) throws {
    for comparison in rule.comparisons {
      let given = comparison == .greater ? rule.templates.greater : rule.templates.less
      guard given[locale] ?? builtIn.prompt(comparison)[locale] != nil else {
        throw node.error(
          "rule '\(rule.id)' has no template for locale '\(locale)': give 'templates'")
      }
    }
  }
}

extension RoundPlan {
  /// `rounds: 10`, `rounds: {size: 10}`, `rounds: true` or `rounds: false`.
  init?(node: ConfigNode) throws {
    if node.isMapping {
      let m = try node.members(allowed: ["size"])
      self.init(size: try m["size"]?.int() ?? 10)
    } else if let flag = node.node.bool {
      guard flag else { return nil }
      self.init()
    } else {
      self.init(size: try node.int())
    }
    guard size >= 1 else { throw node.error("a round needs at least one question") }
  }
}

extension FilmSelection {
  /// Reads a `select` mapping.
  package init(node: ConfigNode) throws {
    let m = try node.members(allowed: [
      "genres", "excludeGenres", "years", "minVotes", "rating", "lists",
    ])
    self.init()
    genres = try m["genres"]?.strings() ?? []
    excludeGenres = try m["excludeGenres"]?.strings() ?? []
    if let years = m["years"] {
      let y = try years.members(allowed: ["from", "to"])
      yearFrom = try y["from"]?.int()
      yearTo = try y["to"]?.int()
    }
    minVotes = try m["minVotes"]?.int()
    if let rating = m["rating"] {
      let r = try rating.members(allowed: ["min", "max"])
      minRating = try r["min"]?.double()
      maxRating = try r["max"]?.double()
    }
    lists = try m["lists"]?.strings() ?? []
  }
}
