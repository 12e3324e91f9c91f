import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// Folders of items and content packages (zips with imsmanifest.xml).
struct QTIPackageImportTests {
  static let withPicture = QTISamples.item(
    "pic", body: "<p>Which one?</p><p><img src=\"../images/p%20one.png\" alt=\"A poster\"/></p>")

  /// A folder `items/`, `images/`, with or without a manifest; returns its path.
  static func folder(manifest: Bool) throws -> URL {
    let root = try TestPaths.temporaryDirectory("qti-folder")
    let fm = FileManager.default
    try fm.createDirectory(
      at: root.appendingPathComponent("items"), withIntermediateDirectories: true)
    try fm.createDirectory(
      at: root.appendingPathComponent("images"), withIntermediateDirectories: true)
    try Data(withPicture.utf8).write(to: root.appendingPathComponent("items/pic.xml"))
    try Data(QTISamples.item("q2").utf8).write(to: root.appendingPathComponent("items/q2.xml"))
    try QTISamples.picture.write(to: root.appendingPathComponent("images/p one.png"))
    if manifest {
      try Data(QTISamples.manifest(["items/q2.xml", "items/pic.xml"]).utf8).write(
        to: root.appendingPathComponent("imsmanifest.xml"))
    }
    return root
  }

  static func zipFile(_ entries: [(String, Data)], name: String = "package.zip") throws -> String {
    try temporaryFile([UInt8](try QTISamples.zip(entries)), name: name)
  }

  static func expectPicture(_ question: Question?, _ summary: ImportSummary) throws {
    let image = try #require(question?.image)
    let digest = QTISamples.sha256(QTISamples.picture)
    #expect(image.sha256 == digest)
    #expect(image.source == "assets/\(digest.prefix(16))-p_one.png")
    #expect(image.alt?["en"] == "A poster")
    let asset = try #require(summary.assets.first)
    #expect(summary.assets.count == 1)
    #expect(asset.path == image.source && asset.data == QTISamples.picture)
  }

  @Test func folderOfItemsImportsEveryItemWithItsPicture() throws {
    let root = try Self.folder(manifest: false)
    let (questions, summary) = try importQuestions([root.path])
    #expect(summary.formats[root.path] == .qti)
    #expect(questions.map(\.id) == ["pic", "q2"])  // file order: items/pic.xml, items/q2.xml
    try Self.expectPicture(questions.first, summary)
  }

  @Test func unzippedPackageFollowsTheManifestOrder() throws {
    let root = try Self.folder(manifest: true)
    let (questions, summary) = try importQuestions([root.path])
    #expect(questions.map(\.id) == ["q2", "pic"])
    try Self.expectPicture(questions.last, summary)
  }

