import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// `--to html`: the page's template, its safe embedding of the bundle, its
/// Content-Security-Policy and its loss report.
struct HTMLWriterTests {
  static let pageFolder = TestPaths.packageRoot.appendingPathComponent(
    "Sources/QuizBankExport/HTML/Page")

  /// The JSON inside `<script type="application/json" id="…">`.
  static func scriptData(_ html: String, id: String) -> String? {
    guard let open = html.range(of: "<script type=\"application/json\" id=\"\(id)\">"),
      let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
    else { return nil }
    return String(html[open.upperBound..<close.lowerBound])
  }

  /// The exported page carries `page.css` and `page.js` as they are on disk, and
  /// `page.html` with only its `{{…}}` placeholders filled (SwiftPM's `.embedInCode`).
  @Test func exportedPageCarriesThePageSources() throws {
    func source(_ name: String) throws -> String {
      try String(contentsOf: Self.pageFolder.appendingPathComponent(name), encoding: .utf8)
    }
    let html = try ExportSamples.text(ExportSamples.bundle([ExportSamples.plainYesNo()]), .html)
    #expect(html.contains("<style>\(try source("page.css"))</style>"))
    #expect(html.contains("<script>\(try source("page.js"))</script>"))
    let template = try source("page.html")
    #expect(template.contains("{{STYLE}}") && template.contains("{{SCRIPT}}"))
    for piece in template.split(separator: /\{\{[A-Z]+\}\}/) {
      #expect(
        html.contains(piece), "page.html's \(piece.prefix(60).debugDescription) is not in the page")
    }
  }

  @Test func bundleTextCannotCloseTheScriptElement() throws {
    var question = ExportSamples.plainChoice()
    question.prompt = ["en": "</script><script>alert(1)</script><!-- <img src=x onerror=alert(1)>"]
    question.choices[0].text = ["en": "</SCRIPT >\u{2028}&amp;"]
    let bundle = ExportSamples.bundle([question])
    let html = try ExportSamples.text(bundle, .html)
    // The page's own three closing tags and no other; no comment opener at all.
    #expect(html.components(separatedBy: "</script").count - 1 == 3)
    #expect(html.lowercased().components(separatedBy: "</script").count - 1 == 3)
    #expect(!html.contains("<!--"))
    let json = try #require(Self.scriptData(html, id: "qb-bundle"))
    let decoded = try BundleReader().decode(Data(json.utf8))
    #expect(decoded.questions[0].prompt == question.prompt)
    #expect(decoded.questions[0].choices[0].text == question.choices[0].text)
    #expect(decoded.digest == (try BundleDigest.compute(for: bundle)))
  }

  @Test func titleIsEscapedInTheHead() throws {
    let bundle = QuizBundle(
      id: "x", version: "1.0.0", title: ["en": "</title><script>alert(1)</script>"],
      locales: ["en"], questions: [ExportSamples.plainYesNo()])
    let html = try ExportSamples.text(bundle, .html)
    #expect(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
    #expect(!html.contains("<script>alert(1)"))
  }

  @Test func policyForbidsEveryRequestAndAllowsOnlyThePagesOwnCode() throws {
    let html = try ExportSamples.text(ExportSamples.bundle([ExportSamples.plainYesNo()]), .html)
    let policy = HTMLWriter.contentSecurityPolicy(assets: false)
    #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">"))
    #expect(policy.hasPrefix("default-src 'none'; "))
    #expect(!policy.contains("unsafe-inline") && !policy.contains("http") && !policy.contains("*"))
    // The hash of the script as it appears in the page (checked independently with openssl-free Crypto).
    let script = try #require(
      html.range(of: "<script>").flatMap { open in
        html.range(of: "</script>", range: open.upperBound..<html.endIndex).map {
          String(html[open.upperBound..<$0.lowerBound])
        }
      })
    #expect(script == HTMLPageText.js)
    #expect(policy.contains("script-src '\(HTMLWriter.hash(script))'"))
    #expect(
      !HTMLPageText.js.contains("innerHTML") && !HTMLPageText.js.contains("insertAdjacentHTML"))
    #expect(!HTMLPageText.js.contains("fetch(") && !HTMLPageText.js.contains("XMLHttpRequest"))
  }

  @Test func localImagesBecomeDataURLsAndRemoteOnesAreReported() throws {
    var remote = ExportSamples.plainYesNo(id: "remote")
    remote.image = ImageReference(source: "https://example.com/poster.jpg")
    let bundle = ExportSamples.bundle([ExportSamples.rich(), remote])
    let result = try ExportSamples.export(bundle, .html)
    let html = String(decoding: result.data, as: UTF8.self)
    let images = try #require(Self.scriptData(html, id: "qb-images"))
    let map = try JSONDecoder().decode([String: String].self, from: Data(images.utf8))
    #expect(
      map == [
        "assets/godfather.jpg": "data:image/jpeg;base64,"
          + ExportSamples.imageBytes.base64EncodedString()
      ])
    #expect(ExportSamples.kinds(result, "godfather") == [])
    #expect(ExportSamples.kinds(result, "remote") == [.image])
    #expect(
      result.report.losses.map(\.message) == [
        "remote image \"https://example.com/poster.jpg\" is not shown: the page makes no network request"
      ])
    #expect(result.report.locale == nil)
  }

  @Test func everyKindIsPlayableWithoutLoss() throws {
    let bundle = ExportSamples.bundle(
      [ExportSamples.plainYesNo(), ExportSamples.plainChoice(), ExportSamples.plainResponse()])
    #expect(try ExportSamples.export(bundle, .html).report.isLossless)
  }

  @Test func missingLocalImageIsAnError() throws {
    let bundle = ExportSamples.bundle([ExportSamples.rich(image: "assets/missing.png")])
    #expect(
      throws: ExportError.unreadableImage(
        questionId: "godfather", path: "assets/missing.png", reason: "no such file")
    ) { try ExportSamples.export(bundle, .html) }
  }

  @Test func chosenLocaleIsTheStartingLanguage() throws {
    let bundle = ExportSamples.bundle([ExportSamples.rich()], locales: ["en", "it"])
    let chosen = try ExportSamples.text(bundle, .html, locale: "it")
    #expect(chosen.contains("<html lang=\"it\" dir=\"ltr\" data-lang-chosen=\"true\">"))
    #expect(chosen.contains("<title>Serata cinema</title>"))
    let plain = try ExportSamples.text(bundle, .html)
    #expect(plain.contains("<html lang=\"en\" dir=\"ltr\" data-lang-chosen=\"false\">"))
  }

  @Test func templateValuesAreNotExpandedTwice() {
    #expect(HTMLWriter.fill("a{{X}}b{{Y}}", ["X": "{{Y}}", "Y": "1"]) == "a{{Y}}b1")
    #expect(HTMLWriter.fill("a{{X", ["X": "1"]) == "a{{X")
  }

  @Test func exportCommandWritesThePage() throws {
    let folder = try ExportCommandTests.folder(ExportCommandTests.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "html", "-o", "quiz.html"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.hasSuffix("loss report: html holds everything exported\n"), "\(run.stderr)")
    let written = try Data(contentsOf: folder.appendingPathComponent("quiz.html"))
    #expect(written == (try ExportSamples.export(ExportCommandTests.rich, .html).data))
  }
}

