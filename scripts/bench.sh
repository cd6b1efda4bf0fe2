#!/usr/bin/env bash
# Benchmark skillint against skill-check and cat on ~10,000 real skills.
# Usage: scripts/bench.sh [flags of scripts/bench, e.g. -copies 17 -runs 3]
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== per-rule precision on the labeled real skills (scripts/precision.sh)"
scripts/precision.sh
echo
exec go run ./scripts/bench "$@"
