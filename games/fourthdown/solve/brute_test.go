package solve

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
)

// brute is expectimax stepping the engine entry by entry, every face and
// every choice, with nothing of the solver's: no grouping of faces, no
// margins, no kept situations, no mirror images. It remembers the value
// of a state by its Key and its score (fourthdown.Key is tested on its own).
// for is the team whose value is maximised by it and minimised by the
// other: a value is P(for wins) + ½·P(tie).
type brute struct {
	for_ fourthdown.Side
	memo map[bruteKey]float64
}

type bruteKey struct {
	key   fourthdown.Key
	score [2]int
}

func (b *brute) value(s fourthdown.State) float64 {
	if s.Final {
		switch lead, ok := s.Leader(); {
		case !ok:
			return 0.5
		case lead == b.for_:
			return 1
		}
		return 0
	}
	k := bruteKey{s.Key(), s.Score}
	if v, ok := b.memo[k]; ok {
		return v
	}
	a := s.Next()
	var v float64
	if a.IsRoll() {
		for f := a.Die.Min; f <= a.Die.Max(); f++ {
			c := s
			if err := c.Apply(fourthdown.DieEntry(f), nil); err != nil {
				panic(err)
			}
			v += b.value(c) / float64(a.Die.Sides)
		}
	} else {
		first := true
		for _, ch := range a.Choices.List() {
			c := s
			if err := c.Apply(fourthdown.ChoiceEntry(ch), nil); err != nil {
				panic(err)
			}
			cv := b.value(c)
			switch {
			case first:
				v = cv
			case a.Team == b.for_:
				v = math.Max(v, cv)
			default:
				v = math.Min(v, cv)
			}
			first = false
		}
	}
	b.memo[k] = v
	return v
}

func tinyRules(t testing.TB) *fourthdown.Ruleset {
	r, err := houserules.Parse([]byte("base: 4th-down\nname: tiny\nhalf_blocks: 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// On a tiny ruleset (halves of 4 blocks), brute-force expectimax agrees
// with the solver to 1e-12 at every situation the solver keeps, from both
// teams' side, at several scores; and the two teams' values add up to 1
// at every state the brute force met (zero-sum).
func TestBruteForceAgrees(t *testing.T) {
	r := tinyRules(t)
	sol, err := New(context.Background(), r, Options{Margin: 120})
	if err != nil {
		t.Fatal(err)
	}
	home := &brute{for_: fourthdown.Home, memo: map[bruteKey]float64{}}
	away := &brute{for_: fourthdown.Away, memo: map[bruteKey]float64{}}
	states := map[bruteKey]fourthdown.State{}
	checked := 0
	for _, half := range []int{1, 2} {
		for _, recv := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
			for _, off := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
				for c := 0; c <= r.HalfBlocks; c++ {
					for b := 1; b <= 99; b += 7 {
						for _, ask := range []fourthdown.AskKind{fourthdown.AskStyle, fourthdown.AskDistance, fourthdown.AskTry, fourthdown.AskUntimed} {
							sit := fourthdown.Situation{Half: half, Clock: c, Receiver: recv, Offense: off, Ball: b, Ask: ask, Style: fourthdown.Style(b % 3)}
							if ask == fourthdown.AskTry {
								sit.Ball = fourthdown.Abs(off, 100)
							}
							s, err := r.At(sit)
							if err != nil {
								continue
							}
							for _, score := range [][2]int{{0, 0}, {3, 7}} {
								s.Score = score
								want := home.value(s)
								if got := sol.HomeValue(&s); math.Abs(got-want) > 1e-12 {
									t.Fatalf("%+v score %v: solver %.15f, brute force %.15f", sit, score, got, want)
								}
								checked++
							}
						}
					}
				}
			}
		}
	}
	// The choices too, from random points of random games.
	rng := rand.New(rand.NewPCG(4, 4))
	for g := 0; g < 100; g++ {
		s := fourthdown.New(r, fourthdown.Side(g%2))
		for !s.Final {
			a := s.Next()
			if !a.IsRoll() {
				adv := sol.Advise(&s)
				for _, c := range adv.Choices {
					n := s
					n.Apply(fourthdown.ChoiceEntry(c.Choice), nil)
					want := home.value(n)
					if a.Team == fourthdown.Away {
						want = 1 - want
					}
					if math.Abs(c.Value-want) > 1e-12 {
						t.Fatalf("game %d, %s at %+v: solver %.15f, brute force %.15f", g, c.Choice, s, c.Value, want)
					}
				}
			}
			var e fourthdown.Entry
			if a.IsRoll() {
				e = fourthdown.DieEntry(a.Die.Min + rng.IntN(a.Die.Sides))
			} else {
				l := a.Choices.List()
				e = fourthdown.ChoiceEntry(l[rng.IntN(len(l))])
			}
			s.Apply(e, nil)
			states[bruteKey{s.Key(), s.Score}] = s
			checked++
		}
	}
	n := 0
	for k, s := range states {
		if v, w := home.value(s), away.value(s); math.Abs(v+w-1) > 1e-12 {
			t.Fatalf("%+v: home %.15f + away %.15f != 1", k, v, w)
		}
		n++
	}
	if n < 150 {
		t.Fatalf("only %d states checked for zero sum", n)
	}
	t.Logf("%d values checked, %d states in the brute force", checked, len(home.memo))
}
