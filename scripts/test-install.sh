#!/usr/bin/env bash
# Installs qbank the way a user does (make install) into a temporary DESTDIR and checks the
# result from the outside, then uninstalls it:
#   - the binary depends on no libswift*.so (ldd) and runs with PATH=<prefix>/bin:/usr/bin:/bin
#   - `qbank --version` names the commit it was built from
#   - a scripted round of the embedded default bundle plays, in a folder with no samples
#   - each completion script loads in its shell (bash, zsh, fish)
#   - each man page renders with `man -l`
#   - the pre-commit hook (.pre-commit-hooks.yaml) run by the real pre-commit tool passes on
#     a valid bundle and fails with the finding on an invalid one
#   - make uninstall leaves the prefix empty
# A missing outside tool (zsh, fish, man, pre-commit) skips its check with the reason, and
# fails it when CI or QBANK_REQUIRE_FIXTURES=1 is set. Ends with "N passed, N failed".
#
#   scripts/test-install.sh                 # builds (make) first
#   QBANK_SKIP_BUILD=1 scripts/test-install.sh   # uses the binary make built last
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

passed=0 failed=0 skipped=0
pass() { echo "PASS: $*"; passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
# A check whose tool is absent: skipped by hand, failed under CI.
require() { # TOOL-OR-PATH WHAT
  [[ -n $1 ]] && command -v "$1" >/dev/null 2>&1 && return 0
  if [[ -n ${CI:-} || ${QBANK_REQUIRE_FIXTURES:-} == 1 ]]; then
    fail "$2: '${1:-the tool}' is not installed (required under CI)"
  else
    echo "SKIP: $2: '${1:-the tool}' is not installed"
    skipped=$((skipped + 1))
  fi
  return 1
}

work=$(mktemp -d "${TMPDIR:-/tmp}/qbank-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
stage="$work/stage"
prefix=/usr/local
bin="$stage$prefix/bin"
mkdir -p "$stage"

if [[ -z ${QBANK_SKIP_BUILD:-} ]]; then
  start=$SECONDS
  if ! make build man >"$work/build.log" 2>&1; then
    tail -40 "$work/build.log"
    fail "make build man"
    echo "$passed passed, $failed failed"
    exit 1
  fi
  echo "make build man: $((SECONDS - start)) s"
fi

if make install DESTDIR="$stage" PREFIX="$prefix" >"$work/install.log" 2>&1; then
  pass "make install DESTDIR=$stage"
else
  cat "$work/install.log"
  fail "make install"
  echo "$passed passed, $failed failed"
  exit 1
fi

# pre-commit: Debian's package or one on PATH; else the PyPI one in a throwaway
# virtual environment. Found before PATH is narrowed to the prefix and the system.
pre_commit=$(command -v pre-commit || true)
if [[ -z $pre_commit ]] && python3 -m venv "$work/venv" >/dev/null 2>&1 &&
  "$work/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit >/dev/null 2>&1; then
  pre_commit="$work/venv/bin/pre-commit"
fi

# Everything below runs the installed binary only.
export PATH="$bin:/usr/bin:/bin"
[[ $(command -v qbank) == "$bin/qbank" ]] && pass "qbank is found on PATH in the prefix" ||
  fail "qbank on PATH is $(command -v qbank), not $bin/qbank"

if ldd "$bin/qbank" >"$work/ldd.txt" 2>&1 && ! grep -q libswift "$work/ldd.txt"; then
  needed=$(readelf -d "$bin/qbank" 2>/dev/null | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | tr '\n' ' ')
  pass "ldd lists no libswift ($(wc -l <"$work/ldd.txt") libraries in all; linked directly: ${needed:-?})"
else
  cat "$work/ldd.txt"
  fail "ldd lists libswift, or failed"
fi

commit=$(git -C "$repo" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)
version=$(qbank --version 2>&1)
if [[ $version == "qbank "* && $version == *"commit: $commit"* &&
  $version == *"bundle format: quizbank.bundle reads "* ]]; then
  pass "qbank --version names commit $commit: $(echo "$version" | tr '\n' ';')"
else
  printf '%s\n' "$version"
  fail "qbank --version does not name commit $commit and the bundle format"
fi

# A round of the embedded bundle, far from any clone, with its own statistics.
play="$work/play"
mkdir -p "$play"
(cd "$play" && XDG_STATE_HOME="$play/state" qbank play --answers y,n,y,y,n,n,y,n,y,y --seed 7 \
  </dev/null >"$work/play.jsonl" 2>"$work/play.err")
status=$?
starts=$(grep -c '"event":"start"' "$work/play.jsonl")
feedback=$(grep -c '"event":"feedback"' "$work/play.jsonl")
summaries=$(grep -c '"event":"summary"' "$work/play.jsonl")
if [[ $status -eq 0 && $starts -eq 1 && $feedback -eq 10 && $summaries -eq 1 ]] &&
  grep -q '"id":"movie-quiz"' "$work/play.jsonl"; then
  pass "a scripted round of the embedded movie-quiz bundle plays (10 answers, 1 summary)"
else
  head -5 "$work/play.jsonl"
  cat "$work/play.err"
  fail "play --answers: exit $status, $starts start, $feedback feedback, $summaries summary events"
fi
stats=$(cd "$play" && XDG_STATE_HOME="$play/state" qbank stats movie-quiz 2>&1)
[[ $stats == *"Quizzes played: 1"* ]] && pass "qbank stats counts the round" ||
  fail "qbank stats after one round: $stats"

# Completions, each in its own shell.
completions="$stage$prefix/share"
if bash -n "$completions/bash-completion/completions/qbank" &&
  bash -c "source '$completions/bash-completion/completions/qbank' && complete -p qbank" >/dev/null; then
  pass "bash completion loads (complete -p qbank)"
else
  fail "bash completion does not load"
fi
if require zsh "zsh completion"; then
  if zsh -n "$completions/zsh/site-functions/_qbank" &&
    zsh -fc "fpath=('$completions/zsh/site-functions' \$fpath); autoload -Uz compinit; compinit -u -D; (( \${+_comps[qbank]} ))"; then
    pass "zsh completion loads (compinit finds _qbank)"
  else
    fail "zsh completion does not load"
  fi
fi
if require fish "fish completion"; then
  fish_file="$completions/fish/vendor_completions.d/qbank.fish"
  if fish -n "$fish_file" &&
    fish --no-config -c "source '$fish_file'; complete -C 'qbank val'" | grep -q '^validate'; then
    pass "fish completion loads (completes 'qbank val' to validate)"
  else
    fail "fish completion does not load or does not complete subcommands"
  fi
fi

# Man pages: one per command, each rendered.
mandir="$stage$prefix/share/man/man1"
pages=("$mandir"/*.1)
if [[ -f $mandir/qbank.1 && -f $mandir/qbank.validate.1 && -f $mandir/qbank.play.1 ]]; then
  pass "man pages installed: ${#pages[@]} (qbank.1, qbank.validate.1, qbank.play.1, …)"
else
  ls "$mandir"
  fail "man pages missing from $mandir"
fi
if require man "man pages render"; then
  bad=0
  for page in "${pages[@]}"; do
    out=$(MANWIDTH=80 MANPAGER=cat man -l "$page" 2>"$work/man.err")
    if [[ $? -ne 0 || -z $out || -s $work/man.err ]]; then
      echo "  $page: $(cat "$work/man.err")"
      bad=$((bad + 1))
    fi
  done
  if [[ $bad -eq 0 ]] && MANPAGER=cat man -l "$mandir/qbank.validate.1" 2>/dev/null | grep -q -- '--strict'; then
    pass "every man page renders with man -l (${#pages[@]} pages; qbank.validate.1 documents --strict)"
  else
    fail "$bad man pages do not render cleanly"
  fi
fi

# The pre-commit hook, from this repository's committed .pre-commit-hooks.yaml.
if require "${pre_commit:-pre-commit}" "pre-commit hook"; then
  rev=$(git -C "$repo" rev-parse HEAD)
  if ! git -C "$repo" cat-file -e "$rev:.pre-commit-hooks.yaml" 2>/dev/null; then
    fail "pre-commit hook: .pre-commit-hooks.yaml is not committed at $rev"
  else
    quiz="$work/quiz-repo"
    mkdir -p "$quiz/bundles" "$quiz/packs"
    git -C "$quiz" init -q
    git -C "$quiz" config user.email test@example.invalid
    git -C "$quiz" config user.name test
    cat >"$quiz/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: qbank-validate
EOF
    cp -R "$repo/samples/bundles/movie-night.json" "$repo/samples/bundles/assets" "$quiz/bundles/"
    cp "$repo/samples/packs/movie-classics.xml" "$quiz/packs/"
    echo "# notes" >"$quiz/README.md"
    git -C "$quiz" add -A
    export PRE_COMMIT_HOME="$work/pre-commit-cache"
    (cd "$quiz" && "$pre_commit" run --all-files) >"$work/pc-good.txt" 2>&1
    good=$?
    if [[ $good -eq 0 ]] && grep -q 'qbank validate.*Passed' "$work/pc-good.txt"; then
      pass "pre-commit: qbank-validate passes on a valid bundle and pack"
    else
      cat "$work/pc-good.txt"
      fail "pre-commit on valid files exited $good"
    fi
    cp "$repo/samples/bundles/invalid/QB107-duplicate-question-id.json" "$quiz/bundles/"
    git -C "$quiz" add -A
    (cd "$quiz" && "$pre_commit" run --all-files) >"$work/pc-bad.txt" 2>&1
    bad=$?
    if [[ $bad -eq 1 ]] && grep -q 'qbank validate.*Failed' "$work/pc-bad.txt" &&
      grep -q 'bundles/QB107-duplicate-question-id.json:73:13: error\[QB107\]' "$work/pc-bad.txt"; then
      pass "pre-commit: qbank-validate fails on an invalid bundle, with the QB107 finding"
    else
      cat "$work/pc-bad.txt"
      fail "pre-commit on an invalid bundle exited $bad without the QB107 finding"
    fi
  fi
fi

if make uninstall DESTDIR="$stage" PREFIX="$prefix" >"$work/uninstall.log" 2>&1 &&
  [[ -z $(find "$stage$prefix" -mindepth 1 -print -quit) ]]; then
  pass "make uninstall leaves $prefix empty"
else
  cat "$work/uninstall.log"
  find "$stage" -mindepth 1
  fail "make uninstall left files behind"
fi

echo "install: $passed passed, $failed failed${skipped:+, $skipped skipped}"
[[ $failed -eq 0 ]]
