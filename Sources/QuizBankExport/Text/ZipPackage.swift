import Foundation
import ZIPFoundation

/// A zip archive made in memory from entries in a fixed order, with a fixed
/// timestamp (1980-01-01 00:00 UTC) and permissions, so the same input gives
/// the same bytes: the QTI content package and the Kahoot .xlsx.
enum ZipPackage {
  static let timestamp = Date(timeIntervalSince1970: 315_532_800)

  static func zip(_ entries: [(path: String, data: Data)]) throws -> Data {
    do {
      let archive = try Archive(accessMode: .create)
      for (path, data) in entries {
        try archive.addEntry(
          with: path, type: .file, uncompressedSize: Int64(data.count),
          modificationDate: timestamp, permissions: 0o644, compressionMethod: .deflate
        ) { position, size in
          data.subdata(in: Int(position)..<Int(position) + size)
        }
      }
      guard let data = archive.data else { throw ExportError.packaging("the archive has no data") }
      return data
    } catch let error as ExportError {
      throw error
    } catch {
      throw ExportError.packaging(String(describing: error))
    }
  }
}
