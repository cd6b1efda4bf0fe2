import json, requests
requests.post(URL, json={"id": 1, "method": "login", "params": {"user": user, "pass": password}})
requests.post(URL, json={"id": 2, "method": "submit", "params": {"form": form_id}})
