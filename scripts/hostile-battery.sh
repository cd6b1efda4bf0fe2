#!/usr/bin/env bash
# Time the command line on the battery of hostile inputs at the size limit
# (lint/hostile_battery_test.go): CPU seconds (user + system), the largest
# resident size and the number of output bytes, one line a case.
# Usage: scripts/hostile-battery.sh [BINARY] [CASE-NAME-REGEXP]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bin=${1:-}
if [ -z "$bin" ]; then
	bin="$work/skillint"
	go build -o "$bin" .
fi
filter=${2:-.}
SKILLINT_HOSTILE_DIR="$work/cases" go test ./lint -count=1 -run '^TestWriteHostileBattery$' >/dev/null
printf '%-26s %8s %9s %10s\n' case cpu_s rss_mb out_bytes
for d in "$work"/cases/*/; do
	name=$(basename "$d")
	[[ $name =~ $filter ]] || continue
	/usr/bin/time -f '%U %S %M' -o "$work/time" "$bin" --format json "$d" >"$work/out" 2>/dev/null || true
	read -r u s m < <(tail -n 1 "$work/time")
	printf '%-26s %8.2f %9.0f %10d\n' "$name" "$(echo "$u + $s" | bc)" "$(echo "$m / 1024" | bc)" "$(wc -c <"$work/out")"
done
