package codeflow

import (
	"math/rand"
	"strings"
	"testing"
)

// inSet is the membership test setsOf replaces: the name as written,
// without "System." and "[...]", or that in lowercase.
func inSet(m map[string]bool, name string) bool {
	if m[name] {
		return true
	}
	n := strings.TrimPrefix(strings.TrimPrefix(name, "System."), "[")
	n = strings.Trim(n, "[]")
	return m[n] || m[strings.ToLower(n)]
}

func TestSetsOfIsMembership(t *testing.T) {
	sets := map[uint16]map[string]bool{sNetSend: netSend, sNetMethods: netMethods, sFetchSrc: fetchSrc, sExecSink: execSink,
		sShellSink: shellSink, sDeleters: deleters, sReaders: readers, sWriters: writers, sDecoders: decoders}
	var names []string
	for _, set := range sets {
		for n := range set {
			names = append(names, n, strings.ToUpper(n), "System."+n, "["+n+"]", "[System."+n+"]", "System.["+n, n+"]]", "x"+n, n[:len(n)/2], "İ"+n, n+"K")
		}
	}
	r := rand.New(rand.NewSource(2))
	for i := 0; i < 20000; i++ {
		a, b := names[r.Intn(len(names))], names[r.Intn(len(names))]
		names = append(names, a[:r.Intn(len(a)+1)]+b[r.Intn(len(b)+1):], strings.Repeat(a, 1+r.Intn(8)))
	}
	for _, n := range names {
		got := setsOf(n)
		for bit, set := range sets {
			if (got&bit != 0) != inSet(set, n) {
				t.Fatalf("%q: setsOf says %v for set %d, membership %v", n, got&bit != 0, bit, inSet(set, n))
			}
		}
	}
}

func TestDestVarIsTheRegexp(t *testing.T) {
	parts := []string{"", "self.", "this.", "SELF.", "This.", "x", "_", "api_", "my", "Webhook", ".", "-", "K", "\u212a", "é", "9"}
	parts = append(parts, destEnds...)
	for _, e := range destEnds {
		parts = append(parts, strings.ToUpper(e), e[1:], e[:len(e)-1])
	}
	r := rand.New(rand.NewSource(3))
	for i := 0; i < 50000; i++ {
		var b strings.Builder
		for k := r.Intn(4); k >= 0; k-- {
			b.WriteString(parts[r.Intn(len(parts))])
		}
		n := b.String()
		if destVar(n) != destVarRE.MatchString(n) {
			t.Fatalf("%q: destVar says %v, the expression %v", n, destVar(n), destVarRE.MatchString(n))
		}
	}
}
