package threemd

import (
	"bytes"
	"math"
	"strconv"
)

// ParseNumber reads a finite decimal: an optional sign, digits with an
// optional fraction (or a fraction alone), and an optional exponent.
// Hex, "inf", "nan", thousands separators and the empty string are refused.
func ParseNumber(s string) (float64, bool) {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
		digits++
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			digits++
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
			exp++
		}
		if exp == 0 {
			return 0, false
		}
	}
	if i != len(s) {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

func formatZ(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// FormatZ prints a z value the way the reference tools do (1.0 prints as 1).
func FormatZ(f float64) string { return formatZ(f) }

// Links finds every `[[z=N]]` and `[[z=N|text]]` in src[from:to], where N is
// a finite decimal. Code is not skipped: loaders resolve links there too.
func Links(src []byte, from, to int, lineOf func(int) int) []Link {
	seg := src[from:to]
	n := bytes.Count(seg, []byte("[[z="))
	if n == 0 {
		return nil
	}
	out := make([]Link, 0, n)
	var last string // the previous target: repeated targets share a string
	base := 0
	for {
		k := bytes.Index(seg[base:], []byte("[[z="))
		if k < 0 {
			return out
		}
		s := base + k
		base = s + 4
		j := base
		for j < len(seg) && seg[j] != ']' && seg[j] != '|' && seg[j] != '\n' && seg[j] != '[' {
			j++
		}
		if j >= len(seg) || seg[j] == '\n' || seg[j] == '[' {
			continue
		}
		target := last
		if target != string(seg[base:j]) {
			target = string(seg[base:j])
			last = target
		}
		f, ok := ParseNumber(target)
		if !ok {
			continue
		}
		var text *string
		if seg[j] == '|' {
			e := j + 1
			for e < len(seg) && seg[e] != ']' && seg[e] != '\n' {
				e++
			}
			if e >= len(seg) || seg[e] == '\n' {
				continue
			}
			t := string(seg[j+1 : e])
			text = &t
			j = e
		}
		if j+1 >= len(seg) || seg[j+1] != ']' {
			continue
		}
		end := j + 2
		l := Link{Target: f, TargetText: target, Text: text, Start: from + s, End: from + end}
		if lineOf != nil {
			l.Line = lineOf(l.Start)
		}
		out = append(out, l)
		base = end
	}
}
