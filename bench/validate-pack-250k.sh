#!/usr/bin/env bash
# Benchmark: `qbank validate` on a synthetic 250,000-question XML pack against
# `xmllint --noout --stream --schema` on the same file. Target: qbank within
# 1.2x of xmllint's time while also running the semantic rules, memory flat.
#
# Usage: bench/validate-pack-250k.sh [QUESTIONS]   (default 250000)
# Needs: swift, python3, xmllint (apt-get install libxml2-utils), GNU time.
set -euo pipefail
cd "$(dirname "$0")/.."

count="${1:-250000}"
out=bench/out
pack="$out/pack-$count.xml"
mkdir -p "$out"

command -v xmllint >/dev/null || { echo "xmllint missing: apt-get install libxml2-utils" >&2; exit 69; }
[ -x /usr/bin/time ] || { echo "GNU time missing: apt-get install time" >&2; exit 69; }

if [ ! -s "$pack" ]; then
  echo "generating $pack ($count questions)…" >&2
  # Deterministic: yes-no rating questions in English and Ukrainian, with a
  # subject, an image, two choices, a tag and typed provenance values.
  python3 - "$pack.tmp" "$count" <<'PY'
import random
import sys

out, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 250_000
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
PY
  mv "$pack.tmp" "$pack"
fi
size_mb=$(python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1])/1e6:.1f}')" "$pack")

echo "building qbank (release)…" >&2
swift build -c release --product qbank >&2
qbank="$(swift build -c release --show-bin-path)/qbank"

# run LABEL CMD...: runs once; prints wall seconds, CPU seconds (user+sys) and
# peak RSS (KiB). The command's own output goes to $out/LABEL.log.
run() {
  local label=$1
  shift
  /usr/bin/time -f '%e %U %S %M' -o "$out/$label.time" "$@" >"$out/$label.log" 2>&1 || true
  read -r wall user sys rss <"$out/$label.time"
  echo "$wall $(python3 -c "print(f'{$user + $sys:.2f}')") $rss"
}

read -r lint_s lint_cpu lint_kb < <(run xmllint xmllint --noout --stream --schema schemas/quizpack-v1.xsd "$pack")
read -r qb_s qb_cpu qb_kb < <(run qbank "$qbank" validate "$pack")

grep -q "validates" "$out/xmllint.log" || { echo "xmllint did not validate the pack:" >&2; tail -5 "$out/xmllint.log" >&2; exit 1; }

echo "pack: $pack ($count questions, $size_mb MB); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %7ss wall %7ss CPU  peak RSS %5d MiB\n' "xmllint --stream --schema" "$lint_s" "$lint_cpu" $((lint_kb / 1024))
printf '%-34s %7ss wall %7ss CPU  peak RSS %5d MiB\n' "qbank validate (release)" "$qb_s" "$qb_cpu" $((qb_kb / 1024))
python3 -c "import sys; a,b,c,d=map(float,sys.argv[1:]); print(f'ratio qbank/xmllint: {b/a:.2f}x wall (target <= 1.20x), {d/c:.2f}x CPU')" "$lint_s" "$qb_s" "$lint_cpu" "$qb_cpu"
echo "qbank: $(tail -1 "$out/qbank.log")"
