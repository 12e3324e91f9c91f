import QuizBankModel

/// QB117: an image path leaves the bundle's folder (`..`, an absolute path,
/// a `file:` URL) or is empty.
package enum ImagePathOutsideBundle: BundleRule {
  package static let code = "QB117"
  package static let name = "image-path-outside-bundle"
  package static let severity = Diagnostic.Severity.error
  package static let summary = "an image path stays inside the bundle's folder (no .., /, file:)"

  package static func check(_ bundle: QuizBundle, in context: inout RuleContext) {
    for (q, question) in bundle.questions.enumerated() {
      guard let image = question.image else { continue }
      let problem: String? =
        switch ImageSource(image.source) {
        case .empty: empty(question.id)
        case .fileURL: fileURL(image.source, question.id)
        case .absolutePath: absolute(image.source, question.id)
        case .escapingPath: escaping(image.source, question.id)
        case .remote, .insecureRemote, .localPath: nil
        }
      if let problem {
        context.report(
          Self.self, at: BundlePointer.question(q) + "/image/source", problem,
          hint: "use an https URL, or a relative path such as assets/poster.jpg")
      }
    }
  }
}

/// What an image `source` is.
package enum ImageSource: Equatable {
  case empty
  /// `https://…`.
  case remote
  /// Any other URL scheme but `file:` (`http:`, `ftp:`, `data:`); carries the scheme.
  case insecureRemote(String)
  /// `file:…`.
  case fileURL
  /// `/…`, `\…` or `C:\…`.
  case absolutePath
  /// A relative path with a `..` component.
  case escapingPath
  /// A relative path inside the bundle's folder.
  case localPath

  /// Classifies `source`.
  package init(_ source: String) {
    if source.isEmpty {
      self = .empty
      return
    }
    if let scheme = Self.scheme(of: source) {
      let lower = scheme.lowercased()
      if lower == "https" {
        self = .remote
      } else if lower == "file" {
        self = .fileURL
      } else if scheme.count == 1 {
        self = .absolutePath  // a Windows drive letter: C:\…
      } else {
        self = .insecureRemote(lower)
      }
      return
    }
    if source.hasPrefix("/") || source.hasPrefix("\\") || source.hasPrefix("~") {
      self = .absolutePath
      return
    }
    let parts = source.split(whereSeparator: { $0 == "/" || $0 == "\\" })
    self = parts.contains("..") ? .escapingPath : .localPath
  }

  /// The URL scheme of `source` (`https` in `https://…`), if it starts with one.
  private static func scheme(of source: String) -> Substring? {
    guard let colon = source.firstIndex(of: ":") else { return nil }
    let scheme = source[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    return scheme
  }
}

extension ImagePathOutsideBundle {
  static func empty(_ id: String) -> String {
    "the image source of question \"\(id)\" is empty"
  }

  static func fileURL(_ source: String, _ id: String) -> String {
    "the image of question \"\(id)\" is a file: URL (\(source)), which points outside the bundle"
  }

  static func absolute(_ source: String, _ id: String) -> String {
    "the image path of question \"\(id)\" is absolute (\(source)); it must be relative to the bundle"
  }

  static func escaping(_ source: String, _ id: String) -> String {
    "the image path of question \"\(id)\" leaves the bundle's folder (\(source))"
  }
}
