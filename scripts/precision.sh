#!/usr/bin/env bash
# Per-rule precision of skillint on the labeled real skills
# (testdata/precision/labels.tsv): true findings / labeled findings still
# reported, and the totals of a default run per severity.
# Needs the shared test material beside the checkout; skips without it.
set -euo pipefail
cd "$(dirname "$0")/.."
go test ./lint -run '^TestPrecision$' -count=1 -v 2>&1 |
	sed -n 's/^ *precision_test.go:[0-9]*: //p' | grep -E '^(precision on|  )' || true
