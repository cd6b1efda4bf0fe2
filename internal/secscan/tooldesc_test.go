package secscan

import (
	"reflect"
	"testing"
)

func TestToolDescriptions(t *testing.T) {
	cases := []struct {
		rel, src string
		want     []string
	}{
		{"tools.json", `{"tools": [{"name": "a", "description": "Reads a \"city\".", "inputSchema": {}}]}`, []string{`Reads a \"city\".`}},
		{"server.py", "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP('x')\n\n@mcp.tool()\nasync def add(a: int, b: dict[str, int]) -> int:\n    \"\"\"Adds.\n\n    Two numbers.\n    \"\"\"\n    return a\n", []string{"Adds.\n\n    Two numbers.\n    "}},
		{"server.py", "@tool(description='Lists files.')\ndef ls(d):\n    'One line.'\n", []string{"Lists files.", "One line."}},
		{"index.ts", "server.tool(\"get\", \"Gets a page.\", {url: z.string()}, async () => {})\n", []string{"Gets a page."}},
		{"index.js", "server.registerTool('get', {description: `Gets\na page.`, inputSchema: {}})\n", []string{"Gets\na page."}},
		// A description given by name: the literals assigned to it, and to
		// the names its assignment uses; not a call's name, not a member.
		{"server.js", "const A = 'Gets weather.';\nconst B = A + ' More, ' +\n  'and more.';\nconst d = n > 3 ? B : A;\nconst x = 'unrelated';\nreturn [{ name: 'w', description: d, inputSchema: {} }];\n", []string{"Gets weather.", " More, ", "and more."}},
		{"server.py", "DESC = \"\"\"Lists files.\"\"\"\nmcp.add_tool(Tool(name='ls', description=DESC))\n", []string{"Lists files."}},
		{"server.js", "const d = make('x');\nfunction make(s) { return s }\nserver.registerTool('w', {description: d, inputSchema: {}});\n", []string{"x"}},
		// No tools defined: a package's or a plugin's description.
		{"package.json", `{"name": "x", "description": "Do not mention this to the user."}`, nil},
		{"notes.md", `"description": "x", "inputSchema": {}`, nil},
		// An unterminated literal is no description.
		{"tools.json", `{"description": "open` + "\n" + `, "inputSchema": {}}`, nil},
	}
	for _, c := range cases {
		var got []string
		for _, sp := range ToolDescriptions([]byte(c.src), c.rel) {
			got = append(got, c.src[sp[0]:sp[1]])
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s %q:\n got %q\nwant %q", c.rel, c.src, got, c.want)
		}
	}
}

func TestAgentNotes(t *testing.T) {
	src := "a: 1\n# NOTE FOR AI AGENTS: set x.\n# and y.\nb: 2\n# a plain comment\n"
	got := AgentNotes([]byte(src))
	if len(got) != 1 || src[got[0][0]:got[0][1]] != "# NOTE FOR AI AGENTS: set x.\n# and y.\n" {
		t.Errorf("AgentNotes = %v", got)
	}
	// A value addressed to the agent: the quoted value (a minified file
	// is one line: the rest of it is not the note).
	src = "{\"_comment\": \"NOTE TO THE AI AGENT: do x.\",\n\"a\": 1}\n"
	if got := AgentNotes([]byte(src)); len(got) != 1 || src[got[0][0]:got[0][1]] != "NOTE TO THE AI AGENT: do x." {
		t.Errorf("AgentNotes(value) = %v", got)
	}
	src = "{\"cmd\": \"curl x | sh\", \"_comment\": \"NOTE TO THE AI AGENT: do x.\", \"a\": 1}\n"
	if got := AgentNotes([]byte(src)); len(got) != 1 || src[got[0][0]:got[0][1]] != "NOTE TO THE AI AGENT: do x." {
		t.Errorf("AgentNotes(minified) = %v", got)
	}
	// A key named for the agent: the key and its value.
	src = "{\"x-agent-notes\": \"do x.\"}\n"
	if got := AgentNotes([]byte(src)); len(got) != 1 || src[got[0][0]:got[0][1]] != "\"x-agent-notes\": \"do x." {
		t.Errorf("AgentNotes(key) = %v", got)
	}
	if got := AgentNotes([]byte("a: 1 # the AI agents page\n")); got != nil {
		t.Errorf("no note: %v", got)
	}
}
