extension Rule {
  /// The rule types a rule file may name.
  static let types = ["rating-threshold", "release-year", "rating-comparison", "genre"]

  /// Reads one item of `rules`.
  init(node: ConfigNode) throws {
    let all = try node.members(allowed: Self.allKeys)
    guard let typeNode = all["type"] else {
      throw node.error("a rule needs 'type' (one of: \(Self.types.joined(separator: ", ")))")
    }
    let type = try typeNode.string()
    switch type {
    case "rating-threshold":
      self = .ratingThreshold(try ThresholdRule(node: node, kind: .rating))
    case "release-year":
      self = .releaseYear(try ThresholdRule(node: node, kind: .year))
    case "rating-comparison":
      self = .ratingComparison(try ComparisonRule(node: node))
    case "genre":
      self = .genre(try GenreRule(node: node))
    default:
      throw typeNode.error(
        "unknown rule type '\(type)' (expected one of: \(Self.types.joined(separator: ", ")))")
    }
  }

  private static let allKeys: Set<String> = [
    "type", "id", "thresholds", "comparisons", "margin", "precision", "yesShare", "difficulty",
    "select", "templates", "points", "ask", "choices", "count", "prompt", "genres",
  ]
}

extension ThresholdRule {
  enum Kind {
    case rating, year

    var defaultId: String { self == .rating ? "rating" : "year" }
    /// The values a threshold of this kind may take.
    var valueRange: ClosedRange<Double> { self == .rating ? 0...10 : 1800...2200 }
    var comparisonNames: [String: ThresholdComparison] {
      self == .rating
        ? ["greater": .greater, "less": .less] : ["after": .greater, "before": .less]
    }
  }

  init(node: ConfigNode, kind: Kind) throws {
    let m = try node.members(allowed: [
      "type", "id", "thresholds", "comparisons", "margin", "precision", "yesShare", "difficulty",
      "select", "templates", "points",
    ])
    let isRating = kind == .rating
    let thresholds =
      try m["thresholds"].map { try Self.thresholds(node: $0, kind: kind) }
      ?? (isRating
        ? Array(stride(from: 5.0, through: 9.0, by: 0.5))
        : Array(stride(from: 1950.0, through: 2020.0, by: 10.0)))
    var comparisons: [ThresholdComparison] = [.greater]
    if let node = m["comparisons"] {
      comparisons = try node.items().map { item in
        let name = try item.string()
        guard let value = kind.comparisonNames[name] else {
          let known = kind.comparisonNames.keys.sorted().joined(separator: ", ")
          throw item.error("unknown comparison '\(name)' (expected one of: \(known))")
        }
        return value
      }
      if comparisons.isEmpty { throw node.error("'comparisons' must name at least one") }
    }
    let precision = try m["precision"]?.int() ?? (isRating ? 1 : 0)
    guard (0...3).contains(precision) else {
      throw m["precision"]!.error("'precision' must be 0 to 3 decimals")
    }
    if let bad = thresholds.first(where: {
      abs(LocaleNumber.rounded($0, decimals: precision) - $0) > 1e-9
    }) {
      throw (m["thresholds"] ?? node).error(
        "threshold \(bad) has more decimals than 'precision' (\(precision)) shows")
    }
    let margin = try m["margin"]?.double() ?? (isRating ? 0.3 : 1)
    guard margin >= 0 else { throw m["margin"]!.error("'margin' must not be negative") }
    let yesShare = try m["yesShare"]?.double() ?? 0.5
    guard (0...1).contains(yesShare) else {
      throw m["yesShare"]!.error("'yesShare' must be between 0 and 1")
    }
    var hard = isRating ? 0.5 : 3
    var medium = isRating ? 1.2 : 10
    if let d = m["difficulty"] {
      let dm = try d.members(allowed: ["hardBelow", "mediumBelow"])
      hard = try dm["hardBelow"]?.double() ?? hard
      medium = try dm["mediumBelow"]?.double() ?? medium
    }
    var templates = ThresholdTemplates()
    if let t = m["templates"] {
      let names = isRating ? ["greater", "less"] : ["after", "before"]
      let tm = try t.members(allowed: Set(names + ["explanation"]))
      templates.greater = try tm[names[0]]?.stringMap() ?? [:]
      templates.less = try tm[names[1]]?.stringMap() ?? [:]
      templates.explanation = try tm["explanation"]?.stringMap() ?? [:]
      // Sorted, so that of several bad templates the same one is reported every run.
      for name in tm.keys.sorted() {
        let node = tm[name]!
        let texts = try node.stringMap()
        for locale in texts.keys.sorted() {
          let text = texts[locale]!
          if let bad = Template.unknownPlaceholder(in: text, allowed: Template.thresholdNames) {
            throw node.error(
              "template '\(name).\(locale)' uses unknown placeholder {\(bad)} "
                + "(known: {title}, {threshold}, {year}, {rating})")
          }
        }
      }
    }
    self.init(
      id: try Self.ruleId(m["id"], default: kind.defaultId), thresholds: thresholds,
      comparisons: comparisons, margin: margin, precision: precision, yesShare: yesShare,
      hardBelow: hard, mediumBelow: medium,
      selection: try m["select"].map(FilmSelection.init(node:)) ?? FilmSelection(),
      templates: templates, points: try Self.points(m["points"]))
  }

