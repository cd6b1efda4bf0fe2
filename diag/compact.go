package diag

// Dedupe drops, from sorted findings, each one that repeats the one before
// it exactly (same rule, severity, range and message): a reference link
// used a thousand times to a missing file is one problem, written once.
func Dedupe(fs []Finding) []Finding {
	if len(fs) < 2 {
		return fs
	}
	out := fs[:1]
	for _, f := range fs[1:] {
		p := &out[len(out)-1]
		if f.Rule == p.Rule && f.Severity == p.Severity && f.Range == p.Range && f.Message == p.Message && len(f.Related) == 0 && len(p.Related) == 0 {
			continue
		}
		out = append(out, f)
	}
	return out
}
