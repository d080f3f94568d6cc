package sheets

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/tracker"
)

// fitTextLinear is fitText as it was: one rune off at a time (the oracle
// the binary search must agree with).
func fitTextLinear(f Font, text string, w float64) string {
	if TextWidth(f, text) <= w {
		return text
	}
	r := []rune(text)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if t := strings.TrimSpace(string(r)) + "…"; TextWidth(f, t) <= w {
			return t
		}
	}
	return string(r)
}

// TestFitTextAsBefore: the search cuts every text where cutting a rune at a
// time did (scoresheets stay byte-identical).
func TestFitTextAsBefore(t *testing.T) {
	texts := []string{"", "A", "Bombers", "The Very Long Team Name Of The Year", "a  b   c    d", "   spaces   ", "ÀÉÎ Unicode Ω ≤ …", "WWWWWWWWWWWWWWWWWWWW", "iiiiiiiiiiiiiiiiiiiiiiiiiiii"}
	for _, f := range []Font{gsBody, gsBigHead, Regular(7.5).Bold()} {
		for _, s := range texts {
			for w := 0.0; w < 60; w += 0.7 {
				if got, want := fitText(f, s, w), fitTextLinear(f, s, w); got != want {
					t.Errorf("%q in %.1f: %q, want %q", s, w, got, want)
				}
			}
		}
	}
}

// BenchmarkFitTextLong is a 20,000-character name cut to a cell: linear
// (one measure per halving) whatever the name's length (issue 37).
func BenchmarkFitTextLong(b *testing.B) {
	name := strings.Repeat("Gunners ", 2500)
	for b.Loop() {
		fitText(gsBigHead, name, 40)
	}
}

// TestLongestNamesFit: teams named with the longest header values print
// inside the scoresheet's boxes (the banner cuts a name that does not fit
// at its smallest size, which went off the page).
func TestLongestNamesFit(t *testing.T) {
	name := strings.Repeat("Wide", tracker.MaxHeaderValue/4)
	g := gameFromText(t, "home: "+name+"\naway: "+strings.Repeat("Tall", 25)+"\nreceives: home\nb 14 8 6 fg 14\n")
	doc := ScoresheetWith(g, Letter, nil)
	if p := doc.Problems(); len(p) != 0 {
		t.Errorf("%d problems, first %s", len(p), p[0])
	}
}
