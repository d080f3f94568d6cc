package solve

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// The coaches that play from the solution are the family's choosers:
// through the contract, over whole games of a short ruleset, the perfect
// coach enters the solution's best choice and the casual coach one within
// its slack of the best (and not always the best), the same one asked
// again, as the record's token, for the team asked only; the rules take
// every one.
func TestPerfectAndCasualCoaches(t *testing.T) {
	r := tinyRules(t)
	sol, err := New(context.Background(), r, Options{})
	if err != nil {
		t.Fatal(err)
	}
	rnd := rand.New(rand.NewPCG(5, 6))
	gaveAway := false
	for game := range uint64(30) {
		perfect, err := NewCoach("Perfect", game, sol)
		if err != nil {
			t.Fatal(err)
		}
		casual, _ := NewCoach("casual", game, sol)
		m := fourthdown.NewMatch(fourthdown.DefaultTeams, r, fourthdown.Side(game%2))
		for !m.Next().Done {
			st, a := m.State, m.State.Next()
			if a.IsRoll() {
				if err := m.Apply(engine.Token{Text: strconv.Itoa(a.Die.Min + rnd.IntN(a.Die.Sides))}); err != nil {
					t.Fatal(err)
				}
				continue
			}
			adv := sol.Advise(&st)
			best := perfect.Choose(m, a.Team)
			if best != adv.Choices[0].Choice.String() {
				t.Fatalf("game %d: the perfect coach chose %q, the best is %v", game, best, adv.Choices[0])
			}
			c := casual.Choose(m, a.Team)
			if again, _ := NewCoach("casual", game, sol); again.Choose(m, a.Team) != c {
				t.Fatalf("game %d: the casual coach chose %q, then not", game, c)
			}
			value := -1.0
			for _, cv := range adv.Choices {
				if cv.Choice.String() == c {
					value = cv.Value
				}
			}
			if value < adv.Value-CasualSlack {
				t.Fatalf("game %d: the casual coach chose %q worth %.4f, the best %.4f", game, c, value, adv.Value)
			}
			gaveAway = gaveAway || value < adv.Value
			if perfect.Choose(m, a.Team.Other()) != "" || casual.Choose(m, a.Team.Other()) != "" {
				t.Fatalf("game %d: a coach chose for the other team", game)
			}
			tok := best
			if game%2 == 1 {
				tok = c
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d: %q refused: %v", game, tok, err)
			}
		}
	}
	if !gaveAway {
		t.Error("the casual coach never chose less than the best")
	}
}

// The coaches by name: each of CoachNames, in any case, the standard one
// for none; an unknown name is refused, naming the coaches.
func TestNewCoach(t *testing.T) {
	for _, name := range append(CoachNames, "PERFECT", "") {
		c, err := NewCoach(name, 1, nil)
		if err != nil || c == nil {
			t.Errorf("%q: %v", name, err)
		}
		if _, std := c.(*fourthdown.StandardCoach); std != !NeedsSolution(strings.ToLower(name)) {
			t.Errorf("%q: %T, needs the solution: %v", name, c, NeedsSolution(name))
		}
	}
	if _, err := NewCoach("genius", 1, nil); err == nil || !strings.Contains(err.Error(), strings.Join(CoachNames, ", ")) {
		t.Errorf("an unknown coach: %v", err)
	}
}
