package firstandroll

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
)

// randomToken is a token the ask allows, drawn at random (faces of every
// form: circled, the square 2, flags).
func randomToken(r *rand.Rand, s *State) string {
	a := s.Next()
	switch a.Form {
	case offDie:
		switch n := r.IntN(12); {
		case n == 0:
			return fmt.Sprintf("%d*", 6+r.IntN(10))
		case n == 1 && a.Colour == Red:
			return "2s"
		default:
			return fmt.Sprint(r.IntN(11))
		}
	case defDie:
		if r.IntN(6) == 0 {
			return "F"
		}
		return fmt.Sprint(-r.IntN(9))
	case clockDie:
		return []string{"clock", "turnover", "blank"}[r.IntN(3)]
	case kickDie:
		return fmt.Sprint(r.IntN(61))
	case penaltyDie:
		return penaltyWords[r.IntN(int(numPenalties))]
	}
	return a.Choices[r.IntN(len(a.Choices))]
}

// The invariant walk: random legal entries never panic or get refused; the
// score only grows, by a touchdown, try, field goal or safety's points;
// the clock marker only moves forward within a half, one space at a time;
// the ball stays on the field; and every game ends.
func TestInvariantWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	finals := 0
	for game := 0; game < 400; game++ {
		s := New(engine.Side(r.IntN(2)))
		for n := 0; !s.Final; n++ {
			if n > 5000 {
				t.Fatalf("game %d: not over after %d entries (%s)", game, n, s.Next().Kind)
			}
			b := s
			tok := randomToken(r, &s)
			if err := s.Apply(tok); err != nil {
				t.Fatalf("game %d entry %d: a legal %s %q refused: %v", game, n, b.Next().Kind, tok, err)
			}
			for _, side := range engine.Sides {
				switch d := s.Score[side] - b.Score[side]; d {
				case 0, 1, 2, 3, 6:
				default:
					t.Fatalf("game %d entry %d: %s scored %d", game, n, side, d)
				}
			}
			if s.Half == b.Half && (s.Marker < b.Marker || s.Marker > b.Marker+1) || s.Marker > LastSpace {
				t.Fatalf("game %d entry %d: the marker went from %d to %d", game, n, b.Marker, s.Marker)
			}
			if s.HasBall && (s.Ball < 0 || s.Ball > 100) {
				t.Fatalf("game %d entry %d: the ball on %d", game, n, s.Ball)
			}
			if s.Down < 0 || s.Down > 4 || (s.Down > 0 && (s.ToGo < 1 || s.ToGo > 99)) {
				t.Fatalf("game %d entry %d: %d and %d", game, n, s.Down, s.ToGo)
			}
		}
		finals++
		// Nothing is allowed after the end.
		if err := s.Apply("red"); err == nil {
			t.Fatal("an entry after the end was taken")
		}
	}
	if finals != 400 {
		t.Errorf("%d games ended", finals)
	}
}

// Every prefix of a game replays: the entries so far, applied again from
// the start, give the same state (checked on every prefix of 20 games).
func TestEveryPrefixReplays(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for game := 0; game < 20; game++ {
		recv := engine.Side(r.IntN(2))
		s := New(recv)
		var toks []string
		var states []State
		for !s.Final {
			tok := randomToken(r, &s)
			if err := s.Apply(tok); err != nil {
				t.Fatal(err)
			}
			toks = append(toks, tok)
			states = append(states, s)
		}
		for n := 1; n <= len(toks); n += 7 {
			again := New(recv)
			for _, tok := range toks[:n] {
				if err := again.Apply(tok); err != nil {
					t.Fatalf("game %d: prefix %d refused: %v", game, n, err)
				}
			}
			if fmt.Sprint(again) != fmt.Sprint(states[n-1]) {
				t.Fatalf("game %d: prefix %d replays to another state", game, n)
			}
		}
	}
}
