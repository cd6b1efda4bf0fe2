package plugin

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/formats/plugin"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// A checker walks one JSON structure for two rules at once: the rule about
// types and required keys (errors) and the rule about keys the host does not
// know (warnings: Claude Code ignores them). Each rule's Check runs the same
// walk and keeps its own kind of finding.
type checker struct {
	p       *rules.Pass
	unknown bool // report unknown keys only (else: types and required keys only)
}

func root(p *rules.Pass) *yamlfm.Node {
	if t := plugin.TreeOf(p.Doc); t != nil {
		return t.Root
	}
	return nil
}

func (c *checker) at(n *yamlfm.Node, format string, args ...any) {
	if !c.unknown {
		c.p.Report(ruleutil.NodeRange(c.p, n), format, args...)
	}
}

// kinds describes accepted kinds for messages.
func kinds(ks []yamlfm.Kind) string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return strings.Join(out, " or ")
}

// is reports whether n is one of ks, and reports it when not.
func (c *checker) is(n *yamlfm.Node, path string, ks ...yamlfm.Kind) bool {
	if n == nil {
		return false
	}
	if slices.Contains(ks, n.Kind) || (n.Kind == yamlfm.Int && slices.Contains(ks, yamlfm.Float)) {
		return true
	}
	c.at(n, "`%s` must be %s, not %s", path, kinds(ks), n.Kind)
	return false
}

// strs checks a list of strings.
func (c *checker) strs(n *yamlfm.Node, path string) {
	if c.is(n, path, yamlfm.Seq) {
		for i, it := range n.Items {
			c.is(it, fmt.Sprintf("%s[%d]", path, i), yamlfm.String)
		}
	}
}

// strOrStrs checks a string or a list of strings.
func (c *checker) strOrStrs(n *yamlfm.Node, path string) {
	if n.Kind == yamlfm.Seq {
		c.strs(n, path)
		return
	}
	c.is(n, path, yamlfm.String, yamlfm.Seq)
}

// strMap checks an object of string values.
func (c *checker) strMap(n *yamlfm.Node, path string) {
	if c.is(n, path, yamlfm.Map) {
		for _, kv := range n.Pairs {
			c.is(kv.Value, path+"."+kv.Key.Value, yamlfm.String)
		}
	}
}

// required reports the keys of n that are missing.
func (c *checker) required(n *yamlfm.Node, path string, keys ...string) {
	for _, k := range keys {
		if n.Get(k) == nil {
			c.at(n, "`%s` needs the key `%s`", path, k)
		}
	}
}

// jsonMetaKey reports a key JSON files hold for editors and readers, which
// hosts ignore by design: "$schema" (the schema an editor checks the file
// against), and comments ("$comment", "_comment", "//").
func jsonMetaKey(k string) bool {
	return k == "$schema" || k == "$comment" || strings.HasPrefix(k, "_comment") || strings.HasPrefix(k, "//")
}

// keys reports, in unknown mode, the keys of n not in known.
func (c *checker) keys(n *yamlfm.Node, path string, known []string) {
	if !c.unknown || n == nil || n.Kind != yamlfm.Map {
		return
	}
	for _, kv := range n.Pairs {
		if slices.Contains(known, kv.Key.Value) || jsonMetaKey(kv.Key.Value) {
			continue
		}
		sorted := slices.Clone(known)
		sort.Strings(sorted)
		msg := fmt.Sprintf("`%s` has no key `%s`; the host ignores it (known: %s)", path, kv.Key.Value, strings.Join(sorted, ", "))
		if near := ruleutil.NearestKey(kv.Key.Value, known); near != "" {
			msg = fmt.Sprintf("`%s` has no key `%s`: did you mean `%s`?", path, kv.Key.Value, near)
		}
		c.p.Report(ruleutil.NodeRange(c.p, kv.Key), "%s", msg)
	}
}

// field is the value of key in n, or nil.
func field(n *yamlfm.Node, key string) *yamlfm.Node {
	if kv := n.Get(key); kv != nil {
		return kv.Value
	}
	return nil
}

// pathName joins a JSON path for messages.
func pathName(base, key string) string {
	if base == "" {
		return key
	}
	return base + "." + key
}
