package enginetest

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// pairFailure is the suite's failure on pair p at one of its calls,
// valued val with choices cs ("" for none).
func pairFailure(t *testing.T, p engine.Pair, val float64, cs []engine.Choice) string {
	r := &recorder{TB: t}
	s := &suite{t: r, g: named{}, c: &config{tolerance: 1e-9}}
	r.run(func() { s.pair(p, val, cs, engine.Ask{What: "call"}) })
	return r.failure
}

type named struct{ engine.Game }

func (named) Name() string { return "pennies" }

// pennies is matching pennies as a pair of calls: the home team wins when
// the calls match; each mixes half and half, the value ½.
func pennies() engine.Pair {
	return engine.Pair{Teams: [2]engine.Side{engine.Home, engine.Away}, First: []string{"h", "t"}, Second: []string{"h", "t"},
		Home: [][]float64{{1, 0}, {0, 1}}, Mix: [2][]float64{{0.5, 0.5}, {0.5, 0.5}}, Value: 0.5, Made: -1}
}

// TestPairChecks: the suite passes matching pennies at both its calls and
// fails a mix that does not sum to 1, a value that is not the mixes'
// mean, a mix a team gains by leaving, and a call's value that is not its
// row against the other's mix.
func TestPairChecks(t *testing.T) {
	half := []engine.Choice{{Entry: "h", Home: 0.5}, {Entry: "t", Home: 0.5}}
	if f := pairFailure(t, pennies(), 0.5, half); f != "" {
		t.Fatalf("matching pennies at the first call fails: %s", f)
	}
	second := pennies()
	second.Made = 1
	if f := pairFailure(t, second, 0.5, []engine.Choice{{Entry: "h", Home: 0}, {Entry: "t", Home: 1}}); f != "" {
		t.Fatalf("matching pennies at the second call fails: %s", f)
	}
	for what, c := range map[string]struct {
		p    func(*engine.Pair)
		val  float64
		cs   []engine.Choice
		want string
	}{
		"a mix of 1.2":     {func(p *engine.Pair) { p.Mix[0] = []float64{0.6, 0.6} }, 0.5, half, "sums to 1.2"},
		"a value off":      {func(p *engine.Pair) { p.Value = 0.6 }, 0.6, half, "its mixes' mean 0.5"},
		"a pure call":      {func(p *engine.Pair) { p.Mix[1] = []float64{1, 0}; p.Mix[0] = []float64{0, 1}; p.Value = 0 }, 0, half, `home gains by calling "h"`},
		"a call misvalued": {func(p *engine.Pair) {}, 0.5, []engine.Choice{{Entry: "h", Home: 0.7}, {Entry: "t", Home: 0.5}}, `the value of "h" at call, a call of a pair, is 0.7, not 0.5`},
		"the wrong value":  {func(p *engine.Pair) {}, 0.4, half, "the value 0.4 at call, a call of a pair, is not 0.5"},
	} {
		p := pennies()
		c.p(&p)
		if f := pairFailure(t, p, c.val, c.cs); !strings.Contains(f, c.want) {
			t.Errorf("with %s: %q, want %q", what, f, c.want)
		}
	}
}
