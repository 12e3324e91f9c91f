import Foundation
import QuizBankTerminal
import QuizBankTestSupport
import Testing

/// What an installed `qbank` carries with it (the default bundle, its version) and
/// `scripts/install.sh`, run on the debug binary. The release build, `make install`
/// and the shells, man and pre-commit checks are in `scripts/test-install.sh`.
struct InstallTests {
  /// SwiftPM embeds the bytes of the file
  /// `Sources/QuizBankTerminal/Player/Resources/movie-quiz.json` links to, not the link.
  @Test func embeddedDefaultBundleEqualsTheSampleFile() throws {
    let sample = try Data(contentsOf: TestPaths.sample("movie-quiz/dist/movie-quiz.json"))
    #expect(DefaultBundle.embeddedData == sample)
  }

  @Test func versionNamesTheReleaseTheCommitAndTheFormats() throws {
    let result = try runQbank(["--version"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 4, "\(result.stdout)")
    #expect(lines.first == "qbank 0.1.0")
    // `make` records the commit; a plain `swift build` says it does not know it.
    let commit = try #require(lines.dropFirst().first)
    #expect(
      commit == "commit: unknown"
        || commit.wholeMatch(of: /commit: [0-9a-f]{12}(-dirty)?/) != nil, "\(commit)")
    #expect(lines.contains("bundle format: quizbank.bundle reads versions 0, 1, writes version 1"))
    #expect(lines.contains("quiz packs: https://quizbank.dev/ns/quizpack/1 (reads and writes)"))
  }

  // MARK: scripts/install.sh

  /// A staging folder, a folder with one man page, and the environment to install into it.
  private struct Stage {
    let destdir: URL
    let manpages: URL
    let prefix = "/opt/qb"
    var root: URL { destdir.appendingPathComponent("opt/qb") }
    var environment: [String: String] {
      var env = ProcessInfo.processInfo.environment
      env["DESTDIR"] = destdir.path
      env["PREFIX"] = prefix
      return env
    }

    init() throws {
      destdir = try TestPaths.temporaryDirectory("qbank-destdir")
      manpages = try TestPaths.temporaryDirectory("qbank-man")
      try Data(".TH QBANK 1\n.SH NAME\nqbank\n".utf8).write(
        to: manpages.appendingPathComponent("qbank.1"))
    }
  }

  private func script(_ arguments: [String], _ stage: Stage) throws -> ToolResult {
    try runTool(
      URL(fileURLWithPath: "/bin/bash"), ["scripts/install.sh"] + arguments,
      environment: stage.environment)
  }

  /// Every file and folder under `folder`, relative to it, sorted.
  private func files(under folder: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return all.sorted()
  }

  @Test func installPutsEachPieceInItsConventionalFolderAndUninstallRemovesThemAll() throws {
    let stage = try Stage()
    let installed = try script(["install", TestPaths.qbank.path, stage.manpages.path], stage)
    #expect(installed.status == 0, "\(installed.output)")
    let root = stage.root
    for path in [
      "bin/qbank", "share/bash-completion/completions/qbank", "share/zsh/site-functions/_qbank",
      "share/fish/vendor_completions.d/qbank.fish", "share/man/man1/qbank.1",
      "share/qbank/schemas/bundle-v1.schema.json", "share/qbank/schemas/quizpack-v1.xsd",
      "share/qbank/install-manifest",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
    }
    #expect(
      FileManager.default.isExecutableFile(atPath: root.appendingPathComponent("bin/qbank").path))
    let bash = try String(
      contentsOf: root.appendingPathComponent("share/bash-completion/completions/qbank"),
      encoding: .utf8)
    #expect(bash.contains("complete") && bash.contains("qbank"))

