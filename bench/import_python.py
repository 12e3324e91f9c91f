#!/usr/bin/env python3
"""The benchmark's Python peers for `qbank import`: an imdb-api.com list to a JSON
Lines catalogue (sorted keys, compact, UTF-8), with the standard library's json or
with orjson (`--orjson`, from the bench virtual environment).

Usage: import_python.py [--orjson] LIST.json OUT.jsonl
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


def films(document, source):
    if document.get("errorMessage"):
        sys.exit(f"{source}: the IMDb API refused the request: {document['errorMessage']}")
    items = document.get("items", [])
    name = "imdb:most-popular" if items and "rankUpDown" in items[0] else "imdb:top250"
    seen = set()
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
        yield film


def main():
    args = sys.argv[1:]
    fast = args[:1] == ["--orjson"]
    source, target = args[1:] if fast else args
    if fast:
        import orjson
        with open(source, "rb") as f:
            document = orjson.loads(f.read())
        with open(target, "wb") as out:
            for film in films(document, source):
                out.write(orjson.dumps(film, option=orjson.OPT_SORT_KEYS | orjson.OPT_APPEND_NEWLINE))
    else:
        with open(source, encoding="utf-8") as f:
            document = json.load(f)
        with open(target, "w", encoding="utf-8") as out:
            for film in films(document, source):
                out.write(json.dumps(film, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
                out.write("\n")


if __name__ == "__main__":
    main()
