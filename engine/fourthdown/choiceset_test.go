package fourthdown_test

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// ChoiceSet.All gives the choices List gives, in the same order, and stops
// when the loop does.
func TestChoiceSetAll(t *testing.T) {
	for cs := fourthdown.ChoiceSet(0); cs < 1<<11; cs += 2 { // bit 0 is NoChoice
		got := slices.Collect(cs.All())
		if want := cs.List(); !slices.Equal(got, want) {
			t.Fatalf("%b: All %v, List %v", cs, got, want)
		}
		for c := range cs.All() {
			if c != cs.List()[0] {
				t.Fatalf("%b: the first of All is %v", cs, c)
			}
			break
		}
	}
}
