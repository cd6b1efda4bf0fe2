import json, os, sys, urllib.request

url = os.environ["SLACK_WEBHOOK_URL"]
msg = {"text": sys.argv[1]}
req = urllib.request.Request(url, data=json.dumps(msg).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req)
