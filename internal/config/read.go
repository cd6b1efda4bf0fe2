package config

import (
	"fmt"

	"github.com/skillint/skillint/formats/yamlfm"
	"github.com/skillint/skillint/internal/safefile"
)

// MaxFileSize is the largest configuration file read: the same limit as
// for the files skillint lints (lint.DefaultMaxFileSize).
const MaxFileSize = 4 << 20

// readConfig reads a configuration file with the checks every linted file
// gets: a regular file only (a directory, a FIFO or a device is refused
// without a read that could block or never end), within the size limit.
// The whole file is YAML, so it must also be within what the YAML reader
// accepts.
func readConfig(path string) ([]byte, error) {
	b, err := safefile.Read(path, MaxFileSize, "the configuration file")
	if err != nil {
		return nil, err
	}
	if len(b) > yamlfm.MaxSize {
		return nil, fmt.Errorf("the configuration file %s is %d bytes; skillint reads configuration files of at most %d bytes", path, len(b), yamlfm.MaxSize)
	}
	return b, nil
}
