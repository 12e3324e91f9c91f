import Foundation

extension QuizProject {
  /// The output `url` as the user sees it: the folder of the project file as given
  /// (`path`), then the output's path in it.
  package func displayPath(of url: URL, given path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let base = self.folder.standardizedFileURL.path
    let full = url.standardizedFileURL.path
    guard full.hasPrefix(base + "/") else { return full }
    let relative = String(full.dropFirst(base.count + 1))
    return folder.isEmpty ? relative : folder + "/" + relative
  }
}
