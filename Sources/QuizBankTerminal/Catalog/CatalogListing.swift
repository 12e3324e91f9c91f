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

  /// Writes `matches`: page `pageNumber` when given, else every page; JSON when `json`.
  /// A page past the last writes nothing and throws a usage ``DiagnosticFailure``.
  package func write(_ matches: [Film], page pageNumber: Int?, json: Bool) throws {
    let renderer = CatalogTable(text: text, style: Style(enabled: console.colorsStdout))
    if let pageNumber {
      guard let shown = CataloguePage(matches, number: pageNumber) else {
        let pages = max(
          1, (matches.count + CataloguePaging.pageSize - 1) / CataloguePaging.pageSize)
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
      console.out(
        renderer.render(shown.items, offset: (shown.number - 1) * CataloguePaging.pageSize))
      if matches.isEmpty {
        console.err(text.text("catalog.noMatches") + "\n")
        return
      }
      console.out(renderer.footer(shown))
    } else {
      if json {
        console.out(try CatalogJSON.listing(matches, page: nil, pages: nil, total: matches.count))
        return
      }
      // Streamed page by page, so a long catalogue starts printing at once.
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
