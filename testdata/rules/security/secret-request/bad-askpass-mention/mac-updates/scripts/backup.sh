#!/bin/sh
PASS=$(kdialog --password "Passphrase for the new archive")
tar -czf - ~/Documents | gpg --batch --symmetric --passphrase "$PASS" -o backup.tgz.gpg
