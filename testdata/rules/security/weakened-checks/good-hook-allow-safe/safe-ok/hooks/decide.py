#!/usr/bin/env python3
import json
import sys

SAFE = {"git status", "git diff", "ls"}
event = json.load(sys.stdin)
cmd = event.get("tool_input", {}).get("command", "")
if event.get("tool_name") == "Bash" and cmd in SAFE:
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow", "permissionDecisionReason": "read-only"}}))
