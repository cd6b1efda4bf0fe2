package cli

import (
	"os"
	"path/filepath"
)

// The SARIF of --sarif-file is written whole at the end of a run that
// completed, through a temporary file renamed over it, so a failed run never
// leaves an empty or partial SARIF file behind (nor replaces a previous
// one). See lintAction.

// writeFileAtomic replaces path with data, or leaves it as it was.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		// CreateTemp makes the file 0600; a report is as readable as any
		// file the user creates.
		err = os.Chmod(name, 0o644)
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		_ = os.Remove(name)
	}
	return err
}
