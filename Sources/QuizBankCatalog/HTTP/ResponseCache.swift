import Foundation
import QuizBankModel

/// Responses kept on disk, one file per request, keyed by service and request
/// (``APIRequest/cacheKey``: `tmdb:/movie/popular?page=1`, no key and no root),
/// hashed with SHA-256: `$XDG_CACHE_HOME/qbank/responses/<sha256>.body`, with the
/// cache key beside it in `<sha256>.url` so the cache can be listed. Files are
/// written atomically. Entries written before (keyed by the keyless address) are
/// still read.
package struct ResponseCache: Sendable {
  /// The cache's root folder (`…/qbank`).
  package let root: URL

  /// A cache rooted at `root`.
  package init(root: URL) {
    self.root = root
  }

  /// `$XDG_CACHE_HOME/qbank`, or `~/.cache/qbank` when that is not set.
  package static func defaultRoot(environment: [String: String]) -> URL {
    XDGPaths.cacheHome(environment: environment).appendingPathComponent("qbank")
  }

  private var responses: URL { root.appendingPathComponent("responses") }

  /// The file a response to `key` (a cache key) lives in.
  package func file(for key: String) -> URL {
    responses.appendingPathComponent(SHA256Hex.of(Data(key.utf8)) + ".body")
  }

  /// The cached body for `key`, if any.
  package func load(_ key: String) -> Data? {
    try? Data(contentsOf: file(for: key))
  }

  /// Stores `body` under `key`, atomically.
  package func store(_ body: Data, for key: String) throws {
    try FileManager.default.createDirectory(at: responses, withIntermediateDirectories: true)
    let target = file(for: key)
    try AtomicFileWriter.write(body, to: target)
    try AtomicFileWriter.write(
      Data(key.utf8), to: target.deletingPathExtension().appendingPathExtension("url"))
  }

  /// Every cache key, sorted.
  package func keys() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: responses.path)) ?? []
    return names.filter { $0.hasSuffix(".url") }.compactMap { name in
      (try? Data(contentsOf: responses.appendingPathComponent(name))).map {
        String(decoding: $0, as: UTF8.self)
      }
    }.sorted()
  }
}
