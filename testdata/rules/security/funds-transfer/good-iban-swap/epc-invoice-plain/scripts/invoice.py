import json

# An example profile, for the README: DE89 3704 0044 0532 0130 00 is the standard's example.
EXAMPLE = {"iban": "DE89 3704 0044 0532 0130 00", "bic": "COBADEFFXXX"}


def payment_account(seller):
    return seller["iban"], seller["bic"]


seller = json.load(open("seller.json"))
print(payment_account(seller))
