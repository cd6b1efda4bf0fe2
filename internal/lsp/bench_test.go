package lsp

import (
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillint/skillint/diag"
)

// skill20KB is a realistic SKILL.md of about 20 KB: prose, lists, code.
func skill20KB() []byte {
	var b strings.Builder
	b.WriteString("---\nname: data-check\ndescription: Validates CSV and JSON files. Use when the user asks to check data quality.\n---\n# Data check\n\n")
	for i := 0; b.Len() < 20000; i++ {
		fmt.Fprintf(&b, "## Step %d\n\nRead the file and check every row against the schema in references/schema.md. Report the row number, the column and the value for each mismatch; stop after 50.\n\n- Use `csvkit` for CSV files.\n- Use `jq` for JSON files.\n\n```bash\ncsvclean --dry-run data-%d.csv\n```\n\n", i, i)
	}
	b.WriteString("## Gotchas\n\n- Excel exports use semicolons.\n")
	return []byte(b.String())
}

// BenchmarkRelint20KB measures the server's work after a change to a 20 KB
// SKILL.md: lint the in-memory text and convert the diagnostics (UTF-16).
// Each iteration edits the text, as typing does, so nothing is reused from
// the previous lint but what a running server keeps (the tokenizer).
func BenchmarkRelint20KB(b *testing.B) {
	s := New(strings.NewReader(""), io.Discard)
	text := skill20KB()
	path := filepath.Join(b.TempDir(), "data-check", "SKILL.md")
	s.Diagnostics(path, text, diag.UTF16) // load the tokenizer once, as a running server has
	at := bytes.Index(text, []byte("Step 3"))
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		edited := append([]byte(nil), text...)
		copy(edited[at:], fmt.Sprintf("Step %05d", i)) // a different text each time
		s.Diagnostics(path, edited, diag.UTF16)
	}
}
