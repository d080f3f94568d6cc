package firstandroll

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 1st & Roll keeps the contract (engine/enginetest) in
// random games, its faces free-form without a dice-set file and listed
// with their odds with one.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Games(10))
	enginetest.Run(t, Game{}, enginetest.Header(map[string]string{"dice": "dice.yaml"}, map[string]string{"dice.yaml": sampleDiceFile}), enginetest.Seed(2), enginetest.Games(10))
}

// TestBlockDieOdds: the defense die that blocks a kick may be of any
// colour, so its faces weigh as often as the three defense dice show them
// (18 faces), not once each.
func TestBlockDieOdds(t *testing.T) {
	d, err := ParseDice([]byte(sampleDiceFile), "dice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 200; game++ {
		st := New(engine.Side(game % 2))
		st.dice = d
		m := newMatch(engine.NewTeams("A", "B"), st)
		for !m.State.Final {
			if a := m.State.Next(); a.Kind == AskBlock {
				l := m.Legal()
				sum := 0
				for _, w := range l.Weights {
					sum += w
				}
				if sum != 18 || l.Weights[slices.Index(l.Entries, "-5")] != 3 {
					t.Fatalf("the block's faces %v weigh %v", l.Entries, l.Weights)
				}
				return
			}
			if err := m.Apply(engine.Token{Text: m.Legal().Pick(r.Float64())}); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no kick blocked in 200 games")
}

// searchGame is a match with the sample dice as a search state, played by
// random codes to the entry n (to its end when n < 0), and the entries.
func searchGame(t testing.TB, seed uint64, n int) (engine.Core, int) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 5))
	m := newMatch(engine.NewTeams("A", "B"), New(engine.Side(seed%2)).WithDice(SampleSet())).Search(nil)
	k := 0
	for ; !m.Status().Final && k != n; k++ {
		l := m.Legal()
		if err := engine.ApplyCode(m, l, l.CodeAt(r.IntN(l.Sum()))); err != nil {
			t.Fatal(err)
		}
	}
	return m, k
}

// TestLegalMakesNoList: the core answers Legal without allocating (a
// search state, the sample dice): its lists are the ask's and the dice
// set's own.
func TestLegalMakesNoList(t *testing.T) {
	m, _ := searchGame(t, 1, 0)
	for step := 0; !m.Status().Final; step++ {
		if n := testing.AllocsPerRun(3, func() { m.Legal() }); n != 0 {
			t.Fatalf("entry %d (%s): Legal allocates %v times", step, m.Next().What, n)
		}
		l := m.Legal()
		if err := engine.ApplyCode(m, l, l.CodeAt(step%l.Sum())); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSearchStateKeepsNoHistory: a search state counts its entries and
// keeps neither their steps nor their shared events, which it gives to
// its listener as it makes them (their plays, field goals, tries, first
// half's end and the game's end without words, and plays with the time they took so
// far), the same events the match keeps; a clone of it hears none.
func TestSearchStateKeepsNoHistory(t *testing.T) {
	full := newMatch(engine.NewTeams("A", "B"), New(engine.Home).WithDice(SampleSet()))
	var heard []engine.Event
	m := full.Search(func(e engine.Event) { heard = append(heard, e) }).(*Match)
	r := rand.New(rand.NewPCG(9, 9))
	for !m.Status().Final {
		l := m.Legal()
		k := l.CodeAt(r.IntN(l.Sum()))
		if err := engine.ApplyCode(m, l, k); err != nil {
			t.Fatal(err)
		}
		if err := full.Apply(engine.Token{Text: l.Entries[k]}); err != nil {
			t.Fatal(err)
		}
		if m.Entries() == 100 {
			m.Clone().Apply(engine.Token{Text: m.Legal().Entries[0]}) // heard by nobody
		}
	}
	if len(m.Steps()) != 0 || len(m.Shared()) != 0 || m.Entries() != full.Entries() {
		t.Fatalf("the search state keeps %d steps and %d events after %d entries", len(m.Steps()), len(m.Shared()), m.Entries())
	}
	want := full.Shared()
	if len(heard) != len(want) {
		t.Fatalf("heard %d events, the match made %d", len(heard), len(want))
	}
	for i := range want {
		w := want[i]
		if w.Kind == engine.EvPlay {
			w.Text, w.Time = "", heard[i].Time
		}
		if k := w.Kind; k == engine.EvScore || k == engine.EvPeriodEnd || k == engine.EvGameOver { // words a search state may leave out
			w.Text = heard[i].Text
		}
		if heard[i] != w {
			t.Fatalf("event %d heard %+v, the match's %+v", i, heard[i], w)
		}
	}
}

// BenchmarkSearchClone clones a search state in the middle of a game.
func BenchmarkSearchClone(b *testing.B) {
	m, _ := searchGame(b, 3, 300)
	b.ReportAllocs()
	for b.Loop() {
		m.Clone()
	}
}

// BenchmarkSearchGame plays a game on a search state by random codes.
func BenchmarkSearchGame(b *testing.B) {
	b.ReportAllocs()
	entries := 0
	for i := 0; b.Loop(); i++ {
		_, n := searchGame(b, uint64(i), -1)
		entries += n
	}
	b.ReportMetric(float64(entries)/float64(b.N), "entries/op")
}

// TestSearchStateHearsOnly: a search state told to hear only some kinds
// of event (engine.Selective, as simulate counts possessions, scores and
// the game's end) hears those of the match's events, and of no other
// kind; one that nobody listens to plays the same game.
func TestSearchStateHearsOnly(t *testing.T) {
	kinds := engine.KindsOf(engine.EvPossession, engine.EvPossessionEnd, engine.EvScore, engine.EvGameOver)
	full := newMatch(engine.NewTeams("A", "B"), New(engine.Away).WithDice(SampleSet()))
	var heard []engine.Event
	m := full.Search(func(e engine.Event) { heard = append(heard, e) }).(*Match)
	m.HearOnly(kinds)
	deaf := full.Search(nil).(*Match)
	r := rand.New(rand.NewPCG(4, 4))
	for !m.Status().Final {
		l := m.Legal()
		k := l.CodeAt(r.IntN(l.Sum()))
		for _, c := range []engine.Core{m, deaf, full} {
			if err := engine.ApplyCode(c, l, k); err != nil {
				t.Fatal(err)
			}
		}
		if deaf.Status() != full.Status() || deaf.Turn() != full.Turn() {
			t.Fatalf("entry %d: the search state nobody hears stands %+v, the match %+v", full.Entries(), deaf.Status(), full.Status())
		}
	}
	var want []engine.Event
	for _, e := range full.Shared() {
		if kinds.Has(e.Kind) {
			want = append(want, e)
		}
	}
	if len(heard) != len(want) {
		t.Fatalf("heard %d events of the kinds asked, the match made %d", len(heard), len(want))
	}
	for i, w := range want {
		if k := w.Kind; k == engine.EvScore || k == engine.EvGameOver { // words a search state may leave out
			w.Text = heard[i].Text
		}
		if heard[i] != w {
			t.Fatalf("event %d heard %+v, the match's %+v", i, heard[i], w)
		}
	}
}
