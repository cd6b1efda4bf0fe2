package fix_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/lint"
)

var update = flag.Bool("update", false, "rewrite the .fixed files")

// fixable lists every rule whose findings carry fixes: each has fixtures in
// testdata/fixes/<rule>/ (TestEveryFixHasFixtures checks the list).
var fixable = []string{
	"agent3md/key-case",
	"agent3md/kind",
	"agentmd/frontmatter.bom",
	"command/frontmatter.bom",
	"command/frontmatter.delimiter",
	"agentmd/frontmatter.delimiter",
	"copilot/frontmatter.bom",
	"copilot/frontmatter.delimiter",
	"copilot/user-invokable",
	"skill/frontmatter.bom",
	"subagent/frontmatter.bom",
	"subagent/frontmatter.delimiter",
	"skill/frontmatter.delimiter",
	"skill/frontmatter.unknownField",
	"skill/metadata.valueType",
	"skill/name.format",
	"skill/name.matchesDirectory",
	"skill/reference.backslash",
}

var root = filepath.Join("..", "..", "testdata", "fixes")

func fires(f *diag.File, rule string) bool {
	for _, d := range f.Findings {
		if d.Rule == rule {
			return true
		}
	}
	return false
}

// TestFixtures: testdata/fixes/<rule>/<case>/ holds a tree of files. In a
// case named safe*, `--fix` turns each linted file into the file next to it
// with .fixed appended, and the rule no longer fires; unsafe* cases need
// --unsafe-fixes for that, and `--fix` alone leaves the rule's finding. In a
// nofix* case no safe fix applies: the file stays byte-identical. In every
// case, fixing the fixed text again changes nothing and no fix adds an
// error finding.
func TestFixtures(t *testing.T) {
	eng := lint.New()
	for _, rule := range fixable {
		dir := filepath.Join(root, filepath.FromSlash(rule))
		cases, err := os.ReadDir(dir)
		if err != nil {
			t.Errorf("%s: no fix fixtures: %v", rule, err)
			continue
		}
		var kinds = map[string]int{}
		for _, c := range cases {
			name := c.Name()
			kind := name
			if i := strings.IndexByte(name, '-'); i >= 0 {
				kind = name[:i]
			}
			kinds[kind]++
			t.Run(rule+"/"+name, func(t *testing.T) {
				n := 0
				_ = filepath.WalkDir(filepath.Join(dir, name), func(p string, e os.DirEntry, err error) error {
					if err != nil || e.IsDir() || strings.HasSuffix(p, ".fixed") || formats.Detect(p) == nil {
						return nil
					}
					n++
					checkCase(t, eng, rule, kind, p)
					return nil
				})
				if n == 0 {
					t.Fatal("no file to fix")
				}
			})
		}
		if kinds["safe"]+kinds["unsafe"] == 0 || kinds["nofix"] == 0 {
			t.Errorf("%s: needs a safe or unsafe case and a nofix case, has %v", rule, kinds)
		}
	}
}

func checkCase(t *testing.T, eng *lint.Engine, rule, kind, path string) {
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	linter := func(b []byte) *diag.File { return eng.LintBytes(path, b, true) }
	orig := linter(src)
	safe := fix.Fix(src, orig, linter, false)
	switch kind {
	case "nofix":
		if !bytes.Equal(safe.Src, src) {
			t.Fatalf("%s: a safe fix changed a file that has none:\n%s", path, fix.Diff(path, src, safe.Src))
		}
		return
	case "unsafe":
		if !fires(orig, rule) {
			t.Fatalf("%s: %s does not fire", path, rule)
		}
		if !fires(safe.File, rule) {
			t.Fatalf("%s: safe fixes alone resolved %s, which needs --unsafe-fixes", path, rule)
		}
	case "safe":
		if !fires(orig, rule) {
			t.Fatalf("%s: %s does not fire", path, rule)
		}
	default:
		t.Fatalf("%s: a case is named safe*, unsafe* or nofix*", path)
	}
	res := fix.Fix(src, orig, linter, kind == "unsafe")
	if fires(res.File, rule) {
		t.Errorf("%s: %s still fires after the fix", path, rule)
	}
	golden := path + ".fixed"
	if *update {
		if err := os.WriteFile(golden, res.Src, 0o644); err != nil {
			t.Fatal(err)
		}
	} else if want, err := os.ReadFile(golden); err != nil {
		t.Fatalf("%v (go test ./internal/fix -update writes it)", err)
	} else if !bytes.Equal(res.Src, want) {
		t.Errorf("%s: the fixed text differs from %s:\n%s", path, filepath.Base(golden), fix.Diff(golden, want, res.Src))
	}
	again := fix.Fix(res.Src, res.File, linter, kind == "unsafe")
	if again.Changed() {
		t.Errorf("%s: fixing twice changed the text again:\n%s", path, fix.Diff(path, res.Src, again.Src))
	}
	if added := newErrors(orig, res.File); len(added) > 0 {
		t.Errorf("%s: the fix made new errors: %v", path, added)
	}
}

// newErrors lists the rules with more error findings in after than before.
func newErrors(before, after *diag.File) []string {
	count := func(f *diag.File) map[string]int {
		m := map[string]int{}
		for _, d := range f.Findings {
			if d.Severity == diag.Error {
				m[d.Rule]++
			}
		}
		return m
	}
	b := count(before)
	var out []string
	for r, n := range count(after) {
		if n > b[r] {
			out = append(out, r)
		}
	}
	sort.Strings(out)
	return out
}

// TestEveryFixHasFixtures lints the rule fixtures (testdata/rules) and the
// corpus of fix fixtures: every rule that offers a fix there is listed in
// fixable, so it has fix fixtures.
func TestEveryFixHasFixtures(t *testing.T) {
	eng := lint.New()
	listed := map[string]bool{}
	for _, r := range fixable {
		listed[r] = true
	}
	for _, dir := range []string{filepath.Join("..", "..", "testdata", "rules"), root} {
		_ = filepath.WalkDir(dir, func(p string, e os.DirEntry, err error) error {
			if err != nil || e.IsDir() || formats.Detect(p) == nil {
				return nil
			}
			f := eng.LintFile(p, true)
			if f == nil {
				return nil
			}
			for _, d := range f.Findings {
				if len(d.Fixes) > 0 && !listed[d.Rule] {
					t.Errorf("%s: rule %s offers a fix but has no fix fixtures (add it to fixable and testdata/fixes/)", p, d.Rule)
					listed[d.Rule] = true
				}
			}
			return nil
		})
	}
}
