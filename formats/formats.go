// Package formats is the registry of front-ends: each claims files by path,
// parses them with exact positions, and maps them into the common model.
package formats

import (
	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/normalize"
)

// Parsed is a front-end's result for one document.
type Parsed struct {
	// Doc is the document in the common model (never nil).
	Doc *normalize.Document
	// Findings are problems found while parsing (parse and syntax rules).
	Findings []diag.Finding
	// Broken is set when parsing failed so badly that model rules would only
	// repeat the parse findings; they are then not run.
	Broken bool
	// Reason says why the file was read as its format, when that was a
	// decision (shown by --verbose).
	Reason string
}

// Options are what a front-end is told about a document besides its bytes.
type Options struct {
	// Explicit is true when the user named the file; a front-end may then not
	// decline it.
	Explicit bool
	// Format is the format the configuration forces ("" to detect).
	Format string
}

// FrontEnd is one format's parser.
type FrontEnd interface {
	// Name is the front-end's name, e.g. "3md".
	Name() string
	// Match claims a file by its path alone, without reading it.
	Match(path string) bool
	// Parse parses one document. Unless the file is explicit, the front-end
	// may decline a file whose content shows it is not of its format, by
	// returning nil.
	Parse(src *diag.Source, opts Options) *Parsed
}

var registry []FrontEnd

// Register adds a front-end. Front-ends register themselves at init.
func Register(f FrontEnd) { registry = append(registry, f) }

// All lists the registered front-ends in registration order.
func All() []FrontEnd { return registry }

// Detect returns the front-end that claims path, or nil.
func Detect(path string) FrontEnd {
	for _, f := range registry {
		if f.Match(path) {
			return f
		}
	}
	return nil
}
