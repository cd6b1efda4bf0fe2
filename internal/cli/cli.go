// Package cli is skillint's command line: flags, subcommands, exit codes.
package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/formats"
	"github.com/skillint/skillint/internal/config"
	"github.com/skillint/skillint/internal/discover"
	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/internal/lsp"
	"github.com/skillint/skillint/lint"
	"github.com/skillint/skillint/output"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/registry"
	"github.com/skillint/skillint/rules/security"
)

// Exit codes.
const (
	ExitOK     = 0 // no error-level findings
	ExitErrors = 1 // at least one error-level finding
	ExitFailed = 2 // the run itself failed (bad flag, missing path, ...)
)

// exitError carries an exit code out of an action.
type exitError struct {
	code int
	err  error
	hint string // a line printed after the error as it is (our own text)
}

func (e *exitError) Error() string { return e.err.Error() }

func fail(format string, args ...any) error {
	return &exitError{code: ExitFailed, err: fmt.Errorf(format, args...)}
}

// valueFlags are the global flags that take a value (for moving flags that
// follow the paths in front of them).
var valueFlags = map[string]bool{"format": true, "f": true, "color": true, "jobs": true, "j": true, "stdin-filename": true,
	"config": true, "c": true, "max-warnings": true, "min-severity": true, "sarif-file": true}

// Run runs skillint with args (without the program name) and returns the
// exit code. It never calls os.Exit.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// SKILLINT_CPUPROFILE names a file for a CPU profile of the run (for
	// performance reports).
	if path := os.Getenv("SKILLINT_CPUPROFILE"); path != "" {
		if f, err := os.Create(path); err == nil {
			if pprof.StartCPUProfile(f) == nil {
				defer func() { pprof.StopCPUProfile(); _ = f.Close() }()
			}
		}
	}
	// SKILLINT_MEMPROFILE names a file for an allocation profile of the run.
	if path := os.Getenv("SKILLINT_MEMPROFILE"); path != "" {
		defer func() {
			if f, err := os.Create(path); err == nil {
				_ = pprof.Lookup("allocs").WriteTo(f, 0)
				_ = f.Close()
			}
		}()
	}
	code := ExitOK
	app := newApp(stdin, stdout, stderr, &code)
	err := app.RunContext(context.Background(), append([]string{"skillint"}, reorder(args, app)...))
	if err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			fmt.Fprintf(stderr, "skillint: %s\n", diag.Escape(ee.err.Error()))
			if ee.hint != "" {
				fmt.Fprintln(stderr, ee.hint)
			}
			return ee.code
		}
		fmt.Fprintf(stderr, "skillint: %s\n", diag.Escape(err.Error()))
		return ExitFailed
	}
	return code
}

// reorder moves flags that follow the paths in front of them, so that
// `skillint ./agents --format json` works although the flag parser stops at
// the first path. Arguments after `--` stay paths. Subcommands parse their own
// flags, so a command line that starts with one is left alone.
func reorder(args []string, app *cli.App) []string {
	var flags, paths []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			paths = append(paths, args[i+1:]...)
			break
		}
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && valueFlags[name] && i+1 < len(args) {
				i++
				flags = append(flags, args[i])
			}
			continue
		}
		if len(paths) == 0 && app.Command(a) != nil {
			return args
		}
		paths = append(paths, a)
	}
	if len(paths) == 0 {
		return flags
	}
	return append(append(flags, "--"), paths...)
}

