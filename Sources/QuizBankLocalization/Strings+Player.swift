extension TextTable {
  /// The terminal player's and `qbank stats`' own text.
  package static let player = TextTable([
    "splash.tagline": [
      .en: "A quiz in your terminal", .ru: "Квиз в вашем терминале",
      .uk: "Квіз у вашому терміналі", .it: "Un quiz nel tuo terminale",
    ],
    "splash.contents": [
      .en: "{count} {count:question|questions} · {size} per round",
      .ru: "Вопросов: {count} · {size} в раунде", .uk: "Питань: {count} · {size} у раунді",
      .it: "{count} {count:domanda|domande} · {size} per round",
    ],
    "header.question": [
      .en: "Question {number} of {total}", .ru: "Вопрос {number} из {total}",
      .uk: "Питання {number} з {total}", .it: "Domanda {number} di {total}",
    ],
    "header.score": [
      .en: "Score: {score}", .ru: "Очки: {score}", .uk: "Бали: {score}", .it: "Punteggio: {score}",
    ],
    "header.round": [
      .en: "Round {number}", .ru: "Раунд {number}", .uk: "Раунд {number}", .it: "Round {number}",
    ],
    "screen.tooSmall": [
      .en:
        "Make the window larger: a question needs at least {columns}×{rows} and room for every answer.",
      .ru: "Увеличьте окно: вопросу нужно не меньше {columns}×{rows} и место для всех ответов.",
      .uk:
        "Збільште вікно: питанню потрібно щонайменше {columns}×{rows} і місце для всіх відповідей.",
      .it:
        "Ingrandisci la finestra: una domanda richiede almeno {columns}×{rows} e spazio per ogni risposta.",
    ],
    "card.picture": [.en: "picture", .ru: "картинка", .uk: "зображення", .it: "immagine"],
    "card.noPicture": [
      .en: "no picture", .ru: "без картинки", .uk: "без зображення", .it: "nessuna immagine",
    ],
    "hint.answer": [
      .en: "Press {keys} to answer · q to quit", .ru: "Нажмите {keys}, чтобы ответить · q — выход",
      .uk: "Натисніть {keys}, щоб відповісти · q — вихід",
      .it: "Premi {keys} per rispondere · q per uscire",
    ],
    "hint.choose": [
      .en: "Press {keys} to choose, Enter to answer · q to quit",
      .ru: "Нажмите {keys}, чтобы выбрать, Enter — ответить · q — выход",
      .uk: "Натисніть {keys}, щоб вибрати, Enter — відповісти · q — вихід",
      .it: "Premi {keys} per scegliere, Invio per rispondere · q per uscire",
    ],
    "feedback.right": [.en: "Right!", .ru: "Верно!", .uk: "Правильно!", .it: "Giusto!"],
    "feedback.wrong": [.en: "Wrong.", .ru: "Неверно.", .uk: "Неправильно.", .it: "Sbagliato."],
    "feedback.correctWas": [
      .en: "The right answer: {answer}", .ru: "Правильный ответ: {answer}",
      .uk: "Правильна відповідь: {answer}", .it: "La risposta giusta: {answer}",
    ],
    "feedback.points": [
      .en: "+{points} {points:point|points}", .ru: "+{points} {points:очко|очка|очков}",
      .uk: "+{points} {points:бал|бали|балів}", .it: "+{points} {points:punto|punti}",
    ],
    "summary.title": [
      .en: "This round is over!", .ru: "Этот раунд окончен!", .uk: "Цей раунд завершено!",
      .it: "Questo round è finito!",
    ],
    "summary.result": [
      .en: "Your result: {correct}/{total}", .ru: "Ваш результат: {correct}/{total}",
      .uk: "Ваш результат: {correct}/{total}", .it: "Il tuo risultato: {correct}/{total}",
    ],
    "summary.played": [
      .en: "Quizzes played: {count}", .ru: "Количество сыгранных квизов: {count}",
      .uk: "Кількість зіграних квізів: {count}", .it: "Quiz giocati: {count}",
    ],
    "summary.record": [
      .en: "Record: {correct}/{total} ({date})", .ru: "Рекорд: {correct}/{total} ({date})",
      .uk: "Рекорд: {correct}/{total} ({date})", .it: "Record: {correct}/{total} ({date})",
    ],
    "summary.accuracy": [
      .en: "Average accuracy: {percent}%", .ru: "Средняя точность: {percent}%",
      .uk: "Середня точність: {percent}%", .it: "Precisione media: {percent}%",
    ],
    "summary.newRecord": [
      .en: "New record!", .ru: "Новый рекорд!", .uk: "Новий рекорд!", .it: "Nuovo record!",
    ],
    "summary.again": [
      .en: "Play again? y — yes · n — quit", .ru: "Сыграть ещё раз? y — да · n — выход",
      .uk: "Зіграти ще раз? y — так · n — вихід", .it: "Giocare ancora? y — sì · n — esci",
    ],
    "menu.newGame": [.en: "New game", .ru: "Новая игра", .uk: "Нова гра", .it: "Nuova partita"],
    "menu.quit": [.en: "Quit", .ru: "Выход", .uk: "Вихід", .it: "Esci"],
    "menu.highScore": [
      .en: "High score: {score} ({date})", .ru: "Рекорд: {score} ({date})",
      .uk: "Рекорд: {score} ({date})", .it: "Record: {score} ({date})",
    ],
    "menu.noHighScore": [
      .en: "High score: none yet", .ru: "Рекорда пока нет", .uk: "Рекорду ще немає",
      .it: "Record: ancora nessuno",
    ],
    "menu.lastGame": [
      .en: "Last game: {score} {score:point|points}, {correct} of {total} right",
      .ru: "Последняя игра: {score} {score:очко|очка|очков}, верно {correct} из {total}",
      .uk: "Остання гра: {score} {score:бал|бали|балів}, правильно {correct} з {total}",
      .it: "Ultima partita: {score} {score:punto|punti}, {correct} su {total} giuste",
    ],
    "menu.newRecord": [
      .en: "New record: {score}!", .ru: "Новый рекорд: {score}!", .uk: "Новий рекорд: {score}!",
      .it: "Nuovo record: {score}!",
    ],
    "end.bye": [
      .en: "Thanks for playing!", .ru: "Спасибо за игру!", .uk: "Дякуємо за гру!",
      .it: "Grazie per aver giocato!",
    ],
    "load.failed": [
      .en: "Something went wrong: the quiz could not be loaded.",
      .ru: "Что-то пошло не так: не удалось загрузить квиз.",
      .uk: "Щось пішло не так: не вдалося завантажити квіз.",
      .it: "Qualcosa è andato storto: impossibile caricare il quiz.",
    ],
    "load.missing": [
      .en: "no such file", .ru: "нет такого файла", .uk: "немає такого файлу",
      .it: "file inesistente",
    ],
    "load.unreadable": [
      .en: "cannot be read: {reason}", .ru: "файл не удаётся прочитать: {reason}",
      .uk: "файл не вдається прочитати: {reason}", .it: "il file non si può leggere: {reason}",
    ],
    "load.invalid": [
      .en: "{reason}",
      .ru: "файл — не пакет квиза, в который можно играть. Подробности (англ.): {reason}",
      .uk: "файл — не пакет квізу, у який можна грати. Подробиці (англ.): {reason}",
      .it: "il file non è un quiz giocabile. Dettagli (in inglese): {reason}",
    ],
    "load.retry": [
      .en: "r — try again · q — quit", .ru: "r — попробовать ещё раз · q — выход",
      .uk: "r — спробувати ще раз · q — вихід", .it: "r — riprova · q — esci",
    ],
    "warning.corrupt": [
      .en: "warning: the statistics file was damaged; it was moved to {path} and play goes on.",
      .ru: "предупреждение: файл статистики повреждён; он перемещён в {path}, игра продолжается.",
      .uk: "попередження: файл статистики пошкоджено; його переміщено до {path}, гра триває.",
      .it:
        "avviso: il file delle statistiche era danneggiato; è stato spostato in {path} e il gioco continua.",
    ],
    "warning.notSaved": [
      .en: "warning: statistics could not be saved: {reason}",
      .ru: "предупреждение: не удалось сохранить статистику: {reason}",
      .uk: "попередження: не вдалося зберегти статистику: {reason}",
      .it: "avviso: impossibile salvare le statistiche: {reason}",
    ],
    "stats.none": [
      .en: "No statistics yet for {bundle}.", .ru: "Для {bundle} статистики пока нет.",
      .uk: "Для {bundle} статистики ще немає.", .it: "Ancora nessuna statistica per {bundle}.",
    ],
    "stats.noneAtAll": [
      .en: "No statistics yet.", .ru: "Статистики пока нет.", .uk: "Статистики ще немає.",
      .it: "Ancora nessuna statistica.",
    ],
    "stats.highScore": [
      .en: "High score: {score} ({date})", .ru: "Лучший счёт: {score} ({date})",
      .uk: "Найкращий рахунок: {score} ({date})", .it: "Punteggio migliore: {score} ({date})",
    ],
    "stats.reset": [
      .en: "Statistics reset for {bundle}.", .ru: "Статистика {bundle} сброшена.",
      .uk: "Статистику {bundle} скинуто.", .it: "Statistiche azzerate per {bundle}.",
    ],
    "stats.resetAll": [
      .en: "All statistics reset.", .ru: "Вся статистика сброшена.", .uk: "Усю статистику скинуто.",
      .it: "Tutte le statistiche azzerate.",
    ],
    "stats.nothingToReset": [
      .en: "Nothing to reset.", .ru: "Сбрасывать нечего.", .uk: "Скидати нічого.",
      .it: "Niente da azzerare.",
    ],
  ])
}
