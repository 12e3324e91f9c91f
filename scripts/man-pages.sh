#!/usr/bin/env bash
# Writes one man page per qbank command (qbank.1, qbank.validate.1, …) into OUTDIR with
# swift-argument-parser's generate-manual tool, the one its `generate-manual` package
# plugin runs. The plugin would first rebuild every product in its own configuration
# (the static release build takes minutes); this builds only the small tool, from the
# argument-parser checkout SwiftPM already fetched, and runs it on the built binary.
#   scripts/man-pages.sh BINARY OUTDIR [SCRATCH]     # `make man` runs this
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 ]] || { echo "usage: scripts/man-pages.sh BINARY OUTDIR [SCRATCH]" >&2; exit 64; }
binary=$1 outdir=$2 scratch=${3:-.build}
SWIFT=${SWIFT:-swift}

[[ -x $binary ]] || { echo "man-pages: no built binary at $binary; run: make build" >&2; exit 66; }
parser="$scratch/checkouts/swift-argument-parser"
if [[ ! -f $parser/Package.swift ]]; then
  echo "man-pages: swift-argument-parser is not checked out under $scratch/checkouts; run: make build" >&2
  exit 66
fi
tools="$scratch/argument-parser-tools"
"$SWIFT" build --package-path "$parser" --scratch-path "$tools" --product generate-manual >&2
tool="$tools/debug/generate-manual"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$tool" "$binary" --multi-page --output-directory "$tmp" \
  --date "$(git log -1 --format=%cs 2>/dev/null || date -u +%F)" \
  --authors 'QuizBank contributors' >&2
compgen -G "$tmp/*.1" >/dev/null || { echo "man-pages: generate-manual wrote no pages" >&2; exit 70; }
# generate-manual copies the blank lines between a discussion's paragraphs, which mdoc
# warns about ("Empty input line"); a paragraph break in mdoc is .Pp.
sed -i 's/^$/.Pp/' "$tmp"/*.1
rm -rf "$outdir"
mkdir -p "$(dirname "$outdir")"
mv "$tmp" "$outdir"
trap - EXIT
echo "man-pages: $(ls "$outdir" | wc -l) pages in $outdir"
