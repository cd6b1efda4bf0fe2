#!/usr/bin/env bash
input=$(cat)
if echo "$input" | grep -q '"command":"npm test"'; then
  echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow"}}'
fi
