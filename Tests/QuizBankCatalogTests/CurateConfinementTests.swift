import Foundation
import QuizBankLocalization
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankCatalog

/// Issue 17, High 1: `curate` copies a local picture into the pack only when
/// it is a regular file inside the candidates' folder.
struct CurateConfinementTests {
  static let secret = "TMDB_API_KEY=do-not-publish\n"

  /// `root/secret.txt`, and `root/work/` holding the candidates, a good
  /// picture, a symbolic link to the secret and a FIFO under `assets/`.
  static func layout() throws -> (root: URL, work: URL) {
    let root = try TestPaths.temporaryDirectory("qbank-confine")
    let work = root.appendingPathComponent("work")
    let assets = work.appendingPathComponent("assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try Data(secret.utf8).write(to: root.appendingPathComponent("secret.txt"))
    try Data("GOOD-PICTURE".utf8).write(to: assets.appendingPathComponent("good.jpg"))
    try FileManager.default.createSymbolicLink(
      atPath: assets.appendingPathComponent("poster.jpg").path,
      withDestinationPath: root.appendingPathComponent("secret.txt").path)
    #expect(mkfifo(assets.appendingPathComponent("pipe.jpg").path, 0o600) == 0)
    return (root, work)
  }

  static let sources: [(id: String, source: String)] = [
    ("parent", "../secret.txt"),
    ("environ", "../../../../proc/self/environ"),
    ("link", "assets/poster.jpg"),
    ("fifo", "assets/pipe.jpg"),
    ("absolute", "/etc/passwd"),
    ("good", "assets/good.jpg"),
  ]

  @Test func keepsOnlyTheRegularFileInsideTheFolder() async throws {
    let (root, work) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: root) }
    let questions = Self.sources.map { id, source in
      Question(
        id: id, kind: .yesNo, prompt: ["en": "\(id)?"], subject: Subject(title: id),
        image: ImageReference(source: source),
        choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
        correct: ["yes"])
    }
    let candidates = work.appendingPathComponent("candidates.json")
    try BundleWriter().write(
      QuizBundle(
        id: "c", version: "1.0.0", title: ["en": "C"], locales: ["en"], questions: questions),
      to: candidates)
    let pack = root.appendingPathComponent("out/pack.json")
    let session = try CurationSession(candidates: candidates, pack: pack)
    let view = RecordingView(
      presenter: CurationPresenter(session: session, images: nil, language: .en))
    await view.presenter.start()
    for _ in Self.sources { await view.presenter.keep() }

    let assets = root.appendingPathComponent("out/assets")
    let copied = try FileManager.default.contentsOfDirectory(atPath: assets.path)
    #expect(copied == ["good.jpg"])
    for name in copied {
      let bytes = try Data(contentsOf: assets.appendingPathComponent(name))
      #expect(String(decoding: bytes, as: UTF8.self) == "GOOD-PICTURE")
    }
    let reasons = [
      "“parent”: it leaves the folder through ..",
      "“environ”: it leaves the folder through ..",
      "“link”: it is a symbolic link to \(root.resolvingSymlinksInPath().path)/secret.txt, outside the folder",
      "“fifo”: it is a FIFO, not a regular file",
      "“absolute”: it is not a path relative to the folder",
    ]
    #expect(view.messages.count == reasons.count, "\(view.messages)")
    for (message, reason) in zip(view.messages, reasons) {
      #expect(message.contains(reason), "\(message)")
    }
  }
}
