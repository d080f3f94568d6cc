// Package tracker keeps a game in progress: the game record (parse and
// format), replaying it through the engine, and what is derived from it.
package tracker

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/fourthdown/fourthdown/engine"
)

// Field is one header line, `key: value`, with its comment.
type Field struct {
	Key     string // as written
	Value   string
	Comment string // without the leading '#', may be empty
	Line    int
}

// Token is one entry token as written, with its position.
type Token = engine.Token

// Line is one line of entries (or a comment line when it has no tokens).
type Line struct {
	Tokens  []Token
	Comment string // without the leading '#' and the digital mark
	Num     int    // line number in the parsed file (0 for new lines)
}

// Record is a game record (record.md, format v1).
type Record struct {
	Header []Field // header fields; a Field with an empty Key is a comment line
	Body   []Line
	// Dir is the directory of the file the record was read from ("" for
	// the current directory): a `rules:` house-rules file is relative to it.
	Dir string
}

// SyntaxError is a record that cannot be read: the position and what is wrong.
type SyntaxError struct {
	Line  int
	Token int // 0 when the error is about the whole line
	Msg   string
}

func (e *SyntaxError) Error() string {
	if e.Token > 0 {
		return fmt.Sprintf("%d token %d: %s", e.Line, e.Token, e.Msg)
	}
	return fmt.Sprintf("%d: %s", e.Line, e.Msg)
}

const digitalMark = "[digital"

// Parse reads a record. It checks the syntax only (header lines, tokens
// are words); whether the entries follow the rules is Replay's job.
func Parse(r io.Reader) (*Record, error) {
	var data []byte
	var err error
	if l, ok := r.(interface{ Len() int }); ok { // a reader that knows its size: one read
		data = make([]byte, l.Len())
		_, err = io.ReadFull(r, data)
	} else {
		data, err = io.ReadAll(r)
	}
	if err != nil {
		return nil, &SyntaxError{Line: 1, Msg: err.Error()}
	}
	// The record's strings are substrings of its text: data is not written
	// again, so it is the text, not a copy of it.
	return ParseString(unsafe.String(unsafe.SliceData(data), len(data)))
}

// ParseString is Parse of a record's text. Its tokens and values are
// substrings of text (nothing is copied), and all the tokens share one
// slice. What it keeps grows with the record's fields and entries, not
// with its comment and blank lines: comment lines one after another
// (blank lines between them or not) are kept as one header field or one
// body line, whose Comment joins theirs with "\n#" (Format writes them
// back a line each), and blank lines are not kept at all.
func ParseString(text string) (*Record, error) {
	words, wordLines := countWords(text)
	// A record's header is a handful of fields and comments: room for
	// them at once (the header of a record of a few lines fits its lines).
	p := &parser{
		rec: &Record{Header: make([]Field, 0, min(wordLines+1, 16)), Body: make([]Line, 0, wordLines+1)},
		all: make([]Token, 0, words),
	}
	for rest := text; rest != ""; {
		if rest[0] == '\n' { // a blank line: nothing to keep
			p.n, rest = p.n+1, rest[1:]
			continue
		}
		raw := rest
		if k := strings.IndexByte(rest, '\n'); k >= 0 {
			raw, rest = rest[:k], rest[k+1:]
		} else {
			rest = ""
		}
		if err := p.line(raw, rest); err != nil {
			return nil, err
		}
	}
	p.runs.end()
	return p.rec, nil
}

// parser is ParseString's state: the record so far, the tokens' shared
// slice, the line number, whether the entries have begun, the header's
// keys and the comment run open.
type parser struct {
	rec    *Record
	all    []Token
	n      int
	inBody bool
	keys   headerKeys
	runs   commentRun
}

