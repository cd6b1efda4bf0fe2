package security

import (
	"bytes"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"net/url"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/skillint/skillint/diag"
	"github.com/skillint/skillint/internal/lines"
	"github.com/skillint/skillint/internal/match"
	"github.com/skillint/skillint/internal/secctx"
	"github.com/skillint/skillint/internal/secscan"
	"github.com/skillint/skillint/model"
	"github.com/skillint/skillint/rules"
	"github.com/skillint/skillint/rules/internal/ruleutil"
)

var (
	commentRE         = match.Lazy(`(?s)<!--(.*?)-->`)
	commentSkip       = match.Lazy(`(?i)^\s*(skillint-|based on|adapted from|derived from|inspired by|originally|source:|copyright|\(c\)|©|licen[cs]e|spdx|generated|auto-generated|reviewed|reviewer|maintainer|author|credits?\b|attribution|last (updated|reviewed)|version|prettier-ignore|markdownlint|eslint|toc|end ?toc|todo\b|fixme\b|vale |textlint|cspell|spellchecker|lint-|alex |#region|#endregion|copilot-|BEGIN|END|e\.g\.|example)`)
	commentImpRE      = match.Lazy(`(?i)(^|[.!:;\n]\s*)(ignore|disregard|run|execute|send|upload|post|exfiltrate|download|delete|secretly|quietly|instead of what|forget)\b`)
	commentCmdRE      = match.Lazy(`(?i)\b(curl|wget|bash|sh -c|python3? -c|rm -rf|powershell|iex|eval)\b`)
	commentLinkRE     = match.Lazy(`https?://\S+`)
	commentConcealRE  = match.Lazy(`(?i)\bwithout\s+(mentioning|telling|informing|notifying|showing|asking)\b[^.\n]{0,30}\b(the\s+user|users|them|anyone)\b|\bleave\s+(it|this|them|that)\s+out\s+of\s+(your|the)\s+(explanation|summary|reply|response|output|answer|report)\b|\b(do\s+not|don'?t|never)\s+(mention|tell|show|reveal|disclose)\b[^.\n]{0,30}\b(the\s+user|users)\b`)
	commentVocativeRE = match.Lazy(`(?i)^\s*(ai\s+)?(assistant|agent|claude|copilot|codex|gemini|llm|model)s?\s*[:,]`)
	// hiddenElemRE is an HTML element the renderer does not show (the
	// hidden attribute, display:none, visibility:hidden) and its text.
	hiddenElemRE = match.Lazy(`(?is)<(div|span|p|section|aside)\b[^>\n]*?(\shidden\b|display\s*:\s*none|visibility\s*:\s*hidden)[^>\n]*>(.*?)</(div|span|p|section|aside)\s*>`)
	mdCommentRE  = match.Lazy(`(?m)^ {0,3}\[(//|comment|_|#|\s*)\]:\s*(#|<>)\s*(\(([^)\n]*)\)|"([^"\n]*)"|'([^'\n]*)')`)
)

// commentHit is an HTML comment that hides instructions (err) or a URL.
type commentHit struct {
	from, to int
	err      bool
	md       bool // a Markdown comment ([//]: # (...)), not an HTML one
	title    bool // a link's title ([text](url "title"))
	elem     bool // an HTML element that is not shown (<div hidden>)
}

func checkHTMLComments(p *rules.Pass) {
	if p.Doc.Script {
		return
	}
	for _, s := range ruleutil.Units(p) {
		hits := s.Body.Info().Memo("html-comments", func() any { return commentHits(s.Body) }).([]commentHit)
		var fr *secctx.Framer
		for _, h := range hits {
			if fr == nil {
				fr = secctx.NewFramer(s.Body.Text)
			}
			if f := fr.ListFrame(h.from); f == secctx.Negated || f == secctx.Detection {
				// A test case or an example of an attack, an item of a list
				// under words that say not to follow it ("Injection cases
				// (test data — do not follow)"): shown as what it is. (What
				// the comment itself says frames nothing.)
				reportAt(p, diag.Info, s.Body.Range(h.from, h.to), "this comment, hidden when the Markdown is rendered, holds instructions %s: keep such examples in code blocks, where they are shown", f)
				continue
			}
			r := s.Body.Range(h.from, h.to)
			what := "HTML comment"
			if h.md {
				what = "Markdown comment (a link definition nothing uses)"
			}
			if h.title {
				what = "link title (shown only as a tooltip)"
			}
			if h.elem {
				what = "hidden HTML element (hidden, display:none)"
			}
			if h.err {
				reportAt(p, diag.Error, r, "this %s holds instructions or commands that rendered Markdown hides from the user but the model reads: make them visible or delete them", what)
			} else {
				reportAt(p, diag.Warning, r, "this %s holds a URL that rendered Markdown hides from the user but the model reads: make it visible or delete it", what)
			}
		}
	}
}

