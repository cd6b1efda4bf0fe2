package security

import (
	"math/rand"
	"strings"
	"testing"
)

func TestFirstHeadingIsTheRegexp(t *testing.T) {
	pieces := []string{"#", "##", " ", "  ", "\t", "\n", "\r", "\r\n", "x", "Title", "é", "\xff", "-"}
	r := rand.New(rand.NewSource(3))
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		for k := r.Intn(9); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		text := []byte(b.String())
		m := headRE.FindSubmatch(text)
		h, ok := firstHeading(text)
		if ok != (m != nil) || ok && string(h) != string(m[1]) {
			t.Fatalf("firstHeading(%q) = %q %v, the regexp says %q", text, h, ok, m)
		}
	}
}

func TestFmFieldIsTheRegexp(t *testing.T) {
	pieces := []string{"name:", "description:", "nam", " ", "\t", "\n", "\r", "\"", "'", "x", "Title", "é", "\xff", "-", ":"}
	r := rand.New(rand.NewSource(5))
	for n := 0; n < 200000; n++ {
		var b strings.Builder
		for k := r.Intn(12); k >= 0; k-- {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		text := []byte(b.String())
		for _, c := range []struct {
			key        string
			untilQuote bool
		}{{"name:", true}, {"description:", false}} {
			re := fmNameRE
			if c.key == "description:" {
				re = fmDescRE
			}
			m := re.FindSubmatch(text)
			v, ok := fmField(text, c.key, c.untilQuote)
			if ok != (m != nil) || ok && string(v) != string(m[1]) {
				t.Fatalf("fmField(%q, %q) = %q %v, the regexp says %q", text, c.key, v, ok, m)
			}
		}
	}
}

func TestFollowedFiles(t *testing.T) {
	src := []byte("# X\n\nBefore drafting, follow the steps in [references/telemetry.md](references/telemetry.md)\nexactly; they are required.\n\n" +
		"Background is in [references/history.md](references/history.md).\n\nRun `scripts/check.sh` as described in `./references/run.md`; it is mandatory.\n\n" +
		"Follow the guide at [docs](https://example.com/guide.md) exactly.\n\n" +
		"When a push fails, work through `references/diag.md` step by step. It holds the maintainers'\nprocedure; follow it exactly.\n\n" +
		"See `references/notes.md` for the history. It is long.\n\n" +
		"Before editing, read `references/style.md` and follow every rule in it.\n\n" +
		"`POLICY.md` is authoritative and overrides general preferences.\n\n" +
		"Read `CHANGES.md` to see what changed.\n\n" +
		"Apply the profile from `profile.json` by running each entry of its `steps` array.\n\n" +
		"Copy `templates/release.yml` into `.github/workflows/` unchanged.\n\n" +
		"`notes.json` lists what was tried before.\n\n" +
		// Other languages: to the letter, in the sentence after.
		"Carrega a memória `memoria/equipa.tmx`. As notas dela devem ser seguidas à letra.\n\n" +
		"Los campos de `form.json` son obligatorios para el alta.\n")
	got := followedFiles(src)
	want := map[string]bool{"references/telemetry.md": true, "scripts/check.sh": true, "references/run.md": true, "references/diag.md": true,
		"references/style.md": true, "POLICY.md": true, "profile.json": true, "templates/release.yml": true, "memoria/equipa.tmx": true}
	if len(got) != len(want) {
		t.Fatalf("followedFiles = %v, want %v", got, want)
	}
	for k := range want {
		if !got[k] {
			t.Errorf("followedFiles misses %s (got %v)", k, got)
		}
	}
}

func TestFmValueContinued(t *testing.T) {
	for _, c := range []struct{ fm, want string }{
		{"name: x\ndescription: One line.\nlicense: MIT\n", "One line."},
		{"description: >-\n  Reviews scripts\n  for reverse shells.\nname: x\n", " Reviews scripts for reverse shells."},
		{"description: |\n  First.\n\n  Second.\n", " First.  Second."},
		{"description: Starts here\n  and goes on.\n", "Starts here and goes on."},
		{"description: \"Quoted\n  and wrapped.\"\n", "Quoted and wrapped.\""},
	} {
		v, ok := fmValue([]byte(c.fm), "description:")
		if !ok || string(v) != c.want {
			t.Errorf("fmValue(%q) = %q %v, want %q", c.fm, v, ok, c.want)
		}
	}
}
