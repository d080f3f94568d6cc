package fourthdown_test

import (
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// randomGame is the entries of a complete game chosen at random (seeded).
func randomGame(seed uint64) []fourthdown.Entry {
	rng := rand.New(rand.NewPCG(seed, 1))
	s := fourthdown.New(rules, fourthdown.Home)
	var out []fourthdown.Entry
	for !s.Final {
		l := legal(&s)
		e := l[rng.IntN(len(l))]
		out = append(out, e)
		s, _, _ = apply(s, e, nil)
	}
	return out
}

// Applying an entry with a reused event buffer does not allocate.
func TestApplyDoesNotAllocate(t *testing.T) {
	game := randomGame(7)
	buf := make([]fourthdown.Event, 0, 16)
	allocs := testing.AllocsPerRun(20, func() {
		s := fourthdown.New(rules, fourthdown.Home)
		for _, e := range game {
			var err error
			s, buf, err = apply(s, e, buf[:0])
			if err != nil {
				t.Fatal(err)
			}
		}
		if !s.Final {
			t.Fatal("not final")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per game of %d entries, want 0", allocs, len(game))
	}
}

// BenchmarkApply folds complete games entry by entry with a reused event
// buffer; ns/entry is the cost of one Apply.
func BenchmarkApply(b *testing.B) {
	game := randomGame(7)
	buf := make([]fourthdown.Event, 0, 16)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		s := fourthdown.New(rules, fourthdown.Home)
		for _, e := range game {
			s, buf, _ = apply(s, e, buf[:0])
		}
		n += len(game)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/entry")
}
