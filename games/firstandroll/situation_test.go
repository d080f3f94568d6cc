package firstandroll_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/internal/testfiles"
)

// TestSituationRoundTrip: every state between plays of the worked games
// is the state its Situation builds (the score set back): what a solver
// starts from is what the fold reaches.
func TestSituationRoundTrip(t *testing.T) {
	seen := map[firstandroll.SitKind]int{}
	for _, f := range testfiles.RollExamples(t, "*.fdr") {
		g, _ := replayed(t, f)
		m := g.Match.(*firstandroll.Match)
		states := []firstandroll.State{m.State}
		for i := range m.Entries() {
			states = append(states, m.Step(i).Before)
		}
		for _, st := range states {
			sit, ok := st.Situation()
			if !ok || sit.Kind == firstandroll.SitOver || sit.Kind == firstandroll.SitOvertime {
				continue
			}
			seen[sit.Kind]++
			got, err := sit.State(firstandroll.House{})
			if err != nil {
				t.Fatalf("%s: %+v: %v", f, sit, err)
			}
			got.Score = st.Score
			if got.Fingerprint() != st.Fingerprint() {
				t.Errorf("%s: %+v builds\n%+v, the fold has\n%+v", f, sit, got.Fingerprint(), st.Fingerprint())
			}
		}
	}
	for _, k := range []firstandroll.SitKind{firstandroll.SitPlay, firstandroll.SitTry, firstandroll.SitKickoff, firstandroll.SitTwo} {
		if seen[k] == 0 {
			t.Errorf("no situation of kind %d in the examples", k)
		}
	}
}

// TestHouseTrack: on a house track of two spaces the half ends when the
// marker reaches the second; on the rules' track it goes on.
func TestHouseTrack(t *testing.T) {
	sit := firstandroll.Situation{Kind: firstandroll.SitPlay, Half: 1, Marker: 1, Off: firstandroll.Home, Own: 50, Down: 1, ToGo: 10}
	for _, c := range []struct {
		h    firstandroll.House
		half int
	}{{firstandroll.House{Spaces: 2, Timeouts: -1}, 2}, {firstandroll.House{Timeouts: -1}, 1}} {
		s, err := sit.State(c.h)
		if err != nil {
			t.Fatal(err)
		}
		for _, tok := range []string{"red", "yellow", "3", "clock"} {
			if err := s.Apply(tok); err != nil {
				t.Fatal(err)
			}
		}
		if s.Half != c.half {
			t.Errorf("house %+v: half %d after the clock moved to space 2, want %d", c.h, s.Half, c.half)
		}
	}
	if s := firstandroll.NewHouse(firstandroll.Home, firstandroll.House{Timeouts: 1}); s.TO != [2]int{1, 1} {
		t.Errorf("house timeouts 1: %v", s.TO)
	}
}
