package fourthstreet_test

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/tracker"
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

// TestChartCaptionSaysQuarters: the drive chart dashes the end of every
// quarter (its periods), and its caption says so; it said "halftime
// dashed".
func TestChartCaptionSaysQuarters(t *testing.T) {
	if _, err := engine.Lookup(fourthstreet.Game{}.Name()); err != nil {
		engine.Register(fourthstreet.Game{})
	}
	rec, err := tracker.ParseString("game: 4th-street\nreceives: home\n")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	w := g.Match.Sheet()
	if w.Timeline.Periods != 4 || !strings.Contains(w.Legend, "every quarter's end dashed") || strings.Contains(w.Legend, "halftime") {
		t.Errorf("%d periods; the caption: %q", w.Timeline.Periods, w.Legend)
	}
}
