package cli

import (
	"fmt"
	"io"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/fix"
	"github.com/skillint/skillint/lint"
	"github.com/skillint/skillint/rules"
)

// fixer applies the fixes of a run: `--fix` writes them, `--diff` prints
// them as unified diffs and writes nothing.
type fixer struct {
	eng    *lint.Engine
	unsafe bool
	diff   bool
	roots  fix.Roots
	stdout io.Writer
	stderr io.Writer

	files    int  // files changed (or that would change)
	fixed    int  // findings fixed (or that would be)
	failures bool // a fixed file could not be written
}

// fixes runs the fixes of f (the lint of src, the file's bytes as read) to
// a fixed point.
func (x *fixer) fixes(f *diag.File) fix.Result {
	src := f.Source.Bytes
	if fix.Count(f, x.unsafe) == 0 {
		return fix.Result{Src: src, File: f}
	}
	path := f.Path()
	res := fix.Fix(src, f, func(b []byte) *diag.File { return x.eng.LintBytes(path, b, true) }, x.unsafe)
	if res.File != f {
		// Findings about the run (a name two skills share) are not made by
		// linting one file again: they carry over.
		for _, d := range f.Findings {
			if d.Rule == string(rules.SkillNameUnique) {
				res.File.Findings = append(res.File.Findings, d)
			}
		}
		diag.Sort(res.File.Findings)
	}
	return res
}

// file fixes one file read from disk and returns what to report: the
// findings that remain (or, with --diff, those of the file as it is).
func (x *fixer) file(f *diag.File) *diag.File {
	res := x.fixes(f)
	if !res.Changed() {
		return f
	}
	if x.diff {
		fmt.Fprint(x.stdout, fix.Diff(f.Path(), f.Source.Bytes, res.Src))
		x.files++
		x.fixed += res.Fixed
		return f
	}
	if err := fix.Write(f.Path(), f.Source.Bytes, res.Src, x.roots); err != nil {
		fmt.Fprintf(x.stderr, "skillint: %s: not fixed: %v\n", quotePath(f.Path()), err)
		x.failures = true
		return f
	}
	x.files++
	x.fixed += res.Fixed
	return res.File
}

// stdin fixes the document read from standard input: with --fix the fixed
// text (the input itself when nothing applies) goes to standard output,
// with --diff its diff. It returns the findings that remain.
func (x *fixer) stdin(f *diag.File) *diag.File {
	if f == nil {
		return nil
	}
	res := x.fixes(f)
	if x.diff {
		if res.Changed() {
			fmt.Fprint(x.stdout, fix.Diff(f.Path(), f.Source.Bytes, res.Src))
			x.files++
			x.fixed += res.Fixed
		}
		return f
	}
	_, _ = x.stdout.Write(res.Src)
	if res.Changed() {
		x.files++
		x.fixed += res.Fixed
	}
	return res.File
}

// report says on standard error what was fixed.
func (x *fixer) report() {
	verb := "fixed"
	if x.diff {
		verb = "would fix"
	}
	if x.fixed > 0 {
		fmt.Fprintf(x.stderr, "skillint: %s %s in %s\n", verb, plural(x.fixed, "finding"), plural(x.files, "file"))
	}
}

func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// quotePath keeps a path on its line: a file named with a line break must
// not forge a line of the output.
func quotePath(p string) string { return diag.Escape(p) }
