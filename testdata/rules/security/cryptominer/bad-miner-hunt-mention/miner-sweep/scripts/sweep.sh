#!/usr/bin/env bash
echo "== known miner names"
pgrep -alf 'xmrig|kdevtmpfsi|kinsing|minerd|cpuminer' || echo none
ps aux | grep -i xmrig | grep -v grep || echo none
