/// Why an export could not be made at all (as opposed to a ``ExportLoss``).
public enum ExportError: Error, Equatable, CustomStringConvertible {
  /// `--lang` names a locale the bundle does not offer.
  case unknownLocale(String, available: [String])
  /// CSV needs a flavor.
  case missingCSVFlavor
  /// A flavor was given for a format that has none.
  case flavorWithoutCSV(ExportFormat)
  /// A Kahoot time limit outside Kahoot's allowed set.
  case invalidTimeLimit(Int)
  /// A local image could not be read.
  case unreadableImage(questionId: String, path: String, reason: String)
  /// A local image path leaves the bundle's folder (`..` or absolute).
  case imageOutsideBundle(questionId: String, path: String)
  /// The zip package could not be assembled.
  case packaging(String)
  /// `--assets-dir` was given for a format other than html.
  case assetsWithoutHTML(ExportFormat)
  /// `--assets-dir` is absolute, empty or leaves the page's folder.
  case unsafeAssetsFolder(String)

  /// The message, for people.
  public var description: String {
    switch self {
    case .unknownLocale(let locale, let available):
      "the bundle has no locale \"\(locale)\" (it offers \(available.joined(separator: ", ")))"
    case .missingCSVFlavor:
      "csv needs --flavor anki or --flavor kahoot"
    case .flavorWithoutCSV(let format):
      "--flavor applies to csv only, not \(format.rawValue)"
    case .invalidTimeLimit(let seconds):
      "Kahoot allows time limits of \(KahootLimits.timeLimits.map(String.init).joined(separator: ", ")) seconds, not \(seconds)"
    case .unreadableImage(let id, let path, let reason):
      "question \(id): cannot read image \"\(path)\": \(reason)"
    case .imageOutsideBundle(let id, let path):
      "question \(id): image \"\(path)\" is outside the bundle's folder"
    case .packaging(let detail):
      "cannot assemble the package: \(detail)"
    case .assetsWithoutHTML(let format):
      "--assets-dir applies to html only, not \(format.rawValue)"
    case .unsafeAssetsFolder(let folder):
      "--assets-dir \"\(folder)\" must be a folder inside the page's folder: a relative path without '..'"
    }
  }
}
