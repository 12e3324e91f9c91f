import QuizBankJSON

/// Decoding the bundle's own members (everything but its questions, which
/// arrive one at a time while the file streams past).
extension StructureDecoder {
  static let bundleKeys = [
    "format", "formatVersion", "id", "version", "title", "description", "locales",
    "defaultLocale", "createdAt", "settings", "questions", "rounds", "digest",
  ]
  static let bundleRequired = [
    "format", "formatVersion", "id", "version", "title", "locales", "defaultLocale", "settings",
    "questions",
  ]

  /// The bundle's members other than `questions`, decoded into a bundle
  /// without questions; `nil` when one is missing or malformed.
  mutating func header(_ root: JSONNode) -> QuizBundle? {
    header(root, fillingGaps: false)
  }

  /// The bundle's members read before its questions, as a bundle to start
  /// checking the questions against (see ``RuleSession``): members not read
  /// yet, or malformed, get stand-ins, which can change the outcome only
  /// through members the session compares when it finishes. `nil` without
  /// the locales, which the question rules need.
  package static func provisionalHeader(_ members: [JSONMember]) -> QuizBundle? {
    guard let locales = members.last(where: { $0.key == "locales" }) else { return nil }
    var scratch = StructureDecoder(file: "")
    return scratch.header(JSONNode(.object(members), at: locales.keyPosition), fillingGaps: true)
  }

  private mutating func header(_ root: JSONNode, fillingGaps: Bool) -> QuizBundle? {
    var formatVersion: Int?
    var id: String?
    var version: String?
    var title: LocalizedText?
    var description: LocalizedText?
    var locales: [String]?
    var defaultLocale: String?
    var createdAt: String?
    var settings: PlaySettings?
    var rounds: [Round]?
    var digest: String?
    members(of: root, "the bundle", keys: Self.bundleKeys, required: Self.bundleRequired) {
      d, key, value in
      switch key {
      case 0: break  // `format` is checked before anything else
      case 1: formatVersion = d.int(value)
      case 2: id = d.string(value)
      case 3: version = d.string(value)
      case 4: title = d.text(value)
      case 5: description = d.text(value)
      case 6: locales = d.strings(value)
      case 7: defaultLocale = d.string(value)
      case 8: createdAt = d.string(value)
      case 9: settings = d.settings(value)
      case 10: break  // questions: decoded as they stream
      case 11: rounds = d.rounds(value)
      default: digest = d.string(value)
      }
    }
    if fillingGaps {
      formatVersion = formatVersion ?? QuizBundle.currentFormatVersion
      (id, version, title) = (id ?? "", version ?? "", title ?? [:])
      (locales, defaultLocale) = (locales ?? [], defaultLocale ?? "")
      settings = settings ?? PlaySettings()
    }
    guard let formatVersion, let id, let version, let title, let locales, let defaultLocale,
      let settings
    else { return nil }
    var bundle = QuizBundle(
      id: id, version: version, title: title, description: description, locales: locales,
      defaultLocale: defaultLocale, createdAt: createdAt, settings: settings, questions: [],
      rounds: rounds, digest: digest)
    bundle.formatVersion = formatVersion
    return bundle
  }

  static let settingsKeys = [
    "roundSize", "feedbackDelayMs", "shuffleQuestions", "shuffleChoices", "mode",
  ]
  static let modes = PlaySettings.Mode.allCases.map(\.rawValue)

  mutating func settings(_ node: JSONNode) -> PlaySettings? {
    var roundSize: Int?
    var delay: Int?
    var shuffleQuestions: Bool?
    var shuffleChoices: Bool?
    var mode: PlaySettings.Mode?
    members(of: node, "the settings", keys: Self.settingsKeys, required: Self.settingsKeys) {
      d, key, value in
      switch key {
      case 0: roundSize = d.int(value)
      case 1: delay = d.int(value)
      case 2: shuffleQuestions = d.bool(value)
      case 3: shuffleChoices = d.bool(value)
      default: mode = d.oneOf(value, Self.modes).flatMap(PlaySettings.Mode.init(rawValue:))
      }
    }
    guard let roundSize, let delay, let shuffleQuestions, let shuffleChoices, let mode else {
      return nil
    }
    return PlaySettings(
      roundSize: roundSize, feedbackDelayMs: delay, shuffleQuestions: shuffleQuestions,
      shuffleChoices: shuffleChoices, mode: mode)
  }

  mutating func rounds(_ node: JSONNode) -> [Round]? {
    guard case .array(let elements) = node.value else {
      wrongType(node, expected: "an array of rounds")
      return nil
    }
    var result: [Round] = []
    for (index, element) in elements.enumerated() {
      let round: Round? = at(index) { d in
        var ids: [String]?
        d.members(of: element, "the round", keys: ["questions"], required: ["questions"]) {
          d, _, value in ids = d.strings(value)
        }
        return ids.map(Round.init(questions:))
      }
      if let round { result.append(round) }
    }
    return result.count == elements.count ? result : nil
  }
}
