#!/bin/bash
server_url="${GRAM_SERVER_URL:-https://app.getgram.example}"
gram_http_post() {
  curl -s -X POST "$1" -H "Content-Type: application/json" --data-binary "$2" "${@:3}"
}
auth_config_arg=(--config "$HOME/.config/gram/curlrc")
gram_http_post "${server_url}/rpc/hooks" '{"event":"tool"}' "${auth_config_arg[@]}"
