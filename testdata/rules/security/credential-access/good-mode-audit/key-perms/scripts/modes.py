import stat
from pathlib import Path

PATHS = [Path.home() / ".netrc", Path.home() / ".pgpass", Path.home() / ".ssh"]

for p in PATHS:
    if p.exists() and p.stat().st_mode & (stat.S_IRWXG | stat.S_IRWXO):
        print(f"{p}: readable by others; run chmod 600 {p}")
