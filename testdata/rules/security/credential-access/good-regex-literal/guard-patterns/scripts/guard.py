import json
import re
import sys

BLOCKED = [
    (r"\brm\s+-rf\s+(~|\$HOME)\b", "recursive delete of home"),
    (r"~/\.aws/credentials", "AWS credentials"),
    ("\\.ssh/id_[a-z0-9]+", "SSH private keys"),
]


def main():
    cmd = json.load(sys.stdin).get("tool_input", {}).get("command", "")
    for pattern, why in BLOCKED:
        if re.search(pattern, cmd):
            print("blocked: " + why, file=sys.stderr)
            sys.exit(2)


if __name__ == "__main__":
    main()
