package skilldata

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/evals"
	"github.com/skillint/skillint/formats/skillmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// Agent Skills `evals/evals.json` (agentskills.io, "Evaluating skills").

var evalsOnly = []string{model.FormatSkillEvals}

var evalsShape = &object{
	keys:     map[string]*ruleutil.Shape{"skill_name": ruleutil.StrShape},
	required: []string{"evals"},
	items: map[string]*object{"evals": {
		keys: map[string]*ruleutil.Shape{
			"id": {Kinds: []yamlfm.Kind{yamlfm.Int, yamlfm.String}}, "prompt": {Kinds: []yamlfm.Kind{yamlfm.String}, NonEmpty: true},
			"expected_output": ruleutil.StrShape, "files": ruleutil.StrList,
			"assertions": ruleutil.ListOf(&ruleutil.Shape{Kinds: []yamlfm.Kind{yamlfm.String, yamlfm.Map}}),
		},
		required: []string{"prompt", "expected_output"},
	}},
}

func evalsTree(p *rules.Pass) *evals.Tree { return evals.TreeOf(p.Doc) }

func init() {
	ex := func(e string) string { return `{"skill_name": "csv-analyzer", "evals": [` + e + `]}` }
	good := ex(`{"id": 1, "prompt": "Sum the sales column of data.csv", "expected_output": "The total of the sales column"}`)
	register(
		&rules.Rule{ID: rules.EvalsSyntax, Severity: diag.Error, Formats: evalsOnly, Doc: rules.Doc{
			Title: "evals.json is valid JSON",
			Why:   "An eval runner that cannot parse the file runs no test case at all.",
			Fix:   "Fix the JSON at the position given (a trailing comma, a missing quote).",
			Bad:   `{"evals": [ {"id": 1,} ]}`, Good: good,
		}},
		&rules.Rule{ID: rules.EvalsShape, Severity: diag.Error, Formats: evalsOnly, Check: checkEvalsShape, Doc: rules.Doc{
			Title: "evals.json has the documented shape",
			Why:   "The file is an object with an `evals` list; each case has a `prompt` (a realistic user message) and an `expected_output` (what success looks like), an `id`, and optionally `files` and `assertions`. A case without them cannot be run or judged.",
			Fix:   "Give every case `id`, `prompt` and `expected_output`.",
			Bad:   ex(`{"id": 1, "prompt": "Sum the sales column"}`), Good: good,
		}},
		&rules.Rule{ID: rules.EvalsDuplicateID, Severity: diag.Error, Formats: evalsOnly, Check: checkEvalsIDs, Doc: rules.Doc{
			Title: "Eval ids are unique",
			Why:   "Results are reported and compared by id; two cases with one id overwrite each other's results.",
			Fix:   "Number the cases 1, 2, 3, ...",
			Bad:   ex(`{"id": 1, "prompt": "a", "expected_output": "b"}, {"id": 1, "prompt": "c", "expected_output": "d"}`),
			Good:  ex(`{"id": 1, "prompt": "a", "expected_output": "b"}, {"id": 2, "prompt": "c", "expected_output": "d"}`),
		}},
		&rules.Rule{ID: rules.EvalsFiles, Severity: diag.Error, Formats: evalsOnly, Check: checkEvalsFiles, Doc: rules.Doc{
			Title: "Files an eval uses exist",
			Why:   "`files` are given to the agent with the prompt, relative to the skill directory (e.g. `evals/files/sales.csv`). A missing file makes the case fail for a reason that has nothing to do with the skill.",
			Fix:   "Fix the path (relative to the skill directory), or add the file.",
			Bad:   ex(`{"id": 1, "prompt": "Sum it", "expected_output": "The total", "files": ["evals/files/missing.csv"]}`),
			Good:  ex(`{"id": 1, "prompt": "Sum it", "expected_output": "The total", "files": ["evals/files/sales.csv"]}`),
		}},
		&rules.Rule{ID: rules.EvalsSkillName, Severity: diag.Warning, Formats: evalsOnly, Check: checkEvalsSkillName, Doc: rules.Doc{
			Title: "`skill_name` is the skill's name",
			Why:   "The evals belong to the skill beside them; a different `skill_name` (often left over from a copied skill) makes runners test, or report on, the wrong skill.",
			Fix:   "Set `skill_name` to the `name:` of the SKILL.md beside evals/.",
			Bad:   `{"skill_name": "old-skill", "evals": []}`, Good: `{"skill_name": "csv-analyzer", "evals": []}`,
		}},
		&rules.Rule{ID: rules.EvalsUnknownField, Severity: diag.Info, Formats: evalsOnly, Check: checkEvalsUnknown, Doc: rules.Doc{
			Title: "evals.json keys are documented ones",
			Why:   "The documented runner ignores unknown keys, so a typo (`expected`, `expectedOutput`) silently drops what the case checks. Runners of your own may read more keys: then this is only a reminder.",
			Fix:   "Fix the spelling (the message names the nearest known key), or remove the key.",
			Bad:   ex(`{"id": 1, "prompt": "a", "expected_output": "b", "expected": "c"}`), Good: good,
		}},
	)
}

