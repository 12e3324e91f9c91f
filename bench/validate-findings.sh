#!/usr/bin/env bash
# Benchmark: `qbank validate` text output against JSON output on bundles with many
# findings (issue 17, item 8: text output must be linear in findings). Prints wall
# time per shape and size, text and JSON.
#
#   bench/validate-findings.sh                  # the release build
#   QBANK=.build/debug/qbank bench/validate-findings.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"
if [[ -z ${QBANK:-} ]]; then
  swift build -c release --product qbank >/dev/null
  QBANK=$(swift build -c release --show-bin-path)/qbank
fi

run() {  # prints the wall time of one run, in seconds
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", e - s }'
}

for spec in ${SHAPES:-questions:1000 questions:2000 questions:4000 choices:5000 locales:50000}; do
  shape=${spec%%:*} count=${spec##*:}
  bundle=$out/findings-$shape-$count.json
  [[ -s $bundle ]] || python3 bench/make_findings_bundle.py "$shape" "$count" "$bundle"
  findings=$("$QBANK" validate --format json "$bundle" 2>/dev/null | grep -c '"code"' || true)
  text=$(run "$QBANK" validate "$bundle")
  json=$(run "$QBANK" validate --format json "$bundle")
  echo "$shape $count: $findings findings, text ${text} s, json ${json} s"
done
