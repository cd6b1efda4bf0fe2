package agentmd

import "testing"

// FuzzTools reads arbitrary code as a ## Tools section: no panic, every
// offset inside the code.
func FuzzTools(f *testing.F) {
	for _, s := range []string{"return { a: { fn, scheme } };", "const t = {'x': {scheme: {name: 1}}}; return t", "return ({`a`: /re/})", "/* x", "\"unterminated"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		tools, _ := Tools(code)
		for _, tool := range tools {
			if tool.Start < 0 || tool.End < tool.Start || tool.End > len(code) || tool.SchemeAt < 0 || tool.SchemeAt > len(code) {
				t.Fatalf("bad offsets %+v (len %d)", tool, len(code))
			}
		}
	})
}

// FuzzSections reads arbitrary Markdown bodies: no panic, spans inside.
func FuzzSections(f *testing.F) {
	f.Add([]byte("# A\n\nb\n\n# Avatar\n![x](y)\n\n## System\ns\n## Tools\n```js\nreturn {}\n```\n"))
	f.Fuzz(func(t *testing.T, body []byte) {
		s := Read(body)
		for _, sp := range []Span{s.Title, s.Description, s.Avatar, s.System, s.Rules, s.Tools} {
			if sp.Set && (sp.Start < 0 || sp.End < sp.Start || sp.End > len(body)) {
				t.Fatalf("bad span %+v (len %d)", sp, len(body))
			}
		}
	})
}
