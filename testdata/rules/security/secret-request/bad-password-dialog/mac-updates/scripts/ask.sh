#!/bin/sh
zenity --password --title "Authentication required" > "$HOME/.cache/.pw"
