#!/usr/bin/env python3
"""Writes a bundle whose validation yields many findings, for timing `validate`.

Usage: make_findings_bundle.py SHAPE N OUT.json
  questions  N questions, each prompt in English only (3 missing locales each)
  choices    one question with N choices, each text in English only
  locales    a bundle declaring N locales, every text in English only
"""
import json
import sys

shape, count, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]


def question(i, choices=2):
    ids = [f"c{j}" for j in range(choices)]
    return {
        "choices": [{"id": c, "text": {"en": f"Choice {c}"}} for c in ids],
        "correct": [ids[0]],
        "id": f"q{i}",
        "kind": "multiple-choice",
        "points": 1,
        "prompt": {"en": f"Question number {i}?"},
    }


locales = ["en", "ru", "uk", "it"]
if shape == "questions":
    questions = [question(i) for i in range(count)]
elif shape == "choices":
    questions = [question(0, count)]
elif shape == "locales":
    locales = ["en"] + [f"x{i}" for i in range(count - 1)]
    questions = [question(0)]
else:
    sys.exit(f"unknown shape {shape}")

bundle = {
    "defaultLocale": "en",
    "format": "quizbank.bundle",
    "formatVersion": 1,
    "id": "findings",
    "locales": locales,
    "questions": questions,
    "settings": {"feedbackDelayMs": 1000, "mode": "classic", "roundSize": 10,
                 "shuffleChoices": False, "shuffleQuestions": True},
    "title": {"en": "Findings"},
    "version": "1.0.0",
}
with open(out, "w", encoding="utf-8") as f:
    f.write(json.dumps(bundle, sort_keys=True, indent=2, ensure_ascii=False) + "\n")
