package engine

import (
	"maps"
	"reflect"
	"strconv"
	"testing"
)

// TestLegalOf: a numbered die lists its faces once each, listed faces
// weigh as often as the die shows them, a choice has no odds, a described
// face is free-form, and nothing is allowed once the game is over.
func TestLegalOf(t *testing.T) {
	for _, c := range []struct {
		ask  Ask
		want Legal
	}{
		{Ask{Die: Die{Sides: 4, Min: 0}}, Legal{Entries: []string{"0", "1", "2", "3"}, Weights: []int{1, 1, 1, 1}}},
		{Ask{Faces: []string{"2", "3", "3", "4"}}, Legal{Entries: []string{"2", "3", "4"}, Weights: []int{1, 2, 1}}},
		{Ask{Choices: []string{"go", "punt"}}, Legal{Entries: []string{"go", "punt"}}},
		{Ask{Form: "a code off a card"}, Legal{Free: true}},
		{Ask{Done: true, Choices: []string{"go"}}, Legal{}},
	} {
		if got := LegalOf(c.ask); !reflect.DeepEqual(got, c.want) {
			t.Errorf("LegalOf(%+v) = %+v, want %+v", c.ask, got, c.want)
		}
	}
}

// TestPick: entries laid end to end by their odds.
func TestPick(t *testing.T) {
	l := Legal{Entries: []string{"a", "b"}, Weights: []int{1, 3}}
	for u, want := range map[float64]string{0: "a", 0.24: "a", 0.25: "b", 0.99: "b"} {
		if got := l.Pick(u); got != want {
			t.Errorf("Pick(%v) = %q, want %q", u, got, want)
		}
	}
	if got := (Legal{Entries: []string{"x", "y"}}).Pick(0.5); got != "y" {
		t.Errorf("a choice's Pick(0.5) = %q", got)
	}
	if got := (Legal{Free: true}).Pick(0.5); got != "" {
		t.Errorf("free-form Pick = %q", got)
	}
}

// TestReturns: 1 for the winner, -1 for the loser, 0 for a tie or a game
// not over.
func TestReturns(t *testing.T) {
	if r := (Status{Final: true, Winner: Away}).Returns(); r != [2]int{-1, 1} {
		t.Errorf("away won: %v", r)
	}
	if r := (Status{Final: true, Tie: true}).Returns(); r != [2]int{} {
		t.Errorf("a tie: %v", r)
	}
	if r := (Status{Winner: Away}).Returns(); r != [2]int{} {
		t.Errorf("not over: %v", r)
	}
}

// TestLegalOfDieAlias: a d10 is printed 0-9, so the 0 of one numbered
// 1-10 is its 10: Legal names it an alias of the face, which Die.Read
// reads it as; no other die has one (a d10 numbered 0-9 takes no 10
// unless its game says so).
func TestLegalOfDieAlias(t *testing.T) {
	for _, c := range []struct {
		die  Die
		want map[string]string
	}{{Die{Sides: 10, Min: 1}, map[string]string{"0": "10"}}, {Die{Sides: 10, Min: 0}, nil},
		{Die{Sides: 20, Min: 0}, nil}, {Die{Sides: 8, Min: 1}, nil}} {
		l := LegalOf(Ask{Die: c.die})
		if !maps.Equal(l.Aliases, c.want) {
			t.Errorf("%s: aliases %v, want %v", c.die, l.Aliases, c.want)
		}
		for w, f := range l.Aliases {
			if v, _ := strconv.Atoi(w); strconv.Itoa(c.die.Read(v)) != f {
				t.Errorf("%s reads %s as %d, want %s", c.die, w, c.die.Read(v), f)
			}
		}
	}
}
