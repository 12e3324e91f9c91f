import Foundation
import Testing

/// Something a test needs from outside the package: a program, a Python module
/// or the shared fixtures. Tests name theirs with ``Testing/Trait/requires(_:sourceLocation:)``.
///
/// Run by hand without it, the test is skipped with ``missingReason`` (what is
/// missing and how to install it). In CI (`CI` set, or `QBANK_REQUIRE_FIXTURES=1`)
/// a missing requirement fails the test with the same text instead: CI runs everything.
public struct Requirement: Sendable, CustomStringConvertible {
  /// What is needed, as a person would say it: `xmllint`, `python3 with jsonschema`.
  public let description: String
  /// Whether this machine has it (probed once, when the requirement is first used).
  public let isMet: Bool
  /// What is missing and how to get it; shown as the skip reason or the failure.
  public let missingReason: String

  /// A requirement probed by the caller: `isMet` once, `missingReason` saying
  /// what is missing and how to get it.
  public init(description: String, isMet: Bool, missingReason: String) {
    self.description = description
    self.isMet = isMet
    self.missingReason = missingReason
  }

  /// The program `name` on PATH, which Debian ships as `debianPackage`.
  public static func program(_ name: String, debianPackage: String) -> Requirement {
    Requirement(
      description: name, isMet: TestTools.executable(name) != nil,
      missingReason: "\(name) is not on PATH: install it with `apt-get install \(debianPackage)`")
  }

  /// `xmllint` on PATH (Debian `libxml2-utils`).
  public static let xmllint = program("xmllint", debianPackage: "libxml2-utils")

  /// A Python 3 interpreter (``TestTools/python``).
  public static let python = Requirement(
    description: "python3", isMet: TestTools.pythonRuns("pass"),
    missingReason:
      "\(TestTools.pythonName) does not run: install it with `apt-get install python3`, or set QBANK_PYTHON to a Python 3 interpreter"
  )

  /// Python with `jsonschema` (Debian `python3-jsonschema`).
  public static let jsonschema = pythonModule("jsonschema", debianPackage: "python3-jsonschema")

  /// Python with `pexpect` (Debian `python3-pexpect`).
  public static let pexpect = pythonModule("pexpect", debianPackage: "python3-pexpect")

  /// Python with `selenium` (Debian `python3-selenium`), for the browser tests.
  public static let selenium = pythonModule("selenium", debianPackage: "python3-selenium")

  /// Headless Chromium (Debian `chromium`), for the browser tests.
  public static let chromium = program("chromium", debianPackage: "chromium")

  /// Chromium's WebDriver (Debian `chromium-driver`), for the browser tests.
  public static let chromedriver = program("chromedriver", debianPackage: "chromium-driver")

  /// The shared fixtures, `../shared/fixtures` (``TestPaths/fixtures``).
  public static let fixtures = Requirement(
    description: "the shared fixtures", isMet: TestPaths.fixturesAvailable,
    missingReason: TestPaths.fixturesMissingReason)

  /// The shared conformance suites, `../shared/conformance` (``TestPaths/conformance``).
  public static let conformance = Requirement(
    description: "the shared conformance files",
    isMet: FileManager.default.fileExists(atPath: TestPaths.conformance.path),
    missingReason:
      "shared conformance files not found at \(TestPaths.conformance.path) (set QBANK_CONFORMANCE to their folder)"
  )

  /// Python (``TestTools/python``) that can `import module`, which Debian ships as `debianPackage`.
  public static func pythonModule(_ module: String, debianPackage: String) -> Requirement {
    Requirement(
      description: "python3 with \(module)", isMet: TestTools.pythonRuns("import \(module)"),
      missingReason:
        "\(TestTools.pythonName) cannot import \(module): install it with `apt-get install \(debianPackage)` (Debian's /usr/bin/python3), or set QBANK_PYTHON to an interpreter that has it"
    )
  }
}

/// How strict the test environment is about requirements.
public enum TestEnvironment {
  /// Whether a missing requirement fails rather than skips: `CI` is set (and not
  /// `false` or `0`), or `QBANK_REQUIRE_FIXTURES=1`.
  public static let requiresEverything: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["QBANK_REQUIRE_FIXTURES"] == "1" { return true }
    guard let ci = environment["CI"] else { return false }
    return !["", "0", "false", "no"].contains(ci.lowercased())
  }()
}

/// The error a test fails with in CI when a requirement is missing.
public struct RequirementMissing: Error, CustomStringConvertible {
  /// What is missing and how to install it.
  public let description: String

  /// A failure that says `description`.
  public init(description: String) { self.description = description }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only when every one of `requirements` is met. When one is
  /// missing the test is skipped with the reason, unless
  /// ``TestEnvironment/requiresEverything`` (CI): then it fails, naming what is missing.
  public static func requires(
    _ requirements: Requirement..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    let missing = requirements.filter { !$0.isMet }
    let comment =
      missing.isEmpty
      ? "needs " + requirements.map(\.description).joined(separator: ", ")
      : missing.map(\.missingReason).joined(separator: "; ")
    return .enabled(Comment(rawValue: comment), sourceLocation: sourceLocation) {
      if missing.isEmpty { return true }
      if TestEnvironment.requiresEverything {
        throw RequirementMissing(
          description: "required in CI (CI or QBANK_REQUIRE_FIXTURES=1 is set) but missing: "
            + comment)
      }
      return false
    }
  }
}

/// The outside programs tests run, found deliberately rather than by whatever
/// `python3` happens to come first.
public enum TestTools {
  /// The Python interpreter tests run: `QBANK_PYTHON` (a path or a name on PATH;
  /// `.ci/run` sets Debian's `/usr/bin/python3`), else `python3` on PATH.
  public static let pythonName: String =
    ProcessInfo.processInfo.environment["QBANK_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
    ?? "python3"

  /// The full path of ``pythonName``, or `nil` when there is none.
  public static let python: URL? = executable(pythonName)

  /// `xmllint` on PATH, or `nil`.
  public static var xmllint: URL? { executable("xmllint") }

  /// `name` itself when it is a path to an executable, else the first
  /// executable of that name in a folder of PATH.
  public static func executable(_ name: String) -> URL? {
    if name.contains("/") {
      return FileManager.default.isExecutableFile(atPath: name) ? URL(fileURLWithPath: name) : nil
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) {
        return URL(fileURLWithPath: candidate)
      }
    }
    return nil
  }

  /// Whether ``python`` runs `-c code` and exits 0.
  public static func pythonRuns(_ code: String) -> Bool {
    guard let python else { return false }
    return (try? runTool(python, ["-c", code]))?.status == 0
  }
}
