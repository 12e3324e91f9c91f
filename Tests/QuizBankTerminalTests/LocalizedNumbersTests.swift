import Foundation
import QuizBankLocalization
import QuizBankTestSupport
import Testing

/// Numbers, percentages and counted words in the user's language (issue 14, bug 9).
struct LocalizedNumbersTests {
  private func text(_ language: UILanguage, _ table: TextTable = .player) -> Localizer {
    Localizer(language: language, table: table)
  }

  @Test func numbersUseTheLanguagesDecimalSeparator() {
    #expect(text(.en).number(43.3333, digits: 2) == "43.33")
    #expect(text(.uk).number(43.3333, digits: 2) == "43,33")
    #expect(text(.ru).number(6.5, digits: 1) == "6,5")
    #expect(text(.it).number(6.5, digits: 1) == "6,5")
    #expect(
      text(.uk).text("summary.accuracy", ["percent": text(.uk).number(43.3333, digits: 2)])
        == "Середня точність: 43,33%")
  }

  @Test(arguments: [
    (UILanguage.en, 1, "+1 point"), (.en, 2, "+2 points"), (.en, 0, "+0 points"),
    (.it, 1, "+1 punto"), (.it, 5, "+5 punti"),
    (.uk, 1, "+1 бал"), (.uk, 3, "+3 бали"), (.uk, 5, "+5 балів"), (.uk, 11, "+11 балів"),
    (.uk, 21, "+21 бал"), (.uk, 22, "+22 бали"), (.uk, 112, "+112 балів"),
    (.ru, 1, "+1 очко"), (.ru, 4, "+4 очка"), (.ru, 14, "+14 очков"), (.ru, 101, "+101 очко"),
  ])
  func pointsAreCountedInTheLanguagesPluralForms(language: UILanguage, count: Int, shown: String) {
    #expect(text(language).text("feedback.points", ["points": String(count)]) == shown)
  }

  @Test func englishCountMessagesAgreeWithOne() {
    let catalog = text(.en, .catalog)
    #expect(
      catalog.text(
        "fetch.wrote", ["count": "1", "path": "f.jsonl", "fetched": "1", "cached": "0"])
        == "Wrote 1 film to f.jsonl (1 response fetched, 0 from the cache).")
    #expect(
      catalog.text(
        "fetch.wrote", ["count": "2", "path": "f.jsonl", "fetched": "3", "cached": "0"])
        == "Wrote 2 films to f.jsonl (3 responses fetched, 0 from the cache).")
    #expect(
      catalog.text("catalog.page", ["page": "1", "pages": "1", "total": "1"])
        == "Page 1 of 1 · 1 film")
    #expect(
      catalog.text("catalog.pageOutOfRange", ["page": "2", "pages": "1"])
        == "There is no page 2: the list has 1 page.")
    #expect(catalog.text("catalog.show.votes", ["rating": "8.1", "votes": "1"]) == "8.1 (1 vote)")
    #expect(
      text(.en).text("splash.contents", ["count": "1", "size": "1"])
        == "1 question · 1 per round")
    #expect(
      text(.en).text("menu.lastGame", ["score": "1", "correct": "1", "total": "1"])
        == "Last game: 1 point, 1 of 1 right")
  }

  /// Every `{name:forms}` placeholder has as many forms as its language has
  /// plural categories: 2 in English and Italian, 3 in Ukrainian and Russian.
  @Test(arguments: [("player", TextTable.player), ("catalog", TextTable.catalog)])
  func everyPluralPlaceholderHasEveryForm(name: String, table: TextTable) {
    for (key, entry) in table.entries {
      for (language, template) in entry {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"),
          let close = rest[open...].firstIndex(of: "}")
        {
          let inside = rest[rest.index(after: open)..<close]
          if let colon = inside.firstIndex(of: ":") {
            let forms = inside[inside.index(after: colon)...].split(
              separator: "|", omittingEmptySubsequences: false)
            let wanted = [.uk, .ru].contains(language) ? 3 : 2
            #expect(forms.count == wanted, "\(name) \(key) \(language): \(template)")
          }
          rest = rest[rest.index(after: close)...]
        }
      }
    }
  }

  @Test func aLoadErrorSaysItsKindInTheUsersLanguage() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-load")
    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"nope\": ".utf8).write(to: bad)
    let result = try runQbank(
      ["play", bad.path, "--lang", "uk"], environment: ["XDG_STATE_HOME": folder.path])
    #expect(result.status == 65)
    #expect(
      result.stderr.hasPrefix(
        "\(bad.path): error: файл — не пакет квізу, у який можна грати. Подробиці (англ.): "),
      "\(result.stderr)")
  }

  @Test func anUnreadableBundleSaysSoInTheUsersLanguage() throws {
    let folder = try TestPaths.temporaryDirectory("qbank-load")
    let result = try runQbank(
      ["play", folder.path, "--lang", "uk"], environment: ["XDG_STATE_HOME": folder.path])
    #expect(result.status == 66)
    #expect(result.stderr.contains("error: файл не вдається прочитати: "), "\(result.stderr)")
    let english = try runQbank(
      ["play", folder.path], environment: ["XDG_STATE_HOME": folder.path])
    #expect(english.stderr.contains("error: cannot be read: "), "\(english.stderr)")
  }
}
