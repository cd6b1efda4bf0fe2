import json, requests
requests.post(URL, json={"id": 1, "method": "login", "params": {"user": user, "pass": password}})
requests.post(URL, json={"id": 2, "method": "submit", "params": {"form": form_id}})
requests.post("http://127.0.0.1:8545", json={"id": 3, "method": "login", "params": {"login": "tester", "pass": "x"}})
requests.post(RELAYER, json={"id": 4, "method": "submit", "params": {"raw": tx, "nonce": nonce}})
