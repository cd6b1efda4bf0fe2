//go:build unix

// Command bench measures skillint on a corpus of about 10,000 real skills,
// side by side with skill-check (the fastest other linter users run) and
// with `cat` of the same files as the floor: wall time and peak memory of
// each, and the ratios. Then it measures what the security rules add to a
// run over the real corpus, with and without them.
//
//	go run ./scripts/bench [-shared ../shared] [-copies 17] [-keep DIR]
//
// The corpus is made of copies of ../shared/corpus's skills, each in a
// renamed directory with a matching `name:`. skill-check is installed with
// npm into a temporary prefix; when npm or the package is not available its
// row says so and the other rows are still measured.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"
)

var nameLine = regexp.MustCompile(`(?m)^name:.*$`)

func main() {
	shared := flag.String("shared", filepath.Join("..", "shared"), "the shared material (its corpus/ is copied)")
	copies := flag.Int("copies", 17, "copies of each real skill")
	keep := flag.String("keep", "", "build the corpus here and keep it (default: a temporary directory, removed)")
	runs := flag.Int("runs", 3, "runs of each command; the best is reported")
	flag.Parse()

	work := *keep
	if work == "" {
		d, err := os.MkdirTemp("", "skillint-bench-")
		check(err)
		defer func() { _ = os.RemoveAll(d) }()
		work = d
	}
	corpus := filepath.Join(work, "corpus")
	n, size := build(filepath.Join(*shared, "corpus"), corpus, *copies)
	fmt.Printf("corpus: %d skills (%d SKILL.md bytes) in %s\n", n, size, corpus)
	fmt.Printf("machine: %s/%s, %d cores\n\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU())

	bin := filepath.Join(work, "skillint")
	run0("go", "build", "-o", bin, ".")

	var files []string
	_ = filepath.WalkDir(corpus, func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	list := filepath.Join(work, "files.txt")
	check(os.WriteFile(list, []byte(strings.Join(files, "\n")+"\n"), 0o644))

	type row struct {
		name string
		wall time.Duration
		rss  int64 // KiB
		err  string
	}
	var rows []row
	measure := func(name string, args ...string) row {
		best := row{name: name}
		for i := 0; i < *runs; i++ {
			wall, rss, err := timed(args...)
			if err != "" {
				return row{name: name, err: err}
			}
			if best.wall == 0 || wall < best.wall {
				best.wall = wall
			}
			if rss > best.rss {
				best.rss = rss
			}
		}
		return best
	}
	rows = append(rows, measure("cat (the floor)", "sh", "-c", "xargs cat < "+list+" > /dev/null"))
	rows = append(rows, measure("skillint", bin, "--no-config", "--format", "json", corpus))
	one := filepath.Join(corpus, firstSkill(corpus))
	rows = append(rows, measure("skillint, one file", bin, "--no-config", one))
	sc := installSkillCheck(work)
	if sc == "" {
		rows = append(rows, row{name: "skill-check", err: "not installed (npm or the package is not available)"})
	} else {
		rows = append(rows, measure("skill-check", sc, "check", corpus, "--format", "json", "--no-security-scan", "--no-open"))
	}

	fmt.Printf("%-22s %12s %12s\n", "command", "wall", "peak RSS")
	for _, r := range rows {
		if r.err != "" {
			fmt.Printf("%-22s %s\n", r.name, r.err)
			continue
		}
		fmt.Printf("%-22s %12s %9.1f MB\n", r.name, r.wall.Round(time.Millisecond), float64(r.rss)/1024)
	}
	cat, sk := rows[0], rows[1]
	fmt.Printf("\nskillint / cat: %.2fx\n", float64(sk.wall)/float64(cat.wall))
	if last := rows[len(rows)-1]; last.err == "" && last.name == "skill-check" {
		fmt.Printf("skill-check / skillint: %.1fx\n", float64(last.wall)/float64(sk.wall))
	}
	securityCost(bin, filepath.Join(*shared, "corpus"), work, 10**runs)
}

// securityCost measures what the security rules add to a run over the real
// corpus (every file distinct): runs with and without them alternate, and
// the medians and the fastest runs are compared.
func securityCost(bin, corpus, work string, runs int) {
	out, err := exec.Command(bin, "rules", "--format", "json").Output()
	check(err)
	var list []struct {
		ID string `json:"id"`
	}
	check(json.Unmarshal(out, &list))
	var cfg strings.Builder
	cfg.WriteString("rules:\n")
	for _, r := range list {
		if strings.HasPrefix(r.ID, "security/") {
			fmt.Fprintf(&cfg, "  %s: off\n", r.ID)
		}
	}
	off := filepath.Join(work, "no-security.yaml")
	check(os.WriteFile(off, []byte(cfg.String()), 0o644))
	var with, without []time.Duration
	for i := 0; i < runs; i++ {
		w, _, e1 := timed(bin, "--no-config", "--format", "json", corpus)
		wo, _, e2 := timed(bin, "--config", off, "--format", "json", corpus)
		if e1 != "" || e2 != "" {
			fmt.Printf("\nsecurity rules: %s%s\n", e1, e2)
			return
		}
		with, without = append(with, w), append(without, wo)
	}
	median := func(d []time.Duration) time.Duration {
		sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
		return d[len(d)/2]
	}
	mw, mwo := median(with), median(without)
	fmt.Printf("\nsecurity rules, real corpus (%d runs each, alternating): with %s, without %s (median): +%.0f%%; fastest runs: +%.0f%%\n",
		runs, mw.Round(time.Millisecond), mwo.Round(time.Millisecond),
		100*(float64(mw)/float64(mwo)-1), 100*(float64(with[0])/float64(without[0])-1))
}

// build copies every skill directory of src (a directory holding SKILL.md)
// copies times into dst, renaming the directory and the frontmatter name.
func build(src, dst string, copies int) (int, int64) {
	var dirs []string
	_ = filepath.WalkDir(src, func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() && e.Name() == "SKILL.md" {
			dirs = append(dirs, filepath.Dir(p))
		}
		return nil
	})
	if len(dirs) == 0 {
		fmt.Fprintf(os.Stderr, "bench: no skills under %s\n", src)
		os.Exit(2)
	}
	sort.Strings(dirs)
	n := 0
	var size int64
	for i, d := range dirs {
		data, err := os.ReadFile(filepath.Join(d, "SKILL.md"))
		check(err)
		base := filepath.Base(d)
		for c := 0; c < copies; c++ {
			name := fmt.Sprintf("%s-c%d-%d", base, c, i)
			out := filepath.Join(dst, fmt.Sprintf("group-%02d", c), name)
			check(os.MkdirAll(out, 0o755))
			renamed := nameLine.ReplaceAll(data, []byte("name: "+name))
			check(os.WriteFile(filepath.Join(out, "SKILL.md"), renamed, 0o644))
			size += int64(len(renamed))
			// The files the skill bundles, so that its links resolve.
			_ = filepath.WalkDir(d, func(p string, e fs.DirEntry, err error) error {
				if err != nil || e.IsDir() || p == filepath.Join(d, "SKILL.md") {
					return nil
				}
				if strings.Contains(p[len(d):], "SKILL.md") {
					return nil // a nested skill is copied on its own
				}
				rel, _ := filepath.Rel(d, p)
				b, _ := os.ReadFile(p)
				_ = os.MkdirAll(filepath.Join(out, filepath.Dir(rel)), 0o755)
				_ = os.WriteFile(filepath.Join(out, rel), b, 0o644)
				return nil
			})
			n++
		}
	}
	return n, size
}

func firstSkill(corpus string) string {
	var first string
	_ = filepath.WalkDir(corpus, func(p string, e fs.DirEntry, err error) error {
		if first == "" && err == nil && e.Name() == "SKILL.md" {
			first, _ = filepath.Rel(corpus, p)
		}
		return nil
	})
	return first
}

// timed runs a command and returns its wall time and peak RSS (KiB).
func timed(args ...string) (time.Duration, int64, string) {
	cmd := exec.Command(args[0], args[1:]...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = nil, &stderr
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start)
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() > 1 {
			return 0, 0, fmt.Sprintf("failed: %v %s", err, firstLine(stderr.String()))
		}
	}
	var rss int64
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		rss = ru.Maxrss
	}
	return wall, rss, ""
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(strings.TrimSpace(s), "\n")
	return s
}

// installSkillCheck installs the npm package skill-check into a temporary
// prefix and returns its executable, or "".
func installSkillCheck(work string) string {
	if _, err := exec.LookPath("npm"); err != nil {
		return ""
	}
	prefix := filepath.Join(work, "npm")
	cmd := exec.Command("npm", "install", "--prefix", prefix, "--no-audit", "--no-fund", "--silent", "skill-check")
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "bench: npm install skill-check: %v %s\n", err, firstLine(string(out)))
		return ""
	}
	bin := filepath.Join(prefix, "node_modules", ".bin", "skill-check")
	if _, err := os.Stat(bin); err != nil {
		return ""
	}
	return bin
}

func run0(args ...string) {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	check(cmd.Run())
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(2)
	}
}
