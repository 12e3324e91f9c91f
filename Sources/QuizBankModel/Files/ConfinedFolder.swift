import Foundation

/// The one path-confinement gate for files named by data (issue 17, High 1).
///
/// A bundle or a candidates file names local pictures by a path relative to
/// its own folder. Every command that opens such a file — `validate` (QB117,
/// QB120, QB121), `export` (Moodle XML embeds, QTI zips) and `curate` — goes
/// through here, so none can be led to read outside that folder:
/// - the path must be relative, with no `..` (``ImageSource/localPath``);
/// - symbolic links are followed only while they stay inside the folder
///   (the resolved path must lie under the folder's own resolved path);
/// - only regular files are read: FIFOs, devices, sockets and folders are refused;
/// - the bytes are counted as read, against a size limit.
package struct ConfinedFolder: Sendable {
  /// The folder paths are relative to.
  package let folder: URL

  /// The largest file read: 64 MiB, far above any picture.
  package static let defaultLimit = 64 << 20

  /// A gate over `folder`.
  package init(_ folder: URL) { self.folder = folder }

  /// Why a path named by data was refused.
  package enum Refusal: Error, Equatable, CustomStringConvertible {
    /// Empty, absolute, `~…`, or a URL rather than a relative path.
    case notRelative
    /// A relative path with a `..` component.
    case escapes
    /// A symbolic link on the way resolves outside the folder.
    case linksOutside(target: String)
    /// No such file.
    case missing
    /// Not a regular file; carries what it is ("a FIFO", "a device", …).
    case notRegular(String)
    /// Larger than the limit.
    case tooLarge(limit: Int)
    /// The operating system refused; carries its reason.
    case unreadable(String)

    /// Why, as a sentence fragment: "it is a FIFO, not a regular file".
    package var description: String {
      switch self {
      case .notRelative: "it is not a path relative to the folder (absolute, ~ or a URL)"
      case .escapes: "it leaves the folder through .."
      case .linksOutside(let target):
        "it is a symbolic link to \(target), outside the folder; symbolic links may not leave it"
      case .missing: "no such file"
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .tooLarge(let limit): "it is larger than \(limit) bytes"
      case .unreadable(let reason): reason
      }
    }

    /// Whether the path points outside the folder (rather than at a missing or odd file).
    package var isOutside: Bool {
      switch self {
      case .notRelative, .escapes, .linksOutside: true
      default: false
      }
    }
  }

  /// The regular file `source` names inside the folder, with every symbolic
  /// link resolved; throws a ``Refusal`` otherwise.
  package func resolve(_ source: String) throws -> URL {
    switch ImageSource(source) {
    case .localPath: break
    case .escapingPath: throw Refusal.escapes
    default: throw Refusal.notRelative
    }
    guard let base = Self.realPath(folder.path) else {
      throw Refusal.unreadable("the folder \(folder.path) cannot be opened")
    }
    let joined = base + (base.hasSuffix("/") ? "" : "/") + source
    guard let real = Self.realPath(joined) else {
      let error = errno
      throw error == ENOENT || error == ENOTDIR
        ? Refusal.missing : Refusal.unreadable(String(cString: strerror(error)))
    }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard real.hasPrefix(prefix) else { throw Refusal.linksOutside(target: real) }
    var info = stat()
    guard stat(real, &info) == 0 else { throw Refusal.unreadable(String(cString: strerror(errno))) }
    try Self.requireRegular(info.st_mode)
    return URL(fileURLWithPath: real)
  }

  /// The bytes of the regular file `source` names inside the folder, counted
  /// as read against `limit`; throws a ``Refusal`` otherwise.
  package func read(_ source: String, limit: Int = defaultLimit) throws -> Data {
    let url = try resolve(source)
    // O_NONBLOCK: should the file be swapped for a FIFO after the check, the
    // open does not hang, and fstat below refuses it.
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { throw Refusal.unreadable(String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw Refusal.unreadable(String(cString: strerror(errno)))
    }
    try Self.requireRegular(info.st_mode)
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Refusal.unreadable(String(cString: strerror(errno)))
      }
      if count == 0 { return data }
      guard data.count + count <= limit else { throw Refusal.tooLarge(limit: limit) }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  private static func requireRegular(_ mode: mode_t) throws {
    switch mode & S_IFMT {
    case S_IFREG: return
    case S_IFIFO: throw Refusal.notRegular("a FIFO")
    case S_IFCHR, S_IFBLK: throw Refusal.notRegular("a device")
    case S_IFSOCK: throw Refusal.notRegular("a socket")
    case S_IFDIR: throw Refusal.notRegular("a folder")
    default: throw Refusal.notRegular("an unknown kind of file")
    }
  }

  /// `path` with every symbolic link, `.` and `..` resolved; `nil` (errno set) when it cannot be.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
