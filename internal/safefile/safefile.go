// Package safefile reads a file that a user or a repository names, the way
// skillint reads every file it lints: only a regular file (never a
// directory, a FIFO, a device or a socket, whose reads may block or never
// end), opened without blocking, and only when it is within a size limit
// (a larger one is refused whole, never read in part).
package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrTooLarge is the error (wrapped) for a file over the limit.
var ErrTooLarge = errors.New("too large")

// Read reads the regular file at path, of at most max bytes (max > 0).
// what names the file in errors ("the configuration file").
func Read(path string, max int64, what string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer func() { _ = f.Close() }()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, fmt.Errorf("%s %s is a directory, not a file", what, path)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s %s is %s, not a regular file: skillint reads only regular files", what, path, kind(st.Mode()))
	}
	if st.Size() > max {
		return nil, fmt.Errorf("%s %s is %w: %d bytes, and skillint reads at most %d", what, path, ErrTooLarge, st.Size(), max)
	}
	// The file may grow while it is read: read one byte past the limit to
	// see it.
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > max {
		return nil, fmt.Errorf("%s %s is %w: it grew past %d bytes while being read", what, path, ErrTooLarge, max)
	}
	return b, nil
}

// kind names what a file that is not regular is.
func kind(m os.FileMode) string {
	switch {
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return fmt.Sprintf("of type %s", m.Type())
}
