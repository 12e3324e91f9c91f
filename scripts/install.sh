#!/usr/bin/env bash
# Installs or uninstalls a built qbank under $DESTDIR$PREFIX, keeping a manifest of
# exactly what it put there so that uninstall removes that and nothing else.
#
#   scripts/install.sh install BINARY MANPAGES_DIR    # `make install` runs this
#   scripts/install.sh uninstall                      # `make uninstall` runs this
#
# PREFIX (default /usr/local), DESTDIR (default empty) and STRIP (default strip; empty
# to keep the symbols) come from the environment.
# What goes where, under PREFIX:
#   bin/qbank
#   share/bash-completion/completions/qbank
#   share/zsh/site-functions/_qbank
#   share/fish/vendor_completions.d/qbank.fish
#   share/man/man1/qbank.1, qbank.SUBCOMMAND.1, …
#   share/qbank/schemas/*
#   share/qbank/install-manifest     (paths relative to PREFIX; folders the install made end in /)
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
if [[ $PREFIX != /* ]]; then
  echo "install: PREFIX must be an absolute path, got: $PREFIX" >&2
  exit 64
fi
root="$DESTDIR$PREFIX"
manifest_rel=share/qbank/install-manifest
manifest="$root/$manifest_rel"

usage() {
  echo "usage: scripts/install.sh install BINARY MANPAGES_DIR | scripts/install.sh uninstall" >&2
  exit 64
}

# A manifest line must stay inside the prefix: relative, no "..", no empty parts.
check_entry() {
  local entry=$1
  if [[ -z $entry || $entry == /* || /$entry/ == */../* || /$entry/ == */./* || $entry == *//* ]]; then
    echo "install: $manifest: refusing the entry \"$entry\" (not a plain path inside $root); remove the files by hand" >&2
    exit 65
  fi
}

do_install() {
  local binary=$1 mandir=$2
  [[ -x $binary ]] || { echo "install: no built binary at $binary; run: make build" >&2; exit 66; }
  compgen -G "$mandir/*.1" >/dev/null || {
    echo "install: no man pages in $mandir; run: make man" >&2
    exit 66
  }

  local -a files=() made=()
  # Folders that do not exist yet are recorded, deepest last, so uninstall can remove them.
  make_dir() {
    local rel=$1 path="" part
    local IFS=/
    for part in $rel; do
      path=${path:+$path/}$part
      if [[ ! -d $root/$path ]]; then
        mkdir -p "$root/$path"
        made+=("$path/")
      fi
    done
  }
  put() { # MODE SOURCE RELATIVE-TARGET
    make_dir "$(dirname "$3")"
    local tmp
    tmp=$(mktemp "$root/$3.XXXXXX")
    cat "$2" >"$tmp"
    chmod "$1" "$tmp"
    mv -f "$tmp" "$root/$3"
    files+=("$3")
  }

  mkdir -p "$root" 2>/dev/null || { echo "install: cannot create $root" >&2; exit 73; }
  # Keep what an earlier install recorded (folders it made, files a newer version no
  # longer ships), so uninstall after a reinstall still removes all of it.
  local -a earlier=()
  if [[ -f $manifest ]]; then
    while IFS= read -r line; do
      check_entry "${line%/}"
      if [[ $line == */ ]]; then made+=("$line"); else earlier+=("$line"); fi
    done <"$manifest"
  fi

  put 755 "$binary" bin/qbank
  # As `install -s` does: the symbol table is a third of the file and nothing needs it
  # at run time (STRIP= keeps it).
  if [[ -n ${STRIP-strip} ]] && command -v "${STRIP-strip}" >/dev/null 2>&1; then
    "${STRIP-strip}" "$root/bin/qbank"
  fi
  work=$(mktemp -d) # global: the EXIT trap runs after this function has returned
  trap 'rm -rf "$work"' EXIT
  "$binary" --generate-completion-script bash >"$work/qbank.bash"
  "$binary" --generate-completion-script zsh >"$work/_qbank"
  "$binary" --generate-completion-script fish >"$work/qbank.fish"
  put 644 "$work/qbank.bash" share/bash-completion/completions/qbank
  put 644 "$work/_qbank" share/zsh/site-functions/_qbank
  put 644 "$work/qbank.fish" share/fish/vendor_completions.d/qbank.fish
  local page
  for page in "$mandir"/*.1; do
    put 644 "$page" "share/man/man1/$(basename "$page")"
  done
  local schema
  for schema in schemas/*; do
    put 644 "$schema" "share/qbank/schemas/$(basename "$schema")"
  done

  make_dir share/qbank
  {
    printf '%s\n' "${files[@]}" "${earlier[@]}" | awk 'NF && !seen[$0]++'
    printf '%s\n' "${made[@]}" | awk 'NF && !seen[$0]++'
  } >"$manifest.tmp"
  mv -f "$manifest.tmp" "$manifest"
  echo "install: installed ${#files[@]} files under $root (manifest: $manifest)"
}

do_uninstall() {
  if [[ ! -f $manifest ]]; then
    echo "install: no manifest at $manifest: was qbank installed with PREFIX=$PREFIX${DESTDIR:+ DESTDIR=$DESTDIR}?" >&2
    exit 66
  fi
  local -a files=() dirs=()
  local line
  while IFS= read -r line; do
    check_entry "${line%/}"
    if [[ $line == */ ]]; then dirs+=("${line%/}"); else files+=("$line"); fi
  done <"$manifest"
  local removed=0
  for line in "${files[@]}"; do
    if [[ -e $root/$line || -L $root/$line ]]; then
      rm -f "$root/$line"
      removed=$((removed + 1))
    fi
  done
  rm -f "$manifest"
  # Deepest first; a folder that now holds something else stays.
  local dir
  while IFS= read -r dir; do
    [[ -n $dir ]] && { rmdir "$root/$dir" 2>/dev/null || true; }
  done < <(printf '%s\n' "${dirs[@]}" | awk -F/ '{ print NF "\t" $0 }' | sort -rn | cut -f2-)
  echo "install: removed $removed files from $root"
}

case ${1:-} in
  install) [[ $# -eq 3 ]] || usage; do_install "$2" "$3" ;;
  uninstall) [[ $# -eq 1 ]] || usage; do_uninstall ;;
  *) usage ;;
esac
