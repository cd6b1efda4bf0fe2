package suppress

import "testing"

func TestMentionsSkillint(t *testing.T) {
	for s, want := range map[string]bool{
		"": false, "skillint-": true, "x skillint-disable": true, "killint-": false, "kkillint-": false,
		"killint- skillint-": true, "skillint": false, "sskillint-x": true, "<!-- skillint-enable -->": true,
	} {
		if got := mentionsSkillint([]byte(s)); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	}
}
