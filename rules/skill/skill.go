// Package skill holds the skill/* and aip3/* rules: the Agent Skills specification and AIP-3 over
// SKILL.md files.
package skill

import (
	"fmt"
	"github.com/skillint/skillint/internal/match"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/skillmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

// The Agent Skills spec rules (names verbatim from the seed's table), and the
// frontmatter checks skillint adds.

// Limits from the Agent Skills specification, in code points.
const (
	nameMaxLength          = 64
	descriptionMaxLength   = 1024
	compatibilityMaxLength = 500
)

var nameRE = match.Lazy(`^[a-z0-9](?:[a-z0-9]|-[a-z0-9])*$`)

// specFields are the fields the Agent Skills specification defines; the
// extended specification adds four optional blocks.
var specFields = []string{"name", "description", "license", "compatibility", "metadata", "allowed-tools"}
var extendedFields = []string{"security", "testing", "composition", "tools"}

// aip3Fields are AIP-3's own top-level fields (schema: skills/v1).
var aip3Fields = []string{"schema", "title", "version", "tags", "inputs", "tools", "examples"}

// HostFields maps frontmatter fields that a known host defines to that host.
// The configuration can extend it.
var HostFields = map[string]string{
	"argument-hint":            "Claude Code",
	"disable-model-invocation": "Claude Code",
	"user-invocable":           "Claude Code",
	"model":                    "Claude Code",
	"context":                  "Claude Code",
	"agent":                    "Claude Code",
	"hooks":                    "Claude Code",
	"when_to_use":              "Claude Code",
	"arguments":                "Claude Code",
	"effort":                   "Claude Code",
	"paths":                    "Claude Code",
	"shell":                    "Claude Code",
	"disallowed-tools":         "Claude Code",
	"background":               "Claude Code",
	"homepage":                 "OpenClaw",
	"command-dispatch":         "OpenClaw",
	"command-tool":             "OpenClaw",
	"command-arg-mode":         "OpenClaw",
	"version":                  "skill registries",
	"source":                   "skill registries",
	"tags":                     "skill registries",
	"author":                   "skill registries",
}

// openRange is the opening delimiter line, where findings about an absent
// field go.
func openRange(p *rules.Pass) diag.Range {
	if t := skillmd.TreeOf(p.Doc); t != nil && t.Frontmatter.Present {
		return t.Frontmatter.Open
	}
	return p.Src().Range(0, 0)
}

func init() {
	ex := func(fields string) string { return "---\n" + fields + "\n---\n" }
	register(
		&rules.Rule{ID: rules.SkillFrontmatterMissing, Severity: diag.Error, Formats: ruleutil.SkillFormats, Doc: rules.Doc{
			Title: "SKILL.md starts with YAML frontmatter",
			Why:   "Hosts read a skill's name and description from the frontmatter; without it the skill is not loaded.",
			Fix:   "Start the file with a `---` line, the `name:` and `description:` fields, and a closing `---` line.",
			Bad:   "# My skill\n",
			Good:  ex("name: my-skill\ndescription: Does X. Use when the user asks for X."),
		}},
		&rules.Rule{ID: rules.SkillFilename, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Doc: rules.Doc{
			Title: "The file is named SKILL.md",
			Why:   "Hosts look for the exact name SKILL.md; on a case-sensitive file system skill.md is never found.",
			Fix:   "Rename the file to SKILL.md.",
			Bad:   "my-skill/skill.md",
			Good:  "my-skill/SKILL.md",
		}},
		&rules.Rule{ID: rules.SkillNameRequired, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkNameRequired, Doc: rules.Doc{
			Title: "The `name` field is present",
			Why:   "The name is the skill's identifier; hosts refuse a skill without one.",
			Fix:   "Add `name:` with the skill's directory name.",
			Bad:   ex("description: Does X."),
			Good:  ex("name: my-skill\ndescription: Does X."),
		}},
		&rules.Rule{ID: rules.SkillNameType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkNameType, Doc: rules.Doc{
			Title: "`name` is a string",
			Why:   "A number, list or mapping is not a name; hosts that expect a string fail or stringify it unpredictably.",
			Fix:   "Write the name as text (quote it if YAML would read it as a number).",
			Bad:   ex("name: 2024"),
			Good:  ex("name: report-2024"),
		}},
		&rules.Rule{ID: rules.SkillNameMaxLength, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkNameMaxLength, Doc: rules.Doc{
			Title: "`name` is at most 64 characters",
			Why:   "The specification caps names at 64 characters; longer names are rejected.",
			Fix:   "Shorten the name (and the directory) to 64 characters or fewer.",
			Bad:   ex("name: " + strings.Repeat("a", 65)),
			Good:  ex("name: data-validation"),
		}},
		&rules.Rule{ID: rules.SkillNameFormat, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkNameFormat, Doc: rules.Doc{
			Title: "`name` is lowercase letters, digits and single hyphens",
			Why:   "Names are identifiers used in paths and commands; the specification allows only `a-z`, `0-9` and single hyphens, not at either end.",
			Fix:   "Lowercase the name and replace spaces and underscores with single hyphens.",
			Bad:   ex("name: My_Skill"),
			Good:  ex("name: my-skill"),
		}},
		&rules.Rule{ID: rules.SkillNameMatchesDirectory, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkNameMatchesDirectory, Doc: rules.Doc{
			Title: "`name` matches the skill's directory",
			Why:   "Hosts find a skill by its directory and identify it by its name; when they differ, the skill is loaded under one name and invoked under another (or not at all). Names are compared in Unicode NFC, so a directory macOS stored in NFD still matches. A warning, not an error, where Claude Code loads the skill (it accepts the mismatch) and where the directory is a repository named after its one skill (owner+name, name-skill, an archive's name-skill-main): the host installs it under its name.",
			Fix:   "Rename the directory or change `name:` so that they are equal.",
			Bad:   "code-review/SKILL.md with name: review",
			Good:  "code-review/SKILL.md with name: code-review",
		}},
		&rules.Rule{ID: rules.SkillDescriptionRequired, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkDescriptionRequired, Doc: rules.Doc{
			Title: "The `description` field is present and not empty",
			Why:   "The description is what the model reads to decide when to use the skill; without it the skill is never chosen.",
			Fix:   "Add `description:` saying what the skill does and when to use it.",
			Bad:   ex("name: my-skill"),
			Good:  ex("name: my-skill\ndescription: Validates CSV files. Use when the user asks to check data."),
		}},
		&rules.Rule{ID: rules.SkillDescriptionType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkDescriptionType, Doc: rules.Doc{
			Title: "`description` is a string",
			Why:   "Hosts put the description into the model's context as text; a list or mapping is rejected or mangled.",
			Fix:   "Write the description as text; use a block scalar (`>`) for long descriptions.",
			Bad:   ex("description:\n  - validates data"),
			Good:  ex("description: >\n  Validates data. Use when the user asks to check data."),
		}},
		&rules.Rule{ID: rules.SkillDescriptionMaxLength, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkDescriptionMaxLength, Doc: rules.Doc{
			Title: "`description` is at most 1024 characters",
			Why:   "The specification caps descriptions at 1024 characters; they are loaded for every skill, all the time.",
			Fix:   "Shorten the description; move detail into the body or into references/.",
			Bad:   "description: (1,500 characters)",
			Good:  "description: (two sentences: what, and when)",
		}},
		&rules.Rule{ID: rules.SkillCompatibilityType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: stringField("compatibility"), Doc: rules.Doc{
			Title: "`compatibility` is a string",
			Why:   "The specification defines compatibility as free text describing the environment.",
			Fix:   "Write the requirements as one string.",
			Bad:   ex("compatibility:\n  python: 3.11"),
			Good:  ex("compatibility: Requires Python 3.11+ and uv"),
		}},
		&rules.Rule{ID: rules.SkillCompatibilityEmpty, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkCompatibilityEmpty, Doc: rules.Doc{
			Title: "`compatibility`, when present, is not empty",
			Why:   "The specification says compatibility must be 1 to 500 characters if provided; an empty value says nothing and fails validators that follow it.",
			Fix:   "Remove the field, or say what the environment must provide.",
			Bad:   ex("compatibility: \"\""),
			Good:  ex("compatibility: Requires git and network access"),
		}},
		&rules.Rule{ID: rules.SkillCompatibilityMaxLength, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkCompatibilityMaxLength, Doc: rules.Doc{
			Title: "`compatibility` is at most 500 characters",
			Why:   "The specification caps compatibility at 500 characters.",
			Fix:   "Shorten it; list only what the environment must provide.",
			Bad:   "compatibility: (800 characters)",
			Good:  ex("compatibility: Requires Python 3.11+ and network access"),
		}},
		&rules.Rule{ID: rules.SkillMetadataType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkMetadataType, Doc: rules.Doc{
			Title: "`metadata` is a mapping",
			Why:   "The specification defines metadata as string keys with string values.",
			Fix:   "Write metadata as indented `key: value` lines.",
			Bad:   ex("metadata: author=me"),
			Good:  ex("metadata:\n  author: me"),
		}},
		&rules.Rule{ID: rules.SkillMetadataValueType, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkMetadataValueType, Doc: rules.Doc{
			Title: "Every `metadata` value is a string",
			Why:   "The specification defines metadata as string keys with string values: `version: 1.0` is a YAML number, which strict loaders reject and others turn into `1`. A warning, not an error: Claude Code keeps any map. A nested mapping is accepted: it is how a host namespaces its own data (`metadata.openclaw`, `metadata.aip3`).",
			Fix:   "Quote the value: `version: \"1.0\"`.",
			Bad:   ex("metadata:\n  version: 1.0"),
			Good:  ex("metadata:\n  version: \"1.0\""),
		}},
		&rules.Rule{ID: rules.SkillLicenseType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: stringField("license"), Doc: rules.Doc{
			Title: "`license` is a string",
			Why:   "The license is a name or a reference to a bundled license file.",
			Fix:   "Write the license as text, e.g. `license: Apache-2.0`.",
			Bad:   ex("license:\n  - MIT"),
			Good:  ex("license: MIT"),
		}},
		&rules.Rule{ID: rules.SkillAllowedToolsType, Severity: diag.Error, Formats: ruleutil.SkillFormats, Check: checkAllowedToolsType, Doc: rules.Doc{
			Title: "`allowed-tools` is a string or a list of tool names",
			Why:   "The specification defines allowed-tools as one space-delimited string, and Claude Code also reads a YAML list of names; a mapping, a number or a list of non-strings is read by no host, and the tools are not pre-approved.",
			Fix:   "Write the tools on one line separated by spaces: `allowed-tools: Bash Read` (or as a list of names).",
			Bad:   ex("allowed-tools:\n  Bash: true"),
			Good:  ex("allowed-tools: Bash Read"),
		}},
		&rules.Rule{ID: rules.SkillFrontmatterUnknownField, Severity: diag.Warning, Formats: ruleutil.SkillFormats, Check: checkUnknownField,
			Options: []rules.Option{{Name: "host-fields", Default: HostFields, Doc: "fields that a host defines (field: host); the top-level host-fields setting adds to it"}},
			Doc: rules.Doc{
				Title: "Frontmatter fields are ones the specification defines",
				Why:   "A field no host reads is usually a typo of one that matters (`licence:` for `license:`), and the skill silently loses it.",
				Fix:   "Fix the spelling (the message names the nearest known field), or move custom data under `metadata:`.",
				Bad:   ex("name: my-skill\nlicence: MIT"),
				Good:  ex("name: my-skill\nlicense: MIT"),
			}},
		&rules.Rule{ID: rules.SkillFrontmatterHostField, Severity: diag.Info, Formats: ruleutil.SkillFormats, Check: checkHostField, Optional: true,
			Options: []rules.Option{{Name: "host-fields", Default: HostFields, Doc: "fields that a host defines (field: host); the top-level host-fields setting adds to it"}},
			Doc: rules.Doc{
				Title: "A field that one host defines",
				Why:   "Fields such as Claude Code's `argument-hint` or `disable-model-invocation` work on that host and are ignored by others: fine, but worth knowing when a skill is meant to be portable. Off by default: it lists choices the author made on purpose, and nobody changes a skill for it; turn it on (`skill/frontmatter.hostField: info`) to audit portability.",
				Fix:   "Nothing to fix when the host is intended; turn this rule off in the configuration to silence it.",
				Bad:   ex("name: my-skill\nargument-hint: [file]"),
				Good:  ex("name: my-skill"),
			}},
	)
}

// field returns the top-level pair named key, or nil.
func field(p *rules.Pass, key string) *yamlfm.Pair { return ruleutil.SkillRoot(p).Get(key) }

func isEmptyValue(n *yamlfm.Node) bool {
	return n.Kind == yamlfm.Null || (n.Kind == yamlfm.String && strings.TrimSpace(n.Value) == "")
}

// requireField reports a frontmatter field key that is missing (at the
// opening ---) or empty (at the key), with what to do in each case.
func requireField(p *rules.Pass, key, whenMissing, whenEmpty string) *diag.Finding {
	var f *yamlfm.Pair
	if ruleutil.SkillRoot(p) != nil {
		f = field(p, key)
	}
	switch {
	case f == nil:
		return p.Report(openRange(p), "the frontmatter has no `%s:`: %s", key, whenMissing)
	case isEmptyValue(f.Value):
		return p.Report(ruleutil.NodeRange(p, f.Key), "`%s:` is empty: %s", key, whenEmpty)
	}
	return nil
}

func checkNameRequired(p *rules.Pass) {
	if f := requireField(p, "name", "add the skill's name (its directory name)", "give the skill's name (its directory name)"); f != nil && frontend.ClaudeCodeSkill(p.Src().Path) {
		// Claude Code names a skill after its directory when the name is
		// left out; other hosts require it (the Agent Skills format).
		f.Severity = min(f.Severity, diag.Info)
		f.Message += " (Claude Code, which loads this skill, uses the directory's name; other hosts require it)"
	}
}

func checkNameType(p *rules.Pass) {
	if f := field(p, "name"); f != nil && !isEmptyValue(f.Value) && f.Value.Kind != yamlfm.String {
		p.Report(ruleutil.NodeRange(p, f.Value), "`name` must be a string, not %s: write it as text (quote it if YAML reads it as a number)", f.Value.Kind)
	}
}

func stringName(p *rules.Pass) *yamlfm.Node {
	if f := field(p, "name"); f != nil && f.Value.Kind == yamlfm.String && strings.TrimSpace(f.Value.Value) != "" {
		return f.Value
	}
	return nil
}

func checkNameMaxLength(p *rules.Pass) {
	if n := stringName(p); n != nil {
		if l := utf8.RuneCountInString(n.Value); l > nameMaxLength {
			p.Report(ruleutil.NodeRange(p, n), "`name` is %d characters long; the limit is %d: shorten it", l, nameMaxLength)
		}
	}
}

func checkNameFormat(p *rules.Pass) {
	// (nameRE holds no length: a name too long is name.maxLength's to
	// say, its characters this rule's, so a well-formed long name is not
	// reported twice.)
	n := stringName(p)
	if n == nil || nameRE.MatchString(n.Value) {
		return
	}
	f := p.Report(ruleutil.NodeRange(p, n), "name %q must be lowercase letters, digits and single hyphens, not starting or ending with a hyphen: use %q", n.Value, suggestName(n.Value))
	f.Fixes = nameFormatFix(p, n)
}

// suggestName turns a name into the nearest valid one.
func suggestName(s string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		if unicode.Is(unicode.Mn, r) {
			continue // a combining mark: café -> cafe
		}
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(r)
		default:
			hyphen = true
		}
	}
	if b.Len() == 0 {
		return "my-skill"
	}
	out := b.String()
	if len(out) > nameMaxLength {
		out = strings.TrimRight(out[:nameMaxLength], "-")
	}
	return out
}

