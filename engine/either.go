package engine

// EitherEntry is the token an Ask.Either choice enters when the two teams
// answered x and y, each for itself without seeing the other's: whoever
// takes it, Team's token when both do, Choices[0] when neither does. For
// any other ask it is x.
func (a Ask) EitherEntry(x, y string) string {
	if !a.IsEither() {
		return x
	}
	switch none := a.Choices[0]; {
	case y == none || y == "":
		return x
	case x == none || x == "":
		return y
	}
	return a.Either[a.Team]
}
