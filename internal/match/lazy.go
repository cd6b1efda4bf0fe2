package match

// The methods below are those of regexp.Regexp, on the expression compiled
// at first use. Those that search a []byte first ask the prefilter, which
// answers "no match" for a long text that holds none of the literals every
// match needs; the others run the expression.

// Match is regexp.Regexp.Match.
func (l *Regexp) Match(b []byte) bool {
	if w := l.starts(b); w != nil {
		return len(w.find(l.re, b, 1, false)) > 0
	}
	if l.absent(b) {
		return false
	}
	return l.Get().Match(b)
}

// Find is regexp.Regexp.Find.
func (l *Regexp) Find(b []byte) []byte {
	if w := l.starts(b); w != nil {
		if m := w.find(l.re, b, 1, false); m != nil {
			return b[m[0][0]:m[0][1]:m[0][1]]
		}
		return nil
	}
	if l.absent(b) {
		return nil
	}
	return l.Get().Find(b)
}

// FindIndex is regexp.Regexp.FindIndex.
func (l *Regexp) FindIndex(b []byte) []int {
	if w := l.starts(b); w != nil {
		if m := w.find(l.re, b, 1, false); m != nil {
			return m[0]
		}
		return nil
	}
	if l.absent(b) {
		return nil
	}
	return l.Get().FindIndex(b)
}

// FindString is regexp.Regexp.FindString.
func (l *Regexp) FindString(s string) string { return l.Get().FindString(s) }

// FindSubmatch is regexp.Regexp.FindSubmatch.
func (l *Regexp) FindSubmatch(b []byte) [][]byte {
	if l.absent(b) {
		return nil
	}
	return l.Get().FindSubmatch(b)
}

// FindSubmatchIndex is regexp.Regexp.FindSubmatchIndex.
func (l *Regexp) FindSubmatchIndex(b []byte) []int {
	if w := l.starts(b); w != nil {
		if m := w.find(l.re, b, 1, true); m != nil {
			return m[0]
		}
		return nil
	}
	if l.absent(b) {
		return nil
	}
	return l.Get().FindSubmatchIndex(b)
}

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (l *Regexp) FindStringSubmatch(s string) []string { return l.Get().FindStringSubmatch(s) }

// FindAll is regexp.Regexp.FindAll.
func (l *Regexp) FindAll(b []byte, n int) [][]byte {
	if l.absent(b) {
		return nil
	}
	return l.Get().FindAll(b, n)
}

// FindAllString is regexp.Regexp.FindAllString.
func (l *Regexp) FindAllString(s string, n int) []string { return l.Get().FindAllString(s, n) }

// FindAllSubmatch is regexp.Regexp.FindAllSubmatch.
func (l *Regexp) FindAllSubmatch(b []byte, n int) [][][]byte {
	if l.absent(b) {
		return nil
	}
	return l.Get().FindAllSubmatch(b, n)
}

// FindAllSubmatchIndex is regexp.Regexp.FindAllSubmatchIndex.
func (l *Regexp) FindAllSubmatchIndex(b []byte, n int) [][]int {
	if w := l.starts(b); w != nil {
		return w.find(l.re, b, n, true)
	}
	if l.absent(b) {
		return nil
	}
	return l.Get().FindAllSubmatchIndex(b, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (l *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return l.Get().FindAllStringSubmatch(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (l *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.Get().FindAllStringSubmatchIndex(s, n)
}

// ReplaceAll is regexp.Regexp.ReplaceAll.
func (l *Regexp) ReplaceAll(src, repl []byte) []byte { return l.Get().ReplaceAll(src, repl) }

// ReplaceAllString is regexp.Regexp.ReplaceAllString.
func (l *Regexp) ReplaceAllString(src, repl string) string {
	return l.Get().ReplaceAllString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (l *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return l.Get().ReplaceAllStringFunc(src, repl)
}
