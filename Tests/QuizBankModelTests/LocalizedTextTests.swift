import Foundation
import Testing

@testable import QuizBankModel

/// `LocalizedText` keeps its locales as a small array in canonical key order;
/// its dictionary API and its JSON must behave as the dictionary it replaced.
struct LocalizedTextTests {
  @Test func entriesAreInUTF16KeyOrderWhateverTheInsertionOrder() {
    // UTF-16 order: "en" < "pt-BR" < "uk" < U+1F600 (a surrogate pair, D83D…) < U+FF61;
    // UTF-8 byte order would put U+FF61 (EF …) before U+1F600 (F0 …).
    let expected = ["en", "pt-BR", "uk", "😀", "\u{FF61}"]
    let orders: [[String]] = [
      expected, expected.reversed(), ["uk", "\u{FF61}", "en", "😀", "pt-BR"],
    ]
    for order in orders {
      var text = LocalizedText()
      for locale in order { text[locale] = "text in \(locale)" }
      #expect(text.entries.map(\.locale) == expected)
      // As a reader gathers them (``KeyedEntryBuilder``), then sorted once.
      var builder = KeyedEntryBuilder<LocalizedText.Entry>()
      for locale in order { builder.add(.init(locale: locale, text: "text in \(locale)")) }
      let updated = LocalizedText(entries: builder.sorted())
      #expect(updated.entries.map(\.locale) == expected)
      #expect(updated == text)
    }
  }

  @Test func theDictionaryAPIReadsAndWritesAsADictionary() {
    var text: LocalizedText = ["uk": "Так", "en": "Yes"]
    #expect(text.values == ["en": "Yes", "uk": "Так"])
    #expect(text["uk"] == "Так")
    #expect(text["it"] == nil)
    text["en"] = "Yes!"
    text["it"] = "Sì"
    #expect(text.values == ["en": "Yes!", "it": "Sì", "uk": "Так"])
    text["uk"] = nil
    text["xx"] = nil
    #expect(text.values == ["en": "Yes!", "it": "Sì"])
    text.values["de"] = "Ja"
    #expect(text.entries.map(\.locale) == ["de", "en", "it"])
    #expect(text.locales == ["de", "en", "it"])
    var builder = KeyedEntryBuilder<LocalizedText.Entry>()
    for entry in text.entries { builder.add(entry) }
    #expect(builder.add(.init(locale: "de", text: "Jawohl")) == "Ja")
    text = LocalizedText(entries: builder.sorted())
    #expect(text["de"] == "Jawohl")
    #expect(!text.isEmpty)
    #expect(LocalizedText().isEmpty)
    #expect(LocalizedText(["b": "1", "a": "2"]) == ["a": "2", "b": "1"])
    #expect(LocalizedText(["a": "1"]) != ["a": "2"])
    #expect(Set([LocalizedText(["b": "1", "a": "2"]), ["a": "2", "b": "1"]]).count == 1)
  }

  /// The dictionary it replaced keyed `é` and `e` + U+0301 as one locale (String
  /// equality), though their bytes sort on either side of `f`: equality and
  /// hashing must agree with it (`qbank diff` compares texts with `==`).
  @Test func canonicallyEquivalentLocalesAreOneLocaleForEqualityAndHashing() {
    let composed = LocalizedText(["en": "P", "f": "F", "\u{E9}": "E"])
    let decomposed = LocalizedText(["en": "P", "f": "F", "e\u{301}": "E"])
    #expect(composed.entries.map(\.locale) != decomposed.entries.map(\.locale))
    #expect(composed == decomposed)
    #expect(composed.hashValue == decomposed.hashValue)
    #expect(Set([composed, decomposed]).count == 1)
    #expect(composed != LocalizedText(["en": "P", "f": "F", "e\u{301}": "other"]))
    #expect(composed != LocalizedText(["en": "P", "f": "F"]))
  }

  @Test func resolvedFallsBackToTheLanguageThenTheFallbackThenTheFirstLocale() {
    let text: LocalizedText = ["pt": "Sim", "uk": "Так", "en": "Yes"]
    #expect(text.resolved("pt-BR") == "Sim")
    #expect(text.resolved("uk") == "Так")
    #expect(text.resolved("de", fallback: "uk") == "Так")
    #expect(text.resolved("de") == "Yes")
    #expect(text.resolved(nil) == "Yes")
    #expect(LocalizedText().resolved("en") == nil)
  }

  @Test func codableIsAPlainObjectOfStrings() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text: LocalizedText = ["uk": "Так", "en": "Yes"]
    let json = String(decoding: try encoder.encode(text), as: UTF8.self)
    #expect(json == #"{"en":"Yes","uk":"Так"}"#)
    let back = try JSONDecoder().decode(
      LocalizedText.self, from: Data(#"{"uk":"Так","en":"Yes"}"#.utf8))
    #expect(back == text)
    #expect(back.entries.map(\.locale) == ["en", "uk"])
  }

  @Test func canonicalBytesWriteTheLocalesInKeyOrder() {
    var text = LocalizedText()
    for locale in ["\u{FF61}", "uk", "😀", "en"] { text[locale] = locale }
    var bytes = CanonicalBytes(pretty: false, level: 0)
    bytes.localized(text)
    #expect(
      String(decoding: bytes.bytes, as: UTF8.self)
        == #"{"en":"en","uk":"uk","😀":"😀","\#u{FF61}":"\#u{FF61}"}"#)
  }
}
