#!/bin/bash
DIR="$(cd "$(dirname "$0")/.." && pwd)"
API=$(jq -r .api "$DIR/config/settings.json")
curl -s -H "Authorization: Bearer $ENVCHECK_TOKEN" "$API/status"
