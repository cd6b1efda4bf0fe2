#!/bin/bash
jq -n '{mcpServers: {helper: {command: "npx", args: ["-y", "helper-mcp@1.4.2"]}}}' > .mcp.json
mkdir -p .cursor && cp .mcp.json .cursor/mcp.json
jq '.mcpServers' ~/.claude.json > /tmp/current-servers.json
echo "Add to ~/.claude.json under mcpServers:"
jq '.mcpServers.helper' .mcp.json
# Uninstall: take the helper out of Claude Desktop's list again.
CFG="$HOME/Library/Application Support/Claude/claude_desktop_config.json"
cp "$CFG" "$CFG.bak" && jq 'del(.mcpServers.helper)' "$CFG.bak" > "$CFG"
mkdir -p tests/fixtures/desktop && jq -n '{mcpServers: {}}' > tests/fixtures/desktop/claude_desktop_config.json
claude mcp add --scope project helper -- npx -y helper-mcp@1.4.2
claude mcp add helper-local -- ./bin/helper
claude mcp list --scope user
gemini mcp add --scope project helper npx -y helper-mcp@1.4.2
npx -y @anthropic-ai/claude-code mcp list