  @Test func zippedPackageReadsItemsAndPicturesFromTheZip() throws {
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["items/pic.xml", "items/q2.xml"]).utf8)),
      ("items/pic.xml", Data(Self.withPicture.utf8)),
      ("items/q2.xml", Data(QTISamples.item("q2").utf8)),
      ("images/p one.png", QTISamples.picture),
    ])
    let (questions, summary) = try importQuestions([path])
    #expect(summary.formats[path] == .qti)
    #expect(questions.map(\.id) == ["pic", "q2"])
    try Self.expectPicture(questions.first, summary)
  }

  @Test func aFolderThatIsNotQTIIsRefusedAsBefore() throws {
    let root = try TestPaths.temporaryDirectory("not-qti")
    try Data("{}".utf8).write(to: root.appendingPathComponent("a.json"))
    let error = try QTISamples.failure(paths: [root.path])
    #expect(error.kind == .usage && error.message == "this is a folder, not a file")
  }

  @Test func aFolderGivenAsATMDBGenreListIsRefused() throws {
    let genres = try TestPaths.temporaryDirectory("genre-folder")
    let page = try temporaryFile(#"{"page": 1, "results": [], "total_pages": 1}"#)
    let error = try importError([page], options: ImportOptions(genreFiles: [genres.path]))
    #expect(error.kind == .usage && error.file == genres.path)
    #expect(error.message == "this is a folder, not a file")
  }

  /// A damaged zip whose central directory points a local header past the end of
  /// the file trapped ZIPFoundation's in-memory reader (found by mutating packages);
  /// it is now an error like any other bad input.
  @Test func aZipWithAnOffsetPastItsEndIsAnErrorNotACrash() throws {
    var zip = [UInt8](
      try QTISamples.zip([
        ("imsmanifest.xml", Data(QTISamples.manifest(["q.xml"]).utf8)),
        ("q.xml", Data(QTISamples.item().utf8)),
      ]))
    let central: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
    let start = try #require(
      (0...(zip.count - 4)).first { Array(zip[$0..<$0 + 4]) == central })
    zip.replaceSubrange(start + 42..<start + 46, with: [0xF0, 0xFF, 0xFF, 0x00])
    let path = try temporaryFile(zip, name: "damaged.zip")
    let error = try QTISamples.failure(paths: [path])
    #expect(error.kind == .malformed && error.file.hasPrefix(path))
  }

  @Test func warnsWhenAnItemIdentifierIsUsedAgain() throws {
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["a.xml", "b.xml"]).utf8)),
      ("a.xml", Data(QTISamples.item("q1").utf8)),
      ("b.xml", Data(QTISamples.item("q1").utf8)),
    ])
    let (questions, summary) = try importQuestions([path])
    #expect(questions.map(\.id) == ["q1", "q1-2"])
    #expect(
      summary.issues.map(\.message) == ["item q1: id q1 is used again; this one becomes q1-2"])
    #expect(summary.issues.map(\.line) == [2])
  }

  @Test func zipWithoutManifestFails() throws {
    let path = try Self.zipFile([("items/q2.xml", Data(QTISamples.item("q2").utf8))])
    let error = try QTISamples.failure(paths: [path])
    #expect(error.kind == .malformed && error.file == path)
    #expect(
      error.message
        == "the zip has no imsmanifest.xml at its top: it is not an IMS content package")
  }

  @Test func manifestNamingAMissingFileFailsAtItsLine() throws {
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["items/gone.xml"]).utf8))
    ])
    let error = try QTISamples.failure(paths: [path])
    #expect(error.file == "\(path)/imsmanifest.xml" && error.line == 5)
    #expect(error.message == "resource R0 names 'items/gone.xml', which is not in the package")
  }

  @Test func zipEntryClimbingOutOfThePackageFails() throws {
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["q.xml"]).utf8)),
      ("q.xml", Data(QTISamples.item().utf8)),
      ("../evil.xml", Data("x".utf8)),
    ])
    let error = try QTISamples.failure(paths: [path])
    #expect(error.message == "the zip entry '../evil.xml' points outside the package")
  }

  @Test func manifestHrefClimbingOutOfThePackageFails() throws {
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["../../etc/passwd"]).utf8))
    ])
    let error = try QTISamples.failure(paths: [path])
    #expect(error.line == 5)
    #expect(
      error.message == "resource R0 names '../../etc/passwd', which points outside the package")
  }

  @Test func imageClimbingOutOfThePackageFails() throws {
    let item = QTISamples.item(body: "<p>Q?</p><img src=\"../../secret.png\" alt=\"\"/>")
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["items/q.xml"]).utf8)),
      ("items/q.xml", Data(item.utf8)),
    ])
    let error = try QTISamples.failure(paths: [path])
    #expect(error.file == "\(path)/items/q.xml")
    #expect(error.message == "the image '../../secret.png' points outside the package")
  }

  @Test func aSingleItemFileReadsPicturesBesideItButNotAboveIt() throws {
    let root = try Self.folder(manifest: false)
    let above = root.appendingPathComponent("items/pic.xml").path
    let (questions, summary) = try importQuestions([above])
    #expect(questions.count == 1 && questions.first?.image == nil)
    #expect(
      summary.issues.map(\.description) == [
        "\(above):7: warning: the image '../images/p%20one.png' is outside the item's folder; it is left out (import the package's folder or zip to carry it)"
      ])
    let beside = root.appendingPathComponent("items/beside.xml")
    try Data(
      Self.withPicture.replacingOccurrences(of: "../images/p%20one.png", with: "p.png").utf8
    ).write(to: beside)
    try QTISamples.picture.write(to: root.appendingPathComponent("items/p.png"))
    let (again, assets) = try importQuestions([beside.path])
    #expect(again.first?.image?.sha256 == QTISamples.sha256(QTISamples.picture))
    #expect(assets.assets.map(\.data) == [QTISamples.picture])
  }

  @Test func aPackageThatUnpacksPastTheSizeLimitFails() throws {
    let big = Data(repeating: 0x20, count: 3 << 20)  // 3 MiB of spaces: a tiny zip
    let item = Data(QTISamples.item().utf8) + big
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["q.xml"]).utf8)), ("q.xml", item),
    ])
    let error = try #require(throws: ImportError.self) {
      _ = try importQuestions([path], options: ImportOptions(maxSize: 1 << 20))
    }
    #expect(error.file == "\(path)/q.xml")
    #expect(error.message == "the package unpacks past the 1048576-byte size limit")
  }

  @Test func aPictureLinkingOutOfTheFolderFails() throws {
    let root = try Self.folder(manifest: false)
    let secret = try TestPaths.temporaryDirectory("qti-secret").appendingPathComponent("s.png")
    try QTISamples.picture.write(to: secret)
    let link = root.appendingPathComponent("images/p one.png")
    try FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
    let error = try QTISamples.failure(paths: [root.path])
    #expect(error.kind == .malformed)
    #expect(error.file == root.appendingPathComponent("images/p one.png").path)
    #expect(error.message.hasPrefix("cannot read the file: "), "\(error.message)")
  }

  @Test func missingImageIsAWarningAndTheQuestionIsKept() throws {
    let item = QTISamples.item(body: "<p>Q?</p><img src=\"gone.png\" alt=\"\"/>")
    let path = try Self.zipFile([
      ("imsmanifest.xml", Data(QTISamples.manifest(["q.xml"]).utf8)),
      ("q.xml", Data(item.utf8)),
    ])
    let (questions, summary) = try importQuestions([path])
    #expect(questions.count == 1 && questions.first?.image == nil)
    #expect(
      summary.issues.map(\.message) == [
        "the image 'gone.png' is not in the package (or is empty); it is left out"
      ])
  }
}

