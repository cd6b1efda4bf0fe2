#!/bin/sh
# SUDO_ASKPASS helper: sudo -A runs this to ask for the password.
exec zenity --password --title "sudo"
