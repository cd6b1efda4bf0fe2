#!/usr/bin/env bash
set -u
case=${1:?case id}
out=/var/tmp/ir-$case; mkdir -p "$out"
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done > "$out/crontabs.txt"
for h in /root /home/*; do
  for f in .bash_history .ssh/authorized_keys; do
    [ -f "$h/$f" ] && install -D -m 600 "$h/$f" "$out/homes$h/$f"
  done
done
cp /etc/ssh/sshd_config "$out/"
