package firstandroll

import (
	"slices"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
)

// Legal are the entries Next allows: a choice's tokens, or the faces of
// the die asked for with how many of its faces show each when the record
// names a dice-set file (F30); without one a face is free-form, only its
// form is known. A block die may be any of the three defense dice (F21,
// F22): its faces weigh as often as the three defense dice show them.
// The state lists them (State.Legal), so a situation between plays, as
// the solver holds it, rolls as the match does.
func (m *Match) Legal() engine.Legal { return m.State.Legal() }

// Sums are Legal's weights summed in order, for a roll (engine.Odds).
func (m *Match) Sums() []int { return m.State.Sums() }

// Clone is an independent copy of the match: its states, history and the
// fold's reports (the dice set, read-only, is shared); a search state's
// its states alone (the fold's reports of its last entry are read no
// more).
func (m *Match) Clone() engine.Core {
	c := *m
	c.Views, c.fold, c.rows = m.Views.Clone(&c), slices.Clone(m.fold), slices.Clone(m.rows)
	if m.Searching() {
		c.fold = nil
	}
	c.plays = c.Hears(engine.EvPlay) // a clone hears none
	return &c
}

// sampleDiceFile is the README's sample dice set (SampleDice): the faces
// of a match without one are drawn from it in random play (Samples), a
// face of each form, the circled, the square 2 and the flag among them.
const sampleDiceFile = "offense:\n  red: [0, 1, 2s, 3, 4, 6*]\n  yellow: [0, 2, 4, 5, 7, 10*]\n  green: [0, 0, 5, 10, 15, 20*]\n" +
	"defense:\n  red: [F, 0, -1, -2, -3, -5]\n  yellow: [F, 0, -2, -3, -4, -6]\n  green: [F, 0, -5, -5, -8, -10]\n" +
	"kick: [10, 20, 30, 40, 50, 20]\nclock: [clock, clock, turnover, blank, blank, blank]\npenalty: [O5, O10, O15, DH, D5, D15]\n"

// sampleDice is read when a match without a dice set first asks for
// samples: parsing it costs more than half a million instructions, which
// every run of the program (a 4th Down simulation too) paid when it was
// parsed as the package started.
var sampleDice = sync.OnceValue(func() *DiceSet {
	d, err := ParseDice([]byte(sampleDiceFile), "sample dice")
	if err != nil {
		panic(err)
	}
	return d
})

// Samples are faces of the die asked for when the match has no dice set,
// as a sample set of dice shows them (engine.Sampler); nil otherwise.
func (m *Match) Samples() []string {
	if m.State.dice != nil {
		return nil
	}
	return sampleDice().faces(&m.State.ask)
}

// SampleSet is the sample set of dice (read-only): what random play
// draws from without a dice-set file, and a set to solve the game for.
func SampleSet() *DiceSet { return sampleDice() }
