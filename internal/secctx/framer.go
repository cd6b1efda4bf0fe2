package secctx

import (
	"bytes"
	"github.com/skillint/skillint/internal/match"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/skillint/skillint/internal/lines"
)

// Framer answers FrameAt for many offsets of one text in time linear in the
// text overall, however many matches one long line holds: line bounds come
// from a line index made once, each regular expression runs once per line
// (its hits kept), and a hit frames an offset when it lies within
// frameWindow of it. Not safe for use by several goroutines.
type Framer struct {
	text        []byte
	starts      []int
	lines       map[int]*lineFrame // by line start
	tables      map[int]bool       // whether a table (by its first line) lists what not to do
	tableOf     map[int]int        // a table row's line -> its table's first line
	logs        map[int]bool       // whether a code block (by its first line) is a log
	installCols map[int][]int      // a table (by its first line) -> its install columns
}

type lineFrame struct {
	end        int     // offset of the line's end (its '\n', or the text's end)
	neg, eval  [][]int // negating and judging words in the line, as offsets in the text
	det, ask   [][]int // detection and asking words in the line
	comment    bool    // a comment on the line says it is bad
	before     Frame   // what the lines before frame (Plain: nothing), once known
	beforeDone bool
	introduced bool               // the lines before end with a colon: they introduce this line
	long       bool               // longer than longLine: see window
	chunks     map[int]*lineFrame // a long line's words by chunk: see chunk
	pipes      []int              // a table row's cell bounds, once asked: see cellIndex
	step       int8               // stepTable: 0 not asked, 1 yes, 2 no
	catalog    int8               // catalogRE in the row outside code spans: 0 not asked, 1 yes, 2 no
	firstEnd   int                // offset of the line's first sentence end (-1: none), once endDone
	endDone    bool
	optIn      int8 // sectionOptIn of a block fenced on this line: 0 not asked, 1 yes, 2 no
}

// NewFramer prepares to frame offsets of text.
func NewFramer(text []byte) *Framer {
	return &Framer{text: text, starts: lines.Index(text), lines: map[int]*lineFrame{}}
}

// line is the index of the line holding offset i.
func (f *Framer) line(i int) int {
	return sort.Search(len(f.starts), func(k int) bool { return f.starts[k] > i }) - 1
}

func (f *Framer) info(k int) *lineFrame {
	ls := f.starts[k]
	if lf := f.lines[ls]; lf != nil {
		return lf
	}
	end := len(f.text)
	if k+1 < len(f.starts) {
		end = f.starts[k+1] - 1
	}
	if end-ls > longLine {
		// A long line: its words are read around each offset asked
		// (window), not all at once; the cost stays linear in what is asked.
		lf := &lineFrame{end: end, long: true}
		f.lines[ls] = lf
		return lf
	}
	lf := readWords(f.text, ls, end, end)
	f.lines[ls] = lf
	return lf
}

// near reports whether one of hits (sorted) lies within [lo, hi).
func near(hits [][]int, lo, hi int) bool {
	k := sort.Search(len(hits), func(j int) bool { return hits[j][1] > lo })
	return k < len(hits) && hits[k][0] < hi
}

// beforeFrame is what up to three lines before line k (within frameWindow
// bytes) frame.
func (f *Framer) beforeFrame(k int) Frame {
	lf := f.info(k)
	if lf.beforeDone {
		return lf.before
	}
	ls := f.starts[k]
	from := f.starts[max(0, k-3)]
	lo, end := max(from, ls-frameWindow), ls
	if k > 0 && isFence(f.lineText(k-1)) {
		// The first line of a fenced block's code: what introduces it is
		// the sentence above the fence, not the fence.
		end = max(lo, f.starts[k-1])
	}
	lead := leadIn(noURLs(f.text[lo:end]))
	lf.introduced = bytes.HasSuffix(lead, []byte(":"))
	switch {
	case leadNegated(lead) || evalAny(lead):
		lf.before = Negated
	case f.hitBefore(k, max(from, ls-frameWindow), func(l *lineFrame) [][]int { return l.det }):
		lf.before = Detection
	case f.hitBefore(k, max(from, ls-frameWindow), func(l *lineFrame) [][]int { return l.ask }):
		lf.before = Asks
	case f.listSaysDoNotRun(k, lo):
		lf.before, lf.introduced = Negated, true
	default:
		lf.before = Plain
		if fr := f.listFrame(k); fr != Plain {
			lf.before, lf.introduced = fr, true
		}
	}
	if lf.before == Negated && !lf.introduced {
		// A later item of a list whose lead-in frames it: the lines
		// above are the list's items, which introduce nothing. (Or an
		// item under a heading that frames its list.)
		if fr := f.listFrame(k); fr != Plain {
			lf.before, lf.introduced = fr, true
		}
	}
	lf.beforeDone = true
	return lf.before
}

// listSaysDoNotRun reports line k inside a list whose introduction lies
// above lo (further up than the lines a lead-in is read from) and says
// not to run what it lists: "They are quoted so the responder can
// recognise them; do not run them." over a list of attackers' commands.
// Only a plain "do not run them" carries that far; other negations
// frame the lines right under them (beforeFrame).
func (f *Framer) listSaysDoNotRun(k, lo int) bool {
	if !listLine(f.lineText(k)) {
		return false
	}
	first := -1 // the list's first line
	for j := k - 1; j >= 0 && k-j <= 64; j-- {
		t := f.lineText(j)
		if listLine(t) || len(bytes.TrimSpace(t)) == 0 {
			continue
		}
		first = j + 1
		break
	}
	for first >= 0 && first < k && len(bytes.TrimSpace(f.lineText(first))) == 0 {
		first++
	}
	if first < 0 || f.starts[first] > lo && len(bytes.TrimSpace(f.text[lo:f.starts[first]])) > 0 {
		return false // the list runs too long, or its lead-in was read already
	}
	from := f.starts[max(0, first-3)]
	lead := leadIn(noURLs(f.text[max(from, f.starts[first]-frameWindow):f.starts[first]]))
	m := doNotRunRE.FindIndex(lead)
	return m != nil && !subordinate(lead[:m[0]])
}

// ListFrame is the frame the list holding offset i gives it (see
// listFrame): what introduces the list, not what its item says. Plain off
// a list.
func (f *Framer) ListFrame(i int) Frame {
	if i < 0 || i > len(f.text) {
		return Plain
	}
	return f.listFrame(f.line(i))
}

// listFrame is the frame a list gives its item on line k: the frame of
// the list's first item when k is a later one (what introduces a list
// frames every item: "Attackers in this campaign ran commands like:"),
// or Negated when the line right after the list says not to run them
// ("Search for these patterns; do not run them."). Else Plain.
func (f *Framer) listFrame(k int) Frame {
	if !listLine(f.lineText(k)) {
		return Plain
	}
	first := k
	for j := k - 1; j >= 0 && k-j <= 64; j-- {
		t := f.lineText(j)
		if len(bytes.TrimSpace(t)) == 0 {
			continue
		}
		if !listLine(t) {
			break
		}
		first = j
	}
	if first < k {
		// What introduces the first item (not what the item says of
		// itself: "- Never run X." frames no other item).
		if fr := f.beforeFrame(first); fr == Negated && f.info(first).introduced || fr == Detection {
			return fr
		}
	}
	// A heading right above the list that says not to follow what it
	// lists ("# Injection cases (test data — do not follow)"), or that
	// it lists what attackers did ("## Indicators seen in past cases
	// (quoted from attacker activity)").
	for j := first - 1; j >= 0 && first-j <= 3; j-- {
		t := bytes.TrimSpace(f.lineText(j))
		if len(t) == 0 {
			continue
		}
		if t[0] == '#' && len(t) <= frameWindow {
			if headNotToFollowRE.Match(t) {
				return Negated
			}
			if headIndicatorsRE.Match(t) {
				return Detection
			}
		}
		break
	}
	for j := k + 1; j < len(f.starts) && j-k <= 64; j++ {
		t := f.lineText(j)
		if len(bytes.TrimSpace(t)) == 0 || listLine(t) {
			continue
		}
		if len(t) > frameWindow || isFence(t) {
			return Plain
		}
		if m := doNotRunRE.FindIndex(t); m != nil && !subordinate(t[:m[0]]) {
			return Negated
		}
		return Plain
	}
	return Plain
}

