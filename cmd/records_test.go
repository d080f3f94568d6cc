package cmd

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// Every game's replay --json names the teams and lists the plays, one
// object per row of its play log keyed as the CSV's columns (issue 35,
// finding 7: 1st & Roll's and 4th Street's had neither).
func TestReplayJSONHasTeamsAndPlaysInEveryGame(t *testing.T) {
	for name, f := range finishedGames(t) {
		g, err := loadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(tracker.Summary(g))
		if err != nil {
			t.Fatal(err)
		}
		var obj struct {
			Teams map[string]string   `json:"teams"`
			Plays []map[string]string `json:"plays"`
		}
		if err := json.Unmarshal(b, &obj); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if obj.Teams["home"] != g.Teams[engine.Home].Name || obj.Teams["away"] != g.Teams[engine.Away].Name {
			t.Errorf("%s: teams %v", name, obj.Teams)
		}
		rows, cols := g.Match.LogRows(), g.Match.LogColumns()
		if len(obj.Plays) != len(rows) || len(rows) == 0 {
			t.Errorf("%s: %d plays, the play log has %d rows", name, len(obj.Plays), len(rows))
			continue
		}
		for i, row := range rows {
			for k, c := range cols {
				if got, ok := obj.Plays[i][c.Key]; !ok || got != row[k] {
					t.Errorf("%s: play %d %s = %q, the log's %q", name, i+1, c.Key, got, row[k])
				}
			}
		}
		// The plays come last, after every field 4th Down's object has
		// always had.
		if !strings.Contains(string(b), `,"plays":[{`) || !strings.HasSuffix(string(b), "}]}") {
			t.Errorf("%s: plays are not the object's last field: ...%s", name, b[max(0, len(b)-80):])
		}
	}
}

// The play logs (CSV, the scoresheet) follow one convention per column in
// every game: the period is a number, and a kickoff's team is the kicking
// team (4th Street wrote Q1 and the receiving team).
func TestPlayLogColumnsOneConvention(t *testing.T) {
	num := regexp.MustCompile(`^[1-9]$`)
	for name, f := range finishedGames(t) {
		g, err := loadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		cols := g.Match.LogColumns()
		key := map[string]int{}
		for i, c := range cols {
			key[c.Key] = i
		}
		period, ok := key["half"]
		if !ok {
			period, ok = key["quarter"]
		}
		if !ok {
			t.Fatalf("%s: no period column in %v", name, cols)
		}
		team, down := key["team"], key["down"]
		// The teams of the possessions, in order: a kickoff row's
		// possession is the one it opens, the receiving team's.
		var poss []engine.Side
		for _, e := range g.Match.Shared() {
			if e.Kind == engine.EvPossession {
				poss = append(poss, e.Team)
			}
		}
		kickoffs := 0
		for i, row := range g.Match.LogRows() {
			if !num.MatchString(row[period]) {
				t.Errorf("%s row %d: period %q, not a number", name, i+1, row[period])
			}
			if _, has := key["down"]; has && row[down] == "kickoff" {
				kickoffs++
				recv := poss[g.Match.RowPossession(i)]
				if want := g.Teams.Abbrev(recv.Other()); row[team] != want {
					t.Errorf("%s row %d: a kickoff's team %s, the kicking team is %s", name, i+1, row[team], want)
				}
			}
		}
		if _, has := key["down"]; has && kickoffs == 0 {
			t.Errorf("%s: no kickoff row", name)
		}
	}
}

// replay's last line has one shape in every game: the score, then the
// situation a part at a time and what is asked next, " | " between them;
// or the score and "(final: TEAM win)".
func TestReplayLastLineOneShape(t *testing.T) {
	final := regexp.MustCompile(`^[^|()]+ \d+, [^|()]+ \d+ \(final: ([^|()]+ win|tie)\)$`)
	going := regexp.MustCompile(`^[^|()·]+ \d+, [^|()·]+ \d+( \| [^|·]+)+ \| next: [^|·]+$`)
	for name, f := range finishedGames(t) {
		g, err := loadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		if s := g.Situation(); !final.MatchString(s) {
			t.Errorf("%s: last line %q", name, s)
		}
		// Part way through: the first 20 entries.
		rec := *g.Record
		part, err := tracker.ParseString(strings.Join(strings.SplitN(recordText(t, f), "\n", 26)[:25], "\n") + "\n")
		if err != nil {
			t.Fatal(err)
		}
		part.Dir = rec.Dir
		pg, err := tracker.Replay(part)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s := pg.Situation(); !going.MatchString(s) {
			t.Errorf("%s: part way, last line %q", name, s)
		}
	}
}

func recordText(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// A possession the game's end cut short says so on the drive chart: 4th
// Street's last drive read "half ends" although it ended the game, and 1st
// & Roll's had no end at all (an empty label).
func TestLastPossessionEndsTheGame(t *testing.T) {
	for name, f := range finishedGames(t) {
		if name == "4th-down" { // its drives' results are its own words
			continue
		}
		g, err := loadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		evs := g.Match.Shared()
		over, begun, ended := -1, 0, 0
		for _, e := range evs {
			switch e.Kind {
			case engine.EvGameOver:
				over = e.Step
			case engine.EvPossession:
				begun++
			case engine.EvPossessionEnd:
				ended++
			}
		}
		if begun != ended {
			t.Errorf("%s: %d possessions begun, %d ended", name, begun, ended)
		}
		n := 0
		for _, e := range evs {
			if e.Kind != engine.EvPossessionEnd {
				continue
			}
			if e.Result == engine.ResPeriodEnd {
				want := "half ends"
				if e.Step == over {
					want = "game ends"
				}
				if got := g.Match.Brief(n); got != want {
					t.Errorf("%s: possession %d, ended by the clock at step %d: %q, want %q", name, n+1, e.Step, got, want)
				}
			}
			n++
		}
	}
}
