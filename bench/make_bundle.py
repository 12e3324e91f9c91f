#!/usr/bin/env python3
"""Writes a canonical bundle of N yes-no rating questions in en, ru, uk and it.

Usage: make_bundle.py N OUT.json

The file is laid out as QuizBank's canonical writer lays it out (sorted keys,
two-space indent) and carries a correct digest (RFC 8785 + SHA-256; the content
has only integral numbers and one-decimal ratings, which Python's json writes
the way RFC 8785 does).
"""
import hashlib
import json
import random
import sys

count, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(250000)
YES = {"en": "Yes", "it": "Sì", "ru": "Да", "uk": "Так"}
NO = {"en": "No", "it": "No", "ru": "Нет", "uk": "Ні"}


def question(i):
    tenths = rng.randint(10, 99)
    # RFC 8785 writes 7.0 as 7: keep integral ratings integers, as the canonical writer does.
    rating = tenths // 10 if tenths % 10 == 0 else tenths / 10
    threshold = rng.randint(2, 9)
    while abs(rating - threshold) < 0.1:
        threshold = rng.randint(2, 9)
    greater = rng.random() < 0.5
    holds = rating > threshold if greater else rating < threshold
    word = "greater" if greater else "less"
    prompt = {
        "en": f"Is this film's rating {word} than {threshold}?",
        "it": f"Il voto di questo film è {'maggiore' if greater else 'minore'} di {threshold}?",
        "ru": f"Рейтинг этого фильма {'больше' if greater else 'меньше'} чем {threshold}?",
        "uk": f"Рейтинг цього фільму {'більший' if greater else 'менший'} за {threshold}?",
    }
    tt = f"tt{1000000 + i:07d}"
    return {
        "choices": [{"id": "yes", "text": YES}, {"id": "no", "text": NO}],
        "correct": ["yes" if holds else "no"],
        "difficulty": "easy" if abs(rating - threshold) >= 1 else "medium",
        "id": f"imdb-{tt}-{word[0]}{threshold}",
        "image": {"source": f"https://m.media-amazon.com/images/M/{tt}.jpg"},
        "kind": "yes-no",
        "points": 1,
        "prompt": prompt,
        "provenance": {
            "rule": "rating-threshold",
            "source": "imdb",
            "sourceId": tt,
            "values": {"comparison": word, "rating": rating, "threshold": threshold},
        },
        "subject": {"title": f"Film number {i}", "year": 1950 + i % 75},
        "tags": ["imdb:top250" if rating >= 8 else "imdb:most-popular"],
    }


bundle = {
    "defaultLocale": "en",
    "format": "quizbank.bundle",
    "formatVersion": 1,
    "id": "bench-250k",
    "locales": ["en", "ru", "uk", "it"],
    "questions": [question(i) for i in range(count)],
    "settings": {"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10,
                 "shuffleChoices": False, "shuffleQuestions": True},
    "title": {"en": "Benchmark", "it": "Benchmark", "ru": "Бенчмарк", "uk": "Бенчмарк"},
    "version": "1.0.0",
}
canonical = json.dumps(bundle, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
bundle["digest"] = hashlib.sha256(canonical.encode("utf-8")).hexdigest()
with open(out, "w", encoding="utf-8") as f:
    f.write(json.dumps(bundle, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
