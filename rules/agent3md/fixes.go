package agent3md

import (
	"fmt"

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
