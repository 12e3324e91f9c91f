import QuizBankModel

/// Reads IMDb and TMDB source files into films.
enum SourceImporter {
  static func forEachFilm(in source: ProjectSource, _ body: (Film) throws -> Void) throws {
    throw BuildError.malformedSource(
      source.path, "\(source.kind.rawValue) sources need the importer, which this build lacks")
  }
}
