package suppress

import "testing"

func TestUnknownRulesMessage(t *testing.T) {
	for _, tc := range []struct {
		ids  []string
		want string
	}{
		{[]string{"skill/name.formt"}, "the suppression names skill/name.formt, which is not a rule: did you mean skill/name.format? (`skillint rules` lists them)"},
		{[]string{"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"}, "the suppression names zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz, which is not a rule: fix the id (`skillint rules` lists them)"},
		{[]string{"skill/name.formt", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"}, "the suppression names skill/name.formt, zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz, which are not rules: did you mean skill/name.format for skill/name.formt? (`skillint rules` lists them)"},
	} {
		if got := unknownRulesMessage(tc.ids); got != tc.want {
			t.Errorf("%v:\n got %s\nwant %s", tc.ids, got, tc.want)
		}
	}
}
