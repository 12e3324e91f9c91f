#!/usr/bin/env python3
"""The benchmark's Python baseline: the same job as `qbank import` with the
standard library's json: an imdb-api.com list to a JSON Lines catalogue.

Usage: import_python.py LIST.json OUT.jsonl
"""
import json
import sys


def number(text, kind):
    text = (text or "").replace(",", "").lstrip("+").strip()
    if not text:
        return None
    try:
        return kind(text)
    except ValueError:
        return None


def main():
    with open(sys.argv[1], encoding="utf-8") as source:
        document = json.load(source)
    if document.get("errorMessage"):
        sys.exit(f"{sys.argv[1]}: the IMDb API refused the request: {document['errorMessage']}")
    items = document.get("items", [])
    name = "imdb:most-popular" if items and "rankUpDown" in items[0] else "imdb:top250"
    seen = set()
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        for item in items:
            if not item.get("id") or not item.get("title") or item["id"] in seen:
                continue
            seen.add(item["id"])
            film = {
                "id": item["id"], "source": "imdb", "title": item["title"], "lists": [name],
                "genres": [], "countries": [],
                "crew": [c.strip() for c in item.get("crew", "").split(",") if c.strip()],
            }
            for key, field, kind in [("year", "year", int), ("rank", "rank", int),
                                     ("rankChange", "rankUpDown", int)]:
                value = number(item.get(field), kind)
                if value is not None:
                    film[key] = value
            votes = number(item.get("imDbRatingCount"), int)
            rating = number(item.get("imDbRating"), float)
            if rating is not None and votes != 0:
                film["rating"] = int(rating) if rating.is_integer() else rating
                if votes is not None:
                    film["voteCount"] = votes
            if item.get("image"):
                film["image"] = item["image"]
            out.write(json.dumps(film, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
            out.write("\n")


if __name__ == "__main__":
    main()
