#!/usr/bin/env bash
# Benchmark: `qbank validate` (release) against Python's jsonschema with our
# schema, on one generated bundle of 250,000 yes-no rating questions in four
# locales. Target: qbank at least 20x faster. Prints wall and CPU time of both,
# the ratios and peak RSS. On a shared machine wall time depends on the load;
# CPU time (user + system) much less so.
#
#   bench/validate-250k.sh                    # 250,000 questions
#   QUESTIONS=50000 bench/validate-250k.sh
#   SKIP_PYTHON=1 bench/validate-250k.sh      # qbank only (jsonschema takes minutes)
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
echo "bench: $(du -h "$bundle" | cut -f1) bundle, load average $(cut -d' ' -f1-3 /proc/loadavg)"

echo "bench: building qbank (release)"
swift build -c release --product qbank >/dev/null
qbank=$(swift build -c release --show-bin-path)/qbank

# Prints "wall cpu rss_kib" for a command (GNU time), and fails if the command fails.
measure() {
  local log status=0
  log=$(mktemp)
  /usr/bin/time -f '%e %U %S %M' -o "$log" "$@" >/dev/null 2>&1 || status=$?
  awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$log"
  rm -f "$log"
  return $status
}

"$qbank" validate "$bundle" >/dev/null 2>&1  # warm the page cache
best_wall="" best_cpu="" best_rss=""
for _ in 1 2 3; do
  read -r wall cpu rss < <(measure "$qbank" validate "$bundle")
  if [[ -z $best_cpu ]] || awk "BEGIN{exit !($cpu < $best_cpu)}"; then
    best_wall=$wall best_cpu=$cpu best_rss=$rss
  fi
done
echo "qbank validate:    ${best_wall} s wall, ${best_cpu} s CPU (best of 3), peak RSS $((best_rss / 1024)) MiB"

[[ -n ${SKIP_PYTHON:-} ]] && exit 0
read -r py_wall py_cpu py_rss < <(measure python3 bench/jsonschema_validate.py schemas/bundle-v1.schema.json "$bundle")
echo "python jsonschema: ${py_wall} s wall, ${py_cpu} s CPU, peak RSS $((py_rss / 1024)) MiB"
awk -v qw="$best_wall" -v qc="$best_cpu" -v pw="$py_wall" -v pc="$py_cpu" 'BEGIN {
  printf "ratio: %.1fx faster by wall time, %.1fx by CPU time (target: 20x)\n", pw / qw, pc / qc
  exit (pc / qc >= 20) ? 0 : 1
}'