func newApp(stdin io.Reader, stdout, stderr io.Writer, code *int) *cli.App {
	app := &cli.App{
		Name:      "skillint",
		Usage:     "lint AI agent skills: SKILL.md, agent.3md and *.agent.md",
		UsageText: usageText,
		Version:   version(),
		Reader:    stdin,
		Writer:    stdout,
		ErrWriter: stderr,
		// Errors are printed by Run, exit codes returned, never os.Exit.
		ExitErrHandler:  func(*cli.Context, error) {},
		HideHelpCommand: true,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Usage: "output format: " + strings.Join(output.PrinterNames(), ", ")},
			&cli.StringFlag{Name: "color", Value: "auto", Usage: "colour the text output: auto, always or never (NO_COLOR turns auto off)"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which format each file was read as, and show infos in text output"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Usage: "files linted at once", DefaultText: "one per core"},
			&cli.StringFlag{Name: "stdin-filename", Usage: "lint standard input (-) as the file `PATH`"},
			&cli.StringFlag{Name: "sarif-file", Usage: "also write SARIF to `FILE` (from the same run; written only when the run completes)"},
			&cli.StringFlag{Name: "config", Aliases: []string{"c"}, Usage: "one configuration file for every file (default: the nearest .skillint.yaml above each file, up to its repository root)"},
			&cli.BoolFlag{Name: "no-config", Usage: "ignore any configuration file"},
			&cli.IntFlag{Name: "max-warnings", Value: -1, Usage: "exit 1 when there are more warnings than this (-1: no limit)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "report errors only (--min-severity error)"},
			&cli.StringFlag{Name: "min-severity", Usage: "report findings of this severity and above: error, warning or info (default: warning for text output unless --verbose, info for the other formats)"},
			&cli.BoolFlag{Name: "fix", Usage: "apply the safe fixes in place, then report what remains (with -: print the fixed text)"},
			&cli.BoolFlag{Name: "unsafe-fixes", Usage: "with --fix or --diff, also apply the fixes that may change meaning"},
			&cli.BoolFlag{Name: "diff", Usage: "print the fixes as a unified diff and write nothing; exit 1 when there is one"},
		},
		Action: func(c *cli.Context) error {
			n, err := lintAction(c, stdin, stdout, stderr)
			*code = n
			return err
		},
		Commands: []*cli.Command{
			{
				Name:  "version",
				Usage: "print skillint's version",
				Action: func(c *cli.Context) error {
					fmt.Fprintln(stdout, versionLine())
					return nil
				},
			},
			rulesCommand(stdout),
			explainCommand(stdout),
			initCommand(stdout),
			completionCommand(stdout),
			manCommand(stdout),
			{
				Name:  "lsp",
				Usage: "run the language server on standard input and output (for editors)",
				Action: func(c *cli.Context) error {
					if code := lsp.New(stdin, stdout).Serve(); code != 0 {
						return &exitError{code: code, err: fmt.Errorf("the client exited without shutting the server down")}
					}
					return nil
				},
			},
		},
	}
	app.OnUsageError = usageError("")
	for _, cmd := range app.Commands {
		cmd.OnUsageError = usageError(cmd.Name)
	}
	cli.VersionFlag = &cli.BoolFlag{Name: "version", Aliases: []string{"V"}, Usage: "print the version"}
	cli.VersionPrinter = func(c *cli.Context) { fmt.Fprintln(c.App.Writer, versionLine()) }
	return app
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

func colorOn(mode string, w io.Writer) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
		return os.Getenv("NO_COLOR") == "" && isTerminal(w), nil
	}
	return false, fail("--color %q: use auto, always or never", mode)
}

// scannerNeeded reports whether the configuration may run a rule that uses
// the security scanner: with every such rule off everywhere, building it
// would be wasted.
func scannerNeeded(cfg *config.Config) bool {
	if cfg == nil || len(cfg.Overrides) > 0 {
		return true
	}
	eff := cfg.For(".")
	for _, r := range security.ScannerRules() {
		if eff.Severity(r) != diag.Off {
			return true
		}
	}
	return false
}

