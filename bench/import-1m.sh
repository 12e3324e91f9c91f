#!/usr/bin/env bash
# Benchmark: `qbank import` of a synthetic 1,000,000-film IMDb-style list
# (about 410 MB) to a JSON Lines catalogue, beside jq and Python's json doing
# the same job on the same file, in the same run. Reports throughput (MB/s)
# and peak memory (max RSS) for each. Throughput is given by wall-clock time
# and by CPU time (user + system), which a busy machine disturbs less.
#
# Usage: bench/import-1m.sh [FILMS]      (default 1000000)
# Needs: swift, python3, jq and GNU time (/usr/bin/time); installs Debian's jq
# and time when missing. Data and outputs go to bench/out/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

films=${1:-1000000}
out=bench/out
mkdir -p "$out"
input="$out/imdb-list-$films.json"

need=()
command -v jq >/dev/null 2>&1 || need+=(jq)
[[ -x /usr/bin/time ]] || need+=(time)
if ((${#need[@]})); then
  echo "bench: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [[ ! -s "$input" ]]; then
  echo "bench: generating $films films into $input"
  python3 bench/gen-imdb-list.py "$films" "$input.tmp"
  mv "$input.tmp" "$input"
fi
bytes=$(stat -c %s "$input")

echo "bench: building qbank (release)"
swift build -c release --product qbank >/dev/null
qbank="$(swift build -c release --show-bin-path)/qbank"

# The jq filter: the same mapping as the importer (numbers from strings,
# "" rating = none, "0" votes = none), compact lines with sorted keys.
read -r -d '' jq_filter <<'JQ' || true
def num: if . == null or . == "" then null
  else (tonumber? // (gsub("[,+ ]"; "") | tonumber?) // null) end;
(.items[0].rankUpDown != null) as $popular
| .items[]
| select((.id // "") != "" and (.title // "") != "")
| (.imDbRatingCount | num) as $votes
| (.imDbRating | num) as $rating
| {id, source: "imdb", title, lists: [if $popular then "imdb:most-popular" else "imdb:top250" end],
   genres: [], countries: [],
   crew: ((.crew // "") | split(",") | map(ltrimstr(" ") | rtrimstr(" ")) | map(select(. != ""))),
   year: (.year | num), rank: (.rank | num), rankChange: (.rankUpDown | num),
   rating: (if $rating != null and $votes != 0 then $rating else null end),
   voteCount: (if $rating != null and $votes != 0 then $votes else null end),
   image: (if (.image // "") == "" then null else .image end)}
| del(.[] | nulls)
JQ

# run NAME OUTPUT COMMAND...: times one run; prints "seconds max-rss-KiB".
run() {
  local name=$1 output=$2
  shift 2
  rm -f "$output"
  sync
  /usr/bin/time -f "%e %M %U %S" -o "$out/$name.time" "$@"
  local lines seconds rss user sys
  lines=$(wc -l <"$output")
  read -r seconds rss user sys <"$out/$name.time"
  printf '%-8s %8.2f s %8.1f MB/s   cpu %6.2f s %8.1f MB/s-cpu %9.1f MiB peak   %d lines\n' \
    "$name" "$seconds" "$(echo "$bytes / 1000000 / $seconds" | bc -l)" \
    "$(echo "$user + $sys" | bc -l)" "$(echo "$bytes / 1000000 / ($user + $sys)" | bc -l)" \
    "$(echo "$rss / 1024" | bc -l)" "$lines" | tee -a "$out/results.txt"
  echo "$seconds" >"$out/$name.seconds"
  echo "$rss" >"$out/$name.rss"
}

{
  echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ)  $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "# input: $input, $films films, $bytes bytes"
} | tee "$out/results.txt"
run qbank "$out/qbank.jsonl" "$qbank" import "$input" -o "$out/qbank.jsonl"
run jq "$out/jq.jsonl" sh -c 'jq -c -S "$1" "$2" > "$3"' jq "$jq_filter" "$input" "$out/jq.jsonl"
run python "$out/python.jsonl" python3 bench/import_python.py "$input" "$out/python.jsonl"

q=$(cat "$out/qbank.seconds")
for other in jq python; do
  ratio=$(echo "$(cat "$out/$other.seconds") / $q" | bc -l)
  printf 'qbank is %.1fx the throughput of %s\n' "$ratio" "$other" | tee -a "$out/results.txt"
done
printf 'qbank peak memory: %.1f MiB (target < 64 MiB)\n' "$(echo "$(cat "$out/qbank.rss") / 1024" | bc -l)" \
  | tee -a "$out/results.txt"
if cmp -s "$out/qbank.jsonl" "$out/python.jsonl"; then
  echo "outputs: qbank and python catalogues are byte-identical" | tee -a "$out/results.txt"
else
  echo "outputs: qbank and python catalogues differ (see bench/out/)" | tee -a "$out/results.txt"
fi
