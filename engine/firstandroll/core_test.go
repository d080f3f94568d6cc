package firstandroll

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// TestConformance: 1st & Roll keeps the contract (engine/enginetest) in
// random games, its faces free-form without a dice-set file and listed
// with their odds with one.
func TestConformance(t *testing.T) {
	enginetest.Run(t, Game{}, enginetest.Games(10))
	dice := "offense:\n  red: [0, 1, 2s, 3, 4, 6*]\n  yellow: [0, 2, 4, 5, 7, 10*]\n  green: [0, 0, 5, 10, 15, 20*]\n" +
		"defense:\n  red: [F, 0, -1, -2, -3, -5]\n  yellow: [F, 0, -2, -3, -4, -6]\n  green: [F, 0, -5, -5, -8, -10]\n" +
		"kick: [10, 20, 30, 40, 50, 20]\nclock: [clock, clock, turnover, blank, blank, blank]\npenalty: [O5, O10, O15, DH, D5, D15]\n"
	enginetest.Run(t, Game{}, enginetest.Header(map[string]string{"dice": "dice.yaml"}, map[string]string{"dice.yaml": dice}), enginetest.Seed(2), enginetest.Games(10))
}