/// `--assets-dir`: pictures beside the page instead of inside it.
struct HTMLAssetsFolderTests {
  @Test func picturesGoToTheFolderAndThePagePointsThere() throws {
    let bundle = ExportSamples.bundle([ExportSamples.rich()])
    let result = try BundleExporter(images: ExportSamples.images).export(
      bundle, options: ExportOptions(format: .html, assetsFolder: "my pics"))
    #expect(result.assets == ["my pics/assets/godfather.jpg": ExportSamples.imageBytes])
    let html = String(decoding: result.data, as: UTF8.self)
    let images = try #require(HTMLWriterTests.scriptData(html, id: "qb-images"))
    #expect(images == #"{"assets\/godfather.jpg":"my%20pics\/assets\/godfather.jpg"}"#)
    #expect(html.contains("img-src data: 'self';"))
    #expect(!html.contains(ExportSamples.imageBytes.base64EncodedString()))
  }

  @Test(arguments: ["../up", "/abs", "", "a/../b", "a//b", "./a", "c:\\pics", "~/pics"])
  func folderMustStayBesideThePage(folder: String) throws {
    let bundle = ExportSamples.bundle([ExportSamples.rich()])
    #expect(throws: ExportError.unsafeAssetsFolder(folder)) {
      try BundleExporter(images: ExportSamples.images).export(
        bundle, options: ExportOptions(format: .html, assetsFolder: folder))
    }
    #expect(
      ExportError.unsafeAssetsFolder(folder).description
        == "--assets-dir \"\(folder)\" must be a folder inside the page's folder: a relative path without '..'"
    )
  }

  @Test func folderIsForHTMLOnly() throws {
    let bundle = ExportSamples.bundle([ExportSamples.rich()])
    #expect(throws: ExportError.assetsWithoutHTML(.gift)) {
      try BundleExporter(images: ExportSamples.images).export(
        bundle, options: ExportOptions(format: .gift, assetsFolder: "pics"))
    }
    #expect(
      ExportError.assetsWithoutHTML(.gift).description
        == "--assets-dir applies to html only, not gift")
  }

  @Test func commandWritesThePicturesBesideThePage() throws {
    let folder = try ExportCommandTests.folder(ExportCommandTests.rich)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "html", "-o", "site/quiz.html", "--assets-dir", "pics"],
      directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let picture = try Data(
      contentsOf: folder.appendingPathComponent("site/pics/assets/godfather.jpg"))
    #expect(picture == ExportSamples.imageBytes)
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("site/quiz.html").path))
  }

  @Test func commandRefusesBadFolderUsage() throws {
    let folder = try ExportCommandTests.folder(ExportCommandTests.rich)
    let toStdout = try runQbank(
      ["export", "bundle.json", "--to", "html", "-o", "-", "--assets-dir", "pics"],
      directory: folder)
    #expect(toStdout.status == 64)
    #expect(toStdout.stderr.contains("--assets-dir needs a file for -o: the pictures go beside it"))
    let outside = try runQbank(
      ["export", "bundle.json", "--to", "html", "-o", "q.html", "--assets-dir", "../x"],
      directory: folder)
    #expect(outside.status == 64)
    #expect(
      outside.stderr.contains(
        "qbank: error: --assets-dir \"../x\" must be a folder inside the page's folder: a relative path without '..'\n"
      ))
    let gift = try runQbank(
      ["export", "bundle.json", "--to", "gift", "-o", "q.gift", "--assets-dir", "x"],
      directory: folder)
    #expect(gift.status == 64)
    #expect(gift.stderr.contains("qbank: error: --assets-dir applies to html only, not gift\n"))
    #expect(try ExportCommandTests.files(in: folder) == ["assets", "bundle.json"])
  }
}
