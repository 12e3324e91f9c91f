#!/usr/bin/env bash
# Times `qbank export` for every format and `qbank diff` on a generated bundle.
# Usage: bench/export.sh [QUESTIONS]   (default 20000; release build)
# Data and outputs go to bench/out/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-20000}"
out=bench/out/export
mkdir -p "$out/assets"

swift build -c release --product qbank >/dev/null
qbank="$(swift build -c release --show-bin-path)/qbank"

python3 - "$count" "$out" <<'PY'
import json, os, sys
count, out = int(sys.argv[1]), sys.argv[2]
open(os.path.join(out, "assets", "poster.jpg"), "wb").write(bytes(range(256)) * 40)
questions = []
for i in range(count):
    q = {"id": f"q{i}", "kind": ["yes-no", "multiple-choice", "multiple-response"][i % 3],
         "prompt": {"en": f"Question {i}: is {{this}} = #{i}?", "it": f"Domanda {i}?"},
         "points": 1 + i % 3, "tags": ["genre:drama", f"n:{i % 10}"], "difficulty": "medium"}
    if q["kind"] == "yes-no":
        q["choices"] = [{"id": "yes", "text": {"en": "Yes", "it": "Sì"}}, {"id": "no", "text": {"en": "No", "it": "No"}}]
        q["correct"] = ["yes" if i % 2 else "no"]
    else:
        q["choices"] = [{"id": c, "text": {"en": f"Choice {c} of {i}", "it": f"Scelta {c}"}} for c in "abcde"]
        q["correct"] = ["b"] if q["kind"] == "multiple-choice" else ["a", "c"]
    if i % 10 == 0:
        q["image"] = {"source": "assets/poster.jpg"}
    questions.append(q)
bundle = {"format": "quizbank.bundle", "formatVersion": 1, "id": "bench", "version": "1.0.0",
          "title": {"en": "Bench", "it": "Bench"}, "locales": ["en", "it"], "defaultLocale": "en",
          "settings": {"roundSize": 10, "feedbackDelayMs": 1000, "shuffleQuestions": True,
                       "shuffleChoices": False, "mode": "classic"}, "questions": questions}
json.dump(bundle, open(os.path.join(out, "bundle.json"), "w"))
bundle["version"] = "1.1.0"
bundle["questions"] = questions + [dict(questions[0], id="extra")]
json.dump(bundle, open(os.path.join(out, "bundle-next.json"), "w"))
PY

echo "qbank export, $count questions ($(du -h "$out/bundle.json" | cut -f1) bundle), release build"
run() {
  local label="$1"; shift
  /usr/bin/time -f "%e s  %M KB max RSS" -o "$out/time.txt" "$qbank" "$@" >/dev/null 2>&1 || true
  printf '%-22s %s\n' "$label" "$(cat "$out/time.txt")"
}
for format in xml-pack moodle-xml gift qti opentdb; do
  run "$format" export "$out/bundle.json" --to "$format" -o "$out/out.$format"
done
run "csv anki" export "$out/bundle.json" --to csv --flavor anki -o "$out/out.anki.csv"
run "csv kahoot" export "$out/bundle.json" --to csv --flavor kahoot -o "$out/out.kahoot.csv"
run "diff --check" diff --check "$out/bundle.json" "$out/bundle-next.json"
