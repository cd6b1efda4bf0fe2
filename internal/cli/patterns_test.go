package cli

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillint/skillint/internal/match"
)

// Every pattern of the program is compiled on first use, not when it
// starts: this binary links every package, and each of their patterns must
// compile (a bad one would panic in the middle of a run).
func TestEveryBuiltinPatternCompiles(t *testing.T) {
	if len(match.Builtins) < 290 {
		t.Fatalf("only %d patterns compiled on first use are registered", len(match.Builtins))
	}
	for _, bad := range match.CheckBuiltins() {
		t.Error(bad)
	}
}

// A pattern's prefilter answers "no match" without running it: on every
// text of the fixtures (and the same text in capitals), that answer must
// be right.
func TestPrefiltersOnlySaveWork(t *testing.T) {
	files := 0
	err := filepath.WalkDir(filepath.Join("..", "..", "testdata"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil || len(b) < 256 {
			return err
		}
		files++
		for _, text := range [][]byte{b, bytes.ToUpper(b)} {
			for _, bad := range match.CheckPrefilters(text) {
				t.Errorf("%s: the prefilter of %q says no match, the pattern matches", path, bad)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("only %d fixtures read", files)
	}
}
