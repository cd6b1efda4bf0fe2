package suppress

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

// Rule ids the cases use: real rules, so that only the ids meant to be
// unknown are.
const (
	ruleA = string(rules.SecurityPipeToShell)
	ruleB = string(rules.LintNoGenericInstructions)
	ruleF = string(rules.SkillFrontmatterUnknownField)
)

func TestCaseRulesExist(t *testing.T) {
	for _, id := range []string{ruleA, ruleB, ruleF, UnusedRule} {
		if registry.ByID(id) == nil {
			t.Fatalf("%s is not a registered rule: the cases below would test unknown ids", id)
		}
	}
}

// at is a finding of rule covering the whole of line.
type at struct {
	rule string
	line int
}

// show prints a finding as the cases assert it: rule, range as
// line:column-line:column (code points, 1-based), and for
// suppression/unused what the message is about.
func show(src *diag.Source, f diag.Finding) string {
	s := fmt.Sprintf("%s %d:%d-%d:%d", f.Rule, f.Range.Start.Line, src.Column(f.Range.Start, diag.CodePoints),
		f.Range.End.Line, src.Column(f.Range.End, diag.CodePoints))
	if f.Rule == UnusedRule {
		switch {
		case strings.Contains(f.Message, "which is not a rule"), strings.Contains(f.Message, "which are not rules"):
			s += " unknown"
		case strings.Contains(f.Message, "suppresses nothing"):
			s += " nothing"
		default:
			s += " ?" + f.Message
		}
	}
	return s
}

func apply(src *diag.Source, fs []at, sev diag.Severity) []diag.Finding {
	var in []diag.Finding
	for _, a := range fs {
		in = append(in, diag.Finding{Rule: a.rule, Severity: diag.Warning, Range: src.LineRange(a.line), Message: "m"})
	}
	return Apply(src, in, func(rule string) diag.Severity {
		if rule == UnusedRule {
			return sev
		}
		return diag.Warning
	})
}

