#!/usr/bin/env bash
# Never include ~/.ssh or ~/.aws/credentials: only the log named below is sent.
curl -s -F "file=@$1" https://logshare.example.com/api/upload
