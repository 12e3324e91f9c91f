import Foundation
import QuizBankCatalog
import QuizBankModel

/// Embeds a bundle's posters as assets: each remote picture is downloaded through
/// the image cache (``PosterCache``, with the client's retries and offline mode),
/// copied beside the bundle as `assets/<sha256>.<ext>`, and the question points at
/// it with its SHA-256. A poster that cannot be had (offline and never downloaded,
/// a failed download, bytes that are no picture) is a warning: the question keeps
/// its address and the bundle is still written.
package struct PosterEmbedder: Sendable {
  /// The image cache the posters come from.
  package var cache: PosterCache
  /// The folder, beside the bundle, the posters are copied into.
  package static let folderName = "assets"

  /// An embedder downloading through `cache`.
  package init(cache: PosterCache) { self.cache = cache }

  /// What embedding did.
  package struct Report: Sendable, Equatable {
    /// Posters now in the assets folder (each once, however many questions show it).
    package var embedded = 0
    /// Posters found in the image cache rather than downloaded now.
    package var fromCache = 0
    /// One warning per poster that could not be embedded.
    package var warnings: [Diagnostic] = []
    /// The rewritten bundle's digest; nil when it was left as it was.
    package var digest: String?
  }

  /// Embeds the posters of the bundle at `url` (named `name` in messages), rewriting
  /// it in place (temporary file and rename) when any poster was embedded.
  package func embed(bundleAt url: URL, named name: String) throws -> Report {
    var bundle = try BundleReader().read(from: url)
    var seen = Set<String>()
    let addresses = bundle.questions.compactMap { question -> String? in
      guard let image = question.image, image.isRemote else { return nil }
      return seen.insert(image.source).inserted ? image.source : nil
    }
    var report = Report()
    guard !addresses.isEmpty else { return report }
    let batch = Self.wait { [cache] in await cache.downloadAll(addresses) }
    var failed: [String: String] = [:]
    for failure in batch.failures { failed[failure.address] = Self.reason(failure.error) }
    let assets = url.deletingLastPathComponent().appendingPathComponent(Self.folderName)
    var embedded: [String: ImageReference] = [:]
    for address in addresses {
      if let reason = failed[address] {
        report.warnings.append(warning(address, reason, in: name))
        continue
      }
      guard let file = cache.cachedFile(for: address), let data = try? Data(contentsOf: file)
      else {
        report.warnings.append(warning(address, "it is not in the image cache", in: name))
        continue
      }
      guard let ext = Self.pictureExtension(of: data) else {
        report.warnings.append(
          warning(address, "what was downloaded is not a JPEG, PNG, GIF or WebP picture", in: name))
        continue
      }
      let sha256 = SHA256Hex.of(data)
      let source = Self.folderName + "/" + sha256 + "." + ext
      let target = assets.appendingPathComponent(sha256 + "." + ext)
      if (try? Data(contentsOf: target)) != data {
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try AtomicFileWriter.write(data, to: target)
      }
      embedded[address] = ImageReference(source: source, sha256: sha256)
    }
    report.embedded = embedded.count
    report.fromCache = batch.cached
    guard !embedded.isEmpty else { return report }
    for index in bundle.questions.indices {
      guard let image = bundle.questions[index].image, var local = embedded[image.source] else {
        continue
      }
      local.alt = image.alt
      bundle.questions[index].image = local
    }
    let sealed = try BundleWriter().sealed(bundle)
    try BundleWriter().write(sealed, to: url)
    report.digest = sealed.digest
    return report
  }

  private func warning(_ address: String, _ reason: String, in name: String) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: "",
      message: "poster \(DisplayText.escaped(address)) not embedded: \(reason)",
      location: SourceLocation(file: name),
      hint: "the question keeps the poster's address; build again online to embed it")
  }

  /// The file extension for a picture's bytes, told by their signature; nil for anything else.
  static func pictureExtension(of data: Data) -> String? {
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
    if data.starts(with: Array("GIF8".utf8)) { return "gif" }
    if data.count >= 12, data.starts(with: Array("RIFF".utf8)),
      data.dropFirst(8).starts(with: Array("WEBP".utf8))
    {
      return "webp"
    }
    return nil
  }

  /// Why a download failed, in a few words.
  static func reason(_ error: FetchError) -> String {
    switch error {
    case .offline: "offline, and it was never downloaded"
    case .unreachable: "the network is unreachable, and it was never downloaded"
    case .connectionLost: "the network is unreachable or the connection dropped"
    case .notFound: "the server says it does not exist (HTTP 404)"
    case .gaveUp(_, let attempts, let problem): "gave up after \(attempts) tries (\(problem))"
    case .unexpectedStatus(_, let status): "the server answered HTTP \(status)"
    case .unreadable(_, let reason): reason
    case .unauthorized: "the server refused access (HTTP 401)"
    case .refused(_, let message): "the server refused it (\(message))"
    case .missingKey: "a key is missing"
    }
  }

  /// Runs `work` to its end from synchronous code (the builder is synchronous; the
  /// image cache is async). The work runs detached, never on the caller's thread.
  private static func wait(_ work: @escaping @Sendable () async -> ImageBatchResult)
    -> ImageBatchResult
  {
    let box = Locked<ImageBatchResult?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      let result = await work()
      box.withLock { $0 = result }
      done.signal()
    }
    done.wait()
    return box.current!
  }
}