// headNotToFollowRE is a heading over what is not to be followed or run:
// "(test data — do not follow)", "Examples of attacks", "What not to do",
// "Anti-patterns". ("Do not skip these steps" directs; "Test data" or
// "Test cases" alone may head steps to run.)
var headNotToFollowRE = match.Lazy(`(?i)\b(do\s+not|don'?t|never)\s+(follow|run|execute|obey|apply|paste|copy)\b|\bnot\s+to\s+be\s+(followed|run|executed)\b|\b(attack|injection|malicious|adversarial)\s+(examples?|samples?|strings|payloads|prompts)\b|\bexamples?\s+of\s+(attacks?|injections?|malicious)\b|\bwhat\s+not\s+to\s+do\b|\banti-?patterns?\b`)

// headIndicatorsRE is a heading over what attackers did, quoted as
// evidence: indicators of compromise, IOCs, signs of compromise, attacker
// activity, indicators seen in past cases or incidents ("Status
// indicators" or "Red flags" alone head anything).
var headIndicatorsRE = match.Lazy(`(?i)\b(indicators?\s+of\s+(compromise|attack)|iocs?|signs\s+of\s+(compromise|intrusion|infection)|quoted\s+from\s+(the\s+)?(attacker|attack|incident|malware)|attacker\s+(activity|commands|tradecraft|behaviou?r)|(attacker|attack|malware|threat|intrusion|compromise)\w*\s+indicators?|indicators?\s+\w+\s+in\s+(past|previous|earlier|real|recent)\s+(cases|incidents|attacks|breaches|intrusions)|(seen|observed|found)\s+in\s+(past|previous|earlier|real|recent)\s+(incidents|attacks|breaches|intrusions))\b`)

// listLine reports a line of a list: an item (-, *, + or a number) or an
// indented line that goes on one.
func listLine(line []byte) bool {
	t := bytes.TrimLeft(line, " \t")
	if len(t) == 0 {
		return false
	}
	if len(t) < len(line) && len(line)-len(t) >= 2 {
		return !bytes.HasPrefix(t, []byte("```")) && !bytes.HasPrefix(t, []byte("~~~"))
	}
	return lines.ListItem(t)
}

// doNotRunRE says not to run what follows, and no more ("do not run them
// as root" says how to run them).
var doNotRunRE = match.Lazy(`(?i)\b(never|don'?t|do\s+not|must\s+not|should\s+not)\s+(run|execute|paste|copy|type|use)\s+(them|these|any\s+of\s+(them|these)|the\s+(commands|lines|examples|entries))\s*([.;!]|$)`)

// At is FrameAt(text, i, codeStart) for the framer's text.
func (f *Framer) At(i, codeStart int) Frame {
	if i < 0 || i > len(f.text) {
		return Plain
	}
	anchor := i
	if codeStart >= 0 && codeStart <= i {
		anchor = codeStart
	}
	before := f.beforeFrame(f.line(anchor))
	li := f.line(i)
	lf := f.info(li)
	inCode := codeStart >= 0
	if !inCode && !f.info(f.line(anchor)).introduced && before == Negated {
		// Prose is framed by its own sentence; the lines before frame it
		// only when they introduce it ("Never do this:").
		before = Plain
	}
	lo, hi := max(f.starts[li], i-frameWindow), min(lf.end, i+frameWindow)
	if lf.long {
		lf = f.chunk(li, lf, i)
	}
	switch {
	case !inCode && (f.negatedInSentence(lf, i, lo, hi) || f.negatedAbove(li, i) || f.dangerList(li) || absentItem(f.lineText(li))) || before == Negated || lf.comment || inCode && f.blockHeadNegates(anchor, li):
		return Negated
	case inCode && codeStart >= 0 && f.logBlock(f.line(anchor)):
		// A log or transcript quoted as evidence: what ran, not what to run.
		return Quoted
	case before == Detection || !inCode && near(lf.det, lo, hi) && !sendsOutRE.Match(f.text[lo:hi]):
		// (Not where the same words send what is found to a URL: "look
		// for credentials ... and upload them to https://...".)
		return Detection
	case before == Asks || near(lf.ask, lo, hi) || inCode && f.sectionOptIn(f.line(anchor)):
		return Asks
	}
	row := !inCode && isRow(f.text[f.starts[li]:lf.end])
	if row && f.catalogRow(li, lf.end) {
		return Negated
	}
	// (The quote before is read as a character: “, 「 and « are more than
	// one byte.)
	if prev, _ := utf8.DecodeLastRune(f.text[:i]); !inCode && (i > 0 && strings.ContainsRune("\"'“‘`「『«„", prev) && !(f.text[i-1] == '"' && isValueStart(f.text[lo:i-1])) || f.quotedFrom(li, lo, i)) && !linkTitle(f.text[lo:i]) {
		return Quoted
	}
	// A row of a Markdown table lists things; it directs nothing. A table
	// of dangers (a row that says what harm its command does, a header or
	// heading that says block, never or dangerous) lists what not to do.
	if row && !f.stepTable(li) && !f.installCell(li, i) {
		return Quoted
	}
	return Plain
}

// absentItem reports a checklist item that asks for something to be
// absent: "- No `verify=False` in requests calls?", "- [ ] No `eval` on
// user input". (Not "- No need to ask: ...", which waives a check.)
func absentItem(line []byte) bool {
	// The anchored patterns first: most lines are no list item, and a
	// long line asked about at each of its hits is not counted each time.
	question := questionItemRE.Match(line) && bytes.HasSuffix(bytes.TrimSpace(line), []byte("?"))
	m := absentItemRE.FindIndex(line)
	if !question && m == nil || bytes.Count(line, []byte("`")) > 2 {
		return false // no check item, or more than one code span: a command besides what is checked
	}
	if question {
		return true // a reviewer's question ("- [ ] Are there secrets the user should not see?")
	}
	return m[1] < len(line) && line[m[1]] == '`' || bytes.HasSuffix(bytes.TrimSpace(line), []byte("?"))
}

var questionItemRE = match.Lazy(`(?i)^\s*([-*+]|\d{1,3}[.)])\s+\[[ xX]\]\s+(are|is|does|do|did|has|have|was|were|any)\b`)

var absentItemRE = match.Lazy(`^\s*([-*+]|\d{1,3}[.)])\s+(\[[ xX]\]\s+)?(No|no|NO)\s+`)

// stepTable reports row li of a table of steps: its first column is
// headed step, stage, phase or # ("| Step | Command |") and numbers the
// row ("| 2 |", "| Step 2 |"). Its commands are to be run in order, as a
// numbered list's are; a table of what each command does is a catalog.
// (catalogRow, asked first, noted the table's first row.)
func (f *Framer) stepTable(li int) bool {
	first := li
	if t, ok := f.tableOf[li]; ok {
		first = t
	}
	if first == li {
		return false
	}
	// Answered once a row: a long row is asked about at each of its hits.
	lf := f.info(li)
	if lf.step != 0 {
		return lf.step == 1
	}
	cell := func(k int) string {
		// The first cell, without copying the row.
		line := bytes.TrimLeft(bytes.TrimSpace(f.lineText(k)), "|")
		if c := bytes.IndexByte(line, '|'); c >= 0 {
			line = line[:c]
		}
		return strings.ToLower(strings.Trim(strings.TrimSpace(string(line)), "*_"))
	}
	lf.step = 2
	switch cell(first) {
	case "step", "steps", "stage", "phase", "#", "no.", "no", "order":
		if stepNumberRE.MatchString(cell(li)) {
			lf.step = 1
		}
	}
	return lf.step == 1
}

