package skillmd

import (
	"fmt"
	"slices"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// rng prints a range as line:column-line:column (code points, 1-based).
func rng(src *diag.Source, r diag.Range) string {
	return fmt.Sprintf("%d:%d-%d:%d", r.Start.Line, src.Column(r.Start, diag.CodePoints), r.End.Line, src.Column(r.End, diag.CodePoints))
}

// text prints a Text as its value and range, or "-" when it is not set.
func text(src *diag.Source, t model.Text) string {
	if !t.Set {
		if t.Value != "" {
			return fmt.Sprintf("%q unset", t.Value)
		}
		return "-"
	}
	return fmt.Sprintf("%q@%s", t.Value, rng(src, t.Range))
}

func texts(src *diag.Source, ts []model.Text) []string {
	var out []string
	for _, t := range ts {
		out = append(out, text(src, t))
	}
	return out
}

func mapped(path, s string) (*diag.Source, *model.Document) {
	src := diag.NewSource(path, []byte(s))
	return src, FromSkillMD(src, yamlfm.Parse(src))
}

func TestFromSkillMD(t *testing.T) {
	in := "---\n" + // 1
		"name: my-skill\n" + // 2
		"description: \"Checks data. Use when asked.\"\n" + // 3
		"allowed-tools: Read  Bash(git:*)\n" + // 4
		"license: MIT\n" + // 5
		"inputs:\n" + // 6
		"  - name: path\n" + // 7
		"    type: File\n" + // 8
		"    required: true\n" + // 9
		"  - name: n\n" + // 10
		"    required: \"true\"\n" + // 11
		"---\n" + // 12
		"# Check\n" + // 13
		"Run it.\n" // 14
	src, doc := mapped("skills/my-skill/SKILL.md", in)
	if doc.Format != model.FormatSkillMD || doc.Dir != "skills/my-skill" || doc.Source != src || doc.Agent != nil || doc.Script {
		t.Errorf("format %q dir %q agent %v script %v", doc.Format, doc.Dir, doc.Agent, doc.Script)
	}
	// Front is the YAML between the delimiters: from line 2 to the start of line 12.
	if want := [2]int{4, len(in) - len("---\n# Check\nRun it.\n")}; doc.Front != want {
		t.Errorf("Front %v, want %v", doc.Front, want)
	}
	if TreeOf(doc) == nil || TreeOf(doc).Root() == nil || TreeOf(doc).Root().Get("license") == nil {
		t.Errorf("TreeOf: %v", TreeOf(doc))
	}
	var keys []string
	for _, f := range doc.Manifest {
		keys = append(keys, text(src, f.Key))
	}
	if want := []string{`"name"@2:1-2:5`, `"description"@3:1-3:12`, `"allowed-tools"@4:1-4:14`, `"license"@5:1-5:8`, `"inputs"@6:1-6:7`}; !slices.Equal(keys, want) {
		t.Errorf("manifest keys %q, want %q", keys, want)
	}
	if f := doc.ManifestField("license"); f == nil || text(src, f.Value) != `"MIT"@5:10-5:13` {
		t.Errorf("license field %v", f)
	}
	if doc.ManifestField("nope") != nil {
		t.Error("a field that is not there")
	}
	if len(doc.Skills) != 1 {
		t.Fatalf("%d skills, want 1", len(doc.Skills))
	}
	s := doc.Skills[0]
	if s.Role != model.RoleSkill || s.Native != nil || s.Tool != nil || s.Links != nil || s.Triggers != nil {
		t.Errorf("skill %+v", s)
	}
	if got := text(src, s.Name); got != `"my-skill"@2:7-2:15` {
		t.Errorf("name %s", got)
	}
	// The description's value is unquoted; its range holds the quotes.
	if got := text(src, s.Description); got != `"Checks data. Use when asked."@3:14-3:44` {
		t.Errorf("description %s", got)
	}
	// A space-separated string: one Text per tool, each with the whole value's range.
	if got, want := texts(src, s.AllowedTools), []string{`"Read"@4:16-4:33`, `"Bash(git:*)"@4:16-4:33`}; !slices.Equal(got, want) {
		t.Errorf("allowed tools %q, want %q", got, want)
	}
	if got := rng(src, s.Decl); got != "1:1-12:4" {
		t.Errorf("decl %s", got)
	}
	if s.Body.Start != len(in)-len("# Check\nRun it.\n") || string(s.Body.Text) != "# Check\nRun it.\n" {
		t.Errorf("body at %d: %q", s.Body.Start, s.Body.Text)
	}
	if len(s.Inputs) != 2 {
		t.Fatalf("inputs %+v", s.Inputs)
	}
	a, b := s.Inputs[0], s.Inputs[1]
	if text(src, a.Name) != `"path"@7:11-7:15` || text(src, a.Type) != `"File"@8:11-8:15` || !a.Required {
		t.Errorf("input 0: %s %s %v %s", text(src, a.Name), text(src, a.Type), a.Required, rng(src, a.Range))
	}
	// No type: "string", not set. A quoted "true" is a string, not a boolean: not required.
	if text(src, b.Name) != `"n"@10:11-10:12` || text(src, b.Type) != `"string" unset` || b.Required {
		t.Errorf("input 1: %s %s %v %s", text(src, b.Name), text(src, b.Type), b.Required, rng(src, b.Range))
	}
	if s.DisplayName("x") != "my-skill" {
		t.Errorf("display name %q", s.DisplayName("x"))
	}
}

func TestFromSkillMDVariants(t *testing.T) {
	t.Run("allowed tools as a list", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "---\nname: x\nallowed-tools:\n  - Read\n  - 'Write'\n  - 3\n---\n")
		if got, want := texts(src, doc.Skills[0].AllowedTools), []string{`"Read"@4:5-4:9`, `"Write"@5:5-5:12`, `"3"@6:5-6:6`}; !slices.Equal(got, want) {
			t.Errorf("allowed tools %q, want %q", got, want)
		}
	})
	t.Run("allowed tools of another type", func(t *testing.T) {
		_, doc := mapped("SKILL.md", "---\nallowed-tools: {a: b}\n---\n")
		if doc.Skills[0].AllowedTools != nil {
			t.Errorf("allowed tools %v", doc.Skills[0].AllowedTools)
		}
	})
	t.Run("name and description that are not strings", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "---\nname: 12\ndescription: [a]\n---\n")
		s := doc.Skills[0]
		if text(src, s.Name) != "-" || text(src, s.Description) != "-" || s.DisplayName("fallback") != "fallback" {
			t.Errorf("name %s description %s", text(src, s.Name), text(src, s.Description))
		}
		// The manifest keeps them, whatever their type.
		if len(doc.Manifest) != 2 || text(src, doc.Manifest[0].Value) != `"12"@2:7-2:9` {
			t.Errorf("manifest %+v", doc.Manifest)
		}
	})
	t.Run("inputs that are not a list", func(t *testing.T) {
		_, doc := mapped("SKILL.md", "---\ninputs: path\n---\n")
		if doc.Skills[0].Inputs != nil {
			t.Errorf("inputs %v", doc.Skills[0].Inputs)
		}
	})
	t.Run("no frontmatter", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "# Title\nbody\n")
		s := doc.Skills[0]
		if doc.Manifest != nil || s.Name.Set || s.Decl != (diag.Range{}) || doc.Front != ([2]int{}) || s.Body.Start != 0 || string(s.Body.Text) != string(src.Bytes) {
			t.Errorf("doc %+v skill %+v", doc, s)
		}
		if TreeOf(doc) == nil || TreeOf(doc).Root() != nil {
			t.Error("the tree of a file without frontmatter")
		}
	})
	t.Run("empty frontmatter", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "---\n---\nbody\n")
		s := doc.Skills[0]
		if doc.Manifest != nil || rng(src, s.Decl) != "1:1-2:4" || string(s.Body.Text) != "body\n" {
			t.Errorf("manifest %v decl %s body %q", doc.Manifest, rng(src, s.Decl), s.Body.Text)
		}
	})
	t.Run("unclosed frontmatter: the declaration is the opening line", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "---\nname: x\n")
		if got := rng(src, doc.Skills[0].Decl); got != "1:1-1:4" {
			t.Errorf("decl %s", got)
		}
	})
	t.Run("CRLF", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "---\r\nname: x\r\ndescription: d\r\n---\r\nbody\r\n")
		s := doc.Skills[0]
		if text(src, s.Name) != `"x"@2:7-2:8` || text(src, s.Description) != `"d"@3:14-3:15` || rng(src, s.Decl) != "1:1-4:4" || string(s.Body.Text) != "body\r\n" {
			t.Errorf("name %s description %s decl %s body %q", text(src, s.Name), text(src, s.Description), rng(src, s.Decl), s.Body.Text)
		}
	})
	t.Run("byte order mark", func(t *testing.T) {
		src, doc := mapped("SKILL.md", "\ufeff---\nname: x\n---\n")
		if got := text(src, doc.Skills[0].Name); got != `"x"@2:7-2:8` {
			t.Errorf("name %s", got)
		}
	})
}

