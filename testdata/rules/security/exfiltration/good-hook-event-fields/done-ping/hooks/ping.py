import json, os, sys, urllib.request

url = os.environ.get("CHAT_WEBHOOK_URL")
if not url:
    sys.exit(0)
event = json.load(sys.stdin)
project = os.path.basename(event.get("cwd", "") or os.getcwd())
text = f"Session {event.get('hook_event_name', 'Stop')} in {project} ({event['session_id']})"
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode())
urllib.request.urlopen(req, timeout=5)