func checkEvalsShape(p *rules.Pass) {
	if t := evalsTree(p); t != nil && t.Root != nil {
		checkObject(p, t.Root, evalsShape, "")
	}
}

func checkEvalsUnknown(p *rules.Pass) {
	if t := evalsTree(p); t != nil {
		unknown(p, t.Root, evalsShape, "", "evals.json", "the documented runner", map[string]bool{})
	}
}

// cases are the eval objects of the file.
func cases(t *evals.Tree) []*yamlfm.Node {
	if t == nil || t.Root == nil {
		return nil
	}
	kv := t.Root.Get("evals")
	if kv == nil || kv.Value.Kind != yamlfm.Seq {
		return nil
	}
	var out []*yamlfm.Node
	for _, it := range kv.Value.Items {
		if it.Kind == yamlfm.Map {
			out = append(out, it)
		}
	}
	return out
}

func checkEvalsIDs(p *rules.Pass) {
	seen := map[string]*yamlfm.Node{}
	for _, c := range cases(evalsTree(p)) {
		kv := c.Get("id")
		if kv == nil || (kv.Value.Kind != yamlfm.Int && kv.Value.Kind != yamlfm.String) {
			continue
		}
		id := strings.TrimSpace(kv.Value.Value)
		if first := seen[id]; first != nil {
			f := p.Report(ruleutil.NodeRange(p, kv.Value), "the id %s is used by an earlier eval too", id)
			f.Related = []diag.Related{{Range: ruleutil.NodeRange(p, first), Message: "first used here"}}
			continue
		}
		seen[id] = kv.Value
	}
}

func checkEvalsFiles(p *rules.Pass) {
	t := evalsTree(p)
	for _, c := range cases(t) {
		kv := c.Get("files")
		if kv == nil || kv.Value.Kind != yamlfm.Seq {
			continue
		}
		for _, it := range kv.Value.Items {
			if it.Kind == yamlfm.String && missingPath(t.SkillDir, it.Value) {
				p.Report(ruleutil.NodeRange(p, it), "no file %q in the skill directory (eval files are relative to it)", it.Value)
			}
		}
	}
}

// skillName is the name the SKILL.md beside evals/ declares, or its
// directory's name when it declares none.
func skillName(dir string) string {
	src, err := os.ReadFile(filepath.Join(dir, "SKILL.md"))
	if err == nil && len(src) < 1<<20 {
		fm := yamlfm.Parse(diag.NewSource(filepath.Join(dir, "SKILL.md"), src))
		if t := (&skillmd.SkillTree{Frontmatter: fm}); t.Root() != nil {
			if kv := t.Root().Get("name"); kv != nil && kv.Value.Kind == yamlfm.String && strings.TrimSpace(kv.Value.Value) != "" {
				return strings.TrimSpace(kv.Value.Value)
			}
		}
	}
	return filepath.Base(dir)
}

func checkEvalsSkillName(p *rules.Pass) {
	t := evalsTree(p)
	if t == nil || t.Root == nil {
		return
	}
	kv := t.Root.Get("skill_name")
	if kv == nil || kv.Value.Kind != yamlfm.String {
		return
	}
	if want := skillName(t.SkillDir); kv.Value.Value != want {
		p.Report(ruleutil.NodeRange(p, kv.Value), "`skill_name` is %q, but the skill beside it is %q", kv.Value.Value, want)
	}
}
