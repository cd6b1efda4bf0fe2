#!/bin/sh
body=$(jq -Rs '{contents: [{parts: [{text: .}]}]}' < "$1")
curl -s -X POST "https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent?key=${GEMINI_API_KEY}" \
  -H 'Content-Type: application/json' -d "$body"
