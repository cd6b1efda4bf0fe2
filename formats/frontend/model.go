package frontend

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// NodeText is a scalar node as a Text (Set even for non-strings: the rules
// check types on the tree).
func NodeText(src *diag.Source, n *yamlfm.Node) model.Text {
	return model.Text{Value: n.Value, Range: src.Range(n.Start, n.End), Set: true}
}

// Manifest is a YAML mapping's top-level entries as manifest fields.
func Manifest(src *diag.Source, root *yamlfm.Node) []model.Field {
	if root == nil {
		return nil
	}
	out := make([]model.Field, 0, len(root.Pairs))
	for _, p := range root.Pairs {
		out = append(out, model.Field{Key: NodeText(src, p.Key), Value: NodeText(src, p.Value)})
	}
	return out
}
