package coingame_test

import (
	"context"
	"math"
	"testing"

	"github.com/fourthdown/fourthdown/engine"

	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// TestConformance: the coin game keeps the contract.
func TestConformance(t *testing.T) { enginetest.Run(t, coingame.Game{}) }

// TestValues: the home team's chance from 0-0 with its ball is the one a
// direct count over the flips gives (40 flips deep), and with the away
// team's ball its mirror.
func TestValues(t *testing.T) {
	v, ok, err := engine.ValuesOf(context.Background(), coingame.Game{}, nil, engine.ValuesRequest{})
	if !ok || err != nil {
		t.Fatalf("the coin game has no values: %v %v", ok, err)
	}
	start := func(receives engine.Side) engine.Core {
		m, _ := coingame.Game{}.Start(engine.Setup{Teams: coingame.Game{}.DefaultTeams(), Receives: receives})
		return m
	}
	// the chance by simulation of the rules themselves: a point on a
	// right call (half the flips), the ball over every flip.
	var count func(score [2]int, ball engine.Side, depth int) float64
	count = func(score [2]int, ball engine.Side, depth int) float64 {
		switch {
		case score[engine.Home] == 3:
			return 1
		case score[engine.Away] == 3:
			return 0
		case depth == 0:
			return 0.5
		}
		right := score
		right[ball]++
		return (count(right, ball.Other(), depth-1) + count(score, ball.Other(), depth-1)) / 2
	}
	home, away := v.Value(start(engine.Home)), v.Value(start(engine.Away))
	if want := count([2]int{}, engine.Home, 40); math.Abs(home-want) > 1e-6 {
		t.Errorf("home with the ball at 0-0: %v, want %v", home, want)
	}
	if math.Abs(home+away-1) > 1e-12 {
		t.Errorf("the chances with either team's ball do not mirror: %v and %v", home, away)
	}
}

// TestPerfectCoach: the perfect coach of the coin game answers a call
// (either is as good) for its own team and none for the other's.
func TestPerfectCoach(t *testing.T) {
	v, _, _ := engine.ValuesOf(context.Background(), coingame.Game{}, nil, engine.ValuesRequest{})
	m, _ := coingame.Game{}.Start(engine.Setup{Teams: coingame.Game{}.DefaultTeams(), Receives: engine.Home})
	c := engine.Perfect(v, 1)
	if got := c.Choose(m, engine.Home); got != "heads" {
		t.Errorf("the home coach calls %q, want heads (the first of equals)", got)
	}
	if got := c.Choose(m, engine.Away); got != "" {
		t.Errorf("the away coach answers %q to the home team's call, want none", got)
	}
}
