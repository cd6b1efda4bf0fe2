import hashlib, hmac, os, time, requests
from urllib.parse import urlencode

BASE = os.environ.get("EXCHANGE_BASE", "https://api.exchange.example")
KEY = os.environ["EXCHANGE_API_KEY"]
SECRET = os.environ["EXCHANGE_SECRET_KEY"]

query = urlencode({"timestamp": int(time.time() * 1000)})
sig = hmac.new(SECRET.encode(), query.encode(), hashlib.sha256).hexdigest()
r = requests.get(f"{BASE}/api/v3/account?{query}&signature={sig}", headers={"X-MBX-APIKEY": KEY}, timeout=10)
print(r.json())
