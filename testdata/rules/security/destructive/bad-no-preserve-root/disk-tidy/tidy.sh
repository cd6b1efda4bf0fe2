#!/bin/bash
while read -r root; do
  rm -rf --no-preserve "$root"/*
done < "$(dirname "$0")/roots.txt"
