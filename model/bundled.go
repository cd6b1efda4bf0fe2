package model

import (
	"path/filepath"
	"strings"

	"github.com/skillint/skillint/diag"
)

// scriptExt are the endings of bundled files read as code.
var scriptExt = map[string]bool{".sh": true, ".bash": true, ".zsh": true, ".zsh-theme": true, ".fish": true, ".py": true, ".js": true, ".mjs": true,
	".cjs": true, ".ts": true, ".rb": true, ".rake": true, ".gemspec": true, ".pl": true, ".php": true, ".ps1": true, ".psm1": true, ".bat": true, ".cmd": true,
	".go": true, ".rs": true, ".java": true, ".kt": true, ".kts": true, ".cs": true, ".scala": true, ".groovy": true, ".gradle": true, ".swift": true, ".lua": true, ".r": true, ".jl": true, ".applescript": true,
	".vbs": true, ".sql": true, ".mk": true, ".makefile": true, ".dockerfile": true, ".toml": true, ".yaml": true, ".yml": true, ".json": true, ".jsonl": true, ".ndjson": true}

// RubyBuildFiles are Ruby files known by their name (lowercased): what
// rake, Vagrant, Capistrano, Guard, fastlane, CocoaPods, bundler, Danger,
// brew bundle and Rack load and run (and *.rake, *.gemspec: see IsScript).
var RubyBuildFiles = map[string]bool{"rakefile": true, "vagrantfile": true, "capfile": true, "guardfile": true, "fastfile": true, "podfile": true,
	"gemfile": true, "dangerfile": true, "brewfile": true, "config.ru": true}

// RubyBuildFile reports a Ruby file known by its name (base, lowercased):
// one of RubyBuildFiles, or one of them with an ending of its own
// (Rakefile.assets, Vagrantfile.local), not a lock file (Gemfile.lock).
func RubyBuildFile(base string) bool {
	if RubyBuildFiles[base] {
		return true
	}
	stem, _, ok := strings.Cut(base, ".")
	if !ok || !RubyBuildFiles[stem] || strings.Contains(base, ".lock") {
		return false
	}
	// Not another language's or a data file's ending (dangerfile.ts is
	// Danger JS, Fastfile.swift fastlane's Swift, Brewfile.json data).
	ext := filepath.Ext(base)
	return !scriptExt[ext] && !dataExt[ext] || ext == ".rb"
}

// dataExt are endings of data and documents, never Ruby.
var dataExt = map[string]bool{".md": true, ".txt": true, ".json": true, ".yml": true, ".yaml": true, ".toml": true, ".xml": true, ".csv": true, ".html": true}

// IsScript reports whether a bundled file is code (not prose).
func IsScript(path string) bool {
	base := strings.ToLower(filepath.Base(path))
	if base == "makefile" || base == "dockerfile" || RubyBuildFile(base) {
		return true
	}
	return scriptExt[filepath.Ext(base)]
}

// isScriptText reports whether a bundled file of no known ending is code:
// an extensionless file that starts with a shebang line ("#!/bin/sh") or
// sits in a folder of git hooks, a systemd unit or an autostart entry
// (their Exec lines run).
func isScriptText(path string, text []byte) bool {
	base := strings.ToLower(filepath.Base(path))
	switch filepath.Ext(base) {
	case ".service", ".desktop":
		return true
	case "":
		if strings.HasPrefix(string(text[:min(len(text), 3)]), "#!/") {
			return true
		}
		dir := "/" + filepath.ToSlash(filepath.Dir(path)) + "/"
		for _, d := range []string{"/hooks/", "/githooks/", "/.githooks/", "/.husky/"} {
			if strings.Contains(dir, d) {
				return true
			}
		}
	}
	return false
}

// FromBundled maps a text file bundled with a skill: one unit whose body is
// the whole file. Markdown keeps its structure (code and prose differ);
// a script is all code.
func FromBundled(src *diag.Source) *Document {
	doc := &Document{Source: src, Format: FormatBundled, Dir: filepath.Dir(src.Path), Script: IsScript(src.Path) || isScriptText(src.Path, src.Bytes)}
	body := NewBody(src, 0, len(src.Bytes))
	body.Light = true
	doc.Skills = []*Skill{{Role: RoleSkill, Body: body}}
	return doc
}

// Structured maps a data file (JSON or YAML) whose rules read its own
// tree: one unit whose body is the whole file, read as code, so that the
// rules about what a text does still see it.
func Structured(src *diag.Source, format string, tree any) *Document {
	doc := &Document{Source: src, Format: format, Dir: filepath.Dir(src.Path), Script: true, Tree: tree}
	body := NewBody(src, 0, len(src.Bytes))
	body.Light = true
	doc.Skills = []*Skill{{Role: RoleSkill, Body: body}}
	return doc
}
