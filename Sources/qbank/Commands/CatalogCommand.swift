import ArgumentParser

/// `qbank catalog`: browse a catalogue (list, show).
struct CatalogCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract: "Browse a film catalogue: list, search, sort, filter, show details.",
    discussion: """
      A catalogue is a JSON Lines file of films, written by `qbank fetch` or
      `qbank import`.

      Examples:
        qbank catalog list films.jsonl
        qbank catalog list films.jsonl --search leon --sort rating
        qbank catalog list films.jsonl --genre Drama --year 1990..1999
        qbank catalog list films.jsonl --min-votes 1000 --json
        qbank catalog show 550 --catalog films.jsonl
      """,
    subcommands: [CatalogListCommand.self, CatalogShowCommand.self]
  )
}
