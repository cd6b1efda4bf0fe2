package lint

import (
	"strconv"
	"strings"
	"testing"
)

const supHead = "---\nname: my-skill\ndescription: Checks data. Use when asked.\n"

// Each suppression form removes exactly the findings it covers.
func TestSuppressions(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // rule@line left
	}{
		{"none", supHead + "---\nFollow best practices.\n", []string{"lint/no-generic-instructions@5"}},
		{"next-line", supHead + "---\n<!-- skillint-disable-next-line lint/no-generic-instructions -->\nFollow best practices.\nFollow best practices.\n",
			[]string{"lint/no-generic-instructions@7"}},
		{"next-line, all rules", supHead + "---\n<!-- skillint-disable-next-line -->\nFollow best practices.\n", nil},
		{"same line", supHead + "---\nFollow best practices. <!-- skillint-disable-line lint/no-generic-instructions -->\n", nil},
		{"region", supHead + "---\n<!-- skillint-disable lint/no-generic-instructions -->\nFollow best practices.\nBe careful with it.\n<!-- skillint-enable lint/no-generic-instructions -->\nFollow best practices.\n",
			[]string{"lint/no-generic-instructions@9"}},
		{"file", supHead + "---\nFollow best practices.\n\n<!-- skillint-disable-file lint/no-generic-instructions, skill/frontmatter.unknownField -->\nFollow best practices.\n", nil},
		{"yaml line", "---\nname: my-skill\ndescription: Checks data. Use when asked.\ncategory: x # skillint-disable-line skill/frontmatter.unknownField\nlicence: MIT\n---\n# x\n",
			[]string{"skill/frontmatter.unknownField@5"}},
		{"other rule", supHead + "---\n<!-- skillint-disable-next-line skill/name.format -->\nFollow best practices.\n",
			[]string{"suppression/unused@5", "lint/no-generic-instructions@6"}},
		{"in code", supHead + "---\n```\n<!-- skillint-disable-file -->\n```\nFollow best practices.\n", []string{"lint/no-generic-instructions@8"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := New().LintBytes("x/my-skill/SKILL.md", []byte(c.src), true)
			var got []string
			for _, d := range f.Findings {
				got = append(got, d.Rule+"@"+strconv.Itoa(d.Range.Start.Line))
			}
			if strings.Join(got, " ") != strings.Join(c.want, " ") {
				t.Errorf("left %v, want %v", got, c.want)
			}
		})
	}
}
