package budget

import (
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Work counts in solves of 4th Down, linear in the half; a ruleset's
// longest half that fits is the last one Check lets through.
func TestWorkAndCheck(t *testing.T) {
	r := *fourthdown.FourthDown
	if w := Work(&r); math.Abs(w-1) > 1e-12 {
		t.Errorf("4th Down's work is %v, want 1", w)
	}
	r.HalfBlocks = 361
	if w := Work(&r); math.Abs(w-2) > 1e-12 {
		t.Errorf("twice the half: %v, want 2", w)
	}
	r.HalfBlocks = 10000
	over := Check(&r)
	if over == nil {
		t.Fatal("a half of 10,000 blocks fits")
	}
	r.HalfBlocks = over.MaxHalfBlocks
	if Check(&r) != nil {
		t.Errorf("half_blocks %d, said to fit, does not", r.HalfBlocks)
	}
	r.HalfBlocks++
	if Check(&r) == nil {
		t.Errorf("half_blocks %d fits, beyond the %d said", r.HalfBlocks, over.MaxHalfBlocks)
	}
	if b := Of(fourthdown.FourthDown, 0).Bytes(); b < 100<<20 || b > 200<<20 {
		t.Errorf("4th Down's solve takes %d bytes", b)
	}
}
