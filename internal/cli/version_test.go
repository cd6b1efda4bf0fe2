package cli

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

func withBuild(t *testing.T, version, commit, date string, bi *debug.BuildInfo) {
	t.Helper()
	oldV, oldC, oldD, oldBI := Version, Commit, Date, buildInfo
	t.Cleanup(func() { Version, Commit, Date, buildInfo = oldV, oldC, oldD, oldBI })
	Version, Commit, Date = version, commit, date
	buildInfo = func() (*debug.BuildInfo, bool) { return bi, bi != nil }
}

func TestVersionLine(t *testing.T) {
	goInstall := &debug.BuildInfo{Main: debug.Module{Path: "github.com/skillint/skillint", Version: "v0.4.1"}}
	fromCheckout := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "0123456789abcdef0123456789abcdef01234567"},
		{Key: "vcs.time", Value: "2026-03-04T05:06:07Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	for _, tc := range []struct {
		name                  string
		version, commit, date string
		bi                    *debug.BuildInfo
		want                  string
	}{
		{"stamped", "1.2.3", "0123abc", "2026-01-02T03:04:05Z", goInstall, "skillint 1.2.3 (commit 0123abc, built 2026-01-02T03:04:05Z)"},
		{"stamped tag form", "v1.2.3", "", "", nil, "skillint 1.2.3"},
		{"go install", "", "", "", goInstall, "skillint 0.4.1"},
		{"checkout", "", "", "", fromCheckout, "skillint dev (commit 0123456789ab-dirty, built 2026-03-04T05:06:07Z)"},
		{"nothing known", "", "", "", nil, "skillint dev"},
		{"placeholders", "0.0.1-snapshot", "none", "0001-01-01T00:00:00Z", nil, "skillint 0.0.1-snapshot"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			withBuild(t, tc.version, tc.commit, tc.date, tc.bi)
			if got := versionLine(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// `skillint version`, --version and -V print the same line.
func TestVersionFlags(t *testing.T) {
	withBuild(t, "1.2.3", "0123abc", "2026-01-02T03:04:05Z", nil)
	want := "skillint 1.2.3 (commit 0123abc, built 2026-01-02T03:04:05Z)\n"
	for _, args := range [][]string{{"version"}, {"--version"}, {"-V"}} {
		var out, errb bytes.Buffer
		code := Run(args, strings.NewReader(""), &out, &errb)
		if code != 0 || out.String() != want || errb.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
	}
}
