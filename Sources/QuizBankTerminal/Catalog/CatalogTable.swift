import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// Renders catalogue rows as an aligned table: #, title, genres, rating, year, poster.
package struct CatalogTable {
  let text: Localizer
  let style: Style

  package init(text: Localizer, style: Style) {
    self.text = text
    self.style = style
  }

  private static let titleWidth = 40
  private static let genresWidth = 30

  package func render(_ films: [Film], offset: Int) -> String {
    header() + rows(films, offset: offset)
  }

  package func header() -> String {
    let line = [
      pad("#", 4, right: true), pad(text.text("catalog.column.title"), Self.titleWidth),
      pad(text.text("catalog.column.genres"), Self.genresWidth),
      pad(text.text("catalog.column.rating"), 7, right: true),
      pad(text.text("catalog.column.year"), 4),
      text.text("catalog.column.poster"),
    ].joined(separator: "  ")
    return style.bold(line) + "\n"
  }

  package func rows(_ films: [Film], offset: Int) -> String {
    films.enumerated().map { index, film in
      let film = film.forTerminal
      return [
        pad(String(offset + index + 1), 4, right: true),
        pad(film.title, Self.titleWidth),
        pad(film.genres.isEmpty ? "–" : film.genres.joined(separator: ", "), Self.genresWidth),
        pad(film.rating.map { String(format: "%.1f", $0) } ?? "–", 7, right: true),
        pad(film.year.map(String.init) ?? "–", 4), film.image ?? "–",
      ].joined(separator: "  ") + "\n"
    }.joined()
  }

  package func footer(_ page: CataloguePage<Film>) -> String {
    var lines = text.text(
      "catalog.page",
      ["page": String(page.number), "pages": String(page.count), "total": String(page.total)])
    if page.number < page.count {
      lines += " · " + text.text("catalog.nextPage", ["next": String(page.number + 1)])
    }
    return style.dim(lines) + "\n"
  }

  /// `value` cut or padded to `width` characters.
  private func pad(_ value: String, _ width: Int, right: Bool = false) -> String {
    var value = value
    if value.count > width { value = String(value.prefix(width - 1)) + "…" }
    let padding = String(repeating: " ", count: width - value.count)
    return right ? padding + value : value + padding
  }
}

/// JSON for scripts: `{"films": [...], "page": 1, "pages": 13, "total": 250}`.
package enum CatalogJSON {
  private struct Listing: Encodable {
    var films: [Film]
    var page: Int?
    var pages: Int?
    var total: Int
  }

  package static func listing(_ films: [Film], page: Int?, pages: Int?, total: Int) throws -> String
  {
    try encode(Listing(films: films, page: page, pages: pages, total: total))
  }

  package static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
  }
}
