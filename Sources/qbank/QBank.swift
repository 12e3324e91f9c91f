import ArgumentParser

/// The `qbank` command: one small file per subcommand under `Commands/`.
@main
struct QBank: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "qbank",
    abstract: "Build, check and play versioned quiz bundles.",
    discussion: """
      QuizBank imports movie data (IMDb, TMDB) and quiz files (XML packs, Moodle
      XML, GIFT, Aiken, IMS QTI 2.1, Canvas QTI 1.2, Open Trivia DB), generates
      rating questions by rules, validates bundles for CI, exports them to the
      formats quiz platforms read, and plays them in the terminal.

      Examples:
        qbank build samples/movie-quiz/quiz.yaml   # the whole pipeline
        qbank import top250.json -o films.jsonl    # IMDb/TMDB JSON to a catalogue
        qbank generate films.jsonl --rules rules.yaml -o quiz.json
        qbank validate --format github samples/    # the CI gate
        qbank export quiz.json --to moodle-xml -o quiz.xml
        qbank diff --check old.json quiz.json      # release gate on the version
        qbank play                                 # play the sample movie quiz

      Exit status: 0 ok, 1 findings, 64 usage, 65 malformed input, 66 missing input,
      69 unavailable (offline), 74 I/O error.
      """,
    version: QBankVersion.report,
    subcommands: QBankCommands.all
  )
}
