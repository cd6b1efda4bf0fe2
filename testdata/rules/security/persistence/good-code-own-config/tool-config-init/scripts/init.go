package main

import (
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	cfg := filepath.Join(home, ".config", "acme", "config.yaml")
	os.WriteFile(cfg, []byte("theme: dark\n"), 0o644)
	rc, _ := os.Open(filepath.Join(home, ".bashrc"))
	defer rc.Close()
	for _, name := range os.Args[1:] {
		os.WriteFile(filepath.Join(home, name), nil, 0o644)
	}
}
