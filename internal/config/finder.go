package config

import (
	"os"
	"path/filepath"
	"sync"
)

// Finder finds the configuration that applies to each file: the nearest
// .skillint.yaml in the file's directory or a parent, looking no higher than
// the repository root (the nearest directory holding .git), as ruff and
// ESLint do. So `skillint path/to/repo` gives the same result from any
// working directory. Each directory is looked at, and each file loaded, once;
// a Finder is safe for concurrent use.
type Finder struct {
	mu    sync.Mutex
	dirs  map[string]*Config // absolute directory -> its configuration (nil: none)
	files map[string]*Config // configuration path -> the loaded file
}

// NewFinder returns a Finder that has looked at nothing yet.
func NewFinder() *Finder {
	return &Finder{dirs: map[string]*Config{}, files: map[string]*Config{}}
}

// For returns the configuration of the file at path, nil when there is none,
// or the error of a configuration file that does not load.
func (f *Finder) For(path string) (*Config, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var visited []string
	var found *Config
	for dir := filepath.Dir(abs); ; {
		if c, ok := f.dirs[dir]; ok {
			found = c
			break
		}
		visited = append(visited, dir)
		p := filepath.Join(dir, FileName)
		// Whatever it is: a directory or a FIFO named .skillint.yaml is an
		// error for Load to report, not a configuration to skip in silence.
		if _, err := os.Stat(p); err == nil {
			c, ok := f.files[p]
			if !ok {
				if c, err = Load(p); err != nil {
					return nil, err
				}
				f.files[p] = c
			}
			found = c
			break
		}
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			break // the repository root: a configuration above it is another project's
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	for _, d := range visited {
		f.dirs[d] = found
	}
	return found, nil
}