func checkNameMatchesDirectory(p *rules.Pass) {
	n := stringName(p)
	if n == nil || p.Doc.Dir == "" {
		return
	}
	dir := filepath.Clean(p.Doc.Dir)
	if base := filepath.Base(dir); base == "." || base == ".." {
		abs, err := filepath.Abs(dir) // only then does the name need the working directory
		if err != nil {
			return
		}
		dir = abs
	}
	base := filepath.Base(dir)
	if base == "/" || base == "." {
		return
	}
	if norm.NFC.String(n.Value) == norm.NFC.String(base) {
		return
	}
	f := p.Report(ruleutil.NodeRange(p, n), "name %q does not match the skill's directory %q: rename the directory or change the name", n.Value, base)
	f.Fixes = nameDirectoryFix(p, n, base)
	if repoOfSkill(base, n.Value) {
		// A repository published for one skill ("pdf-tools-skill",
		// "owner+pdf-tools"): the directory is the clone's, named
		// after the repository; installed, it is named after the skill.
		f.Severity = min(f.Severity, diag.Warning)
		f.Message += " (the directory looks like a repository holding the skill, named after it; hosts need the match once the skill is installed)"
		return
	}
	if frontend.ClaudeCodeSkill(p.Src().Path) {
		// Claude Code loads it under its name all the same; hosts of the
		// Agent Skills format would not.
		f.Severity = min(f.Severity, diag.Warning)
		f.Message += " (Claude Code, which loads this skill, accepts it; other hosts require the match)"
	}
}

