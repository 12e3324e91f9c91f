#!/usr/bin/env python3
"""Writes an imdb-api.com-style list of N films (deterministic) for the benchmarks.

Usage: make-imdb-list.py N OUT.json
About 2% of the films are unreleased (empty rating, no votes), as in MostPopularMovies.
"""
import json
import random
import sys

def main():
    count = int(sys.argv[1])
    out = sys.argv[2]
    rng = random.Random(20261121)
    words = ["Night", "River", "Last", "Dream", "Shadow", "City", "Star", "Secret", "Road",
             "Winter", "Fire", "Glass", "Silent", "Golden", "Iron", "Lost", "Paper", "Blue"]
    with open(out, "w", encoding="utf-8") as f:
        f.write('{"items":[\n')
        for i in range(count):
            year = 1920 + rng.randrange(105)
            title = f"{rng.choice(words)} {rng.choice(words)} {i}"
            unreleased = rng.random() < 0.02
            rating = "" if unreleased else f"{rng.uniform(1.5, 9.6):.1f}"
            votes = "0" if unreleased else str(rng.randrange(5, 2_900_000))
            item = {
                "id": f"tt{1000000 + i}", "rank": str(i + 1), "rankUpDown": str(rng.randrange(-50, 50)),
                "title": title, "fullTitle": f"{title} ({year})", "year": str(year),
                "image": f"https://m.media-amazon.com/images/M/{i}._V1_.jpg",
                "crew": "Jane Doe (dir.), John Roe, Ann Poe",
                "imDbRating": rating, "imDbRatingCount": votes,
            }
            f.write(("," if i else "") + json.dumps(item, ensure_ascii=False) + "\n")
        f.write('],"errorMessage":""}\n')

if __name__ == "__main__":
    main()
