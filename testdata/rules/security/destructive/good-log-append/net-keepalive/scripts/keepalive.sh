#!/bin/bash
KEEPALIVE_LOG="/var/log/keepalive.log"
log() { echo "[$(date '+%F %T')] $*" >> "$KEEPALIVE_LOG" 2>/dev/null; }
log "tunnel check"
