package match

import "testing"

// A full memo forgets what it holds and keeps what comes next: a large run
// still computes each value once while it is being used.
func TestMemoStartsAgainWhenFull(t *testing.T) {
	m := Memo[int, int]{Max: 3}
	calls := 0
	get := func(k int) int { return m.Get(k, func() int { calls++; return k * 10 }) }
	for k := 0; k < 10; k++ {
		if v := get(k); v != k*10 {
			t.Fatalf("Get(%d) = %d", k, v)
		}
		if v := get(k); v != k*10 { // kept, even past the bound
			t.Fatalf("Get(%d) again = %d", k, v)
		}
	}
	if calls != 10 {
		t.Errorf("%d computations for 10 keys asked twice each, want 10", calls)
	}
	if len(m.m) > m.Max {
		t.Errorf("%d values held, bound %d", len(m.m), m.Max)
	}
}
