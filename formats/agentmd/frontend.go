package agentmd

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/frontend"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/model"
)

// FrontEnd claims `*.agent.md`, `*.chatmode.md` and every `.md` under
// `.github/agents/`,
// and decides per file whether it is an agents-policy file or a GitHub
// Copilot / VS Code custom agent (Detect says how).
type FrontEnd struct{}

// Name is the front-end's name.
func (FrontEnd) Name() string { return "agent-md" }

// Match claims a file by its path alone.
func (FrontEnd) Match(path string) bool {
	base := strings.ToLower(filepath.Base(path))
	return strings.HasSuffix(base, ".agent.md") || strings.HasSuffix(base, ".chatmode.md") || (strings.HasSuffix(base, ".md") && InCopilotDir(path))
}

// ChatMode reports a VS Code chat mode file (*.chatmode.md, kept in
// .github/chatmodes/): custom agents were called chat modes before VS Code
// 1.106, and VS Code still reads these files as custom agents.
func ChatMode(path string) bool {
	return strings.HasSuffix(strings.ToLower(filepath.Base(path)), ".chatmode.md")
}

// Parse parses one document and maps it into the model.
func (FrontEnd) Parse(src *diag.Source, opts frontend.Options) *frontend.Parsed {
	fm := yamlfm.Parse(src)
	format, reason := Detect(src.Path, fm.Root, fm.Present)
	if ChatMode(src.Path) {
		format, reason = Copilot, "named *.chatmode.md: a VS Code chat mode, which VS Code reads as a custom agent"
	}
	if opts.Format == model.FormatAgentMD || opts.Format == model.FormatCopilotAgent {
		format, reason = opts.Format, "forced by the configuration"
	}
	out := &frontend.Parsed{Broken: fm.Broken()}
	if format == Copilot {
		out.Doc = FromCopilot(src, fm, reason)
		out.Findings = frontend.FrontmatterFindings(src, fm, "copilot")
	} else {
		out.Doc = FromAgentPolicy(src, fm, reason)
		out.Findings = frontend.FrontmatterFindings(src, fm, "agentmd")
	}
	out.Reason = reason
	return out
}
