package lint

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestReadRegular(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.txt")
	big := filepath.Join(dir, "big.bin")
	_ = os.WriteFile(small, []byte("hello\n"), 0o644)
	_ = os.WriteFile(big, bytes.Repeat([]byte("x"), 10000), 0o644)

	// Into a reused buffer that is too small, and one that is large enough.
	for _, buf := range [][]byte{make([]byte, 2), make([]byte, 0, 4096)} {
		b, size, err := readRegular(small, 100, buf, 16)
		if err != nil || string(b) != "hello\n" || size != 6 {
			t.Errorf("small file: %q %d %v", b, size, err)
		}
	}
	// Over the limit: the head, and errTooLarge.
	b, size, err := readRegular(big, 100, nil, 16)
	if !errors.Is(err, errTooLarge) || len(b) != 16 || size != 10000 {
		t.Errorf("big file: %d bytes, size %d, %v", len(b), size, err)
	}
	if b, err := readFile(big, 0); err != nil || len(b) != 10000 {
		t.Errorf("no limit: %d bytes, %v", len(b), err)
	}
	// Not regular files are refused without reading.
	if _, err := readFile(dir, 0); err == nil || !strings.Contains(err.Error(), "is a directory, not a file") {
		t.Errorf("directory: %v", err)
	}
	if _, err := readFile(filepath.Join(dir, "missing"), 0); err == nil || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	_ = os.WriteFile(empty, nil, 0o644)
	if b, err := readFile(empty, 10); err != nil || len(b) != 0 {
		t.Errorf("empty file: %q %v", b, err)
	}
}
