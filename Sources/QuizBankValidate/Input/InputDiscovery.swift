import Foundation

/// One input to check, after folders have been expanded.
package struct Input: Sendable, Equatable {
  /// The name to report: as the user typed it, or the folder they typed plus the relative path.
  package var display: String
  /// Where it is.
  package var url: URL
  /// The kind's name, or `nil` when the path names nothing.
  package var kindName: String?
  /// Set when the path is a folder holding nothing to check.
  package var isEmptyFolder = false
}

/// Turns the paths the user named into inputs: files as named; folders scanned
/// recursively (hidden entries skipped) for files a kind recognises, in sorted order.
package struct InputDiscovery: Sendable {
  package var kinds: [InputKind]
  private let fileManager: @Sendable () -> FileManager = { FileManager.default }

  package init(kinds: [InputKind] = InputKinds.all) { self.kinds = kinds }

  package func inputs(for paths: [String]) -> [Input] {
    paths.flatMap { expand($0) }
  }

  private func expand(_ path: String) -> [Input] {
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    guard fileManager().fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return [Input(display: path, url: url, kindName: nil)]
    }
    guard isDirectory.boolValue else {
      return [
        Input(display: path, url: url, kindName: InputKinds.kind(forNamed: url, among: kinds).name)
      ]
    }
    let found = scan(folder: url, display: path)
    return found.isEmpty
      ? [Input(display: path, url: url, kindName: nil, isEmptyFolder: true)] : found
  }

  private func scan(folder: URL, display: String) -> [Input] {
    guard
      let enumerator = fileManager().enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    let base = folder.standardizedFileURL.path
    var found: [(String, Input)] = []
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
        continue
      }
      let ext = url.pathExtension.lowercased()
      guard let kind = kinds.first(where: { $0.fileExtensions.contains(ext) && $0.recognizes(url) })
      else { continue }
      var relative = url.standardizedFileURL.path
      if relative.hasPrefix(base) { relative.removeFirst(base.count) }
      while relative.hasPrefix("/") { relative.removeFirst() }
      let name = display.hasSuffix("/") ? display + relative : display + "/" + relative
      found.append((relative, Input(display: name, url: url, kindName: kind.name)))
    }
    return found.sorted { $0.0 < $1.0 }.map(\.1)
  }
}
