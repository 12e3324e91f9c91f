import Foundation
import QuizBankModel

/// The files of one curation: the candidates (read), the pack and its
/// `assets/` folder, and the state file `PACK.curation.json` (written).
///
/// The state is written first and the pack after it, both atomically, after
/// every decision; on opening, the pack is rebuilt from the state, so a run
/// stopped between the two writes loses nothing.
package final class CurationSession {
  /// The candidate questions.
  package let candidates: QuizBundle
  /// The candidates file.
  package let candidatesURL: URL
  /// The pack file.
  package let packURL: URL
  /// The state file.
  package let stateURL: URL
  /// The pack's assets folder.
  package let assetsURL: URL
  /// The decisions so far.
  package var state: CurationState
  /// Whether a pack with no questions is written (`--allow-empty`); otherwise
  /// the pack is written only once a question is kept, since no one can play an empty one.
  package let allowEmpty: Bool

  /// Opens a curation of `candidates` into `pack`, resuming from its state file when there is one.
  package init(candidates: URL, pack: URL, allowEmpty: Bool = false) throws {
    self.allowEmpty = allowEmpty
    candidatesURL = candidates
    packURL = pack
    stateURL = Self.stateFile(for: pack)
    assetsURL = pack.deletingLastPathComponent().appendingPathComponent("assets")
    self.candidates = try BundleReader().read(from: candidates)
    if FileManager.default.fileExists(atPath: stateURL.path) {
      do {
        state = try JSONNodeDecoder().decode(CurationState.self, from: Data(contentsOf: stateURL))
      } catch {
        throw CurationError.unreadableState(path: stateURL.path, reason: "\(error)")
      }
    } else {
      state = CurationState(candidates: candidates.path)
    }
  }

  /// `pack.json` → `pack.curation.json`.
  package static func stateFile(for pack: URL) -> URL {
    pack.deletingPathExtension().appendingPathExtension("curation.json")
  }

  /// Candidates not decided yet, in order.
  package var pending: [Question] {
    candidates.questions.filter { !state.isDecided($0.id) }
  }

  /// Kept questions in candidate order, pictures pointing into `assets/` where downloaded.
  package var keptQuestions: [Question] {
    let kept = Set(state.kept)
    return candidates.questions.filter { kept.contains($0.id) }.map { question in
      var question = question
      if let local = state.images[question.id] { question.image = local }
      return question
    }
  }

  /// The pack: the candidates' header with the kept questions.
  package var pack: QuizBundle {
    var bundle = candidates
    bundle.questions = keptQuestions
    bundle.rounds = nil
    bundle.digest = nil
    return bundle
  }

  /// Whether the pack is written: once a question is kept, or always with ``allowEmpty``.
  package var writesPack: Bool { allowEmpty || !state.kept.isEmpty }

  /// Writes the state, then the pack (when ``writesPack``), each atomically.
  package func save() throws {
    try FileManager.default.createDirectory(
      at: packURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try AtomicFileWriter.write(encoder.encode(state), to: stateURL)
    if writesPack { try BundleWriter().write(pack, to: packURL) }
  }

  /// Copies an image's bytes into `assets/` as the question's picture and records it.
  package func storeAsset(_ data: Data, for question: Question, address: String) throws
    -> ImageReference
  {
    try FileManager.default.createDirectory(at: assetsURL, withIntermediateDirectories: true)
    let name = Self.assetName(question.id) + "." + PosterCache.fileExtension(of: address)
    try AtomicFileWriter.write(data, to: assetsURL.appendingPathComponent(name))
    let reference = ImageReference(
      source: "assets/\(name)", sha256: SHA256Hex.of(data), alt: question.image?.alt)
    state.images[question.id] = reference
    state.missingImages.removeAll { $0 == question.id }
    return reference
  }

  /// A file name from a question id: letters, digits, `.`, `_` and `-` only.
  package static func assetName(_ id: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    let name = String(id.map { allowed.contains($0) ? $0 : "_" })
    return name.isEmpty || name.hasPrefix(".") ? "q" + name : name
  }
}

/// Why a curation cannot go on.
package enum CurationError: Error, Equatable {
  /// The state file beside the pack is not a curation state.
  case unreadableState(path: String, reason: String)
}
