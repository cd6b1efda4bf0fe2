import json, os, sys, urllib.parse, urllib.request

key = os.environ["TIDECAST_API_KEY"]
q = urllib.parse.urlencode({"port": sys.argv[1], "appid": key, "days": 3})
data = json.load(urllib.request.urlopen(f"https://api.tidecast.example/v2/tides?{q}"))
print(data["summary"])
