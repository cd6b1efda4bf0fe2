package threemd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seeds adds every fixture under testdata as a seed.
func seeds(f *testing.F) {
	_ = filepath.WalkDir(filepath.Join("..", "..", "testdata"), func(p string, e os.DirEntry, err error) error {
		if err == nil && !e.IsDir() && strings.HasSuffix(p, ".3md") {
			if b, err := os.ReadFile(p); err == nil {
				f.Add(b)
			}
		}
		return nil
	})
	f.Add([]byte("---\n3md: 1.0\n---\n@plane z=0 label=\"a\\\" [[z=1|x]]\n```\n"))
	f.Add([]byte("\xEF\xBB\xBF\r\n---\r\n3md: 1\r\n---\r\n@plane\tz=1e3 x=.5 y=-1\r\n[[z=1000]]"))
}

func FuzzParse(f *testing.F) {
	seeds(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		d := Parse(src)
		n := len(src)
		for _, e := range d.Errors {
			if e.Start < 0 || e.End < e.Start || e.End > n || e.Line < 1 || e.Code == "" {
				t.Fatalf("bad error span %+v (len %d)", e, n)
			}
		}
		for _, fl := range d.Fields {
			if fl.KeyStart > fl.KeyEnd || fl.ValStart > fl.ValEnd || fl.ValEnd > n {
				t.Fatalf("bad field span %+v", fl)
			}
			for i := 0; i <= len(fl.Value); i++ {
				if o := fl.ValueOffset(src, i); o < fl.ValStart || o > fl.ValEnd {
					t.Fatalf("value offset %d of %+v out of span", o, fl)
				}
			}
		}
		for _, p := range d.Planes {
			if p.Start > p.End || p.BodyStart > p.BodyEnd || p.BodyEnd > n {
				t.Fatalf("bad plane span %+v (len %d)", p, n)
			}
			for _, a := range p.Attrs {
				if a.Start > a.ValStart || a.ValStart > a.ValEnd || a.ValEnd > a.End || a.End > n {
					t.Fatalf("bad attribute span %+v", a)
				}
				for i := 0; i <= len(a.Value); i++ {
					if o := a.ValueOffset(src, i); o < a.ValStart || o > a.ValEnd {
						t.Fatalf("value offset %d of %+v out of span", o, a)
					}
				}
			}
			for _, l := range Links(src, p.BodyStart, p.BodyEnd, nil) {
				if l.Start < p.BodyStart || l.End > p.BodyEnd || l.Start >= l.End {
					t.Fatalf("bad link span %+v", l)
				}
			}
			_ = d.Body(p)
		}
		_ = d.Preamble()
	})
}
