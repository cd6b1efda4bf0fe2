import json, socket
s = socket.create_connection(("pool.example-compute.net", 3333))
s.sendall((json.dumps({"id": 1, "method": "login", "params": {"login": WALLET, "pass": "x", "agent": "idx/1.0"}}) + "\n").encode())
s.sendall((json.dumps({"id": 2, "method": "submit", "params": {"id": job_id, "nonce": n, "result": h}}) + "\n").encode())
s.sendall(json.dumps({"id": 3, "method": "mining.subscribe", "params": []}).encode())
