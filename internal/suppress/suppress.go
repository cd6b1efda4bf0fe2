// Package suppress applies inline suppressions:
//
//	<!-- skillint-disable-next-line RULE [RULE...] -->
//	<!-- skillint-disable-line RULE -->        (at the end of the line it covers)
//	<!-- skillint-disable RULE --> ... <!-- skillint-enable RULE -->
//	<!-- skillint-disable-file RULE -->
//	# skillint-disable-line RULE              (a YAML comment in frontmatter)
//
// in any Markdown body (SKILL.md, agent.3md planes, .agent.md). With no rule
// named, a directive covers every rule. Rules are separated by spaces or
// commas. A directive that suppresses nothing is reported (rule
// suppression/unused), so stale ones do not pile up. Directives inside code
// fences are text, not directives.
package suppress

import (
	"bytes"
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

// UnusedRule is the id of findings about directives that suppress nothing.
const UnusedRule = string(rules.SuppressionUnused)

type kind int

const (
	nextLine kind = iota
	sameLine
	disable
	enable
	file
)

type directive struct {
	kind  kind
	rules []string // empty: every rule
	line  int
	rng   diag.Range
	end   int // for disable: the last line covered
	// endFor is, for disable, the last line covered for rules that an
	// enable naming them ended before end.
	endFor map[string]int
	used   bool
}

var (
	htmlRE = match.Lazy(`<!--\s*skillint-(disable-next-line|disable-line|disable-file|disable|enable)\b([^>]*?)\s*-->`)
	yamlRE = match.Lazy(`(?:^|\s)#\s*skillint-disable-line\b(.*)$`)
)

var kinds = map[string]kind{"disable-next-line": nextLine, "disable-line": sameLine, "disable": disable, "enable": enable, "disable-file": file}

func parseRules(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' })
}

// parse finds the directives of a document.
func parse(src *diag.Source) []*directive {
	if !mentionsSkillint(src.Bytes) {
		return nil
	}
	var out []*directive
	inFront := false
	var fence byte // the open fence's character, 0 outside a fence
	var fenceLen int
	for line := 1; line <= src.LineCount(); line++ {
		text := src.LineText(line)
		if line == 1 {
			text = bytes.TrimPrefix(text, []byte("\xEF\xBB\xBF"))
		}
		trimmed := bytes.TrimSpace(text)
		if line == 1 && string(trimmed) == "---" {
			inFront = true
			continue
		}
		if inFront {
			if string(trimmed) == "---" {
				inFront = false
				continue
			}
			if m := yamlRE.FindSubmatchIndex(text); m != nil {
				start := src.LineStart(line) + m[0] + bytes.IndexByte(text[m[0]:], '#')
				out = append(out, &directive{kind: sameLine, rules: parseRules(string(text[m[2]:m[3]])), line: line,
					rng: src.Range(start, src.LineEnd(line))})
			}
			continue
		}
		if fence != 0 {
			// A fence closes with a run of its character at least as long
			// as the one that opened it, and nothing after it.
			if n := runLen(trimmed, fence); n >= fenceLen && n == len(trimmed) {
				fence = 0
			}
			continue
		}
		if bytes.HasPrefix(trimmed, []byte("```")) || bytes.HasPrefix(trimmed, []byte("~~~")) {
			fence, fenceLen = trimmed[0], runLen(trimmed, trimmed[0])
			continue
		}
		if !mentionsSkillint(text) {
			continue
		}
		base := src.LineStart(line)
		if line == 1 {
			base = src.LineStart(1) + (len(src.LineText(1)) - len(text))
		}
		spans := codeSpans(text)
		for _, m := range htmlRE.FindAllSubmatchIndex(text, -1) {
			if inSpan(spans, m[0]) {
				continue // an example in inline code, not a directive
			}
			d := &directive{kind: kinds[string(text[m[2]:m[3]])], rules: parseRules(string(text[m[4]:m[5]])), line: line,
				rng: src.Range(base+m[0], base+m[1])}
			out = append(out, d)
		}
	}
	// Close each disable at the enables that end it (or the end of the
	// file): an enable naming no rule ends it for every rule, one naming
	// rules ends it for those only.
	for i, d := range out {
		if d.kind != disable {
			continue
		}
		d.end = src.LineCount()
		for _, e := range out[i+1:] {
			if e.kind != enable {
				continue
			}
			if len(e.rules) == 0 {
				d.end = e.line
				e.used = true
				break
			}
			for _, r := range e.rules {
				if _, done := d.endFor[r]; !done && d.names(r) {
					if d.endFor == nil {
						d.endFor = map[string]int{}
					}
					d.endFor[r] = e.line
					e.used = true
				}
			}
			if len(d.rules) > 0 && len(d.endFor) == len(d.rules) {
				d.end = e.line
				break
			}
		}
	}
	return out
}

// runLen is how many times c repeats at the start of b.
func runLen(b []byte, c byte) int {
	n := 0
	for n < len(b) && b[n] == c {
		n++
	}
	return n
}

// codeSpans are the inline code spans of a line, as [start, end) offsets:
// a run of backticks up to the next run of the same length.
func codeSpans(line []byte) [][2]int {
	if bytes.IndexByte(line, '`') < 0 {
		return nil
	}
	var out [][2]int
	for i := 0; i < len(line); {
		if line[i] != '`' {
			i++
			continue
		}
		n := runLen(line[i:], '`')
		closed := false
		for j := i + n; j < len(line); {
			if line[j] != '`' {
				j++
				continue
			}
			m := runLen(line[j:], '`')
			if m == n {
				out = append(out, [2]int{i, j + m})
				i, closed = j+m, true
				break
			}
			j += m
		}
		if !closed {
			i += n
		}
	}
	return out
}

func inSpan(spans [][2]int, at int) bool {
	for _, s := range spans {
		if at >= s[0] && at < s[1] {
			return true
		}
	}
	return false
}

func (d *directive) names(rule string) bool {
	if len(d.rules) == 0 {
		return true
	}
	for _, r := range d.rules {
		if r == rule {
			return true
		}
	}
	return false
}

func (d *directive) covers(rule string, line int) bool {
	if !d.names(rule) {
		return false
	}
	switch d.kind {
	case nextLine:
		return line == d.line+1
	case sameLine:
		return line == d.line
	case disable:
		end := d.end
		if e, ok := d.endFor[rule]; ok {
			end = e
		}
		return line >= d.line && line <= end
	case file:
		return true
	}
	return false
}

// Suppressed reports whether a directive of src covers rule on line.
func Suppressed(src *diag.Source, rule string, line int) bool {
	for _, d := range parse(src) {
		if d.covers(rule, line) {
			return true
		}
	}
	return false
}

// Set is the directives of one document, read once: the engine's rule
// passes ask Covers as they report, and Apply does the rest.
type Set struct {
	ds []*directive
	// The line directives by the line they cover, so that a file of
	// thousands of directives and findings is not directives x findings;
	// the others (ranges, the whole file) are asked for every finding.
	byLine map[int][]*directive
	spans  []*directive
}

// Parse reads the directives of src; nil when it has none.
func Parse(src *diag.Source) *Set {
	ds := parse(src)
	if len(ds) == 0 {
		return nil
	}
	s := &Set{ds: ds, byLine: map[int][]*directive{}}
	for _, d := range ds {
		switch d.kind {
		case nextLine:
			s.byLine[d.line+1] = append(s.byLine[d.line+1], d)
		case sameLine:
			s.byLine[d.line] = append(s.byLine[d.line], d)
		case disable, file:
			s.spans = append(s.spans, d)
		}
	}
	return s
}

// Covers reports whether a directive covers rule on line, and counts the
// directives that do as used, as Apply does for a finding it drops. A
// finding Covers says is covered must be dropped.
func (s *Set) Covers(rule string, line int) bool {
	if s == nil {
		return false
	}
	hit := false
	for _, d := range s.byLine[line] {
		if d.covers(rule, line) {
			d.used, hit = true, true
		}
	}
	for _, d := range s.spans {
		if hit && d.used {
			continue // nothing to learn
		}
		if d.covers(rule, line) {
			d.used, hit = true, true
		}
	}
	return hit
}

// Apply drops the findings that directives cover, and adds a finding of
// UnusedRule for each directive that covered nothing or names an unknown
// rule. severityOf gives a rule's severity (Off for an unknown id).
func Apply(src *diag.Source, findings []diag.Finding, severityOf func(rule string) diag.Severity) []diag.Finding {
	return Parse(src).Apply(findings, severityOf)
}

// Apply is the package's Apply over the directives of s (nil: none),
// counting as used those Covers found covering.
func (s *Set) Apply(findings []diag.Finding, severityOf func(rule string) diag.Severity) []diag.Finding {
	if s == nil {
		return findings
	}
	out := findings[:0]
	for _, f := range findings {
		if !s.Covers(f.Rule, f.Range.Start.Line) {
			out = append(out, f)
		}
	}
	sev := severityOf(UnusedRule)
	if sev == diag.Off {
		return out
	}
	for _, d := range s.ds {
		var unknown []string
		for _, r := range d.rules {
			if registry.ByID(r) == nil {
				unknown = append(unknown, r)
			}
		}
		switch {
		case len(unknown) > 0:
			out = append(out, diag.Finding{Rule: UnusedRule, Severity: sev, Range: d.rng,
				Message: unknownRulesMessage(unknown)})
		case !d.used:
			what := "any rule"
			if len(d.rules) > 0 {
				what = strings.Join(d.rules, ", ")
			}
			out = append(out, diag.Finding{Rule: UnusedRule, Severity: sev, Range: d.rng,
				Message: fmt.Sprintf("this suppression of %s suppresses nothing: remove it", what)})
		}
	}
	return out
}

// mentionsSkillint reports whether b contains "skillint-". It looks for
// "killint-" first: 'k' is rare in text, 's' is not, and the search skips
// from one occurrence of the first byte to the next.
func mentionsSkillint(b []byte) bool {
	for off := 0; ; {
		i := bytes.Index(b[off:], []byte("killint-"))
		if i < 0 {
			return false
		}
		if off+i > 0 && b[off+i-1] == 's' {
			return true
		}
		off += i + 1
	}
}
