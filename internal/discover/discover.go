// Package discover turns the paths a user gives into the files to lint:
// files named explicitly are always linted; directories are walked for the
// files some format claims, skipping version-control data, dependency and
// tool caches (SkipDir) and whatever the .gitignore files exclude. Other
// hidden directories are walked: hosts load skills from .claude/skills/,
// and real repositories keep skills in folders such as skills/.curated/.
package discover

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// File is one file to lint.
type File struct {
	Path     string
	Explicit bool
	// Root is the path given (a directory or the file itself) that the
	// file was found under.
	Root string
	// Tree holds, for a SKILL.md found by the walk, the listings (sorted by
	// name) of its directory and of the directories below it, down to
	// nested skills and the directories SkipDir names: whoever reads the
	// skill's other files need not list them again. It is not written to
	// once the file is handed on. Nil otherwise.
	Tree Tree
	// Err is set for a path the walk found but could not read (a directory
	// it could not list, or a directory named like a file to lint): it is
	// to be reported, never skipped in silence.
	Err error
}

// Tree maps directory paths to their listings, sorted by name.
type Tree map[string][]os.DirEntry

// ReadDir is the listing of dir, from the tree when it has it.
func (t Tree) ReadDir(dir string) ([]os.DirEntry, error) {
	if entries, ok := t[dir]; ok {
		return entries, nil
	}
	return os.ReadDir(dir)
}

// skillFile is the file that makes a directory a skill.
const skillFile = "SKILL.md"

// skipDirs are never walked into: version-control data, dependencies
// installed by package managers, and caches that tools write. Build output
// (dist/, build/) is walked unless a .gitignore excludes it: committed build
// output is what users install.
var skipDirs = map[string]bool{
	".git": true, ".hg": true, ".svn": true, ".bzr": true, "_darcs": true, ".jj": true,
	"node_modules": true, "vendor": true, "bower_components": true, ".venv": true, "venv": true,
	"__pycache__": true, ".tox": true, ".nox": true, ".mypy_cache": true, ".pytest_cache": true,
	".ruff_cache": true, ".cache": true, ".next": true, ".nuxt": true, ".gradle": true,
	".terraform": true, ".yarn": true, ".pnpm-store": true,
}

// SkipDir reports whether a directory of this name is never walked into.
func SkipDir(name string) bool { return skipDirs[name] }

// Find expands paths. claims says whether some format claims a file by its
// path. A path that does not exist is an error; so is a directory that
// cannot be walked at all.
func Find(paths []string, claims func(string) bool) ([]File, error) {
	var out []File
	err := Walk(paths, claims, func(f File) { out = append(out, f) })
	return out, err
}

// Check reports the first path that does not exist, so that a run can stop
// before it starts.
func Check(paths []string) error {
	for _, root := range paths {
		if _, err := os.Stat(root); err != nil {
			return fmt.Errorf("%s: %w", root, unwrapPathError(err))
		}
	}
	return nil
}

// Walk expands paths like Find, handing each file to fn as soon as it is
// found: roots in the order given, each directory in tree order (entries
// sorted by name), every file once.
func Walk(paths []string, claims func(string) bool, fn func(File)) error {
	seen := map[string]bool{}
	current := "" // the path given that is being walked
	report := func(p string, explicit bool, err error) {
		key := filepath.Clean(p)
		if seen[key] {
			return
		}
		seen[key] = true
		fn(File{Path: p, Explicit: explicit, Err: err, Root: current})
	}
	add := func(p string, explicit bool, tree Tree) {
		key := filepath.Clean(p)
		if seen[key] {
			return
		}
		seen[key] = true
		fn(File{Path: p, Explicit: explicit, Tree: tree, Root: current})
	}
	for _, root := range paths {
		current = root
		st, err := os.Stat(root)
		if err != nil {
			return fmt.Errorf("%s: %w", root, unwrapPathError(err))
		}
		if !st.IsDir() {
			add(root, true, nil)
			continue
		}
		if claims(root) {
			// A directory named SKILL.md (or x.agent.md, ...): the user
			// meant a file; say so, then walk it all the same.
			report(root, true, ErrIsDir)
		}
		if err := walk(root, claims, add, report); err != nil {
			return err
		}
	}
	return nil
}

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func walk(root string, claims func(string) bool, add func(string, bool, Tree), report func(string, bool, error)) error {
	entries, err := os.ReadDir(root)
	if err != nil {
		return fmt.Errorf("%s: %w", root, unwrapPathError(err))
	}
	w := &walker{claims: claims, add: add, report: report}
	w.dir(root, filepath.ToSlash(filepath.Clean(root)), entries)
	return nil
}

