#!/usr/bin/env python3
"""Writes a synthetic imdb-api.com MostPopularMovies-style list of N films.

Usage: gen-imdb-list.py N OUT.json
Deterministic (fixed seed). Pretty-printed with 4-space indents like the real
API dumps; about 370 bytes a film. Some titles are non-ASCII, about 1 in 12
films has no rating ("imDbRating": "", "imDbRatingCount": "0").
"""
import random
import sys

WORDS = ["Shadow", "River", "Night", "Léon", "Amélie", "Wall·E", "Tokyo", "Story",
         "Return", "Empire", "Dream", "Крик", "Winter", "Garden", "Ghost", "Fire",
         "Ocean", "City", "Last", "First", "Silent", "Golden", "Iron", "Star"]
NAMES = ["Frank Darabont", "Tim Robbins", "Morgan Freeman", "Toshirô Mifune",
         "Audrey Tautou", "Christopher Nolan", "Ellen Page", "Song Kang-ho"]


def main():
    count = int(sys.argv[1])
    rng = random.Random(42)
    with open(sys.argv[2], "w", encoding="utf-8", newline="\n") as out:
        out.write('{\n  "items": [\n')
        for i in range(count):
            title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 4)))
            year = rng.randint(1920, 2024)
            rated = rng.randrange(12) != 0
            rating = f"{rng.randint(10, 95) / 10:.1f}" if rated else ""
            votes = str(rng.randint(1, 2_900_000)) if rated else "0"
            change = rng.choice(["0", f"+{rng.randint(1, 3000):,}", f"-{rng.randint(1, 500)}"])
            crew = ", ".join([rng.choice(NAMES) + " (dir.)"] + rng.sample(NAMES, 2))
            image = "https://m.media-amazon.com/images/M/MV5B%08x._V1_Ratio0.6716_AL_.jpg" % (i * 2654435761 % 2**32)
            out.write(
                '    {\n'
                f'      "id": "tt{i + 1000000:08d}",\n'
                f'      "rank": "{i + 1}",\n'
                f'      "rankUpDown": "{change}",\n'
                f'      "title": "{title}",\n'
                f'      "fullTitle": "{title} ({year})",\n'
                f'      "year": "{year}",\n'
                f'      "image": "{image}",\n'
                f'      "crew": "{crew}",\n'
                f'      "imDbRating": "{rating}",\n'
                f'      "imDbRatingCount": "{votes}"\n'
                '    }' + (",\n" if i + 1 < count else "\n"))
        out.write('  ],\n  "errorMessage": ""\n}\n')


if __name__ == "__main__":
    main()