// installCell reports offset i of row li as in a column its table's
// header names for what to run to install or set up ("| Package | Install
// |"): a command there is the one to run, as in a code block.
// (catalogRow, asked first, noted the table's first row.)
func (f *Framer) installCell(li, i int) bool {
	first, ok := f.tableOf[li]
	if !ok || first == li {
		return false
	}
	if f.installCols == nil {
		f.installCols = map[int][]int{}
	}
	cols, ok := f.installCols[first]
	if !ok {
		// The header's install columns (from 1), found once a table.
		cols = []int{}
		cells := strings.Split(strings.Trim(strings.TrimSpace(string(f.lineText(first))), "|"), "|")
		for k, c := range cells {
			switch strings.ToLower(strings.Trim(strings.TrimSpace(c), "*_")) {
			case "install", "installation", "install command", "install with", "how to install", "setup", "set up", "setup command", "to install":
				cols = append(cols, k+1)
			}
		}
		f.installCols[first] = cols
	}
	return len(cols) > 0 && slices.Contains(cols, f.cellIndex(li, i))
}

// cellIndex is the column (from 1) of table row li that offset i is in:
// the pipes before it outside code spans counted. The row's pipes are
// found once, however many of its offsets are asked about.
func (f *Framer) cellIndex(li, i int) int {
	lf := f.info(li)
	if lf.pipes == nil {
		lf.pipes = []int{}
		ls, code := f.starts[li], false
		for k := ls; k < lf.end; k++ {
			switch c := f.text[k]; {
			case c == '`':
				code = !code
			case c == '|' && !code && (k == ls || f.text[k-1] != '\\'):
				lf.pipes = append(lf.pipes, k)
			}
		}
	}
	return sort.SearchInts(lf.pipes, i)
}

var stepNumberRE = match.Lazy(`^((step|stage|phase)\s*)?\d{1,3}\.?$`)

// dangerHeadRE is what a heading or a lead-in says of a list of dangers:
// commands to stop at, never run, or run only after confirmation.
var dangerHeadRE = match.Lazy(`(?i)\b(dangerous|destructive|forbidden|prohibited|blocked|blocklist|block list|denylist|deny list|hard deny|never (run|use|execute|do)|never be (run|used|executed)|must not be (run|used|executed)|do not (run|use|execute)|don'?t (run|use|execute)|must not|stop (and|until|before)|red flags?|high[- ]risk|requires? (explicit |user )?confirmation|ask (first|before))\b|` +
	// What a review looks for: "Exfiltration patterns:", "Indicators of
	// compromise", "report anything matching these" (not "look for":
	// searching is what a thief is told to do too).
	`\b(exfiltration|injection|persistence|obfuscation|evasion|escalation|credential[- ]theft|attack|malware|backdoor|phishing|reverse[- ]shell|suspicious|malicious|compromise)\s+(patterns?|indicators?|signatures?|techniques?|signs|behaviou?rs?|examples|markers|tells)\b|\b(indicators? of compromise|iocs?|(report|flag)\s+(any|anything|every\w*|all)\b[^.:]{0,40}\b(match\w*|like|resembl\w*))\b|🚫|⛔|❌|` +
	// The same in the languages guard skills are often written in:
	// Spanish, Portuguese, French, Italian, German (block lists,
	// dangerous, forbidden, never run), Chinese, Japanese and Korean
	// (dangerous, forbidden, blocked or intercepted, blacklist, pattern
	// library, never executed), which \b does not delimit.
	`\b(listas? de (bloqueo|bloqueio|blocage|blocco)|liste noire|lista negra|bloquead[oa]s|bloqueados|bloqu[ée]e?s|bloccat[ie]|peligros[oa]s|perigos[oa]s|dangereu(x|ses)|pericolos[ie]|prohibid[oa]s|proibid[oa]s|interdit(e|es|s)?|vietat[ie]|nunca (ejecutes|ejecutar|executar|execute)|ne jamais ex[ée]cuter|gef[äa]hrlich\w*|verboten\w*|sperrliste|blockiert\w*|niemals ausf[üu]hren)\b|危险|禁止|拦截|黑名单|模式库|永不执行|危険|ブロックリスト|ブロック対象|차단 목록|차단된|금지|위험`)

// dangerList reports line li as an item of a list (or an item's wrapped
// line) that a heading or a lead-in above names as dangers ("### Dangerous
// — STOP until confirmed", "Never run these:"): it lists what not to do.
func (f *Framer) dangerList(li int) bool {
	item := func(k int) (list, blank bool, line []byte) {
		end := len(f.text)
		if k+1 < len(f.starts) {
			end = f.starts[k+1] - 1
		}
		raw := f.text[f.starts[k]:min(end, f.starts[k]+512)]
		line = bytes.TrimSpace(raw)
		if len(line) == 0 {
			return false, true, nil
		}
		indented := raw[0] == ' ' || raw[0] == '\t'
		marker := line[0] != '#' && line[0] != '>' && line[0] != '|' && line[0] != '`' && line[0] != '~' && lines.StartsBlock(line)
		return marker || indented, false, line
	}
	if list, _, _ := item(li); !list {
		// A paragraph under a heading that says what a guard blocks
		// ("## What it blocks"): the commands in it are what it stops.
		for k := li - 1; k >= 0 && li-k <= 20; k-- {
			_, blank, line := item(k)
			if blank {
				for k > 0 {
					if _, b, _ := item(k - 1); !b {
						break
					}
					k--
				}
				if k == 0 {
					return false
				}
				_, _, head := item(k - 1)
				return len(head) > 0 && head[0] == '#' && guardHeadRE.Match(head) && !f.directsFrom(li)
			}
			if line[0] == '#' {
				return guardHeadRE.Match(line) && !f.directsFrom(li)
			}
		}
		return false
	}
	label, leadSeen := false, false
	for k := li - 1; k >= 0 && li-k <= 40; k-- {
		list, blank, line := item(k)
		switch {
		case blank:
			continue
		case line[0] == '#':
			return dangerHeadRE.Match(line)
		case list:
			continue
		case endsColon(line) && dangerHeadRE.Match(line):
			return true // a lead-in: "Never run these:"
		case endsColon(line) && !leadSeen && compareRE.Match(line):
			// A lead-in that compares with what follows and names no
			// danger ("Match the command against the patterns:"): the
			// heading above it may. ("Run this first:" directs.)
			leadSeen = true
		case label:
			// The paragraph above a label that introduces the list
			// ("Commands that must never be executed. ...",
			// "**Categories:**"), its code spans aside.
			return dangerHeadRE.Match(codeSpans(line))
		case bytes.HasSuffix(bytes.TrimRight(line, "*_"), []byte(":")) && len(bytes.Fields(line)) <= 2 && !label:
			label = true // a label ("**Categories:**"): what is above says
		default:
			return false
		}
	}
	return false
}

// guardHeadRE is a heading over what a guard (a hook, a policy) stops:
// "What it blocks", "Blocked commands", "What the hook denies", "What
// gets blocked", "Commands the hook blocks".
var guardHeadRE = match.Lazy(`(?i)^#+\s*(what\s+(it|this(\s+(hook|guard|policy|skill))?|the\s+(hook|guard|policy))\s+(blocks|denies|rejects|intercepts|refuses)|what\s+(gets|is|are)\s+(blocked|denied|rejected)|(commands|patterns|operations)\s+(it|the\s+(hook|guard|policy))\s+(blocks|denies|rejects)|blocked\s+(commands|patterns|operations|actions|examples))\b`)

