package rules

import "testing"

func TestNextNonASCII(t *testing.T) {
	for _, c := range []struct {
		s    string
		from int
		want int
	}{
		{"", 0, 0}, {"abc", 0, 3}, {"é", 0, 0}, {"abcdefgh", 0, 8}, {"abcdefghé", 0, 8},
		{"abcdefgéh", 0, 7}, {"abcdefghijklmnopé", 3, 16}, {"éabc", 1, 1}, {"aé", 2, 2}, {"aéb", 3, 4},
	} {
		if got := nextNonASCII([]byte(c.s), c.from); got != c.want {
			t.Errorf("nextNonASCII(%q, %d) = %d, want %d", c.s, c.from, got, c.want)
		}
	}
}
