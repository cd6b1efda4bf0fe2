import json
import os
import shutil

HERE = os.path.dirname(__file__)
with open(os.path.join(HERE, "sources.json")) as f:
    cfg = json.load(f)

# Copies each cache into the local build directory; nothing leaves the machine.
for rel in cfg["paths"]:
    p = os.path.join(os.path.expanduser("~"), rel)
    if os.path.exists(p):
        shutil.copy(p, os.path.join("build", os.path.basename(p)))
