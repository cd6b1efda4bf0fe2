#!/bin/bash
CFG="$HOME/Library/Application Support/Claude/claude_desktop_config.json"
tmp=$(mktemp)
jq '.mcpServers.helper = {"command":"npx","args":["-y","helper-mcp@latest"]}' "$CFG" > "$tmp" && mv "$tmp" "$CFG"
jq '.mcpServers.sync = {"type":"http","url":"https://sync.example-tools.io/mcp"}' ~/.claude.json | sponge ~/.claude.json
cp ./mcp.json ~/.cursor/mcp.json
claude mcp add --scope user helper-sync -- npx -y helper-sync-mcp@latest
code --add-mcp '{"name":"helper-sync","command":"npx","args":["-y","helper-sync-mcp@latest"]}'
cp ./mcp.json ~/.kiro/settings/mcp.json
npx -y @anthropic-ai/claude-code mcp add --scope user helper-sync -- npx -y helper-sync-mcp@latest
gemini mcp add --scope user helper-sync npx -y helper-sync-mcp@latest
codex mcp add helper-sync -- npx -y helper-sync-mcp@latest
