import Foundation
import QuizBankLocalization
import QuizBankModel

/// The curator's logic (G1–G5): one candidate at a time with a counter "n of 10",
/// keep (downloading its picture into the pack's assets) or drop, "Continue?"
/// after each batch, everything saved after each decision. No terminal code.
///
/// When a picture cannot be downloaded (the connection is lost), the question
/// is still kept, pointing at its remote address, and the failure is shown; the
/// next run tries those downloads again before going on.
package final class CurationPresenter {
  /// Where the session is.
  package enum Phase: Sendable, Equatable {
    case reviewing
    case askingToContinue
    case finished
  }

  /// Candidates per batch (G1, G3).
  package static let batchSize = 10

  private weak var view: (any CurationView)?
  private let session: CurationSession
  private let images: PosterCache?
  private let text: Localizer
  private let locale: String
  /// The current phase.
  package private(set) var phase: Phase = .reviewing
  /// The error that stopped the session (a save that failed), if any.
  package private(set) var failure: (any Error)?

  /// Creates a presenter over `session`; `images` downloads pictures (nil: keep remote addresses).
  package init(session: CurationSession, images: PosterCache?, language: UILanguage) {
    self.session = session
    self.images = images
    self.text = Localizer(language: language, table: .catalog)
    let locales = session.candidates.locales
    self.locale =
      locales.contains(language.rawValue) ? language.rawValue : session.candidates.defaultLocale
  }

  /// Connects the view (held weakly).
  package func attach(_ view: any CurationView) {
    self.view = view
  }

  /// Starts or resumes: retries pictures that failed last time, then shows the next candidate.
  package func start() async {
    if session.state.decidedCount > 0 {
      view?.showMessage(
        text.text(
          "curate.resuming",
          [
            "decided": String(session.state.decidedCount),
            "total": String(session.candidates.questions.count),
            "kept": String(session.state.kept.count),
          ]),
        isError: false)
    }
    for id in session.state.missingImages {
      guard let question = session.candidates.questions.first(where: { $0.id == id }) else {
        continue
      }
      await fetchImage(for: question)
    }
    session.state.paused = false
    guard save() else { return }
    showNextOrFinish()
  }

  /// Keeps the current candidate and downloads its picture into the pack's assets.
  package func keep() async {
    guard phase == .reviewing, let question = session.pending.first else { return }
    session.state.kept.append(question.id)
    await fetchImage(for: question)
    decided()
  }

  /// Drops the current candidate.
  package func drop() {
    guard phase == .reviewing, let question = session.pending.first else { return }
    session.state.dropped.append(question.id)
    decided()
  }

  /// The answer to "Continue?".
  package func answerContinue(_ goOn: Bool) {
    guard phase == .askingToContinue else { return }
    if goOn {
      phase = .reviewing
      showNextOrFinish()
    } else {
      session.state.paused = true
      guard save() else { return }
      finish(stopped: true)
    }
  }

  /// Ends the session early (the author quit): everything is already saved.
  package func quit() {
    guard phase != .finished else { return }
    finish(stopped: true)
  }

  // MARK: - Steps

  private func decided() {
    guard save() else { return }
    let decided = session.state.decidedCount
    if session.pending.isEmpty {
      finish(stopped: false)
    } else if decided % Self.batchSize == 0 {
      phase = .askingToContinue
      view?.askToContinue(
        text.text(
          "curate.continue", ["kept": String(session.state.kept.count), "decided": String(decided)])
      )
    } else {
      showNextOrFinish()
    }
  }

  private func showNextOrFinish() {
    guard let question = session.pending.first else {
      finish(stopped: false)
      return
    }
    phase = .reviewing
    view?.show(card(for: question))
  }

  private func finish(stopped: Bool) {
    phase = .finished
    let arguments = [
      "kept": String(session.state.kept.count), "decided": String(session.state.decidedCount),
      "total": String(session.candidates.questions.count), "pack": session.packURL.path,
    ]
    let key =
      session.writesPack
      ? (stopped ? "curate.stopped" : "curate.done")
      : (stopped ? "curate.nothingKeptYet" : "curate.nothingKept")
    view?.showFinished(text.text(key, arguments))
  }

  private func save() -> Bool {
    do {
      try session.save()
      return true
    } catch {
      failure = error
      phase = .finished
      view?.showMessage(
        text.text("curate.saveFailed", ["path": session.packURL.path, "reason": "\(error)"]),
        isError: true)
      return false
    }
  }

  // MARK: - Pictures

  private func fetchImage(for question: Question) async {
    guard let image = question.image else { return }
    do {
      if image.isRemote {
        guard let images else { return }
        let stored = try await images.image(at: image.source)
        _ = try session.storeAsset(
          Data(contentsOf: stored.file), for: question, address: image.source)
      } else {
        // The shared gate: inside the candidates' folder, no symbolic link out
        // of it, no FIFO or device.
        let folder = ConfinedFolder(session.candidatesURL.deletingLastPathComponent())
        _ = try session.storeAsset(folder.read(image.source), for: question, address: image.source)
      }
    } catch {
      if !session.state.missingImages.contains(question.id) {
        session.state.missingImages.append(question.id)
      }
      let reason = (error as? FetchError).map { CatalogMessages.describe($0, text) } ?? "\(error)"
      view?.showMessage(
        text.text("curate.imageFailed", ["title": title(of: question), "reason": reason]),
        isError: true)
    }
  }

  // MARK: - Cards

  private func card(for question: Question) -> CurationCard {
    let decided = session.state.decidedCount
    let batchStart = decided - decided % Self.batchSize
    let batch = min(Self.batchSize, session.candidates.questions.count - batchStart)
    let answers = question.choices.filter { question.correct.contains($0.id) }
      .map { $0.text.resolved(locale, fallback: session.candidates.defaultLocale) ?? $0.id }
    return CurationCard(
      counter: text.text(
        "curate.counter",
        [
          "n": String(decided - batchStart + 1), "of": String(batch),
          "position": String(decided + 1),
          "total": String(session.candidates.questions.count),
        ]),
      prompt: question.prompt.resolved(locale, fallback: session.candidates.defaultLocale)
        ?? question.id,
      subject: question.subject.map { subject in
        subject.year.map { "\(subject.title) (\($0))" } ?? subject.title
      },
      answer: text.text("curate.answer", ["answer": answers.joined(separator: ", ")]),
      image: question.image?.source,
      hint: text.text("curate.hint"))
  }

  private func title(of question: Question) -> String {
    question.subject?.title ?? question.id
  }
}
