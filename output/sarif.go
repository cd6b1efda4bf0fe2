package output

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
)

// SARIF prints SARIF 2.1.0 for code scanning: every rule with short and full
// descriptions, help and a default level; results with start and end
// (columns in UTF-16 code units, SARIF's default); paths relative to the
// repository root.
type SARIF struct {
	Options
	index   map[string]int
	rules   []sarifRule
	results []sarifResult
}

type sarifMessage struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     sarifMessage      `json:"shortDescription"`
	FullDescription      sarifMessage      `json:"fullDescription"`
	Help                 sarifMessage      `json:"help"`
	HelpURI              string            `json:"helpUri,omitempty"`
	DefaultConfiguration map[string]string `json:"defaultConfiguration"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine"`
	EndColumn   int `json:"endColumn"`
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region sarifRegion `json:"region"`
	} `json:"physicalLocation"`
	Message *sarifMessage `json:"message,omitempty"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	RuleIndex        int             `json:"ruleIndex"`
	Level            string          `json:"level"`
	Message          sarifMessage    `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	Fixes            []sarifFix      `json:"fixes,omitempty"`
}

func sarifLevel(s diag.Severity) string {
	switch s {
	case diag.Error:
		return "error"
	case diag.Warning:
		return "warning"
	}
	return "note"
}

// relURI makes a path relative to root, with forward slashes.
func relURI(path, root string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	if root == "" {
		root, _ = os.Getwd()
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(rel)
}

func (s *SARIF) location(f *diag.File, r diag.Range, msg string) sarifLocation {
	var l sarifLocation
	l.PhysicalLocation.ArtifactLocation.URI = relURI(f.Path(), s.Root)
	l.PhysicalLocation.Region = sarifRegion{
		StartLine: r.Start.Line, StartColumn: f.Source.Column(r.Start, diag.UTF16),
		EndLine: r.End.Line, EndColumn: f.Source.Column(r.End, diag.UTF16),
	}
	if msg != "" {
		l.Message = &sarifMessage{Text: msg}
	}
	return l
}

func (s *SARIF) init() {
	if s.index != nil {
		return
	}
	s.index = map[string]int{}
	s.rules = []sarifRule{}
	s.results = []sarifResult{}
	for i, r := range s.Rules {
		s.index[r.ID] = i
		help := r.Why
		if r.Fix != "" {
			help += "\n\nFix: " + r.Fix
		}
		s.rules = append(s.rules, sarifRule{
			ID: r.ID, Name: r.ID,
			ShortDescription:     sarifMessage{Text: r.Title},
			FullDescription:      sarifMessage{Text: r.Title + ". " + r.Why},
			Help:                 sarifMessage{Text: help, Markdown: "**" + r.Title + "**\n\n" + help},
			HelpURI:              r.HelpURI,
			DefaultConfiguration: map[string]string{"level": sarifLevel(r.Severity)},
		})
	}
}

// File records a file's results.
func (s *SARIF) File(w io.Writer, f *diag.File) error {
	s.init()
	for k := range f.Findings {
		d := &f.Findings[k]
		i, ok := s.index[d.Rule]
		if !ok {
			i = len(s.rules)
			s.index[d.Rule] = i
			s.rules = append(s.rules, sarifRule{ID: d.Rule, Name: d.Rule, ShortDescription: sarifMessage{Text: d.Rule},
				FullDescription: sarifMessage{Text: d.Rule}, Help: sarifMessage{Text: d.Rule},
				DefaultConfiguration: map[string]string{"level": sarifLevel(d.Severity)}})
		}
		res := sarifResult{RuleID: d.Rule, RuleIndex: i, Level: sarifLevel(d.Severity), Message: sarifMessage{Text: d.Message},
			Locations: []sarifLocation{s.location(f, d.Range, "")}}
		for _, r := range d.Related {
			res.RelatedLocations = append(res.RelatedLocations, s.location(f, r.Range, r.Message))
		}
		res.Fixes = s.fixes(f, d)
		s.results = append(s.results, res)
	}
	return nil
}

// Finish writes one SARIF log with one run.
func (s *SARIF) Finish(w io.Writer, _ diag.Summary) error {
	s.init()
	rules, results := s.rules, s.results
	version := s.Version
	if version == "" {
		version = "dev"
	}
	driver := map[string]any{"name": "skillint", "version": version,
		"informationUri": "https://github.com/skillint/skillint", "rules": rules}
	if strings.Count(version, ".") == 2 {
		driver["semanticVersion"] = strings.TrimPrefix(version, "v")
	}
	log := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"version": "2.1.0",
		"runs": []any{map[string]any{
			"tool":       map[string]any{"driver": driver},
			"columnKind": "utf16CodeUnits",
			"results":    results,
		}},
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(log); err != nil {
		return err
	}
	_, err := w.Write(escapeJSON(b.Bytes()))
	return err
}
