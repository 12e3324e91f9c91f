// The QuizBank page player: plays the bundle embedded in this page.
// An independent consumer of docs/bundle-format.md: no dependency, no network.
// Every text that comes from the bundle is inserted with textContent, never as HTML.
(function () {
  'use strict';

  const UI = {
    en: {
      language: 'Language', loading: 'Loading…', start: 'Start', playAgain: 'Play again',
      newGame: 'New game', question: 'Question {x} of {y}', score: 'Score: {s}',
      yes: 'Yes', no: 'No', right: 'Right!', wrong: 'Wrong.', answerWas: 'The answer: {a}',
      submit: 'Answer', result: 'Your result: {c} of {t}', played: 'Rounds played: {n}',
      record: 'Record: {c} of {t} ({d})', accuracy: 'Average accuracy: {p}',
      highScore: 'High score: {s}', noHighScore: 'No high score yet',
      gameOver: 'Game over: {s} points', newRecord: 'New record!', keysClassic: 'Keys: Y — yes, N — no',
      keysMenu: 'Keys: 1–9 choose an answer', keysMulti: 'Keys: 1–9 pick or unpick, Enter answers', keysSummary: 'Enter — play again',
      noImage: 'No picture', error: 'Something went wrong: {m}', retry: 'Try again',
      digestOk: 'Bundle checked: the digest matches.',
      digestBad: 'Warning: this bundle was changed after it was made — its digest does not match. Its questions may be wrong.',
      digestMissing: 'This bundle has no digest: it cannot be checked.',
      digestUnavailable: 'This browser cannot check the bundle digest.',
      statsReset: 'The saved statistics were damaged and have been reset.',
      storageOff: 'Statistics cannot be saved in this browser; they last until the page is closed.',
      noQuestions: 'the bundle has no questions to play',
      notBundle: 'this page does not hold a QuizBank bundle (version 1)',
    },
    ru: {
      language: 'Язык', loading: 'Загрузка…', start: 'Начать', playAgain: 'Сыграть ещё раз',
      newGame: 'Новая игра', question: 'Вопрос {x} из {y}', score: 'Счёт: {s}',
      yes: 'Да', no: 'Нет', right: 'Верно!', wrong: 'Неверно.', answerWas: 'Правильный ответ: {a}',
      submit: 'Ответить', result: 'Ваш результат: {c} из {t}', played: 'Сыграно раундов: {n}',
      record: 'Рекорд: {c} из {t} ({d})', accuracy: 'Средняя точность: {p}',
      highScore: 'Рекорд: {s}', noHighScore: 'Рекорда пока нет',
      gameOver: 'Игра окончена: {s} очк.', newRecord: 'Новый рекорд!', keysClassic: 'Клавиши: Y — да, N — нет',
      keysMenu: 'Клавиши: 1–9 — выбрать ответ', keysMulti: 'Клавиши: 1–9 — отметить, Enter — ответить', keysSummary: 'Enter — сыграть ещё раз',
      noImage: 'Нет картинки', error: 'Что-то пошло не так: {m}', retry: 'Попробовать снова',
      digestOk: 'Набор проверен: контрольная сумма совпадает.',
      digestBad: 'Внимание: набор изменён после создания — контрольная сумма не совпадает. Вопросы могут быть неверны.',
      digestMissing: 'У набора нет контрольной суммы: проверить его нельзя.',
      digestUnavailable: 'Этот браузер не может проверить контрольную сумму.',
      statsReset: 'Сохранённая статистика была повреждена и сброшена.',
      storageOff: 'Этот браузер не сохраняет статистику; она живёт, пока открыта страница.',
      noQuestions: 'в наборе нет вопросов', notBundle: 'на странице нет набора QuizBank (версии 1)',
    },
    uk: {
      language: 'Мова', loading: 'Завантаження…', start: 'Почати', playAgain: 'Зіграти ще',
      newGame: 'Нова гра', question: 'Питання {x} з {y}', score: 'Рахунок: {s}',
      yes: 'Так', no: 'Ні', right: 'Правильно!', wrong: 'Неправильно.', answerWas: 'Правильна відповідь: {a}',
      submit: 'Відповісти', result: 'Ваш результат: {c} з {t}', played: 'Зіграно раундів: {n}',
      record: 'Рекорд: {c} з {t} ({d})', accuracy: 'Середня точність: {p}',
      highScore: 'Рекорд: {s}', noHighScore: 'Рекорду ще немає',
      gameOver: 'Гру завершено: {s} бал.', newRecord: 'Новий рекорд!', keysClassic: 'Клавіші: Y — так, N — ні',
      keysMenu: 'Клавіші: 1–9 — вибрати відповідь', keysMulti: 'Клавіші: 1–9 — позначити, Enter — відповісти', keysSummary: 'Enter — зіграти ще',
      noImage: 'Немає зображення', error: 'Щось пішло не так: {m}', retry: 'Спробувати ще',
      digestOk: 'Набір перевірено: контрольна сума збігається.',
      digestBad: 'Увага: набір змінено після створення — контрольна сума не збігається. Питання можуть бути хибні.',
      digestMissing: 'Набір не має контрольної суми: перевірити його не можна.',
      digestUnavailable: 'Цей браузер не може перевірити контрольну суму.',
      statsReset: 'Збережену статистику пошкоджено, її скинуто.',
      storageOff: 'Цей браузер не зберігає статистику; вона живе, доки відкрита сторінка.',
      noQuestions: 'у наборі немає питань', notBundle: 'на сторінці немає набору QuizBank (версії 1)',
    },
    it: {
      language: 'Lingua', loading: 'Caricamento…', start: 'Inizia', playAgain: 'Gioca ancora',
      newGame: 'Nuova partita', question: 'Domanda {x} di {y}', score: 'Punteggio: {s}',
      yes: 'Sì', no: 'No', right: 'Giusto!', wrong: 'Sbagliato.', answerWas: 'La risposta: {a}',
      submit: 'Rispondi', result: 'Il tuo risultato: {c} su {t}', played: 'Round giocati: {n}',
      record: 'Record: {c} su {t} ({d})', accuracy: 'Precisione media: {p}',
      highScore: 'Record: {s}', noHighScore: 'Ancora nessun record',
      gameOver: 'Partita finita: {s} punti', newRecord: 'Nuovo record!', keysClassic: 'Tasti: Y — sì, N — no',
      keysMenu: 'Tasti: 1–9 scelgono una risposta', keysMulti: 'Tasti: 1–9 segnano, Invio risponde', keysSummary: 'Invio — gioca ancora',
      noImage: 'Nessuna immagine', error: 'Qualcosa è andato storto: {m}', retry: 'Riprova',
      digestOk: 'Pacchetto verificato: il digest corrisponde.',
      digestBad: 'Attenzione: il pacchetto è stato modificato dopo la creazione — il digest non corrisponde. Le domande potrebbero essere sbagliate.',
      digestMissing: 'Il pacchetto non ha un digest: non si può verificare.',
      digestUnavailable: 'Questo browser non può verificare il digest.',
      statsReset: 'Le statistiche salvate erano danneggiate e sono state azzerate.',
      storageOff: 'Questo browser non salva le statistiche; durano finché la pagina è aperta.',
      noQuestions: 'il pacchetto non ha domande', notBundle: 'questa pagina non contiene un pacchetto QuizBank (versione 1)',
    },
  };
  const RTL = ['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ug', 'ckb'];
  // Y/N/Enter on Russian and Ukrainian layouts: н = y, т = n.
  const YES_KEYS = ['y', 'н'];
  const NO_KEYS = ['n', 'т'];

  const $ = (id) => document.getElementById(id);
  const main = $('qb-main');
  const params = new URLSearchParams(location.search);
  let bundle = null;
  let images = {};
  let locale = 'en';
  let store = null;
  let screen = null; // the current screen's key handler and redraw
  let busy = false; // true during the feedback delay: keys are dropped

  // ---------- helpers ----------
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === 'class') node.className = value;
      else if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children) if (child != null) node.append(child);
    return node;
  }
  function ui(key, values) {
    const table = UI[locale] || UI[locale.split('-')[0]] || UI.en;
    let text = table[key] || UI.en[key];
    for (const [k, v] of Object.entries(values || {})) text = text.split('{' + k + '}').join(String(v));
    return text;
  }
  function tr(localized) {
    if (!localized || typeof localized !== 'object') return '';
    return localized[locale] || localized[bundle.defaultLocale] || Object.values(localized)[0] || '';
  }
  const num = (n) => new Intl.NumberFormat(locale).format(n);
  const pct = (f) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(f);
  const when = (iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  // The page's own logo, a clapperboard drawn as SVG (no emoji font needed).
  function logo() {
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('viewBox', '0 0 64 64');
    svg.setAttribute('class', 'logo');
    svg.setAttribute('aria-hidden', 'true');
    const shapes = [
      ['rect', { x: 6, y: 24, width: 52, height: 34, rx: 4, class: 'logo-body' }],
      ['path', { d: 'M6 12 L56 4 L58 16 L8 24 Z', class: 'logo-top' }],
      ['path', { d: 'M16 10.5 L24 22 M30 8.5 L38 20 M44 6.5 L52 18', class: 'logo-stripe' }],
      ['path', { d: 'M27 33 L41 41 L27 49 Z', class: 'logo-play' }],
    ];
    for (const [tag, attrs] of shapes) {
      const shape = document.createElementNS(ns, tag);
      for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, v);
      svg.append(shape);
    }
    return svg;
  }
  function notice(kind, text) {
    const box = el('p', { class: 'notice ' + kind, 'data-notice': kind, text });
    $('qb-notices').append(box);
    return box;
  }
  function show(...nodes) {
    main.replaceChildren(...nodes.filter((node) => node != null));
  }
  function focusFirst() {
    const target = main.querySelector('button:not([disabled])');
    if (target) target.focus();
  }

  // ---------- the digest: RFC 8785 (JCS) over the bundle without `digest` ----------
  function jcs(value) {
    if (value === null) return 'null';
    switch (typeof value) {
      case 'boolean': return value ? 'true' : 'false';
      case 'number':
        if (!Number.isFinite(value)) throw new Error('not a finite number');
        return String(value); // ECMAScript Number::toString is RFC 8785's number form
      case 'string': return JSON.stringify(value); // RFC 8785 string escaping is JSON.stringify's
      case 'object':
        if (Array.isArray(value)) return '[' + value.map(jcs).join(',') + ']';
        // The default sort compares UTF-16 code units, as RFC 8785 requires.
        return '{' + Object.keys(value).sort().map((k) => JSON.stringify(k) + ':' + jcs(value[k])).join(',') + '}';
      default: throw new Error('not JSON');
    }
  }
  async function digestOf(parsed) {
    const copy = Object.assign({}, parsed);
    delete copy.digest;
    const bytes = new TextEncoder().encode(jcs(copy));
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    return Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  async function checkDigest() {
    const status = $('qb-notices');
    let state;
    if (typeof bundle.digest !== 'string') state = 'missing';
    else if (!window.crypto || !crypto.subtle) state = 'unavailable';
    else {
      try { state = (await digestOf(bundle)) === bundle.digest ? 'ok' : 'mismatch'; } catch (e) { state = 'mismatch'; }
    }
    status.setAttribute('data-digest', state);
    const key = { ok: 'digestOk', mismatch: 'digestBad', missing: 'digestMissing', unavailable: 'digestUnavailable' }[state];
    const box = notice(state === 'ok' ? 'ok' : 'warning', ui(key));
    box.id = 'qb-digest';
    box.setAttribute('data-i18n', key);
  }

  // ---------- statistics in localStorage, keyed by bundle id ----------
  function emptyStats() {
    return { roundsPlayed: 0, questionsAnswered: 0, correctAnswers: 0, totalScore: 0, bestRound: null, highScore: null, lastPlayed: null };
  }
  function validStats(s) {
    const count = (n) => Number.isInteger(n) && n >= 0;
    const mark = (m) => m === null || (m && typeof m === 'object' && count(m.correct) && count(m.total) && count(m.score) && !isNaN(Date.parse(m.date)));
    return s && typeof s === 'object' && count(s.roundsPlayed) && count(s.questionsAnswered) && count(s.correctAnswers) &&
      count(s.totalScore) && s.correctAnswers <= s.questionsAnswered && mark(s.bestRound) && mark(s.highScore);
  }
  function openStore(id) {
    const key = 'qbank:stats:' + id;
    let storage = null;
    try { storage = window.localStorage; storage.getItem(key); } catch (e) { storage = null; }
    let stats = emptyStats();
    if (!storage) notice('warning', ui('storageOff')).setAttribute('data-i18n', 'storageOff');
    else {
      const raw = storage.getItem(key);
      if (raw !== null) {
        let parsed = null;
        try { parsed = JSON.parse(raw); } catch (e) { parsed = null; }
        if (validStats(parsed)) stats = Object.assign(emptyStats(), parsed);
        else {
          storage.removeItem(key);
          const box = notice('warning', ui('statsReset'));
          box.setAttribute('data-i18n', 'statsReset');
        }
      }
    }
    return {
      stats,
      save() { if (storage) { try { storage.setItem(key, JSON.stringify(this.stats)); } catch (e) { /* full or denied: keep in memory */ } } },
    };
  }
  function recordRound(correct, total, score) {
    const s = store.stats;
    const now = new Date().toISOString();
    s.roundsPlayed += 1;
    s.questionsAnswered += total;
    s.correctAnswers += correct;
    s.totalScore += score;
    s.lastPlayed = now;
    const mark = { correct, total, score, date: now };
    // The earliest wins a tie: replace only when strictly better.
    if (!s.bestRound || correct > s.bestRound.correct) s.bestRound = mark;
    let beaten = false;
    if (!s.highScore || score > s.highScore.score) { s.highScore = mark; beaten = true; }
    store.save();
    return beaten;
  }

  // ---------- the deck ----------
  function shuffled(list) {
    const a = list.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
  const deck = { cards: [], roundIndex: 0 };
  function nextRound() {
    const byId = new Map(bundle.questions.map((q) => [q.id, q]));
    if (Array.isArray(bundle.rounds) && bundle.rounds.length) {
      const round = bundle.rounds[deck.roundIndex % bundle.rounds.length];
      deck.roundIndex += 1;
      const list = round.questions.map((id) => byId.get(id)).filter(Boolean);
      if (list.length) return list;
    }
    const size = Math.max(1, Math.min(bundle.settings.roundSize || 10, bundle.questions.length));
    const round = [];
    while (round.length < size) {
      if (!deck.cards.length) {
        deck.cards = bundle.settings.shuffleQuestions ? shuffled(bundle.questions) : bundle.questions.slice();
      }
      round.push(deck.cards.shift());
    }
    return round;
  }
  function feedbackDelay() {
    const override = params.get('delay');
    if (override !== null && /^\d+$/.test(override)) return Number(override);
    return bundle.settings.feedbackDelayMs;
  }

  // ---------- the question screen (both modes) ----------
  function cardImage(q) {
    const source = q.image && q.image.source;
    const url = source && Object.prototype.hasOwnProperty.call(images, source) ? images[source] : null;
    const alt = q.image ? tr(q.image.alt) : '';
    if (url) return el('img', { class: 'picture', src: url, alt: alt || (q.subject ? q.subject.title : '') });
    if (bundle.settings.mode === 'menu' && !q.subject) return null;
    const label = q.subject ? q.subject.title + (q.subject.year ? ' (' + q.subject.year + ')' : '') : ui('noImage');
    return el('div', { class: 'picture placeholder', role: 'img', 'aria-label': alt || label },
      el('span', { dir: 'auto', text: label }));
  }
  function playQuestion(game, onAnswered) {
    const q = game.round[game.index];
    const menu = bundle.settings.mode === 'menu';
    const yesNo = q.kind === 'yes-no';
    const multi = q.kind === 'multiple-response';
    let choices = q.choices.slice();
    if (bundle.settings.shuffleChoices && !yesNo) choices = shuffled(choices);
    const header = el('p', { class: 'progress', id: 'qb-progress' },
      el('span', { text: ui('question', { x: num(game.index + 1), y: num(game.round.length) }) }),
      menu ? el('span', { id: 'qb-score', text: ui('score', { s: num(game.score) }) }) : null);
    const feedback = el('p', { class: 'feedback', id: 'qb-feedback', 'aria-live': 'assertive' });
    const picture = cardImage(q);
    const card = el('section', { class: 'card', id: 'qb-card', 'data-question-id': q.id },
      picture,
      q.subject && picture && picture.tagName === 'IMG' ? el('p', { class: 'subject', dir: 'auto', text: q.subject.title + (q.subject.year ? ' (' + q.subject.year + ')' : '') }) : null,
      el('h2', { class: 'prompt', id: 'qb-prompt', dir: 'auto', text: tr(q.prompt) }));
    const buttons = [];
    const picked = new Set();
    const list = el('div', { class: yesNo ? 'answers yes-no' : 'answers numbered', role: 'group', 'aria-labelledby': 'qb-prompt' });
    choices.forEach((choice, i) => {
      const label = yesNo ? (choice.id === 'yes' ? ui('yes') : choice.id === 'no' ? ui('no') : tr(choice.text)) : tr(choice.text);
      const button = el('button', { type: 'button', class: 'answer', 'data-choice': choice.id },
        el('span', { class: 'key', 'aria-hidden': 'true', text: yesNo ? (choice.id === 'no' ? 'N' : 'Y') : String(i + 1) }),
        el('span', { class: 'mark', 'aria-hidden': 'true' }),
        el('span', { class: 'label', dir: 'auto', text: yesNo ? tr(choice.text) || label : label }));
      if (multi) button.setAttribute('aria-pressed', 'false');
      button.addEventListener('click', () => (multi ? toggle(choice.id, button) : answer([choice.id])));
      buttons.push(button);
      list.append(button);
    });
    const submit = multi ? el('button', { type: 'button', class: 'submit', id: 'qb-submit', text: ui('submit'), onclick: () => answer(Array.from(picked)) }) : null;
    const hint = el('p', { class: 'hint', text: multi ? ui('keysMulti') : menu || !yesNo ? ui('keysMenu') : ui('keysClassic') });
    function toggle(id, button) {
      if (busy) return;
      if (picked.has(id)) picked.delete(id); else picked.add(id);
      button.setAttribute('aria-pressed', picked.has(id) ? 'true' : 'false');
    }
    function answer(ids) {
      if (busy) return;
      busy = true;
      document.body.dataset.answeredAt = String(performance.now()); // for tests: the delay as the page saw it
      const correct = new Set(q.correct);
      const right = ids.length === correct.size && ids.every((id) => correct.has(id));
      for (const button of buttons) {
        const id = button.getAttribute('data-choice');
        const chosen = ids.includes(id);
        button.disabled = true;
        if (chosen) button.classList.add('chosen');
        if (correct.has(id) && (chosen || !right)) { button.classList.add('right'); button.querySelector('.mark').textContent = '✓'; }
        else if (chosen) { button.classList.add('wrong'); button.querySelector('.mark').textContent = '✗'; }
      }
      if (submit) submit.disabled = true;
      card.classList.add(right ? 'right' : 'wrong');
      card.setAttribute('data-result', right ? 'right' : 'wrong');
      feedback.className = 'feedback ' + (right ? 'right' : 'wrong');
      feedback.textContent = (right ? '✓ ' + ui('right') : '✗ ' + ui('wrong'));
      if (!right) {
        const names = choices.filter((c) => correct.has(c.id)).map((c) => (yesNo && (c.id === 'yes' || c.id === 'no') ? ui(c.id) : tr(c.text)));
        feedback.append(' ', el('span', { dir: 'auto', text: ui('answerWas', { a: names.join(', ') }) }));
      }
      if (q.explanation) feedback.append(el('span', { class: 'explanation', dir: 'auto', text: tr(q.explanation) }));
      const points = right ? (Number.isInteger(q.points) ? q.points : 1) : 0;
      if (menu && right) $('qb-score').textContent = ui('score', { s: num(game.score + points) });
      setTimeout(() => { busy = false; onAnswered(right, points); }, feedbackDelay());
    }
    screen = {
      key(event) {
        const k = event.key.toLowerCase();
        if (yesNo && YES_KEYS.includes(k)) { const b = buttons.find((x) => x.dataset.choice === 'yes'); if (b) b.click(); return true; }
        if (yesNo && NO_KEYS.includes(k)) { const b = buttons.find((x) => x.dataset.choice === 'no'); if (b) b.click(); return true; }
        if (/^[1-9]$/.test(k) && Number(k) <= buttons.length) { buttons[Number(k) - 1].click(); return true; }
        if (multi && k === 'enter') { submit.click(); return true; } // Enter answers, even on a focused box
        return false;
      },
      redraw() { /* a question is not redrawn mid-answer: the switch applies from the next one */ },
    };
    show(header, card, list, submit, feedback, hint);
    document.body.dataset.shownAt = String(performance.now());
    focusFirst();
  }
  function playRound(onDone) {
    const game = { round: nextRound(), index: 0, correct: 0, score: 0 };
    const step = () => playQuestion(game, (right, points) => {
      if (right) { game.correct += 1; game.score += points; }
      game.index += 1;
      if (game.index < game.round.length) step();
      else onDone(game);
    });
    step();
  }

  // ---------- classic mode: splash, rounds, summary ----------
  function splash() {
    const draw = () => {
      show(el('section', { class: 'splash', id: 'qb-splash' },
        logo(),
        el('h2', { dir: 'auto', text: tr(bundle.title) }),
        bundle.description ? el('p', { dir: 'auto', class: 'description', text: tr(bundle.description) }) : null,
        el('button', { type: 'button', class: 'primary', id: 'qb-start', text: ui('start'), onclick: () => playRound(summary) })));
      focusFirst();
    };
    screen = { key: (e) => (e.key === 'Enter' && !e.target.closest('button') ? ($('qb-start').click(), true) : false), redraw: draw };
    draw();
  }
  function summary(game) {
    recordRound(game.correct, game.round.length, game.score);
    const draw = () => {
      const s = store.stats;
      show(el('section', { class: 'summary', id: 'qb-summary' },
        el('h2', { id: 'qb-result', text: ui('result', { c: num(game.correct), t: num(game.round.length) }) }),
        el('p', { id: 'qb-played', text: ui('played', { n: num(s.roundsPlayed) }) }),
        s.bestRound ? el('p', { id: 'qb-record', text: ui('record', { c: num(s.bestRound.correct), t: num(s.bestRound.total), d: when(s.bestRound.date) }) }) : null,
        el('p', { id: 'qb-accuracy', text: ui('accuracy', { p: pct(s.questionsAnswered ? s.correctAnswers / s.questionsAnswered : 0) }) }),
        el('button', { type: 'button', class: 'primary', id: 'qb-again', text: ui('playAgain'), onclick: () => playRound(summary) }),
        el('p', { class: 'hint', text: ui('keysSummary') })));
      focusFirst();
    };
    screen = { key: (e) => (e.key === 'Enter' && !e.target.closest('button') ? ($('qb-again').click(), true) : false), redraw: draw };
    draw();
  }

  // ---------- menu mode: main menu, games, high score ----------
  function menuScreen(last) {
    const picture = bundle.questions.map((q) => q.image && images[q.image.source]).find(Boolean);
    const draw = () => {
      const high = store.stats.highScore;
      show(el('section', { class: 'menu', id: 'qb-menu' },
        picture ? el('img', { class: 'logo-picture', src: picture, alt: '' }) : logo(),
        el('h2', { dir: 'auto', text: tr(bundle.title) }),
        last ? el('p', { id: 'qb-game-result', text: ui('gameOver', { s: num(last.score) }) }) : null,
        last && last.beaten ? el('p', { id: 'qb-new-record', class: 'record', text: '★ ' + ui('newRecord') }) : null,
        el('p', { id: 'qb-high-score', text: high ? ui('highScore', { s: num(high.score) }) : ui('noHighScore') }),
        el('button', { type: 'button', class: 'primary', id: 'qb-new-game', text: ui('newGame'), onclick: () => playRound(endGame) })));
      focusFirst();
    };
    screen = {
      key: (e) => ((e.key === 'Enter' && !e.target.closest('button')) || e.key.toLowerCase() === 'n' || e.key.toLowerCase() === 'т' ? ($('qb-new-game').click(), true) : false),
      redraw: draw,
    };
    draw();
  }
  function endGame(game) {
    const beaten = recordRound(game.correct, game.round.length, game.score);
    menuScreen({ score: game.score, beaten });
  }

  // ---------- languages ----------
  function setLocale(next) {
    locale = next;
    const base = locale.split('-')[0];
    document.documentElement.lang = locale;
    document.documentElement.dir = RTL.includes(base) ? 'rtl' : 'ltr';
    $('qb-lang-label').textContent = ui('language');
    document.title = tr(bundle.title);
    $('qb-title').textContent = tr(bundle.title);
    for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = ui(node.getAttribute('data-i18n'));
    try { localStorage.setItem('qbank:lang:' + bundle.id, locale); } catch (e) { /* not kept */ }
    if (screen) screen.redraw();
  }
  function languageName(tag) {
    try { return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) || tag; } catch (e) { return tag; }
  }
  function initialLocale() {
    let saved = null;
    try { saved = localStorage.getItem('qbank:lang:' + bundle.id); } catch (e) { saved = null; }
    const chosen = document.documentElement.getAttribute('data-lang-chosen') === 'true' ? document.documentElement.lang : null;
    const wanted = [params.get('lang'), saved, chosen, ...(navigator.languages || [])].filter(Boolean);
    for (const tag of wanted) {
      if (bundle.locales.includes(tag)) return tag;
      const base = bundle.locales.find((l) => l.split('-')[0] === tag.split('-')[0]);
      if (base) return base;
    }
    return bundle.defaultLocale;
  }
  function setupLanguages() {
    const select = $('qb-lang');
    for (const tag of bundle.locales) select.append(el('option', { value: tag, text: languageName(tag) }));
    select.value = locale;
    select.addEventListener('change', () => setLocale(select.value));
  }

  // ---------- start ----------
  function fail(message) {
    screen = null;
    show(el('section', { class: 'error', id: 'qb-error', role: 'alert' },
      el('p', { text: ui('error', { m: message }) }),
      el('button', { type: 'button', class: 'primary', id: 'qb-retry', text: ui('retry'), onclick: () => location.reload() })));
    focusFirst();
  }
  function load() {
    let parsed;
    try { parsed = JSON.parse($('qb-bundle').textContent); } catch (e) { return fail(e.message); }
    if (!parsed || parsed.format !== 'quizbank.bundle' || parsed.formatVersion !== 1 || !Array.isArray(parsed.questions) ||
        !Array.isArray(parsed.locales) || !parsed.settings) return fail(ui('notBundle'));
    if (!parsed.questions.length) { bundle = parsed; return fail(ui('noQuestions')); }
    try { images = JSON.parse($('qb-images').textContent) || {}; } catch (e) { images = {}; }
    return parsed;
  }
  document.addEventListener('keydown', (event) => {
    if (busy || !screen || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target.closest && event.target.closest('select, input, textarea')) return;
    if (screen.key(event)) event.preventDefault();
  });
  async function start() {
    const parsed = load();
    if (!parsed) { document.body.setAttribute('data-ready', 'error'); return; }
    bundle = parsed;
    locale = initialLocale();
    setupLanguages();
    setLocale(locale);
    await checkDigest();
    store = openStore(bundle.id);
    if (bundle.settings.mode === 'menu') menuScreen(null); else splash();
    document.body.setAttribute('data-ready', 'true');
  }
  window.qbankPage = { jcs, digestOf }; // for tests and for checking other bundles by hand
  start().catch((e) => fail(String(e && e.message || e)));
})();