func TestApply(t *testing.T) {
	// Column arithmetic for the directives below (1-based, exclusive end):
	// "<!-- skillint-disable-next-line security/pipe-to-shell -->" is 58 bytes,
	// "<!-- skillint-disable-next-line -->" 35, "<!-- skillint-enable security/pipe-to-shell -->" 47,
	// "<!-- skillint-disable-file security/pipe-to-shell -->" 53.
	cases := []struct {
		name string
		src  string
		in   []at
		want []string
	}{
		{
			name: "next line covers only the next line",
			src:  "# T\n<!-- skillint-disable-next-line security/pipe-to-shell -->\nbad\nbad\n",
			in:   []at{{ruleA, 3}, {ruleA, 4}},
			want: []string{ruleA + " 4:1-4:4"},
		},
		{
			name: "next line names another rule",
			src:  "# T\n<!-- skillint-disable-next-line lint/no-generic-instructions -->\nbad\n",
			in:   []at{{ruleA, 3}},
			want: []string{ruleA + " 3:1-3:4", UnusedRule + " 2:1-2:65 nothing"},
		},
		{
			name: "next line with nothing on the next line is unused, at its exact range",
			src:  "# T\n<!-- skillint-disable-next-line security/pipe-to-shell -->\nok\nbad\n",
			in:   []at{{ruleA, 4}},
			want: []string{ruleA + " 4:1-4:4", UnusedRule + " 2:1-2:59 nothing"},
		},
		{
			name: "no rule named covers every rule",
			src:  "# T\n<!-- skillint-disable-next-line -->\nbad\n",
			in:   []at{{ruleA, 3}, {ruleB, 3}},
			want: nil,
		},
		{
			name: "no rule named, unused",
			src:  "x\n  <!-- skillint-disable-next-line -->\n",
			want: []string{UnusedRule + " 2:3-2:38 nothing"},
		},
		{
			name: "disable-line at the end of the line it covers",
			src:  "# T\nbad <!-- skillint-disable-line security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 2}, {ruleB, 2}, {ruleA, 3}},
			want: []string{ruleB + " 2:1-2:58", ruleA + " 3:1-3:4"},
		},
		{
			name: "rules separated by commas",
			src:  "<!-- skillint-disable-next-line security/pipe-to-shell,lint/no-generic-instructions -->\nbad\n",
			in:   []at{{ruleA, 2}, {ruleB, 2}},
		},
		{
			name: "rules separated by comma and spaces",
			src:  "<!-- skillint-disable-next-line security/pipe-to-shell , lint/no-generic-instructions -->\nbad\n",
			in:   []at{{ruleA, 2}, {ruleB, 2}},
		},
		{
			name: "rules separated by spaces and tabs",
			src:  "<!--skillint-disable-next-line\tsecurity/pipe-to-shell  lint/no-generic-instructions-->\nbad\n",
			in:   []at{{ruleA, 2}, {ruleB, 2}},
		},
		{
			name: "one of two rules used: the directive is used",
			src:  "<!-- skillint-disable-next-line security/pipe-to-shell lint/no-generic-instructions -->\nbad\n",
			in:   []at{{ruleB, 2}},
		},
		{
			name: "disable and enable bound a range",
			src:  "a\n<!-- skillint-disable security/pipe-to-shell -->\nbad\nbad\n<!-- skillint-enable security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 1}, {ruleA, 3}, {ruleA, 4}, {ruleB, 4}, {ruleA, 6}},
			want: []string{ruleA + " 1:1-1:2", ruleB + " 4:1-4:4", ruleA + " 6:1-6:4"},
		},
		{
			name: "disable covers its own line",
			src:  "bad <!-- skillint-disable security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 1}},
		},
		{
			name: "disable without enable runs to the last line",
			src:  "<!-- skillint-disable -->\n\nbad\n\nbad",
			in:   []at{{ruleA, 3}, {ruleB, 5}},
		},
		{
			name: "unused disable and the enable that closes it",
			src:  "<!-- skillint-disable security/pipe-to-shell -->\nok\n<!-- skillint-enable security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 4}},
			// The enable is used (it closes a disable); the disable suppresses nothing.
			want: []string{ruleA + " 4:1-4:4", UnusedRule + " 1:1-1:49 nothing"},
		},
		{
			name: "enable without disable is unused",
			src:  "x\n<!-- skillint-enable security/pipe-to-shell -->\n",
			want: []string{UnusedRule + " 2:1-2:48 nothing"},
		},
		{
			name: "enable of another rule does not close a disable",
			src: "<!-- skillint-disable security/pipe-to-shell -->\n<!-- skillint-enable lint/no-generic-instructions -->\n" +
				"bad\n<!-- skillint-enable security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 3}, {ruleA, 5}},
			want: []string{ruleA + " 5:1-5:4", UnusedRule + " 2:1-2:54 nothing"},
		},
		{
			name: "nested ranges of different rules",
			src: "<!-- skillint-disable security/pipe-to-shell -->\n<!-- skillint-disable lint/no-generic-instructions -->\n" +
				"bad\n<!-- skillint-enable lint/no-generic-instructions -->\nbad\n<!-- skillint-enable security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleA, 3}, {ruleB, 3}, {ruleA, 5}, {ruleB, 5}, {ruleA, 7}, {ruleB, 7}},
			want: []string{ruleB + " 5:1-5:4", ruleA + " 7:1-7:4", ruleB + " 7:1-7:4"},
		},
		{
			name: "nested disables of one rule: the first enable closes both",
			src: "<!-- skillint-disable security/pipe-to-shell -->\nbad\n<!-- skillint-disable security/pipe-to-shell -->\nbad\n" +
				"<!-- skillint-enable security/pipe-to-shell -->\nbad\n<!-- skillint-enable security/pipe-to-shell -->\n",
			in:   []at{{ruleA, 2}, {ruleA, 4}, {ruleA, 6}},
			want: []string{ruleA + " 6:1-6:4", UnusedRule + " 7:1-7:48 nothing"},
		},
		{
			name: "disable-file covers lines before it",
			src:  "bad\nbad\n<!-- skillint-disable-file security/pipe-to-shell -->\n",
			in:   []at{{ruleA, 1}, {ruleA, 2}, {ruleB, 2}},
			want: []string{ruleB + " 2:1-2:4"},
		},
		{
			name: "disable-file unused",
			src:  "<!-- skillint-disable-file security/pipe-to-shell -->\nbad\n",
			in:   []at{{ruleB, 2}},
			want: []string{ruleB + " 2:1-2:4", UnusedRule + " 1:1-1:54 nothing"},
		},
		{
			name: "YAML comment in frontmatter covers its line",
			src:  "---\nname: x\nfoo: bar # skillint-disable-line skill/frontmatter.unknownField\n---\nbody\n",
			in:   []at{{ruleF, 3}, {ruleF, 2}},
			want: []string{ruleF + " 2:1-2:8"},
		},
		{
			name: "YAML comment unused: the range starts at the #, to the end of the line",
			src:  "---\nname: x\nfoo: bar # skillint-disable-line skill/frontmatter.unknownField\n---\nbody\n",
			want: []string{UnusedRule + " 3:10-3:64 nothing"},
		},
		{
			name: "YAML comment at the start of a line",
			src:  "---\n# skillint-disable-line\nname: x\n---\n",
			want: []string{UnusedRule + " 2:1-2:24 nothing"},
		},
		{
			name: "YAML comment outside frontmatter is text",
			src:  "# skillint-disable-line security/pipe-to-shell\nbad\n",
			in:   []at{{ruleA, 1}},
			want: []string{ruleA + " 1:1-1:47"},
		},
		{
			name: "HTML comment in frontmatter is not a directive",
			src:  "---\nname: x <!-- skillint-disable-line -->\n---\n",
			in:   []at{{ruleF, 2}},
			want: []string{ruleF + " 2:1-2:39"},
		},
		{
			name: "frontmatter closes: directives in the body work",
			src:  "---\nname: x\n---\n<!-- skillint-disable-next-line -->\nbad\n",
			in:   []at{{ruleA, 5}},
		},
		{
			name: "inside a backtick fence: text, not a directive",
			src:  "```markdown\n<!-- skillint-disable-next-line -->\nbad\n```\nbad\n",
			in:   []at{{ruleA, 3}, {ruleA, 5}},
			want: []string{ruleA + " 3:1-3:4", ruleA + " 5:1-5:4"},
		},
		{
			name: "inside a tilde fence, with a backtick line inside",
			src:  "~~~\n```\n<!-- skillint-disable-file -->\n~~~\n<!-- skillint-disable-next-line -->\nbad\n",
			in:   []at{{ruleA, 6}},
		},
		{
			name: "an indented fence counts as a fence",
			src:  "- item\n  ```\n  <!-- skillint-disable-file -->\n  ```\nbad\n",
			in:   []at{{ruleA, 5}},
			want: []string{ruleA + " 5:1-5:4"},
		},
		{
			name: "unclosed fence: everything after is text",
			src:  "```\n<!-- skillint-disable-file -->\n",
			in:   []at{{ruleA, 2}},
			want: []string{ruleA + " 2:1-2:31"},
		},
		{
			name: "unknown rule id",
			src:  "<!-- skillint-disable-next-line lint/no-generic-instructon -->\nbad\n",
			in:   []at{{ruleB, 2}},
			want: []string{ruleB + " 2:1-2:4", UnusedRule + " 1:1-1:63 unknown"},
		},
		{
			name: "unknown id beside a used one: it still suppresses, and the unknown id is reported",
			src:  "<!-- skillint-disable-next-line security/pipe-to-shell, nope/x -->\nbad\n",
			in:   []at{{ruleA, 2}},
			want: []string{UnusedRule + " 1:1-1:67 unknown"},
		},
		{
			name: "two directives on one line",
			src:  "bad <!-- skillint-disable-line security/pipe-to-shell --> <!-- skillint-disable-line lint/no-generic-instructions -->\n",
			in:   []at{{ruleA, 1}},
			want: []string{UnusedRule + " 1:59-1:118 nothing"},
		},
		{
			name: "CRLF: next line and disable-line",
			src:  "# T\r\n<!-- skillint-disable-next-line security/pipe-to-shell -->\r\nbad\r\nbad <!-- skillint-disable-line -->\r\nok <!-- skillint-disable-line -->\r\n",
			in:   []at{{ruleA, 3}, {ruleB, 4}},
			want: []string{UnusedRule + " 5:4-5:34 nothing"},
		},
		{
			name: "CRLF: YAML comment range ends before the carriage return",
			src:  "---\r\nname: x # skillint-disable-line\r\n---\r\nbody\r\n",
			want: []string{UnusedRule + " 2:9-2:32 nothing"},
		},
		{
			name: "CRLF: fences",
			src:  "```\r\n<!-- skillint-disable-file -->\r\n```\r\nbad\r\n",
			in:   []at{{ruleA, 4}},
			want: []string{ruleA + " 4:1-4:4"},
		},
		{
			name: "suppression on the last line, no final newline",
			src:  "a\nbad <!-- skillint-disable-line security/pipe-to-shell -->",
			in:   []at{{ruleA, 2}},
		},
		{
			name: "next-line on the last line covers nothing",
			src:  "a\n<!-- skillint-disable-next-line security/pipe-to-shell -->",
			in:   []at{{ruleA, 1}},
			want: []string{ruleA + " 1:1-1:2", UnusedRule + " 2:1-2:59 nothing"},
		},
		{
			name: "byte order mark: the directive on line 1 starts at column 1",
			src:  "\ufeff<!-- skillint-disable-next-line -->\nbad\n<!-- skillint-enable -->\n",
			in:   []at{{ruleA, 2}},
			want: []string{UnusedRule + " 3:1-3:25 nothing"},
		},
		{
			name: "byte order mark: unused directive on line 1",
			src:  "\ufeff<!-- skillint-disable-next-line -->\nok\n",
			want: []string{UnusedRule + " 1:1-1:36 nothing"},
		},
		{
			name: "not a directive: another tool's comment and a bare mention",
			src:  "<!-- eslint-disable -->\nskillint-disable-next-line\n<!-- skillint-disabled -->\nbad\n",
			in:   []at{{ruleA, 4}},
			want: []string{ruleA + " 4:1-4:4"},
		},
		{
			name: "non-ASCII before a directive: columns in code points",
			src:  "héllo wörld <!-- skillint-disable-line security/pipe-to-shell -->\n",
			want: []string{UnusedRule + " 1:13-1:66 nothing"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := diag.NewSource("SKILL.md", []byte(c.src))
			var got []string
			for _, f := range apply(src, c.in, diag.Info) {
				got = append(got, show(src, f))
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("%q:\n got  %q\n want %q", c.src, got, c.want)
			}
		})
	}
}

