import Testing

@testable import QuizBankModel

/// HTML character references, both ways, over one table.
struct HTMLEntitiesTests {
  @Test func decodesNamedAndNumericReferencesAndKeepsUnknownOnes() {
    #expect(
      HTMLEntities.decode("&quot;L&eacute;on&quot; &#039;&#x27; &alpha; &bogus; &#0; & x")
        == "\"Léon\" '' α &bogus; &#0; & x")
  }

  @Test func encodesAsPHPHTMLEntitiesDoes() {
    #expect(
      HTMLEntities.encode("\"Léon\" & <Mathilda>'s — α")
        == "&quot;L&eacute;on&quot; &amp; &lt;Mathilda&gt;&#039;s &mdash; &alpha;")
  }

  @Test func everyNamedCharacterSurvivesARoundTrip() {
    for value in HTMLEntities.named.values {
      #expect(HTMLEntities.decode(HTMLEntities.encode(value)) == value, "\(value)")
    }
    let text = "Amélie, Œdipe, “Ça” – 3 € ½ ™ ∞ ω ♥ plain"
    #expect(HTMLEntities.decode(HTMLEntities.encode(text)) == text)
  }
}
