package codeflow

import (
	"bytes"
	"compress/bzip2"
	"compress/gzip"
	"compress/zlib"
	"encoding/ascii85"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"io"
	"strings"
)

// maxDecoded bounds what one decoding step produces.
const maxDecoded = 1 << 20

func b64(s string) (string, bool) {
	s = strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == ' ' || r == '\t' {
			return -1
		}
		return r
	}, s)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return string(b), true
		}
	}
	return "", false
}

func b32(s string) (string, bool) {
	b, err := base32.StdEncoding.DecodeString(strings.TrimSpace(s))
	return string(b), err == nil
}

func unhex(s string) (string, bool) {
	s = strings.ReplaceAll(strings.ReplaceAll(strings.TrimSpace(s), " ", ""), "\\x", "")
	b, err := hex.DecodeString(s)
	return string(b), err == nil
}

// b85 decodes base85 in the RFC 1924 alphabet (Python's b85decode).
func b85(s string) (string, bool) {
	const alpha = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
	var idx [256]int
	for i := range idx {
		idx[i] = -1
	}
	for i := 0; i < len(alpha); i++ {
		idx[alpha[i]] = i
	}
	pad := (5 - len(s)%5) % 5
	s += strings.Repeat("~", pad)
	var out []byte
	for i := 0; i+5 <= len(s); i += 5 {
		var acc uint64
		for j := 0; j < 5; j++ {
			v := idx[s[i+j]]
			if v < 0 {
				return "", false
			}
			acc = acc*85 + uint64(v)
		}
		if acc > 0xffffffff {
			return "", false
		}
		out = append(out, byte(acc>>24), byte(acc>>16), byte(acc>>8), byte(acc))
	}
	if pad > 0 && len(out) >= pad {
		out = out[:len(out)-pad]
	}
	return string(out), true
}

// a85 decodes Adobe ascii85 (Python's a85decode).
func a85(s string) (string, bool) {
	s = strings.TrimSuffix(strings.TrimPrefix(s, "<~"), "~>")
	dst := make([]byte, 4*len(s)/5+8)
	n, _, err := ascii85.Decode(dst, []byte(s), true)
	if err != nil {
		return "", false
	}
	return string(dst[:n]), true
}

func limited(r io.Reader) (string, bool) {
	b, err := io.ReadAll(io.LimitReader(r, maxDecoded))
	if len(b) == 0 && err != nil {
		return "", false
	}
	return string(b), true
}

func inflate(s string) (string, bool) {
	if r, err := zlib.NewReader(bytes.NewReader([]byte(s))); err == nil {
		return limited(r)
	}
	if r, err := gzip.NewReader(bytes.NewReader([]byte(s))); err == nil {
		return limited(r)
	}
	return "", false
}

func gunzip(s string) (string, bool) {
	if r, err := gzip.NewReader(bytes.NewReader([]byte(s))); err == nil {
		return limited(r)
	}
	return inflate(s)
}

func bunzip(s string) (string, bool) {
	return limited(bzip2.NewReader(bytes.NewReader([]byte(s))))
}

func rot13(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}
