package tracker

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestHeaderValueLimit: a header value is at most MaxHeaderValue
// characters; beyond, the record is refused naming the line and the limit
// (a 20,000-character name made every printed view slow: issue 37).
func TestHeaderValueLimit(t *testing.T) {
	ok := strings.Repeat("é", MaxHeaderValue)
	if _, err := ParseString("home: " + ok + "\nreceives: home\n"); err != nil {
		t.Errorf("%d characters: %v", MaxHeaderValue, err)
	}
	_, err := ParseString("receives: home\nhome: " + strings.Repeat("x", 20000) + "\nb\n")
	if err == nil || err.Error() != "2: home: the value is 20000 characters long; a header value is at most 100 characters" {
		t.Errorf("20,000 characters: %v", err)
	}
	_, err = ParseString(strings.Repeat("k", 40) + ": v\nreceives: home\n")
	if err == nil || !strings.Contains(err.Error(), "1: a header key of 40 characters: a key is at most 32") {
		t.Errorf("long key: %v", err)
	}
	// A record made in memory is held to the same limit before it is saved.
	rec := &Record{}
	rec.Set("home", strings.Repeat("x", 101))
	rec.Set("receives", "home")
	if _, err := Create(filepath.Join(t.TempDir(), "g.fdr"), rec); err == nil || !strings.Contains(err.Error(), "at most 100 characters") {
		t.Errorf("Create: %v", err)
	}
}

// TestDuplicateHeaderKey: a key given twice is refused, naming the key and
// both lines, whatever its case (issue 37: the first one used to win).
func TestDuplicateHeaderKey(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"receives: home\nhome: A\nreceives: away\nb\n", "3: receives: given twice, on line 1 and line 3: a header key is given once (delete one)"},
		{"game: 4th-down\n# a comment\nGame: 1st-and-roll\nreceives: home\n", "3: Game: given twice, on line 1 and line 3"},
	} {
		if _, err := ParseString(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}
