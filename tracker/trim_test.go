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

// countTokens counts the words outside comments, as the parser splits them.
func TestCountTokens(t *testing.T) {
	for _, c := range []struct {
		text string
		n    int
	}{
		{"", 0}, {"a", 1}, {" a  b\t", 2}, {"a b # c d\n e", 3}, {"# x y\n#\n", 0},
		{"home: Bombers\nb 12 3 # ok\r\nkick 7", 7}, {"a#b c\nd", 2}, {"\n\n  \n", 0},
	} {
		if got := countTokens(c.text); got != c.n {
			t.Errorf("%q: %d tokens, want %d", c.text, got, c.n)
		}
	}
}
