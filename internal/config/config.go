// Package config reads `.skillint.yaml`: rules on or off, severity and
// options per rule, ignore globs, per-glob overrides (rules and format), and
// host fields. A bad file is an error with its position and, for a misspelt
// name, the nearest known one.
package config

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/glob"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
)

// FileName is the configuration file skillint looks for.
const FileName = ".skillint.yaml"

// RuleSetting changes one rule.
type RuleSetting struct {
	Severity *diag.Severity // nil: the rule's default (Off turns it off)
	Options  map[string]any
}

// Override applies settings to the files its globs match.
type Override struct {
	Files  []*glob.Pattern
	Rules  map[string]RuleSetting
	Format string // forces the format of matching files ("" leaves detection alone)
}

// Config is a loaded configuration.
type Config struct {
	Path       string // the file it came from ("" for the defaults)
	Dir        string // patterns are relative to this directory
	Rules      map[string]RuleSetting
	Ignore     []*glob.Pattern
	Overrides  []Override
	HostFields map[string]string

	wd string // the working directory when the configuration was made
}

// Default is the configuration when there is no file.
func Default() *Config {
	wd, _ := os.Getwd()
	return &Config{Dir: wd, Rules: map[string]RuleSetting{}, wd: wd}
}

// Error is a problem in a configuration file, with its position.
type Error struct {
	Path      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.Path, e.Line, e.Col, e.Msg) }

