// Package engine is the contract every game of the family implements, and
// the words all of them share: the two sides, the teams and their marks,
// spots on a 100-yard field, dice. A game's rules live in its own package
// under engine/ (engine/fourthdown, ...); the record, the session, replay,
// the scoresheet's frame and leagues are written once against this package
// and never import a game.
package engine

// Side is a team: Home defends the 0 goal line and advances toward 100;
// Away advances toward 0.
type Side uint8

const (
	Home Side = iota
	Away
)

// Other is the opponent.
func (s Side) Other() Side { return 1 - s }

// String is the record's word: "home" or "away".
func (s Side) String() string {
	if s == Home {
		return "home"
	}
	return "away"
}

// Sides are both sides, home first.
var Sides = [2]Side{Home, Away}
