package fourthdown_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

var rules = fourthdown.FourthDown

// apply is State.Apply on a copy of s: the new state (s itself when the
// entry is refused) and buf with the events appended.
func apply(s fourthdown.State, e fourthdown.Entry, buf []fourthdown.Event) (fourthdown.State, []fourthdown.Event, error) {
	err := s.Apply(e, &buf)
	return s, buf, err
}

// at is a fresh 4th Down state with team about to choose a play style at
// its own yard line own, with clock blocks left in the first half.
func at(team fourthdown.Side, own, clock int) fourthdown.State {
	s := fourthdown.New(rules, team)
	s.Ball = fourthdown.Abs(team, own)
	s.Clock = clock
	return s
}

// play applies the record tokens in order and fails the test on a refusal.
func play(t testing.TB, s fourthdown.State, tokens string) (fourthdown.State, []fourthdown.Event) {
	t.Helper()
	var evs []fourthdown.Event
	for i, tok := range strings.Fields(tokens) {
		e, err := fourthdown.ParseToken(tok)
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
func refuse(t testing.TB, s fourthdown.State, tok string) *fourthdown.EntryError {
	t.Helper()
	e, err := fourthdown.ParseToken(tok)
	if err != nil {
		t.Fatalf("token %q: %v", tok, err)
	}
	before := s
	got, evs, err := apply(s, e, nil)
	if err == nil {
		t.Fatalf("token %q accepted (asked for %s), want refused", tok, s.Next().Kind)
	}
	ee, ok := err.(*fourthdown.EntryError)
	if !ok {
		t.Fatalf("token %q: error %T, want *fourthdown.EntryError", tok, err)
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
func find(t testing.TB, evs []fourthdown.Event, k fourthdown.EventKind) fourthdown.Event {
	t.Helper()
	for _, e := range evs {
		if e.Kind == k {
			return e
		}
	}
	t.Fatalf("no %s event in %v", k, kinds(evs))
	return fourthdown.Event{}
}

func has(evs []fourthdown.Event, k fourthdown.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func kinds(evs []fourthdown.Event) []string {
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
	possession fourthdown.Side
	own        int // ball on, from the possessing team's own goal line
	ask        fourthdown.AskKind
}

func check(t testing.TB, s fourthdown.State, w want) {
	t.Helper()
	if s.Final != w.final || s.Half != w.half || s.Clock != w.clock || s.Score != [2]int{w.home, w.away} ||
		s.Offense != w.possession || s.Ball != fourthdown.Abs(w.possession, w.own) || s.Next().Kind != w.ask {
		t.Errorf("state: final %v half %d clock %d score %d-%d, %s ball on own %d, next %s\n"+
			"  want: final %v half %d clock %d score %d-%d, %s ball on own %d, next %s",
			s.Final, s.Half, s.Clock, s.Score[0], s.Score[1], s.Offense, fourthdown.Own(s.Offense, s.Ball), s.Next().Kind,
			w.final, w.half, w.clock, w.home, w.away, w.possession, w.own, w.ask)
	}
}

const (
	home = fourthdown.Home
	away = fourthdown.Away
)
