package cmd

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
	st := p.st()
	shown := label
	if def != "" {
		shown += " [" + def + "]"
	}
	var in []rune
	msg := "" // why Enter was refused, shown under the line until the next key
	w := p.width()
	up := 0 // screen rows between the prompt's first row and the cursor
	// clear goes back to the prompt's first row and erases it and all below:
	// a line wider than the terminal took more than one row.
	clear := func() string {
		s := "\r\x1b[J"
		if up > 0 {
			s = fmt.Sprintf("\x1b[%dA", up) + s
		}
		up = 0
		return s
	}
	draw := func() {
		icon := st.Blue("?")
		if check != nil && len(in) > 0 && check(string(in)) != nil {
			icon = st.Red("✗")
		}
		line := icon + " " + st.Bold(shown) + ": " + string(in)
		out := clear() + line
		n := utf8.RuneCountInString("? " + shown + ": " + string(in))
		end := rowsOf(n, w) - 1 // the row the cursor ends on
		if msg != "" {
			m := msg
			out += "\r\n" + st.Red(m)
			below := end + rowsOf(utf8.RuneCountInString(m), w)
			out += fmt.Sprintf("\x1b[%dA\r", below-end)
			if col := colOf(n, w); col > 0 {
				out += fmt.Sprintf("\x1b[%dC", col)
			}
		}
		up = end
		io.WriteString(p.out, out)
	}
	draw()
	for {
		b, err := p.in.next()
		if err != nil {
			io.WriteString(p.out, clear())
			return "", io.EOF
		}
		switch {
		case b == 3: // Ctrl-C
			io.WriteString(p.out, clear())
			return "", ErrCancelled
		case b == 4: // Ctrl-D
			if len(in) == 0 {
				io.WriteString(p.out, clear())
				return "", io.EOF
			}
		case b == '\r' || b == '\n':
			s := strings.TrimSpace(string(in))
			if s == "" {
				s = def
			}
			mark := st.Green("✔")
			if check != nil {
				var later *laterRefusal
				switch err := check(s); {
				case errors.As(err, &later):
					// Good entries before a refused one: the line is taken,
					// and the game loop enters them and says the refusal.
					mark = st.Faint("·")
				case err != nil:
					// The reason stays under the line; the refused value
					// leaves the field, so the next roll is typed afresh.
					msg = refusedText(s, err)
					in = in[:0]
					draw()
					continue
				}
			}
			if isCommandLine(s) {
				mark = st.Faint("·") // a command: nothing was entered
			}
			fmt.Fprintf(p.out, "%s%s %s: %s\r\n", clear(), mark, st.Faint(label), s)
			return s, nil
		case b == 127 || b == 8: // Backspace
			if len(in) > 0 {
				in = in[:len(in)-1]
			}
		case b == 21: // Ctrl-U
			in = in[:0]
		case b == 23: // Ctrl-W: the last word
			s := strings.TrimRight(string(in), " ")
			in = []rune(s[:strings.LastIndexByte(s, ' ')+1])
		case b == 0x1b: // an escape sequence (arrows, function keys): ignored
			p.in.skipEscape()
		case b < 0x20:
			// other control keys: ignored
		default:
			r := p.in.finishRune(b)
			if r != utf8.RuneError {
				in = append(in, r)
			}
		}
		msg = ""
		draw()
	}
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
