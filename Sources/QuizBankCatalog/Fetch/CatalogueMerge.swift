import QuizBankModel

/// Merges freshly fetched films into a catalogue.
package enum CatalogueMerge {
  /// `existing` with each film of `fresh` replacing the one with its key (keeping
  /// both films' lists), and new films appended in their order.
  package static func merge(_ existing: [Film], with fresh: [Film]) -> [Film] {
    var result = existing
    var index: [String: Int] = [:]
    for (position, film) in result.enumerated() where index[film.key] == nil {
      index[film.key] = position
    }
    for film in fresh {
      if let position = index[film.key] {
        var merged = film
        for list in result[position].lists where !merged.lists.contains(list) {
          merged.lists.append(list)
        }
        result[position] = merged
      } else {
        index[film.key] = result.count
        result.append(film)
      }
    }
    return result
  }
}
