/// Genre names in ru, uk and it for the genres IMDb and TMDB use; other genres,
/// and English, keep the catalogue's name.
enum GenreNames {
  static func name(_ genre: String, locale: String) -> String {
    table[genre.lowercased()]?[locale] ?? genre
  }

  private static let table: [String: [String: String]] = [
    "action": ["ru": "боевик", "uk": "бойовик", "it": "azione"],
    "adventure": ["ru": "приключения", "uk": "пригоди", "it": "avventura"],
    "animation": ["ru": "мультфильм", "uk": "анімація", "it": "animazione"],
    "biography": ["ru": "биография", "uk": "біографія", "it": "biografico"],
    "comedy": ["ru": "комедия", "uk": "комедія", "it": "commedia"],
    "crime": ["ru": "криминал", "uk": "кримінал", "it": "poliziesco"],
    "documentary": ["ru": "документальный", "uk": "документальний", "it": "documentario"],
    "drama": ["ru": "драма", "uk": "драма", "it": "drammatico"],
    "family": ["ru": "семейный", "uk": "сімейний", "it": "per famiglie"],
    "fantasy": ["ru": "фэнтези", "uk": "фентезі", "it": "fantasy"],
    "history": ["ru": "история", "uk": "історичний", "it": "storico"],
    "horror": ["ru": "ужасы", "uk": "жахи", "it": "horror"],
    "music": ["ru": "музыка", "uk": "музика", "it": "musica"],
    "musical": ["ru": "мюзикл", "uk": "мюзикл", "it": "musical"],
    "mystery": ["ru": "детектив", "uk": "детектив", "it": "giallo"],
    "romance": ["ru": "мелодрама", "uk": "мелодрама", "it": "sentimentale"],
    "sci-fi": ["ru": "фантастика", "uk": "фантастика", "it": "fantascienza"],
    "science fiction": ["ru": "фантастика", "uk": "фантастика", "it": "fantascienza"],
    "sport": ["ru": "спорт", "uk": "спорт", "it": "sportivo"],
    "thriller": ["ru": "триллер", "uk": "трилер", "it": "thriller"],
    "war": ["ru": "военный", "uk": "воєнний", "it": "guerra"],
    "western": ["ru": "вестерн", "uk": "вестерн", "it": "western"],
  ]
}
