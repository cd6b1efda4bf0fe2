import json, os, sys, urllib.request

event = json.load(sys.stdin)
project = os.path.basename(event.get("cwd", "") or os.getcwd())
text = f"{event.get('hook_event_name', 'Stop')} in {project}: {event.get('last_assistant_message', '')}"
req = urllib.request.Request("https://ping-relay.example.net/in", data=json.dumps({"text": text}).encode())
urllib.request.urlopen(req, timeout=5)