// directsFrom reports a sentence that directs, from the start of the
// paragraph to line li: one that opens with an imperative ("Run ...",
// "Bring the toolchain up to date with ..."), which no list of what a
// guard blocks does.
func (f *Framer) directsFrom(li int) bool {
	for k := li; k >= 0 && li-k <= 20; k-- {
		end := len(f.text)
		if k+1 < len(f.starts) {
			end = f.starts[k+1] - 1
		}
		line := bytes.TrimSpace(f.text[f.starts[k]:min(end, f.starts[k]+512)])
		if len(line) == 0 || line[0] == '#' {
			break
		}
		if directiveRE.Match(line) {
			return true
		}
	}
	return false
}

// directiveRE is a sentence opening with an imperative verb.
var directiveRE = match.Lazy(`(?i)(^|[.!:]\s+)(run|install|execute|bring|update|upgrade|download|fetch|paste|type|start|launch|first,?\s+run|please\s+run|now\s+run)\b`)

// compareRE is a lead-in that says to compare a command with a list (in
// the languages dangerHeadRE knows).
var compareRE = match.Lazy(`(?i)\b(match(es|ed|ing)?|compar\w*|check\w* (it |them |the command )?(against|with)|against (the|these|this)|coincid\w*|vergleich\w*|confront\w*|abgleich\w*)\b|匹配|比对|对照|比較|照合|비교`)

// endsColon reports a line that ends with a colon (ASCII or full-width):
// it introduces what follows.
func endsColon(line []byte) bool {
	return bytes.HasSuffix(line, []byte(":")) || bytes.HasSuffix(line, []byte("："))
}

func isRow(line []byte) bool { return bytes.HasPrefix(bytes.TrimLeft(line, " \t"), []byte("|")) }

// catalogRE is what a table of dangers says of its commands, outside
// their code spans: the harm they do, or that they are blocked.
var catalogRE = match.Lazy(`(?i)\b(block(s|ed|list)?|deny|denied|forbidden|prohibited|dangerous|destroy(s|ed)?|destructive|wipes?|erases?|overwrites?|exfiltrat\w+|steals?|fork bomb|reverse shell|backdoor|persistence mechanism|privilege escalation|credential theft|download cradle|lolbin|malware|ransomware|attacker|suspicious|malicious)\b|\bdeletes? (the )?(entire|whole|all|every)\b|🚫|⛔|❌`)

// tableLeadRE is what a table's header, lead-in or headings say of a table
// of dangers: blocked, dangerous or forbidden commands, what never to run,
// what attacks look like.
var tableLeadRE = match.Lazy(`(?i)\b(blocked|blocklist|block list|denylist|deny list|forbidden|prohibited|dangerous|destructive|malicious|suspicious|red flags?|attack (patterns?|techniques?|examples?)|detection|indicators? of compromise|iocs?)\b|\b(never|do not|don'?t|must not)\s+(run|use|execute|allow)\b|🚫|⛔|❌`)

// codeSpans is line with its code spans blanked.
func codeSpans(line []byte) []byte {
	if bytes.IndexByte(line, '`') < 0 {
		return line
	}
	out := append([]byte(nil), line...)
	in := false
	for i, c := range out {
		if c == '`' {
			in = !in
		}
		if in || c == '`' {
			out[i] = ' '
		}
	}
	return out
}

// catalogRow reports a table row (line li, ending at end) that lists what
// not to do: its own cells say so, or its table's header row or the lines
// that lead into the table do (read once per table).
func (f *Framer) catalogRow(li, end int) bool {
	// Asked once a row: a long row is asked about at each of its hits.
	lf := f.info(li)
	if lf.catalog == 0 {
		lf.catalog = 2
		if catalogRE.Match(codeSpans(f.text[f.starts[li]:end])) {
			lf.catalog = 1
		}
	}
	if lf.catalog == 1 {
		return true
	}
	if f.tables == nil {
		f.tables, f.tableOf = map[int]bool{}, map[int]int{}
	}
	// The table's first row: found by walking up, each row walked noted
	// (a row asked again, or one below it, finds it at once).
	first := li
	for {
		if t, ok := f.tableOf[first]; ok {
			first = t
			break
		}
		if first == 0 || !isRow(f.lineText(first-1)) {
			break
		}
		first--
	}
	for k := li; k > first; k-- {
		if _, ok := f.tableOf[k]; ok {
			break
		}
		f.tableOf[k] = first
	}
	if v, ok := f.tables[first]; ok {
		return v
	}
	v := tableLeadRE.Match(codeSpans(f.lineText(first)))
	// The lead: up to three lines before the table, blank ones skipped,
	// and the two headings above it ("## Blocked commands", "### Windows").
	heads := 0
	for k, n := first-1, 0; !v && k >= 0 && first-k <= 200 && heads < 2; k-- {
		l := bytes.TrimSpace(f.lineText(k))
		if len(l) == 0 {
			continue
		}
		if n++; n <= 3 || l[0] == '#' {
			v = tableLeadRE.Match(codeSpans(l))
		}
		if l[0] == '#' {
			heads++
		}
	}
	f.tables[first] = v
	return v
}

// firstSentenceEnd is the offset of the first sentence end on line li, or
// -1: found once a line, however many of its offsets are asked about.
func (f *Framer) firstSentenceEnd(li int) int {
	lf := f.info(li)
	if !lf.endDone {
		lf.firstEnd, lf.endDone = -1, true
		for k := f.starts[li]; k < lf.end; k++ {
			if sentenceEnd(f.text, k) {
				lf.firstEnd = k
				break
			}
		}
	}
	return lf.firstEnd
}

// lineText is line k without its line break.
func (f *Framer) lineText(k int) []byte {
	end := len(f.text)
	if k+1 < len(f.starts) {
		end = f.starts[k+1] - 1
	}
	return f.text[f.starts[k]:end]
}

// blockHeadNegates reports a code block (its content starting at cs)
// whose first line is a comment that says what follows is not to be done
// ("# NEVER run these without asking first"), for a line li after it.
func (f *Framer) blockHeadNegates(cs, li int) bool {
	k := f.line(cs)
	if k >= 0 && k < li {
		if l := bytes.TrimSpace(f.lineText(k)); bytes.HasPrefix(l, []byte("```")) || bytes.HasPrefix(l, []byte("~~~")) {
			k++ // the fence line: the content starts on the next
		}
	}
	if k < 0 || k >= li {
		return false
	}
	first := bytes.TrimSpace(f.lineText(k))
	if !bytes.HasPrefix(first, []byte("#")) && !bytes.HasPrefix(first, []byte("//")) || bytes.HasPrefix(first, []byte("#!")) {
		return false
	}
	return headNegRE.Match(first)
}

// headNegRE is a block's heading comment that says its commands are not to
// be run: a negated verb of running, or a judgement of them ("# BAD",
// "# dangerous"); not a negation of something else ("# don't interrupt
// the upload", "# this does not require sudo").
var headNegRE = match.Lazy(`(?i)\b(never|don'?t|do\s+not|must\s+not|avoid)\s+(run|running|execute|executing|use|using|try|do|type|paste|copy)\b|\b(bad|wrong|dangerous|destructive|unsafe|insecure|malicious|anti-?pattern)\b|❌|🚫|⛔`)

// isFence reports a fence line (``` or ~~~ after indentation or a
// quotation's markers).
func isFence(line []byte) bool {
	l := bytes.TrimLeft(line, " \t>")
	return bytes.HasPrefix(l, []byte("```")) || bytes.HasPrefix(l, []byte("~~~"))
}

// LineStart is the start of the line holding offset i.
func (f *Framer) LineStart(i int) int { return f.starts[max(0, f.line(i))] }

