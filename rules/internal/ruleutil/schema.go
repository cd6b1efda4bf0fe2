package ruleutil

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/rules"
)

// A small schema language for the shapes of frontmatter blocks (the
// extended specification's security, testing, tools and composition blocks,
// and AIP-3's fields): enough to say what is wrong, where, and what to write.

// Shape describes one value.
type Shape struct {
	Kinds    []yamlfm.Kind // accepted kinds; empty accepts any
	Enum     []string      // for strings: the accepted values
	Pattern  *match.Regexp
	PatDoc   string // what the pattern means, for messages
	MinLen   int    // for strings (code points) and lists (items)
	MaxLen   int    // 0: no limit
	Item     *Shape // for lists: each item's shape
	Fields   []FieldSpec
	OneOf    []*Shape // alternatives (e.g. a mapping or a list of them)
	NonEmpty bool     // a string that is not blank
}

// FieldSpec is one key of a mapping.
type FieldSpec struct {
	Name     string
	Required bool
	Shape    *Shape
}

var (
	// StrShape is a string.
	StrShape = &Shape{Kinds: []yamlfm.Kind{yamlfm.String}}
	// BoolShape is a boolean.
	BoolShape = &Shape{Kinds: []yamlfm.Kind{yamlfm.Bool}}
	// StrList is a list of strings.
	StrList = &Shape{Kinds: []yamlfm.Kind{yamlfm.Seq}, Item: StrShape}
)

// EnumShape is a string that takes one of values.
func EnumShape(values ...string) *Shape {
	return &Shape{Kinds: []yamlfm.Kind{yamlfm.String}, Enum: values}
}

// Object is a mapping with fields.
func Object(fields ...FieldSpec) *Shape {
	return &Shape{Kinds: []yamlfm.Kind{yamlfm.Map}, Fields: fields}
}

// ListOf is a list whose items have the shape item.
func ListOf(item *Shape) *Shape { return &Shape{Kinds: []yamlfm.Kind{yamlfm.Seq}, Item: item} }

// Req is a required field.
func Req(name string, s *Shape) FieldSpec { return FieldSpec{Name: name, Required: true, Shape: s} }

// Opt is an optional field.
func Opt(name string, s *Shape) FieldSpec { return FieldSpec{Name: name, Shape: s} }

// CheckShape validates n against s, reporting every problem; path names the
// value in messages (e.g. "security.capabilities[0].reason").
func CheckShape(p *rules.Pass, n *yamlfm.Node, s *Shape, path string) {
	if len(s.OneOf) > 0 {
		for _, alt := range s.OneOf {
			if kindOK(n, alt) {
				CheckShape(p, n, alt, path)
				return
			}
		}
		var kinds []string
		for _, alt := range s.OneOf {
			kinds = append(kinds, kindNames(alt.Kinds))
		}
		p.Report(NodeRange(p, n), "`%s` must be %s, not %s", path, strings.Join(kinds, " or "), n.Kind)
		return
	}
	if !kindOK(n, s) {
		p.Report(NodeRange(p, n), "`%s` must be %s, not %s", path, kindNames(s.Kinds), n.Kind)
		return
	}
	switch n.Kind {
	case yamlfm.String:
		l := utf8.RuneCountInString(n.Value)
		switch {
		case s.NonEmpty && strings.TrimSpace(n.Value) == "":
			p.Report(NodeRange(p, n), "`%s` must not be empty", path)
		case len(s.Enum) > 0 && !slices.Contains(s.Enum, n.Value):
			msg := fmt.Sprintf("`%s` is %q; use one of %s", path, n.Value, strings.Join(s.Enum, ", "))
			if near := NearestKey(n.Value, s.Enum); near != "" {
				msg += fmt.Sprintf(" (did you mean %q?)", near)
			}
			p.Report(NodeRange(p, n), "%s", msg)
		case s.MinLen > 0 && l < s.MinLen:
			p.Report(NodeRange(p, n), "`%s` must be at least %d characters", path, s.MinLen)
		case s.MaxLen > 0 && l > s.MaxLen:
			p.Report(NodeRange(p, n), "`%s` is %d characters long; the limit is %d", path, l, s.MaxLen)
		case s.Pattern != nil && !s.Pattern.MatchString(n.Value):
			p.Report(NodeRange(p, n), "`%s` is %q, which is not %s", path, n.Value, s.PatDoc)
		}
	case yamlfm.Seq:
		switch {
		case s.MinLen > 0 && len(n.Items) < s.MinLen:
			p.Report(NodeRange(p, n), "`%s` must list at least %d item(s)", path, s.MinLen)
		case s.MaxLen > 0 && len(n.Items) > s.MaxLen:
			p.Report(NodeRange(p, n), "`%s` lists %d items; the limit is %d", path, len(n.Items), s.MaxLen)
		}
		if s.Item != nil {
			for i, it := range n.Items {
				CheckShape(p, it, s.Item, fmt.Sprintf("%s[%d]", path, i))
			}
		}
	case yamlfm.Map:
		if s.Fields != nil {
			CheckFields(p, n, s.Fields, path)
		}
	}
}

// CheckFields validates the fields of mapping n, reporting every problem.
func CheckFields(p *rules.Pass, n *yamlfm.Node, fields []FieldSpec, path string) {
	var names []string
	for _, f := range fields {
		names = append(names, f.Name)
		kv := n.Get(f.Name)
		switch {
		case kv == nil && f.Required:
			p.Report(NodeRange(p, n), "`%s` needs the key `%s`", path, f.Name)
		case kv != nil:
			CheckShape(p, kv.Value, f.Shape, path+"."+f.Name)
		}
	}
	sort.Strings(names)
	for _, kv := range n.Pairs {
		if slices.Contains(names, kv.Key.Value) {
			continue
		}
		msg := fmt.Sprintf("`%s` has no key `%s` (known: %s)", path, kv.Key.Value, strings.Join(names, ", "))
		if near := NearestKey(kv.Key.Value, names); near != "" {
			msg = fmt.Sprintf("`%s` has no key `%s`: did you mean `%s`?", path, kv.Key.Value, near)
		}
		p.Report(NodeRange(p, kv.Key), "%s", msg)
	}
}

func kindOK(n *yamlfm.Node, s *Shape) bool {
	if len(s.Kinds) == 0 {
		return true
	}
	for _, k := range s.Kinds {
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
