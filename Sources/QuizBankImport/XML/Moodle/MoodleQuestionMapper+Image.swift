import Foundation
import QuizBankModel
import QuizBankPack

extension MoodleQuestionMapper {
  static let pluginFile = "@@PLUGINFILE@@/"

  /// The question's picture: the first `<img>` of its text. A `@@PLUGINFILE@@`
  /// reference is resolved to the `<file>` carried beside the text, which
  /// becomes an asset; a remote URL is kept as it is.
  mutating func resolveImage(
    _ images: [HTMLPlainText.Image], files: [MoodleNode], location: SourceLocation
  ) -> (ImageReference?, [Diagnostic]) {
    guard let first = images.first else { return (nil, []) }
    let alt = first.alt.map(HTMLPlainText.normalized).flatMap {
      $0.isEmpty ? nil : LocalizedText([locale: $0])
    }
    guard first.source.hasPrefix(Self.pluginFile) else {
      guard first.source.hasPrefix("https://") || first.source.hasPrefix("http://") else {
        return (nil, [])
      }
      return (ImageReference(source: first.source, alt: alt), [])
    }
    let encoded = String(first.source.dropFirst(Self.pluginFile.count))
    let name = encoded.removingPercentEncoding ?? encoded
    func problem(_ message: String) -> (ImageReference?, [Diagnostic]) {
      (
        nil,
        [
          Diagnostic(
            severity: .warning, code: XMLDiagnosticCode.moodleFile, message: message,
            location: location)
        ]
      )
    }
    guard
      let file = files.first(where: { file in
        let path = file.attribute("path") ?? "/"
        let full = (path.hasSuffix("/") ? path : path + "/") + (file.attribute("name") ?? "")
        return full == "/" + name || file.attribute("name") == name
      })
    else {
      return problem(
        "the image @@PLUGINFILE@@/\(encoded) has no <file> in the question; the image is left out")
    }
    guard file.attribute("encoding") ?? "base64" == "base64",
      let data = Data(base64Encoded: file.content, options: .ignoreUnknownCharacters), !data.isEmpty
    else { return problem("the <file> \(name) is not valid base64; the image is left out") }
    let asset = BundleAsset(name: name, data: data)
    if !assetPaths.contains(asset.path) {
      assetPaths.insert(asset.path)
      assets.append(asset)
    }
    return (ImageReference(source: asset.path, sha256: asset.sha256, alt: alt), [])
  }
}
