#!/bin/sh
read -rsp "Database password: " PGPW; echo
PGPASSWORD="$PGPW" psql -h localhost -U app app_dev
