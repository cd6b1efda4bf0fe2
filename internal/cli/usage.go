package cli

import (
	"errors"
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"strconv"
	"strings"
	"unicode"

	"github.com/urfave/cli/v2"
)

// usageText is the USAGE section of the help: every way to call skillint.
const usageText = `skillint [flags] [PATH ...]
skillint rules [--format text|json|markdown]
skillint explain RULE
skillint init [--force]
skillint lsp
skillint completion bash|zsh|fish|powershell
skillint man
skillint version`

// flagName finds the flag the flag package names in its errors ("-nope").
var flagName = match.Lazy(`(^|[\s:])-(-?[A-Za-z0-9][\w-]*)`)

// usageError turns a flag parsing error into one line and a hint, instead of
// the whole help (which the flag package would print, to standard output).
func usageError(command string) cli.OnUsageErrorFunc {
	return func(_ *cli.Context, err error, _ bool) error {
		msg := err.Error()
		if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
			msg = "unknown flag " + dashes(name)
		} else if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
			msg = "flag " + dashes(name) + " needs a value"
		} else {
			msg = flagName.ReplaceAllStringFunc(msg, func(m string) string {
				i := strings.IndexByte(m, '-')
				return m[:i] + dashes(m[i:])
			})
		}
		help := "skillint --help"
		if command != "" {
			help = "skillint " + command + " --help"
		}
		return &exitError{code: ExitFailed, err: errors.New(oneLineText(msg)),
			hint: fmt.Sprintf("usage: %s (%s lists the flags)", commandUsage(command), help)}
	}
}

// dashes writes a flag as the help does: -j, --jobs.
func dashes(name string) string {
	name = strings.TrimLeft(name, "-")
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// commandUsage is the usage line of a command ("" for the lint run).
func commandUsage(command string) string {
	for _, line := range strings.Split(usageText, "\n") {
		rest := strings.TrimPrefix(line, "skillint ")
		if command == "" && strings.HasPrefix(rest, "[") || command != "" && strings.HasPrefix(rest+" ", command+" ") {
			return line
		}
	}
	return "skillint " + command
}

// oneLineText keeps what the user typed (echoed in flag errors) from
// starting lines of its own.
func oneLineText(s string) string {
	if strings.IndexFunc(s, unicode.IsControl) < 0 {
		return s
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}

// showPaths lists the paths of a run for a message, each on the same line.
func showPaths(paths []string) string {
	out := make([]string, len(paths))
	for i, p := range paths {
		out[i] = oneLineText(p)
	}
	return strings.Join(out, ", ")
}
