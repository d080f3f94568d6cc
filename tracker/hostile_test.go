package tracker

import (
	"errors"
	"fmt"
	"os"
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

// TestLockFollowsTheFile: a record and a link to it (or to its folder) are
// one game: while one is open the other cannot be (issue 37: both resumed
// at once lost an entry).
func TestLockFollowsTheFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.fdr")
	s, err := Create(path, testHeader(t))
	if err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.fdr")
	if err := os.Symlink("game.fdr", link); err != nil {
		t.Fatal(err)
	}
	dirLink := filepath.Join(t.TempDir(), "games")
	if err := os.Symlink(dir, dirLink); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{link, filepath.Join(dirLink, "game.fdr"), filepath.Join(dir, ".", "game.fdr")} {
		if _, err := Open(p); !errors.Is(err, ErrLocked) {
			t.Errorf("%s while game.fdr is open: %v, want it locked", p, err)
		}
	}
	s.Close()
	s2, err := Open(link)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path); !errors.Is(err, ErrLocked) {
		t.Errorf("game.fdr while its link is open: %v, want it locked", err)
	}
	s2.Close()
}

// TestCROnlyLineEnds: a file whose lines end with CR only is refused with
// a short error naming the line and the fix, never quoting the file (it
// was one long line, quoted whole: issue 37).
func TestCROnlyLineEnds(t *testing.T) {
	text := "home: Bills\raway: Jets\rreceives: home\r" + strings.Repeat("b 14 8 6 fg 14\r", 500)
	path := filepath.Join(t.TempDir(), "mac.fdr")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	want := "1: a carriage return inside the line: this file's lines end with carriage returns only (a classic Mac file); convert them to line feeds, e.g. tr '\\r' '\\n' < OLD > NEW"
	if _, err := ReadRecordFile(path); err == nil || err.Error() != want {
		t.Errorf("ReadRecordFile: %v", err)
	}
	if _, err := ParseString(text); err == nil || err.Error() != want {
		t.Errorf("ParseString: %v", err)
	}
	// CRLF stays a line end.
	if _, err := ParseString("receives: home\r\nb 14 8 6 fg 14\r\n"); err != nil {
		t.Errorf("CRLF: %v", err)
	}
	// A cut-short last line is quoted, but not at any length.
	os.WriteFile(path, []byte("receives: home\nb 14 8 6 "+strings.Repeat("fg ", 5000)), 0o644)
	if _, err := ReadRecordFile(path); err == nil || len(err.Error()) > 400 {
		t.Errorf("cut short: %d bytes of error", len(err.Error()))
	}
}

// TestHeaderFieldLimit: a header has at most MaxHeaderFields fields; one
// more is refused naming its line and the limit, however long the header
// (issue 44: 37,720 distinct keys cost every command 5-7 s, the duplicate
// check comparing each key with all before it).
func TestHeaderFieldLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString("receives: home\n")
	for i := 1; i < MaxHeaderFields; i++ {
		fmt.Fprintf(&b, "k%d: v\n", i)
	}
	if _, err := ParseString(b.String() + "b\n"); err != nil {
		t.Fatalf("%d fields: %v", MaxHeaderFields, err)
	}
	for i := MaxHeaderFields; i < 5000; i++ {
		fmt.Fprintf(&b, "k%d: v\n", i)
	}
	_, err := ParseString(b.String() + "b\n")
	want := fmt.Sprintf("%d: k%d: one header field too many: a header has at most %d fields (key: value lines)", MaxHeaderFields+1, MaxHeaderFields, MaxHeaderFields)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("5,000 fields: %v, want %q", err, want)
	}
	// Comment lines are not fields.
	if _, err := ParseString("receives: home\n" + strings.Repeat("# a comment\n", 5000) + "b\n"); err != nil {
		t.Errorf("5,000 comment lines: %v", err)
	}
	// A record made in memory is held to the same limit.
	rec := &Record{}
	for i := 0; i <= MaxHeaderFields; i++ {
		rec.Set(fmt.Sprintf("k%d", i), "v")
	}
	if err := rec.CheckHeader(); err == nil || !strings.Contains(err.Error(), "at most 100 fields") {
		t.Errorf("CheckHeader: %v", err)
	}
}

// TestDuplicateHeaderKeyFolds: the duplicate check finds a key given twice
// in any case, as strings.EqualFold does, Unicode's foldings included.
func TestDuplicateHeaderKeyFolds(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"home", "HOME"}, {"Site", "sItE"}, {"ſite", "Site"}, {"\u212aick", "kick"}, {"Ärger", "äRGER"}, {"Σx", "ςx"},
	} {
		text := "receives: home\n" + c.a + ": 1\nx: 2\n" + c.b + ": 3\n"
		if _, err := ParseString(text); err == nil || !strings.Contains(err.Error(), "given twice, on line 2 and line 4") {
			t.Errorf("%s and %s: %v", c.a, c.b, err)
		}
	}
	if _, err := ParseString("receives: home\nhome-coach: a\nhome_coach: b\naway-coach: c\n"); err != nil {
		t.Errorf("distinct keys: %v", err)
	}
}
