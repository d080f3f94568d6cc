package engine

import (
	"math/rand/v2"
	"testing"
)

// TestBestChoice: the home team takes the highest value, the away team
// the lowest, ties go to the earlier choice, and none is -1.
func TestBestChoice(t *testing.T) {
	cs := []Choice{{"go", 0.4}, {"fg", 0.6}, {"punt", 0.6}, {"kick", 0.2}}
	if got := BestChoice(cs, Home); got != 1 {
		t.Errorf("home's best = %d, want 1 (fg, the earlier of two at 0.6)", got)
	}
	if got := BestChoice(cs, Away); got != 3 {
		t.Errorf("away's best = %d, want 3 (kick, home's lowest)", got)
	}
	if got := BestChoice(nil, Home); got != -1 {
		t.Errorf("no choices: %d, want -1", got)
	}
	if ForSide(0.25, Away) != 0.75 || ForSide(0.25, Home) != 0.25 {
		t.Error("ForSide does not turn the home value into the away team's chance")
	}
}

// TestPickMix: a mix's entries are drawn as often as their chances say,
// and an entry of chance 0 never.
func TestPickMix(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := map[string]int{}
	for range 10000 {
		n[pickMix(r, []string{"a", "b", "c"}, []float64{0.25, 0, 0.75})]++
	}
	if n["b"] != 0 || n["a"] < 2300 || n["a"] > 2700 || n["c"] < 7300 || n["c"] > 7700 {
		t.Errorf("drawn %v from the mix 0.25, 0, 0.75 of 10000", n)
	}
}

// asking is a match that only says what it asks.
type asking struct {
	Core
	a Ask
}

func (m asking) Next() Ask { return m.a }

// pennies values matching pennies at its first call: home wins on a
// match, each team mixes 30/70 (not the equilibrium: a test of the draw).
type pennies struct{ made int }

func (p pennies) Value(Core) float64 { return 0.5 }
func (p pennies) Choices(Core) []Choice {
	return []Choice{{"h", 0.5}, {"t", 0.5}}
}
func (p pennies) Pair(Core) (Pair, bool) {
	return Pair{Teams: [2]Side{Home, Away}, First: []string{"h", "t"}, Second: []string{"h", "t"},
		Home: [][]float64{{1, 0}, {0, 1}}, Mix: [2][]float64{{0.3, 0.7}, {0.3, 0.7}}, Value: 0.5, Made: p.made}, true
}

// TestPerfectMixes: at a pair of calls the perfect coach draws the team's
// call from its mix, by its seed (the same seed, the same calls); at a
// choice of one team, the best; for the other team's choice, none.
func TestPerfectMixes(t *testing.T) {
	m := asking{a: Ask{Team: Home, What: "call", Choices: []string{"h", "t"}}}
	n := map[string]int{}
	c := Perfect(pennies{made: -1}, 7)
	var calls []string
	for range 2000 {
		tok := c.Choose(m, Home)
		n[tok]++
		calls = append(calls, tok)
	}
	if n["h"] < 500 || n["h"] > 700 || n["t"] < 1300 || n["t"] > 1500 {
		t.Errorf("drawn %v from a 30/70 mix of 2000", n)
	}
	again := Perfect(pennies{made: -1}, 7)
	for i, want := range calls {
		if got := again.Choose(m, Home); got != want {
			t.Fatalf("call %d: %q, then %q for the same seed", i, want, got)
		}
	}
	second := asking{a: Ask{Team: Away, What: "call", Choices: []string{"h", "t"}}}
	if got := Perfect(pennies{made: 0}, 1).Choose(second, Away); got != "h" && got != "t" {
		t.Errorf("the second call: %q", got)
	}
	one := asking{a: Ask{Team: Away, What: "decision", Choices: []string{"go", "punt"}}}
	if got := Perfect(fixed{{"go", 0.6}, {"punt", 0.4}}, 1).Choose(one, Away); got != "punt" {
		t.Errorf("the away team's best of go (home 0.6) and punt (home 0.4): %q", got)
	}
	if got := Perfect(fixed{{"go", 0.6}, {"punt", 0.4}}, 1).Choose(one, Home); got != "" {
		t.Errorf("the home coach answers the away team's choice: %q", got)
	}
}

// fixed values every position ½ and its choices as listed.
type fixed []Choice

func (f fixed) Value(Core) float64    { return 0.5 }
func (f fixed) Choices(Core) []Choice { return f }
