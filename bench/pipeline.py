#!/usr/bin/env python3
"""The benchmark's job in plain Python: an IMDb list to a validated bundle.

import (json.load) -> rating-threshold questions (margin, balanced answers, stable ids)
-> bundle with a SHA-256 digest (sorted keys, indented) -> validate (read back, check).
Usage: pipeline.py IMDB.json OUT.json
"""
import hashlib
import json
import sys

THRESHOLDS = [2 + 0.5 * i for i in range(15)]
MARGIN = 0.2

def generate(items):
    questions = []
    for item in items:
        if not item.get("imDbRating"):
            continue
        rating = float(item["imDbRating"])
        safe = [t for t in THRESHOLDS if abs(rating - t) >= MARGIN
                and round(rating, 1) != t]
        if not safe:
            continue
        h = int(hashlib.sha256(("imdb:" + item["id"]).encode()).hexdigest()[:16], 16)
        threshold = safe[h % len(safe)]
        yes = len(questions) % 2 == 0
        above = rating > threshold
        comparison = ("greater" if above else "less") if yes else ("less" if above else "greater")
        shown = f"{threshold:g}"
        qid = "rating-" + hashlib.sha256(f"{item['id']}|{shown}".encode()).hexdigest()[:16]
        title = item["title"]
        questions.append({
            "id": qid, "kind": "yes-no", "points": 1, "tags": [],
            "prompt": {"en": f"Is the rating of “{title}” {comparison} than {shown}?"},
            "choices": [{"id": "yes", "text": {"en": "Yes"}}, {"id": "no", "text": {"en": "No"}}],
            "correct": ["yes" if yes else "no"],
            "subject": {"title": title, "year": int(item["year"])},
            "image": {"source": item["image"]},
            "provenance": {"source": "imdb", "sourceId": item["id"], "rule": "rating-threshold",
                           "values": {"rating": rating, "threshold": threshold,
                                      "comparison": comparison, "precision": 1}},
        })
    return questions

def validate(bundle):
    errors = 0
    seen = set()
    for q in bundle["questions"]:
        ids = {c["id"] for c in q["choices"]}
        if q["id"] in seen or not set(q["correct"]) <= ids or len(q["choices"]) != 2:
            errors += 1
        seen.add(q["id"])
        v = q["provenance"]["values"]
        shown = round(v["rating"], 1)
        holds = v["rating"] > v["threshold"] if v["comparison"] == "greater" else v["rating"] < v["threshold"]
        if shown == v["threshold"] or (q["correct"] == ["yes"]) != holds:
            errors += 1
    body = dict(bundle)
    digest = body.pop("digest")
    if hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":"),
                                 ensure_ascii=False).encode()).hexdigest() != digest:
        errors += 1
    return errors

def main():
    source, out = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as f:
        items = json.load(f)["items"]
    questions = generate(items)
    del items  # free the input before building the bundle
    bundle = {"format": "quizbank.bundle", "formatVersion": 1, "id": "bench", "version": "1.0.0",
              "title": {"en": "Bench"}, "locales": ["en"], "defaultLocale": "en",
              "settings": {"mode": "classic", "roundSize": 10, "feedbackDelayMs": 1000,
                           "shuffleQuestions": True, "shuffleChoices": False},
              "questions": questions}
    del questions
    bundle["digest"] = hashlib.sha256(json.dumps(bundle, sort_keys=True, separators=(",", ":"),
                                                 ensure_ascii=False).encode()).hexdigest()
    with open(out, "w", encoding="utf-8") as f:
        json.dump(bundle, f, sort_keys=True, indent=2, ensure_ascii=False)
    count = len(bundle["questions"])
    del bundle  # free the bundle before reading the file back
    with open(out, encoding="utf-8") as f:
        errors = validate(json.load(f))
    print(f"python: {count} questions, {errors} validation errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
