package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
)

// valueOf is a made-up value: the home team's chance, whatever is asked.
type valueOf float64

func (v valueOf) Value(engine.Core) float64         { return float64(v) }
func (valueOf) Choices(engine.Core) []engine.Choice { return nil }

// The board's headline gives the chance of the team its chart favours —
// the chart is drawn for the home team and labelled with the favourite's
// chance at its end — not of the team asked next, which may be the other.
func TestBoardHeadlineIsTheChartsFavourite(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "g.fdr")
	if err := os.WriteFile(rec, []byte("home: Bombers\naway: Gunners\nreceives: home\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := loadGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	if a := g.Match.Next(); a.Team != engine.Home {
		t.Fatalf("the Bombers are not asked first: %+v", a)
	}
	for _, c := range []struct {
		home float64
		want string
	}{{0.3, "Gunners 70.0% to win"}, {0.5, "Bombers 50.0% to win"}, {0.8, "Bombers 80.0% to win"}} {
		if got := cmdutil.FavouriteChance(valueOf(c.home), g); got != c.want {
			t.Errorf("home at %v: the headline says %q, want %q", c.home, got, c.want)
		}
	}
}

// The half is named alike on the board's clock (Period: "1st half"), in
// the situation line and in a league's unfinished game (Progress); 4th
// Down's said "half 1, 180 blocks left" beside the board's "1st half".
func TestHalfNamedAlikeOnTheBoardAndTheSituation(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "g.fdr")
	if err := os.WriteFile(rec, []byte("home: Bombers\naway: Gunners\nreceives: home\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	g, err := loadGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	period := g.Match.Period(g.Match.Status().Period)
	if period != "1st half" {
		t.Fatalf("the board's period is %q", period)
	}
	if s := g.Situation(); !strings.Contains(s, "| "+period+", 180 blocks left (30:00) |") {
		t.Errorf("the situation line %q does not name the half as the board does (%q)", s, period)
	}
	if p := g.Match.Progress(); p != period+", 180 blocks left" {
		t.Errorf("Progress is %q, want the half named as the board names it", p)
	}
}