// The messages of suppression/unused, exactly, and the severity they are
// given.
func TestUnusedMessages(t *testing.T) {
	src := diag.NewSource("SKILL.md", []byte("<!-- skillint-disable-next-line security/pipe-to-shell lint/no-generic-instructions -->\nok\n"+
		"<!-- skillint-disable-file -->\n<!-- skillint-disable-line a/b, c/d security/pipe-to-shell -->\n"))
	got := apply(src, nil, diag.Error)
	want := []string{
		"this suppression of security/pipe-to-shell, lint/no-generic-instructions suppresses nothing: remove it",
		"this suppression of any rule suppresses nothing: remove it",
		"the suppression names a/b, c/d, which are not rules: fix the id (`skillint rules` lists them)",
	}
	if len(got) != len(want) {
		t.Fatalf("got %d findings, want %d: %v", len(got), len(want), got)
	}
	for i, f := range got {
		if f.Message != want[i] || f.Severity != diag.Error || f.Rule != UnusedRule {
			t.Errorf("finding %d: %s %v %q, want %s %v %q", i, f.Rule, f.Severity, f.Message, UnusedRule, diag.Error, want[i])
		}
	}
}

// With suppression/unused off, directives still suppress, and nothing is
// reported about the unused ones.
func TestUnusedOff(t *testing.T) {
	src := diag.NewSource("SKILL.md", []byte("<!-- skillint-disable-next-line -->\nbad\n<!-- skillint-disable-file nope/x -->\n"))
	got := apply(src, []at{{ruleA, 2}, {ruleA, 4}}, diag.Off)
	if len(got) != 1 || got[0].Range.Start.Line != 4 {
		t.Errorf("got %v, want only the finding on line 4", got)
	}
}

