#!/bin/sh
codex --yolo exec fix
