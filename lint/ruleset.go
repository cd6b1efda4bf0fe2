package lint

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/internal/suppress"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
	"strings"
)

// ruleSet is the configuration resolved for one file: the configured
// severity and options of every rule, looked up once per file from the
// effective configuration (nil: every rule at its defaults).
type ruleSet struct {
	eff *config.Effective
}

// resolve is the rule set for the file at path under cfg (nil: defaults).
func resolve(cfg *config.Config, path string) ruleSet {
	if cfg == nil {
		return ruleSet{}
	}
	return ruleSet{eff: cfg.For(path)}
}

// Format is the format the configuration forces on the file, or "".
func (rs ruleSet) Format() string {
	if rs.eff == nil {
		return ""
	}
	return rs.eff.Format
}

// severity is the severity findings of r get (diag.Off: r is off).
func (rs ruleSet) severity(r *rules.Rule) diag.Severity { return rs.eff.Severity(r) }

// severityOf is severity by rule id; unknown ids are off.
func (rs ruleSet) severityOf(id string) diag.Severity {
	if r := registry.ByID(id); r != nil {
		return rs.severity(r)
	}
	return diag.Off
}

// runRules runs every rule of the engine that applies to doc's format and
// is on, and returns their findings: the one rule loop, for linted files
// and bundled files alike. stop, when not nil, is asked between rules; when
// it says true, runRules gives up and returns false.
// securityOnly runs only the security rules (for a document whose
// frontmatter is broken: the other rules would only repeat that).
// bounded lets each pass keep only the findings diag.Cap can show (see
// rules.Pass.Bounded), with sup the document's inline suppressions (nil:
// none); hidden counts, by rule, the findings they left out.
func (e *Engine) runRules(rs ruleSet, doc *model.Document, out []diag.Finding, stop func() bool, securityOnly, bounded bool, sup *suppress.Set) (_ []diag.Finding, hidden map[string]diag.Hidden, ok bool) {
	pass := new(rules.Pass)
	var covered func(string, int) bool
	if sup != nil {
		covered = sup.Covers
	}
	for _, r := range e.rulesFor[doc.Format] {
		if r.Check == nil || securityOnly && !strings.HasPrefix(string(r.ID), "security/") {
			continue
		}
		if stop != nil && stop() {
			return out, nil, false
		}
		sev := rs.severity(r)
		if sev == diag.Off {
			continue
		}
		pass.Reset(r, doc)
		pass.Severity = sev
		pass.Options = rs.eff.Options(r)
		pass.Bounded, pass.Covered = bounded, covered
		r.Check(pass)
		out = append(out, pass.Findings()...)
		if h := pass.Hidden(); h.N > 0 {
			if hidden == nil {
				hidden = map[string]diag.Hidden{}
			}
			hidden[string(r.ID)] = h
		}
	}
	return out, hidden, true
}

// finish applies the inline suppressions sup to findings, sorts them and
// caps the findings of each rule (diag.CapWith, with the findings bounded
// rule passes left out).
func finish(sup *suppress.Set, rs ruleSet, findings []diag.Finding, hidden map[string]diag.Hidden) []diag.Finding {
	findings = sup.Apply(findings, rs.severityOf)
	diag.Sort(findings)
	return diag.CapWith(diag.Dedupe(findings), hidden)
}
