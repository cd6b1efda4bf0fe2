// Command skillint lints AI agent skills: SKILL.md, agent.3md and *.agent.md.
package main

import (
	"io"
	"os"
	"runtime/debug"

	"github.com/skillint/skillint/internal/cli"
)

func main() {
	// A linter's live data is small (the token ranks, the findings); most of
	// what it allocates is short-lived. A soft memory limit keeps the heap
	// from growing to twice the live data between collections, unless the
	// user set their own.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// memoryLimit is the soft limit of the Go heap.
const memoryLimit = 40 << 20

// run is the whole program; tests call it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Run(args, stdin, stdout, stderr)
}
