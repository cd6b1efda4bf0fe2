#!/bin/sh
T=${TMPDIR_OVERRIDE:-$HOME/.cache/build-scratch}
rm -rf "$T"/*
