package prompt

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	line := "Bombers 0, Gunners 0 | half 1, 149 blocks left (24:50) | Bombers ball on LIO 25, 4th and 6 | Bombers 51.6% to win"
	got := Wrap(line, 60)
	for _, l := range strings.Split(got, "\n") {
		if VisibleLen(l) > 60 {
			t.Errorf("line %q is %d wide", l, VisibleLen(l))
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
	if Wrap("short", 60) != "short" || Wrap(line, 0) != line {
		t.Error("a line that fits, or no width, is left alone")
	}
}

// TestWrapWords: prose and log lines wrap at the width, at spaces, with a
// hanging indent, their words whole and their inner spacing kept.
func TestWrapWords(t *testing.T) {
	line := " 11. H1 12:00 BEA  4th and 10    LIO 48   yellow red 7 turnover clock away turnover on downs: Lions ball on own 41  [0-0]"
	for _, w := range []int{40, 60, 80, 100} {
		got := WrapWords(line, w, HangingIndent(line))
		lines := strings.Split(got, "\n")
		for i, l := range lines {
			if VisibleLen(l) > w {
				t.Errorf("width %d: line %q is %d wide", w, l, VisibleLen(l))
			}
			if i > 0 && !strings.HasPrefix(l, "       ") {
				t.Errorf("width %d: %q has no hanging indent", w, l)
			}
		}
		if strings.Join(strings.Fields(got), " ") != strings.Join(strings.Fields(line), " ") {
			t.Errorf("width %d: words changed:\n%s", w, got)
		}
		if !strings.Contains(lines[0], "BEA  4th and 10") {
			t.Errorf("width %d: the columns' spacing is lost: %q", w, lines[0])
		}
	}
	if got := WrapWords(line, 200, "  "); got != line {
		t.Errorf("a line that fits changed: %q", got)
	}
}

// TestWrapDots: the other games' situation lines break at their " · ",
// not inside "2nd half, 28:00".
func TestWrapDots(t *testing.T) {
	line := "Bears 0, Lions 0 · 2nd half, 28:00 · Lions ball on BEA 30 · 2nd and 8 · timeouts 3–3"
	got := Wrap(line, 60)
	if got != "Bears 0, Lions 0 · 2nd half, 28:00 · Lions ball on BEA 30\n  2nd and 8 · timeouts 3–3" {
		t.Errorf("got\n%s", got)
	}
}
