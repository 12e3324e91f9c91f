import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

/// Bundle digests checked against an independent RFC 8785 implementation,
/// `Tests/Tools/jcs.py`, and the golden digests it computed (`Tests/Tools/jcs-golden`):
/// the expected values never come from ``BundleDigest`` or from qbank's messages.
struct RFC8785DigestTests {
  /// A bundle with the numbers and keys RFC 8785 is easy to get wrong: `1e21`,
  /// `1e-7`, `5e-324`, `-0`, `0.000001`, `7.0`, keys and text outside the BMP.
  static let tricky = IndependentJCS.goldenFolder.appendingPathComponent(
    "numbers-and-planes.json")

  /// `file`'s text with its `"digest": "…",` line taken out, in a new temporary file.
  static func withoutDigest(_ file: URL) throws -> URL {
    let text = try String(contentsOf: file, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = lines.filter { !$0.hasPrefix("  \"digest\": ") }
    #expect(kept.count == lines.count - 1, "\(file.lastPathComponent) has one digest line")
    let copy = try TestPaths.temporaryDirectory("jcs").appendingPathComponent(
      file.lastPathComponent)
    try Data(kept.joined(separator: "\n").utf8).write(to: copy)
    return copy
  }

  @Test(.requires(.python)) func theIndependentImplementationPassesRFC8785sExamples() throws {
    let result = try runPython([IndependentJCS.script.path, "selftest"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("selftest: ok (24 numbers)"), "\(result.output)")
  }

  @Test func theModelComputesTheCommittedGoldenDigests() throws {
    let golden = try IndependentJCS.goldenDigests()
    #expect(golden.keys.sorted() == ["movie-night.json", "numbers-and-planes.json"])
    for (name, digest) in golden {
      let file = IndependentJCS.goldenFolder.appendingPathComponent(name)
      let bundle = try BundleReader().read(from: file)
      #expect(bundle.digest == digest, "\(name) carries its golden digest")
      #expect(try BundleDigest.compute(for: bundle) == digest, "\(name)")
    }
  }

  @Test func validateAcceptsTheGoldenBundlesDigests() throws {
    let run = try runQbank(["validate", IndependentJCS.goldenFolder.path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(!run.stdout.contains("QB115"), "\(run.stdout)")
  }

  @Test func validateReportsTheGoldenDigestForABundleWithoutOne() throws {
    let golden = try IndependentJCS.goldenDigests()
    let file = try Self.withoutDigest(Self.tricky)
    let run = try runQbank(["validate", file.path])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let expected = try #require(golden["numbers-and-planes.json"])
    #expect(
      run.stdout.contains("the bundle has no digest; its content hashes to \(expected)"),
      "\(run.stdout)")
  }

  @Test(.requires(.python)) func theWriterSealsWithTheIndependentDigestAndECMAScriptNumbers()
    throws
  {
    var bundle = try BundleReader().read(from: Self.tricky)
    bundle.digest = nil
    let file = try TestPaths.temporaryDirectory("jcs").appendingPathComponent("written.json")
    try BundleWriter().write(bundle, to: file)
    let written = try BundleReader().read(from: file)
    #expect(written.digest == (try IndependentJCS.digest(of: file)))
    let text = try String(contentsOf: file, encoding: .utf8)
    for member in [
      #""big": 1e+21,"#, #""bigger": 1e+23,"#, #""millionth": 0.000001,"#,
      #""negativeZero": 0,"#, #""seven": 7,"#, #""smallest": 5e-324,"#, #""tiny": 1e-7,"#,
      #""third": 333333333.3333333,"#,
    ] {
      #expect(text.contains(member), "\(member) in \(text)")
    }
    // Keys by UTF-16 code units: the non-BMP key (surrogates D83D…) sorts before U+FB01.
    let smile = try #require(text.range(of: "\"😀-smile\""))
    let ligature = try #require(text.range(of: "\"ﬁ-ligature\""))
    #expect(smile.lowerBound < ligature.lowerBound)
  }

  @Test(.requires(.python)) func generatedBundlesCarryTheIndependentDigest() throws {
    let file = TestPaths.sample("bundles/movie-night.json")
    let bundle = try BundleReader().read(from: file)
    #expect(bundle.digest == (try IndependentJCS.digest(of: file)))
  }

  /// The ```python block of docs/bundle-format.md's "The digest" section.
  static func documentedRecipe() throws -> String {
    let doc = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/bundle-format.md"),
      encoding: .utf8)
    let section = try #require(doc.range(of: "## The digest"))
    let start = try #require(doc.range(of: "```python\n", range: section.upperBound..<doc.endIndex))
    let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
    return String(doc[start.upperBound..<end.lowerBound])
  }

  @Test(.requires(.python)) func theDocumentedPythonRecipeAgreesWithQbank() throws {
    let recipe = try TestPaths.temporaryDirectory("recipe").appendingPathComponent("digest.py")
    try Data(Self.documentedRecipe().utf8).write(to: recipe)
    let golden = try IndependentJCS.goldenDigests()
    for name in ["numbers-and-planes.json", "movie-night.json"] {
      let file = IndependentJCS.goldenFolder.appendingPathComponent(name)
      let result = try runPython([recipe.path, file.path])
      #expect(result.status == 0, "\(result.output)")
      let qbank = try BundleDigest.compute(for: BundleReader().read(from: file))
      #expect(result.output == qbank + "\n", "\(name): the recipe says \(result.output)")
      #expect(result.output == (golden[name] ?? "-") + "\n", "\(name)")
    }
  }
}
