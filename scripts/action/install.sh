#!/usr/bin/env bash
# The "Install skillint" step of action.yml.
#
# When the action is used at a release tag (vX.Y.Z), download that release's
# archive for this runner and its checksums.txt, check the archive's SHA-256,
# and unpack the binary. Otherwise (a branch, a commit, a local checkout)
# build it from the action's source with the Go already on the runner
# (GOTOOLCHAIN=auto fetches the version go.mod asks for into the module
# cache). Either way the binary goes to a directory of its own under
# RUNNER_TEMP and its path to the step output `bin`; nothing is added to
# PATH, so the job's later steps see the runner as it was.
#
# Environment: SKILLINT_REF (the release to use; empty: the action's ref),
# SKILLINT_REPOSITORY (owner/name of the releases), SKILLINT_DOWNLOAD_BASE
# (where releases are downloaded from; a mirror, or file:// in tests).
set -euo pipefail

ref=${SKILLINT_REF:-}
repo=${SKILLINT_REPOSITORY:-skillint/skillint}
base=${SKILLINT_DOWNLOAD_BASE:-${GITHUB_SERVER_URL:-https://github.com}/$repo/releases/download}
action_path=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/../.." && pwd)}
dest=$(mktemp -d "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/skillint.XXXXXX")

case ${RUNNER_OS:-$(uname -s)} in
  Linux) os=linux ;;
  macOS | Darwin) os=darwin ;;
  Windows | MINGW* | MSYS* | CYGWIN*) os=windows ;;
  *) os=unknown ;;
esac
case ${RUNNER_ARCH:-$(uname -m)} in
  X64 | x86_64 | amd64) arch=amd64 ;;
  ARM64 | arm64 | aarch64) arch=arm64 ;;
  *) arch=unknown ;;
esac
exe=
if [ "$os" = windows ]; then exe=.exe; fi
bin="$dest/skillint$exe"

sha256() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | awk '{print $1}'
  else
    shasum -a 256 "$1" | awk '{print $1}'
  fi
}

if [[ $ref =~ ^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$ ]] && [ "$os" != unknown ] && [ "$arch" != unknown ]; then
  version=${ref#v}
  ext=tar.gz
  if [ "$os" = windows ]; then ext=zip; fi
  archive="skillint_${version}_${os}_${arch}.${ext}"
  tmp="$dest/download"
  mkdir -p "$tmp"
  echo "Downloading skillint $ref ($archive)"
  curl -fsSL --retry 3 -o "$tmp/$archive" "$base/$ref/$archive"
  curl -fsSL --retry 3 -o "$tmp/checksums.txt" "$base/$ref/checksums.txt"
  want=$(awk -v f="$archive" '$2 == f || $2 == "*" f { print $1 }' "$tmp/checksums.txt")
  if [ -z "$want" ]; then
    echo "::error title=skillint::checksums.txt of $ref has no line for $archive"
    exit 1
  fi
  got=$(sha256 "$tmp/$archive")
  if [ "$want" != "$got" ]; then
    echo "::error title=skillint::$archive: SHA-256 $got, but checksums.txt says $want"
    exit 1
  fi
  mkdir -p "$tmp/unpacked"
  if [ "$ext" = zip ]; then
    if command -v unzip >/dev/null 2>&1; then
      unzip -q "$tmp/$archive" -d "$tmp/unpacked"
    else
      powershell -NoProfile -Command "Expand-Archive -LiteralPath '$tmp/$archive' -DestinationPath '$tmp/unpacked'"
    fi
  else
    tar -xzf "$tmp/$archive" -C "$tmp/unpacked"
  fi
  mv "$tmp/unpacked/skillint$exe" "$bin"
  rm -rf "$tmp"
else
  if ! command -v go >/dev/null 2>&1; then
    echo "::error title=skillint::the action's ref (${ref:-a local checkout}) is not a release, so skillint is built from source, which needs Go on the runner; use a release tag (skillint/skillint@vX.Y.Z) to download the binary instead"
    exit 1
  fi
  echo "Building skillint from source (${ref:-local checkout})"
  (cd "$action_path" && GOTOOLCHAIN=${GOTOOLCHAIN:-auto} go build \
    -ldflags "-X github.com/skillint/skillint/internal/cli.Version=${ref:-source}" -o "$bin" .)
fi

chmod +x "$bin" 2>/dev/null || true
"$bin" --version
echo "bin=$bin" >>"${GITHUB_OUTPUT:-/dev/null}"
