import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// `--with-images` (generate and build) and a project's `images: embed`: posters
/// copied from the image cache beside the bundle with their SHA-256; a poster that
/// cannot be had is a warning and the command still succeeds.
struct PosterEmbeddingTests {
  let folder: URL
  /// The image cache's environment: `$XDG_CACHE_HOME/qbank/images/`.
  let environment: [String: String]

  init() throws {
    folder = try TestPaths.temporaryDirectory("qbank-posters")
    environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
    // Films 0, 1 and 2; their posters are https://example.org/<n>.jpg.
    try CatalogueFile.write(Films.films(0..<3), to: folder.appendingPathComponent("films.jsonl"))
    try "rules:\n  - type: rating-threshold\n    comparisons: [greater]\n".write(
      to: folder.appendingPathComponent("rules.yaml"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("dist"), withIntermediateDirectories: true)
  }

  /// SHA-256 in lowercase hex, by coreutils' `sha256sum` (not the code under test).
  private func sha256sum(_ data: Data) throws -> String {
    let tool = try #require(TestTools.executable("sha256sum"))
    let result = try runTool(tool, ["-"], stdin: data)
    return String(result.output.prefix(64))
  }

  /// Puts `data` in the image cache as the download of `address`, as a fetch leaves it.
  private func cache(_ data: Data, for address: String) throws {
    let images = folder.appendingPathComponent("cache/qbank/images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try data.write(to: images.appendingPathComponent(try sha256sum(Data(address.utf8)) + ".jpg"))
  }

  /// A poster's bytes: a JPEG's first marker and some filler that differs per film.
  private func poster(_ n: Int) -> Data {
    Data([0xFF, 0xD8, 0xFF, 0xE0] + Array("film \(n)".utf8))
  }

  /// `qbank generate … -o dist/quiz.json --with-images` and `options` (offline by default).
  private func generateWithImages(_ options: [String] = ["--offline"]) throws -> QbankResult {
    try runQbank(
      [
        "generate", "films.jsonl", "--rules", "rules.yaml", "-o", "dist/quiz.json",
        "--with-images",
      ] + options, directory: folder, environment: environment)
  }

  private func bundle(_ path: String) throws -> QuizBundle {
    try BundleReader().read(from: folder.appendingPathComponent(path))
  }

  @Test func generateEmbedsTheCachedPostersWithTheirSHA256() throws {
    for n in 0..<3 { try cache(poster(n), for: "https://example.org/\(n).jpg") }
    let result = try generateWithImages()
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    #expect(result.stdout.contains("Embedded 3 posters in dist/assets/\n"))
    let quiz = try bundle("dist/quiz.json")
    #expect(quiz.questions.count == 3)
    for question in quiz.questions {
      let image = try #require(question.image)
      let n = try #require(Int(question.subject?.title.dropFirst("Film ".count) ?? ""))
      let expected = try sha256sum(poster(n))
      #expect(image.source == "assets/\(expected).jpg")
      #expect(image.sha256 == expected)
      #expect(
        try Data(contentsOf: folder.appendingPathComponent("dist/" + image.source)) == poster(n))
    }
    // The summary's digest is the written bundle's, and the validator checks the bytes (QB120).
    #expect(result.stdout.contains("digest: \(quiz.digest ?? "-")"))
    let check = try runQbank(["validate", "--strict", "dist/quiz.json"], directory: folder)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func offlineAMissingPosterIsAWarningAndTheBundleKeepsItsAddress() throws {
    try cache(poster(1), for: "https://example.org/1.jpg")
    let result = try generateWithImages()
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "dist/quiz.json: warning: poster https://example.org/0.jpg not embedded: offline, and it was never downloaded\n"
      ))
    #expect(result.stderr.contains("poster https://example.org/2.jpg not embedded"))
    #expect(!result.stderr.contains("example.org/1.jpg"))
    #expect(result.stdout.contains("Embedded 1 poster in dist/assets/; 2 not embedded (see above)"))
    let sources = try bundle("dist/quiz.json").questions.compactMap(\.image?.source).sorted()
    #expect(sources.filter { $0.hasPrefix("https://example.org/") }.count == 2)
    #expect(sources.filter { $0.hasPrefix("assets/") }.count == 1)
  }

  @Test func anUnreachableImageHostIsAWarningNotAFailure() throws {
    // Nothing listens on port 9 of the loopback: the connection is refused at once.
    let result = try generateWithImages(["--image-base", "http://127.0.0.1:9", "--retries", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("warning: poster https://example.org/0.jpg not embedded: "))
    #expect(try bundle("dist/quiz.json").questions.allSatisfy { $0.image?.isRemote == true })
  }

  @Test func bytesThatAreNoPictureAreNotEmbedded() throws {
    for n in 0..<3 {
      try cache(Data("<html>not found</html>".utf8), for: "https://example.org/\(n).jpg")
    }
    let result = try generateWithImages()
    #expect(result.status == 0)
    #expect(
      result.stderr.contains(
        "not embedded: what was downloaded is not a JPEG, PNG, GIF or WebP picture"))
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("dist/assets").path))
  }

  private func project(images: String) -> String {
    """
    project: 1
    bundle: {id: posters, version: 1.0.0}
    sources:
      - catalogue: films.jsonl
    rules: rules.yaml
    \(images)
    outputs:
      - bundle: dist/quiz.json
    """
  }

  @Test func aProjectThatSaysImagesEmbedBuildsWithItsPosters() throws {
    for n in 0..<3 { try cache(poster(n), for: "https://example.org/\(n).jpg") }
    try project(images: "images: embed").write(
      to: folder.appendingPathComponent("quiz.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(
      ["build", "quiz.yaml", "--offline"], directory: folder, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Embedded 3 posters in dist/assets/"))
    let quiz = try bundle("dist/quiz.json")
    #expect(quiz.questions.allSatisfy { $0.image?.source.hasPrefix("assets/") == true })
    // No staging file or rejected bundle left beside it.
    let left = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("dist").path
    ).sorted()
    #expect(left == ["assets", "quiz.json"])
    // Without the option (and without --with-images) the addresses stay.
    try project(images: "").write(
      to: folder.appendingPathComponent("quiz.yaml"), atomically: true, encoding: .utf8)
    let plain = try runQbank(["build", "quiz.yaml"], directory: folder, environment: environment)
    #expect(plain.status == 0)
    #expect(!plain.stdout.contains("Embedded"))
    #expect(try bundle("dist/quiz.json").questions.allSatisfy { $0.image?.isRemote == true })
  }

  @Test func anUnknownImagesValueIsNamedWithItsLine() throws {
    try project(images: "images: always").write(
      to: folder.appendingPathComponent("quiz.yaml"), atomically: true, encoding: .utf8)
    let result = try runQbank(["build", "quiz.yaml"], directory: folder, environment: environment)
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "quiz.yaml:6:9: error: 'images' takes 'embed' (posters copied beside the bundle) or 'link' (their addresses), not 'always'"
      ))
  }
}
