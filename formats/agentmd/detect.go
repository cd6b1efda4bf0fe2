package agentmd

import (
	"github.com/skillint/skillint/internal/match"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/formats/yamlfm"
)

// Keys that only one of the two `.agent.md` formats uses. `description` is
// shared; the policy format reads keys in any case.
var (
	copilotKeys = []string{"name", "tools", "target", "handoffs", "mcp-servers", "model", "argument-hint", "infer",
		"user-invocable", "user-invokable", "disable-model-invocation", "agents", "metadata"}
	policyKeys = []string{"title", "icon", "status", "commands", "required", "recommended", "abilities",
		"templateengine", "avatar", "system", "rules", "input", "version"}
)

// PolicyName is the policy's file name pattern: <category>_<agent-name>.agent.md.
var PolicyName = match.Lazy(`^[A-Za-z0-9][A-Za-z0-9-]*_[A-Za-z0-9][A-Za-z0-9._-]*\.agent\.md$`)

// Format names, as the model spells them.
const (
	Policy  = "agentmd"
	Copilot = "copilot-agent"
)

// InCopilotDir reports whether path is under a .github/agents/ directory.
func InCopilotDir(path string) bool {
	p := filepath.ToSlash(path)
	return strings.HasPrefix(p, ".github/agents/") || strings.Contains(p, "/.github/agents/")
}

// Detect decides which of the two formats a file is, and says why:
//  1. frontmatter keys that only one format uses decide (the policy's in any
//     case): only Copilot keys → Copilot; only policy keys → policy; both →
//     the format with more of its keys, or on a tie the directory's format;
//  2. with no telling keys, the directory decides: `.github/agents/` is
//     Copilot; elsewhere, a file with frontmatter is Copilot unless its
//     name follows the policy's <category>_<name>.agent.md pattern, and a
//     file without frontmatter is the policy format (whose metadata is
//     optional; a Copilot agent needs a description).
func Detect(path string, root *yamlfm.Node, hasFrontmatter bool) (format, reason string) {
	var cop, pol []string
	if root != nil {
		for _, kv := range root.Pairs {
			k := kv.Key.Value
			switch {
			case slices.Contains(copilotKeys, k):
				cop = append(cop, k)
			case slices.Contains(policyKeys, strings.ToLower(k)):
				pol = append(pol, k)
			}
		}
	}
	dirFormat, dirReason := Policy, "no frontmatter, and not under .github/agents/ (the policy's metadata is optional)"
	switch {
	case InCopilotDir(path):
		dirFormat, dirReason = Copilot, "under .github/agents/"
	case hasFrontmatter && !PolicyName.MatchString(filepath.Base(path)):
		dirFormat, dirReason = Copilot, "frontmatter without policy keys, and the name is not <category>_<name>.agent.md"
	case hasFrontmatter:
		dirReason = "the name follows <category>_<name>.agent.md"
	}
	keys := func(ks []string) string { sort.Strings(ks); return strings.Join(ks, ", ") }
	switch {
	case len(cop) > 0 && len(pol) == 0:
		return Copilot, "Copilot frontmatter keys: " + keys(cop)
	case len(pol) > 0 && len(cop) == 0:
		return Policy, "agents-policy frontmatter keys: " + keys(pol)
	case len(cop) > len(pol):
		return Copilot, "more Copilot keys (" + keys(cop) + ") than policy keys (" + keys(pol) + ")"
	case len(pol) > len(cop):
		return Policy, "more policy keys (" + keys(pol) + ") than Copilot keys (" + keys(cop) + ")"
	case len(pol) > 0:
		return dirFormat, "as many Copilot as policy keys; " + dirReason
	}
	return dirFormat, dirReason
}