func lintAction(c *cli.Context, stdin io.Reader, stdout, stderr io.Writer) (int, error) {
	newPrinter, ok := output.Printers[c.String("format")]
	if !ok {
		return ExitFailed, fail("--format %q: use one of %s", c.String("format"), strings.Join(output.PrinterNames(), ", "))
	}
	color, err := colorOn(c.String("color"), stdout)
	if err != nil {
		return ExitFailed, err
	}
	paths := c.Args().Slice()
	if len(paths) == 0 {
		paths = []string{"."}
	}
	eng := lint.New()
	if j := c.Int("jobs"); j > 0 {
		eng.Jobs = j
	}
	cfg, finder, err := loadConfig(c)
	if err != nil {
		return ExitFailed, err
	}
	eng.Config = cfg
	// configFor is the configuration of one file: --config for all, or the
	// nearest .skillint.yaml above it. The first file that does not load
	// stops the run (exit 2).
	var cfgErr error
	var cfgMu sync.Mutex
	configFor := func(path string) *config.Config {
		if finder == nil {
			return cfg
		}
		found, err := finder.For(path)
		if err != nil {
			cfgMu.Lock()
			if cfgErr == nil {
				cfgErr = err
			}
			cfgMu.Unlock()
		}
		return found
	}
	if finder != nil {
		eng.Configs = configFor
	}
	if runtime.GOMAXPROCS(0) > 1 && (finder != nil || scannerNeeded(cfg)) {
		// The security rules' matchers, on a spare core, while the first
		// files are found and parsed.
		go security.Prepare()
	}
	var fx *fixer
	if c.Bool("fix") || c.Bool("diff") {
		fx = &fixer{eng: eng, unsafe: c.Bool("unsafe-fixes"), diff: c.Bool("diff"), stdout: stdout, stderr: stderr}
	}
	// out is where the findings go: with `--fix -` standard output holds
	// the fixed text, and the findings go to standard error.
	out := stdout
	var onDisk []string
	var stdinFile *diag.File
	for _, p := range paths {
		if p != "-" {
			onDisk = append(onDisk, p)
			continue
		}
		if stdinFile != nil {
			return ExitFailed, fail("standard input (-) can be named only once")
		}
		if name := c.String("stdin-filename"); name != "" {
			if configFor(name); cfgErr != nil {
				return ExitFailed, fail("configuration: %v", cfgErr)
			}
		}
		f, err := lintStdin(eng, c.String("stdin-filename"), stdin)
		if err != nil {
			return ExitFailed, err
		}
		if fx != nil {
			f = fx.stdin(f)
			if !fx.diff {
				out = stderr
			}
		}
		stdinFile = f
	}
	if err := discover.Check(onDisk); err != nil {
		return ExitFailed, fail("%v", err)
	}
	if fx != nil {
		fx.roots = fix.NewRoots(onDisk)
	}
	targets := make(chan lint.Target, 256)
	walkErr := make(chan error, 1)
	go func() {
		defer close(targets)
		walkErr <- discover.Walk(onDisk, func(p string) bool { return formats.Detect(p) != nil }, func(f discover.File) {
			fc := configFor(f.Path)
			cfgMu.Lock()
			failed := cfgErr != nil
			cfgMu.Unlock()
			if failed {
				return // the run stops: nothing more is linted
			}
			if fc != nil && fc.Ignored(f.Path) {
				if f.Explicit && c.Bool("verbose") {
					fmt.Fprintf(stderr, "skillint: %s: skipped: the configuration ignores it\n", diag.Escape(f.Path))
				}
				return
			}
			if f.Explicit && f.Err == nil && formats.Detect(f.Path) == nil {
				fmt.Fprintf(stderr, "skillint: %s: skipped: no format claims this file (SKILL.md, *.3md, *.agent.md)\n", diag.Escape(f.Path))
				return
			}
			targets <- lint.Target{Path: f.Path, Explicit: f.Explicit, Tree: f.Tree, Err: f.Err, Root: f.Root}
		})
	}()
	opts := output.Options{Color: color, Snippets: isTerminal(stdout), Verbose: c.Bool("verbose"),
		Rules: ruleMeta(), Root: repoRoot(), Version: version(), UnsafeFixes: c.Bool("unsafe-fixes")}
	printer := newPrinter(opts)
	minSev, err := minSeverity(c)
	if err != nil {
		return ExitFailed, err
	}
	// --sarif-file: SARIF of the same run, keeping what the text output
	// leaves out by default (infos); an explicit -q or --min-severity
	// applies to it too.
	var sarif output.Printer
	sarifMin := minSev
	if c.String("sarif-file") != "" {
		sarif = output.Printers["sarif"](opts)
		if !c.Bool("quiet") && c.String("min-severity") == "" {
			sarifMin = diag.Info
		}
	}
	var sum diag.Summary
	var werr error
	emit := func(f *diag.File) {
		if fx != nil && f != stdinFile {
			f = fx.file(f)
		}
		if sarif != nil && werr == nil {
			full := *f
			if sarifMin < minSev {
				// The text filter below works in place: SARIF keeps a copy.
				full.Findings = append([]diag.Finding(nil), f.Findings...)
			}
			kept := full.Findings[:0:0]
			for _, d := range full.Findings {
				if d.Severity >= sarifMin {
					kept = append(kept, d)
				}
			}
			full.Findings = kept
			werr = sarif.File(io.Discard, &full)
		}
		if minSev > diag.Info {
			kept := f.Findings[:0]
			for _, d := range f.Findings {
				if d.Severity >= minSev {
					kept = append(kept, d)
				} else {
					sum.Hide(d)
				}
			}
			f.Findings = kept
		}
		sum.Add(f)
		if werr == nil && (fx == nil || !fx.diff) {
			werr = printer.File(out, f)
		}
	}
	if stdinFile != nil {
		emit(stdinFile)
	}
	eng.Run(targets, emit)
	if err := <-walkErr; err != nil {
		return ExitFailed, fail("%v", err)
	}
	if cfgErr != nil {
		return ExitFailed, fail("configuration: %v", cfgErr)
	}
	if fx != nil && fx.diff {
		fx.report()
		if fx.files > 0 {
			return ExitErrors, nil
		}
		return ExitOK, nil
	}
	if werr == nil {
		werr = printer.Finish(out, sum)
	}
	if werr == nil && sarif != nil {
		var b bytes.Buffer
		if werr = sarif.Finish(&b, sum); werr == nil {
			werr = writeFileAtomic(c.String("sarif-file"), b.Bytes())
		}
	}
	if werr != nil {
		return ExitFailed, fail("writing output: %v", werr)
	}
	if fx != nil {
		fx.report()
		if fx.failures {
			return ExitErrors, nil
		}
	}
	if sum.Files == 0 {
		fmt.Fprintf(stderr, "skillint: no skill files found under %s\n", showPaths(paths))
	}
	if sum.Errors > 0 {
		return ExitErrors, nil
	}
	if max := c.Int("max-warnings"); max >= 0 && sum.Warnings > max {
		fmt.Fprintf(stderr, "skillint: %d warnings, more than --max-warnings %d\n", sum.Warnings, max)
		return ExitErrors, nil
	}
	return ExitOK, nil
}

