package agent3md

import (
	"fmt"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/threemd"
	"github.com/skillint/skillint/rules"
)

// keyCaseFix writes a manifest key in its canonical case: only the key's
// bytes change. There is no fix when the manifest already has the key in
// that case (the rename would give it twice) or the key's bytes are not
// what was read.
func keyCaseFix(p *rules.Pass, fields []*threemd.Field, f *threemd.Field, canonical string) []diag.Fix {
	for _, o := range fields {
		if o.Key == canonical {
			return nil
		}
	}
	b := p.Src().Bytes
	if f.KeyStart < 0 || f.KeyEnd > len(b) || f.KeyEnd-f.KeyStart != len(canonical) || string(b[f.KeyStart:f.KeyEnd]) != f.Key {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("write `%s:`", canonical), Safety: diag.Safe,
		Edits: []diag.Edit{{Start: f.KeyStart, End: f.KeyEnd, New: canonical}}}}
}

// kindCaseFix lowercases a kind= that is identity or skill in another
// case. Unsafe: the plane's role changes (it was read as a skill).
func kindCaseFix(p *rules.Pass, a *threemd.Attr) []diag.Fix {
	want := strings.ToLower(a.Value)
	if want != "identity" && want != "skill" {
		return nil
	}
	b := p.Src().Bytes
	start, end := a.ValStart, a.ValEnd
	if start < 0 || end > len(b) || end <= start {
		return nil
	}
	raw := string(b[start:end])
	if q := raw[0]; (q == '"' || q == '\'') && len(raw) >= 2 && raw[len(raw)-1] == q {
		start, end, raw = start+1, end-1, raw[1:len(raw)-1]
	}
	if raw != a.Value {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("write kind=%s", want), Safety: diag.Unsafe,
		Edits: []diag.Edit{{Start: start, End: end, New: want}}}}
}
