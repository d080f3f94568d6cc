package firstandroll_test

import (
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
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

// TestFingerprintCongruent: states with the same fingerprint (the fold's
// state less what it will not read again) answer every entry alike: the
// same fingerprints, situations and ends of halves after it. Checked on
// every pair met in random games with the sample dice, every entry the
// states allow.
func TestFingerprintCongruent(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	seen := map[firstandroll.Fingerprint]firstandroll.State{}
	pairs := 0
	after := func(s firstandroll.State, tok string) (firstandroll.Fingerprint, firstandroll.Situation, bool, int) {
		var evs []firstandroll.Event
		if err := s.ApplyEvents(tok, &evs); err != nil {
			t.Fatal(err)
		}
		sit, _ := s.Situation()
		ends := 0
		for _, e := range evs {
			if e.Kind == firstandroll.EvHalfOver {
				ends += e.Points
			}
		}
		return s.Fingerprint(), sit, s.Final, ends
	}
	for g := range 300 {
		s := firstandroll.NewHouse(engine.Sides[g%2], firstandroll.House{}).WithDice(firstandroll.SampleSet())
		for !s.Final {
			fp := s.Fingerprint()
			if o, ok := seen[fp]; ok {
				pairs++
				for _, tok := range s.Legal().Entries {
					f1, s1, e1, h1 := after(s, tok)
					f2, s2, e2, h2 := after(o, tok)
					if f1 != f2 || s1 != s2 || e1 != e2 || h1 != h2 {
						t.Fatalf("states alike at %+v differ after %q:\n%+v\n%+v", fp, tok, f1, f2)
					}
				}
			} else {
				seen[fp] = s
			}
			l := s.Legal()
			tok := l.Entries[r.IntN(len(l.Entries))]
			if l.Weights != nil {
				w := map[string]int{}
				for k, e := range l.Entries {
					w[e] = l.Weights[k]
				}
				tok = engine.PickWeighted(r, l.Entries, w)
			}
			if err := s.Apply(tok); err != nil {
				t.Fatal(err)
			}
		}
	}
	if pairs < 1000 {
		t.Errorf("only %d states met twice", pairs)
	}
	t.Logf("%d states met again, %d fingerprints", pairs, len(seen))
}
