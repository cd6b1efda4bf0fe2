package fix

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// ErrChanged is returned by Write when the file on disk is no longer the
// text that was linted: it was edited meanwhile, and is left alone.
var ErrChanged = errors.New("the file changed since it was read; left unchanged")

// ErrOutside is returned by Write for a symbolic link that leads out of
// the linted tree: fixing it would write a file the user did not name.
var ErrOutside = errors.New("a symbolic link to a file outside the linted paths; left unchanged")

// Roots are the real (symlink-free, absolute) directories a run lints: a
// fixed file must resolve inside one of them.
type Roots []string

// NewRoots resolves the paths given on the command line: a directory is a
// root, a file's directory is one (the directory the file is named in, not
// the one a link leads to).
func NewRoots(paths []string) Roots {
	var out Roots
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			p = filepath.Dir(p)
		}
		real, err := filepath.EvalSymlinks(p)
		if err != nil {
			continue
		}
		if abs, err := filepath.Abs(real); err == nil {
			out = append(out, abs)
		}
	}
	return out
}

// contains reports whether the absolute path p is inside a root.
func (r Roots) contains(p string) bool {
	for _, root := range r {
		rel, err := filepath.Rel(root, p)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel) {
			return true
		}
	}
	return false
}

// Write replaces the file at path, whose content was old when it was read,
// with fixed: through a temporary file in the same directory and a rename,
// so that a reader sees the old file or the new one and never a part of
// either, with the old file's permissions. A symbolic link is followed
// only to a file inside roots, and the link itself is kept. A file whose
// content is no longer old is not written (ErrChanged).
func Write(path string, old, fixed []byte, roots Roots) error {
	target := path
	if st, err := os.Lstat(path); err != nil {
		return err
	} else if st.Mode()&os.ModeSymlink != 0 {
		real, err := filepath.EvalSymlinks(path)
		if err != nil {
			return err
		}
		abs, err := filepath.Abs(real)
		if err != nil || !roots.contains(abs) {
			return ErrOutside
		}
		target = real
	}
	st, err := os.Stat(target)
	if err != nil {
		return err
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("not a regular file; left unchanged")
	}
	cur, err := readAll(target, int64(len(old))+1)
	if err != nil {
		return err
	}
	if !bytes.Equal(cur, old) {
		return ErrChanged
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(target)+".skillint-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	ok := false
	defer func() {
		if !ok {
			_ = tmp.Close()
			_ = os.Remove(name)
		}
	}()
	if _, err := tmp.Write(fixed); err != nil {
		return err
	}
	if err := tmp.Chmod(st.Mode().Perm()); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	// The last look before the rename: the window where an edit is lost is
	// this one call wide.
	if cur, err := readAll(target, int64(len(old))+1); err != nil || !bytes.Equal(cur, old) {
		_ = os.Remove(name)
		ok = true
		if err != nil {
			return err
		}
		return ErrChanged
	}
	if err := os.Rename(name, target); err != nil {
		return err
	}
	ok = true
	return nil
}

// readAll reads at most limit bytes of the file at path.
func readAll(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	return io.ReadAll(io.LimitReader(f, limit))
}
