import ArgumentParser

/// `qbank rules`: placeholder until the validator lands.
struct RulesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rules", abstract: "List every validation rule.")
}
