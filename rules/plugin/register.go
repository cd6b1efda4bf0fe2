// Package plugin holds the rules of Claude Code's plugin files: plugin
// manifests (plugin/*), marketplaces (marketplace/*), hook configurations
// (hooks/*) and MCP server configurations (mcp/*). The files are JSON,
// read by formats/plugin with exact positions.
package plugin

import (
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

// registered are the family's rules, in the order its files define them.
var registered []*rules.Rule

func register(rs ...*rules.Rule) { registered = append(registered, rs...) }

// Rules returns the rules of the plugin, marketplace, hooks and mcp
// families; rules/registry lists every family.
func Rules() []*rules.Rule { return registered }

var (
	jsonFormats   = []string{model.FormatPlugin, model.FormatMarketplace, model.FormatHooks, model.FormatSettings, model.FormatMCP}
	pluginFormats = []string{model.FormatPlugin}
	marketFormats = []string{model.FormatMarketplace}
	// manifestFormats hold plugin.json fields: manifests and marketplace entries.
	manifestFormats = []string{model.FormatPlugin, model.FormatMarketplace}
	// hookFormats carry hooks: their own files, settings, and the inline
	// hooks of manifests and marketplace entries.
	hookFormats = []string{model.FormatHooks, model.FormatSettings, model.FormatPlugin, model.FormatMarketplace}
	// mcpFormats carry MCP servers: .mcp.json and the inline servers of
	// manifests and marketplace entries.
	mcpFormats = []string{model.FormatMCP, model.FormatPlugin, model.FormatMarketplace}
	// rootFormats are the plugin files whose commands may name files by
	// ${CLAUDE_PLUGIN_ROOT}.
	rootFormats = []string{model.FormatPlugin, model.FormatHooks, model.FormatMCP}
)
