// Package rules holds the rule registry and every rule skillint runs.
//
// A rule declares its id (`family/name`), default severity, the formats it
// applies to and its documentation, and checks one document of the common
// model. Rules whose findings come from a format's parser (such as
// agent3md/parse) have no Check: the front-end reports them, and they are
// registered here so that documentation and configuration know them.
package rules

import (
	"fmt"
	"hash/maphash"
	"slices"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/model"
)

// Doc documents a rule. Title is one line; Why says what goes wrong when the
// rule is ignored; Fix says what to do; Bad and Good are short examples.
type Doc struct {
	Title string
	Why   string
	Fix   string
	Bad   string
	Good  string
}

// Option is a setting of a rule that the configuration can change.
type Option struct {
	Name    string
	Default any // an int, a string, or a []string
	Doc     string
}

// Rule is one check.
type Rule struct {
	ID       ID
	Severity diag.Severity
	// Formats lists the formats the rule applies to (model.Format*).
	Formats []string
	Doc     Doc
	// Options are the rule's settings, with their defaults.
	Options []Option
	// Check inspects one document. Nil for rules reported by a front-end
	// or, for rules of file or run scope, by the engine (their family
	// package has the functions that make their findings).
	Check func(*Pass)
	// Scope is what the rule looks at: one document (the default), the
	// file itself before it is parsed, or every file of a run together.
	Scope Scope
	// Optional rules are off unless the configuration gives them a
	// severity: their findings are right too rarely on real skills for a
	// default run (the rule's Doc says why). Severity is then the one they
	// are documented with.
	Optional bool
}

// DefaultSeverity is the severity the rule has when no configuration
// changes it: Off for an optional rule.
func (r *Rule) DefaultSeverity() diag.Severity {
	if r.Optional {
		return diag.Off
	}
	return r.Severity
}

// SeverityLabel says the default severity for people: "off (warning)" for
// an optional rule.
func (r *Rule) SeverityLabel() string {
	if r.Optional {
		return fmt.Sprintf("off (%s)", r.Severity)
	}
	return r.Severity.String()
}

// Scope is what a rule looks at.
type Scope int

const (
	// ScopeDocument rules check one parsed document.
	ScopeDocument Scope = iota
	// ScopeFile rules are about the file itself (its size, encoding, bytes,
	// whether it can be read); the engine reports them.
	ScopeFile
	// ScopeRun rules compare the files of a run; the engine reports them.
	ScopeRun
)

// Family is the part of the id before the slash.
func (r *Rule) Family() string { return r.ID.Family() }

// AppliesTo reports whether the rule runs on documents of format.
func (r *Rule) AppliesTo(format string) bool { return slices.Contains(r.Formats, format) }

// Pass is one rule's run over one document.
type Pass struct {
	Doc  *model.Document
	Rule *Rule
	// Options overrides the rule's option defaults (from the configuration).
	Options map[string]any
	// Severity is the severity findings get (the rule's default unless the
	// configuration changes it).
	Severity diag.Severity
	// Bounded, set by the engine, lets the pass keep only the findings
	// that diag.Cap can show: past a few hundred, the ones that sort first
	// are kept and the rest counted (Hidden), so a hostile file's hundreds
	// of thousands of findings are not all stored and sorted. Covered,
	// when set, says whether an inline suppression drops a finding of a
	// rule on a line (and counts the suppression as used): a bounded pass
	// drops those findings first, so that the ones it keeps and counts
	// are the ones the suppressions leave.
	Bounded bool
	Covered func(rule string, line int) bool
	out     []diag.Finding
	hidden  diag.Hidden
	// The dropped findings that Dedupe could merge: their hashes, in a list
	// while they come in sort order (the last is maxDropped), in a set once
	// one comes out of order.
	droppedList []findingHash
	dropped     map[findingHash]struct{}
	maxDropped  diag.Finding
	// cut is the last finding a bounded pass kept when it last dropped
	// some (hasCut): a finding that sorts after it is dropped at once.
	cut    diag.Finding
	hasCut bool
	// foreign counts the findings under other rules' ids kept by the
	// last bound: they do not count toward the bound.
	foreign int
}

// NewPass prepares rule r to run over doc with its default options and severity.
func NewPass(r *Rule, doc *model.Document) *Pass {
	return &Pass{Doc: doc, Rule: r, Severity: r.Severity}
}

// Reset prepares p to run rule r over doc, as NewPass does, keeping the
// storage of its findings: a caller that copies Findings out before the
// next Reset can run every rule of a document with one Pass.
func (p *Pass) Reset(r *Rule, doc *model.Document) {
	clear(p.out)
	*p = Pass{Doc: doc, Rule: r, Severity: r.Severity, out: p.out[:0]}
}

// option returns the configured value of a rule option, or its default.
func (p *Pass) option(name string) any {
	if v, ok := p.Options[name]; ok {
		return v
	}
	for _, o := range p.Rule.Options {
		if o.Name == name {
			return o.Default
		}
	}
	panic("rules: " + string(p.Rule.ID) + " has no option " + name)
}

// Int is an integer option.
func (p *Pass) Int(name string) int {
	switch v := p.option(name).(type) {
	case int:
		return v
	case int64:
		return int(v)
	case uint64:
		return int(v)
	case float64:
		return int(v)
	}
	return 0
}

// StringMap is a string-to-string option.
func (p *Pass) StringMap(name string) map[string]string {
	if m, ok := p.option(name).(map[string]string); ok {
		return m
	}
	return nil
}

