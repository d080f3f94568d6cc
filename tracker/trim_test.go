package tracker

import (
	"strings"
	"testing"
)

// trimBlanksRight is strings.TrimRight with the cutset " \t\r".
func TestTrimBlanksRight(t *testing.T) {
	for _, s := range []string{"", " ", "\t\r ", "a", "a ", "a \t\r", " a", "a b  ", "é \t", "a\n ", "\r\ra\r"} {
		if got, want := trimBlanksRight(s), strings.TrimRight(s, " \t\r"); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	}
}

// countWords counts the words outside comments, as the parser splits
// them, and the lines that have any.
func TestCountWords(t *testing.T) {
	for _, c := range []struct {
		text     string
		n, lines int
	}{
		{"", 0, 0}, {"a", 1, 1}, {" a  b\t", 2, 1}, {"a b # c d\n e", 3, 2}, {"# x y\n#\n", 0, 0},
		{"home: Bombers\nb 12 3 # ok\r\nkick 7", 7, 3}, {"a#b c\nd", 2, 2}, {"\n\n  \n", 0, 0},
	} {
		if got, lines := countWords(c.text); got != c.n || lines != c.lines {
			t.Errorf("%q: %d tokens on %d lines, want %d on %d", c.text, got, lines, c.n, c.lines)
		}
	}
}
