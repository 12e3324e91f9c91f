import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// Issue 17, High 1: exports that embed or package local images (Moodle XML,
/// QTI) read them only through the path-confinement gate.
struct ExportConfinementTests {
  static let secret = "TMDB_API_KEY=do-not-publish"

  /// A bundle folder whose `assets/` holds a symbolic link to a secret
  /// outside it, a FIFO and a good picture.
  static func folder() throws -> (root: URL, folder: URL) {
    let root = try TestPaths.temporaryDirectory("qbank-export-confine")
    let folder = root.appendingPathComponent("bundle")
    let assets = folder.appendingPathComponent("assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try Data(secret.utf8).write(to: root.appendingPathComponent("secret.txt"))
    try FileManager.default.createSymbolicLink(
      atPath: assets.appendingPathComponent("poster.jpg").path,
      withDestinationPath: "../../secret.txt")
    try FileManager.default.createSymbolicLink(
      atPath: assets.appendingPathComponent("inside.jpg").path, withDestinationPath: "good.jpg")
    try Data("GOOD".utf8).write(to: assets.appendingPathComponent("good.jpg"))
    #expect(mkfifo(assets.appendingPathComponent("pipe.jpg").path, 0o600) == 0)
    return (root, folder)
  }

  static func bundle(image: String) -> QuizBundle {
    QuizBundle(
      id: "b", version: "1.0.0", title: ["en": "B"], locales: ["en"],
      questions: [
        Question(
          id: "q1", kind: .yesNo, prompt: ["en": "Yes?"], image: ImageReference(source: image),
          choices: [Choice(id: "yes", text: ["en": "Yes"]), Choice(id: "no", text: ["en": "No"])],
          correct: ["yes"])
      ])
  }

  @Test(arguments: [ExportFormat.moodleXML, .qti])
  func refusesASymbolicLinkOutOfTheFolderAndAFIFO(format: ExportFormat) throws {
    let (root, folder) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let exporter = BundleExporter(images: FolderExportAssets(folder: folder))
    let target = root.resolvingSymlinksInPath().appendingPathComponent("secret.txt").path
    for (image, reason) in [
      (
        "assets/poster.jpg",
        "it is a symbolic link to \(target), outside the folder; symbolic links may not leave it"
      ),
      ("assets/pipe.jpg", "it is a FIFO, not a regular file"),
    ] {
      #expect(
        throws: ExportError.unreadableImage(questionId: "q1", path: image, reason: reason),
        "\(format) \(image)"
      ) {
        try exporter.export(Self.bundle(image: image), options: ExportOptions(format: format))
      }
    }
  }

  @Test func embedsALinkThatStaysInsideTheFolder() throws {
    let (root, folder) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let exporter = BundleExporter(images: FolderExportAssets(folder: folder))
    let result = try exporter.export(
      Self.bundle(image: "assets/inside.jpg"), options: ExportOptions(format: .moodleXML))
    let xml = String(decoding: result.data, as: UTF8.self)
    #expect(xml.contains(Data("GOOD".utf8).base64EncodedString()))
    #expect(!xml.contains(Data(Self.secret.utf8).base64EncodedString()))
  }
}
