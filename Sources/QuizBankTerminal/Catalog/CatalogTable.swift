import Foundation
import QuizBankCatalog
import QuizBankLocalization
import QuizBankModel

/// Renders catalogue rows as an aligned table: #, title, genres, rating, year, poster.
///
/// The columns are as wide as their longest value among the films given
/// (``CatalogLayout``); with a width to fit, the poster column goes first, then
/// genres and titles are cut with `…`.
package struct CatalogTable {
  let text: Localizer
  let style: Style
  let layout: CatalogLayout

  /// A table for `films` (numbered from `offset + 1`), fitting `width` columns
  /// (`nil`: every column in full).
  package init(text: Localizer, style: Style, films: [Film], offset: Int = 0, width: Int?) {
    self.text = text
    self.style = style
    let titles = CatalogRow(
      number: "#", title: text.text("catalog.column.title"),
      genres: text.text("catalog.column.genres"), rating: text.text("catalog.column.rating"),
      year: text.text("catalog.column.year"), poster: text.text("catalog.column.poster"))
    self.titles = titles
    layout = CatalogLayout(
      header: titles,
      rows: films.enumerated().map { CatalogRow(film: $1, number: offset + $0 + 1, text: text) },
      width: width)
  }

  /// The column titles.
  private let titles: CatalogRow

  package func render(_ films: [Film], offset: Int) -> String {
    header() + rows(films, offset: offset)
  }

  package func header() -> String {
    style.bold(layout.line(titles)) + "\n"
  }

  package func rows(_ films: [Film], offset: Int) -> String {
    films.enumerated().map { index, film in
      layout.line(CatalogRow(film: film, number: offset + index + 1, text: text)) + "\n"
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
}

/// One row's cells, as text.
struct CatalogRow {
  var number: String
  var title: String
  var genres: String
  var rating: String
  var year: String
  var poster: String

  init(number: String, title: String, genres: String, rating: String, year: String, poster: String)
  {
    self.number = number
    self.title = title
    self.genres = genres
    self.rating = rating
    self.year = year
    self.poster = poster
  }

  /// `film`'s cells (through the terminal gate), numbered `number`, the
  /// rating written as `text`'s language writes numbers.
  init(film: Film, number: Int, text: Localizer) {
    let film = film.forTerminal
    self.init(
      number: String(number), title: film.title,
      genres: film.genres.isEmpty ? "–" : film.genres.joined(separator: ", "),
      rating: film.rating.map { text.number($0, digits: 1) } ?? "–",
      year: film.year.map(String.init) ?? "–", poster: film.image ?? "–")
  }
}

/// The widths of a listing's columns, in terminal columns.
///
/// Every column is as wide as its longest cell. When the row is wider than
/// `width`, the poster column is dropped first (a cut address is no use); then
/// genres are narrowed (to 12 columns at least) and then titles, each cut with
/// `…`; on a very narrow terminal the genres go too. `nil` width: nothing is cut.
package struct CatalogLayout: Sendable, Equatable {
  /// The widths of #, title, genres, rating and year.
  package var number, title, genres, rating, year: Int
  /// Whether the genres column is shown.
  package var showsGenres = true
  /// Whether the poster column is shown (always the last one, never cut).
  package var showsPoster = true

  private static let gap = 2
  private static let minimumGenres = 12
  private static let minimumTitle = 12

  init(header: CatalogRow, rows: [CatalogRow], width: Int?) {
    let all = [header] + rows
    func widest(_ cell: (CatalogRow) -> String) -> Int {
      all.map { ScreenText.columns(cell($0)) }.max() ?? 0
    }
    number = max(4, widest(\.number))
    title = widest(\.title)
    genres = widest(\.genres)
    rating = max(4, widest(\.rating))
    year = max(4, widest(\.year))
    guard let width else { return }
    let poster = widest(\.poster)
    let fixed = number + rating + year + 4 * Self.gap
    if fixed + title + genres + Self.gap + poster <= width { return }
    showsPoster = false
    let room = width - fixed
    if title + genres <= room { return }
    if room - Self.minimumGenres < Self.minimumTitle {
      showsGenres = false
      title = max(1, room + Self.gap)
      return
    }
    genres = min(genres, max(Self.minimumGenres, room - title))
    title = room - genres
  }

  /// `row` laid out: cells cut and padded to their widths, two spaces between.
  func line(_ row: CatalogRow) -> String {
    var cells = [
      Self.padLeft(row.number, number), ScreenText.pad(row.title, title),
    ]
    if showsGenres { cells.append(ScreenText.pad(row.genres, genres)) }
    cells.append(Self.padLeft(row.rating, rating))
    if showsPoster {
      cells.append(ScreenText.pad(row.year, year))
      cells.append(row.poster)
    } else {
      cells.append(ScreenText.fit(row.year, year))
    }
    return cells.joined(separator: String(repeating: " ", count: Self.gap))
  }

  private static func padLeft(_ value: String, _ width: Int) -> String {
    let fitted = ScreenText.fit(value, width)
    return String(repeating: " ", count: max(0, width - ScreenText.columns(fitted))) + fitted
  }
}

/// JSON for scripts: `{"films": [...], "page": 1, "pages": 13, "total": 250}`; every
/// member is always there, `page` being `null` when the listing holds every page.
package enum CatalogJSON {
  private struct Listing: Encodable {
    var films: [Film]
    var page: Int?
    var pages: Int?
    var total: Int

    private enum CodingKeys: String, CodingKey { case films, page, pages, total }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(films, forKey: .films)
      try container.encode(page, forKey: .page)  // `null` rather than left out
      try container.encode(pages, forKey: .pages)
      try container.encode(total, forKey: .total)
    }
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
