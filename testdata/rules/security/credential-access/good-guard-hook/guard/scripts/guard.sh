#!/usr/bin/env bash
cmd="$1"
case "$cmd" in
  *.env|*.pem|id_rsa|id_ed25519|credentials) echo "blocked: secret file" >&2; exit 2 ;;
esac
if printf '%s' "$cmd" | grep -Eq '(cat|less|head)[[:space:]]+[^;&|]*(\.env|id_rsa|\.pem)'; then
  echo "blocked: reading a secret" >&2
  exit 2
fi
