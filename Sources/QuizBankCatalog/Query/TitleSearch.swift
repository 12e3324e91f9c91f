import Foundation
import QuizBankModel

/// Title matching that ignores case and diacritics (`leon` finds `Léon`), and
/// punctuation when the query has none of its own (`walle` finds `WALL·E`).
package enum TitleSearch {
  /// `text` without case, diacritics or width differences.
  package static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The folded letters and digits of `text` only.
  package static func compact(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        fold(text).unicodeScalars.filter(CharacterSet.alphanumerics.contains)))
  }

  /// Whether the film's title (or original title) contains `query`.
  package static func matches(_ film: Film, query: String) -> Bool {
    let titles = [film.title] + (film.originalTitle.map { [$0] } ?? [])
    let folded = fold(query).trimmingCharacters(in: .whitespaces)
    let compactQuery = compact(query)
    return titles.contains { title in
      fold(title).contains(folded)
        || (!compactQuery.isEmpty && compact(title).contains(compactQuery))
    }
  }
}
