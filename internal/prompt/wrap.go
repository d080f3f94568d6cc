package prompt

import (
	"io"
	"strings"
	"unicode/utf8"
)

// Wrap breaks a line that is wider than width at its separators — " | "
// or " · ", then ", ", then ": ", then a space — never in the middle of a word; the
// lines after the first are indented by two spaces. Width 0: no limit.
// Colour codes count as no width.
func Wrap(line string, width int) string {
	if width <= 0 || VisibleLen(line) <= width {
		return line
	}
	var out []string
	rest := line
	for VisibleLen(rest) > width {
		cut := -1
		for _, sep := range []string{" | ", " · ", ", ", ": ", " "} {
			if i := lastSepWithin(rest, sep, width); i > 0 {
				cut = i + len(strings.TrimRight(sep, " "))
				if sep == " | " || sep == " · " {
					cut = i // the bar or dot would end the line: leave it out
				}
				break
			}
		}
		if cut <= 0 {
			break // one long word: leave it whole
		}
		out = append(out, strings.TrimRight(rest[:cut], " "))
		rest = "  " + strings.TrimLeft(strings.TrimLeft(rest[cut:], " "), "|·")
		rest = "  " + strings.TrimLeft(rest[2:], " ")
	}
	out = append(out, rest)
	return strings.Join(out, "\n")
}

// lastSepWithin is the byte index of the last sep in s that ends within the
// first width visible characters (-1 if none).
func lastSepWithin(s, sep string, width int) int {
	best := -1
	for i := 0; ; {
		j := strings.Index(s[i:], sep)
		if j < 0 {
			break
		}
		at := i + j
		if VisibleLen(s[:at+len(strings.TrimRight(sep, " "))]) > width {
			break
		}
		best = at
		i = at + len(sep)
	}
	return best
}

// VisibleLen is the width of s on a terminal: runes, colour codes left out.
func VisibleLen(s string) int {
	n := 0
	for i := 0; i < len(s); {
		if s[i] == 0x1b {
			if k := strings.IndexByte(s[i:], 'm'); k > 0 {
				i += k + 1
				continue
			}
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
	}
	return n
}

// WrapWords breaks a line wider than width at its last space that fits,
// never in a word, keeping the spacing within each piece (a log's
// columns); the lines after the first start with indent (a hanging
// indent). Width 0: no limit. Colour codes count as no width. A word wider
// than a line stays whole.
func WrapWords(line string, width int, indent string) string {
	if width <= 0 || VisibleLen(line) <= width {
		return line
	}
	var out []string
	rest := line
	for VisibleLen(rest) > width {
		cut := lastSepWithin(rest, " ", width)
		if cut <= len(indent) && len(out) > 0 || cut <= 0 || strings.TrimSpace(rest[:cut]) == "" {
			break // one long word: leave it whole
		}
		out = append(out, strings.TrimRight(rest[:cut], " "))
		rest = indent + strings.TrimLeft(rest[cut:], " ")
	}
	return strings.Join(append(out, rest), "\n")
}

// HangingIndent is the indent that sets a log line's continuation under
// its text: as wide as its number ("  7. ") or its own indent.
func HangingIndent(line string) string {
	n := len(line) - len(strings.TrimLeft(line, " "))
	if i := strings.Index(line, ". "); i > 0 && i < 8 && strings.Trim(line[:i], " 0123456789") == "" {
		n = i + 2
	}
	return strings.Repeat(" ", n+2)
}

// Fit is a line as a terminal width columns wide shows it: broken at its
// last spaces that fit, never in a word, each piece after the first set
// under the line's own text (HangingIndent). Width 0: the line whole.
// Every line fourthdown prints at a terminal is fitted so (Fitted).
func Fit(line string, width int) string {
	return WrapWords(line, width, HangingIndent(line))
}

// fitter is Fitted's writer.
type fitter struct {
	w     io.Writer
	width func() int
	mid   bool // the last write ended within a line, which is left as it is
}

// Fitted is w with every line written to it fitted (Fit) to the width
// width gives when it is written (0: left whole, as off a terminal). A
// line already within the width passes as it is, so one wrapped at its
// separators keeps its breaks; a write that ends within a line is
// written at once, the rest of that line as it comes.
func Fitted(w io.Writer, width func() int) io.Writer { return &fitter{w: w, width: width} }

func (f *fitter) Write(b []byte) (int, error) {
	var out strings.Builder
	for s := string(b); s != ""; {
		line, rest, nl := strings.Cut(s, "\n")
		if !f.mid {
			line = Fit(line, f.width())
		}
		out.WriteString(line)
		if nl {
			out.WriteByte('\n')
		}
		f.mid = !nl
		s = rest
	}
	if _, err := io.WriteString(f.w, out.String()); err != nil {
		return 0, err
	}
	return len(b), nil
}

// FittedTerm is w Fitted to the terminal it writes to, a column short of
// its width as the table's lines are (off a terminal: w's lines whole).
func FittedTerm(w io.Writer) io.Writer {
	return Fitted(w, func() int { return max(TermWidth(w)-1, 0) })
}
