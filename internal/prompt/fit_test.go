package prompt

import (
	"bytes"
	"context"
	"errors"
	"regexp"
	"strings"
	"testing"
)

// TestFittedBreaksBetweenWords: every line written is broken at its last
// space that fits, its pieces under its text; a line that fits, or one
// already broken, passes as it is; width 0 leaves every line whole.
func TestFittedBreaksBetweenWords(t *testing.T) {
	var b bytes.Buffer
	w := Fitted(&b, func() int { return 20 })
	text := "Undone: red (Bears offense's call). 4 entries left.\nshort line\n  7. a log line that runs on\n"
	if _, err := w.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	want := "Undone: red (Bears\n  offense's call). 4\n  entries left.\nshort line\n  7. a log line that\n       runs on\n"
	if b.String() != want {
		t.Errorf("fitted:\n%q\nwant\n%q", b.String(), want)
	}
	b.Reset()
	w = Fitted(&b, func() int { return 0 })
	w.Write([]byte(text))
	if b.String() != text {
		t.Errorf("width 0 changed the lines: %q", b.String())
	}
}

// TestEditRefusalFits: the reason a roll was refused, shown under the
// line, is broken between words at the terminal's width; it ran on and
// the terminal broke it mid-word ("its fa" / "ces are").
func TestEditRefusalFits(t *testing.T) {
	var b bytes.Buffer
	p := NewTTY(context.Background(), strings.NewReader(""), &b, false, nil).(*ttyPrompter)
	e := &editor{p: p, st: p.st(), label: "Lions — defense red die", shown: "Lions — defense red die", w: 40}
	e.msg = RefusedText("red", errors.New("the red defense die has no face red: its faces are F, 0, -1, -2, -3 or -5"))
	e.draw()
	plain := regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`).ReplaceAllString(b.String(), "")
	lines := strings.Split(plain, "\r\n")
	if len(lines) < 3 {
		t.Fatalf("the refusal is not broken: %q", plain)
	}
	for _, l := range lines {
		if n := len([]rune(strings.TrimRight(l, "\r"))); n >= 40 {
			t.Errorf("a row of %d columns on a 40-column terminal: %q", n, l)
		}
	}
	if !strings.Contains(plain, "\r\n  ") {
		t.Errorf("the refusal's rows after the first are not indented: %q", plain)
	}
}