// line reads one line, raw, without its line end; rest is the text after
// it.
func (p *parser) line(raw, rest string) error {
	raw = strings.TrimRight(raw, "\r") // CRLF, and stray carriage returns at the end
	if strings.IndexByte(raw, '\r') >= 0 {
		return &SyntaxError{Line: p.n + 1, Msg: crInLine}
	}
	p.n++
	if p.n == 1 {
		raw = strings.TrimPrefix(raw, "\ufeff")
	}
	if !utf8.ValidString(raw) {
		return &SyntaxError{Line: p.n, Msg: "the line is not UTF-8 text"}
	}
	text, comment, hasComment := strings.Cut(raw, "#")
	text = strings.TrimSpace(text)
	comment = trimBlanksRight(comment) // trailing blanks say nothing
	if text == "" {
		if hasComment {
			p.comment(comment, rest)
		}
		return nil
	}
	p.runs.end()
	key, value, isHeader := headerLine(text)
	switch {
	case isHeader && !p.inBody:
		f := Field{Key: key, Value: value, Comment: comment, Line: p.n}
		if err := checkField(&p.keys, f); err != nil {
			return err
		}
		p.rec.Header = append(p.rec.Header, f)
		return nil
	case isHeader:
		// Refused at its first token, as any entry is (record.md: the
		// line and the token).
		return &SyntaxError{Line: p.n, Token: 1, Msg: fmt.Sprintf("header line %q after the first entry: header lines (key: value) come before all entries", key+":")}
	}
	p.inBody = true
	p.entries(text, comment, hasComment)
	return nil
}

// comment keeps a comment line: joined to the run open, or the start of a
// run, a header field before the entries and a body line after them.
func (p *parser) comment(comment, rest string) {
	switch {
	case p.inBody && comment == "":
		// A bare "#" is a blank line (an empty Line is one that entries
		// will fill).
	case p.runs.join(comment, rest):
	case p.inBody:
		p.rec.Body = append(p.rec.Body, Line{Comment: comment, Num: p.n})
		p.runs.start(&p.rec.Body[len(p.rec.Body)-1].Comment)
	default:
		p.rec.Header = append(p.rec.Header, Field{Comment: comment, Line: p.n})
		p.runs.start(&p.rec.Header[len(p.rec.Header)-1].Comment)
	}
}

// entries keeps a line of entries: its words, outside the comment, are
// its tokens.
func (p *parser) entries(text, comment string, hasComment bool) {
	line := Line{Num: p.n}
	var digital digitalSet
	if hasComment {
		line.Comment, digital = splitDigital(comment)
	}
	start := len(p.all)
	if !isASCII(text) { // other white space than ASCII's: strings.Fields knows it
		for i, f := range strings.Fields(text) {
			p.all = append(p.all, Token{Text: f, Line: int32(p.n), Index: int32(i + 1), Digital: digital.has(i + 1)})
		}
		text = ""
	}
	for i := 1; text != ""; i++ {
		k := 0
		for k < len(text) && !isBlank(text[k]) {
			k++
		}
		f := text[:k]
		for k < len(text) && isBlank(text[k]) {
			k++
		}
		text = text[k:]
		p.all = append(p.all, Token{Text: f, Line: int32(p.n), Index: int32(i), Digital: digital.has(i)})
	}
	line.Tokens = p.all[start:len(p.all):len(p.all)]
	p.rec.Body = append(p.rec.Body, line)
}

// commentRun joins comment lines that follow one another into the Comment
// of the first one's field or line, "first\n#second\n#third": one string
// for the run, written once it ends.
type commentRun struct {
	dst *string // the first line's Comment; nil when no run is open
	b   strings.Builder
}

// start opens a run at the comment dst (an element appended last, so that
// nothing is appended after it while the run is open).
func (r *commentRun) start(dst *string) { r.dst = dst }

// join adds comment to the open run, reporting whether one was open; rest
// is the text after comment's line.
func (r *commentRun) join(comment, rest string) bool {
	if r.dst == nil {
		return false
	}
	if r.b.Len() == 0 {
		// Room for the whole run at once: its lines after this one are
		// among the comment and blank lines that follow, each as long as
		// it is written in the run ("\n#" and its comment) or longer.
		r.b.Grow(len(*r.dst) + 2 + len(comment) + wordlessLines(rest))
		r.b.WriteString(*r.dst)
	}
	r.b.WriteString("\n#")
	r.b.WriteString(comment)
	return true
}

