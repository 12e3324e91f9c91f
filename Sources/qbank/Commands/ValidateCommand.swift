import ArgumentParser

/// `qbank validate`: placeholder until the validator lands.
struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate", abstract: "Check bundles and packs; the gate CI runs.")

  @Argument(help: "Files or folders to check.")
  var paths: [String] = []
}