/// `qbank import` on QTI folders and zips, run as the built binary.
struct QTIImportCommandTests {
  @Test func importsAFolderAndWritesItsPictureBesideTheBundle() throws {
    let root = try QTIPackageImportTests.folder(manifest: true)
    let out = try TestPaths.temporaryDirectory("qti-cli").appendingPathComponent("quiz.json")
    let result = try runQbank(["import", root.path, "-o", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "imported 2 questions\n")
    let bundle = try BundleReader().read(from: out)
    #expect(bundle.questions.map(\.id) == ["q2", "pic"])
    let image = try #require(bundle.questions.last?.image)
    let written = try Data(
      contentsOf: out.deletingLastPathComponent().appendingPathComponent(image.source))
    #expect(written == QTISamples.picture && image.sha256 == QTISamples.sha256(written))
  }

  @Test func aZipWithoutManifestExits65AndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory("qti-cli-bad")
    let zip = folder.appendingPathComponent("bad.zip")
    try QTISamples.zip([("q.xml", Data(QTISamples.item().utf8))]).write(to: zip)
    let out = folder.appendingPathComponent("quiz.json")
    let result = try runQbank(["import", zip.path, "-o", out.path])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "\(zip.path): error: the zip has no imsmanifest.xml at its top: it is not an IMS content package\nhint: export the quiz as an \"IMS QTI 2.1 content package\", or unzip it and import the item files\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["bad.zip"])
  }
}
