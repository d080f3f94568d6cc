package cmd

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	line := "Bombers 0, Gunners 0 | half 1, 149 blocks left (24:50) | Bombers ball on LIO 25, 4th and 6 | Bombers 51.6% to win"
	got := wrap(line, 60)
	for _, l := range strings.Split(got, "\n") {
		if visibleLen(l) > 60 {
			t.Errorf("line %q is %d wide", l, visibleLen(l))
		}
	}
	if !strings.Contains(got, "(24:50)\n  Bombers ball on LIO 25") {
		t.Errorf("not broken at a separator:\n%s", got)
	}
	// Every word whole.
	words := strings.Fields(strings.ReplaceAll(line, "|", ""))
	gotWords := strings.Fields(strings.ReplaceAll(got, "|", ""))
	if strings.Join(words, " ") != strings.Join(gotWords, " ") {
		t.Errorf("words changed:\n%v\n%v", words, gotWords)
	}
	if wrap("short", 60) != "short" || wrap(line, 0) != line {
		t.Error("a line that fits, or no width, is left alone")
	}
}
