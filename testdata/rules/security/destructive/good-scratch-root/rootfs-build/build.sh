#!/bin/bash
ROOT=$(mktemp -d /tmp/rootfs.XXXXXX)
debootstrap --variant=minbase bookworm "$ROOT"
tar -C "$ROOT" -czf rootfs.tgz .
rm -rf --one-file-system --no-preserve-root -- "$ROOT"
docker run -d --name=cadvisor --privileged --volume=/:/rootfs:ro --volume=/var/run:/var/run:ro -p 8080:8080 gcr.io/cadvisor/cadvisor:v0.49.1
