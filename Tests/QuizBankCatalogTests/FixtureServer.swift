import Foundation
import QuizBankTestSupport
import Testing

/// The Python fixture server (`server/fixture_server.py`) on 127.0.0.1, started
/// for one test and stopped after it. It logs every request it gets.
final class FixtureServer {
  let port: Int
  let log: URL
  private let process: Process

  init() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-server")
    log = folder.appendingPathComponent("requests.jsonl")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let portFile = folder.appendingPathComponent("port")
    process = Process()
    guard let python = TestTools.python else {
      throw RequirementMissing(description: Requirement.python.missingReason)
    }
    process.executableURL = python
    process.arguments = [
      Self.script.path, "--fixtures", TestPaths.fixtures.path, "--log", log.path,
      "--port-file", portFile.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var port: Int?
    for _ in 0..<200 where port == nil {
      port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
      if port == nil { usleep(50_000) }
    }
    guard let port else {
      kill(process.processIdentifier, SIGKILL)
      throw CocoaError(
        .fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "fixture server did not start"])
    }
    self.port = port
  }

  deinit { stop() }

  static let script = TestPaths.packageRoot.appendingPathComponent(
    "Tests/QuizBankCatalogTests/server/fixture_server.py")

  /// The API root for a scenario (`ok`, `r429`, `r500`, `slow`, `badkey`, `down`, `drop`).
  func base(_ scenario: String, tmdb: Bool = true) -> String {
    "http://127.0.0.1:\(port)/\(scenario)" + (tmdb ? "/3" : "")
  }

  /// The image root for a scenario.
  func imageBase(_ scenario: String = "ok") -> String { "http://127.0.0.1:\(port)/\(scenario)" }

  /// The requests logged so far, as `path?query` strings.
  func requests() -> [[String: String]] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: String]
    }
  }

  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// A fresh cache folder and environment for a run of `qbank` that never reaches the internet.
struct CatalogSandbox {
  let folder: URL
  let environment: [String: String]

  init(keys: [String: String] = ["TMDB_API_KEY": "test-key-123", "IMDB_API_KEY": "imdb-key-456"])
    throws
  {
    folder = try TestPaths.temporaryDirectory("qbank-catalog")
    var environment = keys
    environment["XDG_CACHE_HOME"] = folder.appendingPathComponent("cache").path
    environment["TMDB_API_KEY"] = keys["TMDB_API_KEY"] ?? ""
    environment["TMDB_TOKEN"] = keys["TMDB_TOKEN"] ?? ""
    environment["IMDB_API_KEY"] = keys["IMDB_API_KEY"] ?? ""
    self.environment = environment
  }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  var cache: URL { folder.appendingPathComponent("cache/qbank") }

  /// Fetches two pages of TMDB's popular list from `server` (scenario `ok`) into
  /// the cache, then stops the server: a cache to go without the network with.
  func cachePopularThenStop(_ server: FixtureServer) throws -> QbankResult {
    let fetched = try runQbank(
      ["fetch", "tmdb", "popular", "--pages", "2", "--api-base", server.base("ok")],
      environment: environment)
    #expect(fetched.status == 0, "\(fetched.stderr)")
    server.stop()
    return fetched
  }
}
