package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/output"
)

// sarifTee is the printer of --sarif-file: the chosen format goes to standard
// output and, from the same findings, SARIF goes to a file. The file is
// written whole at the end of a run that completed, through a temporary file
// renamed over it, so a failed run never leaves an empty or partial SARIF
// file behind (nor replaces a previous one).
type sarifTee struct {
	output.Printer
	sarif output.Printer
	path  string
}

func (t *sarifTee) File(w io.Writer, f *diag.File) error {
	if err := t.sarif.File(io.Discard, f); err != nil {
		return err
	}
	return t.Printer.File(w, f)
}

func (t *sarifTee) Finish(w io.Writer, s diag.Summary) error {
	if err := t.Printer.Finish(w, s); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := t.sarif.Finish(&b, s); err != nil {
		return err
	}
	return writeFileAtomic(t.path, b.Bytes())
}

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
