import Foundation
import QuizBankGenerate
import QuizBankModel

/// A quiz project: sources, rules, bundle metadata and outputs, built in one go
/// by ``ProjectBuilder``. Read one with ``QuizProject/load(from:)``; the format
/// is described by `schemas/project-v1.schema.json` and `docs/generate.md`.
package struct QuizProject: Sendable, Equatable {
  /// Where the project file is; relative paths in it are relative to its folder.
  package var file: URL
  /// The bundle's id, version, title, description and settings.
  package var metadata: BundleMetadata
  /// Where the films come from, in order.
  package var sources: [ProjectSource]
  /// The rules (from the project file or a rule file it names), with the
  /// project's own `select` applied.
  package var ruleSet: RuleSet
  /// The seed, when the project gives one (else the rule file's, else 1).
  package var seed: UInt64?
  /// What to write.
  package var outputs: [ProjectOutput]
  /// Whether the build embeds the posters as assets (`images: embed`).
  package var embedsImages = false

  /// Creates a project.
  package init(
    file: URL, metadata: BundleMetadata, sources: [ProjectSource], ruleSet: RuleSet,
    seed: UInt64? = nil, outputs: [ProjectOutput]
  ) {
    self.file = file
    self.metadata = metadata
    self.sources = sources
    self.ruleSet = ruleSet
    self.seed = seed
    self.outputs = outputs
  }

  /// The folder relative paths are resolved against.
  package var folder: URL { file.deletingLastPathComponent() }
}

/// One source of films.
package struct ProjectSource: Sendable, Equatable {
  /// The kind of file.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// An imdb-api.com response (Top250Movies, MostPopularMovies).
    case imdb
    /// A TMDB v3 response (a page of results, or movie details).
    case tmdb
    /// A catalogue file (JSON Lines of films), as `qbank import` writes.
    case catalogue
  }

  /// The kind.
  package var kind: Kind
  /// The file.
  package var url: URL
  /// The path as the project file wrote it, for messages.
  package var path: String
  /// The list its films belong to (`imdb:top250`), when the project names one.
  package var list: String?
  /// Where the project file names it (file as the user named it, line, column).
  package var origin: SourceLocation?

  /// Creates a source.
  package init(
    kind: Kind, url: URL, path: String, list: String? = nil, origin: SourceLocation? = nil
  ) {
    self.kind = kind
    self.url = url
    self.path = path
    self.list = list
    self.origin = origin
  }
}

/// One output of a build.
package struct ProjectOutput: Sendable, Equatable {
  /// The format: `bundle` (QuizBank JSON) or an export format (`moodle-xml`, `gift`,
  /// `qti`, `csv`, `opentdb`, `xml-pack`).
  package var format: String
  /// The file.
  package var url: URL
  /// The path as the project file wrote it, for messages.
  package var path: String
  /// The CSV dialect (`anki`, `kahoot`), for `csv`.
  package var flavor: String?
  /// The locale of a single-language export (default: the bundle's default locale).
  package var locale: String?

  /// Creates an output.
  package init(
    format: String, url: URL, path: String, flavor: String? = nil, locale: String? = nil
  ) {
    self.format = format
    self.url = url
    self.path = path
    self.flavor = flavor
    self.locale = locale
  }
}
