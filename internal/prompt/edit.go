package prompt

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"golang.org/x/term"
)

// edit reads one line on the terminal for a die (or a setup answer), with
// the look of promptui's prompt: "? label: input", a ✗ while what is typed
// would be refused, the reason under the line when Enter is pressed on a
// refused line, "✔ label: answer" once accepted.
//
// It is our own because promptui's Prompt draws from two goroutines when
// Enter is pressed (readline calls its key listener after handing the line
// over): a data race in its screen buffer that the race detector reports
// and that can leave the live prompt drawn over the answered line. This
// editor runs in the caller's goroutine and reads the session's ttyInput,
// so typed-ahead keys wait for the next prompt.
func (p *ttyPrompter) edit(label, def string, check func(string) error) (string, error) {
	restore := p.raw()
	defer restore()
	e := &editor{p: p, st: p.st(), label: label, shown: label, def: def, check: check, w: p.width()}
	if def != "" {
		e.shown += " [" + def + "]"
	}
	e.draw()
	for {
		b, err := p.in.next()
		if err != nil {
			io.WriteString(p.out, e.clear())
			return "", io.EOF
		}
		if s, done, err := e.key(b); done {
			return s, err
		}
	}
}

// editor is a line being typed on the terminal (see edit).
type editor struct {
	p                 *ttyPrompter
	st                Styler
	label, shown, def string
	check             func(string) error
	in                []rune
	msg               string // why Enter was refused, shown under the line until the next key
	w                 int    // the terminal's width
	up                int    // screen rows between the prompt's first row and the cursor
}

// clear goes back to the prompt's first row and erases it and all below:
// a line wider than the terminal took more than one row.
func (e *editor) clear() string {
	s := "\r\x1b[J"
	if e.up > 0 {
		s = fmt.Sprintf("\x1b[%dA", e.up) + s
	}
	e.up = 0
	return s
}

// draw draws the prompt with what is typed, and the reason a line was
// refused under it.
func (e *editor) draw() {
	st := e.st
	icon := st.Blue("?")
	if e.check != nil && len(e.in) > 0 && e.check(string(e.in)) != nil {
		icon = st.Red("✗")
	}
	line := icon + " " + st.Bold(e.shown) + ": " + string(e.in)
	out := e.clear() + line
	n := utf8.RuneCountInString("? " + e.shown + ": " + string(e.in))
	end := rowsOf(n, e.w) - 1 // the row the cursor ends on
	if e.msg != "" {
		// Broken between words, as every line at the terminal is.
		lines := strings.Split(Fit(e.msg, max(e.w-1, 0)), "\n")
		below := end
		for _, l := range lines {
			out += "\r\n" + st.Red(l)
			below += rowsOf(utf8.RuneCountInString(l), e.w)
		}
		out += fmt.Sprintf("\x1b[%dA\r", below-end)
		if col := colOf(n, e.w); col > 0 {
			out += fmt.Sprintf("\x1b[%dC", col)
		}
	}
	e.up = end
	io.WriteString(e.p.out, out)
}

// key takes the key b; done when it ends the prompt, with the line
// entered or why there is none.
func (e *editor) key(b byte) (s string, done bool, err error) {
	switch {
	case b == 3: // Ctrl-C
		io.WriteString(e.p.out, e.clear())
		return "", true, ErrCancelled
	case b == 4: // Ctrl-D
		if len(e.in) == 0 {
			io.WriteString(e.p.out, e.clear())
			return "", true, io.EOF
		}
	case b == '\r' || b == '\n':
		return e.enter()
	case b == 127 || b == 8: // Backspace
		if len(e.in) > 0 {
			e.in = e.in[:len(e.in)-1]
		}
	case b == 21: // Ctrl-U
		e.in = e.in[:0]
	case b == 23: // Ctrl-W: the last word
		s := strings.TrimRight(string(e.in), " ")
		e.in = []rune(s[:strings.LastIndexByte(s, ' ')+1])
	case b == 0x1b: // an escape sequence (arrows, function keys): ignored
		e.p.in.skipEscape()
	case b < 0x20:
		// other control keys: ignored
	default:
		r := e.p.in.finishRune(b)
		if r != utf8.RuneError {
			e.in = append(e.in, r)
		}
	}
	e.msg = ""
	e.draw()
	return "", false, nil
}

