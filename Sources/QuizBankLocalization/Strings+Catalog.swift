// The text of `qbank catalog`, `qbank fetch` and `qbank curate` (T10).
// Content from the APIs (titles, overviews, genre names) is never translated.

extension TextTable {
  /// The catalogue browser's, fetcher's and curator's strings.
  package static let catalog = TextTable(
    [
      // MARK: catalog list
      "catalog.column.title": [.en: "Title", .uk: "Назва", .ru: "Название", .it: "Titolo"],
      "catalog.column.genres": [.en: "Genres", .uk: "Жанри", .ru: "Жанры", .it: "Generi"],
      "catalog.column.rating": [.en: "Rating", .uk: "Рейтинг", .ru: "Рейтинг", .it: "Voto"],
      "catalog.column.year": [.en: "Year", .uk: "Рік", .ru: "Год", .it: "Anno"],
      "catalog.column.poster": [.en: "Poster", .uk: "Постер", .ru: "Постер", .it: "Locandina"],
      "catalog.page": [
        .en: "Page {page} of {pages} · {total} {total:film|films}",
        .uk: "Сторінка {page} з {pages} · фільмів: {total}",
        .ru: "Страница {page} из {pages} · фильмов: {total}",
        .it: "Pagina {page} di {pages} · {total} film",
      ],
      "catalog.nextPage": [
        .en: "Next page: --page {next}",
        .uk: "Наступна сторінка: --page {next}",
        .ru: "Следующая страница: --page {next}",
        .it: "Pagina successiva: --page {next}",
      ],
      "catalog.noMatches": [
        .en: "No films match.", .uk: "Жоден фільм не підходить.",
        .ru: "Ни один фильм не подходит.", .it: "Nessun film corrisponde.",
      ],
      "catalog.noGenres": [
        .en:
          "{path} has no genres (IMDb lists carry none), so --genre {genre} can match no film. A TMDB list has genres: qbank fetch tmdb popular -o FILE",
        .uk:
          "У {path} немає жанрів (списки IMDb їх не містять), тож --genre {genre} не знайде жодного фільму. Жанри є у списках TMDB: qbank fetch tmdb popular -o FILE",
        .ru:
          "В {path} нет жанров (списки IMDb их не содержат), поэтому --genre {genre} не найдёт ни одного фильма. Жанры есть в списках TMDB: qbank fetch tmdb popular -o FILE",
        .it:
          "{path} non ha generi (le liste IMDb non ne hanno), quindi --genre {genre} non trova alcun film. Le liste TMDB hanno i generi: qbank fetch tmdb popular -o FILE",
      ],
      "catalog.pageOutOfRange": [
        .en: "There is no page {page}: the list has {pages} {pages:page|pages}.",
        .uk: "Сторінки {page} немає: у списку сторінок: {pages}.",
        .ru: "Страницы {page} нет: в списке страниц: {pages}.",
        .it: "La pagina {page} non esiste: l'elenco ha {pages} {pages:pagina|pagine}.",
      ],
      "catalog.badYear": [
        .en: "--year takes 1994, 1990..1999, 1990.. or ..1999, not '{value}'.",
        .uk: "--year приймає 1994, 1990..1999, 1990.. або ..1999, а не '{value}'.",
        .ru: "--year принимает 1994, 1990..1999, 1990.. или ..1999, а не '{value}'.",
        .it: "--year accetta 1994, 1990..1999, 1990.. o ..1999, non '{value}'.",
      ],
      "catalog.missing": [
        .en: "no such catalogue. Fetch one with: qbank fetch tmdb popular -o {path}",
        .uk: "такого каталогу немає. Завантажте його: qbank fetch tmdb popular -o {path}",
        .ru: "такого каталога нет. Загрузите его: qbank fetch tmdb popular -o {path}",
        .it: "catalogo inesistente. Scaricalo con: qbank fetch tmdb popular -o {path}",
      ],
      "catalog.unreadable": [
        .en:
          "not a catalogue film ({reason}). Catalogues are JSON Lines written by qbank fetch or qbank import.",
        .uk:
          "це не фільм каталогу ({reason}). Каталоги — це JSON Lines від qbank fetch або qbank import.",
        .ru:
          "это не фильм каталога ({reason}). Каталоги — это JSON Lines от qbank fetch или qbank import.",
        .it:
          "non è un film del catalogo ({reason}). I cataloghi sono JSON Lines scritti da qbank fetch o qbank import.",
      ],
      // MARK: catalog show
      "catalog.show.year": [.en: "Year", .uk: "Рік", .ru: "Год", .it: "Anno"],
      "catalog.show.countries": [.en: "Countries", .uk: "Країни", .ru: "Страны", .it: "Paesi"],
      "catalog.show.genres": [.en: "Genres", .uk: "Жанри", .ru: "Жанры", .it: "Generi"],
      "catalog.show.rating": [.en: "Rating", .uk: "Рейтинг", .ru: "Рейтинг", .it: "Voto"],
      "catalog.show.votes": [
        .en: "{rating} ({votes} {votes:vote|votes})", .uk: "{rating} (голосів: {votes})",
        .ru: "{rating} (голосов: {votes})", .it: "{rating} ({votes} {votes:voto|voti})",
      ],
      "catalog.show.noRating": [
        .en: "not rated yet", .uk: "ще без рейтингу", .ru: "ещё без рейтинга",
        .it: "ancora senza voto",
      ],
      "catalog.show.poster": [.en: "Poster", .uk: "Постер", .ru: "Постер", .it: "Locandina"],
      "catalog.show.cachedAt": [
        .en: "cached: {path}", .uk: "у кеші: {path}", .ru: "в кэше: {path}",
        .it: "in cache: {path}",
      ],
      "catalog.show.trailer": [.en: "Trailer", .uk: "Трейлер", .ru: "Трейлер", .it: "Trailer"],
      "catalog.show.overview": [.en: "Overview", .uk: "Опис", .ru: "Описание", .it: "Trama"],
      "catalog.show.unknown": [
        .en: "unknown", .uk: "невідомо", .ru: "неизвестно", .it: "sconosciuto",
      ],
      "catalog.show.notFound": [
        .en: "No film {id} in {path}. List the catalogue with: qbank catalog list {path}",
        .uk: "У {path} немає фільму {id}. Перегляньте каталог: qbank catalog list {path}",
        .ru: "В {path} нет фильма {id}. Просмотрите каталог: qbank catalog list {path}",
        .it: "Nessun film {id} in {path}. Elenca il catalogo con: qbank catalog list {path}",
      ],
      "catalog.show.offline": [
        .en:
          "You are offline. Please, enable your Wi-Fi or connect using cellular data. The details of {id} were never fetched; once online, run: qbank fetch tmdb movie {id}",
        .uk:
          "Ви офлайн. Увімкніть Wi-Fi або мобільний інтернет. Деталі {id} ще не завантажувалися; коли будете онлайн, виконайте: qbank fetch tmdb movie {id}",
        .ru:
          "Вы офлайн. Включите Wi-Fi или мобильный интернет. Детали {id} ещё не загружались; когда будете онлайн, выполните: qbank fetch tmdb movie {id}",
        .it:
          "Sei offline. Attiva il Wi-Fi o la rete cellulare. I dettagli di {id} non sono mai stati scaricati; quando sei online esegui: qbank fetch tmdb movie {id}",
      ],
      // MARK: fetch
      "fetch.progress": [
        .en: "Fetching… {done}/{total}", .uk: "Завантаження… {done}/{total}",
        .ru: "Загрузка… {done}/{total}", .it: "Scaricamento… {done}/{total}",
      ],
      "fetch.imagesProgress": [
        .en: "Posters… {done}/{total}", .uk: "Постери… {done}/{total}",
        .ru: "Постеры… {done}/{total}", .it: "Locandine… {done}/{total}",
      ],
      "fetch.retrying": [
        .en: "{resource}: {problem}; trying again in {delay} s (try {next} of {of}).",
        .uk: "{resource}: {problem}; повтор через {delay} с (спроба {next} з {of}).",
        .ru: "{resource}: {problem}; повтор через {delay} с (попытка {next} из {of}).",
        .it: "{resource}: {problem}; nuovo tentativo tra {delay} s ({next} di {of}).",
      ],
      "fetch.fromCache": [
        .en: "The network is unreachable: using the copy of {resource} fetched before.",
        .uk: "Мережа недоступна: використовую раніше завантажену копію {resource}.",
        .ru: "Сеть недоступна: использую ранее загруженную копию {resource}.",
        .it: "Rete non raggiungibile: uso la copia di {resource} scaricata in precedenza.",
      ],
      "fetch.wrote": [
        .en:
          "Wrote {count} {count:film|films} to {path} ({fetched} {fetched:response|responses} fetched, {cached} from the cache).",
        .uk:
          "Записано фільмів: {count} у {path} (завантажено відповідей: {fetched}, з кешу: {cached}).",
        .ru:
          "Записано фильмов: {count} в {path} (загружено ответов: {fetched}, из кэша: {cached}).",
        .it:
          "{count:Scritto|Scritti} {count} film in {path} ({fetched} {fetched:risposta scaricata|risposte scaricate}, {cached} dalla cache).",
      ],
      "fetch.images": [
        .en: "Posters: {downloaded} downloaded, {cached} already cached, {failed} failed.",
        .uk: "Постери: завантажено {downloaded}, уже в кеші {cached}, помилок {failed}.",
        .ru: "Постеры: загружено {downloaded}, уже в кэше {cached}, ошибок {failed}.",
        .it: "Locandine: {downloaded} scaricate, {cached} già in cache, {failed} non riuscite.",
      ],
      "fetch.imageFailed": [
        .en: "warning: poster {address}: {reason}", .uk: "попередження: постер {address}: {reason}",
        .ru: "предупреждение: постер {address}: {reason}",
        .it: "avviso: locandina {address}: {reason}",
      ],
      "fetch.error.unauthorized": [
        .en:
          "{service} rejected the API key (HTTP 401). Check {variables}; the request was not retried.",
        .uk:
          "{service} відхилив ключ API (HTTP 401). Перевірте {variables}; запит не повторювався.",
        .ru: "{service} отклонил ключ API (HTTP 401). Проверьте {variables}; запрос не повторялся.",
        .it:
          "{service} ha rifiutato la chiave API (HTTP 401). Controlla {variables}; la richiesta non è stata ripetuta.",
      ],
      "fetch.error.refused": [
        .en: "{service} refused the request: {message}. It was not retried.",
        .uk: "{service} відмовив у запиті: {message}. Запит не повторювався.",
        .ru: "{service} отказал в запросе: {message}. Запрос не повторялся.",
        .it: "{service} ha rifiutato la richiesta: {message}. Non è stata ripetuta.",
      ],
      "fetch.error.notFound": [
        .en: "Not found: {resource} (HTTP 404).", .uk: "Не знайдено: {resource} (HTTP 404).",
        .ru: "Не найдено: {resource} (HTTP 404).", .it: "Non trovato: {resource} (HTTP 404).",
      ],
      "fetch.error.gaveUp": [
        .en:
          "{resource} kept failing ({problem}) after {attempts} tries. Try again later, or add --offline to use what was fetched before.",
        .uk:
          "{resource} не відповідає ({problem}) після {attempts} спроб. Спробуйте пізніше або додайте --offline, щоб використати раніше завантажене.",
        .ru:
          "{resource} не отвечает ({problem}) после {attempts} попыток. Попробуйте позже или добавьте --offline, чтобы использовать ранее загруженное.",
        .it:
          "{resource} continua a fallire ({problem}) dopo {attempts} tentativi. Riprova più tardi, o aggiungi --offline per usare ciò che è già stato scaricato.",
      ],
      "fetch.error.offline": [
        .en:
          "You are offline, and {resource} was never fetched. Connect to the network and run the command again without --offline.",
        .uk:
          "Ви офлайн, а {resource} ще не завантажувався. Підключіться до мережі й повторіть команду без --offline.",
        .ru:
          "Вы офлайн, а {resource} ещё не загружался. Подключитесь к сети и повторите команду без --offline.",
        .it:
          "Sei offline e {resource} non è mai stato scaricato. Connettiti alla rete e ripeti il comando senza --offline.",
      ],
      "fetch.error.unreachable": [
        .en:
          "The network is unreachable, and {resource} was never fetched, so there is no copy to use. Check the connection and run the command again.",
        .uk:
          "Мережа недоступна, а {resource} ще не завантажувався, тож копії немає. Перевірте з'єднання й повторіть команду.",
        .ru:
          "Сеть недоступна, а {resource} ещё не загружался, поэтому копии нет. Проверьте соединение и повторите команду.",
        .it:
          "Rete non raggiungibile e {resource} non è mai stato scaricato: non c'è una copia da usare. Controlla la connessione e ripeti il comando.",
      ],
      "fetch.searchedCache": [
        .en:
          "The network is unreachable and the search “{query}” was never made: showing the matching titles from the lists fetched before.",
        .uk:
          "Мережа недоступна, а пошук «{query}» ще не виконувався: показую відповідні назви з раніше завантажених списків.",
        .ru:
          "Сеть недоступна, а поиск «{query}» ещё не выполнялся: показываю подходящие названия из ранее загруженных списков.",
        .it:
          "Rete non raggiungibile e la ricerca «{query}» non è mai stata fatta: mostro i titoli corrispondenti dalle liste scaricate in precedenza.",
      ],
      "fetch.pagesNotCached": [
        .en:
          "No network, and {count} {count:page|pages} of {list} ({pages} of {of}) {count:was|were} never fetched: only the cached pages are used.",
        .uk:
          "Мережі немає, а {count} {count:сторінку|сторінки|сторінок} {list} ({pages} з {of}) ще не завантажено: використано лише сторінки з кешу.",
        .ru:
          "Сети нет, а {count} {count:страницу|страницы|страниц} {list} ({pages} из {of}) ещё не загружали: использованы только страницы из кэша.",
        .it:
          "Niente rete, e {count} {count:pagina|pagine} di {list} ({pages} di {of}) non {count:è mai stata scaricata|sono mai state scaricate}: si usano solo le pagine in cache.",
      ],
      "fetch.error.connectionLost": [
        .en: "The connection was lost while fetching {resource}. Check the network and try again.",
        .uk:
          "З'єднання втрачено під час завантаження {resource}. Перевірте мережу й спробуйте ще раз.",
        .ru: "Соединение потеряно во время загрузки {resource}. Проверьте сеть и попробуйте снова.",
        .it:
          "Connessione persa durante lo scaricamento di {resource}. Controlla la rete e riprova.",
      ],
      "fetch.error.status": [
        .en: "{resource} answered HTTP {status}.", .uk: "{resource} відповів HTTP {status}.",
        .ru: "{resource} ответил HTTP {status}.", .it: "{resource} ha risposto HTTP {status}.",
      ],
      "fetch.error.missingKey": [
        .en:
          "No API key for {service}: set {variables} in the environment (or add --offline to use the cache).",
        .uk:
          "Немає ключа API для {service}: задайте {variables} у середовищі (або додайте --offline, щоб використати кеш).",
        .ru:
          "Нет ключа API для {service}: задайте {variables} в окружении (или добавьте --offline, чтобы использовать кэш).",
        .it:
          "Manca la chiave API per {service}: imposta {variables} nell'ambiente (o aggiungi --offline per usare la cache).",
      ],
      "fetch.error.unreadable": [
        .en: "{resource} is not a response QuizBank can read: {reason}",
        .uk: "{resource} — відповідь, яку QuizBank не може прочитати: {reason}",
        .ru: "{resource} — ответ, который QuizBank не может прочитать: {reason}",
        .it: "{resource} non è una risposta che QuizBank sa leggere: {reason}",
      ],
      "fetch.error.or": [.en: " or ", .uk: " або ", .ru: " или ", .it: " o "],
      // MARK: curate
      // The batch's counter (G1), then the position among all candidates.
      "curate.counter": [
        .en: "{n} of {of} · {position} of {total} in all",
        .uk: "{n} з {of} · {position} з {total} загалом",
        .ru: "{n} из {of} · {position} из {total} всего",
        .it: "{n} di {of} · {position} di {total} in tutto",
      ],
      "curate.answer": [
        .en: "Answer: {answer}", .uk: "Відповідь: {answer}", .ru: "Ответ: {answer}",
        .it: "Risposta: {answer}",
      ],
      "curate.picture": [.en: "Picture", .uk: "Зображення", .ru: "Изображение", .it: "Immagine"],
      "curate.hint": [
        .en: "k/→ keep · d/← drop · q quit", .uk: "k/→ залишити · d/← відкинути · q вийти",
        .ru: "k/→ оставить · d/← отбросить · q выйти", .it: "k/→ tieni · d/← scarta · q esci",
      ],
      "curate.kept": [.en: "Kept.", .uk: "Залишено.", .ru: "Оставлено.", .it: "Tenuta."],
      "curate.dropped": [.en: "Dropped.", .uk: "Відкинуто.", .ru: "Отброшено.", .it: "Scartata."],
      "curate.continue": [
        .en: "{kept} kept of {decided} reviewed. Continue? (y/n)",
        .uk: "Залишено {kept} з {decided} переглянутих. Продовжити? (y/n)",
        .ru: "Оставлено {kept} из {decided} просмотренных. Продолжить? (y/n)",
        .it: "{kept} tenute su {decided} esaminate. Continuare? (y/n)",
      ],
      "curate.done": [
        .en: "All {total} {total:candidate|candidates} reviewed: {kept} kept in {pack}.",
        .uk: "Усі кандидати ({total}) переглянуті: залишено {kept} у {pack}.",
        .ru: "Все кандидаты ({total}) просмотрены: оставлено {kept} в {pack}.",
        .it: "Tutte le {total} candidate esaminate: {kept} tenute in {pack}.",
      ],
      "curate.stopped": [
        .en:
          "Saved {pack}: {kept} kept of {decided} reviewed ({total} {total:candidate|candidates}). Run the same command again to resume.",
        .uk:
          "Збережено {pack}: залишено {kept} з {decided} переглянутих (кандидатів: {total}). Запустіть ту саму команду ще раз, щоб продовжити.",
        .ru:
          "Сохранено {pack}: оставлено {kept} из {decided} просмотренных (кандидатов: {total}). Запустите ту же команду снова, чтобы продолжить.",
        .it:
          "Salvato {pack}: {kept} tenute su {decided} esaminate ({total} candidate). Esegui di nuovo lo stesso comando per riprendere.",
      ],
      "curate.nothingKept": [
        .en:
          "Nothing kept: {total} {total:candidate was|candidates were} dropped, so no pack was written. To write an empty pack, run again with --allow-empty.",
        .uk:
          "Нічого не залишено: усі кандидати ({total}) відкинуті, тому пакет не записано. Щоб записати порожній пакет, запустіть ще раз із --allow-empty.",
        .ru:
          "Ничего не оставлено: все кандидаты ({total}) отброшены, поэтому пакет не записан. Чтобы записать пустой пакет, запустите снова с --allow-empty.",
        .it:
          "Nulla tenuto: {total} {total:candidata scartata|candidate scartate}, quindi nessun pacchetto è stato scritto. Per scrivere un pacchetto vuoto, esegui di nuovo con --allow-empty.",
      ],
      "curate.nothingKeptYet": [
        .en:
          "Nothing kept yet ({decided} of {total} reviewed), so no pack was written. Run the same command again to resume.",
        .uk:
          "Поки нічого не залишено (переглянуто {decided} з {total}), тому пакет не записано. Запустіть ту саму команду ще раз, щоб продовжити.",
        .ru:
          "Пока ничего не оставлено (просмотрено {decided} из {total}), поэтому пакет не записан. Запустите ту же команду снова, чтобы продолжить.",
        .it:
          "Ancora nulla tenuto ({decided} di {total} esaminate), quindi nessun pacchetto è stato scritto. Esegui di nuovo lo stesso comando per riprendere.",
      ],
      "curate.resuming": [
        .en: "Resuming: {decided} of {total} reviewed, {kept} kept.",
        .uk: "Продовжуємо: переглянуто {decided} з {total}, залишено {kept}.",
        .ru: "Продолжаем: просмотрено {decided} из {total}, оставлено {kept}.",
        .it: "Si riprende: {decided} di {total} esaminate, {kept} tenute.",
      ],
      "curate.imageFailed": [
        .en:
          "Could not download the picture for “{title}”: {reason} The question is kept with its remote picture; the next run tries the download again.",
        .uk:
          "Не вдалося завантажити зображення для «{title}»: {reason} Питання залишено з віддаленим зображенням; наступний запуск спробує ще раз.",
        .ru:
          "Не удалось загрузить изображение для «{title}»: {reason} Вопрос оставлен с удалённым изображением; следующий запуск попробует снова.",
        .it:
          "Impossibile scaricare l'immagine di «{title}»: {reason} La domanda è tenuta con l'immagine remota; la prossima esecuzione riproverà.",
      ],
      "curate.saveFailed": [
        .en: "Could not save {path}: {reason}", .uk: "Не вдалося зберегти {path}: {reason}",
        .ru: "Не удалось сохранить {path}: {reason}", .it: "Impossibile salvare {path}: {reason}",
      ],
      "curate.missing": [
        .en: "cannot read the candidates ({reason}). Make them with: qbank generate",
        .uk: "не вдалося прочитати кандидатів ({reason}). Створіть їх: qbank generate",
        .ru: "не удалось прочитать кандидатов ({reason}). Создайте их: qbank generate",
        .it: "impossibile leggere le candidate ({reason}). Creale con: qbank generate",
      ],
      "curate.badState": [
        .en: "not a curation state file ({reason}). Move it away to start over.",
        .uk: "це не файл стану курування ({reason}). Перемістіть його, щоб почати заново.",
        .ru:
          "это не файл состояния курирования ({reason}). Переместите его, чтобы начать заново.",
        .it: "non è un file di stato della cura ({reason}). Spostalo per ricominciare.",
      ],
    ])
}
