package formats

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats/agentmd"
	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/normalize"
)

func init() { Register(agentMDFrontEnd{}) }

// agentMDFrontEnd claims `*.agent.md` and every `.md` under `.github/agents/`,
// and decides per file whether it is an agents-policy file or a GitHub
// Copilot / VS Code custom agent (agentmd.Detect says how).
type agentMDFrontEnd struct{}

func (agentMDFrontEnd) Name() string { return "agent-md" }

func (agentMDFrontEnd) Match(path string) bool {
	base := strings.ToLower(filepath.Base(path))
	return strings.HasSuffix(base, ".agent.md") || (strings.HasSuffix(base, ".md") && agentmd.InCopilotDir(path))
}

func (agentMDFrontEnd) Parse(src *diag.Source, opts Options) *Parsed {
	fm := yamlfm.Parse(src)
	format, reason := agentmd.Detect(src.Path, fm.Root, fm.Present)
	if opts.Format == normalize.FormatAgentMD || opts.Format == normalize.FormatCopilotAgent {
		format, reason = opts.Format, "forced by the configuration"
	}
	out := &Parsed{Broken: fm.Broken()}
	if format == agentmd.Copilot {
		out.Doc = normalize.FromCopilot(src, fm, reason)
		out.Findings = frontmatterFindings(src, fm, "copilot")
	} else {
		out.Doc = normalize.FromAgentPolicy(src, fm, reason)
		out.Findings = frontmatterFindings(src, fm, "agentmd")
	}
	out.Reason = reason
	return out
}
