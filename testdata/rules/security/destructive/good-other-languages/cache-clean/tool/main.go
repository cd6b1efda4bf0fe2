package main

import (
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	os.RemoveAll(filepath.Join(home, ".cache", "cache-clean"))
	tmp := filepath.Join(os.TempDir(), "cache-clean")
	os.RemoveAll(tmp)
}
