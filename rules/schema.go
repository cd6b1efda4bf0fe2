package rules

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/formats/yamlfm"
)

// A small schema language for the shapes of frontmatter blocks (the
// extended specification's security, testing, tools and composition blocks,
// and AIP-3's fields): enough to say what is wrong, where, and what to write.

// shape describes one value.
type shape struct {
	kinds    []yamlfm.Kind // accepted kinds; empty accepts any
	enum     []string      // for strings: the accepted values
	pattern  *regexp.Regexp
	patDoc   string // what the pattern means, for messages
	minLen   int    // for strings (code points) and lists (items)
	maxLen   int    // 0: no limit
	item     *shape // for lists: each item's shape
	fields   []fieldSpec
	oneOf    []*shape // alternatives (e.g. a mapping or a list of them)
	nonEmpty bool     // a string that is not blank
}

// fieldSpec is one key of a mapping.
type fieldSpec struct {
	name     string
	required bool
	shape    *shape
}

var (
	strShape  = &shape{kinds: []yamlfm.Kind{yamlfm.String}}
	boolShape = &shape{kinds: []yamlfm.Kind{yamlfm.Bool}}
	strList   = &shape{kinds: []yamlfm.Kind{yamlfm.Seq}, item: strShape}
)

func enumShape(values ...string) *shape {
	return &shape{kinds: []yamlfm.Kind{yamlfm.String}, enum: values}
}

func object(fields ...fieldSpec) *shape {
	return &shape{kinds: []yamlfm.Kind{yamlfm.Map}, fields: fields}
}

func listOf(item *shape) *shape { return &shape{kinds: []yamlfm.Kind{yamlfm.Seq}, item: item} }

func req(name string, s *shape) fieldSpec { return fieldSpec{name: name, required: true, shape: s} }
func opt(name string, s *shape) fieldSpec { return fieldSpec{name: name, shape: s} }

// checkShape validates n against s, reporting every problem; path names the
// value in messages (e.g. "security.capabilities[0].reason").
func checkShape(p *Pass, n *yamlfm.Node, s *shape, path string) {
	if len(s.oneOf) > 0 {
		for _, alt := range s.oneOf {
			if kindOK(n, alt) {
				checkShape(p, n, alt, path)
				return
			}
		}
		var kinds []string
		for _, alt := range s.oneOf {
			kinds = append(kinds, kindNames(alt.kinds))
		}
		p.Report(nodeRange(p, n), "`%s` must be %s, not %s", path, strings.Join(kinds, " or "), n.Kind)
		return
	}
	if !kindOK(n, s) {
		p.Report(nodeRange(p, n), "`%s` must be %s, not %s", path, kindNames(s.kinds), n.Kind)
		return
	}
	switch n.Kind {
	case yamlfm.String:
		l := utf8.RuneCountInString(n.Value)
		switch {
		case s.nonEmpty && strings.TrimSpace(n.Value) == "":
			p.Report(nodeRange(p, n), "`%s` must not be empty", path)
		case len(s.enum) > 0 && !slices.Contains(s.enum, n.Value):
			msg := fmt.Sprintf("`%s` is %q; use one of %s", path, n.Value, strings.Join(s.enum, ", "))
			if near := nearestKey(n.Value, s.enum); near != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", near)
			}
			p.Report(nodeRange(p, n), "%s", msg)
		case s.minLen > 0 && l < s.minLen:
			p.Report(nodeRange(p, n), "`%s` must be at least %d characters", path, s.minLen)
		case s.maxLen > 0 && l > s.maxLen:
			p.Report(nodeRange(p, n), "`%s` is %d characters long; the limit is %d", path, l, s.maxLen)
		case s.pattern != nil && !s.pattern.MatchString(n.Value):
			p.Report(nodeRange(p, n), "`%s` is %q, which is not %s", path, n.Value, s.patDoc)
		}
	case yamlfm.Seq:
		switch {
		case s.minLen > 0 && len(n.Items) < s.minLen:
			p.Report(nodeRange(p, n), "`%s` must list at least %d item(s)", path, s.minLen)
		case s.maxLen > 0 && len(n.Items) > s.maxLen:
			p.Report(nodeRange(p, n), "`%s` lists %d items; the limit is %d", path, len(n.Items), s.maxLen)
		}
		if s.item != nil {
			for i, it := range n.Items {
				checkShape(p, it, s.item, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	case yamlfm.Map:
		if s.fields != nil {
			checkFields(p, n, s.fields, path)
		}
	}
}

func checkFields(p *Pass, n *yamlfm.Node, fields []fieldSpec, path string) {
	var names []string
	for _, f := range fields {
		names = append(names, f.name)
		kv := n.Get(f.name)
		switch {
		case kv == nil && f.required:
			p.Report(nodeRange(p, n), "`%s` needs the key `%s`", path, f.name)
		case kv != nil:
			checkShape(p, kv.Value, f.shape, path+"."+f.name)
		}
	}
	sort.Strings(names)
	for _, kv := range n.Pairs {
		if slices.Contains(names, kv.Key.Value) {
			continue
		}
		msg := fmt.Sprintf("`%s` has no key `%s` (known: %s)", path, kv.Key.Value, strings.Join(names, ", "))
		if near := nearestKey(kv.Key.Value, names); near != "" {
			msg = fmt.Sprintf("`%s` has no key `%s`: did you mean `%s`?", path, kv.Key.Value, near)
		}
		p.Report(nodeRange(p, kv.Key), "%s", msg)
	}
}

func kindOK(n *yamlfm.Node, s *shape) bool {
	if len(s.kinds) == 0 {
		return true
	}
	for _, k := range s.kinds {
		if n.Kind == k {
			return true
		}
	}
	return false
}

func kindNames(ks []yamlfm.Kind) string {
	var out []string
	for _, k := range ks {
		out = append(out, k.String())
	}
	return strings.Join(out, " or ")
}
