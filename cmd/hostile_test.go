package cmd

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// TestHeaderOfAnotherGame: a header key of another game (4th Down's rules:
// in a 1st & Roll record) is refused, naming the line, the key and the
// game it belongs to (issue 37: it was silently ignored).
func TestHeaderOfAnotherGame(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"game: 1st-and-roll\nreceives: home\nrules: gridiron\n", "3: rules: is a header of 4th Down, and this record is a 1st & Roll record (game: 1st-and-roll): delete the line, or write game: 4th-down if the record is 4th Down's"},
		{"receives: home\ndice: dice.yaml\n", "2: dice: is a header of 1st & Roll, and this record is a 4th Down record"},
	} {
		rec, err := tracker.ParseString(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tracker.Replay(rec); err == nil || err.Error() != c.want && !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	// Its own keys, and keys no game reads (other tools' fields), are kept.
	for _, text := range []string{"receives: home\nrules: gridiron\nleague: Tuesday\n", "game: 1st-and-roll\nreceives: home\nnotes: rain\n"} {
		rec, _ := tracker.ParseString(text)
		if _, err := tracker.Replay(rec); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestMissingGameHint: a 1st & Roll or 4th Street record without its
// game: line fails as 4th Down, and says that game: is missing and which
// game its entries read as (issue 37).
func TestMissingGameHint(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"home: Bills\naway: Jets\nreceives: home\nkickoff 61 8 9 11 9 K5\n", "(this record has no game: line, so it is read as 4th Down; its entries read on as 4th Street Football: add the line game: 4th-street)"},
		{"receives: home\nregular touchback\n", "add the line game: 1st-and-roll)"},
	} {
		rec, err := tracker.ParseString(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tracker.Replay(rec); err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("%q: %v, want it to end %q", c.text, err, c.want)
		}
	}
	// A 4th Down mistake gets no hint.
	rec, _ := tracker.ParseString("receives: home\nb 14 8 6 zz\n")
	if _, err := tracker.Replay(rec); err == nil || strings.Contains(err.Error(), "game:") {
		t.Errorf("a 4th Down mistake: %v", err)
	}
}