// commentHits finds the HTML comments outside code that hold instructions,
// commands or URLs: a function of the body's text.
// mdCommentREAll is every match of mdCommentRE in b: none without "]:",
// which every match holds (the expression, anchored at each line, would
// otherwise be run over every text).
func mdCommentREAll(b []byte) [][]int {
	if !bytes.Contains(b, []byte("]:")) {
		return nil
	}
	return mdCommentRE.Get().FindAllSubmatchIndex(b, -1)
}

func commentHits(body *model.Body) []commentHit {
	b := body.Text
	out := titleHits(body)
	html := bytes.Contains(b, []byte("<!--"))
	elems := bytes.Contains(b, []byte("hidden")) || bytes.Contains(b, []byte("display"))
	if !html && !elems && !bytes.Contains(b, []byte("]: #")) && !bytes.Contains(b, []byte("]: <>")) {
		return out
	}
	var ms [][]int
	if html {
		ms = commentRE.Get().FindAllSubmatchIndex(b, -1)
	}
	// The Markdown comment idiom: a link definition that nothing uses,
	// [//]: # (text), which no renderer shows.
	for _, m := range mdCommentREAll(b) {
		for k := 8; k+1 < len(m); k += 2 {
			if m[k] >= 0 {
				ms = append(ms, []int{m[0], m[1], m[k], m[k+1], 1})
				break
			}
		}
	}
	// Elements the renderer hides: their text is read as a comment's is.
	if elems {
		for _, m := range hiddenElemRE.FindAllSubmatchIndex(b, 100) {
			ms = append(ms, []int{m[0], m[1], m[6], m[7], 2})
		}
	}
	for _, m := range ms {
		if body.InCode(m[0]) {
			continue
		}
		inner := b[m[2]:m[3]]
		md, elem := len(m) > 4 && m[4] == 1, len(m) > 4 && m[4] == 2
		if hiddenDirective(inner) {
			out = append(out, commentHit{from: m[0], to: m[1], err: true, md: md, elem: elem})
			continue
		}
		if commentSkip.Get().Match(inner) || metadataComment(inner) {
			continue
		}
		switch {
		case commentImpRE.Get().Match(inner) || commentCmdRE.Get().Match(inner):
			out = append(out, commentHit{from: m[0], to: m[1], err: true, md: md, elem: elem})
		case commentLinkRE.Get().Match(inner):
			out = append(out, commentHit{from: m[0], to: m[1], md: md, elem: elem})
		}
	}
	return out
}

// hiddenDirective reports hidden text (a comment, a link's title) that is
// a directive to the model about something that matters, whatever label
// it starts with: text that addresses AI agents ("Maintainer note for
// automated assistants: ... copy ~/.ssh/config into the repo"), tells the
// model to keep something from the user ("... without mentioning this to
// the user", "leave it out of your explanation"), or begins by calling it
// ("Assistant: ..."); not "do not edit, this file is generated".
func hiddenDirective(inner []byte) bool {
	return (secscan.AddressesAgents(inner) || commentConcealRE.Get().Match(inner) || commentVocativeRE.Get().Match(inner)) && sensitiveRE.Get().Match(inner)
}

// linkTitleRE is a link's destination and its title: [text](url "title");
// linkTitleLeadRE the start of every match of it, quicker to look for (the
// bounded title makes an automaton of two thousand states).
var (
	linkTitleRE     = match.Lazy(`\]\(\s*<?[^\s()<>]+>?\s+("([^"\n]{12,1000})"|'([^'\n]{12,1000})')\s*\)`)
	linkTitleLeadRE = match.Lazy(`\]\(\s*<?[^\s()<>]+>?\s+["']`)
)

