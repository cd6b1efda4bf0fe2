package frontend

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/lines"
)

// hintGroupsRE is an `argument-hint:` line whose value is bracketed
// groups written unquoted ("[--force] [message]"), which is not YAML.
var hintGroupsRE = regexp.MustCompile(`^argument-hint:[ \t]+(\[[^\]\n]*\][ \t]*){2,}\r?$`)

// HintsAsText turns a YAML syntax finding (of syntaxRule) on such an
// `argument-hint:` line into an info of rule: Claude Code reads the line
// as text (its own documentation writes hints so), and only other readers
// fail on it. Only when the frontmatter parses with the hint quoted (a
// YAML reader stops at its first error).
func HintsAsText(src *diag.Source, fs []diag.Finding, syntaxRule, rule string) []diag.Finding {
	for i, f := range fs {
		if f.Rule != syntaxRule {
			continue
		}
		ls, le := lines.Bounds(src.Bytes, f.Range.Start.Offset)
		line := src.Bytes[ls:le]
		if !hintGroupsRE.Match(line) {
			continue
		}
		val := strings.TrimSpace(string(line[len("argument-hint:"):]))
		at := ls + bytes.IndexByte(line, '[')
		// Only when the rest is YAML: the hint quoted, the frontmatter
		// parses (a YAML reader stops at its first error).
		quoted := slices.Concat(src.Bytes[:at], []byte(strconv.Quote(val)), src.Bytes[at+len(val):])
		if len(yamlfm.Parse(diag.NewSource(src.Path, quoted)).Problems) > 0 {
			continue
		}
		fs[i] = diag.Finding{Rule: rule, Severity: diag.Info, Range: src.Range(at, at+len(val)),
			Message: fmt.Sprintf("`argument-hint` %s is not valid YAML (Claude Code reads the line as text): quote it for tools other than Claude Code", diag.Escape(strconv.Quote(val)))}
	}
	return fs
}
