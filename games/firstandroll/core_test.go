package firstandroll

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 1st & Roll keeps the contract (engine/enginetest) in
// random games, its faces free-form without a dice-set file and listed
// with their odds with one.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Games(10))
	enginetest.Run(t, Game{}, enginetest.Header(map[string]string{"dice": "dice.yaml"}, map[string]string{"dice.yaml": sampleDiceFile}), enginetest.Seed(2), enginetest.Games(10))
}

// TestBlockDieOdds: the defense die that blocks a kick may be of any
// colour, so its faces weigh as often as the three defense dice show them
// (18 faces), not once each.
func TestBlockDieOdds(t *testing.T) {
	d, err := ParseDice([]byte(sampleDiceFile), "dice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 200; game++ {
		st := New(engine.Side(game % 2))
		st.dice = d
		m := newMatch(engine.NewTeams("A", "B"), st)
		for !m.State.Final {
			if a := m.State.Next(); a.Kind == AskBlock {
				l := m.Legal()
				sum := 0
				for _, w := range l.Weights {
					sum += w
				}
				if sum != 18 || l.Weights[slices.Index(l.Entries, "-5")] != 3 {
					t.Fatalf("the block's faces %v weigh %v", l.Entries, l.Weights)
				}
				return
			}
			if err := m.Apply(engine.Token{Text: m.Legal().Pick(r.Float64())}); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no kick blocked in 200 games")
}
