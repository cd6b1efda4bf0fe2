package threemd

import "testing"

func TestZKey(t *testing.T) {
	same := [][]string{
		{"1", "1.0", "01", "+1", "0.1e1", "10e-1", "1.000"},
		{"0", "-0", "0.0", "0e99999999999999999999"},
		{"9223372036854775807"},
		{"9223372036854775806"},
		{"-1.5", "-15e-1"},
	}
	keys := map[string]int{}
	for i, group := range same {
		for _, s := range group {
			k, ok := ZKey(s)
			if !ok {
				t.Fatalf("%q: not a number", s)
			}
			if j, seen := keys[k]; seen && j != i {
				t.Errorf("%q (key %s) equals a value of group %d", s, k, j)
			}
			keys[k] = i
		}
	}
	if len(keys) != len(same) {
		t.Errorf("%d distinct keys, want %d: %v", len(keys), len(same), keys)
	}
	if _, ok := ZKey("0x1"); ok {
		t.Error("hex is not a number")
	}
	for in, want := range map[string]string{"9223372036854775807": "9223372036854775807", "007": "7", "+3": "3", "-0": "0", "1.50": "1.5", "1e3": "1000"} {
		if got := ExactZ(in); got != want {
			t.Errorf("ExactZ(%q) = %q, want %q", in, got, want)
		}
	}
}
