import QuizBankModel

/// HTML and CDATA helpers for the exporters, over the shared ``XMLEscaping``.
extension XMLEscaping {
  /// Plain text as an HTML fragment: escaped, newlines as `<br>`.
  static func html(_ text: String) -> String {
    let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
      of: "\r", with: "\n")
    return Self.text(lines).replacingOccurrences(of: "\n", with: "<br>")
  }

  /// Wraps `text` in CDATA, splitting any `]]>` inside it.
  static func cdata(_ text: String) -> String {
    "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
  }
}
