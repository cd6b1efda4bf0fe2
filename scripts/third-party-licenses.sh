#!/usr/bin/env bash
# Write THIRD_PARTY_LICENSES: the licence text of every module compiled into
# the skillint binary (on any release platform), read from the module
# cache, and the notice of the embedded tokenizer data. Run it after a
# dependency changes; `go test . -run TestThirdPartyLicenses` says when it is
# stale. Usage: scripts/third-party-licenses.sh [OUTPUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-THIRD_PARTY_LICENSES}
modules=$(for os in linux darwin windows; do
  GOOS=$os go list -deps -f '{{with .Module}}{{if not .Main}}{{.Path}}@{{.Version}}{{end}}{{end}}' .
done | sort -u)
{
  echo "skillint includes the following third-party software. Their licences follow,"
  echo "each as found in the module's source. The list is in docs/licenses.md."
  for mv in $modules; do
    path=${mv%@*}
    dir=$(go list -m -f '{{.Dir}}' "$path")
    file=$(find "$dir" -maxdepth 1 -type f \( -iname 'LICENSE*' -o -iname 'COPYING*' -o -iname 'LICENCE*' \) | sort | head -1)
    if [ -z "$file" ]; then
      echo "no licence file in $dir" >&2
      exit 1
    fi
    printf '\n================================================================================\n'
    printf '%s %s\n' "$path" "${mv#*@}"
    printf '================================================================================\n\n'
    cat "$file"
  done
  printf '\n================================================================================\n'
  printf 'The Go standard library and runtime\n'
  printf '================================================================================\n\n'
  cat "$(go env GOROOT)/LICENSE"
  printf '\n================================================================================\n'
  printf 'cl100k_base token ranks (internal/tokens/cl100k_base.idx)\n'
  printf '================================================================================\n\n'
  cat <<'NOTICE'
The token ranks embedded in the binary are the cl100k_base vocabulary of
OpenAI's tiktoken (MIT License, Copyright (c) 2022 OpenAI, Shantanu Jain),
as distributed by github.com/tiktoken-go/tokenizer (MIT License, Copyright
(c) 2023 tiktoken-go), rearranged into a hash table. The MIT License text:

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
NOTICE
} >"$out"
echo "wrote $out ($(echo "$modules" | wc -l) modules)"
