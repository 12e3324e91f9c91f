#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS: fuzz/run.sh TARGET SECONDS [libFuzzer flags...]
#
# TARGET is one of: json bundle json-import xml-import gift-import rules stats (fuzz/README.md).
# Builds the target once (release, -sanitize=fuzzer,address, scratch path
# .build-fuzz, the main package's build untouched), gathers a seed corpus from
# samples/, fuzz/seeds/ and ../shared/fixtures into a git-ignored work folder
# (.fuzz/TARGET), runs at the lowest priority on one core, and prints the
# executions, coverage (cov/ft), corpus size and crashes. A crash leaves its input
# in .fuzz/TARGET/crashes/. Exit status: 0 no crash, 1 crash, 64 usage.
set -euo pipefail

usage() {
  echo "usage: fuzz/run.sh TARGET SECONDS [libFuzzer flags...]" >&2
  echo "targets: json bundle json-import xml-import gift-import rules stats" >&2
  exit 64
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage

root=$(cd "$(dirname "$0")/.." && pwd)
fixtures=${QBANK_FIXTURES:-$root/../shared/fixtures}
case $target in
  json) dict=json; seeds=("$root/samples" "$fixtures" "$root/fuzz/seeds"); patterns=('*.json') ;;
  bundle) dict=json; seeds=("$root/samples" "$root/fuzz/seeds/bundle"); patterns=('*.json') ;;
  json-import)
    dict=json
    seeds=("$fixtures/imdb-api" "$fixtures/tmdb" "$fixtures/opentdb" "$root/samples/movie-quiz/sources")
    patterns=('*.json') ;;
  xml-import) dict=xml; seeds=("$root/samples/packs" "$fixtures/moodle-xml" "$fixtures/qti" "$root/fuzz/seeds/xml-import"); patterns=('*.xml') ;;
  gift-import) dict=gift; seeds=("$fixtures/gift"); patterns=('*.gift' '*.txt') ;;
  rules) dict=json; seeds=("$root/fuzz/seeds/rules" "$root/samples/movie-quiz"); patterns=('*.yaml' '*.json') ;;
  stats) dict=json; seeds=("$root/fuzz/seeds/stats"); patterns=('*.json') ;;
  *) usage ;;
esac

scratch=$root/.build-fuzz
binary=$scratch/release/fuzz-$target
if [[ ! -x $binary || -n ${QBANK_FUZZ_REBUILD:-} ]]; then
  echo "== building fuzz-$target (release, -sanitize=fuzzer,address)" >&2
  (cd "$root" && QBANK_FUZZ=1 nice -n 19 swift build -c release --scratch-path "$scratch" \
    --product "fuzz-$target" -Xswiftc -sanitize=fuzzer,address >&2)
fi

work=$root/.fuzz/$target
mkdir -p "$work/corpus" "$work/seeds" "$work/crashes"
rm -f "$work/seeds"/*
count=0
for folder in "${seeds[@]}"; do
  [[ -d $folder ]] || { echo "note: no seeds at $folder" >&2; continue; }
  for pattern in "${patterns[@]}"; do
    while IFS= read -r -d '' file; do
      cp "$file" "$work/seeds/$(printf '%04d' $count)-$(basename "$file")"
      count=$((count + 1))
    done < <(find "$folder" -type f -name "$pattern" -size -1024k -print0)
  done
done
# The JSON test suite's documents have no .json-only names worth keeping apart.
if [[ $target == json && -d $fixtures/json-test-suite/test_parsing ]]; then
  cp "$fixtures/json-test-suite/test_parsing"/* "$work/seeds/"
fi
echo "== fuzz-$target: $(ls "$work/seeds" | wc -l) seeds, $(ls "$work/corpus" | wc -l) in corpus, $seconds s" >&2

log=$work/last-run.log
status=0
SWIFT_BACKTRACE=enable=no nice -n 19 "$binary" "$work/corpus" "$work/seeds" \
  -dict="$root/fuzz/dict/$dict.dict" -max_total_time="$seconds" \
  -max_len=65536 -timeout=120 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$work/crashes/" "$@" >"$log" 2>&1 || status=$?

# The summary: libFuzzer's last status line and its final statistics.
grep -E '^#[0-9]+' "$log" | tail -1 || true
grep -E '^stat::' "$log" || true
echo "corpus: $(ls "$work/corpus" | wc -l) inputs"
crashes=$(ls "$work/crashes" | wc -l)
echo "crashes: $crashes (in $work/crashes)"
if [[ $status -ne 0 ]]; then
  grep -E 'ERROR|SUMMARY|Fatal error|==[0-9]+==' "$log" | head -5 || true
  exit 1
fi
