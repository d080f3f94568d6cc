package tracker

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// faceRoller rolls face k of every die it is asked to roll.
type faceRoller struct{ k int }

func (r faceRoller) Roll(d engine.Die) int { return d.Min + r.k%d.Sides }

// TestRollDrawsFromLegal: a digital roll draws from what the core lists,
// each entry as many faces of the die as its weight (a face printed twice
// twice as likely), a numbered die's faces one each; a choice or a face
// the app does not know is no roll.
func TestRollDrawsFromLegal(t *testing.T) {
	pool := engine.Legal{Entries: []string{"F", "0", "-5"}, Weights: []int{3, 3, 2}}
	count := map[string]int{}
	for k := range pool.Sum() {
		count[Roll(faceRoller{k}, pool)]++
	}
	if count["F"] != 3 || count["0"] != 3 || count["-5"] != 2 || len(count) != 3 {
		t.Errorf("the faces rolled %v, want F and 0 three times each, -5 twice", count)
	}
	d20 := engine.LegalOf(engine.Ask{Die: engine.Die{Sides: 20, Min: 0}})
	for k := range 20 {
		if got, want := Roll(faceRoller{k}, d20), d20.Entries[k]; got != want {
			t.Errorf("face %d of a d20 read 0-19 rolls %q, want %q", k, got, want)
		}
	}
	for _, l := range []engine.Legal{{Entries: []string{"go", "punt"}}, {Free: true}, {}} {
		if got := Roll(faceRoller{0}, l); got != "" {
			t.Errorf("Roll(%+v) = %q, want no roll", l, got)
		}
	}
}