// Find looks for .skillint.yaml in dir and its parents; "" when there is none.
func Find(dir string) string {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, FileName)
		// Whatever it is: a directory or a FIFO named .skillint.yaml is an
		// error for Load to report, not a configuration to skip in silence.
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Load reads and validates a configuration file.
func Load(path string) (*Config, error) {
	src, err := readConfig(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// Formats a configuration can force.
var formatNames = []string{model.FormatAgent3md, model.Format3md, model.FormatSkillMD,
	model.FormatAIP3, model.FormatAgentMD, model.FormatCopilotAgent}

type loader struct {
	src  *diag.Source
	errs []*Error
}

func (l *loader) fail(n *yamlfm.Node, format string, args ...any) {
	p := l.src.Pos(n.Start)
	l.errs = append(l.errs, &Error{Path: l.src.Path, Line: p.Line, Col: l.src.Column(p, diag.CodePoints), Msg: fmt.Sprintf(format, args...)})
}

func nearest(name string, known []string) string {
	best, bestD := "", len(name)/2+2
	for _, k := range known {
		d := rules.Distance(strings.ToLower(name), strings.ToLower(k))
		if len(name) >= 3 && strings.HasPrefix(strings.ToLower(k), strings.ToLower(name)) {
			d = 1
		}
		if d < bestD {
			best, bestD = k, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// Parse validates a configuration held in memory.
func Parse(path string, data []byte) (*Config, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	wd, _ := os.Getwd()
	cfg := &Config{Path: path, Dir: filepath.Dir(abs), Rules: map[string]RuleSetting{}, wd: wd}
	l := &loader{src: diag.NewSource(path, data)}
	root, problems := yamlfm.ParseDocument(l.src)
	for _, p := range problems {
		pos := l.src.Pos(p.Start)
		msg := strings.ReplaceAll(p.Message, "the frontmatter", "the configuration")
		l.errs = append(l.errs, &Error{Path: path, Line: pos.Line, Col: l.src.Column(pos, diag.CodePoints), Msg: msg})
	}
	if root != nil {
		l.top(cfg, root)
	}
	if len(l.errs) > 0 {
		return nil, l.errs[0]
	}
	return cfg, nil
}

var topKeys = []string{"rules", "ignore", "overrides", "host-fields"}

func (l *loader) top(cfg *Config, root *yamlfm.Node) {
	for _, kv := range root.Pairs {
		if kv.Value.Kind == yamlfm.Null && slices.Contains(topKeys, kv.Key.Value) {
			continue // a section with only comments in it
		}
		switch kv.Key.Value {
		case "rules":
			cfg.Rules = l.rules(kv.Value)
		case "ignore":
			cfg.Ignore = l.globs(kv.Value, "ignore")
		case "overrides":
			if kv.Value.Kind != yamlfm.Seq {
				l.fail(kv.Value, "`overrides` must be a list of {files, rules, format}")
				continue
			}
			for _, it := range kv.Value.Items {
				cfg.Overrides = append(cfg.Overrides, l.override(it))
			}
		case "host-fields":
			cfg.HostFields = l.hostFields(kv.Value)
		default:
			l.fail(kv.Key, "unknown setting %q%s; the settings are %s", kv.Key.Value, nearest(kv.Key.Value, topKeys), strings.Join(topKeys, ", "))
		}
	}
}

func (l *loader) globs(n *yamlfm.Node, what string) []*glob.Pattern {
	items := []*yamlfm.Node{n}
	if n.Kind == yamlfm.Seq {
		items = n.Items
	}
	var out []*glob.Pattern
	for _, it := range items {
		if it.Kind != yamlfm.String || it.Value == "" {
			l.fail(it, "`%s` takes glob patterns (strings), not %s", what, it.Kind)
			continue
		}
		p, err := glob.Compile(it.Value)
		if err != nil {
			l.fail(it, "bad glob %q: %v", it.Value, err)
			continue
		}
		out = append(out, p)
	}
	return out
}

func (l *loader) override(n *yamlfm.Node) Override {
	var o Override
	if n.Kind != yamlfm.Map {
		l.fail(n, "an override is a mapping with files, and rules or format")
		return o
	}
	keys := []string{"files", "rules", "format"}
	for _, kv := range n.Pairs {
		switch kv.Key.Value {
		case "files":
			o.Files = l.globs(kv.Value, "files")
		case "rules":
			o.Rules = l.rules(kv.Value)
		case "format":
			if kv.Value.Kind != yamlfm.String || !slices.Contains(formatNames, kv.Value.Value) {
				l.fail(kv.Value, "unknown format %q%s; use one of %s", kv.Value.Value, nearest(kv.Value.Value, formatNames), strings.Join(formatNames, ", "))
				continue
			}
			o.Format = kv.Value.Value
		default:
			l.fail(kv.Key, "unknown override key %q%s; use files, rules and format", kv.Key.Value, nearest(kv.Key.Value, keys))
		}
	}
	if len(o.Files) == 0 {
		l.fail(n, "an override needs `files`: the globs it applies to")
	}
	return o
}

func (l *loader) hostFields(n *yamlfm.Node) map[string]string {
	out := map[string]string{}
	if n.Kind != yamlfm.Map {
		l.fail(n, "`host-fields` maps a frontmatter field to the host that defines it, e.g. `x-team: Acme Agent`")
		return out
	}
	for _, kv := range n.Pairs {
		if kv.Value.Kind != yamlfm.String {
			l.fail(kv.Value, "the host of field %q must be a string (its name)", kv.Key.Value)
			continue
		}
		out[kv.Key.Value] = kv.Value.Value
	}
	return out
}

func ruleIDs() []string {
	var ids []string
	for _, r := range registry.All() {
		ids = append(ids, string(r.ID))
	}
	return ids
}

func (l *loader) rules(n *yamlfm.Node) map[string]RuleSetting {
	out := map[string]RuleSetting{}
	if n.Kind != yamlfm.Map {
		l.fail(n, "`rules` maps rule ids to off, error, warning, info, or {severity, options}")
		return out
	}
	for _, kv := range n.Pairs {
		r := registry.ByID(kv.Key.Value)
		if r == nil {
			l.fail(kv.Key, "unknown rule %q%s; `skillint rules` lists them", kv.Key.Value, nearest(kv.Key.Value, ruleIDs()))
			continue
		}
		var s RuleSetting
		switch kv.Value.Kind {
		case yamlfm.String, yamlfm.Bool:
			s.Severity = l.severity(kv.Value)
		case yamlfm.Map:
			for _, f := range kv.Value.Pairs {
				switch f.Key.Value {
				case "severity":
					s.Severity = l.severity(f.Value)
				case "options":
					s.Options = l.options(r, f.Value)
				default:
					l.fail(f.Key, "unknown key %q for rule %s%s; use severity and options", f.Key.Value, r.ID, nearest(f.Key.Value, []string{"severity", "options"}))
				}
			}
		default:
			l.fail(kv.Value, "rule %s takes off, error, warning, info, or {severity, options}, not %s", r.ID, kv.Value.Kind)
		}
		out[string(r.ID)] = s
	}
	return out
}

func (l *loader) severity(n *yamlfm.Node) *diag.Severity {
	v := n.Value
	if n.Kind == yamlfm.Bool && strings.EqualFold(v, "false") {
		v = "off" // YAML reads a bare `off` as false
	}
	sev, err := diag.ParseSeverity(v)
	if err != nil {
		l.fail(n, "%v", err)
		return nil
	}
	return &sev
}

func (l *loader) options(r *rules.Rule, n *yamlfm.Node) map[string]any {
	out := map[string]any{}
	if n.Kind != yamlfm.Map {
		l.fail(n, "the options of %s are a mapping", r.ID)
		return out
	}
	var names []string
	for _, o := range r.Options {
		names = append(names, o.Name)
	}
	for _, kv := range n.Pairs {
		var opt *rules.Option
		for i := range r.Options {
			if r.Options[i].Name == kv.Key.Value {
				opt = &r.Options[i]
			}
		}
		if opt == nil {
			known := "it has none"
			if len(names) > 0 {
				known = "its options are " + strings.Join(names, ", ")
			}
			l.fail(kv.Key, "rule %s has no option %q%s; %s", r.ID, kv.Key.Value, nearest(kv.Key.Value, names), known)
			continue
		}
		if v, ok := l.optionValue(opt, kv.Value); ok {
			out[opt.Name] = v
		}
	}
	return out
}

func (l *loader) optionValue(opt *rules.Option, n *yamlfm.Node) (any, bool) {
	switch opt.Default.(type) {
	case int:
		var v int
		if n.Kind != yamlfm.Int || func() bool { _, err := fmt.Sscan(n.Value, &v); return err != nil || v < 0 }() {
			l.fail(n, "option %s takes a whole number, not %q", opt.Name, n.Value)
			return nil, false
		}
		return v, true
	case []string:
		if n.Kind != yamlfm.Seq {
			l.fail(n, "option %s takes a list of strings", opt.Name)
			return nil, false
		}
		var out []string
		for _, it := range n.Items {
			if it.Kind != yamlfm.String {
				l.fail(it, "option %s takes strings, not %s", opt.Name, it.Kind)
				return nil, false
			}
			if opt.Name == "patterns" {
				if _, err := regexp.Compile("(?i)" + it.Value); err != nil {
					l.fail(it, "bad regular expression %q: %v", it.Value, err)
					return nil, false
				}
			}
			out = append(out, it.Value)
		}
		return out, true
	case map[string]string:
		if n.Kind != yamlfm.Map {
			l.fail(n, "option %s maps names to strings", opt.Name)
			return nil, false
		}
		out := map[string]string{}
		for _, kv := range n.Pairs {
			out[kv.Key.Value] = kv.Value.Value
		}
		return out, true
	}
	return nil, false
}

// relPath is path relative to the configuration's directory, slash-separated.
func (c *Config) relPath(path string) string {
	// As filepath.Abs, without asking the system for the working directory
	// for every file.
	abs := filepath.Clean(path)
	if !filepath.IsAbs(abs) {
		if c.wd == "" {
			return filepath.ToSlash(path)
		}
		abs = filepath.Join(c.wd, abs)
	}
	rel, err := filepath.Rel(c.Dir, abs)
	if err != nil {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(rel)
}

func matchAny(ps []*glob.Pattern, rel string) bool {
	for _, p := range ps {
		if p.Match(rel) {
			return true
		}
	}
	return false
}

// Ignored reports whether the configuration's ignore globs exclude path.
func (c *Config) Ignored(path string) bool {
	return len(c.Ignore) > 0 && matchAny(c.Ignore, c.relPath(path))
}

// Effective is the configuration that applies to one file.
type Effective struct {
	rules      map[string]RuleSetting
	Format     string
	hostFields map[string]string
}

// For computes the settings for path: the rules section, then each
// matching override in order (later wins).
func (c *Config) For(path string) *Effective {
	e := &Effective{rules: map[string]RuleSetting{}, hostFields: c.HostFields}
	merge := func(from map[string]RuleSetting) {
		for id, s := range from {
			cur := e.rules[id]
			if s.Severity != nil {
				cur.Severity = s.Severity
			}
			if len(s.Options) > 0 {
				opts := map[string]any{}
				for k, v := range cur.Options {
					opts[k] = v
				}
				for k, v := range s.Options {
					opts[k] = v
				}
				cur.Options = opts
			}
			e.rules[id] = cur
		}
	}
	merge(c.Rules)
	if len(c.Overrides) > 0 {
		rel := c.relPath(path)
		for _, o := range c.Overrides {
			if matchAny(o.Files, rel) {
				merge(o.Rules)
				if o.Format != "" {
					e.Format = o.Format
				}
			}
		}
	}
	return e
}

// Severity is the severity of rule r for this file (Off when turned off).
func (e *Effective) Severity(r *rules.Rule) diag.Severity {
	if e != nil {
		if s, ok := e.rules[string(r.ID)]; ok && s.Severity != nil {
			return *s.Severity
		}
	}
	return r.Severity
}

// Options are the configured options of rule r (nil for the defaults). The
// top-level host-fields are added to the rules that take them.
func (e *Effective) Options(r *rules.Rule) map[string]any {
	if e == nil {
		return nil
	}
	opts := e.rules[string(r.ID)].Options
	if len(e.hostFields) > 0 {
		for _, o := range r.Options {
			if o.Name != "host-fields" {
				continue
			}
			merged := map[string]any{}
			for k, v := range opts {
				merged[k] = v
			}
			fields := map[string]string{}
			if m, ok := merged["host-fields"].(map[string]string); ok {
				for k, v := range m {
					fields[k] = v
				}
			}
			for k, v := range e.hostFields {
				fields[k] = v
			}
			merged["host-fields"] = fields
			opts = merged
		}
	}
	return opts
}
