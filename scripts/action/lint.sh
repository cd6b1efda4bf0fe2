#!/usr/bin/env bash
# The "Lint" step of action.yml: one skillint run that prints GitHub
# annotations and, when asked, writes SARIF from the same findings. The
# step's result is skillint's exit status.
#
# SKILLINT_PATHS and SKILLINT_ARGS are split into words as a shell would,
# with quotes but without expanding anything: `skills 'my agents'` is two
# paths, and no input can run a command. Newlines separate words too.
set -euo pipefail

bin=${SKILLINT_BIN:?the install step gives the binary}

# words splits $1 into the array `split`.
words() {
  split=()
  local list w
  list=$(mktemp)
  if ! printf '%s\n' "$1" | xargs printf '%s\0' >"$list"; then
    echo "::error title=skillint::cannot split $2 into words (an unclosed quote?): $1"
    rm -f "$list"
    exit 2
  fi
  while IFS= read -r -d '' w; do
    if [ -n "$w" ]; then split+=("$w"); fi
  done <"$list"
  rm -f "$list"
}

words "${SKILLINT_ARGS:-}" args
args=(${split[@]+"${split[@]}"})
words "${SKILLINT_PATHS:-.}" paths
paths=(${split[@]+"${split[@]}"})
if [ ${#paths[@]} -eq 0 ]; then paths=(.); fi

cmd=("$bin" --format github)
if [ -n "${SKILLINT_SARIF:-}" ]; then
  mkdir -p "$(dirname "$SKILLINT_SARIF")"
  cmd+=(--sarif-file "$SKILLINT_SARIF")
fi
cmd+=(${args[@]+"${args[@]}"} -- "${paths[@]}")
exec "${cmd[@]}"
