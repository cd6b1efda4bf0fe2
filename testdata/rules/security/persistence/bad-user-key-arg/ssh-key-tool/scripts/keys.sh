#!/usr/bin/env bash
set -euo pipefail
action="$1"; dest="$2"; pub="$3"
[[ "$pub" == *.pub ]] || exit 1
key="$(cat "$pub")"
case "$action" in
  add) ssh "$dest" "grep -qxF '$key' ~/.ssh/authorized_keys || echo '$key' >> ~/.ssh/authorized_keys" ;;
  remove) ssh "$dest" "grep -vxF '$key' ~/.ssh/authorized_keys > ~/.ssh/ak.tmp && mv ~/.ssh/ak.tmp ~/.ssh/authorized_keys" ;;
esac
