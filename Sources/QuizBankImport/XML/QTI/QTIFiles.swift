import Foundation
import QuizBankModel
import ZIPFoundation

/// The files a QTI import reads: one item file (and the folder it sits in, for
/// its pictures), a folder of items, or a content package (a zip with
/// `imsmanifest.xml`). Paths are relative to the package's root, with `/`
/// between parts; every path named by the data goes through
/// ``resolve(_:from:)``, which refuses one that climbs out of the package.
final class QTIFiles {
  private enum Storage {
    case folder(ConfinedFolder)
    case memory([String: Data])
    case zip(Archive, [String: Entry])
  }

  /// The input as the user named it.
  let name: String
  /// The item files the input holds when it has no manifest, in order.
  let looseFiles: [String]
  private let storage: Storage
  private let limit: Int
  private var total = 0
  /// Whether the input is a folder (rather than one file read with its folder).
  private let isFolderInput: Bool

  private init(
    name: String, storage: Storage, looseFiles: [String], limit: Int, isFolderInput: Bool = false
  ) {
    self.name = name
    self.isFolderInput = isFolderInput
    self.storage = storage
    self.looseFiles = looseFiles
    self.limit = limit
  }

  /// Opens `input`: a folder, a zip (by its `PK` signature) or a single XML file.
  static func open(_ input: ImportInput) throws -> QTIFiles {
    if let folder = input.folder {
      return QTIFiles(
        name: input.name, storage: .folder(ConfinedFolder(folder)),
        looseFiles: try xmlFiles(in: folder, name: input.name), limit: input.maxSize,
        isFolderInput: true)
    }
    if input.prefix.starts(with: zipSignature) {
      return try zip(Data(try input.readAll()), name: input.name, limit: input.maxSize)
    }
    let data = Data(try input.readAll())
    if input.name == "-" || input.isInMemory {
      return QTIFiles(
        name: input.name, storage: .memory([input.name: data]), looseFiles: [input.name],
        limit: input.maxSize)
    }
    let url = URL(fileURLWithPath: input.name)
    return QTIFiles(
      name: input.name, storage: .folder(ConfinedFolder(url.deletingLastPathComponent())),
      looseFiles: [url.lastPathComponent], limit: input.maxSize)
  }

  /// The first bytes of a zip file (a local file header).
  static let zipSignature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

  private static func zip(_ data: Data, name: String, limit: Int) throws -> QTIFiles {
    let archive: Archive
    do {
      // Read from a file, never from memory: ZIPFoundation's in-memory reader
      // traps on entries whose offsets point past the data (a damaged zip),
      // where its file reader fails cleanly. The file is unlinked once open.
      let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "qbank-qti-\(UUID().uuidString).zip")
      try data.write(to: url, options: .withoutOverwriting)
      defer { try? FileManager.default.removeItem(at: url) }
      archive = try Archive(url: url, accessMode: .read)
    } catch {
      throw ImportError(
        .malformed, file: name, message: "the zip file cannot be read: \(error)",
        hint: "check that the file was copied or downloaded whole")
    }
    var entries: [String: Entry] = [:]
    for entry in archive where entry.type == .file {
      guard let path = resolve(entry.path, from: "") else {
        throw ImportError(
          .malformed, file: name,
          message: "the zip entry '\(entry.path)' points outside the package",
          hint: "a content package may hold only paths inside it; this zip is unsafe to read")
      }
      entries[path] = entry
    }
    guard entries["imsmanifest.xml"] != nil else {
      throw ImportError(
        .malformed, file: name,
        message: "the zip has no imsmanifest.xml at its top: it is not an IMS content package",
        hint:
          "export the quiz as an \"IMS QTI 2.1 content package\", or unzip it and import the item files"
      )
    }
    return QTIFiles(
      name: name, storage: .zip(archive, entries), looseFiles: [], limit: limit)
  }

  /// Whether the input is one item file (its folder is not a package: nothing
  /// outside that folder is read).
  var isSingleFile: Bool {
    if case .zip = storage { return false }
    return !isFolderInput
  }

  /// Whether the package root holds `imsmanifest.xml`.
  var hasManifest: Bool { contains("imsmanifest.xml") }

  /// Whether `path` (already resolved) is a file of the input.
  func contains(_ path: String) -> Bool {
    switch storage {
    case .folder(let folder): (try? folder.resolve(path)) != nil
    case .memory(let files): files[path] != nil
    case .zip(_, let entries): entries[path] != nil
    }
  }

  /// The name a file is shown by in messages: `quiz.zip/items/q1.xml`, `items/q1.xml`.
  func displayName(_ path: String) -> String {
    switch storage {
    case .memory: return path
    case .zip: return "\(name)/\(path)"
    case .folder(let folder):
      if looseFiles == [path], !isFolderInput {
        return name
      }
      return folder.folder.appendingPathComponent(path).relativePath
    }
  }

  /// The bytes of `path` (already resolved), counted against the input's size limit;
  /// nil when there is no such file.
  func read(_ path: String) throws -> Data? {
    let data: Data
    switch storage {
    case .memory(let files):
      guard let bytes = files[path] else { return nil }
      data = bytes
    case .folder(let folder):
      do {
        data = try folder.read(path, limit: max(limit - total, 0))
      } catch ConfinedFolder.Refusal.missing {
        return nil
      } catch let refusal as ConfinedFolder.Refusal {
        throw ImportError(
          refusal.isOutside ? .malformed : .io, file: displayName(path),
          message: "cannot read the file: \(refusal)")
      }
    case .zip(let archive, let entries):
      guard let entry = entries[path] else { return nil }
      var bytes = Data()
      do {
        _ = try archive.extract(entry, skipCRC32: false) { chunk in
          bytes.append(chunk)
          if self.total + bytes.count > self.limit { throw InputTooLarge(limit: self.limit) }
        }
      } catch is InputTooLarge {
        throw ImportError(
          .malformed, file: displayName(path),
          message: "the package unpacks past the \(limit)-byte size limit",
          hint: "raise the limit with --max-size BYTES if the package is trusted")
      } catch {
        throw ImportError(
          .malformed, file: displayName(path), message: "the zip entry cannot be read: \(error)")
      }
      data = bytes
    }
    total += data.count
    return data
  }

  /// `href` as a path from the package root, read from the file at `base`
  /// (`items/q1.xml`); nil when it is absolute or climbs out of the package.
  static func resolve(_ href: String, from base: String) -> String? {
    let decoded = href.removingPercentEncoding ?? href
    guard !decoded.hasPrefix("/"), !decoded.hasPrefix("\\"), !decoded.contains("\\") else {
      return nil
    }
    var parts = base.split(separator: "/").dropLast().map(String.init)
    for part in decoded.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(String(part))
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }

  /// The `.xml` files of `folder` and its subfolders, as sorted relative paths.
  private static func xmlFiles(in folder: URL, name: String) throws -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    else {
      throw ImportError(.io, file: name, message: "cannot list the folder")
    }
    let base = folder.standardizedFileURL.path
    var paths: [String] = []
    for case let url as URL in walker where url.pathExtension.lowercased() == "xml" {
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(base + "/") else { continue }
      paths.append(String(full.dropFirst(base.count + 1)))
    }
    return paths.sorted()
  }
}
