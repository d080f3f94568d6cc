package firstandroll

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

// TestParseDiceNeverQuotesTheFile: a dice-set file's errors say where and
// what kind of problem, never the file's text: the file a record names
// may be any file of its folder (issue 37).
func TestParseDiceNeverQuotesTheFile(t *testing.T) {
	good := "offense:\n  red: [0, 1, 2s, 3, 4, 6*]\n  yellow: [0, 2, 4, 5, 7, 10*]\n  green: [0, 0, 5, 10, 15, 20*]\n" +
		"defense:\n  red: [F, 0, -1, -2, -3, -5]\n  yellow: [F, 0, -2, -3, -4, -6]\n  green: [F, 0, -5, -5, -8, -10]\n" +
		"kick: [10, 20, 30, 40, 50, 20]\nclock: [clock, clock, turnover, blank, blank, blank]\npenalty: [O5, O10, O15, DH, D5, D15]\n"
	if _, err := ParseDice([]byte(good), "dice.yaml"); err != nil {
		t.Fatalf("a good set: %v", err)
	}
	for _, c := range []struct{ text, want string }{
		{"offense: {}\nroot:x:0:0:SECRET:/root: 1\n", "dice.yaml is not a dice-set file: line 2 has an unknown key"},
		{"root:x:0:0:SECRET:/root:/bin/bash\ndaemon:x:1:1:SECRET\n", "dice.yaml is not a dice-set file"},
		{"kick: SECRET\n", "dice.yaml is not a dice-set file: line 1 has a value of the wrong kind"},
		{strings.Replace(good, "kick: [10,", "kick: [SECRET,", 1), "face 1 of the kick die is not one of its faces"},
	} {
		_, err := ParseDice([]byte(c.text), "dice.yaml")
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "SECRET") || strings.Contains(err.Error(), "root") {
			t.Errorf("%q: %v, want %q and no word of the file", c.text, err, c.want)
		}
	}
}

// TestDiceHeaderNames: a record's `dice: sample` is the built-in sample
// set, read from no file; a name that is neither it nor a readable file is
// refused naming the built-in set.
func TestDiceHeaderNames(t *testing.T) {
	d, err := LoadDice(noFiles{}, SampleDice)
	if err != nil || d != sampleDice() {
		t.Fatalf("dice: sample: %v", err)
	}
	_, err = LoadDice(noFiles{}, "nosuch")
	if err == nil || !strings.Contains(err.Error(), "nosuch") || !strings.Contains(err.Error(), "sample") {
		t.Errorf("dice: nosuch: %v, want the name refused and the built-in set named", err)
	}
}

// noFiles is a record's header in a folder with no files.
type noFiles struct{}

func (noFiles) Get(string) (string, bool) { return "", false }
func (noFiles) Dir() string               { return "" }
func (noFiles) ReadFile(name string, _ int64, _ string) ([]byte, error) {
	return nil, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
}
