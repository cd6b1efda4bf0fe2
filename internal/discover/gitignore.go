package discover

import (
	"bufio"
	"bytes"
	"github.com/skillint/skillint/internal/glob"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// ignoreRule is one pattern line of a .gitignore file.
type ignoreRule struct {
	re      *regexp.Regexp
	negate  bool
	dirOnly bool
}

// ignoreFile is the rules of one .gitignore, relative to its directory.
type ignoreFile struct {
	dir   string // slash path of the directory holding the file
	rules []ignoreRule
}

func loadIgnore(dir string) *ignoreFile {
	data, err := os.ReadFile(filepath.Join(dir, ".gitignore"))
	if err != nil {
		return nil
	}
	f := &ignoreFile{dir: filepath.ToSlash(dir)}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		if r, ok := parseIgnoreLine(sc.Text()); ok {
			f.rules = append(f.rules, r)
		}
	}
	return f
}

func parseIgnoreLine(line string) (ignoreRule, bool) {
	line = strings.TrimSuffix(line, "\r")
	if line == "" || strings.HasPrefix(line, "#") {
		return ignoreRule{}, false
	}
	// Trailing spaces are dropped unless escaped.
	for strings.HasSuffix(line, " ") && !strings.HasSuffix(line, `\ `) {
		line = line[:len(line)-1]
	}
	var r ignoreRule
	if strings.HasPrefix(line, "!") {
		r.negate = true
		line = line[1:]
	} else if strings.HasPrefix(line, `\!`) || strings.HasPrefix(line, `\#`) {
		line = line[1:]
	}
	if strings.HasSuffix(line, "/") {
		r.dirOnly = true
		line = strings.TrimRight(line, "/")
	}
	if line == "" {
		return ignoreRule{}, false
	}
	anchored := strings.Contains(line, "/")
	line = strings.TrimPrefix(line, "/")
	expr := glob.Regexp(line)
	if anchored {
		expr = "^" + expr + "$"
	} else {
		expr = "(^|/)" + expr + "$"
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return ignoreRule{}, false
	}
	r.re = re
	return r, true
}

// ignored reports whether path (slash-separated) is excluded by the stack of
// .gitignore files that apply to it, the deepest last. The last matching
// pattern decides.
func ignored(stack []*ignoreFile, path string, isDir bool) bool {
	result := false
	for _, f := range stack {
		if !under(f.dir, path) || path == f.dir {
			continue
		}
		rel := path
		if f.dir != "." {
			rel = path[len(f.dir)+1:]
		}
		for _, r := range f.rules {
			if r.dirOnly && !isDir {
				continue
			}
			if r.re.MatchString(rel) {
				result = !r.negate
			}
		}
	}
	return result
}
