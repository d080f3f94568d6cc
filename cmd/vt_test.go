package cmd

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// screen is a small terminal emulator for the pseudo-terminal tests: it
// plays what the program wrote onto a grid of cols columns (rows grow
// without end, like a scrollback), with the cursor moves, erases and
// deferred wrap of an xterm, so a test reads what a person would see.
type screen struct {
	cols    int
	rows    [][]rune
	r, c    int
	pending bool // the cursor stands past the last column: the next character wraps
}

func newScreen(cols int) *screen { return &screen{cols: cols, rows: [][]rune{nil}} }

func (s *screen) row(r int) []rune {
	for len(s.rows) <= r {
		s.rows = append(s.rows, nil)
	}
	return s.rows[r]
}

func (s *screen) put(ch rune) {
	if s.pending {
		s.r, s.c, s.pending = s.r+1, 0, false
	}
	line := s.row(s.r)
	for len(line) <= s.c {
		line = append(line, ' ')
	}
	line[s.c] = ch
	s.rows[s.r] = line
	if s.c == s.cols-1 {
		s.pending = true
	} else {
		s.c++
	}
}

// play interprets the bytes written to the terminal.
func (s *screen) play(out string) {
	for i := 0; i < len(out); {
		b := out[i]
		switch {
		case b == 0x1b && i+1 < len(out) && out[i+1] == '[':
			j := i + 2
			for j < len(out) && (out[j] < 0x40 || out[j] > 0x7e) {
				j++
			}
			if j >= len(out) {
				return
			}
			s.csi(out[i+2:j], out[j])
			i = j + 1
			continue
		case b == 0x1b:
			i += 2
			continue
		case b == '\r':
			s.c, s.pending = 0, false
		case b == '\n':
			s.r, s.pending = s.r+1, false
			s.row(s.r)
		case b == '\b':
			if s.c > 0 {
				s.c--
			}
			s.pending = false
		case b < 0x20:
		default:
			r, size := utf8.DecodeRuneInString(out[i:])
			s.put(r)
			i += size
			continue
		}
		i++
	}
}

func (s *screen) csi(params string, final byte) {
	n := 1
	if p := strings.TrimLeft(params, "?"); p != "" {
		if v, err := strconv.Atoi(strings.Split(p, ";")[0]); err == nil {
			n = v
		}
	}
	switch final {
	case 'A', 'B', 'C', 'D', 'G':
		s.move(n, final)
	case 'K':
		line := s.row(s.r)
		switch params {
		case "", "0":
			if s.c < len(line) {
				s.rows[s.r] = line[:s.c]
			}
		case "2":
			s.rows[s.r] = nil
		}
	case 'J':
		if params == "" || params == "0" {
			if line := s.row(s.r); s.c < len(line) {
				s.rows[s.r] = line[:s.c]
			}
			s.rows = s.rows[:s.r+1]
		}
	}
	if final != 'C' && final != 'D' {
		s.pending = false
	}
}

// move moves the cursor as the cursor-move sequence final with count n
// does: up, down, right, left or to column n, never off the screen.
func (s *screen) move(n int, final byte) {
	switch final {
	case 'A':
		s.r = max(s.r-n, 0)
	case 'B':
		s.r += n
		s.row(s.r)
	case 'C':
		s.c = min(s.c+n, s.cols-1)
	case 'D':
		s.c = max(s.c-n, 0)
	case 'G':
		s.c = n - 1
	}
}

// lines are the screen's rows, trailing blanks trimmed.
func (s *screen) lines() []string {
	out := make([]string, len(s.rows))
	for i, r := range s.rows {
		out[i] = strings.TrimRight(string(r), " ")
	}
	return out
}