// end closes the open run: its lines' comments become the first's.
func (r *commentRun) end() {
	if r.dst != nil && r.b.Len() > 0 {
		*r.dst = r.b.String()
		r.b = strings.Builder{}
	}
	r.dst = nil
}

// trimBlanksRight is s without the spaces, tabs and carriage returns at its
// end (strings.TrimRight with that cutset, without building the set).
func trimBlanksRight(s string) string {
	n := len(s)
	for n > 0 && (s[n-1] == ' ' || s[n-1] == '\t' || s[n-1] == '\r') {
		n--
	}
	return s[:n]
}

// isBlank reports whether c is ASCII white space within a line.
func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r' }

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// countWords is how many whitespace-separated words text has outside its
// comments (header words included), and on how many lines: enough for the
// tokens' shared slice and the record's lines.
func countWords(text string) (words, lines int) {
	for text != "" {
		line := text
		if k := strings.IndexByte(text, '\n'); k >= 0 {
			line, text = text[:k], text[k+1:]
		} else {
			text = ""
		}
		if k := strings.IndexByte(line, '#'); k >= 0 { // a comment: on to the line's end
			line = line[:k]
		}
		// A word starts where a word byte follows a blank (or the line's
		// start): counted without a branch on each byte.
		in, before := uint8(0), words
		for i := 0; i < len(line); i++ {
			w := wordByte[line[i]]
			words += int(w &^ in)
			in = w
		}
		if words > before {
			lines++
		}
	}
	return words, lines
}

// wordlessLines is the length of text's first lines that hold no word
// outside a comment: comment and blank lines.
func wordlessLines(text string) int {
	n := 0
	for n < len(text) {
		line := text[n:]
		end := len(line)
		if k := strings.IndexByte(line, '\n'); k >= 0 {
			end = k + 1
		}
		for i := 0; i < end && line[i] != '#'; i++ {
			if wordByte[line[i]] == 1 && line[i] != '\n' {
				return n
			}
		}
		n += end
	}
	return n
}