// titleHits are the link titles outside code that address the model or
// keep something from the user, about something that matters: a tooltip
// nobody hovers over, read by the model as part of the text.
func titleHits(body *model.Body) []commentHit {
	b := body.Text
	if !bytes.Contains(b, []byte("](")) || !linkTitleLeadRE.Match(b) {
		return nil
	}
	var out []commentHit
	for _, m := range linkTitleRE.FindAllSubmatchIndex(b, 200) {
		if body.InCode(m[0]) {
			continue
		}
		a, e := m[4], m[5]
		if a < 0 {
			a, e = m[6], m[7]
		}
		if hiddenDirective(b[a:e]) {
			out = append(out, commentHit{from: m[2], to: m[3], err: true, title: true})
		}
	}
	return out
}

// metadataComment reports a comment that holds only fields (name:,
// description:, allowed-tools: ...), as a frontmatter would: a file's
// metadata kept out of the rendered page, not instructions.
func metadataComment(inner []byte) bool {
	fields, named := 0, false
	for _, line := range bytes.Split(inner, []byte("\n")) {
		l := bytes.TrimSpace(line)
		if len(l) == 0 {
			continue
		}
		m := fieldLineRE.FindSubmatch(l)
		if m == nil {
			return false
		}
		fields++
		switch string(bytes.ToLower(m[1])) {
		case "name", "description", "title":
			named = true
		}
	}
	return fields >= 2 && named
}

var fieldLineRE = match.Lazy(`^([A-Za-z][\w-]*)\s*:\s*\S`)

type padHit struct {
	from, to, blank int // blank: the blank lines before, or 0 for a space run
}

func checkPadding(p *rules.Pass) {
	for i, t := range secTexts(p) {
		hits := textMemo(p, t, i, "padding", func() any { return paddingHits(t.text) }).([]padHit)
		for _, h := range hits {
			if h.blank > 0 {
				reportAt(p, diag.Error, p.Src().Range(t.base+h.from, t.base+h.to), "this text follows %d blank lines, which push it out of a reviewer's view: remove the padding", h.blank)
			} else {
				reportAt(p, diag.Error, p.Src().Range(t.base+h.from, t.base+h.to), "text after a run of %d+ spaces is pushed out of view: remove the padding", padSpaces)
			}
		}
	}
}

// paddingHits finds text after long runs of blank lines or spaces, in
// order. Both searches skip ahead: padBlankLines blank lines are at least
// that many bytes that are each white space or part of a multi-byte
// character, so lines are only read where longRun finds such a stretch; and
// a run of spaces never crosses a line.
func paddingHits(b []byte) []padHit {
	var out []padHit
	for i := 0; ; {
		start, stop := longRun(b, i, padBlankLines, &maybeBlankSet)
		if start < 0 {
			break
		}
		// The line holding start is not blank, or starts the text: count
		// from it to the line holding stop, which is not blank (or ends
		// the text), exactly as a reading of every line would.
		blank := 0
		off := bytes.LastIndexByte(b[:start], '\n') + 1
		for off <= stop && off < len(b) {
			end := bytes.IndexByte(b[off:], '\n')
			if end < 0 {
				end = len(b)
			} else {
				end += off
			}
			if len(bytes.TrimSpace(b[off:end])) == 0 {
				blank++
			} else {
				if blank >= padBlankLines {
					out = append(out, padHit{off, end, blank})
				}
				blank = 0
			}
			off = end + 1
		}
		i = stop
	}
	spaces := len(out)
	for i := 0; ; {
		start, stop := longRun(b, i, padSpaces, &padSet)
		if start < 0 {
			break
		}
		end := bytes.IndexByte(b[stop:], '\n')
		if end < 0 {
			end = len(b)
		} else {
			end += stop
		}
		// The first long run of a line, when text follows it on the line
		// (white space after it pushes nothing out of view).
		// A Markdown table pads its cells to align the columns.
		ls := bytes.LastIndexByte(b[:start], '\n') + 1
		table := bytes.HasPrefix(bytes.TrimLeft(b[ls:start], " \t"), []byte("|")) && stop < end && b[stop] == '|'
		if stop < end && len(bytes.TrimSpace(b[stop:end])) > 0 && !table {
			out = append(out, padHit{stop, end, 0})
		}
		i = end
	}
	if spaces > 0 && spaces < len(out) {
		slices.SortStableFunc(out, func(x, y padHit) int { return x.from - y.from })
	}
	return out
}

func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// byteSet is a set of byte values, looked up without a call.
type byteSet [256]bool

func makeByteSet(in func(byte) bool) (s byteSet) {
	for c := range s {
		s[c] = in(byte(c))
	}
	return
}