// enter is Enter pressed: the line typed (the default for none) when it
// is accepted, else the reason under it.
func (e *editor) enter() (string, bool, error) {
	s := strings.TrimSpace(string(e.in))
	if s == "" {
		s = e.def
	}
	mark := e.st.Green("✔")
	if e.check != nil {
		var later *LaterRefusal
		switch err := e.check(s); {
		case errors.As(err, &later):
			// Good entries before a refused one: the line is taken,
			// and the game loop enters them and says the refusal.
			mark = e.st.Faint("·")
		case err != nil:
			// The reason stays under the line; the refused value
			// leaves the field, so the next roll is typed afresh.
			e.msg = RefusedText(s, err)
			e.in = e.in[:0]
			e.draw()
			return "", false, nil
		}
	}
	if e.p.command(s) {
		mark = e.st.Faint("·") // a command: nothing was entered
	}
	fmt.Fprintf(e.p.out, "%s%s %s: %s\r\n", e.clear(), mark, e.st.Faint(e.label), s)
	return s, true, nil
}

// rowsOf is how many screen rows n characters take on a terminal w wide
// (w 0: unknown, one row).
func rowsOf(n, w int) int {
	if w <= 0 || n <= w {
		return 1
	}
	return (n + w - 1) / w
}

// colOf is the column the cursor stands in after n characters on a
// terminal w wide (a full last row keeps the cursor on it, at its end).
func colOf(n, w int) int {
	if w <= 0 || n <= w {
		return n
	}
	return n - (rowsOf(n, w)-1)*w
}

// raw puts the terminal in raw mode for one prompt, if In is a terminal.
func (p *ttyPrompter) raw() (restore func()) {
	f, ok := p.rawIn.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return func() {}
	}
	old, err := term.MakeRaw(int(f.Fd()))
	if err != nil {
		return func() {}
	}
	return func() { term.Restore(int(f.Fd()), old) }
}

// next takes the next byte typed, waiting for it.
func (t *ttyInput) next() (byte, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.buf) == 0 && t.err == nil {
		t.cond.Wait()
	}
	if len(t.buf) == 0 {
		return 0, t.err
	}
	b := t.buf[0]
	t.buf = t.buf[1:]
	return b, nil
}

// dropEnters drops Enters already waiting: typed before the prompt that
// now reads was shown (a double Enter after a roll), they are not an
// answer to it. Other typed-ahead keys stay.
func (t *ttyInput) dropEnters() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.buf) > 0 && (t.buf[0] == '\r' || t.buf[0] == '\n') {
		t.buf = t.buf[1:]
	}
}

// skipEscape drops the rest of an escape sequence: ESC [ params final or
// ESC O x, or a lone ESC followed by one key.
func (t *ttyInput) skipEscape() {
	b, err := t.next()
	if err != nil || (b != '[' && b != 'O') {
		return
	}
	for {
		c, err := t.next()
		if err != nil || (c >= 0x40 && c <= 0x7e) {
			return
		}
	}
}

// finishRune reads the continuation bytes of a UTF-8 rune that starts with b.
func (t *ttyInput) finishRune(b byte) rune {
	if b < utf8.RuneSelf {
		return rune(b)
	}
	buf := []byte{b}
	for !utf8.FullRune(buf) && len(buf) < utf8.UTFMax {
		c, err := t.next()
		if err != nil {
			break
		}
		buf = append(buf, c)
	}
	r, _ := utf8.DecodeRune(buf)
	return r
}

// RefusedHead opens every refusal at a prompt: `✗ refused "25":`, what
// was refused as typed, then why.
func RefusedHead(what string) string { return fmt.Sprintf("✗ refused %q:", what) }

// RefusedText is a prompt's refusal of the line typed: its first value
// (the one check refused), or why an empty line is not an answer.
func RefusedText(line string, err error) string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return "✗ " + err.Error()
	}
	return RefusedHead(f[0]) + " " + err.Error()
}

// LaterRefusal is a check's refusal of a token after good ones: a
// terminal prompt takes the line, and the game loop enters the good
// tokens and says what it refused and why (as piped play and the menus
// do).
type LaterRefusal struct{ Err error }

func (e *LaterRefusal) Error() string { return e.Err.Error() }
func (e *LaterRefusal) Unwrap() error { return e.Err }
