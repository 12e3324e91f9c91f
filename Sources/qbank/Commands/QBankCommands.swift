import ArgumentParser

/// Every subcommand, in the order `qbank --help` lists them: the pipeline's order.
enum QBankCommands {
  static let all: [any ParsableCommand.Type] = [
    FetchCommand.self,
    ImportCommand.self,
    CatalogCommand.self,
    GenerateCommand.self,
    CurateCommand.self,
    BuildCommand.self,
    ValidateCommand.self,
    RulesCommand.self,
    ExportCommand.self,
    DiffCommand.self,
    PlayCommand.self,
    StatsCommand.self,
  ]
}
