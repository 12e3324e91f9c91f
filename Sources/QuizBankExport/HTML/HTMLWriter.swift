import Crypto
import Foundation
import QuizBankModel

/// Writes one self-contained HTML page that plays the bundle in a browser: the
/// bundle's canonical JSON, local images as data URLs, and the page's own style
/// sheet and script (``HTMLPageText``), under a Content-Security-Policy that
/// forbids every network request.
///
/// The page holds every locale, id, picture, explanation, point value and kind
/// the bundle has. What it cannot show: remote (`https`) pictures, which it
/// would have to fetch.
struct HTMLWriter {
  /// Where local pictures go instead of `data:` URLs, relative to the page.
  var assetsFolder: String?

  /// The page, and the pictures to write beside it (by path relative to the page).
  func write(_ context: inout ExportContext, chosenLocale: Bool) throws -> (Data, [String: Data]) {
    let bundle = context.bundle
    var images: [String: String] = [:]
    var assets: [String: Data] = [:]
    for question in bundle.questions {
      guard let image = question.image else { continue }
      if image.source.lowercased().hasPrefix("https:") {
        context.lose(
          question, .image,
          "remote image \"\(image.source)\" is not shown: the page makes no network request")
        continue
      }
      if images[image.source] != nil { continue }
      let loaded = try context.images.load(image, for: question.id)
      if let assetsFolder {
        let path = assetsFolder + "/" + image.source
        assets[path] = loaded.data
        images[image.source] =
          path.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? path
      } else {
        images[image.source] = Self.dataURL(loaded)
      }
    }
    let json = try String(decoding: BundleWriter().encode(bundle), as: UTF8.self)
    let imageJSON = try String(
      decoding: JSONSerialization.data(withJSONObject: images, options: [.sortedKeys]),
      as: UTF8.self)
    let values: [String: String] = [
      "LANG": XMLEscaping.attribute(context.locale),
      "CHOSEN": chosenLocale ? "true" : "false",
      "CSP": Self.contentSecurityPolicy(assets: assetsFolder != nil),
      "TITLE": XMLEscaping.text(context.text(bundle.title)),
      "STYLE": HTMLPageText.css,
      "SCRIPT": HTMLPageText.js,
      "BUNDLE": Self.scriptData(json),
      "IMAGES": Self.scriptData(imageJSON),
    ]
    return (Data(Self.fill(HTMLPageText.html, values).utf8), assets)
  }

  /// No network, no plugins, no frames, no forms; only the page's own script
  /// and style (by hash) and `data:` images — and, with an assets folder,
  /// images from the page's own origin (its folder on a host, or `file:`).
  static func contentSecurityPolicy(assets: Bool) -> String {
    "default-src 'none'; script-src '\(hash(HTMLPageText.js))'; "
      + "style-src '\(hash(HTMLPageText.css))'; img-src data:\(assets ? " 'self'" : ""); "
      + "base-uri 'none'; form-action 'none'"
  }

  /// Characters left as they are in a relative URL path.
  static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(
    CharacterSet(charactersIn: ";?#"))

  /// Whether `folder` is a relative path that stays inside the page's folder.
  static func isSafeFolder(_ folder: String) -> Bool {
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
    return !folder.isEmpty && !folder.hasPrefix("/") && !folder.hasPrefix("~")
      && !folder.contains("\\") && !folder.contains(":")
      && parts.allSatisfy { $0 != ".." && $0 != "." && !$0.isEmpty }
  }

  /// A CSP source expression for inline `text`.
  static func hash(_ text: String) -> String {
    "sha256-" + Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString()
  }

  /// JSON made safe inside `<script type="application/json">`: `<` only ever
  /// occurs inside JSON strings, where `\u003c` means the same, so neither
  /// `</script>` nor `<!--` can end or change the element.
  static func scriptData(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// Replaces each `{{NAME}}` of `template` once, in one pass, so a value that
  /// itself contains `{{…}}` is never expanded.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var out = ""
    var rest = template[...]
    while let open = rest.range(of: "{{") {
      out += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        rest = rest[open.lowerBound...]
        break
      }
      let name = String(rest[open.upperBound..<close.lowerBound])
      out += values[name] ?? "{{\(name)}}"
      rest = rest[close.upperBound...]
    }
    return out + rest
  }

  /// A `data:` URL for a local image, typed by its file extension.
  static func dataURL(_ image: PackagedImage) -> String {
    let ext = (image.name as NSString).pathExtension.lowercased()
    let type =
      switch ext {
      case "png": "image/png"
      case "jpg", "jpeg": "image/jpeg"
      case "gif": "image/gif"
      case "svg": "image/svg+xml"
      case "webp": "image/webp"
      case "avif": "image/avif"
      default: "application/octet-stream"
      }
    return "data:\(type);base64,\(image.data.base64EncodedString())"
  }
}
