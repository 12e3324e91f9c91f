import Foundation
import QuizBankModel
import Testing

@testable import QuizBankExport

struct BundleDiffTests {
  static let base = ExportSamples.bundle([
    ExportSamples.plainYesNo(), ExportSamples.plainChoice(), ExportSamples.plainResponse(),
  ])

  static func changed(_ edit: (inout QuizBundle) -> Void) -> QuizBundle {
    var copy = base
    edit(&copy)
    return copy
  }

  @Test func identicalBundlesNeedNoBump() {
    let diff = BundleDiff(old: Self.base, new: Self.base)
    #expect(diff.isEmpty)
    #expect(diff.requiredBump == .none)
    #expect(diff.versionIsSufficient)
  }

  @Test(arguments: [
    ("removed question", VersionBump.major),
    ("changed answer", .major),
    ("changed kind", .major),
    ("removed choice", .major),
    ("changed subject", .major),
    ("added question", .minor),
    ("added choice", .minor),
    ("edited choice text", .minor),
    ("changed points", .minor),
    ("added image", .minor),
    ("replaced image", .minor),
    ("added locale", .minor),
    ("changed settings", .minor),
    ("wording fix", .patch),
    ("reordered choices", .patch),
    ("reordered questions", .patch),
    ("changed explanation", .patch),
    ("changed tags", .patch),
    ("changed title", .patch),
  ])
  func namesTheSmallestBump(change: String, expected: VersionBump) {
    let new = Self.changed { bundle in
      switch change {
      case "removed question": bundle.questions.removeLast()
      case "changed answer": bundle.questions[1].correct = ["c"]
      case "changed kind": bundle.questions[2].kind = .multipleChoice
      case "removed choice": bundle.questions[1].choices.removeFirst()
      case "changed subject": bundle.questions[0].subject = Subject(title: "Alien", year: 1979)
      case "added question": bundle.questions.append(ExportSamples.plainYesNo(id: "q4"))
      case "added choice":
        bundle.questions[1].choices.append(Choice(id: "d", text: ["en": "Braveheart"]))
      case "edited choice text": bundle.questions[1].choices[0].text = ["en": "Pulp fiction"]
      case "changed points": bundle.questions[0].points = 2
      case "added image": bundle.questions[0].image = ImageReference(source: "assets/a.jpg")
      case "replaced image":
        bundle.questions[0].image = ImageReference(source: "assets/b.jpg")
      case "added locale":
        bundle.locales.append("it")
      case "changed settings": bundle.settings.roundSize = 5
      case "wording fix": bundle.questions[0].prompt = ["en": "Is this film's rating above 8?"]
      case "reordered choices": bundle.questions[1].choices.reverse()
      case "reordered questions": bundle.questions.reverse()
      case "changed explanation": bundle.questions[0].explanation = ["en": "Because."]
      case "changed tags": bundle.questions[0].tags = ["genre:drama"]
      case "changed title": bundle.title = ["en": "Film night"]
      default: Issue.record("unknown change \(change)")
      }
    }
    var old = Self.base
    if change == "replaced image" {
      old.questions[0].image = ImageReference(source: "assets/a.jpg")
    }
    let diff = BundleDiff(old: old, new: new)
    #expect(diff.requiredBump == expected, "\(change): \(diff.renderText())")
  }