// minSeverity is the least severity reported: error with --quiet, else
// --min-severity, else warning for text output (infos are suggestions a
// maintainer reads when asking for them, with --verbose) and info for the
// machine formats, which keep everything.
func minSeverity(c *cli.Context) (diag.Severity, error) {
	if c.Bool("quiet") {
		return diag.Error, nil
	}
	if v := c.String("min-severity"); v != "" {
		sev, err := diag.ParseSeverity(v)
		if err != nil || sev == diag.Off {
			return diag.Off, fail("--min-severity %q: use error, warning or info", v)
		}
		return sev, nil
	}
	if c.String("format") == "text" && !c.Bool("verbose") {
		return diag.Warning, nil
	}
	return diag.Info, nil
}

// loadConfig reads --config for every file; without it, it returns a
// finder of the nearest .skillint.yaml above each file (up to its
// repository root). Both are nil with --no-config.
func loadConfig(c *cli.Context) (*config.Config, *config.Finder, error) {
	if c.Bool("no-config") {
		return nil, nil, nil
	}
	path := c.String("config")
	if path == "" {
		return nil, config.NewFinder(), nil
	}
	cfg, err := config.Load(path)
	if err != nil {
		return nil, nil, fail("configuration: %v", err)
	}
	return cfg, nil, nil
}

// ruleMeta describes every rule for the printers.
func ruleMeta() []output.RuleMeta {
	var out []output.RuleMeta
	for _, r := range registry.All() {
		out = append(out, output.RuleMeta{ID: string(r.ID), Title: r.Doc.Title, Why: r.Doc.Why, Fix: r.Doc.Fix, Severity: r.Severity,
			HelpURI: rules.DocURL(string(r.ID))})
	}
	return out
}

// repoRoot is the nearest directory up from the current one that holds
// .git, or "" (the current directory).
func repoRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for d := dir; ; {
		if _, err := os.Stat(filepath.Join(d, ".git")); err == nil {
			return d
		}
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		d = parent
	}
}

func lintStdin(eng *lint.Engine, name string, stdin io.Reader) (*diag.File, error) {
	if name == "" {
		return nil, fail("reading standard input (-) needs --stdin-filename to say which file it is (its format and directory)")
	}
	if formats.Detect(name) == nil {
		return nil, fail("--stdin-filename %s: no format claims this file (SKILL.md, *.3md, *.agent.md)", diag.Escape(name))
	}
	if stdin == nil {
		stdin = strings.NewReader("")
	}
	src, err := io.ReadAll(stdin)
	if err != nil {
		return nil, fail("reading standard input: %v", err)
	}
	return eng.LintBytes(name, src, true), nil
}
