// Command skillint lints AI agent skills: SKILL.md, agent.3md and *.agent.md.
package main

import (
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"

	"github.com/skillint/skillint/internal/cli"
)

func main() {
	// No allocation is sampled for a memory profile: the samples' records
	// took about 2 MB of the soft limit on a large run.
	runtime.MemProfileRate = 0
	// A linter's live data is small (the findings, caches of results per
	// distinct text); most of what it allocates is short-lived. The soft
	// memory limit bounds the heap; within it, collecting only when the heap
	// has grown to five times the live data spares a run over a few files any
	// collection at all (one costs about a millisecond of a 10 ms run). Users'
	// own GOMEMLIMIT and GOGC win.
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
		followLiveHeap()
	}
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// memoryLimit is the soft limit of the Go heap. It counts everything the
// runtime maps, of which the heap's own objects are about 60% on a large
// run (the rest is the free and unused parts of spans and the collector's
// metadata): at 40 MiB, the security rules' caches left the collector
// about 3 MB between collections on the bench corpus, and it ran back to
// back. At 48 MiB the peak RSS of that run is 57 MB.
const memoryLimit = 48 << 20

// gcPercent is how much the heap grows over the live data before a
// collection (the runtime's default is 100).
const gcPercent = 400

// gcSentinel is allocated to learn when a collection has run: its cleanup
// runs after the collection that finds it unreachable.
type gcSentinel struct{ _ *int }

// followLiveHeap sets the soft memory limit to twice the live heap, read
// after each collection, once the live heap is over three quarters of
// memoryLimit. A file whose analysis keeps more than the limit alive (a
// hostile file of the size limit) would otherwise have the collector run
// back to back and return memory to the system between its allocations:
// most of the CPU time of such a file went there. Twice the live heap is
// the runtime's default pacing; below the threshold (the bench corpus's
// live heap stays under 22 MB) the limit is memoryLimit, as before, and it
// comes back down to it once the live data shrinks.
func followLiveHeap() {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	limit := int64(memoryLimit)
	var arm func()
	arm = func() {
		runtime.AddCleanup(&gcSentinel{}, func(struct{}) {
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				want := int64(memoryLimit)
				if live := int64(sample[0].Value.Uint64()); live > memoryLimit*3/4 {
					want = 2 * live
				}
				if want != limit {
					limit = want
					debug.SetMemoryLimit(limit)
				}
			}
			arm()
		}, struct{}{})
	}
	arm()
}

// run is the whole program; tests call it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return cli.Run(args, stdin, stdout, stderr)
}