// longRun finds the first maximal run of at least n bytes satisfying in,
// starting at from or after it: its bounds, or -1, -1. from must not be
// inside a run. It skips ahead: a run that long which starts in
// b[i:j+1], j = i+n-1, covers b[j], so while b[j] is out the search moves
// to j+1, reading one byte in n of text without such runs.
func longRun(b []byte, from, n int, in *byteSet) (int, int) {
	for i := from; i+n <= len(b); {
		j := i + n - 1
		if !in[b[j]] {
			i = j + 1
			continue
		}
		start := j
		for start > i && in[b[start-1]] {
			start--
		}
		stop := j + 1
		for stop < len(b) && in[b[stop]] {
			stop++
		}
		if stop-start >= n {
			return start, stop
		}
		i = stop
	}
	return -1, -1
}

// minCodes is the fewest character codes in a list read as text; a list
// is read up to maxCodes of them (a hostile megabyte of numbers is not
// scanned whole).
const minCodes, maxCodes = 16, 1 << 16

// charCodes is the text a list of character codes spells, and where the
// list is.
type charCodes struct {
	at   [2]int
	text []byte
}

// charCodeRuns finds lists of at least minCodes decimal numbers from 9 to
// 126, separated by commas (and blanks), that spell printable text with a
// letter in a third of it: at most 20 of them, in one pass over b.
func charCodeRuns(b []byte) []charCodes {
	var out []charCodes
	isDigit := func(c byte) bool { return c >= '0' && c <= '9' }
	for i := 0; i < len(b) && len(out) < 20; {
		if !isDigit(b[i]) || i > 0 && (isDigit(b[i-1]) || isWordByte(b[i-1])) {
			i++
			continue
		}
		start, end := i, i
		var txt []byte
		letters := 0
		j := i
		for len(txt) < maxCodes {
			k := j
			n := 0
			for k < len(b) && isDigit(b[k]) && k-j < 4 {
				n = n*10 + int(b[k]-'0')
				k++
			}
			if k == j || k < len(b) && (isDigit(b[k]) || isWordByte(b[k])) || n < 9 || n > 126 {
				break
			}
			c := byte(n)
			if c < 0x20 && c != '\n' && c != '\t' && c != '\r' {
				break
			}
			if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				letters++
			}
			txt = append(txt, c)
			end = k
			// A comma, with blanks around it, before the next code.
			for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r') {
				k++
			}
			if k >= len(b) || b[k] != ',' {
				break
			}
			k++
			for k < len(b) && (b[k] == ' ' || b[k] == '\t' || b[k] == '\n' || b[k] == '\r') {
				k++
			}
			j = k
		}
		if len(txt) >= minCodes && letters*3 >= len(txt) {
			out = append(out, charCodes{at: [2]int{start, end}, text: txt})
		}
		i = max(end, i+1)
	}
	return out
}

// utf16LEText is b read as UTF-16 little-endian text, when b has that
// shape (an even length, every second byte zero but for a few) and what it
// holds is text.
func utf16LEText(b []byte) ([]byte, bool) {
	if len(b) < 8 || len(b)%2 != 0 {
		return nil, false
	}
	zeros := 0
	for i := 1; i < len(b); i += 2 {
		if b[i] == 0 {
			zeros++
		}
	}
	if zeros*10 < len(b)/2*9 {
		return nil, false
	}
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
	}
	out := []byte(string(utf16.Decode(u)))
	return out, printable(out)
}

// minBlob is the shortest run of base64 or hex characters treated as an
// encoded blob.
const minBlob = 160

// minHexBlob is the shortest run of hex digits decoded: longer than a
// SHA-512 digest (128), shorter than a command of seventy characters.
const minHexBlob = 130

func isB64(c byte) bool {
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '+' || c == '/'
}

func isHexDigit(c byte) bool {
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
}

// blobRuns finds runs of at least minBlob base64 characters (with up to two
// trailing '='), and says which are all hex.
func blobRuns(b []byte) (runs [][2]int, hex []bool) {
	for i := 0; ; {
		start, stop := longRun(b, i, minHexBlob, &b64Set)
		if start < 0 {
			return runs, hex
		}
		allHex := true
		for _, c := range b[start:stop] {
			if !isHexDigit(c) {
				allHex = false
				break
			}
		}
		if !allHex && stop-start < minBlob {
			i = stop
			continue // a short run that is not hex: base64 needs minBlob
		}
		end := stop
		for n := 0; n < 2 && end < len(b) && b[end] == '='; n++ {
			end++
		}
		runs = append(runs, [2]int{start, end})
		hex = append(hex, allHex && end == stop)
		i = end
	}
}