// walker walks directories in tree order, entries sorted by name, keeping
// the .gitignore files that apply on a stack. It reads each directory once:
// its listing says whether it has a .gitignore, so no directory costs a
// failed open.
type walker struct {
	claims func(string) bool
	add    func(string, bool, Tree)
	report func(string, bool, error) // a path found but not readable
	stack  []*ignoreFile
	// tree holds the listings read ahead for the skill being walked.
	tree Tree
}

// aheadBudget bounds the entries read ahead for one skill, so that a skill
// at the top of a large tree does not hold the listing of all of it: past
// it, directories are listed when they are reached.
const aheadBudget = 4096

// readAhead lists the directories of the skill at dir, whose listing is
// entries, down to nested skills (listed, not entered), .git, node_modules
// and the other directories SkipDir names: every directory the walk enters
// there, and every one a reader of the skill's bundled files does. budget is what may still be read; it returns what is
// left.
func readAhead(dir string, entries []os.DirEntry, tree Tree, budget int) int {
	tree[dir] = entries
	budget -= len(entries)
	for _, e := range entries {
		if budget <= 0 {
			break
		}
		name := e.Name()
		if !e.IsDir() || skipDirs[name] {
			continue
		}
		child := filepath.Join(dir, name)
		sub, err := os.ReadDir(child)
		if err != nil {
			continue
		}
		if HasEntry(sub, skillFile) {
			tree[child] = sub
			budget -= len(sub)
			continue
		}
		budget = readAhead(child, sub, tree, budget)
	}
	return budget
}

// HasEntry reports whether a sorted directory listing holds name.
func HasEntry(entries []os.DirEntry, name string) bool {
	i, found := slices.BinarySearchFunc(entries, name, func(e os.DirEntry, name string) int { return strings.Compare(e.Name(), name) })
	return found && entries[i].Name() == name
}

func (w *walker) dir(path, slash string, entries []os.DirEntry) {
	var tree Tree // the listings of this skill, when path is one
	if HasEntry(entries, skillFile) {
		outer := w.tree
		tree = Tree{}
		readAhead(path, entries, tree, aheadBudget)
		w.tree = tree
		defer func() { w.tree = outer }()
	}
	for _, e := range entries {
		if e.Name() == ".gitignore" {
			if f := loadIgnore(path); f != nil {
				f.dir = slash
				w.stack = append(w.stack, f)
				defer func() { w.stack = w.stack[:len(w.stack)-1] }()
			}
			break
		}
	}
	for _, e := range entries {
		name := e.Name()
		child := filepath.Join(path, name)
		cslash := slash + "/" + name
		if slash == "." {
			cslash = name
		} else if strings.HasSuffix(slash, "/") { // a root such as "/"
			cslash = slash + name
		}
		if e.IsDir() {
			if skipDirs[name] || ignored(w.stack, cslash, true) {
				continue
			}
			if w.claims(child) {
				w.report(child, false, ErrIsDir)
			}
			// A directory that cannot be listed (no permission, a path
			// longer than the system accepts) may hold skills: it is
			// reported, not skipped.
			sub, err := w.tree.ReadDir(child)
			if err != nil {
				w.report(child, false, ListError(child, err))
				continue
			}
			w.dir(child, cslash, sub)
			continue
		}
		if !w.claims(child) || ignored(w.stack, cslash, false) {
			continue
		}
		if w.tree != nil && tree == nil && TemplateAgent(name, slash) {
			// A custom agent kept as a template or an example inside a
			// skill (assets/, templates/, examples/): the skill's file,
			// read with it, not an agent a host loads.
			continue
		}
		if w.tree != nil && tree == nil && MisnamedSkillFile(name) {
			// skill.md in a folder of a skill (protocols/skill.md): a
			// document the skill loads, read with it, not a skill of its
			// own misnamed.
			continue
		}
		if tree != nil && name == skillFile {
			w.add(child, false, tree)
			continue
		}
		w.add(child, false, nil)
	}
}

// MisnamedSkillFile reports a skill.md in any case but SKILL.md's: inside a
// skill's folders, a document the skill loads (protocols/skill.md).
func MisnamedSkillFile(name string) bool {
	return name != skillFile && strings.EqualFold(name, skillFile)
}

// TemplateAgent reports a *.agent.md under a directory of templates or
// examples (slash is its directory's path).
func TemplateAgent(name, slash string) bool {
	if !strings.HasSuffix(strings.ToLower(name), ".agent.md") {
		return false
	}
	for _, seg := range strings.Split(slash, "/") {
		switch strings.ToLower(seg) {
		case "assets", "templates", "template", "examples", "example":
			return true
		}
	}
	return false
}

// under reports whether slash path p is dir or inside it.
func under(dir, p string) bool {
	return dir == "." || p == dir || strings.HasPrefix(p, dir+"/")
}
