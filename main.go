// Command skillint lints AI agent skills: SKILL.md, agent.3md and *.agent.md.
package main

import (
	"io"
	"os"
	"runtime/debug"

	"github.com/skillint/skillint/internal/cli"
)

func main() {
	// A linter's live data is small (the findings, caches of results per
	// distinct text); most of what it allocates is short-lived. The soft
	// memory limit bounds the heap; within it, collecting only when the heap
	// has grown to five times the live data spares a run over a few files any
	// collection at all (one costs about a millisecond of a 10 ms run). Users'
	// own GOMEMLIMIT and GOGC win.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// memoryLimit is the soft limit of the Go heap.
const memoryLimit = 40 << 20

// gcPercent is how much the heap grows over the live data before a
// collection (the runtime's default is 100).
const gcPercent = 400

// run is the whole program; tests call it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Run(args, stdin, stdout, stderr)
}
