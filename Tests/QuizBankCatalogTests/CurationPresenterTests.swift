import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankCatalog

/// A view that records what the presenter asked of it.
final class RecordingView: CurationView {
  var cards: [CurationCard] = []
  var messages: [String] = []
  var questions: [String] = []
  var summaries: [String] = []
  let presenter: CurationPresenter

  init(presenter: CurationPresenter) {
    self.presenter = presenter
    presenter.attach(self)
  }

  func show(_ card: CurationCard) { cards.append(card) }
  func showMessage(_ text: String, isError: Bool) { messages.append(text) }
  func askToContinue(_ question: String) { questions.append(question) }
  func showFinished(_ summary: String) { summaries.append(summary) }
}

struct CurationPresenterTests {
  private func session(count: Int, allowEmpty: Bool = false) throws -> (CurationSession, URL) {
    let folder = try TestPaths.temporaryDirectory("qbank-curate")
    let questions = (1...count).map { n in
      Question(
        id: "q\(n)", kind: .yesNo, prompt: ["en": "Question \(n)?"],
        subject: Subject(title: "Film \(n)", year: 2000),
        choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
        correct: ["yes"])
    }
    let candidates = folder.appendingPathComponent("candidates.json")
    try BundleWriter().write(
      QuizBundle(
        id: "c", version: "1.0.0", title: ["en": "C"], locales: ["en"], questions: questions),
      to: candidates)
    let pack = folder.appendingPathComponent("pack.json")
    return (
      try CurationSession(candidates: candidates, pack: pack, allowEmpty: allowEmpty), pack
    )
  }

  @Test func countsInBatchesOfTenAndAsksToContinue() async throws {
    let (session, pack) = try session(count: 12)
    let view = RecordingView(
      presenter: CurationPresenter(session: session, images: nil, language: .en))
    await view.presenter.start()
    #expect(view.cards.first?.counter == "1 of 10 · 1 of 12 in all")
    #expect(view.cards.first?.subject == "Film 1 (2000)")
    #expect(view.cards.first?.answer == "Answer: Yes")
    for n in 1...10 {
      if n % 3 == 0 { await view.presenter.keep() } else { view.presenter.drop() }
    }
    #expect(view.presenter.phase == .askingToContinue)
    #expect(view.questions == ["3 kept of 10 reviewed. Continue? (y/n)"])
    view.presenter.answerContinue(true)
    #expect(view.cards.last?.counter == "1 of 2 · 11 of 12 in all")
    await view.presenter.keep()
    view.presenter.drop()
    #expect(view.presenter.phase == .finished)
    #expect(view.summaries == ["All 12 candidates reviewed: 4 kept in \(pack.path)."])
    #expect(try BundleReader().read(from: pack).questions.map(\.id) == ["q3", "q6", "q9", "q11"])
  }

  /// A presenter over `count` candidates, started, in English.
  private func started(count: Int, allowEmpty: Bool = false) async throws -> (RecordingView, URL) {
    let (session, pack) = try session(count: count, allowEmpty: allowEmpty)
    let view = RecordingView(
      presenter: CurationPresenter(session: session, images: nil, language: .en))
    await view.presenter.start()
    return (view, pack)
  }

  /// Issue 14, bug 6: dropping every candidate wrote a pack with no questions,
  /// which `validate --strict` passed and no one could play.
  @Test func droppingEveryCandidateSaysNothingKeptAndWritesNoPack() async throws {
    let (view, pack) = try await started(count: 2)
    view.presenter.drop()
    view.presenter.drop()
    #expect(view.presenter.phase == .finished)
    #expect(
      view.summaries == [
        "Nothing kept: 2 candidates were dropped, so no pack was written. To write an empty pack, run again with --allow-empty."
      ])
    #expect(!FileManager.default.fileExists(atPath: pack.path))
    #expect(FileManager.default.fileExists(atPath: CurationSession.stateFile(for: pack).path))
  }

  @Test func quittingBeforeKeepingAnythingWritesNoPackAndSaysHowToResume() async throws {
    let (view, pack) = try await started(count: 3)
    view.presenter.drop()
    view.presenter.quit()
    #expect(
      view.summaries == [
        "Nothing kept yet (1 of 3 reviewed), so no pack was written. Run the same command again to resume."
      ])
    #expect(!FileManager.default.fileExists(atPath: pack.path))
  }

  @Test func allowEmptyWritesThePackWithNoQuestions() async throws {
    let (view, pack) = try await started(count: 2, allowEmpty: true)
    view.presenter.drop()
    view.presenter.drop()
    #expect(view.summaries == ["All 2 candidates reviewed: 0 kept in \(pack.path)."])
    #expect(try BundleReader().read(from: pack).questions.isEmpty)
  }

  @Test func thePresenterHoldsItsViewWeakly() throws {
    let (session, _) = try session(count: 1)
    weak var weakView: RecordingView?
    weak var weakPresenter: CurationPresenter?
    do {
      let view = RecordingView(
        presenter: CurationPresenter(session: session, images: nil, language: .uk))
      weakView = view
      weakPresenter = view.presenter
      #expect(weakPresenter != nil)
    }
    #expect(weakView == nil)
    #expect(weakPresenter == nil)
  }

  @Test func everyCatalogStringExistsInEveryLanguage() {
    #expect(TextTable.catalog.incompleteKeys.isEmpty)
    let text = Localizer(language: .uk, table: .catalog)
    #expect(
      text.text("curate.counter", ["n": "3", "of": "10", "position": "13", "total": "25"])
        == "3 з 10 · 13 з 25 загалом")
  }
}
