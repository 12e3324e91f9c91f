import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// `qbank catalog list`'s output: one page as a table (or JSON) with a footer,
/// or, without a page, every page streamed so a long catalogue starts printing at once.
package struct CatalogListing {
  let text: Localizer
  let console: any TerminalOutput

  package init(text: Localizer, console: any TerminalOutput) {
    self.text = text
    self.console = console
  }

  /// Throws a usage ``DiagnosticFailure`` when `genre` is asked of a catalogue
  /// whose films have no genres at all (IMDb lists): no film could ever match,
  /// and "No films match" would hide why.
  package func checkGenres(of films: [Film], genre: String?, catalogue: String) throws {
    guard let genre, !genre.isEmpty, !films.isEmpty, films.allSatisfy({ $0.genres.isEmpty })
    else { return }
    throw DiagnosticFailure(
      .usage, message: text.text("catalog.noGenres", ["path": catalogue, "genre": genre]))
  }

  /// Writes `matches`: page `pageNumber` when given, else every page; JSON when `json`.
  /// The table fits `width` columns (``CatalogLayout``; `nil`: every column in full).
  /// A page past the last writes nothing and throws a usage ``DiagnosticFailure``.
  package func write(_ matches: [Film], page pageNumber: Int?, json: Bool, width: Int? = nil)
    throws
  {
    let style = Style(enabled: console.colorsStdout)
    let pages = max(1, (matches.count + CataloguePaging.pageSize - 1) / CataloguePaging.pageSize)
    if let pageNumber {
      guard let shown = CataloguePage(matches, number: pageNumber) else {
        throw DiagnosticFailure(
          .usage,
          message: text.text(
            "catalog.pageOutOfRange", ["page": String(pageNumber), "pages": String(pages)]))
      }
      if json {
        console.out(
          try CatalogJSON.listing(
            shown.items, page: shown.number, pages: shown.count, total: shown.total))
        return
      }
      let offset = (shown.number - 1) * CataloguePaging.pageSize
      let renderer = CatalogTable(
        text: text, style: style, films: shown.items, offset: offset, width: width)
      console.out(renderer.render(shown.items, offset: offset))
      if matches.isEmpty {
        console.err(text.text("catalog.noMatches") + "\n")
        return
      }
      console.out(renderer.footer(shown))
    } else {
      if json {
        console.out(try CatalogJSON.listing(matches, page: nil, pages: pages, total: matches.count))
        return
      }
      // Streamed page by page, so a long catalogue starts printing at once.
      let renderer = CatalogTable(text: text, style: style, films: matches, width: width)
      console.out(renderer.header())
      var number = 1
      while let shown = CataloguePage(matches, number: number), !shown.items.isEmpty {
        console.out(renderer.rows(shown.items, offset: (number - 1) * CataloguePaging.pageSize))
        number += 1
      }
      if matches.isEmpty { console.err(text.text("catalog.noMatches") + "\n") }
    }
  }
}
