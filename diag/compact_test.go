package diag

import (
	"fmt"
	"testing"
)

func finding(rule string, off int, sev Severity) Finding {
	return Finding{Rule: rule, Severity: sev, Message: fmt.Sprintf("m%d", off), Range: Range{Start: Pos{Offset: off, Line: 1 + off}, End: Pos{Offset: off + 1, Line: 1 + off}}}
}

// A rule over MaxPerRule findings in a file keeps its first MaxPerRule and
// one finding that counts the rest, at the first one left out; other rules
// are untouched, and the result stays sorted.
func TestCap(t *testing.T) {
	var fs []Finding
	for i := 0; i < 3*MaxPerRule; i++ {
		sev := Warning
		if i == 2*MaxPerRule {
			sev = Error
		}
		fs = append(fs, finding("a/many", 2*i, sev))
		if i < MaxPerRule {
			fs = append(fs, finding("b/few", 2*i+1, Info))
		}
	}
	Sort(fs)
	got := Cap(fs)
	if len(got) != 2*MaxPerRule+1 {
		t.Fatalf("%d findings", len(got))
	}
	var many, few int
	for i, f := range got {
		if i > 0 && got[i-1].Range.Start.Offset > f.Range.Start.Offset {
			t.Fatalf("not sorted at %d", i)
		}
		switch f.Rule {
		case "a/many":
			many++
		case "b/few":
			few++
		}
	}
	if many != MaxPerRule+1 || few != MaxPerRule {
		t.Fatalf("%d a/many, %d b/few", many, few)
	}
	last := got[len(got)-1]
	want := "200 more a/many findings in this file are not shown: skillint reports at most 100 findings of one rule in a file"
	if last.Rule != "a/many" || last.Message != want || last.Severity != Error || last.Range.Start.Offset != 2*MaxPerRule {
		t.Errorf("summary: %+v", last)
	}
	// At the cap, nothing changes.
	few100 := []Finding{}
	for i := 0; i < MaxPerRule; i++ {
		few100 = append(few100, finding("a/many", i, Warning), finding("b/few", i, Warning))
	}
	Sort(few100)
	if got := Cap(append([]Finding(nil), few100...)); len(got) != len(few100) {
		t.Errorf("at the cap: %d findings of %d", len(got), len(few100))
	}
}