// Strings is a list-of-strings option.
func (p *Pass) Strings(name string) []string {
	switch v := p.option(name).(type) {
	case []string:
		return v
	case []any:
		var out []string
		for _, x := range v {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// Findings are what the pass reported; for a bounded pass, the ones it
// kept (see Hidden).
func (p *Pass) Findings() []diag.Finding {
	if p.Bounded {
		p.settle()
		if len(p.out) > boundKeep+p.foreign {
			p.bound()
		}
	}
	return p.out
}

// Hidden counts the findings a bounded pass left out: each sorts after
// every finding Findings returns, and none repeats another exactly (as
// diag.Dedupe would have merged it).
func (p *Pass) Hidden() diag.Hidden {
	p.Findings()
	return p.hidden
}

// boundKeep is how many findings a bounded pass keeps (in diag.Sort
// order, after diag.Dedupe): more than diag.Cap shows, so that the cap's
// summary finding is where it would have been.
const boundKeep = 4 * diag.MaxPerRule

// bound sorts and dedupes the findings, keeps the first boundKeep and
// counts the rest. The findings a bounded pass has dropped all sort after
// the ones it keeps, so a finding that repeats a dropped one exactly is
// dropped too, and is not counted twice. (diag.Dedupe merges a repeat
// with the finding just before it: the count differs from its only when
// a rule reports, at one range and with one message, findings that differ
// in severity or related locations between exact repeats.)
//
// A rule may report a finding under another rule's id (the security rules
// report what they find in decoded text under the rule that matched):
// such findings are all kept, and only the pass's own are bounded.
func (p *Pass) bound() {
	diag.Sort(p.out)
	p.out = diag.Dedupe(p.out)
	own := string(p.Rule.ID)
	kept, n := p.out[:0], 0
	for i := range p.out {
		f := &p.out[i]
		if f.Rule == own {
			if n++; n > boundKeep {
				p.drop(f)
				continue
			}
			if n == boundKeep {
				p.cut = *f
			}
		}
		kept = append(kept, *f)
	}
	clear(p.out[len(kept):])
	p.out = kept
	p.foreign = len(kept) - min(n, boundKeep)
	if n > boundKeep {
		p.hasCut = true
	}
}

// settle drops the last finding reported, now that its reporter is done
// with it, when a suppression covers it, or when it sorts after the cut
// (counting it): findings reported in position order after the first few
// hundred are counted without being kept or sorted. A finding settled
// again (the last one kept by bound) stays.
func (p *Pass) settle() {
	if len(p.out) == 0 {
		return
	}
	f := &p.out[len(p.out)-1]
	switch {
	case p.Covered != nil && p.Covered(f.Rule, f.Range.Start.Line):
		// suppressed: neither kept nor counted
	case p.hasCut && f.Rule == p.cut.Rule && sortsAfter(f, &p.cut):
		p.drop(f)
	default:
		return
	}
	*f = diag.Finding{}
	p.out = p.out[:len(p.out)-1]
}

// sortsAfter reports whether f comes after c in diag.Sort's order (both
// of one rule), ties excluded.
func sortsAfter(f, c *diag.Finding) bool {
	if f.Range.Start.Offset != c.Range.Start.Offset {
		return f.Range.Start.Offset > c.Range.Start.Offset
	}
	if f.Message != c.Message {
		return f.Message > c.Message
	}
	return f.Range.End.Offset > c.Range.End.Offset
}

// drop counts a finding left out, unless it repeats one dropped before.
// A finding that sorts after every one dropped before repeats none of
// them: while they come in that order, their hashes are only listed.
func (p *Pass) drop(f *diag.Finding) {
	if len(f.Related) == 0 {
		k := findingKey(f)
		inOrder := p.dropped == nil && (len(p.droppedList) == 0 || sortsAfter(f, &p.maxDropped))
		switch {
		case inOrder:
			p.droppedList = append(p.droppedList, k)
			p.maxDropped = diag.Finding{Message: f.Message, Range: f.Range}
		default:
			if p.dropped == nil {
				p.dropped = make(map[findingHash]struct{}, 2*len(p.droppedList))
				for _, h := range p.droppedList {
					p.dropped[h] = struct{}{}
				}
				p.droppedList = nil
			}
			if _, ok := p.dropped[k]; ok {
				return
			}
			p.dropped[k] = struct{}{}
		}
	}
	p.hidden.N++
	p.hidden.Sev = max(p.hidden.Sev, f.Severity)
}

var keySeeds = [2]maphash.Seed{maphash.MakeSeed(), maphash.MakeSeed()}

// findingHash is a 128-bit hash of what diag.Dedupe compares (the rule
// is the pass's).
type findingHash [2]uint64

func findingKey(f *diag.Finding) findingHash {
	var k findingHash
	for i, seed := range keySeeds {
		var h maphash.Hash
		h.SetSeed(seed)
		maphash.WriteComparable(&h, [3]int{f.Range.Start.Offset, f.Range.End.Offset, int(f.Severity)})
		h.WriteString(f.Message)
		k[i] = h.Sum64()
	}
	return k
}

// Report records a finding at r with the rule's default severity. The
// finding it returns may be changed until the next Report.
func (p *Pass) Report(r diag.Range, format string, args ...any) *diag.Finding {
	if p.Bounded {
		p.settle()
		if len(p.out) >= 2*boundKeep+p.foreign {
			p.bound()
		}
	}
	p.out = append(p.out, diag.Finding{Rule: string(p.Rule.ID), Severity: p.Severity, Message: fmt.Sprintf(format, args...), Range: r})
	return &p.out[len(p.out)-1]
}

// Src is the document's bytes.
func (p *Pass) Src() *diag.Source { return p.Doc.Source }
