//go:build unix

package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok.yaml")
	if err := os.WriteFile(ok, []byte("rules: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := Read(ok, 100, "the file"); err != nil || string(b) != "rules: {}\n" {
		t.Fatalf("%q %v", b, err)
	}
	if _, err := Read(ok, 5, "the file"); !errors.Is(err, ErrTooLarge) || !strings.Contains(err.Error(), "10 bytes") {
		t.Errorf("over the limit: %v", err)
	}
	if _, err := Read(dir, 100, "the file"); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Errorf("directory: %v", err)
	}
	if _, err := Read("/dev/zero", 100, "the file"); err == nil || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("/dev/zero: %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	done := make(chan error, 1)
	go func() { _, err := Read(fifo, 100, "the file"); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "not a regular file") {
			t.Errorf("FIFO: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("reading a FIFO blocked")
	}
}
