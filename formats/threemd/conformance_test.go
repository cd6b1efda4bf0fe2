package threemd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/skillint/skillint/internal/shared"
)

type vector struct {
	Name     string          `json:"name"`
	Source   string          `json:"source"`
	Expected json.RawMessage `json:"expected"`
	Error    string          `json:"error"`
	Links    []vecLink       `json:"links"`
}

type vecLink struct {
	SourceZ      float64 `json:"sourceZ"`
	TargetZ      float64 `json:"targetZ"`
	Text         *string `json:"text"`
	TargetExists bool    `json:"targetExists"`
}

type vecPlane struct {
	Z          float64           `json:"z"`
	Label      *string           `json:"label"`
	X          *float64          `json:"x"`
	Y          *float64          `json:"y"`
	Attributes map[string]string `json:"attributes"`
	Body       string            `json:"body"`
}

type vecDoc struct {
	Version  string            `json:"version"`
	Axis     string            `json:"axis"`
	Title    *string           `json:"title"`
	Metadata map[string]string `json:"metadata"`
	Preamble *string           `json:"preamble"`
	Planes   []vecPlane        `json:"planes"`
}

// view renders a parsed document in the shape the vectors use.
func view(d *Document) vecDoc {
	v := vecDoc{Version: d.Version, Axis: d.Axis, Title: d.Title, Metadata: d.Metadata, Preamble: d.Preamble(), Planes: []vecPlane{}}
	for _, p := range d.Planes {
		v.Planes = append(v.Planes, vecPlane{Z: p.Z, Label: p.Label, X: p.X, Y: p.Y, Attributes: p.Attributes, Body: d.Body(p)})
	}
	return v
}

// links resolves the base cross-plane links of every plane body.
func links(d *Document) []vecLink {
	out := []vecLink{}
	exists := map[float64]bool{}
	for _, p := range d.Planes {
		exists[p.Z] = true
	}
	for _, p := range d.Planes {
		for _, l := range Links(d.Src, p.BodyStart, p.BodyEnd, nil) {
			out = append(out, vecLink{SourceZ: p.Z, TargetZ: l.Target, Text: l.Text, TargetExists: exists[l.Target]})
		}
	}
	return out
}

func TestConformanceVectors(t *testing.T) {
	dir := shared.Path(t, "conformance", "agent3md", "3md", "conformance")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) < 43 {
		t.Fatalf("found %d vectors, want 43", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			raw, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			var v vector
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			d := Parse([]byte(v.Source))
			switch {
			case v.Error != "":
				if d.OK() {
					t.Fatalf("parsed OK, want error %s", v.Error)
				}
				if d.Errors[0].Code != v.Error {
					t.Fatalf("error %s (%s), want %s", d.Errors[0].Code, d.Errors[0].Message, v.Error)
				}
			case v.Expected != nil:
				if !d.OK() {
					t.Fatalf("unexpected error %s: %s", d.Errors[0].Code, d.Errors[0].Message)
				}
				var want vecDoc
				if err := json.Unmarshal(v.Expected, &want); err != nil {
					t.Fatal(err)
				}
				if want.Planes == nil {
					want.Planes = []vecPlane{}
				}
				got := view(d)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("parse mismatch\n got %+v\nwant %+v", got, want)
				}
			default:
				if !d.OK() {
					t.Fatalf("unexpected error %s", d.Errors[0].Message)
				}
				want := v.Links
				if want == nil {
					want = []vecLink{}
				}
				if got := links(d); !reflect.DeepEqual(got, want) {
					t.Fatalf("links mismatch\n got %+v\nwant %+v", got, want)
				}
			}
		})
	}
}

// TestRecordedParses compares the parser with the TypeScript reference's
// recorded result for every .3md file of the conformance material, and checks
// that nothing there makes the parser fail badly.
func TestRecordedParses(t *testing.T) {
	root := shared.Path(t, "conformance", "agent3md")
	expected := filepath.Join(root, "expected", "parse")
	n := 0
	err := filepath.WalkDir(expected, func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() || !strings.HasSuffix(path, ".3md.json") {
			return err
		}
		rel, _ := filepath.Rel(expected, path)
		src, err := os.ReadFile(filepath.Join(root, strings.TrimSuffix(rel, ".json")))
		if err != nil {
			return err
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var rec struct {
			OK       bool            `json:"ok"`
			Document json.RawMessage `json:"document"`
			Links    []vecLink       `json:"links"`
			Error    struct {
				Code string `json:"code"`
				Line *int   `json:"line"`
			} `json:"error"`
		}
		if err := json.Unmarshal(raw, &rec); err != nil {
			return err
		}
		n++
		d := Parse(src)
		if !rec.OK {
			if d.OK() {
				t.Errorf("%s: parsed OK, want %s", rel, rec.Error.Code)
				return nil
			}
			if d.Errors[0].Code != rec.Error.Code {
				t.Errorf("%s: error %s, want %s", rel, d.Errors[0].Code, rec.Error.Code)
			}
			if rec.Error.Line != nil && d.Errors[0].Line != *rec.Error.Line {
				t.Errorf("%s: error on line %d, want %d", rel, d.Errors[0].Line, *rec.Error.Line)
			}
			return nil
		}
		var want vecDoc
		if err := json.Unmarshal(rec.Document, &want); err != nil {
			return err
		}
		if want.Planes == nil {
			want.Planes = []vecPlane{}
		}
		if !d.OK() {
			// skillint refuses a blank `3md:` version, which the TypeScript parser accepts.
			if d.Errors[0].Code == ErrMissingVersion && strings.TrimSpace(want.Version) == "" {
				return nil
			}
			t.Errorf("%s: unexpected error %s", rel, d.Errors[0].Message)
			return nil
		}
		if got := view(d); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: parse mismatch\n got %+v\nwant %+v", rel, got, want)
		}
		wantLinks := rec.Links
		if wantLinks == nil {
			wantLinks = []vecLink{}
		}
		if got := links(d); !reflect.DeepEqual(got, wantLinks) {
			t.Errorf("%s: links mismatch\n got %+v\nwant %+v", rel, got, wantLinks)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 300 {
		t.Fatalf("compared %d recorded parses, expected over 300", n)
	}
}
