package output

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/shared"
)

var update = flag.Bool("update", false, "rewrite the printer golden files")

// sample is a run with a non-ASCII line (UTF-16 columns differ from code
// points), characters that workflow commands must escape, a related
// location, and a clean file.
func sample() []*diag.File {
	a := diag.NewSource("skills/café/SKILL.md", []byte("---\nname: Café\n---\n😀 Follow best practices, 100% sure: yes\n"))
	b := diag.NewSource("agents/ok.3md", []byte("---\n3md: 1.0\nagent: ok\n---\n"))
	return []*diag.File{
		{Source: a, Format: "skill-md", Findings: []diag.Finding{
			{Rule: "skill/name.format", Severity: diag.Error, Message: "name \"Café\" must be lowercase\nletters", Range: a.Range(10, 15)},
			{Rule: "lint/no-generic-instructions", Severity: diag.Warning, Message: "\"Follow best practices\" is generic, 100%: replace it", Range: a.Range(25, 46),
				Related: []diag.Related{{Range: a.Range(4, 8), Message: "the name"}}},
			{Rule: "skill/frontmatter.hostField", Severity: diag.Info, Message: "a host field", Range: a.Range(4, 8)},
		}},
		{Source: b, Format: "agent3md"},
	}
}

var sampleRules = []RuleMeta{
	{ID: "lint/no-generic-instructions", Title: "Instructions are specific", Why: "Generic advice wastes context.", Fix: "Say what you mean.", Severity: diag.Warning, HelpURI: "https://example.com/rules#generic"},
	{ID: "skill/frontmatter.hostField", Title: "A host's field", Why: "Other hosts ignore it.", Fix: "Nothing.", Severity: diag.Info},
	{ID: "skill/name.format", Title: "Names are lowercase", Why: "Hosts refuse other names.", Fix: "Lowercase it.", Severity: diag.Error},
}

func render(t *testing.T, name string) []byte {
	t.Helper()
	wd, _ := os.Getwd()
	p := Printers[name](Options{Rules: sampleRules, Root: wd, Version: "1.2.3"})
	var b bytes.Buffer
	if err := PrintAll(p, &b, sample()); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestPrinterGoldens(t *testing.T) {
	for _, name := range PrinterNames() {
		t.Run(name, func(t *testing.T) {
			got := render(t, name)
			path := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (go test ./output -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("output differs from %s:\n%s", path, got)
			}
		})
	}
}

// The SARIF output validates against the official SARIF 2.1.0 schema.
func TestSARIFValidates(t *testing.T) {
	schemaPath := shared.Path(t, "schemas", "sarif-schema-2.1.0.json")
	raw, err := os.ReadFile(schemaPath)
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
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(render(t, "sarif")))
	if err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(inst); err != nil {
		t.Fatalf("SARIF does not validate: %v", err)
	}
	// What code scanning needs beyond the schema.
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []map[string]any `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region map[string]int `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(render(t, "sarif"), &log); err != nil {
		t.Fatal(err)
	}
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		for _, k := range []string{"shortDescription", "fullDescription", "help", "defaultConfiguration"} {
			if r[k] == nil {
				t.Errorf("rule %v lacks %s", r["id"], k)
			}
		}
	}
	res := log.Runs[0].Results
	if len(res) != 3 {
		t.Fatalf("%d results", len(res))
	}
	loc := res[1].Locations[0].PhysicalLocation
	if loc.ArtifactLocation.URI != "skills/café/SKILL.md" || loc.Region["startLine"] != 4 || loc.Region["startColumn"] != 4 || loc.Region["endColumn"] != 25 {
		t.Errorf("location: %+v (UTF-16 columns: the emoji counts 2)", loc)
	}
}

func TestGitHubEscaping(t *testing.T) {
	out := string(render(t, "github"))
	first := strings.SplitN(out, "\n", 2)[0]
	want := "::error file=skills/café/SKILL.md,line=2,col=7,endLine=2,endColumn=11,title=skill/name.format::name \"Café\" must be lowercase\\nletters"
	if first != want {
		t.Errorf("got  %s\nwant %s", first, want)
	}
	if !strings.Contains(out, "generic, 100%25: replace it") || !strings.Contains(out, "::notice ") {
		t.Errorf("escaping or notice missing:\n%s", out)
	}
	if escapeProperty("a:b,c%") != "a%3Ab%2Cc%25" {
		t.Error("property escaping")
	}
	if !strings.Contains(out, "2 files checked: 1 error, 1 warning, 1 info") {
		t.Errorf("the summary must follow the annotations:\n%s", out)
	}
}

// A run whose encoded diagnostics fill several chunks gives one valid
// document with every diagnostic, in order.
func TestJSONManyDiagnostics(t *testing.T) {
	src := diag.NewSource("a/SKILL.md", []byte("---\nname: a\n---\nbody\n"))
	var files []*diag.File
	const n = 5000 // about 200 bytes each: several chunks
	for i := 0; i < n; i++ {
		files = append(files, &diag.File{Source: src, Format: "skill-md", Findings: []diag.Finding{
			{Rule: "lint/x", Severity: diag.Warning, Message: strings.Repeat("m", i%100) + "<&>", Range: src.Range(4, 8)},
		}})
	}
	var b bytes.Buffer
	if err := PrintAll(Printers["json"](Options{}), &b, files); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Diagnostics []struct{ Message string }
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatalf("%d bytes: %v", b.Len(), err)
	}
	if len(doc.Diagnostics) != n {
		t.Fatalf("%d diagnostics, want %d", len(doc.Diagnostics), n)
	}
	for i, d := range doc.Diagnostics {
		if d.Message != strings.Repeat("m", i%100)+"<&>" {
			t.Fatalf("diagnostic %d: %q", i, d.Message)
		}
	}
}
