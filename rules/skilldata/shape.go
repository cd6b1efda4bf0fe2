package skilldata

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// object is a mapping's documented keys: each key's shape, and which are
// required. Unknown keys are not the shape's business (an unknown-field
// rule reports them, as a warning).
type object struct {
	keys     map[string]*ruleutil.Shape
	required []string
	nested   map[string]*object // keys whose value is a mapping checked in turn
	items    map[string]*object // keys whose value is a list of mappings
}

// checkObject reports what in n does not have the documented shape.
func checkObject(p *rules.Pass, n *yamlfm.Node, o *object, path string) {
	if n.Kind != yamlfm.Map {
		p.Report(ruleutil.NodeRange(p, n), "`%s` must be a mapping, not %s", path, n.Kind)
		return
	}
	for _, k := range o.required {
		if n.Get(k) == nil {
			p.Report(ruleutil.NodeRange(p, n), "`%s` needs the key `%s`", path, k)
		}
	}
	for _, kv := range n.Pairs {
		k := kv.Key.Value
		sub := join(path, k)
		switch {
		case o.nested[k] != nil:
			checkObject(p, kv.Value, o.nested[k], sub)
		case o.items[k] != nil:
			if kv.Value.Kind != yamlfm.Seq {
				p.Report(ruleutil.NodeRange(p, kv.Value), "`%s` must be a list, not %s", sub, kv.Value.Kind)
				continue
			}
			for i, it := range kv.Value.Items {
				checkObject(p, it, o.items[k], fmt.Sprintf("%s[%d]", sub, i))
			}
		case o.keys[k] != nil:
			ruleutil.CheckShape(p, kv.Value, o.keys[k], sub)
		}
	}
}

var index = match.Lazy(`\[\d+\]`)

func join(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// unknown reports the keys of n (and of its documented nested mappings)
// that o does not document; in a list of mappings, each key once (the
// first item that has it).
func unknown(p *rules.Pass, n *yamlfm.Node, o *object, path, what, who string, seen map[string]bool) {
	if n == nil || n.Kind != yamlfm.Map {
		return
	}
	var names []string
	for k := range o.keys {
		names = append(names, k)
	}
	for k := range o.nested {
		names = append(names, k)
	}
	for k := range o.items {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, kv := range n.Pairs {
		k := kv.Key.Value
		switch {
		case o.nested[k] != nil:
			unknown(p, kv.Value, o.nested[k], join(path, k), what, who, seen)
		case o.items[k] != nil:
			if kv.Value.Kind == yamlfm.Seq {
				for i, it := range kv.Value.Items {
					unknown(p, it, o.items[k], fmt.Sprintf("%s[%d]", join(path, k), i), what, who, seen)
				}
			}
		case !slices.Contains(names, k) && !seen[index.ReplaceAllString(path, "[]")+"\x00"+k]:
			seen[index.ReplaceAllString(path, "[]")+"\x00"+k] = true
			msg := fmt.Sprintf("`%s` is not a documented key of %s; %s ignores it", join(path, k), what, who)
			if near := ruleutil.NearestKey(k, names); near != "" {
				msg += fmt.Sprintf(" (did you mean `%s`?)", near)
			}
			p.Report(ruleutil.NodeRange(p, kv.Key), "%s", msg)
		}
	}
}

// missingPath reports whether a path relative to the skill directory names
// no file. Paths outside the skill, absolute paths and URLs are not checked.
func missingPath(skillDir, rel string) bool {
	rel = strings.TrimSpace(rel)
	if rel == "" || strings.Contains(rel, "://") || filepath.IsAbs(rel) || strings.HasPrefix(rel, "/") || strings.Contains(rel, "..") {
		return false
	}
	_, err := os.Stat(filepath.Join(skillDir, filepath.FromSlash(rel)))
	return err != nil
}
