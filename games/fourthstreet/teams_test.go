package fourthstreet_test

import (
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
)

// TestDefaultTeamsAreTheGamesOwn: a game set up without team names plays
// two teams of 4th Street's own, not "Home" and "Away", which reached the
// booklet as "TOUCHDOWN Away".
func TestDefaultTeamsAreTheGamesOwn(t *testing.T) {
	teams := fourthstreet.Game{}.DefaultTeams()
	for _, side := range engine.Sides {
		if n := teams[side].Name; n == "Home" || n == "Away" || n == "" {
			t.Errorf("the %s team's default name is %q; want a name of the game's own", side, n)
		}
	}
	if teams.Abbrev(engine.Home) == teams.Abbrev(engine.Away) {
		t.Errorf("both default teams are marked %s", teams.Abbrev(engine.Home))
	}
}