func TestAIP3(t *testing.T) {
	for in, want := range map[string]string{
		"---\nname: x\n---\n":                                         model.FormatSkillMD,
		"---\nschema: skills/v1\n---\n":                               model.FormatAIP3,
		"---\nschema: ' skills/v1 '\n---\n":                           model.FormatAIP3,
		"---\nschema: skills/v2\n---\n":                               model.FormatSkillMD,
		"---\nmetadata:\n  aip3:\n    schema: skills/v1\n---\n":       model.FormatAIP3,
		"---\nmetadata:\n  aip3:\n    schema: other\n---\n":           model.FormatSkillMD,
		"---\nmetadata:\n  schema: skills/v1\n---\n":                  model.FormatSkillMD,
		"---\nmetadata: skills/v1\n---\n":                             model.FormatSkillMD,
		"# no frontmatter, schema: skills/v1\n":                       model.FormatSkillMD,
		"---\nname: x\nmetadata:\n  aip3: {schema: skills/v1}\n---\n": model.FormatAIP3,
	} {
		if _, doc := mapped("SKILL.md", in); doc.Format != want {
			t.Errorf("%q: format %q, want %q", in, doc.Format, want)
		}
	}
	if IsAIP3(nil) {
		t.Error("IsAIP3(nil)")
	}
}

