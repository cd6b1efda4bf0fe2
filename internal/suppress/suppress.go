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
	"regexp"
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
	used  bool
}

var (
	htmlRE = regexp.MustCompile(`<!--\s*skillint-(disable-next-line|disable-line|disable-file|disable|enable)\b([^>]*?)\s*-->`)
	yamlRE = regexp.MustCompile(`(?:^|\s)#\s*skillint-disable-line\b(.*)$`)
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
	var fence byte
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
				start := src.LineStart(line) + m[0]
				out = append(out, &directive{kind: sameLine, rules: parseRules(string(text[m[2]:m[3]])), line: line,
					rng: src.Range(start, src.LineEnd(line))})
			}
			continue
		}
		if fence != 0 {
			if bytes.HasPrefix(trimmed, []byte{fence, fence, fence}) {
				fence = 0
			}
			continue
		}
		if bytes.HasPrefix(trimmed, []byte("```")) || bytes.HasPrefix(trimmed, []byte("~~~")) {
			fence = trimmed[0]
			continue
		}
		if !mentionsSkillint(text) {
			continue
		}
		base := src.LineStart(line)
		if line == 1 {
			base = src.LineStart(1) + (len(src.LineText(1)) - len(text))
		}
		for _, m := range htmlRE.FindAllSubmatchIndex(text, -1) {
			d := &directive{kind: kinds[string(text[m[2]:m[3]])], rules: parseRules(string(text[m[4]:m[5]])), line: line,
				rng: src.Range(base+m[0], base+m[1])}
			out = append(out, d)
		}
	}
	// Close each disable at the matching enable (or the end of the file).
	for i, d := range out {
		if d.kind != disable {
			continue
		}
		d.end = src.LineCount()
		for _, e := range out[i+1:] {
			if e.kind == enable && (len(e.rules) == 0 || overlaps(e.rules, d.rules)) {
				d.end = e.line
				e.used = true
				break
			}
		}
	}
	return out
}

func overlaps(a, b []string) bool {
	if len(b) == 0 {
		return true
	}
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
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
		return line >= d.line && line <= d.end
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

// Apply drops the findings that directives cover, and adds a finding of
// UnusedRule for each directive that covered nothing or names an unknown
// rule. severityOf gives a rule's severity (Off for an unknown id).
func Apply(src *diag.Source, findings []diag.Finding, severityOf func(rule string) diag.Severity) []diag.Finding {
	ds := parse(src)
	if len(ds) == 0 {
		return findings
	}
	out := findings[:0]
	for _, f := range findings {
		hit := false
		for _, d := range ds {
			if d.kind != enable && d.covers(f.Rule, f.Range.Start.Line) {
				d.used, hit = true, true
			}
		}
		if !hit {
			out = append(out, f)
		}
	}
	sev := severityOf(UnusedRule)
	if sev == diag.Off {
		return out
	}
	for _, d := range ds {
		var unknown []string
		for _, r := range d.rules {
			if registry.ByID(r) == nil {
				unknown = append(unknown, r)
			}
		}
		switch {
		case len(unknown) > 0:
			out = append(out, diag.Finding{Rule: UnusedRule, Severity: sev, Range: d.rng,
				Message: fmt.Sprintf("the suppression names %s, which is not a rule: fix the id (`skillint rules` lists them)", strings.Join(unknown, ", "))})
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
