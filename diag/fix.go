package diag

// NoFix is what FixSafety returns for a finding without fixes.
const NoFix Safety = -1

// FixSafety is Safe when the finding has a safe fix, Unsafe when its only
// fixes are unsafe, and NoFix when it has none.
func (f *Finding) FixSafety() Safety {
	s := NoFix
	for _, x := range f.Fixes {
		if len(x.Edits) == 0 {
			continue
		}
		if x.Safety == Safe {
			return Safe
		}
		s = Unsafe
	}
	return s
}

func (s Safety) String() string {
	switch s {
	case Safe:
		return "safe"
	case Unsafe:
		return "unsafe"
	}
	return "none"
}
