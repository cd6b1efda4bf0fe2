package ruleutil

import (
	"fmt"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
)

// RenameKey is a fix that writes a YAML mapping key as name, keeping its
// quotes: only the key's text changes. It is nil when the key is not a
// one-line scalar or when parent already has a key name (the rename would
// make a duplicate).
func RenameKey(src []byte, parent, key *yamlfm.Node, name string, safety diag.Safety) []diag.Fix {
	if parent.Get(name) != nil || key.Block || key.End <= key.Start || key.End > len(src) {
		return nil
	}
	start, end := key.Start, key.End
	raw := src[start:end]
	if q := raw[0]; (q == '"' || q == '\'') && len(raw) >= 2 && raw[len(raw)-1] == q {
		start, end = start+1, end-1
	} else if string(raw) != key.Value {
		return nil
	}
	return []diag.Fix{{Description: fmt.Sprintf("rename `%s` to `%s`", key.Value, name), Safety: safety,
		Edits: []diag.Edit{{Start: start, End: end, New: name}}}}
}