type blobs struct {
	runs [][2]int
	hex  []bool
}

// percentRunRE is a run of URL text holding six or more percent escapes.
var percentRunRE = match.Lazy(`(?:[A-Za-z0-9._~+!*'(),;:@/=-]*%[0-9A-Fa-f]{2}){6,}[A-Za-z0-9._~+!*'(),;:@/=-]*`)

// charCodesOf is the kind of a kept charCodeRuns result.
type charCodesOf struct{}

func checkBlobs(p *rules.Pass) {
	for _, t := range secTexts(p) {
		// Lists of character codes (string.char(111, 115, ...),
		// String.fromCharCode(...[104, 116, ...])): the text they spell
		// is scanned, and reported only where a rule finds something in it
		// (a table of numbers spells nothing).
		for _, c := range match.MemoText(charCodesOf{}, t.text, func() any { return charCodeRuns(t.text) }).([]charCodes) {
			rescan(p, c.text, p.Src().Range(t.base+c.at[0], t.base+c.at[1]), "character-code", false)
		}
	}
	for _, t := range secTexts(p) {
		// Percent-encoded text (a link's query value, note=Before%20...):
		// six or more escapes in one run, decoded and scanned.
		if bytes.Count(t.text, []byte("%2")) < 3 {
			continue
		}
		for _, m := range percentRunRE.FindAllIndex(t.text, 20) {
			if dec, err := url.QueryUnescape(string(t.text[m[0]:m[1]])); err == nil {
				rescan(p, []byte(dec), p.Src().Range(t.base+m[0], t.base+m[1]), "percent-encoded", false)
			}
		}
	}
	for _, t := range secTexts(p) {
		if !match.ContainsFold(t.text, []byte("rot13")) && !match.ContainsFold(t.text, []byte("rot-13")) {
			continue // (two byte searches: the expression is slow on prose)
		}
		spans, decoded := rot13Texts(t.text)
		for k, sp := range spans {
			hits := secHits(secText{text: decoded[k]})
			if len(hits) == 0 {
				continue // plain text after the word, or an exercise
			}
			r := p.Src().Range(t.base+sp[0], t.base+sp[1])
			reportAt(p, diag.Warning, r, "a ROT13 text decodes to text (%s): ship the plain text; the other security rules were run on it", quoteMatch(string(decoded[k])))
			reportDecoded(p, decoded[k], hits, r, "ROT13", false)
		}
	}
	for i, t := range secTexts(p) {
		bl := textMemo(p, t, i, "blobs", func() any { r, h := blobRuns(t.text); return blobs{r, h} }).(blobs)
		runs, hexes := bl.runs, bl.hex
		for k, m := range runs {
			{
				blob := t.text[m[0]:m[1]]
				isHex := hexes[k]
				if bytes.HasSuffix(bytes.TrimRight(t.text[max(0, m[0]-8):m[0]], " "), []byte("base64,")) {
					continue // a data: URI (an image)
				}
				var decoded []byte
				var err error
				kind := "hex"
				if !isHex {
					kind = "base64"
					if !mixedCase(blob) {
						// Capitals and the digits 2-7 alone: base32, whose
						// text is read as base64's is.
						if !base32Text(blob) {
							continue
						}
						kind = "base32"
						decoded, err = base32.StdEncoding.DecodeString(string(blob))
						if err != nil {
							decoded, err = base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.TrimRight(string(blob), "="))
						}
						if err != nil || !printable(decoded) {
							continue // a hash, an identifier in capitals
						}
					} else {
						decoded, err = base64.StdEncoding.DecodeString(string(blob))
						if err != nil {
							decoded, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(string(blob), "="))
						}
					}
				} else {
					decoded, err = hex.DecodeString(string(blob[:len(blob)/2*2]))
				}
				if err != nil {
					continue
				}
				r := p.Src().Range(t.base+m[0], t.base+m[1])
				if u, ok := utf16LEText(decoded); ok && !printable(decoded) {
					// PowerShell's -EncodedCommand takes UTF-16 text.
					decoded, kind = u, "UTF-16 "+kind
				}
				if !printable(decoded) {
					reportAt(p, diag.Info, r, "a long %s blob (%d bytes decoded, not text): keep data in assets/, not in the instructions", kind, len(decoded))
					continue
				}
				reportAt(p, diag.Warning, r, "a long %s blob decodes to text (%s): ship the plain text; the other security rules were run on it", kind, quoteMatch(string(decoded)))
				// A sample the text presents as what not to do or as
				// detection content (an analyst's worked example): what it
				// decodes to is too. (Quotation marks alone excuse nothing:
				// a payload is as easily quoted.)
				rescan(p, decoded, r, kind, badExample(t, m[0], framerOf(p, i, t)))
			}
		}
	}
}

