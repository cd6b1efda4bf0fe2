package agentmd

import (
	"strings"
	"testing"
)

func TestTools(t *testing.T) {
	code := `// tools
const scheme = { name: "lint", description: "runs lint", parameters: {} };
const tools = {
  lint: { fn: async () => { return { ok: "}" }; }, scheme },
  "Format": { fn: (x) => x, scheme: { name: "format", parameters: { type: "object" } } },
};
return tools;`
	tools, ok := Tools(code)
	if !ok || len(tools) != 2 {
		t.Fatalf("%v %+v", ok, tools)
	}
	if tools[0].Name != "lint" || strings.Join(tools[0].SchemeKeys, ",") != "name,description,parameters" {
		t.Errorf("lint: %+v", tools[0])
	}
	if tools[1].Name != "Format" || strings.Join(tools[1].SchemeKeys, ",") != "name,parameters" || code[tools[1].Start:tools[1].End] != `"Format"` {
		t.Errorf("Format: %+v", tools[1])
	}
	if _, ok := Tools("console.log('no tools')"); ok {
		t.Error("code that returns nothing has no tools")
	}
	tools, ok = Tools("return ({ a: { fn, scheme: s } })")
	if !ok || len(tools) != 1 || tools[0].Name != "a" || tools[0].HasScheme {
		t.Errorf("%+v", tools)
	}
}

func TestSections(t *testing.T) {
	body := []byte("# My Agent\n\nReviews code.\nCarefully.\n\n# Avatar\n\n![me](avatar.png)\n\n## System\n\nYou review code.\n\n## Rules\n\n- be kind\n\n## Tools\n\n```js\nreturn { lint: { fn, scheme } };\n```\n")
	s := Read(body)
	if s.Title.Text != "My Agent" || s.Description.Text != "Reviews code. Carefully." || s.Avatar.Text != "avatar.png" {
		t.Errorf("%+v", s)
	}
	if s.System.Text != "You review code." || s.Rules.Text != "- be kind" || len(s.ToolsCode) != 1 {
		t.Errorf("%+v", s)
	}
	if string(body[s.Title.Start:s.Title.End]) != "# My Agent" {
		t.Errorf("title span %q", body[s.Title.Start:s.Title.End])
	}
}
