import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// `qbank export` end to end: the built binary, its output, stderr and exit code.
struct ExportCommandTests {
  /// A folder holding `bundle.json` and `assets/godfather.jpg`.
  static func folder(_ bundle: QuizBundle) throws -> URL {
    let folder = try TestPaths.temporaryDirectory("qbank-export-e2e")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
    try ExportSamples.imageBytes.write(to: folder.appendingPathComponent("assets/godfather.jpg"))
    try BundleWriter().write(bundle, to: folder.appendingPathComponent("bundle.json"))
    return folder
  }

  static let rich = ExportSamples.bundle(
    [ExportSamples.rich(), ExportSamples.plainChoice()], locales: ["en", "it"])

  static func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func writesTheFileAndPrintsTheLossReport() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "gift", "-o", "out.gift"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "")
    #expect(
      run.stderr.contains(
        "godfather: image: image \"assets/godfather.jpg\" is not carried: GIFT cannot embed files\n"
      ))
    #expect(run.stderr.contains("godfather: locale: text in it is dropped (exported en)\n"))
    #expect(run.stderr.hasSuffix("loss report: 6 losses in 1 question for gift\n"))
    let written = try String(contentsOf: folder.appendingPathComponent("out.gift"), encoding: .utf8)
    #expect(written == (try ExportSamples.text(Self.rich, .gift)))
  }

  @Test func theLossReportShowsHostileIdsAndSourcesEscaped() throws {
    let hostile = ExportSamples.bundle(
      [ExportSamples.rich(id: "g\u{1B}]0;t\u{07}", image: "assets/\u{202E}gpj.exe")],
      locales: ["en", "it"])
    let run = try runQbank(
      ["export", "bundle.json", "--to", "gift", "-o", "out.gift"],
      directory: try Self.folder(hostile))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains(
        "g\\e]0;t\\u{7}: image: image \"assets/\\u{202E}gpj.exe\" is not carried: GIFT cannot embed files\n"
      ), "\(run.stderr)")
    #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }

  @Test func embedsTheImageFromTheBundlesFolder() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "moodle-xml", "-o", "out.xml"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let written = try String(contentsOf: folder.appendingPathComponent("out.xml"), encoding: .utf8)
    #expect(written.contains(ExportSamples.imageBytes.base64EncodedString()))
  }

  @Test func strictWritesNothingAndExitsOne() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "opentdb", "-o", "out.json", "--strict"], directory: folder)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasSuffix(
        "qbank: error: --strict: opentdb cannot hold everything (see above); out.json was not written\n"
          + "hint: export without --strict to accept the losses, or choose a format that holds them\n"
      ))
    #expect(try Self.files(in: folder) == ["assets", "bundle.json"])
  }

  @Test func strictPassesWhenNothingIsLost() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "xml-pack", "-o", "pack.xml", "--strict"], directory: folder
    )
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "loss report: xml-pack holds everything exported\n")
    #expect(try Self.files(in: folder) == ["assets", "bundle.json", "pack.xml"])
  }

  @Test func writesTheLossReportAsJSON() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      [
        "export", "bundle.json", "--to", "csv", "--flavor", "kahoot", "-o", "k.csv",
        "--loss-report", "loss.json", "--lang", "it",
      ],
      directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let report = try JSONDecoder().decode(
      LossReport.self, from: Data(contentsOf: folder.appendingPathComponent("loss.json")))
    #expect(report.format == "csv (kahoot)")
    #expect(report.locale == "it")
    #expect(
      report.losses.first
        == ExportLoss(
          questionId: "godfather", kind: .locale, message: "text in en is dropped (exported it)"))
  }

  @Test func writesToStandardOutputWithADash() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "opentdb", "-o", "-"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == (try ExportSamples.text(Self.rich, .opentdb)))
  }

  @Test func sameBundleGivesTheSameBytes() throws {
    let folder = try Self.folder(Self.rich)
    for format in ["qti", "moodle-xml", "xml-pack"] {
      for name in ["a", "b"] {
        let run = try runQbank(
          ["export", "bundle.json", "--to", format, "-o", "\(name).\(format)"], directory: folder)
        // Both runs must succeed: two failed runs leave nothing to compare.
        #expect(run.status == 0, "\(format): \(run.stderr)")
      }
      let first = try Data(contentsOf: folder.appendingPathComponent("a.\(format)"))
      let second = try Data(contentsOf: folder.appendingPathComponent("b.\(format)"))
      #expect(!first.isEmpty && first == second, "\(format)")
    }
  }

  @Test(arguments: [
    (
      ["--to", "pdf"], 64,
      "Error: unknown format \"pdf\": choose one of xml-pack, moodle-xml, gift, qti, csv, opentdb"
    ),
    (["--to", "csv"], 64, "qbank: error: csv needs --flavor anki or --flavor kahoot"),
    (
      ["--to", "gift", "--flavor", "anki"], 64,
      "qbank: error: --flavor applies to csv only, not gift"
    ),
    (
      ["--to", "csv", "--flavor", "quizlet"], 64,
      "Error: unknown csv flavor \"quizlet\": choose anki or kahoot"
    ),
    (
      ["--to", "gift", "--lang", "fr"], 64,
      "qbank: error: the bundle has no locale \"fr\" (it offers en, it)"
    ),
    (
      ["--to", "csv", "--flavor", "kahoot", "--time-limit", "45"], 64,
      "qbank: error: Kahoot allows time limits of 5, 10, 20, 30, 60, 90, 120, 240 seconds, not 45"
    ),
  ])
  func rejectsBadUsageWithoutWriting(arguments: [String], status: Int32, message: String) throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(["export", "bundle.json", "-o", "out"] + arguments, directory: folder)
    #expect(run.status == status)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(try Self.files(in: folder) == ["assets", "bundle.json"])
  }

  @Test func namesAMissingBundle() throws {
    let folder = try TestPaths.temporaryDirectory()
    let run = try runQbank(
      ["export", "nope.json", "--to", "gift", "-o", "out.gift"], directory: folder)
    #expect(run.status == 66)
    #expect(run.stderr == "nope.json: error: no such file\nhint: check the path\n")
  }

  @Test func namesAMalformedBundle() throws {
    let folder = try TestPaths.temporaryDirectory()
    try Data("{\"format\": \"something-else\"}".utf8).write(
      to: folder.appendingPathComponent("b.json"))
    let run = try runQbank(
      ["export", "b.json", "--to", "gift", "-o", "out.gift"], directory: folder)
    #expect(run.status == 65)
    #expect(
      run.stderr
        == "b.json: error: not a QuizBank bundle: the \"format\" member is not \"quizbank.bundle\"\n"
    )
    #expect(try Self.files(in: folder) == ["b.json"])
  }

  @Test func namesAMissingImageAndWritesNothing() throws {
    let folder = try Self.folder(Self.rich)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("assets/godfather.jpg"))
    let run = try runQbank(
      ["export", "bundle.json", "--to", "qti", "-o", "out.zip"], directory: folder)
    #expect(run.status == 66)
    #expect(
      run.stderr
        == "bundle.json: error: question godfather: cannot read image \"assets/godfather.jpg\": no such file\n"
    )
    #expect(try Self.files(in: folder) == ["assets", "bundle.json"])
  }

  @Test func aHostileBundleNameIdAndImageReachTheTerminalEscaped() throws {
    let hostile = ExportSamples.bundle(
      [ExportSamples.rich(id: "g\u{1B}]0;t\u{07}", image: "assets/\u{202E}gpj.exe")],
      locales: ["en", "it"])
    let folder = try TestPaths.temporaryDirectory("qbank-export-hostile")
    let name = "b\u{1B}[2J\u{202E}.json"
    try BundleWriter().write(hostile, to: folder.appendingPathComponent(name))
    let run = try runQbank(["export", name, "--to", "qti", "-o", "out.zip"], directory: folder)
    #expect(run.status == 66)
    #expect(
      run.stderr
        == #"b\e[2J\u{202E}.json: error: question g\e]0;t\u{7}: cannot read image "assets/\u{202E}gpj.exe": no such file"#
        + "\n")
    #expect(!run.stderr.unicodeScalars.contains { [0x1B, 0x07, 0x202E].contains($0.value) })
    #expect(try Self.files(in: folder) == [name])
  }

  @Test func saysWhenTheOutputCannotBeWritten() throws {
    let folder = try Self.folder(Self.rich)
    let run = try runQbank(
      ["export", "bundle.json", "--to", "gift", "-o", "no/such/folder/out.gift"], directory: folder)
    #expect(run.status == 74)
    #expect(
      run.stderr.hasSuffix(
        "no/such/folder/out.gift: error: cannot write: the folder no/such/folder does not exist\n"
          + "hint: create the folder, or choose another output\n"))
    #expect(try Self.files(in: folder) == ["assets", "bundle.json"])
  }

  @Test func exportsADraftFormatBundle() throws {
    let folder = try TestPaths.temporaryDirectory()
    try Data(BundleMigrationTests.draft.utf8).write(to: folder.appendingPathComponent("draft.json"))
    let run = try runQbank(
      ["export", "draft.json", "--to", "xml-pack", "-o", "pack.xml", "--strict"], directory: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let pack = try String(contentsOf: folder.appendingPathComponent("pack.xml"), encoding: .utf8)
    #expect(
      pack.contains("<question id=\"q3\" kind=\"multiple-response\" correct=\"a c\" points=\"1\">"))
    #expect(pack.contains("locales=\"it\""))
  }

  @Test func helpShowsExamples() throws {
    let run = try runQbank(["export", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Examples:"))
    #expect(run.stdout.contains("qbank export movie-night.json --to moodle-xml -o movie-night.xml"))
  }
}
