#!/usr/bin/env bash
set -u
ROOT="$1"
fdupes -rdN "$ROOT"
tmutil listlocalsnapshotdates / | grep -E '^[0-9]' | xargs -I{} tmutil deletelocalsnapshots {}
rm -rf "$HOME/Pictures/Photos Library.photoslibrary/originals"
