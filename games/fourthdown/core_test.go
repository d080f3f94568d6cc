package fourthdown

import (
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 4th Down and the Gridiron variant keep the contract
// (engine/enginetest) in random games.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{})
	enginetest.Run(t, Game{}, enginetest.Header(map[string]string{"rules": "gridiron"}, nil), enginetest.Seed(2))
}

// lateGame is a 4th Down match after n entries of random play (fewer if
// the game ends first), seeded by seed.
func lateGame(tb testing.TB, seed uint64, n int) *Match {
	tb.Helper()
	m := NewMatch(DefaultTeams, FourthDown, Home)
	r := rand.New(rand.NewPCG(seed, 1))
	for range n {
		l := m.Legal()
		if m.State.Final || len(l.Entries) == 0 {
			break
		}
		if err := m.Apply(engine.Token{Text: l.Entries[r.IntN(len(l.Entries))]}); err != nil {
			tb.Fatal(err)
		}
	}
	return m
}

// TestSearchStateLean: a search state of 4th Down (Search, no listener)
// keeps no entries, so a clone of one is one allocation of the same size
// early in a game and late in it (a match's clone copies every entry and
// event), and it stands, asks and ends as the match does, the winner read
// from the score as the game's end names it.
func TestSearchStateLean(t *testing.T) {
	for seed := range uint64(30) {
		m := lateGame(t, seed, 1000)
		s := m.Search(nil)
		if got, want := s.Status(), m.Status(); got != want || s.Entries() != m.Entries() {
			t.Fatalf("seed %d: the search state stands %+v after %d entries, the match %+v after %d", seed, got, s.Entries(), want, m.Entries())
		}
	}
	early, late := lateGame(t, 1, 3).Search(nil), lateGame(t, 1, 120).Search(nil)
	for _, s := range []engine.Core{early, late} {
		if a := testing.AllocsPerRun(20, func() { s.Clone() }); a != 1 {
			t.Errorf("a clone of a search state after %d entries makes %v allocations, want 1", s.Entries(), a)
		}
	}
	if len(late.(*Match).entries) != 0 {
		t.Errorf("a search state keeps %d entries", len(late.(*Match).entries))
	}
}

// BenchmarkSearchClone clones a search state late in a game.
func BenchmarkSearchClone(b *testing.B) {
	s := lateGame(b, 3, 100).Search(nil)
	b.ReportAllocs()
	for b.Loop() {
		s.Clone()
	}
}

// BenchmarkMatchClone clones the match itself there, its history too.
func BenchmarkMatchClone(b *testing.B) {
	m := lateGame(b, 3, 100)
	m.Shared() // its views folded, as a replayed match's are
	b.ReportAllocs()
	for b.Loop() {
		m.Clone()
	}
}
