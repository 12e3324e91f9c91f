#!/usr/bin/env bash
# How fast a big exported page opens: a generated bundle of QUESTIONS questions
# (default 10000) exported with `qbank export --to html`, opened from file:// in
# headless Chromium five times; prints the time until the page has parsed the
# bundle, checked its digest and shown its first screen ("ready"), and until the
# first question is on screen after pressing Start. Goal: under 2 s.
# Needs chromium, chromium-driver and python3-selenium. Outputs in bench/out/html/.
# Usage: bench/html-open.sh [QUESTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
out=bench/out/html
mkdir -p "$out/assets"

swift build -c release --product qbank >/dev/null
qbank="$(swift build -c release --show-bin-path)/qbank"

python3 - "$count" "$out" <<'PY'
import json, os, sys
count, out = int(sys.argv[1]), sys.argv[2]
locales = ["en", "ru", "uk", "it"]
questions = []
for i in range(count):
    rating = 5 + (i % 40) / 10
    q = {"id": f"q{i}", "kind": "yes-no",
         "prompt": {l: f"[{l}] Is film {i}'s rating greater than 7?" for l in locales},
         "choices": [{"id": "yes", "text": {l: "Yes" for l in locales}},
                     {"id": "no", "text": {l: "No" for l in locales}}],
         "correct": ["yes" if rating > 7 else "no"], "points": 1, "tags": ["imdb:top250"],
         "subject": {"title": f"Film {i}", "year": 1950 + i % 70},
         "provenance": {"source": "imdb", "sourceId": f"tt{i:07d}", "rule": "rating-threshold",
                        "values": {"rating": rating, "threshold": 7, "comparison": "greater"}}}
    questions.append(q)
bundle = {"format": "quizbank.bundle", "formatVersion": 1, "id": "bench-html", "version": "1.0.0",
          "title": {l: "Bench" for l in locales}, "locales": locales, "defaultLocale": "en",
          "settings": {"roundSize": 10, "feedbackDelayMs": 1000, "shuffleQuestions": True,
                       "shuffleChoices": False, "mode": "classic"}, "questions": questions}
json.dump(bundle, open(os.path.join(out, "bundle.json"), "w"))
PY

/usr/bin/time -f "export: %e s, %M KB max RSS" "$qbank" export "$out/bundle.json" --to html -o "$out/page.html" 2>&1 | tail -1
echo "page: $(du -h "$out/page.html" | cut -f1), $count questions"

# Debian's python3-selenium: a pyenv or venv python3 on PATH may not see it.
py=python3
$py -c 'import selenium' 2>/dev/null || py=/usr/bin/python3
"$py" - "$out/page.html" <<'PY'
import os, statistics, sys, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
options = webdriver.ChromeOptions()
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800"):
    options.add_argument(a)
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
url = "file://" + os.path.abspath(sys.argv[1])
ready, first = [], []
try:
    for _ in range(5):
        driver.get("about:blank")
        started = time.monotonic()
        driver.get(url)
        WebDriverWait(driver, 30, poll_frequency=0.01).until(
            lambda d: d.execute_script("return document.body && document.body.getAttribute('data-ready')"))
        ready.append(time.monotonic() - started)
        state = driver.execute_script("return document.getElementById('qb-notices').dataset.digest")
        assert state == "ok", f"digest state {state}"
        driver.find_element(By.ID, "qb-start").click()
        WebDriverWait(driver, 30, poll_frequency=0.01).until(
            lambda d: d.execute_script("return document.getElementById('qb-card') !== null"))
        first.append(time.monotonic() - started)
        driver.execute_script("localStorage.clear()")
finally:
    driver.quit()
fmt = lambda xs: f"median {statistics.median(xs):.2f} s (min {min(xs):.2f}, max {max(xs):.2f})"
print(f"open → ready (parsed, digest checked, splash): {fmt(ready)}")
print(f"open → first question on screen:              {fmt(first)}")
print("goal: under 2 s —", "met" if statistics.median(first) < 2 else "NOT met")
PY