    let removed = try script(["uninstall"], stage)
    #expect(removed.status == 0, "\(removed.output)")
    #expect(files(under: root).isEmpty, "\(files(under: root))")
  }

  @Test func uninstallLeavesWhatItDidNotInstall() throws {
    let stage = try Stage()
    let share = stage.root.appendingPathComponent("share/man/man1")
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    try Data("other\n".utf8).write(to: share.appendingPathComponent("other.1"))
    #expect(try script(["install", TestPaths.qbank.path, stage.manpages.path], stage).status == 0)
    // A second install over the first keeps one manifest that still knows every folder it made.
    #expect(try script(["install", TestPaths.qbank.path, stage.manpages.path], stage).status == 0)
    #expect(try script(["uninstall"], stage).status == 0)
    #expect(
      files(under: stage.root) == [
        "share", "share/man", "share/man/man1", "share/man/man1/other.1",
      ])
  }

  @Test func aRelativePrefixIsAUsageError() throws {
    var stage = try Stage()
    var env = stage.environment
    env["PREFIX"] = "usr/local"
    let result = try runTool(
      URL(fileURLWithPath: "/bin/bash"), ["scripts/install.sh", "uninstall"], environment: env)
    #expect(result.status == 64)
    #expect(result.output.contains("install: PREFIX must be an absolute path, got: usr/local"))
    stage = try Stage()
    #expect(try script(["frobnicate"], stage).status == 64)
  }

  @Test func installWithoutABuiltBinaryOrManPagesSaysWhatToRun() throws {
    let stage = try Stage()
    let missing = try script(["install", "/nonexistent/qbank", stage.manpages.path], stage)
    #expect(missing.status == 66)
    #expect(
      missing.output.contains("install: no built binary at /nonexistent/qbank; run: make build"))
    let empty = try TestPaths.temporaryDirectory("qbank-noman")
    let noPages = try script(["install", TestPaths.qbank.path, empty.path], stage)
    #expect(noPages.status == 66)
    #expect(noPages.output.contains("install: no man pages in \(empty.path); run: make man"))
    #expect(files(under: stage.destdir).isEmpty)
  }

  @Test func uninstallWithoutAManifestSaysWhichPrefixItLookedIn() throws {
    let stage = try Stage()
    let result = try script(["uninstall"], stage)
    #expect(result.status == 66)
    #expect(
      result.output.contains(
        "install: no manifest at \(stage.root.path)/share/qbank/install-manifest: was qbank installed with PREFIX=/opt/qb DESTDIR=\(stage.destdir.path)?"
      ))
  }

  @Test func aManifestEntryOutsideThePrefixIsRefusedAndNothingIsRemoved() throws {
    let stage = try Stage()
    #expect(try script(["install", TestPaths.qbank.path, stage.manpages.path], stage).status == 0)
    let manifest = stage.root.appendingPathComponent("share/qbank/install-manifest")
    let victim = stage.destdir.appendingPathComponent("keep-me")
    try Data("x".utf8).write(to: victim)
    let original = try String(contentsOf: manifest, encoding: .utf8)
    try (original + "../../keep-me\n").write(to: manifest, atomically: true, encoding: .utf8)
    let result = try script(["uninstall"], stage)
    #expect(result.status == 65)
    #expect(
      result.output.contains(
        "install: \(manifest.path): refusing the entry \"../../keep-me\" (not a plain path inside \(stage.root.path)); remove the files by hand"
      ))
    #expect(FileManager.default.fileExists(atPath: victim.path))
    #expect(
      FileManager.default.fileExists(atPath: stage.root.appendingPathComponent("bin/qbank").path))
  }
}

/// The build scripts' answers to bad input: `build-info.sh` and `man-pages.sh`.
struct BuildScriptTests {
  private func bash(_ arguments: [String], _ extra: [String: String] = [:]) throws -> ToolResult {
    var env = ProcessInfo.processInfo.environment
    for (key, value) in extra { env[key] = value }
    return try runTool(URL(fileURLWithPath: "/bin/bash"), arguments, environment: env)
  }

  @Test func aCommitNameThatIsNotAPlainWordIsRefused() throws {
    let result = try bash(["scripts/build-info.sh"], ["QBANK_COMMIT": "abc\" evil"])
    #expect(result.status == 64)
    #expect(
      result.output.contains(
        "build-info: QBANK_COMMIT must be letters, digits and . _ + - only, got: abc\" evil"))
  }

  @Test func manPagesWithoutABuiltBinarySayWhatToRun() throws {
    let result = try bash(["scripts/man-pages.sh", "/nonexistent/qbank", "/tmp/never"])
    #expect(result.status == 66)
    #expect(
      result.output.contains("man-pages: no built binary at /nonexistent/qbank; run: make build"))
  }
}
