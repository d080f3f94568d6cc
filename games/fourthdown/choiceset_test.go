package fourthdown_test

import (
	"fmt"
	"slices"
	"strconv"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// ChoiceSet.All gives the choices the set Has, in token order (List
// collects the same), and stops when the loop does.
func TestChoiceSetAll(t *testing.T) {
	for cs := fourthdown.ChoiceSet(0); cs < 1<<11; cs += 2 { // bit 0 is NoChoice
		var want []fourthdown.Choice
		for c := fourthdown.ChBalanced; c <= fourthdown.ChEnd; c++ {
			if cs.Has(c) {
				want = append(want, c)
			}
		}
		got := slices.Collect(cs.All())
		if !slices.Equal(got, want) {
			t.Fatalf("%b: All %v, want %v", cs, got, want)
		}
		if list := cs.List(); !slices.Equal(list, want) {
			t.Fatalf("%b: List %v, want %v", cs, list, want)
		}
		for c := range cs.All() {
			if c != cs.List()[0] {
				t.Fatalf("%b: the first of All is %v", cs, c)
			}
			break
		}
	}
}

// ParseToken reads a face of one or two digits in line: the same entry as
// any other number ("07" is 7).
func TestParseTokenShortFaces(t *testing.T) {
	for n := 0; n < 100; n++ {
		for _, tok := range []string{strconv.Itoa(n), fmt.Sprintf("%02d", n), fmt.Sprintf("%03d", n)} {
			e, err := fourthdown.ParseToken(tok)
			if err != nil || !e.IsDie() || e.Face != n {
				t.Fatalf("%q: %v, %v", tok, e, err)
			}
		}
	}
	for _, tok := range []string{"1a", "a1", "-1", "+1", " 1", "１"} {
		if _, err := fourthdown.ParseToken(tok); err == nil {
			t.Errorf("%q: accepted", tok)
		}
	}
}
