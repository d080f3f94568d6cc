package engine_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// A choice each team may take for itself enters whoever takes it, the team
// asked first when both do, and the "neither" token when neither does.
func TestEitherEntry(t *testing.T) {
	a := engine.Ask{Team: engine.Away, Choices: []string{"no", "home", "away"}, Either: [2]string{"home", "away"}}
	for _, c := range []struct{ x, y, want string }{
		{"no", "no", "no"}, {"home", "no", "home"}, {"no", "away", "away"},
		{"home", "away", "away"}, {"away", "home", "away"}, {"home", "", "home"},
	} {
		if got := a.EitherEntry(c.x, c.y); got != c.want {
			t.Errorf("EitherEntry(%q, %q) = %q, want %q", c.x, c.y, got, c.want)
		}
	}
	plain := engine.Ask{Choices: []string{"go", "punt"}}
	if got := plain.EitherEntry("punt", "go"); got != "punt" {
		t.Errorf("a plain choice entered %q, want the first answer", got)
	}
}
