package agent3md

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/threemd"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
)

func checkIdentityOrder(p *rules.Pass) {
	t := tree(p)
	if len(t.Planes) < 2 {
		return
	}
	for _, pl := range t.Planes {
		if pl.Attributes["kind"] == "identity" {
			return
		}
	}
	id := threemd.IdentityPlane(t)
	if id == t.Planes[0] {
		return
	}
	p.Report(p.Src().Range(id.Start, id.End), "no plane has kind=identity, so the lowest z (z=%s) is the identity, but loaders that take the first plane pick z=%s (line %d): add kind=identity to the identity plane",
		id.ZText, t.Planes[0].ZText, t.Planes[0].Line)
}

func checkZValue(p *rules.Pass) {
	for _, pl := range tree(p).Planes {
		if pl.Shorthand || (pl.Z >= 0 && pl.Z == math.Trunc(pl.Z) && isInteger(pl.ZText)) {
			continue
		}
		what := "a decimal"
		if pl.Z < 0 {
			what = "negative"
		}
		if pl.Z == math.Trunc(pl.Z) && pl.Z >= 0 {
			what = "not written as an integer"
		}
		p.Report(attrRange(p.Src(), pl, "z"), "z=%s is %s: [[z=N]] links only reach non-negative integers and some loaders truncate z, so renumber the planes 0, 1, 2, ...", pl.ZText, what)
	}
}

func checkUnclosedFence(p *rules.Pass) {
	t := tree(p)
	if t == nil || t.Unclosed == nil {
		return
	}
	f := t.Unclosed
	hidden := 0
	src := p.Src()
	for line := f.Line + 1; line <= src.LineCount(); line++ {
		if txt := src.LineText(line); len(txt) >= 6 && string(txt[:6]) == "@plane" && (len(txt) == 6 || txt[6] == ' ' || txt[6] == '\t') {
			hidden++
		}
	}
	msg := "this code fence is never closed, so the rest of the file is code"
	if hidden > 0 {
		msg += fmt.Sprintf(" and %d @plane directive(s) after it are ignored", hidden)
	}
	p.Report(src.Range(f.Start, f.End), "%s: close it with a matching fence line", msg)
}

func checkKind(p *rules.Pass) {
	for _, pl := range tree(p).Planes {
		a := pl.Attr("kind")
		if a == nil || a.Value == "identity" || a.Value == "skill" {
			continue
		}
		hint := "use kind=identity or kind=skill"
		if l := strings.ToLower(strings.TrimSpace(a.Value)); l == "identity" || l == "skill" {
			hint = "kind is case-sensitive: write kind=" + l
		}
		f := p.Report(p.Src().Range(a.Start, a.End), "kind=%q is not identity or skill, so the plane is treated as a skill: %s", a.Value, hint)
		f.Fixes = kindCaseFix(p, a)
	}
}

var caseSensitiveKeys = []string{"agent", "tools", "model", "persona", "version", "entry"}

func checkKeyCase(p *rules.Pass) {
	for _, f := range tree(p).Fields {
		for _, k := range caseSensitiveKeys {
			if f.Key != k && strings.EqualFold(f.Key, k) {
				d := p.Report(p.Src().Range(f.KeyStart, f.KeyEnd), "`%s:` is not `%s:` (this key is case-sensitive) and is ignored as metadata: write `%s:`", f.Key, k, k)
				d.Fixes = keyCaseFix(p, tree(p).Fields, f, k)
			}
		}
	}
}

// phraseKey normalizes a trigger phrase as route() reads it: lowercased runs
// of letters and digits.
func phraseKey(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

func checkDuplicateTrigger(p *rules.Pass) {
	type owner struct {
		skill *model.Skill
		text  model.Text
	}
	seen := map[string]owner{}
	for _, s := range skills(p) {
		mine := map[string]bool{}
		for _, t := range s.Triggers {
			k := phraseKey(t.Value)
			if k == "" || mine[k] {
				continue
			}
			mine[k] = true
			if o, ok := seen[k]; ok {
				f := p.Report(t.Range, "trigger %q is also a trigger of skill %q (z=%s), so routing cannot tell them apart: make the phrases distinct", t.Value, skillLabel(o.skill), plane(o.skill).ZText)
				f.Related = append(f.Related, diag.Related{Range: o.text.Range, Message: "the same trigger"})
				continue
			}
			seen[k] = owner{s, t}
		}
	}
}

func checkPreambleLink(p *rules.Pass) {
	t := tree(p)
	if len(t.Planes) == 0 || t.Planes[0].Shorthand {
		return
	}
	exists := map[string]bool{}
	for _, pl := range t.Planes {
		exists[pl.ZKey] = true
	}
	for _, l := range threemd.Links(t.Src, t.PreambleFrom, t.PreambleTo, nil) {
		if k, _ := threemd.ZKey(l.TargetText); !exists[k] {
			p.Report(p.Src().Range(l.Start, l.End), "link [[z=%s]] in the preamble points to a plane that does not exist: use the z of an existing plane", l.TargetText)
		}
	}
}
