package diag

import "fmt"

// Dedupe drops, from sorted findings, each one that repeats the one before
// it exactly (same rule, severity, range and message): a reference link
// used a thousand times to a missing file is one problem, written once.
func Dedupe(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	out := fs[:1]
	for _, f := range fs[1:] {
		p := &out[len(out)-1]
		if f.Rule == p.Rule && f.Severity == p.Severity && f.Range == p.Range && f.Message == p.Message && len(f.Related) == 0 && len(p.Related) == 0 {
			continue
		}
		out = append(out, f)
	}
	return out
}

// MaxPerRule is the most findings of one rule reported in one file. A file
// that makes more (a hostile or generated file: a reference used a hundred
// thousand times, a plane linked to every other) gets the first MaxPerRule
// of them in position order and then one finding that counts the rest,
// so that the output stays readable and its size bounded.
const MaxPerRule = 100

// Cap keeps, of sorted findings, the first MaxPerRule of each rule, and in
// place of the first one left out a finding of the same rule that says how
// many more there are, with the highest severity among them. The result is
// still sorted; findings of no rule over the cap are untouched.
func Cap(fs []Finding) []Finding { return CapWith(fs, nil) }

// Hidden counts the findings of one rule that a bounded rule pass left
// out (they sort after the ones it kept), and their highest severity.
type Hidden struct {
	N   int
	Sev Severity
}

// CapWith is Cap over fs and, for each rule in more, more[rule].N findings
// that sort after every finding of that rule in fs (a bounded pass kept
// at least MaxPerRule+1 of that rule's findings, and counted the rest).
func CapWith(fs []Finding, more map[string]Hidden) []Finding {
	if len(fs) <= MaxPerRule {
		return fs
	}
	count := map[string]int{}
	over := false
	for i := range fs {
		count[fs[i].Rule]++
		if count[fs[i].Rule] > MaxPerRule {
			over = true
		}
	}
	for rule, h := range more {
		count[rule] += h.N
	}
	if !over {
		return fs
	}
	// For each rule over the cap: where its summary goes, and its severity.
	type summary struct {
		at  int
		sev Severity
	}
	sums := map[string]*summary{}
	seen := map[string]int{}
	out := fs[:0]
	for i := range fs {
		f := fs[i]
		seen[f.Rule]++
		n := seen[f.Rule]
		if n <= MaxPerRule {
			out = append(out, f)
			continue
		}
		s := sums[f.Rule]
		if s == nil {
			s = &summary{at: len(out), sev: f.Severity}
			sums[f.Rule] = s
			out = append(out, Finding{Rule: f.Rule, Range: f.Range})
		} else if f.Severity > s.sev {
			s.sev = f.Severity
		}
	}
	for rule, s := range sums {
		hidden := count[rule] - MaxPerRule
		if h := more[rule]; h.N > 0 && h.Sev > s.sev {
			s.sev = h.Sev
		}
		out[s.at].Severity = s.sev
		out[s.at].Message = fmt.Sprintf("%d more %s findings in this file are not shown: skillint reports at most %d findings of one rule in a file", hidden, rule, MaxPerRule)
	}
	return out
}
