// Package shared locates the project's shared test material (../shared beside
// the checkout). Tests that need it skip cleanly when it is absent.
package shared

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// Dir returns the shared directory, or "" when it is absent. SKILLINT_SHARED
// overrides the default location.
func Dir() string {
	if d := os.Getenv("SKILLINT_SHARED"); d != "" {
		return d
	}
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return ""
	}
	// internal/shared/shared.go -> repository root -> ../shared
	d := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared")
	if st, err := os.Stat(d); err == nil && st.IsDir() {
		return d
	}
	return ""
}

// Path joins elem under the shared directory, skipping t when it is absent.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	d := Dir()
	if d == "" {
		t.Skip("shared test material is absent")
	}
	p := filepath.Join(append([]string{d}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("shared test material %s is absent", filepath.Join(elem...))
	}
	return p
}