// base32Text reports a run of base32's alphabet (capitals, the digits 2
// to 7, padding) holding capitals and digits both.
func base32Text(b []byte) bool {
	up, dig := false, false
	for _, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			up = true
		case c >= '2' && c <= '7':
			dig = true
		case c == '=':
		default:
			return false
		}
	}
	return up && dig
}

// rot13Texts are the paragraphs that follow a mention of ROT13 (up to 2
// KiB, at most 8 of them), decoded: instructions hidden by the simplest
// of ciphers, which the text tells the model to undo.
func rot13Texts(text []byte) (spans [][2]int, decoded [][]byte) {
	for _, m := range rot13RE.FindAllIndex(text, 8) {
		_, le := lines.Bounds(text, m[1])
		from := min(len(text), le+1)
		for from < len(text) && (text[from] == '\n' || text[from] == ' ') {
			from++
		}
		to := from
		for to < len(text) && to-from < 2048 && !bytes.HasPrefix(text[to:], []byte("\n\n")) {
			to++
		}
		if to-from < 40 {
			continue
		}
		out := make([]byte, to-from)
		for i, c := range text[from:to] {
			switch {
			case c >= 'a' && c <= 'z':
				c = 'a' + (c-'a'+13)%26
			case c >= 'A' && c <= 'Z':
				c = 'A' + (c-'A'+13)%26
			}
			out[i] = c
		}
		spans = append(spans, [2]int{from, to})
		decoded = append(decoded, out)
	}
	return spans, decoded
}

var rot13RE = match.Lazy(`(?i)\brot-?13\b`)

// rescan runs the pattern rules on decoded text; hits are reported at the
// blob, under the rule that matched.
func rescan(p *rules.Pass, decoded []byte, at diag.Range, kind string, example bool) {
	reportDecoded(p, decoded, secHits(secText{text: decoded}), at, kind, example)
}

// reportDecoded reports the pattern rules' hits in decoded text at the
// place it was decoded from, as the place puts them (a reference, a skill
// declared for security work; an example of what not to do: info).
func reportDecoded(p *rules.Pass, decoded []byte, hits map[string][][2]int, at diag.Range, kind string, example bool) {
	for _, r := range secRules {
		sev := r.sev[inScript]
		if r.sev == phraseSev {
			// Words hidden by an encoding are meant for the model to
			// read, not a script's comments: what they say counts.
			sev = diag.Warning
		}
		for _, h := range hits[string(r.id)] {
			f := reportAt(p, sev, at, "in the %s text decoded here, %s: %s", kind, quoteMatch(string(decoded[h[0]:h[1]])), r.msg)
			f.Rule = string(r.id)
			f.Severity, _ = adjust(p, sev, at)
			if example {
				f.Severity = diag.Info
			}
		}
	}
}

func mixedCase(b []byte) bool {
	var up, lo, dig bool
	for _, c := range b {
		switch {
		case c >= 'A' && c <= 'Z':
			up = true
		case c >= 'a' && c <= 'z':
			lo = true
		case c >= '0' && c <= '9':
			dig = true
		}
	}
	return up && lo && dig
}

func printable(b []byte) bool {
	if !utf8.Valid(b) || len(b) == 0 {
		return false
	}
	bad := 0
	for _, r := range string(b) {
		if r < 0x20 && r != '\n' && r != '\r' && r != '\t' {
			bad++
		}
	}
	return bad*20 < len(b)
}

const (
	padBlankLines = 40
	padSpaces     = 200
)

var (
	// maybeBlankSet: white space, or part of a multi-byte character
	// (which may be white space).
	maybeBlankSet = makeByteSet(func(c byte) bool { return c >= 0x80 || asciiSpace(c) })
	padSet        = makeByteSet(func(c byte) bool { return c == ' ' || c == '\t' })
	b64Set        = makeByteSet(isB64)
)