// A file that mentions no directive keeps its findings as they are.
func TestNoDirectives(t *testing.T) {
	src := diag.NewSource("SKILL.md", []byte("# T\nbad\nskillint disable\n"))
	in := []diag.Finding{{Rule: ruleA, Range: src.LineRange(2)}}
	called := false
	got := Apply(src, in, func(string) diag.Severity { called = true; return diag.Info })
	if len(got) != 1 || got[0].Rule != ruleA || called {
		t.Errorf("got %v (severity asked: %v)", got, called)
	}
	if Apply(src, nil, func(string) diag.Severity { return diag.Info }) != nil {
		t.Error("no findings in, some out")
	}
}

func TestSuppressed(t *testing.T) {
	src := diag.NewSource("SKILL.md", []byte("---\nname: x # skillint-disable-line skill/name.format\n---\n"+
		"<!-- skillint-disable-next-line security/pipe-to-shell -->\nbad\n"+
		"<!-- skillint-disable lint/no-generic-instructions -->\nx\nx\n<!-- skillint-enable -->\nx\n"+
		"```\n<!-- skillint-disable-file -->\n```\n"))
	cases := []struct {
		rule string
		line int
		want bool
	}{
		{"skill/name.format", 2, true},
		{"skill/name.format", 3, false},
		{ruleA, 5, true},
		{ruleA, 4, false},
		{ruleA, 6, false},
		{ruleB, 5, false},
		{ruleB, 6, true},
		{ruleB, 8, true},
		{ruleB, 9, true}, // the enable's own line is still inside the range
		{ruleB, 10, false},
		{ruleA, 12, false}, // the disable-file is in a fence
	}
	for _, c := range cases {
		if got := Suppressed(src, c.rule, c.line); got != c.want {
			t.Errorf("Suppressed(%s, %d) = %v, want %v", c.rule, c.line, got, c.want)
		}
	}
	if Suppressed(diag.NewSource("x.md", []byte("bad\n")), ruleA, 1) {
		t.Error("a file without directives suppresses")
	}
}