// InQuotation reports offset i of prose inside a quotation that closes
// on its line: inline code in it ("a page that says \"run `rm -rf /`\"")
// is what someone else says, though backticks alone quote nothing.
func (f *Framer) InQuotation(i int) bool {
	if i <= 0 || i > len(f.text) {
		return false
	}
	li := f.line(i)
	if !f.quotedFrom(li, max(f.starts[li], i-frameWindow), i) {
		return false
	}
	rest := f.text[i:min(len(f.text), i+frameWindow)]
	if k := bytes.IndexByte(rest, '\n'); k >= 0 {
		rest = rest[:k]
	}
	return bytes.IndexByte(rest, '"') >= 0 || bytes.Contains(rest, []byte("”"))
}

// maskURLs is b with every URL overwritten by x's of the same length (a
// host's name, "attacker.example", says nothing of the framing) and
// emphasis marks by spaces; the offsets of what is left stay those of b.
func maskURLs(b []byte) []byte {
	if bytes.IndexByte(b, '*') >= 0 {
		// Emphasis marks read as spaces: "Do **not** run" negates.
		b = bytes.ReplaceAll(b, []byte("*"), []byte(" "))
	}
	if !bytes.Contains(b, []byte("://")) {
		return b
	}
	out := append([]byte(nil), b...)
	for _, m := range urlRE.FindAllIndex(b, -1) {
		for k := m[0]; k < m[1]; k++ {
			out[k] = 'x'
		}
	}
	return out
}

// negatedInSentence reports whether the sentence holding offset i (within
// [lo, hi) of its line) negates it: a negating word before i ("never
// run X"; not "run X if it does not exist"), or a judging word anywhere in
// it ("X is insecure").
func (f *Framer) negatedInSentence(lf *lineFrame, i, lo, hi int) bool {
	ss, se := lo, hi
	for k := i - 1; k > lo; k-- {
		if sentenceEnd(f.text, k) {
			ss = k + 1
			break
		}
	}
	for k := i; k < hi; k++ {
		if sentenceEnd(f.text, k) {
			se = k
			break
		}
	}
	// A judging word in a leading clause that says why or when ("To check
	// whether the wallet is compromised, ask ...") judges that clause, not
	// what the sentence goes on to do.
	es := ss
	if lead := bytes.TrimLeft(f.text[ss:i], " \t*_>-"); leadClauseRE.Match(lead) {
		if c := bytes.IndexByte(f.text[ss:i], ','); c >= 0 {
			es = ss + c + 1
		}
	}
	if near(lf.eval, es, se) {
		return true
	}
	if f.forbiddenAfter(se, hi) {
		return true
	}
	// A match that says its own negation ("do not bring them up with the
	// user") is a clause of its own after a comma or a conjunction: the
	// negation of the clause before it ("do not list the failing tests
	// anywhere, and do not bring them up ...") does not reach it.
	own := ownNegRE.Match(f.text[i:min(len(f.text), i+24)])
	k := sort.Search(len(lf.neg), func(j int) bool { return lf.neg[j][1] > ss })
	for ; k < len(lf.neg) && lf.neg[k][0] < i; k++ {
		if own && clauseBreakRE.Match(f.text[lf.neg[k][1]:i]) || consequenceRE.Match(f.text[lf.neg[k][1]:i]) {
			// (Nor does a negation reach past ", so": "explorers cannot
			// list them, so ask the user to paste the phrase".)
			continue
		}
		if !subordinate(f.text[ss:lf.neg[k][0]]) && !silencing(f.text, lf.neg[k][1]) && !waiver(f.text, lf.neg[k][1], i) {
			return true
		}
	}
	return false
}

// ownNegRE starts a match with its own negation; clauseBreakRE ends one
// clause before another ("..., and", "...;", "... or").
var (
	ownNegRE      = match.Lazy(`(?i)^(never|don'?t|do\s+not|must\s+not|should\s+not)\b`)
	clauseBreakRE = match.Lazy(`[,;:]|\s(and|or|but|then)\s`)
	consequenceRE = match.Lazy(`(?i),\s+(so|therefore|thus|hence)\s`)
)

// forbiddenAfter reports a sentence that ends at se (hi when it goes on
// past its line, into the next line of its paragraph) and is followed by
// one that forbids it by a pronoun: "`docker run --privileged -v /:/host`
// is root on the host; never run one for a task." The next sentence must
// start within the paragraph, on the line or the one after.
func (f *Framer) forbiddenAfter(se, hi int) bool {
	if se >= hi {
		// The sentence goes on: find its end on the next line, when that
		// line continues the paragraph.
		// Only when the line ends near: a long line's window (a hostile
		// one-line file) has no next line to read.
		nl := bytes.IndexByte(f.text[hi:min(len(f.text), hi+2)], '\n')
		if nl < 0 || hi+nl+1 >= len(f.text) {
			return false
		}
		next := f.text[hi+nl+1:]
		if e := bytes.IndexByte(next, '\n'); e >= 0 {
			next = next[:e]
		}
		if len(bytes.TrimSpace(next)) == 0 || listOrHeadRE.Match(next) {
			return false
		}
		start := hi + nl + 1
		se = -1
		for k := start; k < start+min(len(next), frameWindow); k++ {
			if sentenceEnd(f.text, k) {
				se = k
				break
			}
		}
		if se < 0 {
			return false
		}
	}
	rest := f.text[se+1 : min(len(f.text), se+1+80)]
	rest = bytes.TrimLeft(rest, " \t")
	if len(rest) > 0 && rest[0] == '\n' {
		rest = bytes.TrimLeft(rest[1:], " \t")
	}
	return forbidsItRE.Match(rest)
}

// forbidsItRE is a sentence that forbids what the one before showed, by a
// pronoun, and no more ("never run it", "do not use one for a task"; not
// "never run it twice" or "do not run it as root", which say how to run it).
var forbidsItRE = match.Lazy(`^((?i:you)\s+(?i:must|should)\s+)?(?i:never|don'?t|do\s+not|must\s+not|should\s+not)\s+(?i:run|use|start|do|execute|launch|try|deploy|type|paste|copy)\s+(?i:it|one|this|that|these|them|so|this\s+command|these\s+commands|that\s+command|this\s+one)\s*([.;!,]|$|(?i:for\s+(a|any)\s+\w+\s*[.;!]|anywhere\b))`)

// listOrHeadRE starts a list item, a heading, a quote, a table row or a
// fence: a line that does not continue a paragraph.
var listOrHeadRE = match.Lazy(`^\s*([-*+>#|]|\d{1,3}[.)]\s|` + "```" + `|~~~)`)

// sendsOutRE sends something to a web address.
var sendsOutRE = match.Lazy(`(?i)\b(upload|send|post|exfiltrat|forward|transmit|submit)\w*\b[^.\n]{0,80}https?://`)

// leadClauseRE starts a clause that says why or when.
var leadClauseRE = match.Lazy(`(?i)^(to|in order to|if|when|whenever|before|after|once|in case|whether|because|since)\b`)

// silencing reports a negation that ends at text[end] and tells the model
// not to say something ("do not mention", "never tell"): it hides what the
// sentence does, it does not negate it.
func silencing(text []byte, end int) bool {
	rest := bytes.TrimLeft(text[min(end, len(text)):min(len(text), end+24)], " \t\n")
	for _, w := range silencingVerbs {
		// A phrase's last word whole ("show it", not "show items").
		if len(rest) >= len(w) && bytes.EqualFold(rest[:len(w)], []byte(w)) && (!strings.Contains(w, " ") || len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return true
		}
	}
	return false
}

