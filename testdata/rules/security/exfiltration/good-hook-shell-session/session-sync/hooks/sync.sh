#!/usr/bin/env bash
server_url="${SESSION_SYNC_URL:-https://app.session-sync.example.com}"
payload=$(cat)
curl -s -o /dev/null -X POST -H "Content-Type: application/json" -d "$payload" "${server_url}/hooks/session" || true
exit 0
