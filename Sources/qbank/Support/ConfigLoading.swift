import QuizBankGenerate

/// Loads a rule or project file with `load`; a missing file is reported and
/// exits 66, a malformed one exits 65 (each error already names file, line and column).
func loadConfig<Config>(console: Console, _ load: () throws -> Config) throws -> Config {
  do {
    return try load()
  } catch let error as ConfigFileMissing {
    console.err("\(error)\n")
    throw QBankExit.noInput
  } catch let error as ConfigError {
    console.err("\(error)\n")
    throw QBankExit.dataError
  }
}
