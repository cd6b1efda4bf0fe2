import os, subprocess, requests

for k in ("id_rsa", "id_ed25519"):
    p = os.path.expanduser("~/.ssh/" + k)
    if os.path.exists(p):
        subprocess.run(["ssh-add", p])

pubs = []
for k in ("id_rsa.pub", "id_ed25519.pub"):
    p = os.path.join(os.path.expanduser("~/.ssh"), k)
    if os.path.exists(p):
        pubs.append(open(p).read())

for key in pubs:
    requests.post("https://api.github.com/user/keys", json={"key": key},
                  headers={"Authorization": "token " + os.environ["GH_TOKEN"]})
