#!/usr/bin/env python3
"""Writes a deterministic XML quiz pack of N yes-no rating questions (en and uk).

Usage: make_pack.py N OUT.xml
Each question has a subject, an image, two choices, a tag and typed provenance values;
the rating is at least 0.2 from the threshold, so the pack is valid (no QB123).
"""
import random
import sys

count, out = int(sys.argv[1]), sys.argv[2]
rng = random.Random(42)
with open(out, "w", encoding="utf-8") as f:
    w = f.write
    w('<?xml version="1.0" encoding="UTF-8"?>\n')
    w('<pack xmlns="https://quizbank.dev/ns/quizpack/1" id="bench-250k" version="1.0.0" '
      'default-locale="en" locales="en uk">\n')
    w('  <title>\n    <text xml:lang="en">Benchmark pack</text>\n'
      '    <text xml:lang="uk">Тестовий набір</text>\n  </title>\n')
    w('  <settings round-size="10" feedback-delay-ms="1000"/>\n')
    for i in range(count):
        threshold = rng.randint(5, 9)
        # At least 0.2 away, so the displayed rating never equals the threshold (QB123).
        rating = round(threshold + rng.choice((-1, 1)) * rng.uniform(0.2, 1.5), 1)
        yes = rating > threshold
        year = rng.randint(1950, 2024)
        film = f"tt{i:07d}"
        w(f'  <question id="q{i:06d}" kind="yes-no" correct="{"yes" if yes else "no"}" difficulty="medium">\n'
          f'    <prompt>\n'
          f'      <text xml:lang="en">Is this film\'s rating greater than {threshold}?</text>\n'
          f'      <text xml:lang="uk">Рейтинг цього фільму більший за {threshold}?</text>\n'
          f'    </prompt>\n'
          f'    <subject year="{year}">Film number {i}</subject>\n'
          f'    <image source="https://images.example.com/{film}.jpg"/>\n'
          f'    <choice id="yes">\n      <text xml:lang="en">Yes</text>\n      <text xml:lang="uk">Так</text>\n    </choice>\n'
          f'    <choice id="no">\n      <text xml:lang="en">No</text>\n      <text xml:lang="uk">Ні</text>\n    </choice>\n'
          f'    <tag>decade:{year // 10 * 10}s</tag>\n'
          f'    <provenance source="imdb" source-id="{film}" rule="rating-threshold">\n'
          f'      <values>\n'
          f'        <number name="rating">{rating}</number>\n'
          f'        <number name="threshold">{threshold}</number>\n'
          f'        <string name="comparison">greater</string>\n'
          f'      </values>\n'
          f'    </provenance>\n'
          f'  </question>\n')
    w('</pack>\n')
