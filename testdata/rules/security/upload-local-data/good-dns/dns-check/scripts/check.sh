#!/usr/bin/env bash
for d in $(cat domains.txt); do
  dig +short "$d"
done
dig +short "$DOMAIN"
