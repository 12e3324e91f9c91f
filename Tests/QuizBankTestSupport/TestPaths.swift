import Foundation

/// Where things are when tests run: the package root, the shared fixtures and
/// the built `qbank` binary.
public enum TestPaths {
  /// The package root (the folder holding Package.swift).
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// `../shared/fixtures` beside the package root (override with `QBANK_FIXTURES`).
  public static let fixtures: URL = {
    if let custom = ProcessInfo.processInfo.environment["QBANK_FIXTURES"] {
      return URL(fileURLWithPath: custom)
    }
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
  }()

  /// `../shared/conformance` beside the package root (override with `QBANK_CONFORMANCE`).
  public static let conformance: URL = {
    if let custom = ProcessInfo.processInfo.environment["QBANK_CONFORMANCE"] {
      return URL(fileURLWithPath: custom)
    }
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
  }()

  /// Whether the shared fixtures are present. Tests that need them carry
  /// `.requires(.fixtures)` (``Requirement/fixtures``).
  public static let fixturesAvailable = FileManager.default.fileExists(atPath: fixtures.path)

  /// What is missing when the fixtures are absent, and how to get them.
  public static let fixturesMissingReason =
    "shared fixtures not found at \(fixtures.path): put the shared folder beside the package (../shared/fixtures) or set QBANK_FIXTURES to their folder"

  /// A fixture file, `kind/name`.
  public static func fixture(_ relative: String) -> URL {
    fixtures.appendingPathComponent(relative)
  }

  /// A file under the package's own `samples/`.
  public static func sample(_ relative: String) -> URL {
    packageRoot.appendingPathComponent("samples").appendingPathComponent(relative)
  }

  /// The built products folder (where `qbank` is).
  public static let productsDirectory: URL = {
    // The test bundle lives in the products folder: .build/<triple>/debug/…xctest
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var url = exe
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("qbank").path) {
        return url
      }
    }
    return packageRoot.appendingPathComponent(".build/debug")
  }()

  /// The built `qbank` binary.
  public static var qbank: URL { productsDirectory.appendingPathComponent("qbank") }

  /// A new empty temporary folder.
  public static func temporaryDirectory(_ label: String = "qbank-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
