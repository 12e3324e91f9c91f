import Foundation

/// Where `qbank play` finds the bundle built from the shipped samples.
enum DefaultBundle {
  /// The sample bundle's path inside the package.
  static let relativePath = "samples/movie-quiz/dist/movie-quiz.json"

  /// The sample bundle under the current folder, else under the package root
  /// this binary was built from; the first candidate when neither exists.
  static func locate(currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
    let candidates = [
      URL(fileURLWithPath: currentDirectory).appendingPathComponent(relativePath),
      packageRoot.map { $0.appendingPathComponent(relativePath) },
    ].compactMap { $0 }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
  }

  /// The package root this file was compiled in, if it is still there.
  static var packageRoot: URL? {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return nil
  }
}
