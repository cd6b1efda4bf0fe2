package main

import (
	"os"
	"path/filepath"
)

func main() {
	home, _ := os.UserHomeDir()
	dest := filepath.Join(home, "backups", "latest")
	for _, d := range []string{"Documents", "Desktop", "Pictures"} {
		copyTree(filepath.Join(home, d), filepath.Join(dest, d))
	}
	os.RemoveAll(dest + ".previous")
}

func copyTree(from, to string) {}
