import QuizBankModel

extension Film {
  /// The film with every text from the data passed through the terminal gate
  /// (``DisplayText/sanitized(_:)``), ready to truncate, pad and print: a cut can
  /// no longer leave half an escape sequence to swallow what follows.
  package var forTerminal: Film {
    var film = self
    let clean = DisplayText.sanitized
    film.id = clean(id)
    film.source = clean(source)
    film.title = clean(title)
    film.originalTitle = originalTitle.map(clean)
    film.releaseDate = releaseDate.map(clean)
    film.genres = genres.map(clean)
    film.countries = countries.map(clean)
    film.overview = overview.map(clean)
    film.image = image.map(clean)
    film.trailer = trailer.map(clean)
    film.crew = crew.map(clean)
    film.lists = lists.map(clean)
    return film
  }
}
