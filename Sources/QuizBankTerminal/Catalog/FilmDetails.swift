import Foundation
import QuizBankLocalization
import QuizBankModel

/// Renders one film's details (`qbank catalog show`).
package struct FilmDetails {
  let text: Localizer
  let style: Style

  package init(text: Localizer, style: Style) {
    self.text = text
    self.style = style
  }

  package func render(_ film: Film, cachedPoster: URL?) -> String {
    let film = film.forTerminal
    let unknown = text.text("catalog.show.unknown")
    var lines = [style.bold(film.title)]
    func field(_ key: String, _ value: String) {
      let label = text.text(key) + ":"
      lines.append(
        label.padding(toLength: max(12, label.count + 1), withPad: " ", startingAt: 0) + value)
    }
    field("catalog.show.year", film.year.map(String.init) ?? unknown)
    field(
      "catalog.show.countries",
      film.countries.isEmpty ? unknown : film.countries.joined(separator: ", "))
    field(
      "catalog.show.genres", film.genres.isEmpty ? unknown : film.genres.joined(separator: ", "))
    let rating = film.rating.map { rating in
      text.text(
        "catalog.show.votes",
        ["rating": text.number(rating, digits: 1), "votes": film.voteCount.map(String.init) ?? "0"])
    }
    field("catalog.show.rating", rating ?? text.text("catalog.show.noRating"))
    var poster = film.image ?? unknown
    if let cachedPoster {
      let cached: String = text.text("catalog.show.cachedAt", ["path": cachedPoster.path])
      poster += " (\(cached))"
    }
    field("catalog.show.poster", poster)
    if let trailer = film.trailer, !trailer.isEmpty { field("catalog.show.trailer", trailer) }
    if let overview = film.overview, !overview.isEmpty {
      lines.append(text.text("catalog.show.overview") + ":")
      lines.append(contentsOf: Self.wrap(overview, width: 76).map { "  " + $0 })
    }
    return lines.joined(separator: "\n") + "\n"
  }

  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(whereSeparator: \.isWhitespace) {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
