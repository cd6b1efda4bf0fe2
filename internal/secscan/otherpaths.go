package secscan

import (
	"bytes"
	"strings"

	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/shell"
)

// The paths a script of a language the analysis does not follow (see
// otherLangs) writes or deletes, read from the string literals of a call's
// arguments and of the assignments of the names it is given, one or two
// steps back: p := filepath.Join(home, ".ssh", "authorized_keys") with home
// := os.UserHomeDir() is ~/.ssh/authorized_keys. Pieces are joined in the
// order written; a home directory named anywhere among them (otherHomeRE,
// or a literal starting with ~) puts the path under ~/. What a call does
// with values computed at run time (a loop, a function's result) is not
// followed.

// quoteEnd is the offset of the quote that closes the string opening at
// b[i] (a backslash escapes the byte after it), of the line's end where it
// is unclosed, or len(b).
func quoteEnd(b []byte, i int) int {
	c, j := b[i], i+1
	for j < len(b) && b[j] != c && b[j] != '\n' {
		if b[j] == '\\' {
			j++
		}
		j++
	}
	return j
}

// callArgs is the text of a call's arguments from src[from] (just after
// its opening parenthesis) to the parenthesis that closes it, across lines
// (a builder or a long call), at most 400 bytes; the end of the call.
func callArgs(src []byte, from int) ([]byte, int) {
	depth := 0
	for i := from; i < len(src) && i-from < 400; i++ {
		switch src[i] {
		case '"', '\'':
			i = quoteEnd(src, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth == 0 {
				return src[from:i], i + 1
			}
			depth--
		case ';':
			return src[from:i], i
		}
	}
	return nil, from
}

// pathArg is the argument of a call's arguments args that names the file:
// the first, or for Perl's open (a handle, a mode, a path) the last.
func pathArg(args []byte, lang string) []byte {
	depth, last := 0, 0
	var first []byte
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case '"', '\'':
			i = quoteEnd(args, i)
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				if first == nil {
					first = args[:i]
				}
				last = i + 1
			}
		}
	}
	if first == nil {
		return args
	}
	if lang == "Perl" {
		return args[last:]
	}
	return first
}

// literalsOf calls fn with each quoted string of b, unquoted.
func literalsOf(b []byte, fn func(lit string)) {
	for i := 0; i < len(b); i++ {
		c := b[i]
		if c != '"' && c != '\'' {
			continue
		}
		j := quoteEnd(b, i)
		if j >= len(b) {
			return
		}
		fn(string(b[i+1 : j]))
		i = j
	}
}

// identsOf calls fn with each name of b outside its strings that is not
// a call's, a field's or a method's (filepath.Join(home, x): filepath, home
// and x; home.join(x): home), and whether an object's (followed by a dot).
func identsOf(b []byte, fn func(name string, object bool)) {
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == '"' || c == '\'':
			i = quoteEnd(b, i)
		case c == '$' || c == '@' || c == '_' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z':
			j := i + 1
			for j < len(b) && (b[j] == '_' || match.IsASCIIAlnum(b[j])) {
				j++
			}
			k := j
			for k < len(b) && (b[k] == ' ' || b[k] == '\t') {
				k++
			}
			if (i == 0 || b[i-1] != '.' && b[i-1] != ':') && (k >= len(b) || b[k] != '(' && b[k] != ':') {
				fn(strings.TrimLeft(string(b[i:j]), "$@"), k < len(b) && b[k] == '.')
			}
			i = j - 1
		}
	}
}

// otherAssigns are the assignments of the script (otherReadAssignRE's
// matches, at most 4000), found once for the checks that read them.
func (s *scanner) otherAssigns() [][]int {
	if s.assigns == nil {
		s.assigns = otherReadAssignRE.FindAllSubmatchIndex(s.in.Src, 4000)
		if s.assigns == nil {
			s.assigns = [][]int{}
		}
	}
	return s.assigns
}

// firstN is a's first n items at most.
func firstN(a [][]int, n int) [][]int { return a[:min(len(a), n)] }

// modeLiteralRE is a file mode, no path piece ("a", "wb", ">>").
var modeLiteralRE = match.Lazy(`^[rwabxt+<>]{1,3}$`)

