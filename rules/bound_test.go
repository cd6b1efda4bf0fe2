package rules

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/skillint/skillint/diag"
)

// A bounded pass keeps and counts findings so that diag.CapWith over what
// it kept gives what diag.Cap gives over every finding: reports out of
// position order, exact repeats (which diag.Dedupe merges), findings with
// related locations (which it does not merge), mixed severities,
// messages changed after Report, and findings reported under another
// rule's id.
func TestBoundedPassSameAsCap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	trial := 0
	for _, n := range []int{50, 101, 400, 401, 799, 800, 801, 1600, 5000, 20000} {
		for _, spread := range []int{3, 50, 2000, 100000} {
			for order := range 3 {
				trial++
				checkBounded(t, rng, trial, n, spread, order, trial%2 == 0)
			}
		}
	}
}

func checkBounded(t *testing.T, rng *rand.Rand, trial, n, spread, order int, suppressed bool) {
	{
		type rep struct {
			at, sev int
			related bool
		}
		reps := make([]rep, n)
		for i := range reps {
			reps[i] = rep{at: rng.IntN(spread), related: rng.IntN(10) == 0}
			switch order {
			case 1:
				reps[i].at = n - i // reverse order
			case 2:
				reps[i].at = i // position order
			}
			reps[i].sev = 1 + reps[i].at%3
		}
		run := func(bounded bool) []diag.Finding {
			// Some lines suppressed: a bounded pass drops their findings as
			// it goes, an unbounded one leaves them to be filtered after.
			covered := func(rule string, line int) bool { return suppressed && line%5 == 0 }
			p := NewPass(&Rule{ID: "x/y", Severity: diag.Warning}, nil)
			p.Bounded = bounded
			if bounded {
				p.Covered = covered
			}
			for _, r := range reps {
				line := r.at/3 + 1
				f := p.Report(diag.Range{Start: diag.Pos{Offset: r.at, Line: line}, End: diag.Pos{Offset: r.at + 1, Line: line}}, "at %d %v", r.at%7, r.related)
				f.Severity = diag.Severity(r.sev)
				if r.related {
					f.Related = []diag.Related{{Message: "here"}}
				}
				if r.at%5 == 0 {
					f.Message += " (changed after Report)"
				}
				if r.at%11 == 0 {
					f.Rule = "x/z" // reported under another rule's id
				}
			}
			var fs []diag.Finding
			for _, f := range p.Findings() {
				if !covered(f.Rule, f.Range.Start.Line) {
					fs = append(fs, f)
				}
			}
			diag.Sort(fs)
			if h := p.Hidden(); h.N > 0 {
				return diag.CapWith(diag.Dedupe(fs), map[string]diag.Hidden{"x/y": h})
			}
			return diag.Cap(diag.Dedupe(fs))
		}
		want, got := run(false), run(true)
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("trial %d (%d reports over %d offsets): bounded pass gives %d findings, unbounded %d\nlast: %s\nwant: %s",
				trial, n, spread, len(got), len(want), fmt.Sprint(got[len(got)-1]), fmt.Sprint(want[len(want)-1]))
		}
	}
}
