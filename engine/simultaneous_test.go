package engine_test

import (
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// A choice each team may take for itself enters whoever takes it, the team
// asked first when both do, and the Pass token when neither does.
func TestEitherEntry(t *testing.T) {
	a := engine.Ask{Team: engine.Away, Choices: []string{"no", "home", "away"},
		Both: engine.Simultaneous{How: engine.OneOf, Own: [2][]string{{"home"}, {"away"}}, Pass: "no"}}
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

// Each way of answering says itself and nothing else: the other team's own
// tokens in a question put to one team are that team's alone.
func TestSimultaneous(t *testing.T) {
	call := engine.Ask{Team: engine.Home, Choices: []string{"run", "timeout-away"},
		Both: engine.Simultaneous{How: engine.EachOwn, Own: [2][]string{engine.Away: {"timeout-away"}}}}
	if !slices.Equal(call.Reserved(engine.Away), []string{"timeout-away"}) || call.Reserved(engine.Home) != nil {
		t.Errorf("EachOwn: reserved %v and %v", call.Reserved(engine.Away), call.Reserved(engine.Home))
	}
	for _, c := range []struct {
		how                             engine.Answering
		reading, secret, either, anyRes bool
	}{{engine.ByTeam, false, false, false, false}, {engine.Together, true, false, false, false},
		{engine.InTurn, false, true, false, false}, {engine.OneOf, false, false, true, false}, {engine.EachOwn, false, false, false, true}} {
		a := engine.Ask{Team: engine.Home, Both: engine.Simultaneous{How: c.how, Own: [2][]string{{"home"}, {"away"}}}}
		if a.Reading() != c.reading || a.Secret() != c.secret || a.IsEither() != c.either || (a.Reserved(engine.Away) != nil) != c.anyRes {
			t.Errorf("%d: reading %v secret %v either %v reserved %v", c.how, a.Reading(), a.Secret(), a.IsEither(), a.Reserved(engine.Away))
		}
		if got, want := a.Either(engine.Away), map[bool]string{true: "away"}[c.either]; got != want {
			t.Errorf("%d: Either(away) %q, want %q", c.how, got, want)
		}
	}
}
