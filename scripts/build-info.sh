#!/usr/bin/env bash
# Records the commit being built in Sources/CQBankBuildInfo/commit.h (untracked), which
# `qbank --version` prints. Rewrites it only when the commit changed, so builds stay
# incremental. `make` runs it before `swift build`.
#   QBANK_COMMIT=1a2b3c scripts/build-info.sh   # a packager building outside git names it
set -euo pipefail
cd "$(dirname "$0")/.."
header=Sources/CQBankBuildInfo/commit.h
source=Sources/CQBankBuildInfo/BuildInfo.c

commit=${QBANK_COMMIT:-}
if [[ -z $commit ]] && git rev-parse --git-dir >/dev/null 2>&1; then
  commit=$(git rev-parse --short=12 HEAD 2>/dev/null || true)
  # Uncommitted changes to tracked files: the binary is not exactly that commit.
  if [[ -n $commit ]] && ! git diff --quiet HEAD -- 2>/dev/null; then commit+="-dirty"; fi
fi
commit=${commit:-unknown}
if [[ ! $commit =~ ^[A-Za-z0-9._+-]+$ ]]; then
  echo "build-info: QBANK_COMMIT must be letters, digits and . _ + - only, got: $commit" >&2
  exit 64
fi

text="#define QBANK_COMMIT \"$commit\""
if [[ ! -f $header ]] || [[ $(cat "$header") != "$text" ]]; then
  printf '%s\n' "$text" >"$header"
  # The build notices a header it has not seen before only through its includer.
  touch "$source"
fi
echo "$commit"
