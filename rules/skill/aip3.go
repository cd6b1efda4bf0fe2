package skill

import (
	"github.com/skillint/skillint/internal/match"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

var (
	aip3NameRE = match.Lazy(`^[a-z][a-z0-9-]*[a-z0-9]$`)
	aip3TagRE  = match.Lazy(`^[a-z][a-z0-9-]*$`)
	aip3Input  = match.Lazy(`^[a-zA-Z][a-zA-Z0-9_]*$`)

	aip3Tags = &ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.Seq}, MaxLen: 12,
		Item: &ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.String}, Pattern: aip3TagRE, PatDoc: "lowercase words joined by hyphens, starting with a letter"}}
	aip3Version = &ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.String}, Pattern: ruleutil.SemverRE, PatDoc: "a semantic version such as 1.2.0"}
)

// AIP-3 (`schema: skills/v1`), in both of its shapes: the original with its
// own top-level fields, and the current one with the AIP-3 fields under
// metadata.aip3.

var aip3Only = []string{model.FormatAIP3}

// aip3Block is the node that holds the AIP-3 fields: the frontmatter itself
// (original shape) or metadata.aip3 (current shape); current says which.
func aip3Block(p *rules.Pass) (block *yamlfm.Node, current bool) {
	root := ruleutil.SkillRoot(p)
	if root == nil || p.Doc.Format != model.FormatAIP3 {
		return nil, false
	}
	if s := root.Get("schema"); s != nil && s.Value.Value == "skills/v1" {
		return root, false
	}
	if m := root.Get("metadata"); m != nil {
		if a := m.Value.Get("aip3"); a != nil {
			return a.Value, true
		}
	}
	return nil, false
}

func checkAIP3Original(p *rules.Pass) {
	block, current := aip3Block(p)
	if block == nil || current {
		return
	}
	checkFieldsOnly(p, block, []ruleutil.FieldSpec{
		ruleutil.Req("name", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, Pattern: aip3NameRE, PatDoc: "kebab-case starting with a letter", MinLen: 2, MaxLen: 64}),
		ruleutil.Req("title", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, MinLen: 1, MaxLen: 120}),
		ruleutil.Req("description", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, MinLen: 1, MaxLen: 2000}),
		ruleutil.Req("version", aip3Version),
		ruleutil.Opt("tags", aip3Tags),
		ruleutil.Opt("inputs", ruleutil.ListOf(ruleutil.Object(
			ruleutil.Req("name", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, Pattern: aip3Input, PatDoc: "an identifier (letters, digits, underscores, starting with a letter)"}),
			ruleutil.Req("type", ruleutil.EnumShape("string", "number", "boolean", "object")),
			ruleutil.Opt("required", ruleutil.BoolShape),
			ruleutil.Opt("description", ruleutil.StrShape),
		))),
		ruleutil.Opt("tools", ruleutil.StrList),
		ruleutil.Opt("examples", ruleutil.ListOf(&ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.Map}, Fields: []ruleutil.FieldSpec{ruleutil.Req("input", &ruleutil.Shape{}), ruleutil.Opt("output", &ruleutil.Shape{}), ruleutil.Opt("description", ruleutil.StrShape)}})),
	}, "")
}

// checkFieldsOnly checks the listed fields of a mapping that also holds
// other, valid keys (the Agent Skills fields beside AIP-3's).
func checkFieldsOnly(p *rules.Pass, n *yamlfm.Node, fields []ruleutil.FieldSpec, prefix string) {
	for _, f := range fields {
		kv := n.Get(f.Name)
		switch {
		case kv == nil && f.Required:
			p.Report(openRange(p), "AIP-3 (`schema: skills/v1`) requires `%s%s`", prefix, f.Name)
		case kv != nil:
			ruleutil.CheckShape(p, kv.Value, f.Shape, prefix+f.Name)
		}
	}
}

func checkAIP3Current(p *rules.Pass) {
	block, current := aip3Block(p)
	if block == nil || !current {
		return
	}
	ruleutil.CheckShape(p, block, ruleutil.Object(
		ruleutil.Req("schema", ruleutil.EnumShape("skills/v1")),
		ruleutil.Opt("variant", ruleutil.EnumShape("instruction", "executable", "composite")),
		ruleutil.Opt("version", aip3Version),
		ruleutil.Opt("tags", aip3Tags),
		ruleutil.Opt("title", &ruleutil.Shape{Kinds: ruleutil.StrShape.Kinds, MinLen: 1, MaxLen: 120}),
		ruleutil.Opt("uses", ruleutil.StrList),
		ruleutil.Opt("execution", &ruleutil.Shape{}),
	), "metadata.aip3")
	variant := block.Get("variant")
	if variant == nil {
		return
	}
	switch variant.Value.Value {
	case "executable":
		if block.Get("execution") == nil {
			p.Report(ruleutil.NodeRange(p, variant.Value), "`variant: executable` needs `metadata.aip3.execution` saying how the skill runs")
		}
	case "composite":
		if u := block.Get("uses"); u == nil || u.Value.Kind != yamlfm.Seq || len(u.Value.Items) == 0 {
			p.Report(ruleutil.NodeRange(p, variant.Value), "`variant: composite` needs a non-empty `metadata.aip3.uses` list of the skills it combines")
		}
	}
}

func init() {
	register(
		&rules.Rule{ID: rules.Aip3Manifest, Severity: diag.Error, Formats: aip3Only, Check: checkAIP3Original, Doc: rules.Doc{
			Title: "An AIP-3 manifest (top-level `schema: skills/v1`) has AIP-3's fields and shapes",
			Why:   "AIP-3 runtimes index skills by name, title, description and version, and fill inputs by their declared types; a missing or malformed field keeps the skill out of the index.",
			Fix:   "Give name (kebab-case, 2-64), title (1-120), description (1-2000) and a semver version; tags at most 12 kebab-case words; inputs with name, type (string, number, boolean, object), required and description; tools as names; examples with an input.",
			Bad:   "---\nschema: skills/v1\nname: my-skill\ndescription: Does X.\nversion: 1.0\n---\n",
			Good:  "---\nschema: skills/v1\nname: my-skill\ntitle: My Skill\ndescription: Does X. Use when asked.\nversion: 1.0.0\n---\n",
		}},
		&rules.Rule{ID: rules.Aip3Metadata, Severity: diag.Error, Formats: aip3Only, Check: checkAIP3Current, Doc: rules.Doc{
			Title: "`metadata.aip3` has AIP-3's fields and shapes",
			Why:   "The current AIP-3 shape keeps its fields under metadata.aip3; a wrong variant, a version that is not semver, or a composite without `uses` makes the runtime refuse the skill.",
			Fix:   "Set schema: skills/v1, variant to instruction, executable or composite (executable needs execution, composite needs uses), and a semver version.",
			Bad:   "metadata:\n  aip3:\n    schema: skills/v1\n    variant: composite\n",
			Good:  "metadata:\n  aip3:\n    schema: skills/v1\n    variant: composite\n    uses: [csv-reader, report-writer]\n",
		}},
	)
}
