// Package fourthstreet holds the rules of 4th Street Football as a pure
// fold, state + token -> state + events (docs/RULES-4TH-STREET.md, rulings
// S1-S30): the call, the result code read off the players' cards, the dice
// it calls for, the clock's ticks, kicks, penalties, injuries and tempo.
// It never rolls dice or reads a card: both arrive as tokens. Its computer
// coach (coach.go) makes a team's calls for solo play.
//
// A play takes a run of entries whose order depends on what was read, so
// the fold reads a play as a script (fold.go, kicks.go): each rule reads
// the entry it needs where it needs it (read.go), in the order the rules
// are written. A reader reports whether the fold goes on; when the
// entries given run out it stops short, its question kept, and at an entry
// the rules do not allow it stops refused, and every rule returns at once
// (foldEnd). A complete play moves the state once and keeps its events;
// the entries of the play under way are kept, each read once as it is
// entered (face), and the play is folded from its start again when the
// next one comes. The question asked next is kept with the match (after a
// refused entry, the question it answered, asked again), so a refusal, a
// Clone and Next fold nothing again: Next folds only a new play's first
// question, once the play before it is complete.
package fourthstreet

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Game is 4th Street Football behind the family's contract.
type Game struct{}

func (Game) Name() string  { return "4th-street" }
func (Game) Title() string { return "4th Street Football" }

// DefaultTeams are the Alleycats and the Blacktops; the Alleycats' mark is
// ALY, as the first three letters make a word (ALL 30 reads as a phrase).
func (Game) DefaultTeams() engine.Teams {
	return engine.Teams{{Name: "Alleycats", Mark: "ALY"}, {Name: "Blacktops"}}
}

// Duration is time of possession, M:SS.
func (Game) Duration(n int) string { return ClockText(n) }

// Start is the game before the opening kickoff. The header's kickoff: is
// the kickoff's yard line (30, or 35 and 40 for older seasons).
func (Game) Start(s engine.Setup) (engine.Core, error) {
	spot := KickoffSpot
	if v, ok := s.Header.Get("kickoff"); ok && v != "" {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n != 30 && n != 35 && n != 40 {
			return nil, &engine.HeaderError{Key: "kickoff", Err: fmt.Errorf("kickoff: %q is not a kickoff yard line; allowed: 30, 35 or 40", v)}
		}
		spot = n
	}
	st := New(s.Receives, spot)
	return newMatch(s.Teams, st), nil
}
