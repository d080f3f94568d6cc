package cmd

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/league"
)

// league skill ranks the teams of a season by what their own choices gave
// up: a perfect coach gives up nothing and leads a standard one; each
// team's ledger adds up over its games (result − start = luck + skill);
// the text ranks them the same.
func TestLeagueSkill(t *testing.T) {
	dir, rules := shortRules(t, 30)
	games := filepath.Join(dir, "games")
	run(t, "", "simulate", "-n", "4", "--home", "perfect", "--away", "standard", "--rules", rules, "--records", games)
	var got struct {
		Games int
		Teams []league.SkillRow
	}
	if err := json.Unmarshal([]byte(run(t, "", "league", "skill", "--json", games)), &got); err != nil {
		t.Fatal(err)
	}
	if got.Games != 4 || len(got.Teams) != 2 {
		t.Fatalf("%d games, teams %+v: want 4 games of 2 teams", got.Games, got.Teams)
	}
	best, other := got.Teams[0], got.Teams[1]
	if best.Team != "Bombers" || math.Abs(best.Own) > 1e-6 || other.Own >= -1e-6 {
		t.Errorf("ranked %+v first, then %+v: want the perfect coach's Bombers first, giving up nothing", best, other)
	}
	for _, r := range got.Teams {
		if r.Games != 4 || math.Abs(r.Result-r.Start-r.Luck-r.Skill) > 1e-6 {
			t.Errorf("%s: %d games, its ledger does not add up: %+v", r.Team, r.Games, r)
		}
	}
	text := run(t, "", "league", "skill", games)
	if i, j := strings.Index(text, "  1  Bombers"), strings.Index(text, "  2  Gunners"); i < 0 || j < i {
		t.Errorf("the text ranking:\n%s", text)
	}
}

// league skill over a folder with games it cannot value (1st & Roll has
// no values) reads the games it can and says how many it left out, in
// the text and in --json; a folder of 4th Down alone says nothing of it.
func TestLeagueSkillCountsTheGamesLeftOut(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{testfiles.Path(t, "games", "full-game-mixed-drives.fdr"), testfiles.Path(t, "games", "gridiron-full.fdr"),
		testfiles.Path(t, "roll-examples", "game1.fdr")} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var got struct {
		Games   int
		LeftOut *int `json:"left_out"`
	}
	if err := json.Unmarshal([]byte(run(t, "", "league", "skill", "--json", dir)), &got); err != nil {
		t.Fatal(err)
	}
	if got.Games != 2 || got.LeftOut == nil || *got.LeftOut != 1 {
		t.Errorf("%d games read, %v left out: want 2 read, 1 left out", got.Games, got.LeftOut)
	}
	if text := run(t, "", "league", "skill", dir); !strings.Contains(text, "\n1 finished game is left out: its game has no exact values.\n") {
		t.Errorf("the text says nothing of the game left out:\n%s", text)
	}
	os.Remove(filepath.Join(dir, "game1.fdr"))
	if j, text := run(t, "", "league", "skill", "--json", dir), run(t, "", "league", "skill", dir); strings.Contains(j, "left_out") || strings.Contains(text, "left out") {
		t.Errorf("a folder of valued games alone says games were left out:\n%s\n%s", j, text)
	}
}
