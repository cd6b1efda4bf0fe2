package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/skillint/skillint/internal/config"
)

// starter is the commented configuration `skillint init` writes.
const starter = `# skillint configuration. Every setting is optional; delete what you do not need.
# Rule ids and their options: skillint rules, skillint explain RULE.

rules:
  # Turn a rule off, or change its severity (error, warning, info, off).
  # lint/context-budget: off
  # Turn on a rule that is off by default (skillint rules lists them).
  # lint/gotchas-present: info

  # Change a rule's options.
  # lint/context-budget:
  #   severity: warning
  #   options: {max-tokens: 5000, max-lines: 500}

# Files never linted (globs relative to this file).
ignore:
  # - "**/fixtures/**"
  # - "vendor/**"

# Settings for some files only; later overrides win.
overrides:
  # - files: ["legacy/**"]
  #   rules: {lint/description-quality: off}
  # Force the format of files detection would read otherwise:
  # - files: ["agents/*.agent.md"]
  #   format: copilot-agent

# Frontmatter fields your host defines, so they are known rather than unknown.
# host-fields:
#   x-owner: Acme Agents
`

func initCommand(stdout io.Writer) *cli.Command {
	return &cli.Command{
		Name:  "init",
		Usage: "write a commented " + config.FileName + " in the current directory",
		Flags: []cli.Flag{&cli.BoolFlag{Name: "force", Usage: "overwrite an existing file"}},
		Action: func(c *cli.Context) error {
			if _, err := os.Stat(config.FileName); err == nil && !c.Bool("force") {
				return fail("%s already exists; use --force to overwrite it", config.FileName)
			}
			if err := os.WriteFile(config.FileName, []byte(starter), 0o644); err != nil {
				return fail("writing %s: %v", config.FileName, err)
			}
			fmt.Fprintf(stdout, "wrote %s\n", config.FileName)
			return nil
		},
	}
}
