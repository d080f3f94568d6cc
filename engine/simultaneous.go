package engine

// Answering is who answers a choice and how their answers are entered
// (Ask.Both): the team asked alone, or the two teams at once.
type Answering uint8

const (
	// ByTeam: the team asked answers alone (a coach may).
	ByTeam Answering = iota
	// Together: not a team's decision but what the players read off the
	// table together (in or out of bounds, whose card the result came
	// from): in solo play the player answers it, a coach is never asked.
	Together
	// EachOwn: the team asked answers the question, and the other team may
	// answer one of its Own tokens at the same time (4th Street's timeout
	// in the other team's call): that token is entered first, then the
	// question is asked again.
	EachOwn
	// OneOf: each team answers for itself whether it takes its Own token
	// (Pass when not), and one entry is made of the two answers: whoever
	// takes it, the team asked when both do, Pass when neither (1st &
	// Roll's timeout that stops the clock).
	OneOf
	// InTurn: the team asked answers this entry and the other team the
	// next, neither seeing the other's answer (1st & Roll's calls, which
	// the record writes the offense's first): in solo play a coach's
	// answer is shown only once the player's that follows is in.
	InTurn
)

// Simultaneous is how both teams answer a choice at once, each for
// itself, neither seeing the other's answer until both are in
// (OpenSpiel's simultaneous move), or answer it together as a reading of
// the table. Its zero value is a choice of the team asked alone.
type Simultaneous struct {
	How Answering
	// Own[side] are the tokens side answers for itself, among the ask's
	// Choices: for OneOf the token by which side takes it (none when it
	// cannot), for EachOwn the other team's own (its timeout).
	Own [2][]string
	// Pass is OneOf's answer of a team that does not take it.
	Pass string
}

// Reading reports whether the players answer a together, reading it off
// the table: no coach is asked it.
func (a Ask) Reading() bool { return a.Both.How == Together }

// Secret reports whether the other team answers the next entry at the
// same time as this one, without seeing it (InTurn).
func (a Ask) Secret() bool { return a.Both.How == InTurn }

// IsEither reports whether each team answers for itself and one entry is
// made of the two answers (OneOf).
func (a Ask) IsEither() bool { return a.Both.How == OneOf }

// Either is the token by which side takes a OneOf choice ("" when it
// cannot).
func (a Ask) Either(side Side) string {
	if a.Both.How != OneOf || len(a.Both.Own[side]) == 0 {
		return ""
	}
	return a.Both.Own[side][0]
}

// Reserved are the tokens among Choices by which side acts in a question
// put to the other team (EachOwn: its timeout in the other's call), which
// the team asked may not enter; nil for any other.
func (a Ask) Reserved(side Side) []string {
	if a.Both.How != EachOwn || side == a.Team {
		return nil
	}
	return a.Both.Own[side]
}

// EitherEntry is the token a OneOf choice enters when the team asked
// answered x and the other y, each for itself without seeing the other's:
// whoever takes it, Team's token when both do, Pass when neither does.
// For any other ask it is x.
func (a Ask) EitherEntry(x, y string) string {
	if !a.IsEither() {
		return x
	}
	switch none := a.Both.Pass; {
	case y == none || y == "":
		return x
	case x == none || x == "":
		return y
	}
	return a.Either(a.Team)
}