// otherPathAt is the path the expression arg (of the call at offset at)
// names, built as said above; "" when it holds no literal, or a name whose
// value is not known here (a loop's variable, a function's parameter: the
// path may be anything under the pieces known).
func otherPathAt(src, arg []byte, at int, assigns [][]int) string {
	var text bytes.Buffer
	text.Write(arg)
	seen := map[string]bool{}
	unknown := false
	var resolve func(b []byte, depth int)
	resolve = func(b []byte, depth int) {
		identsOf(b, func(name string, object bool) {
			if seen[name] || otherKeyword[name] {
				return
			}
			if depth > 2 || len(seen) >= 16 {
				unknown = unknown || !object
				return
			}
			seen[name] = true
			// The name's last assignment before the call.
			var expr []byte
			for _, m := range assigns {
				if m[0] >= at {
					break
				}
				if string(bytes.TrimLeft(src[m[2]:m[3]], "$@")) == name {
					expr = src[m[4]:m[5]]
				}
			}
			if expr != nil {
				text.WriteByte(' ')
				text.Write(expr)
				resolve(expr, depth+1)
			} else if !object {
				unknown = true
			}
		})
	}
	resolve(arg, 1)
	if unknown {
		return ""
	}
	all := text.Bytes()
	home := otherHomeRE.Match(all)
	stripped := otherHomeRE.ReplaceAll(all, nil) // System.getProperty("user.home"): no piece
	var pieces []string
	literalsOf(stripped, func(lit string) {
		if len(pieces) >= 12 || lit == "" || len(lit) > 200 || modeLiteralRE.MatchString(lit) || strings.ContainsAny(lit, "\n%{}") {
			return
		}
		if lit == "~" || strings.HasPrefix(lit, "~/") {
			home = true
			lit = strings.TrimPrefix(strings.TrimPrefix(lit, "~"), "/")
			if lit == "" {
				return
			}
		}
		pieces = append(pieces, strings.Trim(lit, "/\\"))
	})
	if len(pieces) == 0 {
		if home {
			return "~"
		}
		return ""
	}
	p := strings.Join(pieces, "/")
	if home {
		p = "~/" + p
	}
	return p
}

// otherWriteRE opens a file to write, or writes one, in those languages:
// the path is among the arguments that follow. otherWriteModeRE is the
// write mode a call of otherNeedsModeRE must be given to write.
var (
	otherWriteRE     = match.Lazy(`\bos\.(OpenFile|WriteFile|Create)\(|\bioutil\.WriteFile\(|\bFile\.(open|new|write|AppendAllText|WriteAllText|AppendAllLines|WriteAllLines|AppendText|CreateText)\(|\bIO\.write\(|\bfile_put_contents\(|\bfopen\(|\bFiles\.(write|writeString|newBufferedWriter|newOutputStream)\(|\bnew\s+(FileWriter|FileOutputStream|StreamWriter|PrintWriter)\(|\bfs::write\(|\bFile::create\(|\.append\(true\)[^;\n]{0,80}\.open\(|\bopen\(`)
	otherNeedsModeRE = match.Lazy(`^(File\.(open|new)|fopen|open|os\.OpenFile)\($`)
	otherWriteModeRE = match.Lazy(`["'](\+?[aw][bt+]?|>>?|[ab]\+)["']|\bO_(APPEND|WRONLY|RDWR)\b|File::(WRONLY|APPEND)\b`)
)

// otherPersistWrite reports, in a script of a language the analysis does
// not follow, a file opened to write (or written) at a place whose
// contents run again later or let someone in: a shell's start-up file,
// ~/.ssh/authorized_keys, a launch agent, a cron table (shell.PersistPath).
func (s *scanner) otherPersistWrite(lang string, ctx secctx.Ctx, commented func(int) bool) {
	src := s.in.Src
	if !match.ContainsAnyFold(src, "authorized_keys", "rc\"", "rc'", "profile", "launchagents", "launchdaemons", "cron", "systemd", "autostart", "git/hooks", ".claude", "sudoers", "/etc/") {
		return
	}
	for _, m := range otherWriteRE.FindAllIndex(src, 200) {
		if commented(m[0]) {
			continue
		}
		arg, end := callArgs(src, m[1])
		if arg == nil {
			continue
		}
		if otherNeedsModeRE.Match(src[m[0]:m[1]]) && !otherWriteModeRE.Match(arg) {
			continue // a read
		}
		p := otherPathAt(src, pathArg(arg, lang), m[0], s.otherAssigns())
		if p == "" || !shell.PersistPath(p) {
			continue
		}
		_, le := lines.Bounds(src, m[0])
		s.report(Persistence, m[0], min(end, le), ctx, secctx.Act,
			"a "+lang+" script that opens "+p+" to write", "do the work in the task; let the user set up anything that runs later")
		return
	}
}
