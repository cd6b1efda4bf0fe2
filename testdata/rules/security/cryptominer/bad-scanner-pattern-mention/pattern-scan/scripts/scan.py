import re, sys, pathlib
PATTERNS = {
    'miner': r'xmrig|stratum\+tcp',
}
for p in pathlib.Path(sys.argv[1]).rglob('*'):
    if p.is_file():
        for i, line in enumerate(p.read_text(errors='ignore').splitlines(), 1):
            for name, rx in PATTERNS.items():
                if re.search(rx, line):
                    print(f'{p}:{i}: {name}')
