package cmd

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// With house rules whose points are unusual (a touchdown worth less than a
// field goal, a safety worth more than both), every view counts what the
// engine's events say: simulate's totals, each game's events, its
// statistics, its drive log (CSV), its scoresheet and replay --json all
// agree, game by game and in sum, with the final score.
func TestUnusualPointsEveryViewAgrees(t *testing.T) {
	dir := t.TempDir()
	rules := filepath.Join(dir, "odd.yaml")
	if err := os.WriteFile(rules, []byte("base: 4th-down\nname: odd\ntd_points: 2\nfg_points: 3\nsafety_points: 5\ntwo_points: 3\nkick_points: 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	games := filepath.Join(dir, "games")
	var out, errOut bytes.Buffer
	ios := &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}
	if code := Run(context.Background(), ios, []string{"simulate", "-n", "300", "--seed", "11", "--workers", "2",
		"--rules", rules, "--json", "--records", games}); code != 0 {
		t.Fatalf("simulate: exit %d: %s", code, errOut.String())
	}
	var rep struct {
		Totals struct {
			Touchdowns int `json:"touchdowns"`
			FieldGoals int `json:"field_goals"`
			Safeties   int `json:"safeties"`
			Points     int `json:"points"`
		} `json:"totals"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(games, "*.fdr"))
	if len(files) != 300 {
		t.Fatalf("%d records", len(files))
	}
	var td, fg, safeties, points int
	for _, f := range files {
		g, err := loadGame(f)
		if err != nil {
			t.Fatal(err)
		}
		gtd, gfg, gsf := eventResults(t, f, g)
		statsAgree(t, f, g, gtd, gfg, gsf)
		driveLogAgrees(t, f, g, gtd, gfg)
		// The scoresheet and replay --json.
		doc := sheets.Scoresheet(g, sheets.Letter)
		if !strings.Contains(doc.Title, g.Teams.ScoreLine(fd(g).State.Score)) {
			t.Fatalf("%s: scoresheet %q, score %s", f, doc.Title, g.Teams.ScoreLine(fd(g).State.Score))
		}
		j := tracker.SharedSummary(g)
		if j.Score.Home != fd(g).State.Score[fourthdown.Home] || j.Score.Away != fd(g).State.Score[fourthdown.Away] {
			t.Fatalf("%s: replay --json %+v", f, j.Score)
		}
		td, fg, safeties = td+gtd, fg+gfg, safeties+gsf
		points += fd(g).State.Score[0] + fd(g).State.Score[1]
	}
	if rep.Totals.Touchdowns != td || rep.Totals.FieldGoals != fg || rep.Totals.Safeties != safeties || rep.Totals.Points != points {
		t.Errorf("simulate counts %+v; the records: %d touchdowns, %d field goals, %d safeties, %d points", rep.Totals, td, fg, safeties, points)
	}
	if fg == 0 || td == 0 {
		t.Errorf("%d touchdowns, %d field goals: the test needs both", td, fg)
	}
}

// eventResults are the touchdowns, field goals and safeties of the game
// in record f by its events, whose points must make its final score.
func eventResults(t *testing.T, f string, g *tracker.Game) (td, fg, safeties int) {
	t.Helper()
	var evPoints [2]int
	for _, e := range fd(g).Events() {
		evPoints[e.Team] += int(e.Points)
		switch e.Result() {
		case fourthdown.ResTouchdown:
			td++
		case fourthdown.ResFieldGoal:
			fg++
		case fourthdown.ResSafety:
			safeties++
		}
	}
	if evPoints != fd(g).State.Score {
		t.Fatalf("%s: the events' points %v, the final score %v", f, evPoints, fd(g).State.Score)
	}
	return td, fg, safeties
}

// statsAgree checks the game's statistics against its score and the
// touchdowns, field goals and safeties of its events.
func statsAgree(t *testing.T, f string, g *tracker.Game, td, fg, safeties int) {
	t.Helper()
	st := fd(g).Stats()
	for side := range st.Team {
		ts := st.Team[side]
		halves := tracker.LineScoreOf(g).Periods
		if ts.Points != fd(g).State.Score[side] || halves[0][side]+halves[1][side] != fd(g).State.Score[side] {
			t.Fatalf("%s: statistics give %v points (line score %v), the score is %v", f, ts.Points, halves, fd(g).State.Score)
		}
	}
	if n := st.Team[0].Touchdowns + st.Team[1].Touchdowns; n != td {
		t.Fatalf("%s: statistics count %d touchdowns, the events %d", f, n, td)
	}
	if n := len(st.Team[0].FGMade) + len(st.Team[1].FGMade); n != fg {
		t.Fatalf("%s: statistics count %d field goals, the events %d", f, n, fg)
	}
	if n := st.Team[0].Safeties + st.Team[1].Safeties; n != safeties {
		t.Fatalf("%s: statistics count %d safeties, the events %d", f, n, safeties)
	}
}

// driveLogAgrees checks the game's drive log, as CSV, against the
// touchdowns and field goals of its events and its final score.
func driveLogAgrees(t *testing.T, f string, g *tracker.Game, td, fg int) {
	t.Helper()
	var b bytes.Buffer
	if err := g.WriteLogCSV(&b); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, k := range rows[0] {
		col[k] = i
	}
	ctd, cfg := 0, 0
	for _, r := range rows[1:] {
		if strings.Contains(r[col["result"]], "touchdown") {
			ctd++
		}
		if strings.Contains(r[col["result"]], "field goal good") {
			cfg++
		}
	}
	if ctd != td || cfg != fg {
		t.Fatalf("%s: the drive log shows %d touchdowns and %d field goals, the events %d and %d", f, ctd, cfg, td, fg)
	}
	last := rows[len(rows)-1][col["score"]]
	if want := strconv.Itoa(fd(g).State.Score[fourthdown.Home]) + "-" + strconv.Itoa(fd(g).State.Score[fourthdown.Away]); last != want {
		t.Fatalf("%s: the drive log ends %s, the score is %s", f, last, want)
	}
}