// wordByte is 1 for a byte of a word: any but ASCII blanks (isBlank).
var wordByte = func() (t [256]uint8) {
	for c := range t {
		if !isBlank(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()

// headerLine recognises `key: value`, where key is a word of letters,
// digits, '-' and '_' starting with a letter.
func headerLine(text string) (key, value string, ok bool) {
	k, v, found := strings.Cut(text, ":")
	if !found {
		return "", "", false
	}
	k = strings.TrimSpace(k)
	if k == "" {
		return "", "", false
	}
	for i, r := range k {
		if !(unicode.IsLetter(r) || (i > 0 && (unicode.IsDigit(r) || r == '-' || r == '_'))) {
			return "", "", false
		}
	}
	return k, strings.TrimSpace(v), true
}

// MaxHeaderValue is the longest header value, in characters: a team's
// name, a file's name or a date are a few words; a longer value is not a
// header's (and would make every view that prints it slow and huge).
const MaxHeaderValue = 100

// MaxHeaderKey is the longest header key, in characters.
const MaxHeaderKey = 32

// MaxHeaderFields is the most header fields (key: value lines) a record
// has: a game's header is a handful (home, away, receives, game, rules,
// date, site, the coaches, …); thousands are not a game's, and every view
// that prints the header would list them all.
const MaxHeaderFields = 100

// headerKeys is the keys of a header read so far, with the line each was
// given on: a key given twice is found at once, however many came before
// it. The first few (a record's usual header) are compared with
// strings.EqualFold and take no memory of their own; the keys after them
// are found by their case-folded form (foldKey) in a map.
type headerKeys struct {
	first [16]keyLine
	lines map[string]int
	n     int // fields seen
}

// keyLine is a header key as written and its line.
type keyLine struct {
	key  string
	line int
}

// seen is the line key was given on before, if it was.
func (k *headerKeys) seen(key string) (int, bool) {
	for _, kl := range k.first[:min(k.n, len(k.first))] {
		if strings.EqualFold(kl.key, key) {
			return kl.line, true
		}
	}
	if k.n <= len(k.first) {
		return 0, false
	}
	line, ok := k.lines[foldKey(key)]
	return line, ok
}

// add notes key, given on line.
func (k *headerKeys) add(key string, line int) {
	if k.n < len(k.first) {
		k.first[k.n] = keyLine{key, line}
	} else {
		if k.lines == nil {
			k.lines = make(map[string]int, 16)
		}
		k.lines[foldKey(key)] = line
	}
	k.n++
}

// checkField refuses a header field f that is too long, whose key the
// header before it (keys) already has — a key is given once, or the record
// would say two things — or that is one field too many.
func checkField(keys *headerKeys, f Field) error {
	if n := utf8.RuneCountInString(f.Key); n > MaxHeaderKey {
		return &SyntaxError{Line: f.Line, Msg: fmt.Sprintf("a header key of %d characters: a key is at most %d (like home, away, receives)", n, MaxHeaderKey)}
	}
	if n := utf8.RuneCountInString(f.Value); n > MaxHeaderValue {
		return &SyntaxError{Line: f.Line, Msg: fmt.Sprintf("%s: the value is %d characters long; a header value is at most %d characters", f.Key, n, MaxHeaderValue)}
	}
	if keys.n >= MaxHeaderFields {
		return &SyntaxError{Line: f.Line, Msg: fmt.Sprintf("%s: one header field too many: a header has at most %d fields (key: value lines); make the others comments (# …) or delete them", f.Key, MaxHeaderFields)}
	}
	if line, ok := keys.seen(f.Key); ok {
		return &SyntaxError{Line: f.Line, Msg: fmt.Sprintf("%s: given twice, on line %d and line %d: a header key is given once (delete one)", f.Key, line, f.Line)}
	}
	keys.add(f.Key, f.Line)
	return nil
}

// foldKey is key in one case: two keys strings.EqualFold finds equal have
// the same foldKey (each rune is the least of its case-folding orbit).
func foldKey(key string) string {
	if isASCII(key) { // an ASCII letter's capital is the least of its orbit
		return strings.ToUpper(key)
	}
	var b strings.Builder
	for _, r := range key {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// CheckHeader refuses a header (of a record made in memory, not read) that
// a record read from a file could not have: a value too long, a key twice,
// too many fields.
func (r *Record) CheckHeader() error {
	var keys headerKeys
	for _, f := range r.Header {
		if f.Key == "" {
			continue
		}
		if err := checkField(&keys, f); err != nil {
			var se *SyntaxError
			if errors.As(err, &se) {
				return errors.New(se.Msg)
			}
			return err
		}
	}
	return nil
}

// digitalSet is the token numbers of a line that the app rolled.
type digitalSet struct {
	bits uint64 // tokens 1-63
	more []int  // beyond
}

func (d *digitalSet) add(i int) {
	if i < 64 {
		d.bits |= 1 << i
	} else {
		d.more = append(d.more, i)
	}
}

func (d *digitalSet) has(i int) bool {
	if i < 64 {
		return d.bits>>i&1 == 1
	}
	return slices.Contains(d.more, i)
}

// splitDigital separates the app's digital-dice mark "[digital 2 3]" at the
// start of a comment from the rest of the comment.
func splitDigital(comment string) (rest string, tokens digitalSet) {
	c := strings.TrimLeft(comment, " ")
	if !strings.HasPrefix(c, digitalMark) {
		return comment, tokens
	}
	end := strings.IndexByte(c, ']')
	if end < 0 {
		return comment, tokens
	}
	for f := range strings.FieldsSeq(c[len(digitalMark):end]) {
		i, err := strconv.Atoi(f)
		if err != nil || i < 1 {
			return comment, digitalSet{}
		}
		tokens.add(i)
	}
	rest = c[end+1:]
	if strings.TrimSpace(rest) == "" {
		rest = ""
	}
	return rest, tokens
}

// Get returns the value of a header key (case-insensitive) and whether it is set.
func (r *Record) Get(key string) (string, bool) {
	for _, f := range r.Header {
		if f.Key != "" && strings.EqualFold(f.Key, key) {
			return f.Value, true
		}
	}
	return "", false
}

// Set sets a header key, replacing an existing one (case-insensitive).
func (r *Record) Set(key, value string) {
	for i, f := range r.Header {
		if f.Key != "" && strings.EqualFold(f.Key, key) {
			r.Header[i].Value = value
			return
		}
	}
	r.Header = append(r.Header, Field{Key: key, Value: value})
}

// Fields lists the header keys and values in file order, comments left out.
func (r *Record) Fields() []Field {
	var out []Field
	for _, f := range r.Header {
		if f.Key != "" {
			out = append(out, f)
		}
	}
	return out
}

// Tokens lists every entry token in order.
func (r *Record) Tokens() []Token {
	var out []Token
	for _, l := range r.Body {
		out = append(out, l.Tokens...)
	}
	return out
}

// Format writes the record: header, a blank line, one line per line of
// entries, each with its comment. Format(Parse(x)) keeps every header key,
// token and comment of x.
func (r *Record) Format(w io.Writer) error {
	bw := bufio.NewWriter(w)
	// Written a string at a time, not through fmt, which would copy a run
	// of comment lines (megabytes, it may be) into a buffer of its own.
	for _, f := range r.Header {
		if f.Key != "" {
			bw.WriteString(f.Key)
			bw.WriteString(": ")
			bw.WriteString(f.Value)
			if f.Comment == "" {
				bw.WriteString("\n")
				continue
			}
			bw.WriteString("  ")
		}
		bw.WriteString("#")
		bw.WriteString(f.Comment)
		bw.WriteString("\n")
	}
	if len(r.Body) > 0 {
		bw.WriteString("\n")
	}
	for _, l := range r.Body {
		if len(l.Tokens) == 0 && l.Comment != "" { // FormatLine's "#" + comment, not copied
			bw.WriteString("#")
			bw.WriteString(l.Comment)
		} else {
			bw.WriteString(FormatLine(l))
		}
		bw.WriteString("\n")
	}
	return bw.Flush()
}

// FormatLine is one body line as written in the file (no newline).
func FormatLine(l Line) string {
	var b strings.Builder
	var digital []int
	for i, t := range l.Tokens {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
		if t.Digital {
			digital = append(digital, i+1)
		}
	}
	comment := l.Comment
	if len(digital) > 0 {
		sort.Ints(digital)
		var m strings.Builder
		m.WriteString(" " + digitalMark)
		for _, d := range digital {
			m.WriteString(" " + strconv.Itoa(d))
		}
		m.WriteString("]")
		if comment != "" {
			m.WriteString(" " + strings.TrimLeft(comment, " "))
		}
		comment = m.String()
	}
	if comment == "" {
		return b.String()
	}
	if len(l.Tokens) == 0 {
		return "#" + comment
	}
	return b.String() + "  #" + comment
}

// String formats the record.
func (r *Record) String() string {
	var b strings.Builder
	b.Grow(r.size())
	r.Format(&b)
	return b.String()
}

// size is about the length of the record formatted: room enough for most.
func (r *Record) size() int {
	n := 1
	for _, f := range r.Header {
		n += len(f.Key) + len(f.Value) + len(f.Comment) + 6
	}
	for _, l := range r.Body {
		n += len(l.Comment) + 16
		for _, t := range l.Tokens {
			n += len(t.Text) + 1
		}
	}
	return n
}
