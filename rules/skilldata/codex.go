package skilldata

import (
	"github.com/skillint/skillint/internal/match"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/codex"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Codex `agents/openai.yaml` (the openai_yaml reference of Codex's
// skill-creator skill; developers.openai.com/codex/skills).

var codexOnly = []string{model.FormatCodexAgent}

var (
	hexColor   = match.Lazy(`^#[0-9A-Fa-f]{6}$`)
	codexShape = &object{
		nested: map[string]*object{
			"interface": {keys: map[string]*ruleutil.Shape{
				"display_name": ruleutil.StrShape, "short_description": ruleutil.StrShape, "icon_small": ruleutil.StrShape,
				"icon_large": ruleutil.StrShape, "default_prompt": ruleutil.StrShape,
				"brand_color": {Kinds: []yamlfm.Kind{yamlfm.String}, Pattern: hexColor, PatDoc: "a #RRGGBB colour"},
			}},
			"policy": {keys: map[string]*ruleutil.Shape{"allow_implicit_invocation": ruleutil.BoolShape}},
			"dependencies": {items: map[string]*object{"tools": {
				keys: map[string]*ruleutil.Shape{
					"type": ruleutil.EnumShape("mcp"), "value": {Kinds: []yamlfm.Kind{yamlfm.String}, NonEmpty: true},
					"description": ruleutil.StrShape, "transport": ruleutil.StrShape, "url": ruleutil.StrShape,
				},
				required: []string{"type", "value"},
			}}},
		},
	}
)

func codexTree(p *rules.Pass) *codex.Tree { return codex.TreeOf(p.Doc) }

func init() {
	good := "interface:\n  display_name: \"CSV Analyzer\"\n  short_description: \"Summarise and chart CSV files quickly\"\npolicy:\n  allow_implicit_invocation: true\n"
	register(
		&rules.Rule{ID: rules.CodexSyntax, Severity: diag.Error, Formats: codexOnly, Doc: rules.Doc{
			Title: "openai.yaml is valid YAML",
			Why:   "Codex cannot read a file that does not parse, and then shows the skill without its interface and policy.",
			Fix:   "Fix the YAML at the position given; quote string values, as the reference asks.",
			Bad:   "interface:\n  display_name: CSV: Analyzer\n", Good: good,
		}},
		&rules.Rule{ID: rules.CodexShape, Severity: diag.Error, Formats: codexOnly, Check: checkCodexShape, Doc: rules.Doc{
			Title: "openai.yaml has the documented shape",
			Why:   "`interface` holds strings (brand_color a #RRGGBB colour), `policy.allow_implicit_invocation` is a boolean, and each `dependencies.tools` entry has `type: mcp` and a `value`. Codex drops or refuses values of another shape: `allow_implicit_invocation: \"false\"` is a string, and the skill stays implicitly invocable.",
			Fix:   "Write each value as the documented type.",
			Bad:   "policy:\n  allow_implicit_invocation: \"false\"\n", Good: "policy:\n  allow_implicit_invocation: false\n",
		}},
		&rules.Rule{ID: rules.CodexIcon, Severity: diag.Warning, Formats: codexOnly, Check: checkCodexIcons, Doc: rules.Doc{
			Title: "Icons exist in the skill directory",
			Why:   "`icon_small` and `icon_large` are paths relative to the skill directory; a missing file shows no icon.",
			Fix:   "Fix the path (e.g. `./assets/icon.svg`), or add the file.",
			Bad:   "interface:\n  icon_small: \"./assets/missing.svg\"\n", Good: "interface:\n  icon_small: \"./assets/icon.svg\"\n",
		}},
		&rules.Rule{ID: rules.CodexShortDescription, Severity: diag.Info, Formats: codexOnly, Check: checkCodexShort, Doc: rules.Doc{
			Title: "`short_description` is 25 to 64 characters",
			Why:   "The short description is a blurb for skill lists and chips; the reference asks for 25 to 64 characters, and longer text is cut off.",
			Fix:   "Write a short phrase; keep the detail in SKILL.md's description.",
			Bad:   "interface:\n  short_description: \"CSV\"\n", Good: good,
		}},
		&rules.Rule{ID: rules.CodexUnknownField, Severity: diag.Warning, Formats: codexOnly, Check: checkCodexUnknown, Doc: rules.Doc{
			Title: "openai.yaml keys are documented ones",
			Why:   "Codex ignores unknown keys, so a typo (`allow_implicit_invocations`) silently leaves the default in place.",
			Fix:   "Fix the spelling (the message names the nearest known key), or remove the key.",
			Bad:   "policy:\n  allow_implicit: false\n", Good: "policy:\n  allow_implicit_invocation: false\n",
		}},
	)
}

func checkCodexShape(p *rules.Pass) {
	if t := codexTree(p); t != nil && t.Root != nil {
		checkObject(p, t.Root, codexShape, "")
	}
}

func checkCodexUnknown(p *rules.Pass) {
	if t := codexTree(p); t != nil {
		unknown(p, t.Root, codexShape, "", "openai.yaml", "Codex", map[string]bool{})
	}
}

func checkCodexIcons(p *rules.Pass) {
	t := codexTree(p)
	if t == nil || t.Root == nil {
		return
	}
	in := t.Root.Get("interface")
	if in == nil {
		return
	}
	for _, k := range []string{"icon_small", "icon_large"} {
		if kv := in.Value.Get(k); kv != nil && kv.Value.Kind == yamlfm.String && missingPath(t.SkillDir, kv.Value.Value) {
			p.Report(ruleutil.NodeRange(p, kv.Value), "no file %q in the skill directory (icons are relative to it)", kv.Value.Value)
		}
	}
}

func checkCodexShort(p *rules.Pass) {
	t := codexTree(p)
	if t == nil || t.Root == nil {
		return
	}
	in := t.Root.Get("interface")
	if in == nil {
		return
	}
	kv := in.Value.Get("short_description")
	if kv == nil || kv.Value.Kind != yamlfm.String {
		return
	}
	if n := utf8.RuneCountInString(kv.Value.Value); n < 25 || n > 64 {
		p.Report(ruleutil.NodeRange(p, kv.Value), "`interface.short_description` is %d characters; the reference asks for 25 to 64", n)
	}
}