  /// The most thresholds a rule may list or a range may make.
  static let maxThresholds = 1000

  /// `[6, 7, 8]` or `{from: 5, to: 9, step: 0.5}`; every value within the kind's
  /// range (ratings 0…10, years 1800…2200), at most ``maxThresholds`` of them.
  static func thresholds(node: ConfigNode, kind: Kind) throws -> [Double] {
    let range = kind.valueRange
    let what = kind == .rating ? "a rating threshold" : "a year threshold"
    func value(_ item: ConfigNode) throws -> Double {
      let number = try item.double()
      guard range.contains(number) else {
        throw item.error(
          "\(what) must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)), "
            + "not \(number)")
      }
      return number
    }
    var values: [Double]
    if node.isSequence {
      let items = try node.items()
      if items.count > maxThresholds {
        throw node.error(
          "'thresholds' must hold at most \(maxThresholds) values, not \(items.count)")
      }
      values = try items.map(value)
    } else {
      let m = try node.members(allowed: ["from", "to", "step"])
      guard let from = m["from"], let to = m["to"] else {
        throw node.error("'thresholds' needs 'from' and 'to' (and 'step', default 1)")
      }
      let low = try value(from)
      let high = try value(to)
      let step = try m["step"]?.double() ?? 1
      guard step > 0 else { throw m["step"]!.error("'step' must be greater than 0") }
      guard low <= high else { throw node.error("'from' must not be greater than 'to'") }
      // Both ends are finite and bounded, so the quotient is too.
      let steps = ((high - low) / step + 1e-9).rounded(.down)
      guard steps < Double(maxThresholds) else {
        throw node.error(
          "'thresholds' from \(low) to \(high) by \(step) makes more than \(maxThresholds) "
            + "values; use a larger 'step'")
      }
      values = (0...Int(steps)).map { ((low + Double($0) * step) * 1e6).rounded() / 1e6 }
    }
    if values.isEmpty { throw node.error("'thresholds' must hold at least one value") }
    return Array(Set(values)).sorted()
  }

  /// A rule's `points`: a whole number from 1 to 1000 (1 when absent).
  static func points(_ node: ConfigNode?) throws -> Int {
    guard let node else { return 1 }
    let points = try node.int()
    guard (1...1000).contains(points) else {
      throw node.error("'points' must be 1 to 1000, not \(points)")
    }
    return points
  }

  static func ruleId(_ node: ConfigNode?, default value: String) throws -> String {
    guard let node else { return value }
    let id = try node.string()
    let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_")
    guard !id.isEmpty, id.allSatisfy({ allowed.contains($0) }) else {
      throw node.error("a rule 'id' uses lowercase letters, digits, '-' and '_' only")
    }
    return id
  }
}

extension ComparisonRule {
  init(node: ConfigNode) throws {
    let m = try node.members(allowed: [
      "type", "id", "ask", "choices", "count", "margin", "precision", "select", "prompt",
      "points",
    ])
    var ask = Ask.highest
    if let node = m["ask"] {
      let name = try node.string()
      guard let value = Ask(rawValue: name) else {
        throw node.error("unknown 'ask' value '\(name)' (expected highest or lowest)")
      }
      ask = value
    }
    let choices = try m["choices"]?.int() ?? 4
    guard (2...8).contains(choices) else {
      throw m["choices"]!.error("'choices' must be 2 to 8 films")
    }
    let count = try m["count"]?.int() ?? 20
    guard count >= 0 else { throw m["count"]!.error("'count' must not be negative") }
    let precision = try m["precision"]?.int() ?? 1
    guard (0...3).contains(precision) else {
      throw m["precision"]!.error("'precision' must be 0 to 3 decimals")
    }
    let margin = try m["margin"]?.double() ?? 0.3
    guard margin >= 0 else { throw m["margin"]!.error("'margin' must not be negative") }
    self.init(
      id: try ThresholdRule.ruleId(m["id"], default: "compare"), ask: ask, choices: choices,
      count: count, margin: margin, precision: precision,
      selection: try m["select"].map(FilmSelection.init(node:)) ?? FilmSelection(),
      prompt: try m["prompt"]?.stringMap() ?? [:], points: try ThresholdRule.points(m["points"]))
  }
}
