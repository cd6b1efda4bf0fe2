package output

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/shared"
)

// fixSample is a file whose findings have fixes: a BOM (an edit that
// columns do not see), a rename with a safe fix, one with only an unsafe
// fix, and one without.
func fixSample() []*diag.File {
	s := diag.NewSource("skills/x/SKILL.md", []byte("\xEF\xBB\xBF---\nname: My_Skill\n---\nbody\n"))
	return []*diag.File{{Source: s, Format: "skill-md", Findings: []diag.Finding{
		{Rule: "skill/frontmatter.bom", Severity: diag.Warning, Message: "bom", Range: s.Range(0, 3),
			Fixes: []diag.Fix{{Description: "remove the byte order mark", Safety: diag.Safe, Edits: []diag.Edit{{Start: 0, End: 3}}}}},
		{Rule: "skill/name.format", Severity: diag.Error, Message: "bad name", Range: s.Range(13, 21),
			Fixes: []diag.Fix{{Description: "rename", Safety: diag.Safe, Edits: []diag.Edit{{Start: 13, End: 21, New: "my-skill"}}}}},
		{Rule: "skill/name.matchesDirectory", Severity: diag.Error, Message: "not the directory", Range: s.Range(13, 21),
			Fixes: []diag.Fix{{Description: "rename to x", Safety: diag.Unsafe, Edits: []diag.Edit{{Start: 13, End: 21, New: "x"}}}}},
		{Rule: "lint/gotchas-present", Severity: diag.Info, Message: "no fix", Range: s.Range(26, 30)},
	}}}
}

func renderFix(t *testing.T, name string, o Options) string {
	t.Helper()
	var b bytes.Buffer
	if err := PrintAll(Printers[name](o), &b, fixSample()); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestTextFixMarks(t *testing.T) {
	got := renderFix(t, "text", Options{})
	for _, want := range []string{
		"skills/x/SKILL.md:1:1: warning: [*] bom [skill/frontmatter.bom]\n",
		"skills/x/SKILL.md:2:7: error: [*] bad name [skill/name.format]\n",
		"skills/x/SKILL.md:2:7: error: [unsafe fix] not the directory [skill/name.matchesDirectory]\n",
		"skills/x/SKILL.md:4:1: info: no fix [lint/gotchas-present]\n",
		"; 2 findings fixable with `--fix` (1 more with `--unsafe-fixes`)\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("text output lacks %q:\n%s", want, got)
		}
	}
	if got := renderFix(t, "text", Options{UnsafeFixes: true}); !strings.Contains(got, "error: [*] not the directory") ||
		!strings.Contains(got, "; 3 findings fixable with `--fix --unsafe-fixes`\n") {
		t.Errorf("with --unsafe-fixes:\n%s", got)
	}
}

func TestJSONFix(t *testing.T) {
	var doc struct {
		Diagnostics []struct {
			Rule string          `json:"rule"`
			Fix  json.RawMessage `json:"fix"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(renderFix(t, "json", Options{})), &doc); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"skill/frontmatter.bom":       `{"description":"remove the byte order mark","safety":"safe","edits":[{"line":1,"column":1,"endLine":1,"endColumn":1,"offset":0,"endOffset":3,"newText":""}]}`,
		"skill/name.format":           `{"description":"rename","safety":"safe","edits":[{"line":2,"column":7,"endLine":2,"endColumn":15,"offset":13,"endOffset":21,"newText":"my-skill"}]}`,
		"skill/name.matchesDirectory": `{"description":"rename to x","safety":"unsafe","edits":[{"line":2,"column":7,"endLine":2,"endColumn":15,"offset":13,"endOffset":21,"newText":"x"}]}`,
		"lint/gotchas-present":        ``,
	}
	for _, d := range doc.Diagnostics {
		if string(d.Fix) != want[d.Rule] {
			t.Errorf("%s: fix %s, want %s", d.Rule, d.Fix, want[d.Rule])
		}
	}
}

func TestSARIFFixesValidate(t *testing.T) {
	raw, err := os.ReadFile(shared.Path(t, "schemas", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("sarif.json", doc); err != nil {
		t.Fatal(err)
	}
	schema, err := c.Compile("sarif.json")
	if err != nil {
		t.Fatal(err)
	}
	out := renderFix(t, "sarif", Options{Version: "1.2.3"})
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(inst); err != nil {
		t.Fatalf("SARIF with fixes does not validate: %v", err)
	}
	if strings.Count(out, `"fixes"`) != 3 || !strings.Contains(out, `"safety": "unsafe"`) {
		t.Errorf("fixes missing:\n%s", out)
	}
}
