#!/usr/bin/env bash
# One command for every benchmark: builds qbank (as make does), sets up the bench virtual
# environment, generates the data and runs every job for qbank and its peers in the
# same run (bench/bench.py), median of 3, and prints one table: wall and CPU seconds,
# peak memory and the ratio to qbank for every row, with the date, the machine, the
# load average and the tool versions.
#
#   bench/run-all.sh                 # full sizes (about 30 minutes on 2 cores)
#   bench/run-all.sh --quick         # small inputs: checks the scripts in a few minutes
#   bench/run-all.sh --jobs import,pack --runs 5
#   bench/run-all.sh --help          # every option (sizes of each input)
#   bench/run-all.sh --baseline-qbank /path/to/old/qbank   # before/after in one table:
#                                    # every qbank job also runs with that binary
#
# Needs: swift, make, python3 with venv (Debian: python3-venv), jq, xmllint (libxml2-utils), the
# libraries qbank links (libxml2-dev, libcurl4-openssl-dev, libjpeg62-turbo-dev, zlib1g-dev,
# nettle-dev),
# and PyPI for the first run (orjson, duckdb, jsonschema, jsonschema-rs go into
# bench/.venv, never into the system Python). Data, outputs, bench/out/runs.csv (every
# run) and bench/out/table.md (the table) go to bench/out/; both folders are git-ignored.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v jq >/dev/null 2>&1 || missing+=(jq)
command -v make >/dev/null 2>&1 || missing+=(make)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
# What the release build of qbank links (the same packages .ci/run installs for it).
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
for pair in libxml-2.0:libxml2-dev libcurl:libcurl4-openssl-dev libjpeg:libjpeg62-turbo-dev zlib:zlib1g-dev \
  nettle:nettle-dev; do
  pkg-config --exists "${pair%%:*}" 2>/dev/null || missing+=("${pair##*:}")
done
if ((${#missing[@]})); then
  echo "bench: missing ${missing[*]}: apt-get install ${missing[*]}" >&2
  exit 69
fi

venv=bench/.venv
if ! "$venv/bin/python" -c 'import orjson, duckdb, jsonschema, jsonschema_rs' 2>/dev/null; then
  echo "bench: creating $venv (orjson, duckdb, jsonschema, jsonschema-rs from PyPI)" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check orjson duckdb jsonschema jsonschema-rs
fi

# The binary `make install` installs (release, the Swift runtime linked statically):
# what a user runs. Its own build folder, so other release builds do not undo its flags.
echo "bench: building qbank as make does (release, --static-swift-stdlib, .build-static)" >&2
make build SCRATCH=.build-static >&2
qbank=.build-static/release/qbank

exec "$venv/bin/python" bench/bench.py --qbank "$qbank" --venv-python "$venv/bin/python" "$@"
