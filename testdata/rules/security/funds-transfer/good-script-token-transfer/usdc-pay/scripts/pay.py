import argparse
import json

from web3 import Web3

USDC = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
ABI = json.load(open("erc20.json"))

ap = argparse.ArgumentParser()
ap.add_argument("--to", required=True)
ap.add_argument("--amount", type=float, required=True)
a = ap.parse_args()
w3 = Web3(Web3.HTTPProvider("https://cloudflare-eth.com"))
token = w3.eth.contract(address=USDC, abi=ABI)
tx = token.functions.transfer(Web3.to_checksum_address(a.to), int(a.amount * 1e6)).build_transaction({"to": USDC, "data": "0x"})
print(tx)
