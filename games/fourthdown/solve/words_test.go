package solve

import (
	"math"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
)

// TestReviewWords: a 4th Down game read against its solution and
// worded by 4th Down (review.Own): a word per entry; each choice in the
// drive it was made in, at its half and clock, with its situation; each
// roll worded with its die and spot; the tries' scores marked; the
// report's choices each giving up its best's value less its own, the
// costliest in order.
func TestReviewWords(t *testing.T) {
	g, m := fdtest.ReplayFile(t, "../../../testdata/games/full-game-mixed-drives.fdr")
	start, err := tracker.NewGame(g.Record)
	if err != nil {
		t.Fatal(err)
	}
	read, err := review.Read(fourthDownValues(t), start.Match, g.Record.Tokens())
	if err != nil {
		t.Fatal(err)
	}
	w := review.WordsOf(Game{}, read)
	if len(w.Entries) != len(m.Steps()) {
		t.Fatalf("%d words for %d entries", len(w.Entries), len(m.Steps()))
	}
	checkWords(t, m, w)
	rep := review.ReportOf(read, g.Teams, w)
	for _, d := range rep.Decisions {
		if d.GivenUp < 0 || math.Abs(d.BestVal-d.Value-d.GivenUp) > 1e-12 {
			t.Errorf("entry %d: given up %v, best %v, made %v", d.Entry, d.GivenUp, d.BestVal, d.Value)
		}
	}
	for _, tr := range rep.Teams {
		for i := 1; i < len(tr.Costliest); i++ {
			if tr.Costliest[i].GivenUp > tr.Costliest[i-1].GivenUp {
				t.Errorf("%s: the costliest choices are not in order", tr.Name)
			}
		}
	}
}

// checkWords checks w, 4th Down's words of game m, entry by entry.
func checkWords(t *testing.T, m *fourthdown.Match, w *review.Words) {
	drives, s, tries := m.Drives(), m.Start, 0
	for i, st := range m.Steps() {
		c, a := w.Entries[i], s.Next()
		if c.Possession < 1 || c.Possession > len(drives) || i < drives[c.Possession-1].FirstStep ||
			(c.Possession < len(drives) && i >= drives[c.Possession].FirstStep) {
			t.Errorf("entry %d is in drive %d", i+1, c.Possession)
		}
		if a.IsRoll() != (c.JSON == nil) || (a.IsRoll() && !strings.HasPrefix(c.What, a.Kind.String()+" ")) ||
			(!a.IsRoll() && c.What != Situation(m.Teams, &s)) {
			t.Errorf("entry %d (%s): %q", i+1, a.Kind, c.What)
		}
		if c.Ask != AskWord(a) || (!a.IsRoll() && (c.Cells == "" || !strings.HasPrefix(c.Where, "half "))) {
			t.Errorf("entry %d: %+v", i+1, c)
		}
		if c.Try {
			tries++
		}
		s.Apply(st.Entry, nil)
	}
	if tries == 0 {
		t.Error("no try's score marked")
	}
}