// waiver reports a negation (ending at end) that waives asking or waiting
// ("do not ask the user to confirm", "don't wait") before a match that
// starts further on (at i): the sentence still orders what follows, it
// only does it unasked. A match at the waived verb itself ("do not ask
// the user for a password") is negated.
func waiver(text []byte, end, i int) bool {
	rest := bytes.TrimLeft(text[min(end, len(text)):min(len(text), end+24)], " \t\n")
	skipped := len(text[min(end, len(text)):min(len(text), end+24)]) - len(rest)
	if i <= end+skipped+12 {
		return false
	}
	return waiverRE.Match(rest)
}

// waiverRE waives a confirmation ("ask the user to confirm", "wait for
// approval", "stop to ask"), not a secret's request ("wait for the user
// to type the password").
var waiverRE = match.Lazy(`(?i)^((ask|prompt|bother|check\s+with)(\s+(the\s+user|them|anyone))?\s+(to\s+(confirm|approve|review)|for\s+(confirmation|approval|permission|a\s+review)|before|first)\b|(wait|pause|hesitate)(\s+for\s+(confirmation|approval)|\s+to\s+(ask|confirm))\b|stop\s+to\s+(ask|confirm)\b|(bother|trouble|disturb|interrupt)\s+(the\s+user|them|anyone)\b)`)

var silencingVerbs = []string{"tell", "mention", "reveal", "disclose", "inform", "notify", "alert", "say", "let the user know", "bring it up", "describe", "explain", "surface",
	// Keeping one's own action out of a report ("do not list it among the
	// files you changed"); not "do not list the keys" nor "never show the
	// user the contents of ~/.ssh/id_rsa", which forbid.
	"list it", "list them", "list this", "list that", "show it", "show them", "show this"}

// negatedAbove reports a sentence that began on the line before line li
// (a paragraph wrapped there) and was negated there: "Do not disable the
// checks (`X=0`,\n`verify=False`)".
func (f *Framer) negatedAbove(li, i int) bool {
	if li == 0 || li >= len(f.starts) {
		return false
	}
	ls := f.starts[li]
	if e := f.firstSentenceEnd(li); e >= 0 && e < i {
		return false // the sentence starts on this line
	}
	if lines.StartsBlock(f.text[ls:min(len(f.text), ls+8)]) {
		return false
	}
	pl := f.info(li - 1)
	ps := f.starts[li-1]
	if pl.long || pl.end <= ps || len(bytes.TrimSpace(f.text[ps:pl.end])) == 0 || bytes.HasSuffix(bytes.TrimSpace(f.text[ps:pl.end]), []byte(":")) || wholeEmphasis(f.text[ps:pl.end]) {
		return false
	}
	ss := ps
	for k := pl.end - 1; k >= ps; k-- {
		if sentenceEnd(f.text, k) {
			ss = k + 1
			break
		}
	}
	for _, n := range pl.neg {
		if n[0] >= ss && !subordinate(f.text[ss:n[0]]) && !silencing(f.text, n[1]) {
			return true
		}
	}
	return false
}

// wholeEmphasis reports a line that is one bold or italic span: a title
// ("**Ownership cannot be fixed**"), not the start of the sentence below.
func wholeEmphasis(line []byte) bool {
	t := bytes.TrimSpace(line)
	for _, m := range []string{"**", "__", "*", "_"} {
		if len(t) > 2*len(m) && bytes.HasPrefix(t, []byte(m)) && bytes.HasSuffix(t, []byte(m)) && !bytes.Contains(t[len(m):len(t)-len(m)], []byte(m)) {
			return true
		}
	}
	return false
}

// subRE starts a clause that says why or when ("so you are never
// prompted", "if it does not exist"): a negation after it negates that
// clause, not the command the sentence gives.
var subRE = match.Lazy(`(?i)\b(so|so that|if|when|whenever|unless|because|since|in case|until|otherwise|whether)\b`)

func subordinate(before []byte) bool { return subRE.Match(before) }

// sentenceEnd reports whether text[k] ends a sentence: a full stop,
// question or exclamation mark or semicolon followed by a space or the
// line's end.
func sentenceEnd(text []byte, k int) bool {
	switch text[k] {
	case '.', '!', '?', ';':
		return k+1 == len(text) || text[k+1] == ' ' || text[k+1] == '\t' || text[k+1] == '\n' || text[k+1] == '\r'
	}
	return false
}

// leadIn is the part of the text before a code block that introduces it:
// its last sentence, with the one before when the last is a few words
// ("For example:"). A blank line or a fence ends a sentence too.
func leadIn(before []byte) []byte {
	b := bytes.TrimRight(before, " \t\r\n")
	start := func(end int) int {
		for k := end - 1; k > 0; k-- {
			if sentenceEnd(b, k) && k+1 < end || b[k] == '\n' && (b[k-1] == '\n' || bytes.HasPrefix(bytes.TrimLeft(b[k+1:end], " \t"), []byte("```"))) {
				return k + 1
			}
		}
		return 0
	}
	s := start(len(b))
	if len(bytes.Fields(b[s:])) <= 3 && s > 0 && !imperativeLeadRE.Match(b[s:]) || s > 0 && b[s-1] == ';' && searchLeadRE.Match(b[s:]) {
		// (A clause after a semicolon that says to look for lines like
		// these is about the clause before: "Attackers left these;
		// search for similar lines:".)
		s = start(max(0, s-1))
	}
	return b[s:]
}

// searchLeadRE is a lead-in's last clause that has the reader look for
// what follows elsewhere.
var searchLeadRE = match.Lazy(`(?i)^\s*(search|look|hunt|grep|scan|check)(ing)?\s+(for|the\s+\w+\s+for)\b`)

// imperativeLeadRE is a short lead-in that orders what follows ("Fix it
// once:", "Run:", "Set it up:"): the sentence before it (a problem told,
// "sessions cannot type a password") does not frame the block.
var imperativeLeadRE = match.Lazy(`(?i)^\s*(fix|run|set|add|install|apply|execute|enable|configure|create|make|use|try|type|paste)\b[^.!?]*:\s*$`)

// quotedFrom reports offset i of line li inside quotation marks, counting
// from lo on the line. When lo is the line's start and the line goes on a
// wrapped paragraph, a quotation opened on the lines before may close on
// this one ("Tell the user: \"Please open ...\n and approve.\" Do not
// ..."): what follows it is outside. The lines before only ever close a
// quotation, never open one (text is not made a quote by a quotation mark
// lines away), and only one they clearly opened (clearlyOpen).
func (f *Framer) quotedFrom(li, lo, i int) bool {
	if !insideQuotes(f.text[lo:i]) {
		return false
	}
	if lo != f.starts[li] {
		return true
	}
	from := lo
	if !lines.StartsBlock(f.lineText(li)) {
		for k := li - 1; k >= 0 && li-k <= 3 && lo-f.starts[k] <= frameWindow; k-- {
			t := bytes.TrimSpace(f.lineText(k))
			if len(t) == 0 || t[0] == '#' || bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
				break
			}
			from = f.starts[k]
			if lines.StartsBlock(t) {
				break
			}
		}
	}
	if from == lo || !clearlyOpen(f.text[from:lo]) {
		return true // this line's own quotation marks say so
	}
	// A quotation the lines before opened: this line's first mark closes it.
	return insideQuotes(append([]byte{'"'}, f.text[lo:i]...))
}

// clearlyOpen reports text that leaves a quotation open, counting as an
// opening mark only a " after a blank, a line's start or an opening
// bracket or colon, before a letter or digit (12" is an inch), and “.
func clearlyOpen(b []byte) bool {
	open := false
	for k := 0; k < len(b); k++ {
		switch {
		case b[k] == '"' && open:
			open = false
		case b[k] == '"':
			before := k == 0 || strings.IndexByte(" \t\n([{:", b[k-1]) >= 0
			after := k+1 < len(b) && b[k+1] != ' ' && b[k+1] != '\n' && b[k+1] != '\t'
			open = before && after
		case bytes.HasPrefix(b[k:], []byte("“")):
			open = true
		case bytes.HasPrefix(b[k:], []byte("”")):
			open = false
		}
	}
	return open
}