  @Test func listsWhatChangedPerQuestion() {
    let new = Self.changed { bundle in
      bundle.version = "2.0.0"
      bundle.questions[1].correct = ["a"]
      bundle.questions[1].prompt = ["en": "Which film won in 1995?"]
      bundle.questions.removeFirst()
      bundle.questions.append(ExportSamples.plainYesNo(id: "q9"))
    }
    let diff = BundleDiff(old: Self.base, new: new)
    #expect(diff.added == ["q9"])
    #expect(diff.removed == ["q1"])
    #expect(diff.changed.map(\.id) == ["q2"])
    #expect(diff.changed.first?.changes.map(\.aspect) == [.prompt, .answer])
    #expect(diff.requiredBump == .major)
    #expect(diff.actualBump == .major)
    #expect(
      diff.renderText() == """
        1.0.0 → 2.0.0
        added    q9 (minor)
        removed  q1 (major)
        changed  q2 (major)
          prompt: prompt text (en) (patch)
          answer: right choice(s) b → a (major)
        needs: a major version bump
        version ok: 1.0.0 → 2.0.0 is a major bump

        """)
  }

  @Test func saysWhichVersionWouldHaveBeenEnough() {
    let new = Self.changed { bundle in
      bundle.version = "1.0.1"
      bundle.questions.append(ExportSamples.plainYesNo(id: "q4"))
    }
    let diff = BundleDiff(old: Self.base, new: new)
    #expect(!diff.versionIsSufficient)
    #expect(
      diff.verdict
        == "version not bumped enough: 1.0.0 → 1.0.1 is a patch bump; needs minor, e.g. 1.1.0")
  }

  @Test func rejectsAVersionThatGoesDownOrIsNotSemantic() {
    let lower = Self.changed { $0.version = "0.9.0" }
    #expect(!BundleDiff(old: Self.base, new: lower).versionIsSufficient)
    #expect(BundleDiff(old: Self.base, new: lower).verdict.hasPrefix("version goes down"))
    let odd = Self.changed { $0.version = "v2" }
    #expect(!BundleDiff(old: Self.base, new: odd).versionIsSufficient)
    #expect(
      BundleDiff(old: Self.base, new: odd).verdict
        == "version \"v2\" of NEW is not a semantic version (MAJOR.MINOR.PATCH)")
  }

  @Test func parsesSemanticVersions() {
    #expect(SemanticVersion("1.4.0")?.description == "1.4.0")
    #expect(SemanticVersion("2.0.0-rc.1+build.5")?.prerelease == "rc.1")
    #expect(SemanticVersion("1.4") == nil)
    #expect(SemanticVersion("01.4.0") == nil)
    #expect(SemanticVersion("1.4.x") == nil)
    #expect(SemanticVersion("2.0.0-rc.1")! < SemanticVersion("2.0.0")!)
    #expect(SemanticVersion("1.10.0")! > SemanticVersion("1.9.9")!)
  }

  @Test func comparesPreReleasesBySemverPrecedence() {
    let ordered = [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
      "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0-rc.2", "1.0.0-rc.10", "1.0.0",
    ].map { SemanticVersion($0)! }
    for (index, version) in ordered.enumerated() {
      for later in ordered[(index + 1)...] {
        #expect(version < later, "\(version) < \(later)")
        #expect(!(later < version), "not \(later) < \(version)")
      }
    }
    #expect(SemanticVersion("1.0.0-rc.2")! < SemanticVersion("1.0.0-rc.99999999999999999999")!)
  }

  @Test func preReleaseGoingUpNumericallyIsNotAVersionGoingDown() {
    let old = Self.changed { $0.version = "2.0.0-rc.2" }
    let new = Self.changed { $0.version = "2.0.0-rc.10" }
    let diff = BundleDiff(old: old, new: new)
    #expect(diff.versionIsSufficient)
    #expect(diff.verdict == "version ok: 2.0.0-rc.2 → 2.0.0-rc.10 is a patch bump")
  }

  @Test func goingDownFromAPreReleaseNamesTheSmallestVersionThatWouldDo() {
    let old = Self.changed { $0.version = "2.0.0-rc.10" }
    let new = Self.changed { $0.version = "2.0.0-rc.2" }
    let diff = BundleDiff(old: old, new: new)
    #expect(!diff.versionIsSufficient)
    #expect(
      diff.verdict
        == "version goes down (2.0.0-rc.10 → 2.0.0-rc.2): NEW must be at least 2.0.0-rc.10")
  }

  @Test func rendersJSONWithTheVerdict() throws {
    let new = Self.changed { bundle in
      bundle.version = "1.1.0"
      bundle.questions.removeLast()
    }
    let json =
      try JSONSerialization.jsonObject(with: BundleDiff(old: Self.base, new: new).renderJSON())
      as? [String: Any]
    #expect(json?["removed"] as? [String] == ["q3"])
    #expect(json?["requiredBump"] as? String == "major")
    #expect(json?["actualBump"] as? String == "minor")
    #expect(json?["versionIsSufficient"] as? Bool == false)
  }
}
