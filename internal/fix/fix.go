// Package fix applies the fixes that findings carry: the edits of one file
// together on its bytes, conflicting ones dropped, and the result linted
// again until nothing more applies (a fixed point, in a bounded number of
// passes). It also writes fixed files safely (see Write) and prints unified
// diffs (see Diff).
package fix

import (
	"sort"

	"github.com/skillint/skillint/diag"
)

// MaxPasses bounds the lint-and-fix passes over one file.
const MaxPasses = 10

// maxSingles bounds the fixes tried one by one when a pass that applied
// them together made things worse (each try is a lint of the file).
const maxSingles = 16

// Chosen is the fix of d that a run applies: its first safe fix, or with
// unsafe its first fix of any safety; nil when there is none.
func Chosen(d *diag.Finding, unsafe bool) *diag.Fix {
	for i := range d.Fixes {
		if d.Fixes[i].Safety == diag.Safe && len(d.Fixes[i].Edits) > 0 {
			return &d.Fixes[i]
		}
	}
	if unsafe {
		for i := range d.Fixes {
			if len(d.Fixes[i].Edits) > 0 {
				return &d.Fixes[i]
			}
		}
	}
	return nil
}

// Count is how many findings of f a run would fix (safe, and unsafe only
// when unsafe is set).
func Count(f *diag.File, unsafe bool) int {
	n := 0
	for i := range f.Findings {
		if Chosen(&f.Findings[i], unsafe) != nil {
			n++
		}
	}
	return n
}

// valid reports whether the edits of a fix are within src and do not
// overlap each other.
func valid(src []byte, es []diag.Edit) bool {
	for _, e := range es {
		if e.Start < 0 || e.End < e.Start || e.End > len(src) {
			return false
		}
	}
	for i := range es {
		for j := i + 1; j < len(es); j++ {
			if conflict(es[i], es[j]) {
				return false
			}
		}
	}
	return true
}

// conflict reports whether two edits touch the same bytes, or insert at the
// same place (their order would be a guess).
func conflict(a, b diag.Edit) bool {
	if a.Start == a.End && b.Start == b.End {
		return a.Start == b.Start
	}
	if a.Start == a.End {
		return a.Start > b.Start && a.Start < b.End
	}
	if b.Start == b.End {
		return b.Start > a.Start && b.Start < a.End
	}
	return a.Start < b.End && b.Start < a.End
}

// Apply applies fixes to src together: each fix whole or not at all, in
// the order of its first edit (then the order given), a fix that conflicts
// with one already taken dropped. It returns the new bytes, the fixes
// applied (by index into fixes) and the edits applied, sorted. Bytes outside
// the applied edits are copied unchanged.
func Apply(src []byte, fixes []diag.Fix) (out []byte, applied []int, edits []diag.Edit) {
	order := make([]int, 0, len(fixes))
	for i := range fixes {
		if len(fixes[i].Edits) > 0 && valid(src, fixes[i].Edits) {
			order = append(order, i)
		}
	}
	first := func(i int) int {
		m := fixes[i].Edits[0].Start
		for _, e := range fixes[i].Edits {
			m = min(m, e.Start)
		}
		return m
	}
	sort.SliceStable(order, func(a, b int) bool { return first(order[a]) < first(order[b]) })
	// edits stays sorted (an insertion before a replacement that starts
	// where it is) and free of conflicts, so a candidate edit is checked
	// against its neighbours only.
	less := func(a, b diag.Edit) bool {
		if a.Start != b.Start {
			return a.Start < b.Start
		}
		return a.End < b.End
	}
	clashes := func(e diag.Edit) bool {
		j := sort.Search(len(edits), func(k int) bool { return edits[k].End >= e.Start })
		for ; j < len(edits) && edits[j].Start <= e.End; j++ {
			if conflict(e, edits[j]) {
				return true
			}
		}
		return false
	}
	for _, i := range order {
		ok := true
		for _, e := range fixes[i].Edits {
			if clashes(e) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		applied = append(applied, i)
		for _, e := range fixes[i].Edits {
			k := sort.Search(len(edits), func(k int) bool { return less(e, edits[k]) })
			edits = append(edits, diag.Edit{})
			copy(edits[k+1:], edits[k:])
			edits[k] = e
		}
	}
	if len(edits) == 0 {
		return src, nil, nil
	}
	sort.Ints(applied)
	out = make([]byte, 0, len(src))
	at := 0
	for _, e := range edits {
		out = append(out, src[at:e.Start]...)
		out = append(out, e.New...)
		at = e.End
	}
	out = append(out, src[at:]...)
	return out, applied, edits
}

// Linter lints src as the file being fixed; nil when it is not linted.
type Linter func(src []byte) *diag.File

// Result is what Fix did to one file.
type Result struct {
	// Src is the fixed text (the input itself when nothing applied).
	Src []byte
	// File is the lint of Src: the findings that remain.
	File *diag.File
	// Fixed counts the findings whose fixes were applied, over all passes.
	Fixed int
	// Passes counts the passes that changed the text.
	Passes int
}

// Changed reports whether the text changed.
func (r *Result) Changed() bool { return r.Passes > 0 }

// Fix applies the fixes of file (the lint of src) and lints again, until a
// pass applies nothing or MaxPasses passes have run. A pass never makes
// things worse: when its result has a parse error or an error finding of a
// rule that it did not have, its fixes are tried one by one and only those
// that do not are kept.
func Fix(src []byte, file *diag.File, lint Linter, unsafe bool) Result {
	res := Result{Src: src, File: file}
	for pass := 0; pass < MaxPasses && res.File != nil; pass++ {
		var fixes []diag.Fix
		for i := range res.File.Findings {
			if c := Chosen(&res.File.Findings[i], unsafe); c != nil {
				fixes = append(fixes, *c)
			}
		}
		if len(fixes) == 0 {
			break
		}
		out, applied, _ := Apply(res.Src, fixes)
		if len(applied) == 0 {
			break
		}
		next := lint(out)
		if next == nil || worse(res.File, next) {
			// One at a time, each on the text as it was.
			out, next, applied = nil, nil, nil
			for i := range fixes[:min(len(fixes), maxSingles)] {
				one, ok, _ := Apply(res.Src, fixes[i:i+1])
				if len(ok) == 0 {
					continue
				}
				f := lint(one)
				if f != nil && !worse(res.File, f) {
					out, next, applied = one, f, []int{i}
					break
				}
			}
			if next == nil {
				break
			}
		}
		res.Src, res.File = out, next
		res.Fixed += len(applied)
		res.Passes++
	}
	return res
}

// worse reports whether after has an error finding of a rule that has
// fewer of them in before (a fix made a new error, a parse error included).
func worse(before, after *diag.File) bool {
	count := func(f *diag.File) map[string]int {
		m := map[string]int{}
		for _, d := range f.Findings {
			if d.Severity == diag.Error {
				m[d.Rule]++
			}
		}
		return m
	}
	b, a := count(before), count(after)
	for r, n := range a {
		if n > b[r] {
			return true
		}
	}
	return false
}