func TestParseRules(t *testing.T) {
	for in, want := range map[string][]string{
		"":             nil,
		"   ":          nil,
		"a":            {"a"},
		" a , b,c\td ": {"a", "b", "c", "d"},
		",,a,,":        {"a"},
	} {
		if got := parseRules(in); !slices.Equal(got, want) {
			t.Errorf("parseRules(%q) = %q, want %q", in, got, want)
		}
	}
}

// A disable of every rule, then an enable of one: the other rules should
// stay disabled (as in ESLint and most linters), and the final enable of
// every rule should be the one that closes the range.
func TestEnableOfOneRuleKeepsDisableOfOthers(t *testing.T) {
	// Regression (was a bug): an enable naming one rule closes a disable of every rule (or of several rules), so the other rules are re-enabled too, and the enable that should close the range is reported unused
	src := diag.NewSource("SKILL.md", []byte("<!-- skillint-disable -->\n<!-- skillint-enable security/pipe-to-shell -->\nbad\n<!-- skillint-enable -->\n"))
	got := apply(src, []at{{ruleA, 3}, {ruleB, 3}}, diag.Info)
	var shown []string
	for _, f := range got {
		shown = append(shown, show(src, f))
	}
	if want := []string{ruleA + " 3:1-3:4"}; !slices.Equal(shown, want) {
		t.Errorf("got %q, want %q", shown, want)
	}
}

// A YAML directive's range should start at its `#`, as an HTML directive's
// starts at its `<!--`; it starts at the blank before the `#`.
func TestYAMLDirectiveRangeStartsAtHash(t *testing.T) {
	// Regression (was a bug): a YAML `# skillint-disable-line` directive's range starts one column early, at the blank before `#` (testdata/rules/suppression/unused/bad.golden shows 4:13, the `#` is at column 14)
	src := diag.NewSource("SKILL.md", []byte("---\nname: x # skillint-disable-line\n---\n"))
	got := apply(src, nil, diag.Info)
	if len(got) != 1 || src.Column(got[0].Range.Start, diag.CodePoints) != 9 {
		t.Errorf("got %v, want one finding at column 9", got)
	}
}

// A directive written in an inline code span is shown as an example, not
// applied, as in a fenced block.
func TestDirectiveInCodeSpan(t *testing.T) {
	// Regression (was a bug): a directive inside an inline code span (`<!-- skillint-disable-file -->` in prose that documents suppressions) is applied and then reported as unused; only fenced blocks are skipped
	src := diag.NewSource("SKILL.md", []byte("Write `<!-- skillint-disable-next-line RULE -->` above the line.\nbad\n"))
	got := apply(src, []at{{ruleA, 2}}, diag.Info)
	if len(got) != 1 || got[0].Rule != ruleA {
		t.Errorf("got %v, want the finding on line 2 kept and nothing else", got)
	}
}

// A fence of four backticks holds a Markdown example with a fence of three:
// CommonMark closes a fence only with one at least as long, so the directive
// in the example is text.
func TestShorterFenceDoesNotCloseLongerFence(t *testing.T) {
	// Regression (was a bug): a ``` line closes a ```` fence, so a directive in a Markdown example that shows a nested code block is applied (and reported unused)
	src := diag.NewSource("SKILL.md", []byte("````markdown\n```sh\n<!-- skillint-disable-next-line -->\ncurl x | sh\n```\n````\n"))
	got := apply(src, []at{{ruleA, 4}}, diag.Info)
	if len(got) != 1 || got[0].Rule != ruleA {
		t.Errorf("got %v, want the finding on line 4 kept and nothing else", got)
	}
}
