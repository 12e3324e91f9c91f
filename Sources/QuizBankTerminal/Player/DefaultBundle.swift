import Foundation

/// The bundle `qbank play` plays when none is named: the sample movie quiz.
///
/// Its bytes are compiled into the binary (SwiftPM's `.embedInCode` of
/// `Player/Resources/movie-quiz.json`, a symlink to ``relativePath``), so an installed
/// `qbank` plays it without the clone. A sample rebuilt under the current folder wins, so an
/// author working in the clone plays what they just built.
package enum DefaultBundle {
  /// The sample bundle's path inside the package.
  package static let relativePath = "samples/movie-quiz/dist/movie-quiz.json"

  /// The name errors give the embedded bundle.
  package static let embeddedName = "(built-in sample bundle)"

  /// The embedded sample bundle's bytes.
  package static var embeddedData: Data { Data(PackageResources.movie_quiz_json) }

  /// The sample bundle under `currentDirectory`, or `nil` when it is not there
  /// and the embedded one is to be played.
  package static func locate(currentDirectory: String = FileManager.default.currentDirectoryPath)
    -> URL?
  {
    let url = URL(fileURLWithPath: currentDirectory).appendingPathComponent(relativePath)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }
}
