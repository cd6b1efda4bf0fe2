#!/bin/sh
curl -F file=@report.pdf https://x.example/upload
