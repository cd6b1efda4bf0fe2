package threemd

import (
	"fmt"
	"slices"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
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

func mapAgent(s string) (*diag.Source, *model.Document) {
	src := diag.NewSource("a/agent.3md", []byte(s))
	return src, FromThreeMD(src, model.FormatAgent3md, Parse(src.Bytes))
}

const agent = "---\n" + // 1
	"3md: 1.0\n" + // 2
	"agent: helper\n" + // 3
	"model: gpt-x\n" + // 4
	"persona: \"calm, kind\"\n" + // 5
	"version: 1.2\n" + // 6
	"entry: 1\n" + // 7
	"tools: \"git, curl\" \n" + // 8
	"---\n" + // 9
	"@plane z=0 kind=identity\n" + // 10
	"You help. See [[z=1]], [[z=01|search]], [[z=9]], [[z=1.5]] and [[z=x]].\n" + // 11
	"@plane z=1 label=\" Search \" triggers=\"find, look up,\" inputs=\"query:String, limit: Number ?, raw, t:\" tool=\"  grep -r {query} {limit} \" cost=low\n" + // 12
	"Search things.\n" + // 13
	"@plane z=2 kind=skill\n" + // 14
	"Back to [[z=0]].\n" // 15

func TestFromThreeMDAgent(t *testing.T) {
	src, doc := mapAgent(agent)
	if doc.Format != model.FormatAgent3md || doc.Dir != "a" || TreeOf(doc) == nil || len(TreeOf(doc).Planes) != 3 {
		t.Fatalf("format %q dir %q tree %v", doc.Format, doc.Dir, TreeOf(doc))
	}
	var manifest []string
	for _, f := range doc.Manifest {
		manifest = append(manifest, text(src, f.Key)+"="+text(src, f.Value))
	}
	// Values are unquoted; their ranges hold the quotes.
	if want := []string{`"3md"@2:1-2:4="1.0"@2:6-2:9`, `"agent"@3:1-3:6="helper"@3:8-3:14`, `"model"@4:1-4:6="gpt-x"@4:8-4:13`,
		`"persona"@5:1-5:8="calm, kind"@5:10-5:22`, `"version"@6:1-6:8="1.2"@6:10-6:13`, `"entry"@7:1-7:6="1"@7:8-7:9`,
		`"tools"@8:1-8:6="git, curl"@8:8-8:19`}; !slices.Equal(manifest, want) {
		t.Errorf("manifest\n got  %q\n want %q", manifest, want)
	}
	a := doc.Agent
	if a == nil {
		t.Fatal("no agent")
	}
	for _, c := range []struct {
		name string
		got  model.Text
		want string
	}{
		{"name", a.Name, `"helper"@3:8-3:14`},
		{"model", a.Model, `"gpt-x"@4:8-4:13`},
		{"persona", a.Persona, `"calm, kind"@5:10-5:22`},
		{"version", a.Version, `"1.2"@6:10-6:13`},
		{"entry", a.Entry, `"1"@7:8-7:9`},
		{"description", a.Description, "-"},
	} {
		if got := text(src, c.got); got != c.want {
			t.Errorf("agent %s %s, want %s", c.name, got, c.want)
		}
	}
	// Items of a quoted list: ranges inside the quotes.
	if got, want := texts(src, a.Tools), []string{`"git"@8:9-8:12`, `"curl"@8:14-8:18`}; !slices.Equal(got, want) {
		t.Errorf("tools %q, want %q", got, want)
	}
	if len(doc.Skills) != 3 || a.Identity != doc.Skills[0] {
		t.Fatalf("skills %v identity %v", doc.Skills, a.Identity)
	}
	id, search, two := doc.Skills[0], doc.Skills[1], doc.Skills[2]
	if id.Role != model.RoleIdentity || search.Role != model.RoleSkill || two.Role != model.RoleSkill {
		t.Errorf("roles %v %v %v", id.Role, search.Role, two.Role)
	}
	for i, s := range doc.Skills {
		if PlaneOf(s) != TreeOf(doc).Planes[i] {
			t.Errorf("skill %d: PlaneOf is not plane %d", i, i)
		}
	}
	if got := rng(src, id.Decl); got != "10:1-10:25" {
		t.Errorf("identity decl %s", got)
	}
	if got := string(id.Body.Text); got != "You help. See [[z=1]], [[z=01|search]], [[z=9]], [[z=1.5]] and [[z=x]].\n" {
		t.Errorf("identity body %q", got)
	}
	if id.Name.Set || id.Triggers != nil || id.Inputs != nil || id.Tool != nil || id.Cost.Set {
		t.Errorf("identity has attributes it does not declare: %+v", id)
	}
	// Links: integer targets only (leading zeros allowed), resolved by z or dead.
	var links []string
	for _, l := range id.Links {
		label, to := "-", "dead"
		if l.Label != nil {
			label = *l.Label
		}
		if l.To != nil {
			to = fmt.Sprint(slices.Index(doc.Skills, l.To))
		}
		links = append(links, fmt.Sprintf("%s|%s@%s->%s", l.Target, label, rng(src, l.Range), to))
	}
	if want := []string{"1|-@11:15-11:22->1", "01|search@11:24-11:39->1", "9|-@11:41-11:48->dead"}; !slices.Equal(links, want) {
		t.Errorf("links\n got  %q\n want %q", links, want)
	}
	if len(two.Links) != 1 || two.Links[0].To != id || rng(src, two.Links[0].Range) != "15:9-15:16" {
		t.Errorf("plane 2 links %+v", two.Links)
	}

	// The skill plane: the label trimmed, triggers split on commas, typed inputs, a command.
	if got := text(src, search.Name); got != `"Search"@12:20-12:26` {
		t.Errorf("label %s", got)
	}
	if got, want := texts(src, search.Triggers), []string{`"find"@12:39-12:43`, `"look up"@12:45-12:52`}; !slices.Equal(got, want) {
		t.Errorf("triggers %q, want %q", got, want)
	}
	var inputs []string
	for _, in := range search.Inputs {
		inputs = append(inputs, fmt.Sprintf("%s:%s required=%v @%s", text(src, in.Name), text(src, in.Type), in.Required, rng(src, in.Range)))
	}
	if want := []string{
		`"query"@12:63-12:68:"string"@12:69-12:75 required=true @12:63-12:75`,
		`"limit"@12:77-12:82:"number"@12:84-12:90 required=false @12:77-12:92`,
		`"raw"@12:94-12:97:"string" unset required=true @12:94-12:97`,
		`"t"@12:99-12:100:"string"@12:101-12:101 required=true @12:99-12:101`,
	}; !slices.Equal(inputs, want) {
		t.Errorf("inputs\n got  %q\n want %q", inputs, want)
	}
	c := search.Tool
	if c == nil {
		t.Fatal("no tool")
	}
	// The template's value is trimmed; its range is the attribute's whole value, quotes included.
	if got := text(src, c.Template); got != `"grep -r {query} {limit}"@12:108-12:136` {
		t.Errorf("template %s", got)
	}
	if got := text(src, c.Binary); got != `"grep"@12:111-12:115` {
		t.Errorf("binary %s", got)
	}
	if got, want := texts(src, c.Placeholders), []string{`"query"@12:119-12:126`, `"limit"@12:127-12:134`}; !slices.Equal(got, want) {
		t.Errorf("placeholders %q, want %q", got, want)
	}
	if got := text(src, search.Cost); got != `"low"@12:142-12:145` {
		t.Errorf("cost %s", got)
	}
	if got := string(search.Body.Text); got != "Search things.\n" {
		t.Errorf("search body %q", got)
	}
}

func TestFromThreeMDVariants(t *testing.T) {
	t.Run("no kind=identity: the lowest z is the identity", func(t *testing.T) {
		_, doc := mapAgent("---\n3md: 1.0\ntitle: T\n---\n@plane z=5\nfive\n@plane z=-1\nminus one\n@plane z=3 kind=Identity\nthree\n")
		if doc.Agent.Identity != doc.Skills[1] || doc.Skills[1].Role != model.RoleIdentity || doc.Skills[0].Role != model.RoleSkill || doc.Skills[2].Role != model.RoleSkill {
			t.Errorf("identity %v, roles %v %v %v", doc.Agent.Identity, doc.Skills[0].Role, doc.Skills[1].Role, doc.Skills[2].Role)
		}
		// With no agent key, the title names the agent.
		if doc.Agent.Name.Value != "T" {
			t.Errorf("name %q", doc.Agent.Name.Value)
		}
	})
	t.Run("a second kind=identity plane is an identity, not the agent's", func(t *testing.T) {
		_, doc := mapAgent("---\n3md: 1.0\n---\n@plane z=0 kind=identity\na\n@plane z=1 kind=identity\nb\n")
		if doc.Agent.Identity != doc.Skills[0] || doc.Skills[1].Role != model.RoleIdentity {
			t.Errorf("identity %v, role of the second %v", doc.Agent.Identity, doc.Skills[1].Role)
		}
	})
	t.Run("blank agent key: the title names the agent; a blank title does not", func(t *testing.T) {
		src, doc := mapAgent("---\n3md: 1.0\nagent: \" \"\nTitle: Named\n---\n@plane z=0\nx\n")
		if got := text(src, doc.Agent.Name); got != `"Named"@4:8-4:13` {
			t.Errorf("name %s", got)
		}
		src, doc = mapAgent("---\n3md: 1.0\nagent: \" \"\ntitle: \" \"\n---\n@plane z=0\nx\n")
		if got := text(src, doc.Agent.Name); got != `" "@3:8-3:11` {
			t.Errorf("name %s", got)
		}
	})
	t.Run("an empty tool binds a command with no binary", func(t *testing.T) {
		src, doc := mapAgent("---\n3md: 1.0\n---\n@plane z=0 tool=\"  \"\nx\n")
		c := doc.Skills[0].Tool
		if c == nil || c.Template.Value != "" || !c.Template.Set || c.Binary.Set || c.Placeholders != nil {
			t.Errorf("tool %+v", c)
		} else if got := rng(src, c.Template.Range); got != "4:17-4:21" {
			t.Errorf("template range %s", got)
		}
	})
	t.Run("a plain 3md document maps only its manifest", func(t *testing.T) {
		src := diag.NewSource("notes.3md", []byte("---\n3md: 1.0\naxis: step\n---\n@plane z=0 tool=x\nbody\n"))
		doc := FromThreeMD(src, model.Format3md, Parse(src.Bytes))
		if doc.Format != model.Format3md || doc.Agent != nil || doc.Skills != nil || len(doc.Manifest) != 2 || TreeOf(doc) == nil {
			t.Errorf("doc %+v", doc)
		}
	})
	t.Run("a tree with errors maps only its manifest", func(t *testing.T) {
		_, doc := mapAgent("---\n3md: 1.0\n---\n@plane kind=identity\nx\n")
		if doc.Agent != nil || doc.Skills != nil || len(doc.Manifest) != 1 {
			t.Errorf("doc %+v", doc)
		}
	})
	t.Run("CRLF", func(t *testing.T) {
		src, doc := mapAgent("---\r\n3md: 1.0\r\nagent: a\r\n---\r\n@plane z=0 label=L\r\nsee [[z=0]]\r\n")
		s := doc.Skills[0]
		if text(src, doc.Agent.Name) != `"a"@3:8-3:9` || text(src, s.Name) != `"L"@5:18-5:19` || rng(src, s.Decl) != "5:1-5:19" ||
			string(s.Body.Text) != "see [[z=0]]\r\n" || len(s.Links) != 1 || s.Links[0].To != s {
			t.Errorf("name %s label %s decl %s body %q links %v", text(src, doc.Agent.Name), text(src, s.Name), rng(src, s.Decl), s.Body.Text, s.Links)
		}
	})
	t.Run("escaped quotes in an attribute", func(t *testing.T) {
		src, doc := mapAgent("---\n3md: 1.0\n---\n@plane z=0 triggers=\"say \\\"hi\\\", bye\"\nx\n")
		// The value is unquoted; ranges are of the text as written, escapes included.
		if got, want := texts(src, doc.Skills[0].Triggers), []string{`"say \"hi\""@4:22-4:32`, `"bye"@4:34-4:37`}; !slices.Equal(got, want) {
			t.Errorf("triggers %q, want %q", got, want)
		}
	})
}

func TestIsAgent3md(t *testing.T) {
	cases := []struct {
		path, src string
		want      bool
	}{
		{"x/agent.3md", "---\n3md: 1.0\naxis: step\n---\n", true},
		{"x/AGENT.3MD", "---\n3md: 1.0\naxis: step\n---\n", true},
		{"x/notes.3md", "no frontmatter\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n", true}, // unclosed
		{"x/notes.3md", "---\n3md: 1.0\naxis: Skill\n---\n", true},
		{"x/notes.3md", "---\n3md: 1.0\nAgent: a\n---\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 KIND=Skill\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 kind=identity\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 triggers=a\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 tool=x\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 inputs=x\n", true},
		{"x/notes.3md", "---\n3md: 1.0\naxis: step\n---\n@plane z=0 tool=x\n", false},
		{"x/notes.3md", "---\n3md: 1.0\nAxis: layer\n---\n@plane z=0 tool=x\n", false},
		{"x/notes.3md", "---\n3md: 1.0\naxis: step\n---\n@plane z=0 kind=skill\n", true},
		{"x/notes.3md", "---\n3md: 1.0\n---\n@plane z=0 kind=note\n", false},
		{"x/notes.3md", "---\n3md: 1.0\n---\nbody\n", false},
	}
	for _, c := range cases {
		if got := IsAgent3md(c.path, Parse([]byte(c.src))); got != c.want {
			t.Errorf("%s %q: %v, want %v", c.path, c.src, got, c.want)
		}
	}
}

func TestIdentityPlane(t *testing.T) {
	if IdentityPlane(&Document{}) != nil {
		t.Error("identity of a document without planes")
	}
	d := Parse([]byte("---\n3md: 1.0\n---\n@plane z=2\n@plane z=1.5\n@plane z=3\n"))
	if p := IdentityPlane(d); p == nil || p.Z != 1.5 {
		t.Errorf("identity %v, want z=1.5", p)
	}
}

func TestSplitItems(t *testing.T) {
	for in, want := range map[string][]item{
		"":               nil,
		" , ,":           nil,
		"a":              {{"a", 0}},
		" a ,b\t,\n c ,": {{"a", 1}, {"b", 4}, {"c", 9}},
	} {
		if got := splitItems(in); !slices.Equal(got, want) {
			t.Errorf("splitItems(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestTreeOfOtherDocument(t *testing.T) {
	if TreeOf(&model.Document{}) != nil || PlaneOf(&model.Skill{}) != nil {
		t.Error("TreeOf or PlaneOf of a document this package did not map")
	}
}

func TestFrontEnd(t *testing.T) {
	fe := FrontEnd{}
	if fe.Name() != "3md" || !fe.Match("x/agent.3md") || !fe.Match("x/Notes.3MD") || fe.Match("x/agent.md") {
		t.Error("Name or Match")
	}
	cases := []struct {
		path, in string
		opts     frontend.Options
		format   string // "" when declined
		broken   bool
		want     []string
	}{
		{"x/notes.3md", "# not 3md\n", frontend.Options{}, "", false, nil},
		{"x/notes.3md", "\ufeff\n  \n---\n3md: 1.0\n---\n", frontend.Options{}, model.Format3md, false, nil},
		{"x/notes.3md", "# not 3md\n", frontend.Options{Explicit: true}, model.FormatAgent3md, true, []string{"agent3md/parse 1:1-1:10"}},
		{"x/agent.3md", "---\n3md: 1.0\naxis: step\n---\n", frontend.Options{}, model.FormatAgent3md, false, nil},
		{"x/agent.3md", "---\n3md: 1.0\n---\n", frontend.Options{Format: model.Format3md}, model.Format3md, false, nil},
		{"x/notes.3md", "x\n", frontend.Options{Format: model.FormatAgent3md}, model.FormatAgent3md, true, []string{"agent3md/parse 1:1-1:2"}},
		{"x/agent.3md", "", frontend.Options{}, model.FormatAgent3md, true, []string{"agent3md/parse 1:1-1:1"}},
		{"x/agent.3md", "---\nagent: a\n---\n@plane label=x\n@plane z=1\n@plane z=1\n", frontend.Options{}, model.FormatAgent3md, true,
			[]string{"agent3md/parse 1:1-1:4", "agent3md/parse 4:1-4:15", "agent3md/parse 6:8-6:11"}},
	}
	for _, c := range cases {
		src := diag.NewSource(c.path, []byte(c.in))
		p := fe.Parse(src, c.opts)
		if p == nil {
			if c.format != "" {
				t.Errorf("%s %q: declined", c.path, c.in)
			}
			continue
		}
		var got []string
		for _, f := range p.Findings {
			got = append(got, f.Rule+" "+rng(src, f.Range))
		}
		if p.Doc.Format != c.format || p.Broken != c.broken || !slices.Equal(got, c.want) {
			t.Errorf("%s %q: format %q broken %v findings %q, want %q %v %q", c.path, c.in, p.Doc.Format, p.Broken, got, c.format, c.broken, c.want)
		}
	}
}
