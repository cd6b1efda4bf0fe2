package lint

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/shared"
)

// knownPluginErrors are the errors the plugin rules rightly give on the real
// plugin repositories in ../shared/corpus-plugins (path suffix and rule).
var knownPluginErrors = map[string]bool{
	// A converter's test fixture: an agent hook with an `agent` key and no
	// `prompt` is not a Claude Code hook.
	"tests/fixtures/sample-plugin/hooks/hooks.json hooks/shape": true,
}

// TestCorpusPlugins lints the real plugins, marketplaces, hooks and MCP
// configurations in ../shared/corpus-plugins: every JSON file there is read
// as its format, nothing has an invalid position, and the plugin rules give
// no error but the known true ones.
func TestCorpusPlugins(t *testing.T) {
	root := shared.Path(t, "corpus-plugins")
	targets, err := discoverAll(root)
	if err != nil {
		t.Fatal(err)
	}
	formats := map[string]int{}
	for _, f := range New().LintFiles(targets) {
		formats[f.Format]++
		for _, d := range f.Findings {
			if d.Range.Start.Line < 1 || d.Range.End.Offset > len(f.Source.Bytes) {
				t.Errorf("%s: finding without a valid position: %+v", f.Path(), d)
			}
			fam := d.Rule[:strings.IndexByte(d.Rule+"/", '/')]
			if d.Severity != diag.Error || !slices.Contains([]string{"plugin", "marketplace", "hooks", "mcp"}, fam) {
				continue
			}
			known := false
			for k := range knownPluginErrors {
				suffix, rule, _ := strings.Cut(k, " ")
				known = known || (rule == d.Rule && strings.HasSuffix(filepath.ToSlash(f.Path()), suffix))
			}
			if !known {
				t.Errorf("%s:%d: %s [%s]", f.Path(), d.Range.Start.Line, d.Message, d.Rule)
			}
		}
	}
	if formats["claude-plugin"] == 0 || formats["claude-marketplace"] == 0 || formats["claude-hooks"] == 0 || formats["mcp-config"] == 0 {
		t.Errorf("formats read: %v", formats)
	}
}
