package fourthstreet

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// searchGame plays a game from m, a match before its first entry, to its
// end on its search state (engine.SearchOf), as simulate plays a game:
// a die's face rolled by its odds and entered by its code, a choice the
// coaches' (coach.Entry, by code), a reading of the table drawn at random
// among its entries, a value read off a card drawn from the match's
// samples. It counts the shared events the search state hears (a clone,
// which keeps them, its Shared at the end) and returns the search state.
func searchGame(tb testing.TB, m engine.Core, r *rand.Rand, coaches *[2]engine.Chooser) (engine.Core, int) {
	heard := 0
	s, own := engine.SearchOf(m, func(engine.Event) { heard++ })
	for n := 0; ; n++ {
		if n > 20000 {
			tb.Fatalf("not over after %d entries", n)
		}
		t := engine.TurnOfMatch(s)
		if t.Done {
			break
		}
		l := s.Legal()
		var err error
		switch {
		case l.Free:
			v := s.(engine.Sampler).Samples()
			err = s.Apply(engine.Token{Text: v[r.IntN(len(v))]})
		case t.Roll || t.Reading:
			err = engine.ApplyCode(s, l, l.CodeAt(r.IntN(l.Sum())))
		default:
			tok, _ := coach.Entry(s, s.Next(), coaches)
			if k := slices.Index(l.Entries, tok); k >= 0 {
				err = engine.ApplyCode(s, l, k)
			} else {
				err = s.Apply(engine.Token{Text: tok})
			}
		}
		if err != nil {
			tb.Fatalf("entry %d refused: %v", n+1, err)
		}
	}
	if !own {
		heard = len(s.Shared())
	}
	return s, heard
}

// newCoaches are a coach of seed for each team.
func newCoaches(seed uint64) *[2]engine.Chooser {
	return &[2]engine.Chooser{Game{}.Coach(seed), Game{}.Coach(seed + 1)}
}

// BenchmarkSearchGame plays a whole game through the core as a search
// state, as simulate plays one (searchGame): its dice rolled, its coaches
// choosing, its card values drawn from its samples.
func BenchmarkSearchGame(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 49))
	m0, err := Game{}.Start(engine.Setup{Teams: Game{}.DefaultTeams(), Receives: Home, Header: engine.NoHeader{}})
	if err != nil {
		b.Fatal(err)
	}
	entries := 0
	b.ReportAllocs()
	for b.Loop() {
		s, _ := searchGame(b, m0, r, newCoaches(r.Uint64()))
		entries += s.Entries()
	}
	b.ReportMetric(float64(entries)/float64(b.N), "entries/game")
}

// midGame is the worked game1 played to the middle of a play (a call and
// its code entered) in its second half, as a search state.
func midGame(tb testing.TB) engine.Core {
	m, rec := exampleMatch(tb, examplesDir(tb)+"/game1.fdr")
	var toks []engine.Token
	for _, l := range rec.Body {
		toks = append(toks, l.Tokens...)
	}
	n := len(toks) / 2
	for n < len(toks) && toks[n].Text != "run" {
		n++
	}
	if _, err := m.ApplyAll(toks[:n+2]); err != nil {
		tb.Fatal(err)
	}
	s, _ := engine.SearchOf(m, nil)
	return s
}

// BenchmarkSearchClone clones a search state of the worked game1 in its
// second half, a play under way: the target is under a microsecond and a
// few kilobytes.
func BenchmarkSearchClone(b *testing.B) {
	s := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		s.Clone()
	}
}