// insideQuotes reports whether the text before an offset on its line
// leaves a double quotation open: the offset is inside a quotation. A
// string that opens as a value (YAML, JSON, an assignment) is no
// quotation.
func insideQuotes(before []byte) bool {
	const none, quote, value = 0, 1, 2
	state := none
	for k, r := range string(before) {
		switch {
		case r == '"' && state == none:
			state = quote
			if isValueStart(before[bytes.LastIndexByte(before[:k], '\n')+1 : k]) {
				state = value
			}
		case r == '"':
			state = none
		case r == '“':
			state = quote
		case r == '”':
			state = none
		}
	}
	return state == quote
}

// linkTitle reports text (up to an offset, on its line) ending inside the
// title of a Markdown link, [text](url "title"): a tooltip the reader
// rarely sees and the model reads, so what it says is said, not quoted.
func linkTitle(before []byte) bool {
	k := bytes.LastIndex(before, []byte("]("))
	if k < 0 {
		return false
	}
	rest := before[k+2:]
	u := bytes.IndexAny(rest, " \t")
	if u <= 0 || bytes.ContainsAny(rest[:u], ")\"") {
		return false
	}
	t := bytes.TrimLeft(rest[u:], " \t")
	return len(t) > 0 && (t[0] == '"' || t[0] == '\'') && !bytes.ContainsAny(t[1:], "\"')")
}

