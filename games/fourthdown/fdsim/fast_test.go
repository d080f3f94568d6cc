package fdsim

import (
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Player.roll reads the same faces from the same draws as Dice.Roll.
func TestRollIsDiceRoll(t *testing.T) {
	for sides := 1; sides <= 21; sides++ {
		p := &Player{}
		p.Dice.Seed(3, uint64(sides))
		ref := seededDice(3, uint64(sides))
		d := rollDie{min: 1 - sides%2, sides: uint64(sides), thresh: -uint64(sides) % uint64(sides)}
		for i := 0; i < 20000; i++ {
			got, want := p.roll(&d), d.min+int(ref.Roll(uint64(sides)))
			if got != want {
				t.Fatalf("d%d draw %d: roll %d, Dice.Roll %d", sides, i, got, want)
			}
		}
	}
}

// wrapped hides a coach's concrete type, so that Play asks it through
// Coach.ChooseAsk with State.Next's Ask.
type wrapped struct{ fourthdown.Coach }

// The Standard coach called directly (ChooseStyle, ChooseDecision, …)
// chooses as ChooseAsk with Next's Ask: the same games, the same counts.
func TestDirectCoachIsChoose(t *testing.T) {
	for _, name := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(name)
		direct := NewPlayer(r, 5, 1, nil)
		viaAsk := NewPlayer(r, 5, 1, func(seed uint64, side fourthdown.Side) fourthdown.Coach {
			return wrapped{DefaultCoach(seed, side)}
		})
		for g := 0; g < 3000; g++ {
			if _, err := direct.Play(); err != nil {
				t.Fatal(err)
			}
			if _, err := viaAsk.Play(); err != nil {
				t.Fatal(err)
			}
			if *direct.State() != *viaAsk.State() {
				t.Fatalf("%s game %d: the games differ", name, g+1)
			}
		}
		if direct.Stats != viaAsk.Stats {
			t.Errorf("%s: the counts differ", name)
		}
	}
}
