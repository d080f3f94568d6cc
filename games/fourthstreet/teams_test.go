package fourthstreet_test

import (
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

// TestDefaultMarksAreNotWords: the default teams' marks, on every spot
// ("ALL 30"), are not words; a record that names a team otherwise marks
// it from its own name, and its home-abbrev still wins.
func TestDefaultMarksAreNotWords(t *testing.T) {
	if _, err := engine.Lookup(fourthstreet.Game{}.Name()); err != nil {
		engine.Register(fourthstreet.Game{})
	}
	words := map[string]bool{"ALL": true, "BLACK": true, "TOP": true, "CAT": true, "OWN": true}
	for _, c := range []struct{ header, home, away string }{
		{"", "ALY", "BLA"},
		{"home: Alleycats\naway: Blacktops\n", "ALY", "BLA"},
		{"home: Allstars\naway: Blacktops\n", "ALL", "BLA"},
		{"home: Bears\naway: Alleycats\n", "BEA", "ALY"},
		{"home: Alleycats\nhome-abbrev: ACT\n", "ACT", "BLA"},
		{"home: Alleycats\naway: Alleycats\n", "AL1", "AL2"},
	} {
		rec, err := tracker.ParseRecordData("t.fdr", []byte("game: 4th-street\nreceives: home\n"+c.header+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		_, su, err := tracker.Setup(rec)
		if err != nil {
			t.Fatal(err)
		}
		home, away := su.Teams.Abbrev(engine.Home), su.Teams.Abbrev(engine.Away)
		if home != c.home || away != c.away {
			t.Errorf("%q: marked %s and %s, want %s and %s", c.header, home, away, c.home, c.away)
		}
		if c.header == "" && (words[home] || words[away]) {
			t.Errorf("a default mark is a word: %s, %s", home, away)
		}
	}
}
