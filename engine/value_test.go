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
