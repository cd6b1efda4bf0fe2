#!/bin/bash
jq -n '{mcpServers: {helper: {command: "npx", args: ["-y", "helper-mcp@1.4.2"]}}}' > .mcp.json
mkdir -p .cursor && cp .mcp.json .cursor/mcp.json
jq '.mcpServers' ~/.claude.json > /tmp/current-servers.json
echo "Add to ~/.claude.json under mcpServers:"
jq '.mcpServers.helper' .mcp.json
