package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
)

// A binary built with the release's -ldflags prints the stamped version,
// commit and date for `version`, --version and -V.
func TestStampedVersion(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go")
	}
	bin := buildSkillint(t, t.TempDir(), "9.8.7")
	for _, arg := range []string{"version", "--version", "-V"} {
		out, err := exec.Command(bin, arg).CombinedOutput()
		if want := "skillint 9.8.7 (commit 0123abc, built 2026-01-02T03:04:05Z)\n"; err != nil || string(out) != want {
			t.Errorf("%s: %v, %q, want %q", arg, err, out, want)
		}
	}
}

type goreleaserConfig struct {
	Version int `yaml:"version"`
	Builds  []struct {
		Goos    []string `yaml:"goos"`
		Goarch  []string `yaml:"goarch"`
		Ldflags []string `yaml:"ldflags"`
	} `yaml:"builds"`
	Archives []struct {
		NameTemplate string   `yaml:"name_template"`
		Formats      []string `yaml:"formats"`
		Files        []any    `yaml:"files"`
	} `yaml:"archives"`
	Checksum struct {
		NameTemplate string `yaml:"name_template"`
	} `yaml:"checksum"`
}

// The release configuration builds what the issue, the Action and the
// version code expect (`goreleaser check` validates the rest, in .ci/run).
func TestGoReleaserConfig(t *testing.T) {
	raw, err := os.ReadFile(".goreleaser.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var c goreleaserConfig
	if err := yaml.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	if c.Version != 2 || len(c.Builds) != 1 || len(c.Archives) != 1 {
		t.Fatalf("%+v", c)
	}
	b := c.Builds[0]
	sort.Strings(b.Goos)
	sort.Strings(b.Goarch)
	if strings.Join(b.Goos, " ") != "darwin linux windows" || strings.Join(b.Goarch, " ") != "amd64 arm64" {
		t.Errorf("platforms %v x %v", b.Goos, b.Goarch)
	}
	flags := strings.Join(b.Ldflags, " ")
	for _, v := range []string{"Version", "Commit", "Date"} {
		if !strings.Contains(flags, "-X github.com/skillint/skillint/internal/cli."+v+"=") {
			t.Errorf("ldflags do not stamp %s: %s", v, flags)
		}
	}
	// The Action downloads skillint_VERSION_OS_ARCH.tar.gz (.zip on Windows)
	// and checksums.txt.
	if a := c.Archives[0]; a.NameTemplate != "{{ .ProjectName }}_{{ .Version }}_{{ .Os }}_{{ .Arch }}" || a.Formats[0] != "tar.gz" {
		t.Errorf("archive names: %+v", a)
	}
	script, _ := os.ReadFile("scripts/action/install.sh")
	if !bytes.Contains(script, []byte(`archive="skillint_${version}_${os}_${arch}.${ext}"`)) || c.Checksum.NameTemplate != "checksums.txt" {
		t.Error("the Action and the release disagree on file names")
	}
	for _, f := range []string{"LICENSE", "THIRD_PARTY_LICENSES"} {
		if !bytes.Contains(raw, []byte("- "+f+"\n")) {
			t.Errorf("archives lack %s", f)
		}
	}
}

// THIRD_PARTY_LICENSES and docs/licenses.md cover exactly the modules built
// into the binary, at their versions.
func TestThirdPartyLicenses(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	fresh := filepath.Join(t.TempDir(), "THIRD_PARTY_LICENSES")
	if out, err := exec.Command("bash", "scripts/third-party-licenses.sh", fresh).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want, _ := os.ReadFile(fresh)
	got, _ := os.ReadFile("THIRD_PARTY_LICENSES")
	if !bytes.Equal(got, want) {
		t.Errorf("THIRD_PARTY_LICENSES is stale: run scripts/third-party-licenses.sh")
	}
	doc, err := os.ReadFile("docs/licenses.md")
	if err != nil {
		t.Fatal(err)
	}
	header := regexp.MustCompile(`(?m)^=+\n(\S+) (v\S+)\n=+$`)
	rows := regexp.MustCompile(`(?m)^\| (\S+) \| (v[0-9]\S*) \|`)
	var fromFile, fromDoc []string
	for _, m := range header.FindAllStringSubmatch(string(want), -1) {
		fromFile = append(fromFile, m[1]+" "+m[2])
	}
	for _, m := range rows.FindAllStringSubmatch(string(doc), -1) {
		fromDoc = append(fromDoc, m[1]+" "+m[2])
	}
	if len(fromFile) == 0 || strings.Join(fromFile, "\n") != strings.Join(fromDoc, "\n") {
		t.Errorf("docs/licenses.md lists\n%s\nbut the binary has\n%s", strings.Join(fromDoc, "\n"), strings.Join(fromFile, "\n"))
	}
}

// With SKILLINT_RELEASE_DIST naming GoReleaser's dist/ (after `goreleaser
// release --snapshot --clean`), the Action's steps run against that snapshot:
// it downloads the real archive for this machine, checks it against the real
// checksums.txt, and one run gives the annotations and the SARIF.
func TestActionSnapshotRelease(t *testing.T) {
	dist := os.Getenv("SKILLINT_RELEASE_DIST")
	if dist == "" {
		t.Skip("SKILLINT_RELEASE_DIST is not set")
	}
	raw, err := os.ReadFile(filepath.Join(dist, "metadata.json"))
	if err != nil {
		t.Fatal(err)
	}
	var meta struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal(raw, &meta); err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(dist)
	base := t.TempDir()
	if err := os.Symlink(abs, filepath.Join(base, "v"+meta.Version)); err != nil {
		t.Fatal(err)
	}
	r := newActionRun(t, "v"+meta.Version, base, map[string]string{"paths": "'my skills' other", "args": "--no-config", "sarif": "skillint.sarif"})
	out, code := r.run()
	if code != 1 || !strings.Contains(out, "skillint "+meta.Version) {
		t.Fatalf("exit %d, output:\n%s", code, out)
	}
	n := strings.Count(out, "\n::error file=") + strings.Count(out, "\n::warning file=")
	checkSARIF(t, filepath.Join(r.dir, "skillint.sarif"), n)
	t.Logf("snapshot %s: %d annotations and as many SARIF results from one run", meta.Version, n)
}

// The workflows parse, the release runs on v* tags, and the Action's own
// workflow runs this checkout's action on paths that exist.
func TestWorkflows(t *testing.T) {
	var release struct {
		On struct {
			Push struct {
				Tags []string `yaml:"tags"`
			} `yaml:"push"`
		} `yaml:"on"`
	}
	raw, err := os.ReadFile(".github/workflows/release.yml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(raw, &release); err != nil || len(release.On.Push.Tags) != 1 || release.On.Push.Tags[0] != "v*" {
		t.Errorf("release.yml: %v %+v", err, release)
	}
	var wf struct {
		Jobs map[string]struct {
			Steps []struct {
				Uses string            `yaml:"uses"`
				With map[string]string `yaml:"with"`
			} `yaml:"steps"`
		} `yaml:"jobs"`
	}
	raw, err = os.ReadFile(".github/workflows/skillint.yml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(raw, &wf); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, job := range wf.Jobs {
		for _, s := range job.Steps {
			if s.Uses != "./" {
				continue
			}
			found = true
			for _, p := range strings.Fields(s.With["paths"]) {
				if _, err := os.Stat(strings.Trim(p, "'")); err != nil {
					t.Errorf("the workflow lints %s: %v", p, err)
				}
			}
		}
	}
	if !found {
		t.Error("no step runs the action (uses: ./)")
	}
}
