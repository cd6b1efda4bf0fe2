package ruleutil

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
)

// RenameKey is a fix that writes a YAML mapping key as name, keeping its
// quotes: only the key's text changes. It is nil when the key is not a
// one-line scalar or when parent already has a key name (the rename would
// make a duplicate).
func RenameKey(src []byte, parent, key *yamlfm.Node, name string, safety diag.Safety) []diag.Fix {
	if parent.Get(name) != nil || !WholeScalar(src, key) {
		return nil
	}
	start, end := key.Start, key.End
	raw := src[start:end]
	if q := raw[0]; (q == '"' || q == '\'') && len(raw) >= 2 && raw[len(raw)-1] == q {
		start, end = start+1, end-1
	}
	return []diag.Fix{{Description: fmt.Sprintf("rename `%s` to `%s`", key.Value, name), Safety: safety,
		Edits: []diag.Edit{{Start: start, End: end, New: name}}}}
}

// WholeScalar reports whether the bytes at n's range are the whole of a
// one-line scalar: a plain scalar whose text is its value, or a quoted one
// whose text decodes to its value. A plain scalar folded over several
// lines has a range that covers its first line only, and fails.
func WholeScalar(src []byte, n *yamlfm.Node) bool {
	if n.Block || n.Start < 0 || n.End <= n.Start || n.End > len(src) {
		return false
	}
	raw := string(src[n.Start:n.End])
	if strings.ContainsAny(raw, "\r\n") {
		return false
	}
	switch raw[0] {
	case '\'':
		if len(raw) < 2 || raw[len(raw)-1] != '\'' {
			return false
		}
		inner := raw[1 : len(raw)-1]
		return !strings.Contains(strings.ReplaceAll(inner, "''", ""), "'") && strings.ReplaceAll(inner, "''", "'") == n.Value
	case '"':
		v, err := strconv.Unquote(raw)
		return err == nil && v == n.Value
	}
	return raw == n.Value
}
