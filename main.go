// Command skillint lints AI agent skills: SKILL.md, agent.3md and *.agent.md.
package main

import (
	"io"
	"os"

	"github.com/skillint/skillint/internal/cli"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is the whole program; tests call it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Run(args, stdin, stdout, stderr)
}
