package cli

import (
	"fmt"
	"runtime/debug"
	"strings"
)

// Version, Commit and Date describe the build. Releases set them at link
// time:
//
//	go build -ldflags "-X github.com/skillint/skillint/internal/cli.Version=1.2.3 \
//	  -X github.com/skillint/skillint/internal/cli.Commit=0123abc \
//	  -X github.com/skillint/skillint/internal/cli.Date=2026-01-02T03:04:05Z"
//
// A binary built by `go install module@version` has none of them set and
// reads the module version (and, when the build recorded them, the VCS
// revision and time) from its build information instead.
var (
	Version = ""
	Commit  = ""
	Date    = ""
)

// buildInfo is debug.ReadBuildInfo, replaced by tests.
var buildInfo = debug.ReadBuildInfo

// buildVersion is the version, commit and date of this binary: the stamped
// values first, then the build information; "dev" when nothing says.
func buildVersion() (version, commit, date string) {
	version, commit, date = Version, Commit, Date
	// A release built without git information stamps placeholders.
	if commit == "none" || commit == "unknown" {
		commit = ""
	}
	if strings.HasPrefix(date, "0001-") || date == "unknown" {
		date = ""
	}
	bi, ok := buildInfo()
	if !ok {
		bi = &debug.BuildInfo{}
	}
	if version == "" && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		version = bi.Main.Version
	}
	dirty := false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			if commit == "" {
				commit = s.Value
			}
		case "vcs.time":
			if date == "" {
				date = s.Value
			}
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if len(commit) > 12 {
		commit = commit[:12]
	}
	if dirty && Commit == "" && commit != "" {
		commit += "-dirty"
	}
	if version == "" {
		version = "dev"
	}
	// Tags are v1.2.3, release archives 1.2.3: print one form.
	if len(version) > 1 && version[0] == 'v' && version[1] >= '0' && version[1] <= '9' {
		version = version[1:]
	}
	return version, commit, date
}

// version is the version alone (for SARIF and the app).
func version() string {
	v, _, _ := buildVersion()
	return v
}

// versionLine is what `skillint version`, --version and -V print:
// "skillint 1.2.3 (commit 0123abc, built 2026-01-02T03:04:05Z)".
func versionLine() string {
	v, commit, date := buildVersion()
	var extra []string
	if commit != "" {
		extra = append(extra, "commit "+commit)
	}
	if date != "" {
		extra = append(extra, "built "+date)
	}
	if len(extra) == 0 {
		return fmt.Sprintf("skillint %s", v)
	}
	return fmt.Sprintf("skillint %s (%s)", v, strings.Join(extra, ", "))
}