func TestTreeOfOtherDocument(t *testing.T) {
	if TreeOf(&model.Document{}) != nil {
		t.Error("TreeOf a document without a SKILL.md tree")
	}
}

func TestFrontEnd(t *testing.T) {
	fe := FrontEnd{}
	if fe.Name() != "skill-md" || !fe.Match("a/SKILL.md") || !fe.Match("a/skill.md") || fe.Match("a/SKILL.md.bak") || fe.Match("a/README.md") {
		t.Error("Name or Match")
	}
	cases := []struct {
		path, in string
		broken   bool
		want     []string
	}{
		{"x/SKILL.md", "---\nname: x\ndescription: d\n---\nbody\n", false, nil},
		{"x/skill.md", "---\nname: x\n---\n", false, []string{"skill/filename 1:1-1:1"}},
		{"x/SKILL.md", "body\n", true, []string{"skill/frontmatter.missing 1:1-1:5"}},
		{"x/SKILL.md", "---\nname: x\nname: y\n---\n", false, []string{"skill/frontmatter.duplicateKey 3:1-3:5"}},
		{"x/SKILL.md", "---\nname: [x\n---\n", true, []string{"skill/frontmatter.syntax 2:7-2:9"}},
	}
	for _, c := range cases {
		src := diag.NewSource(c.path, []byte(c.in))
		p := fe.Parse(src, frontend.Options{})
		var got []string
		for _, f := range p.Findings {
			got = append(got, f.Rule+" "+rng(src, f.Range))
		}
		if p.Doc == nil || p.Broken != c.broken || !slices.Equal(got, c.want) {
			t.Errorf("%s %q: broken %v findings %q, want %v %q", c.path, c.in, p.Broken, got, c.broken, c.want)
		}
	}
}

// model.Input documents Type as lowercased; the agent.3md mapping lowercases
// it, the SKILL.md mapping keeps it as written. No rule reads a SKILL.md
// input's type today, so nothing shows it yet.
func TestBugInputTypeNotLowercased(t *testing.T) {
	t.Skip("bug: SKILL.md inputs keep their type's case (`type: File`), where model.Input documents Type as lowercased and formats/threemd lowercases it")
	_, doc := mapped("SKILL.md", "---\ninputs:\n  - name: p\n    type: File\n---\n")
	if got := doc.Skills[0].Inputs[0].Type.Value; got != "file" {
		t.Errorf("type %q, want %q", got, "file")
	}
}

// model.Input documents Range as the whole item as written (formats/threemd
// gives `name:type?`); a SKILL.md input's Range is only its first key,
// because yamlfm gives a mapping the range of its first key.
func TestBugInputRangeIsFirstKey(t *testing.T) {
	t.Skip("bug: a SKILL.md input's Range is its first key (`name`), not the whole list item that model.Input documents")
	src, doc := mapped("SKILL.md", "---\ninputs:\n  - name: p\n    type: file\n---\n")
	if got := rng(src, doc.Skills[0].Inputs[0].Range); got != "3:5-4:15" {
		t.Errorf("input range %s, want 3:5-4:15", got)
	}
}
