package engine

import (
	"reflect"
	"testing"
)

// A log's rows belong to the possession under way when they began; a
// kickoff belongs to the possession it opens.
func TestRowPossessions(t *testing.T) {
	evs := []Event{
		{Kind: EvPossession, Step: 1}, // row 0, a kickoff (steps 0-1), opens possession 0
		{Kind: EvPlay, Step: 3},       // row 1, a play of possession 0
		{Kind: EvPossessionEnd, Step: 5},
		{Kind: EvPossession, Step: 5}, // row 2, a punt (steps 4-5): still possession 0, it opens 1
		{Kind: EvScore, Step: 7},      // row 3, a touchdown of possession 1
		{Kind: EvPossession, Step: 9}, // row 4, a kickoff: opens possession 2
		{Kind: EvPlay, Step: 10},      // row 5, possession 2
	}
	ends := []int{2, 4, 6, 8, 10, 11}
	kick := []bool{true, false, false, false, true, false}
	got := RowPossessions(evs, ends, func(r int) bool { return kick[r] })
	if want := []int{0, 0, 0, 1, 2, 2}; !reflect.DeepEqual(got, want) {
		t.Errorf("rows' possessions %v, want %v", got, want)
	}
}
