import ArgumentParser

/// The `qbank` command: one small file per subcommand under `Commands/`.
@main
struct QBank: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "qbank",
    abstract: "Build, check and play versioned quiz bundles.",
    discussion: """
      QuizBank imports movie data (IMDb, TMDB) and quiz files (XML packs, Moodle XML,
      Open Trivia DB), generates rating questions by rules, validates bundles for CI,
      exports them to the formats quiz platforms read, and plays them in the terminal.

      Examples:
        qbank validate samples/bundles/movie-night.json
        qbank validate --format github samples/
        qbank rules
      """,
    version: QBankVersion.current,
    subcommands: QBankCommands.all
  )
}

/// The version `qbank --version` prints.
enum QBankVersion {
  static let current = "0.1.0"
}
