import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankPackTestSupport
import QuizBankTestSupport
import Testing

@testable import QuizBankImport

/// The pack format against the exporter: bundle → pack → bundle is exact.
struct XMLRoundTripTests {
  static let bundle = TestPaths.sample("bundles/movie-night.json")

  @Test(.requires(.xmllint)) func bundleToPackToBundleGivesTheSameBytes() throws {
    let folder = try TestPaths.temporaryDirectory("xml-round-trip")
    let pack = folder.appendingPathComponent("movie-night.xml")
    let back = folder.appendingPathComponent("movie-night.json")
    let export = try runQbank(["export", Self.bundle.path, "--to", "xml-pack", "-o", pack.path])
    #expect(export.status == 0, "\(export.stderr)")

    let lint = try XMLTestSupport.xmllint([
      "--noout", "--nonet", "--schema", "schemas/quizpack-v1.xsd", pack.path,
    ])
    #expect(lint.status == 0, "\(lint.output)")
    let validate = try runQbank(["validate", pack.path])
    #expect(validate.status == 0)
    #expect(!validate.stdout.contains("error["))

    let imported = try runQbank(["import", pack.path, "-o", back.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try Data(contentsOf: back) == Data(contentsOf: Self.bundle))
    let original = try BundleReader().read(from: Self.bundle)
    let read = try #require(try QuizPackReader().read(.file(pack)).bundle)
    #expect(read == original)
    #expect(try BundleDigest.compute(for: read) == original.digest)
  }

  @Test func aPackWhoseDigestNoLongerMatchesFailsQB115() throws {
    let folder = try TestPaths.temporaryDirectory("xml-round-trip")
    let pack = folder.appendingPathComponent("edited.xml")
    #expect(
      try runQbank(["export", Self.bundle.path, "--to", "xml-pack", "-o", pack.path]).status == 0)
    var text = try String(contentsOf: pack, encoding: .utf8)
    let first = try #require(text.range(of: "points=\"1\""))
    text.replaceSubrange(first, with: "points=\"3\"")
    try Data(text.utf8).write(to: pack)
    let validate = try runQbank(["validate", pack.path])
    #expect(validate.status == 1)
    #expect(validate.stdout.contains("error[QB115]: digest does not match the content"))
    #expect(validate.stdout.hasPrefix("\(pack.path):2:"))
  }

  @Test func moodleExportReadsBackWithTheSameAnswers() throws {
    let folder = try TestPaths.temporaryDirectory("xml-round-trip")
    let moodle = folder.appendingPathComponent("movie-night.moodle.xml")
    #expect(
      try runQbank(["export", Self.bundle.path, "--to", "moodle-xml", "-o", moodle.path]).status
        == 0)
    let original = try BundleReader().read(from: Self.bundle)
    let result = try MoodleReader().read(.file(moodle))
    let read = try #require(result.bundle)
    #expect(result.skipped == 0)
    #expect(read.questions.count == original.questions.count)
    for (mine, theirs) in zip(read.questions, original.questions) {
      #expect(mine.kind == theirs.kind, "\(theirs.id)")
      let correctTexts = { (q: Question, locale: String) in
        q.correct.compactMap { id in q.choices.first { $0.id == id }?.text[locale] }
      }
      if theirs.kind != .yesNo {
        #expect(
          correctTexts(mine, "en") == correctTexts(theirs, original.defaultLocale), "\(theirs.id)")
      }
    }
  }
}
