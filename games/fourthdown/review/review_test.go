package review

import (
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown/fakesolution"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
)

func TestAnalyse(t *testing.T) {
	_, g := fdtest.ReplayFile(t, "../../../testdata/games/full-game-mixed-drives.fdr")
	an := Analyse(fakesolution.Solution{}, g)
	if len(an.Points) != len(g.Steps())+1 {
		t.Fatalf("%d points for %d entries", len(an.Points), len(g.Steps()))
	}
	if last := an.Points[len(an.Points)-1]; last.T != 2*g.Rules.HalfBlocks || last.Home != 1 {
		t.Errorf("the last point: %+v (the home team won)", last)
	}
	rolls, choices, points := 0, 0, 0
	s := g.Start
	for i, st := range g.Steps() {
		if an.Points[i+1].T < an.Points[i].T {
			t.Errorf("entry %d: game time runs back", i+1)
		}
		if s.Next().IsRoll() {
			rolls++
		} else {
			choices++
		}
		s.Apply(st.Entry, nil)
		points += an.Points[i+1].Points
		if want := (fakesolution.Solution{}).HomeValue(&s); an.Points[i+1].Home != want {
			t.Errorf("entry %d: home value %v, want %v", i+1, an.Points[i+1].Home, want)
		}
	}
	if points != g.State.Score[0]+g.State.Score[1] {
		t.Errorf("the points add to %d, the score is %v", points, g.State.Score)
	}
	if len(an.Swings) != rolls || len(an.Decisions) != choices {
		t.Errorf("%d swings, %d decisions; the record has %d rolls, %d choices", len(an.Swings), len(an.Decisions), rolls, choices)
	}
	drives := g.Drives()
	for _, d := range an.Decisions {
		if d.Drive < 1 || d.Drive > len(drives) || d.Entry-1 < drives[d.Drive-1].FirstStep {
			t.Errorf("decision at entry %d is in drive %d", d.Entry, d.Drive)
		}
		if d.GivenUp < 0 || math.Abs(d.BestVal-d.Value-d.GivenUp) > 1e-12 {
			t.Errorf("entry %d: given up %v, best %v, made %v", d.Entry, d.GivenUp, d.BestVal, d.Value)
		}
	}
	c := an.Costliest(3, 0)
	for i := 1; i < len(c); i++ {
		if c[i].GivenUp > c[i-1].GivenUp {
			t.Error("the costliest choices are not in order")
		}
	}
	sw := an.BiggestSwings(3)
	if len(sw) != 3 || sw[0].Size() < sw[1].Size() || sw[1].Size() < sw[2].Size() {
		t.Errorf("biggest swings: %+v", sw)
	}
}
