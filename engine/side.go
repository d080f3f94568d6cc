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
