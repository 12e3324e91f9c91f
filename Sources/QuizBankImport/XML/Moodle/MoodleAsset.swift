import Foundation
import QuizBankModel

/// A file carried inside an imported quiz (a Moodle `<file>` image) that goes
/// beside the bundle, under `assets/`.
public struct BundleAsset: Sendable, Equatable, Hashable {
  /// The path relative to the bundle's folder, as the bundle refers to it (`assets/…`).
  public var path: String
  /// The bytes.
  public var data: Data
  /// SHA-256 of the bytes, lowercase hex.
  public var sha256: String

  /// Creates an asset named after its content: `assets/<first 16 hex digits of SHA-256>-<name>`.
  public init(name: String, data: Data) {
    let digest = SHA256Hex.of(data)
    self.data = data
    self.sha256 = digest
    self.path = "assets/\(digest.prefix(16))-\(Self.safeName(name))"
  }

  /// Writes the asset under `folder` (the bundle's folder), creating `assets/`.
  public func write(under folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try AtomicFileWriter.write(data, to: url)
  }

  /// A file name with nothing but letters, digits, `.`, `-` and `_`.
  static func safeName(_ name: String) -> String {
    let base = name.split(separator: "/").last.map(String.init) ?? name
    let cleaned = String(
      base.unicodeScalars.map { scalar -> Character in
        let ok =
          CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
          || scalar == "." || scalar == "-" || scalar == "_"
        return ok ? Character(scalar) : "_"
      })
    let trimmed = cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "."))
    return trimmed.isEmpty ? "file" : trimmed
  }
}
