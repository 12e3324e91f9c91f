import Foundation

/// Moving a finished staging file into place so that a crash leaves the old file
/// or the whole new one.
///
/// The generator's writer has already flushed the staging file to disk (it
/// synchronizes before its own rename); the staging file lies in the destination's
/// folder, so the move is one `rename` on one file system, and the folder is then
/// flushed so the rename itself survives a crash.
enum StagedFile {
  /// Renames `staging` over `destination` (same folder) and flushes the folder.
  static func moveIntoPlace(_ staging: URL, at destination: URL) throws {
    let folder = destination.deletingLastPathComponent().standardizedFileURL
    precondition(
      staging.deletingLastPathComponent().standardizedFileURL == folder,
      "a staging file must be in its destination's folder")
    if rename(staging.path, destination.path) != 0 {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    let descriptor = open(folder.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    defer { close(descriptor) }
    _ = fsync(descriptor)
  }
}
