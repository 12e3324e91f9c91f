import Testing

@testable import QuizBankModel

/// The shared XML escaping: text and attribute variants.
struct XMLEscapingTests {
  @Test func textEscapesMarkupKeepsTabsAndLineFeedsAndDropsWhatXMLCannotHold() {
    #expect(
      XMLEscaping.text("a<b>&\"c\"\u{01}'\t\n\r\u{FFFE}z")
        == "a&lt;b&gt;&amp;&quot;c&quot;'\t\n&#13;z")
  }

  @Test func attributeAlsoTurnsTabsAndLineFeedsIntoReferences() {
    #expect(
      XMLEscaping.attribute("a<b>&\"c\"\u{01}'\t\n\r\u{FFFF}z")
        == "a&lt;b&gt;&amp;&quot;c&quot;'&#9;&#10;&#13;z")
  }

  @Test func plainTextIsUnchanged() {
    #expect(XMLEscaping.text("Léon: the professional") == "Léon: the professional")
    #expect(XMLEscaping.attribute("Léon") == "Léon")
  }
}
