package lint

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/internal/suppress"
)

// The engine's bounded rule passes, which drop suppressed findings as they
// go and keep only what the cap shows, give the findings that running
// every rule unbounded and then applying the suppressions gives: thousands
// of findings of one rule, some suppressed line by line, some by a
// disabled span, with directives that suppress nothing (reported as unused).
func TestBoundedPassesSameAsUnbounded(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	b.WriteString(skillFM)
	for i := 0; i < 3000; i++ {
		switch {
		case i%3 == 0:
			b.WriteString("<!-- skillint-disable-next-line skill/reference.missing -->\n")
		case i%50 == 1:
			b.WriteString("<!-- skillint-disable-next-line skill/name.format -->\n") // suppresses nothing
		case i == 1000:
			b.WriteString("<!-- skillint-disable skill/reference.missing -->\n")
		case i == 1200:
			b.WriteString("<!-- skillint-enable skill/reference.missing -->\n")
		}
		fmt.Fprintf(&b, "[x](./m%d.md) [[z=%d]]\n\n", i, i)
	}
	for _, name := range []string{"SKILL.md", "agent.3md"} {
		p := filepath.Join(dir, "my-skill", name)
		src := b.String()
		if name == "agent.3md" {
			src = agentFM + "@plane z=1 label=\"a\" triggers=\"a\"\n" + strings.SplitN(src, "---\n", 3)[2]
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		e := New()
		got := e.LintBytes(p, []byte(src), true).Findings

		s := diag.NewSource(p, []byte(src))
		parsed := formats.Detect(p).Parse(s, frontend.Options{Explicit: true})
		all, _, _ := e.runRules(ruleSet{}, parsed.Doc, append([]diag.Finding(nil), parsed.Findings...), nil, parsed.Broken, false, nil)
		want := finish(suppress.Parse(s), ruleSet{}, all, nil)
		var capped, unused int
		for _, f := range want {
			if strings.Contains(f.Message, " more ") && strings.Contains(f.Message, "not shown") {
				capped++
			}
			if f.Rule == suppress.UnusedRule {
				unused++
			}
		}
		if capped == 0 || unused == 0 {
			t.Fatalf("%s: %d capped rules, %d unused suppressions: the test checks little", name, capped, unused)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: bounded %d findings, unbounded %d", name, len(got), len(want))
			for i := range min(len(got), len(want)) {
				if !reflect.DeepEqual(got[i], want[i]) {
					t.Errorf("first difference at %d:\n got %v\nwant %v", i, got[i], want[i])
					break
				}
			}
		}
	}
}
