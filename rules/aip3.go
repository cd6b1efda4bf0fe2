package rules

import (
	"regexp"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/normalize"
)

// AIP-3 (`schema: skills/v1`), in both of its shapes: the original with its
// own top-level fields, and the current one with the AIP-3 fields under
// metadata.aip3.

var aip3Only = []string{normalize.FormatAIP3}

var (
	semverRE   = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`)
	aip3NameRE = regexp.MustCompile(`^[a-z][a-z0-9-]*[a-z0-9]$`)
	aip3TagRE  = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	aip3Input  = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9_]*$`)

	aip3Tags = &shape{kinds: []yamlfm.Kind{yamlfm.Seq}, maxLen: 12,
		item: &shape{kinds: []yamlfm.Kind{yamlfm.String}, pattern: aip3TagRE, patDoc: "lowercase words joined by hyphens, starting with a letter"}}
	aip3Version = &shape{kinds: []yamlfm.Kind{yamlfm.String}, pattern: semverRE, patDoc: "a semantic version such as 1.2.0"}
)

// aip3Block is the node that holds the AIP-3 fields: the frontmatter itself
// (original shape) or metadata.aip3 (current shape); current says which.
func aip3Block(p *Pass) (block *yamlfm.Node, current bool) {
	root := skillRoot(p)
	if root == nil || p.Doc.Format != normalize.FormatAIP3 {
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

func checkAIP3Original(p *Pass) {
	block, current := aip3Block(p)
	if block == nil || current {
		return
	}
	checkFieldsOnly(p, block, []fieldSpec{
		req("name", &shape{kinds: strShape.kinds, pattern: aip3NameRE, patDoc: "kebab-case starting with a letter", minLen: 2, maxLen: 64}),
		req("title", &shape{kinds: strShape.kinds, minLen: 1, maxLen: 120}),
		req("description", &shape{kinds: strShape.kinds, minLen: 1, maxLen: 2000}),
		req("version", aip3Version),
		opt("tags", aip3Tags),
		opt("inputs", listOf(object(
			req("name", &shape{kinds: strShape.kinds, pattern: aip3Input, patDoc: "an identifier (letters, digits, underscores, starting with a letter)"}),
			req("type", enumShape("string", "number", "boolean", "object")),
			opt("required", boolShape),
			opt("description", strShape),
		))),
		opt("tools", strList),
		opt("examples", listOf(&shape{kinds: []yamlfm.Kind{yamlfm.Map}, fields: []fieldSpec{req("input", &shape{}), opt("output", &shape{}), opt("description", strShape)}})),
	}, "")
}

// checkFieldsOnly checks the listed fields of a mapping that also holds
// other, valid keys (the Agent Skills fields beside AIP-3's).
func checkFieldsOnly(p *Pass, n *yamlfm.Node, fields []fieldSpec, prefix string) {
	for _, f := range fields {
		kv := n.Get(f.name)
		switch {
		case kv == nil && f.required:
			p.Report(openRange(p), "AIP-3 (`schema: skills/v1`) requires `%s%s`", prefix, f.name)
		case kv != nil:
			checkShape(p, kv.Value, f.shape, prefix+f.name)
		}
	}
}

func checkAIP3Current(p *Pass) {
	block, current := aip3Block(p)
	if block == nil || !current {
		return
	}
	checkShape(p, block, object(
		req("schema", enumShape("skills/v1")),
		opt("variant", enumShape("instruction", "executable", "composite")),
		opt("version", aip3Version),
		opt("tags", aip3Tags),
		opt("title", &shape{kinds: strShape.kinds, minLen: 1, maxLen: 120}),
		opt("uses", strList),
		opt("execution", &shape{}),
	), "metadata.aip3")
	variant := block.Get("variant")
	if variant == nil {
		return
	}
	switch variant.Value.Value {
	case "executable":
		if block.Get("execution") == nil {
			p.Report(nodeRange(p, variant.Value), "`variant: executable` needs `metadata.aip3.execution` saying how the skill runs")
		}
	case "composite":
		if u := block.Get("uses"); u == nil || u.Value.Kind != yamlfm.Seq || len(u.Value.Items) == 0 {
			p.Report(nodeRange(p, variant.Value), "`variant: composite` needs a non-empty `metadata.aip3.uses` list of the skills it combines")
		}
	}
}

func init() {
	register(
		&Rule{ID: "aip3/manifest", Severity: diag.Error, Formats: aip3Only, Check: checkAIP3Original, Doc: Doc{
			Title: "An AIP-3 manifest (top-level `schema: skills/v1`) has AIP-3's fields and shapes",
			Why:   "AIP-3 runtimes index skills by name, title, description and version, and fill inputs by their declared types; a missing or malformed field keeps the skill out of the index.",
			Fix:   "Give name (kebab-case, 2-64), title (1-120), description (1-2000) and a semver version; tags at most 12 kebab-case words; inputs with name, type (string, number, boolean, object), required and description; tools as names; examples with an input.",
			Bad:   "---\nschema: skills/v1\nname: my-skill\ndescription: Does X.\nversion: 1.0\n---\n",
			Good:  "---\nschema: skills/v1\nname: my-skill\ntitle: My Skill\ndescription: Does X. Use when asked.\nversion: 1.0.0\n---\n",
		}},
		&Rule{ID: "aip3/metadata", Severity: diag.Error, Formats: aip3Only, Check: checkAIP3Current, Doc: Doc{
			Title: "`metadata.aip3` has AIP-3's fields and shapes",
			Why:   "The current AIP-3 shape keeps its fields under metadata.aip3; a wrong variant, a version that is not semver, or a composite without `uses` makes the runtime refuse the skill.",
			Fix:   "Set schema: skills/v1, variant to instruction, executable or composite (executable needs execution, composite needs uses), and a semver version.",
			Bad:   "metadata:\n  aip3:\n    schema: skills/v1\n    variant: composite\n",
			Good:  "metadata:\n  aip3:\n    schema: skills/v1\n    variant: composite\n    uses: [csv-reader, report-writer]\n",
		}},
	)
}
