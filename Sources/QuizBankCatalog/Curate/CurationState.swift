import QuizBankModel

/// Where a curation stands, saved beside the pack after every decision so a
/// second run resumes where the first stopped.
package struct CurationState: Sendable, Codable, Equatable {
  /// The candidates file the decisions refer to, as given.
  package var candidates: String
  /// Ids of the kept questions, in the order they were kept.
  package var kept: [String]
  /// Ids of the dropped questions.
  package var dropped: [String]
  /// Ids of kept questions whose image could not be downloaded yet.
  package var missingImages: [String]
  /// The pack-local pictures of kept questions (`assets/…` with SHA-256), by question id.
  package var images: [String: ImageReference]
  /// Whether the author said "no" to continuing; the next run starts a new batch.
  package var paused: Bool

  /// A fresh state.
  package init(candidates: String) {
    self.candidates = candidates
    kept = []
    dropped = []
    missingImages = []
    images = [:]
    paused = false
  }

  /// How many candidates were decided.
  package var decidedCount: Int { kept.count + dropped.count }

  /// Whether `id` was decided.
  package func isDecided(_ id: String) -> Bool { kept.contains(id) || dropped.contains(id) }
}
