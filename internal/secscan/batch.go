package secscan

import (
	"github.com/skillint/skillint/internal/match"
	"strings"
)

// batchShell reads a Windows batch file (.bat, .cmd) as shell, line for
// line, so that the shell analysis finds its downloads and what runs them:
// set NAME=value is an assignment, %NAME% and !NAME! are variables, start
// runs its program, backslashes are path separators, >nul is /dev/null,
// comments and labels are blank. at maps an offset of the text back to the
// source (a line's start exactly, columns clamped to the line).
func batchShell(src []byte) (text string, at func(int) int) {
	var b strings.Builder
	var tStarts, oStarts, oLens []int
	for ls := 0; ls <= len(src); {
		le := ls
		for le < len(src) && src[le] != '\n' {
			le++
		}
		line := strings.TrimRight(string(src[ls:le]), "\r")
		tStarts, oStarts, oLens = append(tStarts, b.Len()), append(oStarts, ls), append(oLens, len(line))
		b.WriteString(batchLine(line))
		b.WriteByte('\n')
		if le >= len(src) {
			break
		}
		ls = le + 1
	}
	text = b.String()
	at = func(p int) int {
		i := len(tStarts) - 1
		for lo, hi := 0, len(tStarts)-1; lo <= hi; {
			mid := (lo + hi) / 2
			if tStarts[mid] <= p {
				i, lo = mid, mid+1
			} else {
				hi = mid - 1
			}
		}
		return oStarts[i] + min(max(p-tStarts[i], 0), oLens[i])
	}
	return text, at
}

var (
	batchVarRE   = match.Lazy(`%~?[dpnx0-9]*[A-Za-z_][A-Za-z0-9_]*%|![A-Za-z_][A-Za-z0-9_]*!|%~dp0`)
	batchSetRE   = match.Lazy(`(?i)^\s*set\s+"?([A-Za-z_][A-Za-z0-9_]*)=([^"]*)"?\s*$`)
	batchStartRE = match.Lazy(`(?i)^(\s*)start\s+("[^"]*"\s+)?(/\w+\s+)*`)
	batchNulRE   = match.Lazy(`(?i)(\d?)>\s*nul\b`)
)

func batchLine(line string) string {
	t := strings.TrimSpace(line)
	lt := strings.ToLower(t)
	if t == "" || strings.HasPrefix(t, "::") || strings.HasPrefix(t, ":") || strings.HasPrefix(lt, "rem ") || lt == "rem" || strings.HasPrefix(lt, "@echo") ||
		lt == "setlocal" || strings.HasPrefix(lt, "setlocal ") || lt == "endlocal" || lt == "pause" || strings.HasPrefix(lt, "goto ") {
		return ""
	}
	t = strings.TrimPrefix(t, "@")
	if m := batchSetRE.FindStringSubmatch(t); m != nil {
		return m[1] + "='" + strings.ReplaceAll(batchVars(m[2]), "'", "'\\''") + "'"
	}
	t = batchStartRE.ReplaceAllString(t, "$1")
	t = batchNulRE.ReplaceAllString(t, "$1>/dev/null")
	t = strings.ReplaceAll(t, "^", "")
	return strings.ReplaceAll(batchVars(t), `\`, "/")
}

// batchVars writes %NAME% and !NAME! as ${NAME}, %~dp0 (the script's own
// directory) as ".".
func batchVars(s string) string {
	return batchVarRE.ReplaceAllStringFunc(s, func(v string) string {
		if strings.EqualFold(v, "%~dp0") {
			return "./"
		}
		n := strings.Trim(v, "%!")
		if i := strings.IndexByte(n, '~'); i >= 0 {
			n = strings.TrimLeft(n[i+1:], "dpnx0123456789")
		}
		return "${" + n + "}"
	})
}
