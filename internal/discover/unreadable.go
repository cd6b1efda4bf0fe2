package discover

import (
	"errors"
	"fmt"
	"syscall"
)

// ErrIsDir is the error for a directory named like a file to lint.
var ErrIsDir = errors.New("this is a directory, not a file: a skill's SKILL.md (or an agent file) must be a regular file")

// ListError explains why the directory at path could not be listed.
func ListError(path string, err error) error {
	err = unwrapPathError(err)
	if errors.Is(err, syscall.ENAMETOOLONG) {
		return fmt.Errorf("cannot list this directory: its path is %d bytes, longer than the system accepts (%w), so the files in it are not checked; move the skills to a shorter path", len(path), err)
	}
	return fmt.Errorf("cannot list this directory (%w), so the files in it are not checked", err)
}
