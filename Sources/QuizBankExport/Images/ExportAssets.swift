import Foundation
import QuizBankModel

/// The local images an export packages (Moodle XML embeds, QTI zips, the HTML
/// page): read by path relative to the bundle's folder. Behind a protocol so
/// format tests never touch the disk.
public protocol ExportAssets: Sendable {
  /// The bytes of the image at `path`, relative to the bundle's folder.
  func data(atPath path: String) throws -> Data
}

/// A bundle's images read from the folder that holds the bundle file.
public struct FolderExportAssets: ExportAssets {
  /// The bundle's folder.
  public let folder: URL

  /// Reads the images under `folder`.
  public init(folder: URL) { self.folder = folder }

  /// Reads `folder/path` through the shared path-confinement gate
  /// (``ConfinedFolder``): no symbolic link out of the folder, no FIFO or device.
  public func data(atPath path: String) throws -> Data {
    try ConfinedFolder(folder).read(path)
  }
}

/// A bundle's images held in memory, keyed by path; for tests and for callers
/// that already have the bytes.
public struct MemoryExportAssets: ExportAssets {
  /// The images by relative path.
  public var images: [String: Data]

  /// Holds `images`, keyed by path relative to the bundle's folder.
  public init(_ images: [String: Data] = [:]) { self.images = images }

  /// The image at `path`, or a "no such file" error.
  public func data(atPath path: String) throws -> Data {
    guard let data = images[path] else { throw CocoaError(.fileReadNoSuchFile) }
    return data
  }
}

/// A local image read for packaging: its file name inside the target and its bytes.
struct PackagedImage: Equatable {
  /// A file name safe for the target (the path's last component).
  var name: String
  /// The bytes.
  var data: Data
}

extension ExportAssets {
  /// Reads the local image of `question`, checking the path stays inside the bundle.
  func load(_ image: ImageReference, for questionId: String) throws -> PackagedImage {
    let path = image.source
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if path.hasPrefix("/") || parts.contains("..") {
      throw ExportError.imageOutsideBundle(questionId: questionId, path: path)
    }
    do {
      let data = try data(atPath: path)
      return PackagedImage(name: String(parts.last ?? "image"), data: data)
    } catch {
      let reason =
        if let refusal = error as? ConfinedFolder.Refusal {
          refusal.description
        } else if (error as? CocoaError)?.code == .fileReadNoSuchFile {
          "no such file"
        } else {
          "\(error.localizedDescription)"
        }
      throw ExportError.unreadableImage(questionId: questionId, path: path, reason: reason)
    }
  }
}
