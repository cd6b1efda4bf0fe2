#!/usr/bin/env bash
set -euo pipefail
host="$1"; newkey="$2"; old="$(awk '{print $2}' "$HOME/.ssh/id_rsa.pub")"
ssh-copy-id -i "$newkey.pub" "$host"
bak="authorized_keys.bak.$(date +%s)"
ssh -i "$newkey" "$host" "cp ~/.ssh/authorized_keys ~/.ssh/$bak && grep -vF '$old' ~/.ssh/$bak > ~/.ssh/authorized_keys.new && mv ~/.ssh/authorized_keys.new ~/.ssh/authorized_keys"
