package engine_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

var rules = engine.FourthDown

// apply is State.Apply on a copy of s: the new state (s itself when the
// entry is refused) and buf with the events appended.
func apply(s engine.State, e engine.Entry, buf []engine.Event) (engine.State, []engine.Event, error) {
	err := s.Apply(e, &buf)
	return s, buf, err
}

// at is a fresh 4th Down state with team about to choose a play style at
// its own yard line own, with clock blocks left in the first half.
func at(team engine.Side, own, clock int) engine.State {
	s := engine.New(rules, team)
	s.Ball = engine.Abs(team, own)
	s.Clock = clock
	return s
}

// play applies the record tokens in order and fails the test on a refusal.
func play(t testing.TB, s engine.State, tokens string) (engine.State, []engine.Event) {
	t.Helper()
	var evs []engine.Event
	for i, tok := range strings.Fields(tokens) {
		e, err := engine.ParseToken(tok)
		if err != nil {
			t.Fatalf("token %d %q: %v", i+1, tok, err)
		}
		next, out, err := apply(s, e, evs)
		if err != nil {
			t.Fatalf("token %d %q refused (asked for %s): %v", i+1, tok, s.Next().Kind, err)
		}
		s, evs = next, out
	}
	return s, evs
}

// refuse applies one token that must be refused and returns the error;
// the state must be left as it was.
func refuse(t testing.TB, s engine.State, tok string) *engine.EntryError {
	t.Helper()
	e, err := engine.ParseToken(tok)
	if err != nil {
		t.Fatalf("token %q: %v", tok, err)
	}
	before := s
	got, evs, err := apply(s, e, nil)
	if err == nil {
		t.Fatalf("token %q accepted (asked for %s), want refused", tok, s.Next().Kind)
	}
	ee, ok := err.(*engine.EntryError)
	if !ok {
		t.Fatalf("token %q: error %T, want *engine.EntryError", tok, err)
	}
	if got != before || s != before {
		t.Errorf("token %q: refused entry changed the state", tok)
	}
	if len(evs) != 0 {
		t.Errorf("token %q: refused entry produced %d events", tok, len(evs))
	}
	return ee
}

// find returns the first event of kind k.
func find(t testing.TB, evs []engine.Event, k engine.EventKind) engine.Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	t.Fatalf("no %s event in %v", k, kinds(evs))
	return engine.Event{}
}

func has(evs []engine.Event, k engine.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func kinds(evs []engine.Event) []string {
	out := make([]string, len(evs))
	for i, e := range evs {
		out[i] = e.Kind.String()
	}
	return out
}

// want checks the replay --json contract fields of a state.
type want struct {
	final      bool
	half       int
	clock      int
	home, away int
	possession engine.Side
	own        int // ball on, from the possessing team's own goal line
	ask        engine.AskKind
}

func check(t testing.TB, s engine.State, w want) {
	t.Helper()
	if s.Final != w.final || s.Half != w.half || s.Clock != w.clock || s.Score != [2]int{w.home, w.away} ||
		s.Offense != w.possession || s.Ball != engine.Abs(w.possession, w.own) || s.Next().Kind != w.ask {
		t.Errorf("state: final %v half %d clock %d score %d-%d, %s ball on own %d, next %s\n"+
			"  want: final %v half %d clock %d score %d-%d, %s ball on own %d, next %s",
			s.Final, s.Half, s.Clock, s.Score[0], s.Score[1], s.Offense, engine.Own(s.Offense, s.Ball), s.Next().Kind,
			w.final, w.half, w.clock, w.home, w.away, w.possession, w.own, w.ask)
	}
}

const (
	home = engine.Home
	away = engine.Away
)
