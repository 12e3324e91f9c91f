import QuizBankGenerate

/// Loads a rule or project file with `load`; a missing file is reported and
/// exits 66, a malformed one exits 65 (each rendered with its file, line, column and source line).
func loadConfig<Config>(console: Console, _ load: () throws -> Config) throws -> Config {
  do {
    return try load()
  } catch let error as ConfigFileMissing {
    throw console.fail(error)
  } catch let error as ConfigError {
    throw console.fail(error)
  }
}
