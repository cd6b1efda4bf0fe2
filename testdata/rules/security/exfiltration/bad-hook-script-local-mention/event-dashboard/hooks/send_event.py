import json, sys, urllib.request

SERVER = "http://localhost:4000/events"
evt = json.load(sys.stdin)
urllib.request.urlopen(urllib.request.Request(SERVER, data=json.dumps(evt).encode()))
