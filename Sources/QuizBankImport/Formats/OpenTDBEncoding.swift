import Foundation
import QuizBankJSON
import QuizBankModel

/// How an Open Trivia DB response encodes its text: the default HTML entities,
/// or what `encode=base64` and `encode=url3986` make (every string member of a
/// result, `type`, `difficulty` and `category` included).
enum OpenTDBEncoding: Equatable {
  case html
  case base64
  case url3986

  /// The name people read in messages.
  var name: String {
    switch self {
    case .html: "HTML"
    case .base64: "base64"
    case .url3986: "URL (RFC 3986)"
    }
  }

  /// Recognises a result's encoding from its `type`, which is always `boolean`
  /// or `multiple`: base64 of one of these, or plain with every text member
  /// made only of RFC 3986 unreserved characters and `%XX` escapes (the
  /// default encoding writes spaces and punctuation as they are).
  static func detect(_ result: JSONNode) -> OpenTDBEncoding {
    let type = result["type"]?.string ?? ""
    if type == "Ym9vbGVhbg==" || type == "bXVsdGlwbGU=" { return .base64 }
    let texts =
      ["question", "correct_answer", "category"].compactMap { result[$0]?.string }
      + (result["incorrect_answers"]?.array ?? []).compactMap(\.string)
    let percent = texts.contains { $0.contains("%") }
    if percent, texts.allSatisfy(isPercentEncoded) { return .url3986 }
    return .html
  }

  /// The text `raw` stands for, or `nil` when it is not valid in this encoding.
  func decode(_ raw: String) -> String? {
    switch self {
    case .html:
      return HTMLEntities.decode(raw)
    case .base64:
      guard let data = Data(base64Encoded: raw) else { return nil }
      return String(data: data, encoding: .utf8)
    case .url3986:
      return raw.removingPercentEncoding
    }
  }

  /// Whether `text` has only unreserved characters and well-formed `%XX` escapes.
  private static func isPercentEncoded(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < bytes.count, bytes[index + 1].isHexDigit, bytes[index + 2].isHexDigit
        else { return false }
        index += 3
        continue
      }
      let unreserved =
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E || byte == 0x5F
        || byte == 0x7E
      guard unreserved else { return false }
      index += 1
    }
    return true
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46)
      || (self >= 0x61 && self <= 0x66)
  }
}
