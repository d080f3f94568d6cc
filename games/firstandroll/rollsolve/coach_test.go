package rollsolve

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// matchGame plays one match of the short house game to its end with
// coaches (home, away) as every game's simulation does (coach.Entry: a
// pair of secret calls each from its own team's coach, each timeout
// decided by its own team), every roll drawn by Legal's weights; it
// returns the home team's result (1, ½, 0).
func matchGame(sol *Solution, r *rand.Rand, coaches [2]engine.Chooser) float64 {
	g := solvedShort{sol: sol}
	em, _ := g.Start(engine.Setup{Teams: g.DefaultTeams(), Receives: engine.Home})
	m := em.(engine.Core)
	for !m.Next().Done {
		a := m.Next()
		var tok string
		if l := m.Legal(); l.Chance() {
			total := 0
			for _, w := range l.Weights {
				total += w
			}
			x := r.IntN(total)
			for k, w := range l.Weights {
				if x -= w; x < 0 {
					tok = l.Entries[k]
					break
				}
			}
		} else {
			var ok bool
			if tok, ok = coach.Entry(m, a, &coaches); !ok {
				panic("no coach answers " + a.What)
			}
		}
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			panic(err)
		}
	}
	return 0.5 + 0.5*float64(m.Status().Returns()[engine.Home])
}

// TestPerfectCoach: the contract's perfect coach (engine.Perfect over the
// solution's values: its secret calls drawn from the equilibrium mix)
// wins against itself as often as the start value says, and against 1st
// & Roll's standard coach at least as often, on either side (within 3
// standard errors).
func TestPerfectCoach(t *testing.T) {
	sol, err := wideGame()
	if err != nil {
		t.Fatal(err)
	}
	start := sol.Start(engine.Home)
	const n = 3000
	r := rand.New(rand.NewPCG(21, 22))
	v := sol.Valuer()
	for _, c := range []struct {
		name       string
		home, away engine.Chooser
		check      func(mean, se float64) bool
	}{
		{"perfect v perfect", engine.Perfect(v, 1), engine.Perfect(v, 2), func(m, se float64) bool { return math.Abs(m-start) <= 3*se }},
		{"perfect v standard", engine.Perfect(v, 3), firstandroll.Game{}.Coach(4), func(m, se float64) bool { return m >= start-3*se }},
		{"standard v perfect", firstandroll.Game{}.Coach(5), engine.Perfect(v, 6), func(m, se float64) bool { return m <= start+3*se }},
	} {
		sum, sq := 0.0, 0.0
		for range n {
			x := matchGame(sol, r, [2]engine.Chooser{c.home, c.away})
			sum, sq = sum+x, sq+x*x
		}
		mean := sum / n
		se := math.Sqrt((sq/n - mean*mean) / n)
		t.Logf("%s: home %.4f ± %.4f over %d games; the start value %.4f", c.name, mean, se, n, start)
		if !c.check(mean, se) {
			t.Errorf("%s: home %.4f ± %.4f, the start value %.4f", c.name, mean, se, start)
		}
	}
}
