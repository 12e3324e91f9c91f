#!/usr/bin/env bash
# One command: a 1,000,000-film IMDb-style list to a validated bundle, end to end
# (import → generate → write → validate), by qbank (release build), by a short jq
# script and by a short Python script, in the same run. Prints throughput (films a
# second) and peak memory (max RSS) for each.
#
#   bench/pipeline-1m.sh            # N=1000000; N=200000 bench/pipeline-1m.sh for a quick run
#   SKIP_JQ=1 bench/pipeline-1m.sh  # leave jq out (it needs several GiB of memory)
#
# The data is generated into bench/out/ (git-ignored). Targets: qbank at least 5x the
# throughput of both others; qbank's peak memory under 256 MiB.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000000}
OUT=bench/out
mkdir -p "$OUT"

echo "== building qbank (release)" >&2
swift build -c release --product qbank >&2
QBANK=$(swift build -c release --show-bin-path)/qbank

LIST="$OUT/imdb-$N.json"
if [ ! -f "$LIST" ]; then
  echo "== writing $LIST" >&2
  python3 bench/make-imdb-list.py "$N" "$LIST"
fi

# The same job for qbank: rated films, thresholds 2…9 by 0.5, margin 0.2, both
# comparisons, half Yes, one locale (en), no rounds.
cat > "$OUT/rules.yaml" <<'YAML'
locales: [en]
rules:
  - type: rating-threshold
    thresholds: {from: 2, to: 9, step: 0.5}
    comparisons: [greater, less]
    margin: 0.2
YAML

# run NAME COMMAND...: runs it under /usr/bin/time; appends "seconds maxKiB" to $OUT/NAME.time.
run() {
  local name=$1
  shift
  /usr/bin/time -f "%e %M" -o "$OUT/$name.step" "$@"
  cat "$OUT/$name.step" >> "$OUT/$name.time"
}

rm -f "$OUT"/*.time "$OUT"/*.step
echo "== qbank: import, generate, validate" >&2
run qbank "$QBANK" import --max-size 2G "$LIST" -o "$OUT/films-$N.jsonl"
run qbank "$QBANK" generate "$OUT/films-$N.jsonl" --rules "$OUT/rules.yaml" -o "$OUT/qbank-bundle-$N.json" --id bench
run qbank "$QBANK" validate "$OUT/qbank-bundle-$N.json"

echo "== python" >&2
run python python3 bench/pipeline.py "$LIST" "$OUT/python-bundle-$N.json"

if [ -z "${SKIP_JQ:-}" ]; then
  echo "== jq" >&2
  run jq sh -c "jq -f bench/pipeline.jq '$LIST' > '$OUT/jq-bundle-$N.json'"
  run jq sh -c "jq -r -f bench/pipeline-check.jq '$OUT/jq-bundle-$N.json'"
fi

report() {
  awk -v n="$N" -v name="$1" '
    { seconds += $1; if ($2 > peak) peak = $2 }
    END { printf "%-7s %8.2f s %12.0f films/s %9.1f MiB peak\n", name, seconds, n / seconds, peak / 1024 }
  ' "$OUT/$1.time"
}
echo
echo "$N films, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for tool in qbank python jq; do
  [ -f "$OUT/$tool.time" ] && report "$tool"
done | tee "$OUT/results.txt"
awk 'BEGIN { split("import generate validate", stage) }
  { printf "  qbank %-8s %7.2f s %9.1f MiB peak\n", stage[NR], $1, $2 / 1024 }' "$OUT/qbank.time" |
  tee -a "$OUT/results.txt"
q=$(awk '{ s += $1 } END { print s }' "$OUT/qbank.time")
for tool in python jq; do
  [ -f "$OUT/$tool.time" ] || continue
  t=$(awk '{ s += $1 } END { print s }' "$OUT/$tool.time")
  awk -v q="$q" -v t="$t" -v name="$tool" 'BEGIN { printf "qbank is %.1fx the throughput of %s\n", t / q, name }'
done | tee -a "$OUT/results.txt"
