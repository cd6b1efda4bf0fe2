package match

import "regexp"

// The methods below are those of regexp.Regexp, on the expression compiled
// at first use.

// Match is regexp.Regexp.Match.
func (l *Regexp) Match(b []byte) bool { return l.Get().Match(b) }

// Find is regexp.Regexp.Find.
func (l *Regexp) Find(b []byte) []byte { return l.Get().Find(b) }

// FindIndex is regexp.Regexp.FindIndex.
func (l *Regexp) FindIndex(b []byte) []int { return l.Get().FindIndex(b) }

// FindString is regexp.Regexp.FindString.
func (l *Regexp) FindString(s string) string { return l.Get().FindString(s) }

// FindStringIndex is regexp.Regexp.FindStringIndex.
func (l *Regexp) FindStringIndex(s string) []int { return l.Get().FindStringIndex(s) }

// FindSubmatch is regexp.Regexp.FindSubmatch.
func (l *Regexp) FindSubmatch(b []byte) [][]byte { return l.Get().FindSubmatch(b) }

// FindSubmatchIndex is regexp.Regexp.FindSubmatchIndex.
func (l *Regexp) FindSubmatchIndex(b []byte) []int { return l.Get().FindSubmatchIndex(b) }

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (l *Regexp) FindStringSubmatch(s string) []string { return l.Get().FindStringSubmatch(s) }

// FindStringSubmatchIndex is regexp.Regexp.FindStringSubmatchIndex.
func (l *Regexp) FindStringSubmatchIndex(s string) []int {
	return l.Get().FindStringSubmatchIndex(s)
}

// FindAll is regexp.Regexp.FindAll.
func (l *Regexp) FindAll(b []byte, n int) [][]byte { return l.Get().FindAll(b, n) }

// FindAllString is regexp.Regexp.FindAllString.
func (l *Regexp) FindAllString(s string, n int) []string { return l.Get().FindAllString(s, n) }

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (l *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return l.Get().FindAllStringIndex(s, n)
}

// FindAllSubmatch is regexp.Regexp.FindAllSubmatch.
func (l *Regexp) FindAllSubmatch(b []byte, n int) [][][]byte { return l.Get().FindAllSubmatch(b, n) }

// FindAllSubmatchIndex is regexp.Regexp.FindAllSubmatchIndex.
func (l *Regexp) FindAllSubmatchIndex(b []byte, n int) [][]int {
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

// ReplaceAllLiteralString is regexp.Regexp.ReplaceAllLiteralString.
func (l *Regexp) ReplaceAllLiteralString(src, repl string) string {
	return l.Get().ReplaceAllLiteralString(src, repl)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (l *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return l.Get().ReplaceAllStringFunc(src, repl)
}

// ReplaceAllFunc is regexp.Regexp.ReplaceAllFunc.
func (l *Regexp) ReplaceAllFunc(src []byte, repl func([]byte) []byte) []byte {
	return l.Get().ReplaceAllFunc(src, repl)
}

// Split is regexp.Regexp.Split.
func (l *Regexp) Split(s string, n int) []string { return l.Get().Split(s, n) }

// SubexpIndex is regexp.Regexp.SubexpIndex.
func (l *Regexp) SubexpIndex(name string) int { return l.Get().SubexpIndex(name) }

// SubexpNames is regexp.Regexp.SubexpNames.
func (l *Regexp) SubexpNames() []string { return l.Get().SubexpNames() }

// NumSubexp is regexp.Regexp.NumSubexp.
func (l *Regexp) NumSubexp() int { return l.Get().NumSubexp() }

var _ interface {
	Match([]byte) bool
	FindAllIndex([]byte, int) [][]int
} = (*regexp.Regexp)(nil)
