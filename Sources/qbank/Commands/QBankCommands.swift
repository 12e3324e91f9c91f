import ArgumentParser

/// Every subcommand, in the order `qbank --help` lists them.
enum QBankCommands {
  static let all: [any ParsableCommand.Type] = [
    ValidateCommand.self,
    RulesCommand.self,
    ImportCommand.self,
    PlayCommand.self,
    StatsCommand.self,
    ExportCommand.self,
    DiffCommand.self,
    GenerateCommand.self,
    BuildCommand.self,
  ]
}
