package engine_test

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// Two answers to a choice with parts, each team's for itself, make the
// entry of whoever takes its own token, the team asked's when both do,
// and the first answer when neither does, in either order.
func TestEntry(t *testing.T) {
	a := engine.Ask{Team: engine.Away, Choices: []string{"no", "home", "away"},
		Both: engine.Simultaneous{Secret: true, Own: [2][]string{{"home"}, {"away"}}, Pass: "no"}}
	for _, c := range []struct{ x, y, want string }{
		{"no", "no", "no"}, {"home", "no", "home"}, {"no", "away", "away"}, {"no", "home", "home"},
		{"home", "away", "away"}, {"away", "home", "away"}, {"home", "", "home"}, {"", "no", ""},
	} {
		if got := a.Entry(c.x, c.y); got != c.want {
			t.Errorf("Entry(%q, %q) = %q, want %q", c.x, c.y, got, c.want)
		}
	}
	gone := a
	gone.Choices = []string{"no", "home"} // away has none left
	if got := gone.Entry("no", "away"); got != "no" {
		t.Errorf("an own token the choice does not allow entered %q, want the other answer", got)
	}
	plain := engine.Ask{Choices: []string{"go", "punt"}}
	if got := plain.Entry("punt", "go"); got != "punt" {
		t.Errorf("a plain choice entered %q, want the first answer", got)
	}
}

// A team answers its choices less the other team's own tokens, which are
// that team's alone to act by; a choice without parts has none.
func TestAnswersAndActs(t *testing.T) {
	call := engine.Ask{Team: engine.Home, Choices: []string{"run", "timeout-home", "timeout-away"},
		Both: engine.Simultaneous{Own: [2][]string{engine.Away: {"timeout-away"}}}}
	if got := call.Answers(engine.Home); !slices.Equal(got, []string{"run", "timeout-home"}) {
		t.Errorf("the team asked answers %v", got)
	}
	if got := call.Answers(engine.Away); !slices.Equal(got, call.Choices) {
		t.Errorf("the other team answers %v", got)
	}
	if !call.Parts() || !call.Acts(engine.Away, "timeout-away") || call.Acts(engine.Home, "timeout-away") || call.Acts(engine.Away, "run") {
		t.Errorf("parts %v, acts: away's own %v, home by away's %v, away by run %v", call.Parts(),
			call.Acts(engine.Away, "timeout-away"), call.Acts(engine.Home, "timeout-away"), call.Acts(engine.Away, "run"))
	}
	if (engine.Ask{Choices: []string{"red"}, Both: engine.Simultaneous{Secret: true}}).Parts() {
		t.Error("a secret choice answered whole in turn has parts")
	}
}