// repoOfSkill reports a skill directory named as repositories of one
// skill (or their archives) are:
// the skill's name with an owner before it ("owner+pdf-tools",
// "owner__pdf-tools") or words that say what it is around it
// ("pdf-tools-skill", "claude-pdf-tools").
func repoOfSkill(base, name string) bool {
	if !strings.Contains(norm.NFC.String(base), norm.NFC.String(name)) {
		return false // the name is not there as written ("My_Skill" is no label of "my-skill")
	}
	b := strings.ToLower(norm.NFC.String(base))
	if i := strings.LastIndex(b, "+"); i >= 0 {
		b = b[i+1:]
	} else if i := strings.LastIndex(b, "__"); i >= 0 {
		b = b[i+2:]
	}
	words := strings.FieldsFunc(b, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' })
	if affixedName(words, name) {
		return true
	}
	// An archive of the repository unpacks as NAME-main or NAME-1.2.0
	// (tried after the words as they are: a name may end in a number).
	for len(words) > 1 && (words[len(words)-1] == "main" || words[len(words)-1] == "master" || isVersionWord(words[len(words)-1])) {
		words = words[:len(words)-1]
	}
	return affixedName(words, name)
}

// affixedName reports words that are name with repository affixes around
// it ("claude-backup-skill" is claude-backup, or backup).
func affixedName(words []string, name string) bool {
	want := strings.ToLower(norm.NFC.String(name))
	for i := 0; i < len(words); i++ {
		for j := len(words); j > i; j-- {
			if strings.Join(words[i:j], "-") == want {
				return true
			}
			if !repoAffixes[words[j-1]] {
				break
			}
		}
		if !repoAffixes[words[i]] {
			break
		}
	}
	return false
}

// repoAffixes are the words a repository of one skill adds to its name.
var repoAffixes = map[string]bool{"skill": true, "skills": true, "claude": true, "agentskill": true, "agentskills": true, "repo": true, "openclaw": true}

// isVersionWord reports a version's part of a directory name: digits,
// or v and digits (1, 2, v1).
func isVersionWord(w string) bool {
	w = strings.TrimPrefix(w, "v")
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}

func checkDescriptionRequired(p *rules.Pass) {
	if f := requireField(p, "description", "say what the skill does and when to use it", "say what the skill does and when to use it"); f != nil && frontend.ClaudeCodeSkill(p.Src().Path) {
		// Claude Code falls back to the body's first paragraph, a poor
		// trigger: worth fixing, not a skill that fails to load.
		f.Severity = min(f.Severity, diag.Warning)
		f.Message += " (Claude Code, which loads this skill, falls back to the first paragraph, which rarely says when to use it)"
	}
}

func checkDescriptionType(p *rules.Pass) {
	if f := field(p, "description"); f != nil && !isEmptyValue(f.Value) && f.Value.Kind != yamlfm.String {
		p.Report(ruleutil.NodeRange(p, f.Value), "`description` must be a string, not %s: write it as text (a `>` block scalar for long text)", f.Value.Kind)
	}
}

func maxLength(p *rules.Pass, key string, limit int) {
	f := field(p, key)
	if f == nil || f.Value.Kind != yamlfm.String {
		return
	}
	if l := utf8.RuneCountInString(f.Value.Value); l > limit {
		p.Report(ruleutil.NodeRange(p, f.Key), "`%s` is %d characters long; the limit is %d: shorten it by %d", key, l, limit, l-limit)
	}
}

func checkDescriptionMaxLength(p *rules.Pass) { maxLength(p, "description", descriptionMaxLength) }

func checkCompatibilityEmpty(p *rules.Pass) {
	if f := field(p, "compatibility"); f != nil && f.Value.Kind == yamlfm.String && strings.TrimSpace(f.Value.Value) == "" {
		p.Report(ruleutil.NodeRange(p, f.Key), "`compatibility` is empty: remove it, or say what the environment must provide (1 to 500 characters)")
	}
}

func checkCompatibilityMaxLength(p *rules.Pass) {
	maxLength(p, "compatibility", compatibilityMaxLength)
}

// stringField checks that an optional field, when present, is a string.
func stringField(key string) func(*rules.Pass) {
	return func(p *rules.Pass) {
		if f := field(p, key); f != nil && f.Value.Kind != yamlfm.String && f.Value.Kind != yamlfm.Null {
			p.Report(ruleutil.NodeRange(p, f.Value), "`%s` must be a string, not %s", key, f.Value.Kind)
		}
	}
}

func checkMetadataType(p *rules.Pass) {
	if f := field(p, "metadata"); f != nil && f.Value.Kind != yamlfm.Map && f.Value.Kind != yamlfm.Null {
		p.Report(ruleutil.NodeRange(p, f.Value), "`metadata` must be a mapping of `key: value` lines, not %s", f.Value.Kind)
	}
}

func checkMetadataValueType(p *rules.Pass) {
	f := field(p, "metadata")
	if f == nil || f.Value.Kind != yamlfm.Map {
		return
	}
	for _, kv := range f.Value.Pairs {
		if kv.Value.Kind == yamlfm.String || kv.Value.Kind == yamlfm.Map {
			continue // a mapping is a host's namespace (metadata.openclaw, metadata.aip3)
		}
		hint := ""
		switch kv.Value.Kind {
		case yamlfm.Int, yamlfm.Float, yamlfm.Bool, yamlfm.Null:
			hint = fmt.Sprintf(": quote it, `%s: \"%s\"`", kv.Key.Value, kv.Value.Value)
		default:
			hint = ": metadata values are strings; flatten it or join the items into one string"
		}
		f := p.Report(ruleutil.NodeRange(p, kv.Value), "metadata value %q is %s, not a string%s", kv.Key.Value, kv.Value.Kind, hint)
		f.Fixes = metadataValueFix(p, kv.Value)
	}
}

func checkAllowedToolsType(p *rules.Pass) {
	f := field(p, "allowed-tools")
	if f == nil || f.Value.Kind == yamlfm.String || f.Value.Kind == yamlfm.Null {
		return
	}
	if f.Value.Kind == yamlfm.Seq {
		// Claude Code reads a list of names; the items must be names.
		for _, it := range f.Value.Items {
			if it.Kind != yamlfm.String {
				p.Report(ruleutil.NodeRange(p, it), "`allowed-tools` lists tool names, not %s", it.Kind)
			}
		}
		return
	}
	p.Report(ruleutil.NodeRange(p, f.Value), "`allowed-tools` must be a space-separated string (or a list of tool names), not %s", f.Value.Kind)
}

// knownFields is every field skillint knows for a document of this format.
func knownFields(p *rules.Pass) map[string]bool {
	if p.Doc.Format == model.FormatAIP3 {
		return knownAIP3
	}
	return knownSpec
}

// knownSpec and knownAIP3 are the fields each format defines (read-only).
var knownSpec, knownAIP3 = func() (map[string]bool, map[string]bool) {
	spec, aip3 := map[string]bool{}, map[string]bool{}
	for _, k := range append(append([]string{}, specFields...), extendedFields...) {
		spec[k], aip3[k] = true, true
	}
	for _, k := range aip3Fields {
		aip3[k] = true
	}
	return spec, aip3
}()

func checkUnknownField(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	known := knownFields(p)
	hosts := hostFields(p)
	var candidates []string
	for _, kv := range root.Pairs {
		k := kv.Key.Value
		if known[k] || hosts[k] != "" {
			continue
		}
		if candidates == nil {
			for k := range known {
				candidates = append(candidates, k)
			}
			for k := range hosts {
				candidates = append(candidates, k)
			}
			sort.Strings(candidates)
		}
		msg := fmt.Sprintf("unknown field %q: hosts ignore it", k)
		near := ruleutil.NearestKey(k, candidates)
		if near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		} else {
			msg += "; move custom data under `metadata:`"
		}
		f := p.Report(ruleutil.NodeRange(p, kv.Key), "%s", msg)
		if near == "" {
			f.Fixes = moveFieldFix(p, kv)
		} else {
			// A guess at a typo: unsafe, the user says whether it was one.
			f.Fixes = ruleutil.RenameKey(p.Src().Bytes, root, kv.Key, near, diag.Unsafe)
		}
	}
}

// hostFields is the built-in table with what the configuration adds.
func hostFields(p *rules.Pass) map[string]string {
	extra := p.StringMap("host-fields")
	// The default is HostFields itself: nothing to merge.
	if len(extra) == 0 || reflect.ValueOf(extra).UnsafePointer() == reflect.ValueOf(HostFields).UnsafePointer() {
		return HostFields // read-only
	}
	out := map[string]string{}
	for k, v := range HostFields {
		out[k] = v
	}
	for k, v := range extra {
		out[k] = v
	}
	return out
}

func checkHostField(p *rules.Pass) {
	root := ruleutil.SkillRoot(p)
	if root == nil {
		return
	}
	known := knownFields(p)
	hosts := hostFields(p)
	for _, kv := range root.Pairs {
		if host := hosts[kv.Key.Value]; host != "" && !known[kv.Key.Value] {
			p.Report(ruleutil.NodeRange(p, kv.Key), "`%s` is defined by %s; other hosts ignore it", kv.Key.Value, host)
		}
	}
}
