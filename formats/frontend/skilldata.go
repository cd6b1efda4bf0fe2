package frontend

import (
	"path/filepath"
	"strings"
)

// InSkill reports whether path is dir/name inside a skill directory: its
// parent directory is named dir and the directory above holds a SKILL.md
// (e.g. `<skill>/evals/evals.json`). Apart from that stat, it looks at the
// path only.
func InSkill(path, dir, name string) (skillDir string, ok bool) {
	slash := filepath.ToSlash(path)
	if !strings.HasSuffix(slash, "/"+dir+"/"+name) && slash != dir+"/"+name {
		return "", false
	}
	skillDir = filepath.Dir(filepath.Dir(path))
	return skillDir, fileExists(filepath.Join(skillDir, "SKILL.md"))
}
