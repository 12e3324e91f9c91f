import Foundation
import QuizBankModel

/// A downloaded image: where it is and the SHA-256 of its bytes.
package struct StoredImage: Sendable, Equatable {
  /// The file.
  package var file: URL
  /// Lowercase hex SHA-256 of the bytes.
  package var sha256: String
  /// Whether it was already in the cache.
  package var fromCache: Bool
}

/// Posters and question pictures cached on disk under `…/qbank/images/`, named
/// by the SHA-256 of their address, so they are there offline (T9).
///
/// A download goes to a temporary file first and is renamed into place, so an
/// interrupted one leaves nothing behind. `imageBase` re-roots every address on
/// a mirror (tests point it at a local server).
package struct PosterCache: Sendable {
  /// The cache root (`…/qbank`).
  package var root: URL
  /// The client (retries, offline mode).
  package var client: APIClient
  /// Replaces the scheme and host of every image address, when set.
  package var imageBase: String?

  /// A cache under `root`, downloading through `client`.
  package init(root: URL, client: APIClient, imageBase: String? = nil) {
    self.root = root
    self.client = client
    self.imageBase = imageBase
  }

  /// The cached file for `address`, if it was downloaded before.
  package func cachedFile(for address: String) -> URL? {
    let file = self.file(for: address)
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// The image at `address`, from the cache or downloaded into it.
  package func image(at address: String) async throws -> StoredImage {
    let file = self.file(for: address)
    if let data = try? Data(contentsOf: file) {
      return StoredImage(file: file, sha256: SHA256Hex.of(data), fromCache: true)
    }
    guard let url = URL(string: rebased(address)) else {
      throw FetchError.unreadable(resource: address, reason: "not a valid address")
    }
    let request = APIRequest(service: "image", url: url, redacted: address)
    var client = self.client
    client.cache = nil  // images have their own cache: the files below
    let fetched: Fetched<Data>
    do {
      fetched = try await client.get(request) { $0 }
    } catch FetchError.offline, FetchError.unreachable {
      // Images are not in the response cache: offline means "never downloaded";
      // online it means the connection failed or dropped half-way (G4).
      throw client.mode == .offline
        ? FetchError.offline(resource: address) : FetchError.connectionLost(resource: address)
    }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFileWriter.write(fetched.value, to: file)
    return StoredImage(file: file, sha256: SHA256Hex.of(fetched.value), fromCache: false)
  }

  /// `address` on the mirror, when one is set.
  package func rebased(_ address: String) -> String {
    guard let imageBase, let original = URLComponents(string: address) else { return address }
    let base = imageBase.hasSuffix("/") ? String(imageBase.dropLast()) : imageBase
    return base + original.percentEncodedPath
      + (original.percentEncodedQuery.map { "?" + $0 } ?? "")
  }

  private func file(for address: String) -> URL {
    root.appendingPathComponent("images")
      .appendingPathComponent(
        SHA256Hex.of(Data(address.utf8)) + "." + Self.fileExtension(of: address))
  }

  /// The address's image extension (`jpg`, `png`, `gif`, `webp`), `img` when unknown.
  package static func fileExtension(of address: String) -> String {
    let path = URLComponents(string: address)?.path ?? address
    let ext = (path as NSString).pathExtension.lowercased()
    return ["jpg", "jpeg", "png", "gif", "webp", "svg"].contains(ext) ? ext : "img"
  }
}
