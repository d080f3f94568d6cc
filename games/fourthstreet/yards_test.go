package fourthstreet

import (
	"strings"
	"testing"
)

// One yard is "1 yard" in 4th Street's words too (issue 41): a penalty
// half the distance to the goal from the 2, a one-yard punt or kick.
func TestOneYardWords(t *testing.T) {
	m := &Match{}
	for _, e := range []Event{
		{Kind: EvPenalty, Yards: -1, How: "holding"},
		{Kind: EvPenalty, Yards: 1, How: "offsides"},
		{Kind: EvPunt, Yards: 1, How: "out of bounds"},
		{Kind: EvKickoff, Yards: 1, How: "onside"},
		{Kind: EvReturn, Yards: 1},
	} {
		if s := m.EventText(&e); !strings.Contains(s, "1 yard") || strings.Contains(s, "1 yards") {
			t.Errorf("%v: %q", e.Kind, s)
		}
	}
}
