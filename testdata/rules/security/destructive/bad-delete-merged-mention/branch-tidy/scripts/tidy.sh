#!/usr/bin/env bash
set -euo pipefail
repo=${1:-.}
for b in $(git -C "$repo" branch -r --merged origin/main | grep "origin/$USER/" | sed 's#origin/##'); do
  read -rp "Delete remote branch $b? [y/N] " ok
  [ "$ok" = y ] && git -C "$repo" push origin --delete "$b"
done
