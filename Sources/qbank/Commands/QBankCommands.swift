import ArgumentParser

/// Every subcommand, in the order `qbank --help` lists them.
enum QBankCommands {
  static let all: [any ParsableCommand.Type] = [
    ValidateCommand.self,
    RulesCommand.self,
    ImportCommand.self,
    CatalogCommand.self,
    FetchCommand.self,
    CurateCommand.self,
  ]
}
