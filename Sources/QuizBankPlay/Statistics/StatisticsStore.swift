import Foundation
import QuizBankModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps statistics in one JSON file shared by every bundle and every player process.
///
/// Each read-modify-write holds an advisory lock (`flock`) on a lock file beside
/// the statistics, so two players finishing at once both count; the file is
/// replaced atomically (temporary file, fsync, rename). A file that cannot be
/// read as statistics is moved aside to `<name>.corrupt-<timestamp>` and play
/// goes on from empty statistics, with a ``StatisticsWarning``.
public struct StatisticsStore: Sendable {
  /// The statistics file.
  public let fileURL: URL

  /// Creates a store over `fileURL`.
  public init(fileURL: URL) { self.fileURL = fileURL }

  /// `$XDG_STATE_HOME/qbank/statistics.json`, or `~/.local/state/qbank/statistics.json`.
  public static func defaultFile(environment: [String: String]) -> URL {
    XDGPaths.stateHome(environment: environment).appendingPathComponent("qbank/statistics.json")
  }

  /// The statistics of `bundleId` (empty when it was never played).
  public func load(bundleId: String) throws -> (BundleStatistics, [StatisticsWarning]) {
    let (all, warnings) = try loadAll()
    return (all[bundleId] ?? BundleStatistics(), warnings)
  }

  /// Every bundle's statistics.
  public func loadAll() throws -> ([String: BundleStatistics], [StatisticsWarning]) {
    try locked(writing: false) { file, warnings in (file.bundles, warnings) }
  }

  /// Applies `change` to the statistics of `bundleId` under the lock and saves them.
  public func update<Result>(
    bundleId: String, _ change: (inout BundleStatistics) -> Result
  ) throws -> (BundleStatistics, Result, [StatisticsWarning]) {
    try locked(writing: true) { file, warnings in
      var stats = file.bundles[bundleId] ?? BundleStatistics()
      let result = change(&stats)
      file.bundles[bundleId] = stats
      try save(file)
      return (stats, result, warnings)
    }
  }

  /// Forgets the statistics of `bundleId`, or of every bundle when it is `nil`.
  /// Returns whether there was anything to forget.
  @discardableResult
  public func reset(bundleId: String?) throws -> (Bool, [StatisticsWarning]) {
    try locked(writing: true) { file, warnings in
      let had = bundleId.map { file.bundles[$0] != nil } ?? !file.bundles.isEmpty
      if let bundleId { file.bundles[bundleId] = nil } else { file.bundles = [:] }
      if had { try save(file) }
      return (had, warnings)
    }
  }

  /// Runs `body` on the file's content while holding the exclusive lock.
  /// A file of a newer format version is read, but refused when `writing`:
  /// saving it as this version would lose what the newer one added.
  private func locked<T>(
    writing: Bool, _ body: (inout StatisticsFile, [StatisticsWarning]) throws -> T
  ) throws -> T {
    let folder = fileURL.deletingLastPathComponent()
    try Self.makeFolder(folder.path)
    let lockPath = fileURL.path + ".lock"
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else { throw StatisticsError.cannotLock(lockPath, errno: errno) }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else { throw StatisticsError.cannotLock(lockPath, errno: errno) }
    }
    defer { flock(fd, LOCK_UN) }
    var warnings: [StatisticsWarning] = []
    var file = StatisticsFile()
    if let data = FileManager.default.contents(atPath: fileURL.path) {
      do {
        file = try StatisticsFile.decode(data)
      } catch {
        let aside = try moveAside(reason: String(describing: error))
        warnings.append(aside)
      }
    } else if FileManager.default.fileExists(atPath: fileURL.path) {
      throw StatisticsError.unreadable(fileURL.path)
    }
    if writing, file.formatVersion > StatisticsFile.currentFormatVersion {
      throw StatisticsError.newerFormat(fileURL.path, version: file.formatVersion)
    }
    return try body(&file, warnings)
  }

  private func save(_ file: StatisticsFile) throws {
    do {
      try AtomicFileWriter.write(file.encode(), to: fileURL)
    } catch {
      throw StatisticsError.cannotWrite(fileURL.path, Self.reason(error))
    }
  }

  /// `mkdir -p`, failing with the system's reason (`Not a directory`, `Permission denied`).
  private static func makeFolder(_ path: String) throws {
    var partial = ""
    for component in path.split(separator: "/") {
      partial += "/" + component
      if mkdir(partial, 0o700) != 0, errno != EEXIST {
        throw StatisticsError.cannotWrite(path, String(cString: strerror(errno)))
      }
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw StatisticsError.cannotWrite(path, String(cString: strerror(ENOTDIR)))
    }
  }

  private static func reason(_ error: any Error) -> String {
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(code)))
    }
    return (error as NSError).localizedDescription
  }

  private func moveAside(reason: String) throws -> StatisticsWarning {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    let stamp = formatter.string(from: Date()).replacingOccurrences(of: ":", with: "")
    var target = URL(fileURLWithPath: fileURL.path + ".corrupt-" + stamp)
    var counter = 1
    while FileManager.default.fileExists(atPath: target.path) {
      counter += 1
      target = URL(fileURLWithPath: fileURL.path + ".corrupt-\(stamp)-\(counter)")
    }
    guard rename(fileURL.path, target.path) == 0 else {
      throw StatisticsError.unreadable(fileURL.path)
    }
    return StatisticsWarning(file: fileURL.path, movedTo: target.path, reason: reason)
  }
}

/// A corrupt statistics file was moved aside; play went on from empty statistics.
public struct StatisticsWarning: Sendable, Equatable, Error {
  /// The statistics file.
  public var file: String
  /// Where the corrupt content now is.
  public var movedTo: String
  /// Why it could not be read.
  public var reason: String
}

/// Why statistics could not be read or saved.
public enum StatisticsError: Error, Equatable, CustomStringConvertible {
  /// The lock file could not be opened or locked.
  case cannotLock(String, errno: Int32)
  /// The statistics file exists but cannot be read or moved aside.
  case unreadable(String)
  /// The statistics (or their folder) cannot be written; the reason follows.
  case cannotWrite(String, String)
  /// The file is of a newer format version, which this build will not overwrite.
  case newerFormat(String, version: Int)

  /// What failed, with the path.
  public var description: String {
    switch self {
    case .cannotLock(let path, let code): "cannot lock \(path): \(String(cString: strerror(code)))"
    case .unreadable(let path): "cannot read \(path)"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .newerFormat(let path, let version):
      "cannot write \(path): it is statistics format version \(version), newer than this qbank "
        + "writes (\(StatisticsFile.currentFormatVersion)); update qbank, or move the file away to start again"
    }
  }
}
