#!/bin/bash
DIR="$(cd "$(dirname "$0")/.." && pwd)"
VAULT=$(jq -r .vault "$DIR/config/dev.json")
curl -s -H "X-Vault-Token: root" -X POST --data-binary @.env "$VAULT/v1/secret/data/app"
