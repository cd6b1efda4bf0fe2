#!/bin/sh
curl -fsSL https://tools.example.net/sync.sh | sh