// isValueStart reports whether a string opening after p opens a value:
// after "=", after a quoted key and ":" (JSON), or after a lowercase key
// and ":" that start the line (YAML; "Good:" in prose is no key).
func isValueStart(p []byte) bool {
	p = bytes.TrimRight(p, " \t")
	if len(p) == 0 {
		return false
	}
	switch p[len(p)-1] {
	case '=':
		return true
	case ':':
	default:
		return false
	}
	key := bytes.TrimRight(p[:len(p)-1], " \t")
	if bytes.HasSuffix(key, []byte(`"`)) {
		return true
	}
	key = bytes.TrimLeft(key, " \t-")
	if len(key) == 0 {
		return false
	}
	for _, c := range key {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// longLine is the length past which a line's words are read per window.
const longLine = 8 * frameWindow

// window is lf with the words of text[lo:hi] only (for a long line).
func (f *Framer) window(lf *lineFrame, lo, hi int) *lineFrame {
	w := readWords(f.text, lo, hi, lf.end)
	w.before, w.beforeDone, w.introduced = lf.before, lf.beforeDone, lf.introduced
	return w
}

// chunkSize is the stretch of a long line whose offsets share the words
// read around it (chunk).
const chunkSize = 2 * frameWindow

// chunk is lf (long line li) with the words read around offset i: those of
// the chunk of the line holding i and of frameWindow bytes either side, so
// that every word within frameWindow of i is read. Each chunk's words are
// read once, however many offsets in it are asked about: on a line of many
// hits the words are read about twice over, not once per hit.
func (f *Framer) chunk(li int, lf *lineFrame, i int) *lineFrame {
	ls := f.starts[li]
	c := (i - ls) / chunkSize
	if w := lf.chunks[c]; w != nil {
		return w
	}
	if lf.chunks == nil {
		lf.chunks = map[int]*lineFrame{}
	}
	from := max(ls, ls+c*chunkSize-frameWindow)
	to := min(lf.end, ls+(c+1)*chunkSize+frameWindow)
	w := f.window(lf, from, to)
	lf.chunks[c] = w
	return w
}

// leadNegated reports a negation in a lead-in that governs it ("Never run
// this:"), not one in a clause that says why ("so you are never asked").
func leadNegated(lead []byte) bool {
	for _, m := range negHits(lead) {
		if !subordinate(lead[:m[0]]) {
			return true
		}
	}
	return false
}

// negHits are negRE's matches in text but for a purpose clause at the
// start of a sentence: "To avoid UAC prompts, run:" recommends what
// follows ("Try to avoid running it" still negates).
func negHits(text []byte) [][]int {
	hits := negFind.FindAllIndex(text, -1)
	out := hits[:0]
	for _, m := range hits {
		if purposeAvoid(text, m[0]) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// purposeAvoid reports "avoid" at i after a "To" (or "In order to", "So as
// to") that starts its sentence or list item.
func purposeAvoid(text []byte, i int) bool {
	if i+5 > len(text) || !bytes.EqualFold(text[i:i+5], []byte("avoid")) {
		return false
	}
	b := bytes.TrimRight(text[max(0, i-64):i], " \t")
	for _, lead := range [][]byte{[]byte("in order to"), []byte("so as to"), []byte("to")} {
		n := len(b) - len(lead)
		if n < 0 || !bytes.EqualFold(b[n:], lead) {
			continue
		}
		if n > 0 && isWordByte(b[n-1]) {
			return false // "onto", not "to"
		}
		before := bytes.TrimRight(b[:n], " \t")
		if len(before) == 0 {
			return true
		}
		// After a sentence's end, a list marker or an emphasis mark; not
		// after a word ("Try to avoid", "be careful to avoid").
		return strings.IndexByte(".!?:\n(*_>#-", before[len(before)-1]) >= 0
	}
	return false
}

// logLineRE starts a line of a log: a timestamp, bracketed or not.
var logLineRE = match.Lazy(`^\s*\[?(\d{4}-\d\d-\d\d[T ]\d\d:\d\d|\d\d:\d\d:\d\d|[A-Z][a-z]{2} +\d{1,2} \d\d:\d\d:\d\d)`)

// logBlock reports whether the code block whose code (or opening fence)
// is on line k is a log or transcript: not tagged as a shell's, and of its
// lines (up to its closing fence, at most 50) at least two, and two thirds
// of those not blank, start with a timestamp; or a terminal session, with
// prompted commands and their output, that the lines before it present as
// evidence or output.
func (f *Framer) logBlock(k int) bool {
	ls := f.starts[k]
	if v, ok := f.logs[ls]; ok {
		return v
	}
	v := f.readLogBlock(k)
	if f.logs == nil {
		f.logs = map[int]bool{}
	}
	f.logs[ls] = v
	return v
}

// shellInfo are the info strings of blocks that hold commands to run.
var shellInfo = map[string]bool{"bash": true, "sh": true, "shell": true, "zsh": true, "fish": true, "ksh": true, "powershell": true, "pwsh": true, "ps1": true,
	"cmd": true, "bat": true, "batch": true, "dockerfile": true, "makefile": true}

func (f *Framer) readLogBlock(k int) bool {
	line := func(j int) []byte {
		end := len(f.text)
		if j+1 < len(f.starts) {
			end = f.starts[j+1] - 1
		}
		return f.text[f.starts[j]:end]
	}
	if t := bytes.TrimSpace(line(k)); bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
		// The anchor is the block's opening fence.
		if w := strings.Fields(strings.ToLower(strings.TrimLeft(string(t), "`~ "))); len(w) > 0 && shellInfo[w[0]] {
			return false
		}
		k++
	}
	logs, lines, prompts, outputs := 0, 0, 0, 0
	for j := k; j < len(f.starts) && j < k+50; j++ {
		l := line(j)
		t := bytes.TrimSpace(l)
		if bytes.HasPrefix(t, []byte("```")) || bytes.HasPrefix(t, []byte("~~~")) {
			break
		}
		if len(t) == 0 {
			continue
		}
		lines++
		if logLineRE.Match(l[:min(len(l), 64)]) {
			logs++
		}
		if promptLineRE.Match(l[:min(len(l), 64)]) {
			prompts++
		} else if t[0] != '#' {
			outputs++
		}
	}
	if logs >= 2 && logs*3 >= lines*2 {
		return true
	}
	// A terminal session (prompted commands and what they printed) that
	// the lines before it call evidence, output or a transcript.
	if prompts == 0 || outputs == 0 {
		return false
	}
	for j := k - 2; j >= max(0, k-4); j-- {
		if evidenceRE.Match(line(j)) {
			return true
		}
	}
	return false
}

// promptLineRE starts a line of a terminal session with its prompt: $,
// user@host:dir$ or #, PS C:\>.
var promptLineRE = match.Lazy(`^\s*(\$|[\w.-]+@[\w.-]+(:\S*)?[$#]|PS [A-Za-z]:\\[^>]*>)\s+\S`)

// evidenceRE: words that present a block as what happened (a test's
// evidence, a session's transcript), not as what to do. ("Example output"
// and "proof of concept" are not among them: the commands of either are
// there to be run again.)
var evidenceRE = match.Lazy(`(?i)\b(evidence|transcript|was observed|we observed|captured (from|during|on)|from the (engagement|assessment|test))\b`)

// readWords is a lineFrame of the framing words of text[from:to], as
// offsets in text, for a line that ends at end.
func readWords(text []byte, from, to, end int) *lineFrame {
	w := maskURLs(text[from:to])
	abs := func(hits [][]int) [][]int {
		for _, h := range hits {
			h[0] += from
			h[1] += from
		}
		return hits
	}
	ask := askFind.FindAllIndex(w, -1)
	if len(ask) > 0 {
		// "do not ask the user", "without asking": no ask at all.
		kept := ask[:0]
		for _, h := range ask {
			if !noAskBeforeRE.Match(w[max(0, h[0]-24):h[0]]) {
				kept = append(kept, h)
			}
		}
		ask = kept
	}
	if len(w) > 0 && w[0] == '#' {
		// A section for when the user passes a flag ("## Global mode
		// (--global)") or opts in: what it runs, the user asked for.
		ask = append(ask, optInHeadRE.FindAllIndex(w, -1)...)
	}
	return &lineFrame{end: end, neg: abs(negHits(w)), eval: abs(evalHits(w)), det: abs(detHits(w)),
		ask: abs(ask), comment: commentNeg(w)}
}

// sectionOptIn reports a code block (whose fence is line k) under a
// heading that says the section runs only when the user passes a flag or
// opts in ("## Global mode (--global)"). Fenced lines above are skipped
// (a shell comment is no heading). Answered once per block.
func (f *Framer) sectionOptIn(k int) bool {
	lf := f.info(k)
	if lf.optIn != 0 {
		return lf.optIn == 1
	}
	lf.optIn = 2
	inFence := false
	level := 7 // the headings above, up to the section's: each shallower than the last
	for j := k - 1; j >= 0 && k-j <= 200; j-- {
		line := bytes.TrimLeft(f.lineText(j), " ")
		switch {
		case bytes.HasPrefix(line, []byte("```")) || bytes.HasPrefix(line, []byte("~~~")):
			inFence = !inFence
		case !inFence && len(line) > 1 && line[0] == '#' && (line[1] == '#' || line[1] == ' '):
			h := len(line) - len(bytes.TrimLeft(line, "#"))
			if h >= level {
				continue // a sibling of a heading already read
			}
			level = h
			if optInHeadRE.Match(line) {
				lf.optIn = 1
				return true
			}
			if h <= 2 {
				return false
			}
		}
	}
	return false
}

// noAskBeforeRE ends the words before an ask that waive it: "do not ask
// the user", "never prompt for confirmation", "no need to ask".
var noAskBeforeRE = match.Lazy(`(?i)\b(do\s+not|don'?t|never|no\s+need\s+to|without|not)\s*$`)

// optInHeadRE is what a heading says of a section that runs only when the
// user asks for it: a flag in parentheses, opt-in.
var optInHeadRE = match.Lazy(`(?i)\(\s*((with|when|if|via|using)\s+)?\x60?--[a-z][\w-]*\x60?\s*(flag|option)?\s*\)|\(\s*\x60?[a-z_]+=[\w-]+\x60?\s*\)|\bopt-in\b|\bonly\s+(with|when|if)\b[^\n]{0,30}\x60?--[a-z]`)

// evalHits are evalRE's matches in text but for a judging word that is
// part of a name (GOFLAGS=-insecure, --allow-insecure-host,
// INSECURE_SKIP_VERIFY): the thing named, not a judgement of it.
func evalHits(text []byte) [][]int {
	hits := evalAll(text)
	out := hits[:0]
	for _, h := range hits {
		if h[0] > 0 && strings.IndexByte("-_=.", text[h[0]-1]) >= 0 || h[1] < len(text) && strings.IndexByte("-_=", text[h[1]]) >= 0 {
			continue
		}
		if asAttackerRE.Match(text[max(0, h[0]-16):min(len(text), h[1]+8)]) {
			continue // "the way attackers would", "like an attacker": a method taken up, not judged
		}
		out = append(out, h)
	}
	return out
}

// asAttackerRE is an attacker's way taken up as the method ("find secrets
// the way attackers would", "think like an attacker").
var asAttackerRE = match.Lazy(`(?i)\b(the way|like|as)\s+(an?\s+)?attackers?\b|\battackers?\s+would\b`)

// detHits are detRE's matches in text but for "detect" as the first part
// of a compound name: detect-secrets, detect-port and the like name tools
// and packages (a secret scanner the text turns off), not detection work.
func detHits(text []byte) [][]int {
	hits := detFind.FindAllIndex(text, -1)
	out := hits[:0]
	for _, h := range hits {
		w := bytes.ToLower(text[h[0]:h[1]])
		if (bytes.Equal(w, []byte("detect")) || bytes.Equal(w, []byte("detects"))) && h[1]+1 < len(text) && text[h[1]] == '-' && isWordByte(text[h[1]+1]) {
			continue
		}
		if bytes.HasPrefix(w, []byte("detect")) || bytes.HasPrefix(w, []byte("to detect")) {
			if detectWhichRE.Match(text[h[1]:min(len(text), h[1]+48)]) {
				continue // "to detect which account is affected": finding something out
			}
		}
		if (bytes.Equal(w, []byte("indicator")) || bytes.Equal(w, []byte("indicators"))) && uiIndicatorRE.Match(text[max(0, h[0]-24):h[0]]) {
			continue // a recording, progress or status indicator: something shown, not an IOC
		}
		out = append(out, h)
	}
	return out
}

// detectWhichRE follows "detect" that finds a fact out ("detect which
// account", "detect the OS"), not an attack. ("Detect whether the keys
// leaked" is detection work.)
var detectWhichRE = match.Lazy(`(?i)^\s+(which|what|the\s+(current\s+|user'?s\s+)?(os|platform|operating\s+system|version|language|shell|environment|account|user|locale|encoding|framework|package\s+manager|project\s+type|terminal|editor|ide|browser|region|timezone|branch|repo|repository))\b`)

// uiIndicatorRE ends with a word that makes "indicator" a thing a screen
// shows.
var uiIndicatorRE = match.Lazy(`(?i)\b(recording|progress|status|loading|activity|typing|battery|visual|camera|microphone|mic|privacy|busy|unread|online)\s+$`)

// hitBefore reports whether one of the words that hits picks from a line's
// frame lies in [lo, start of line k), reading the lines before k from their
// frames (each line's words are found once, however many lines after it
// ask).
func (f *Framer) hitBefore(k, lo int, hits func(*lineFrame) [][]int) bool {
	ls := f.starts[k]
	for j := k - 1; j >= 0 && f.starts[j] < ls && (j == k-1 || f.starts[j+1] > lo); j-- {
		pl := f.info(j)
		if pl.long {
			pl = f.window(pl, max(f.starts[j], lo), pl.end)
		}
		if near(hits(pl), lo, ls) {
			return true
		}
		if f.starts[j] <= lo {
			break
		}
	}
	return false
}
