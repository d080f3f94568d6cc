package sim

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/fourthdown/fourthdown/engine"
)

// MaxMargin bounds the margin histogram: margins beyond ±MaxMargin are
// counted at ±MaxMargin.
const MaxMargin = 100

// Report is a run's figures: averages per game and rates per possession.
// It is what `simulate --json` prints for a game other than 4th Down.
type Report struct {
	Game string `json:"game"`
	Head
	// Receives is home, away or random (a coin flip each game).
	Receives string `json:"receives,omitempty"`
	Scores

	PossessionsPerGame  float64 `json:"possessions_per_game"`
	PointsPerPossession float64 `json:"points_per_possession"`
	// Ends are the share of possessions that ended each way, by the
	// shared result's name ("touchdown", "punt"); "open" is a possession
	// the game ended without an end.
	Ends map[string]float64 `json:"possession_ends"`

	Totals Totals `json:"totals"`
}

// Head are a run's size and speed, first in every game's report.
type Head struct {
	Games          int64   `json:"games"`
	Seed           uint64  `json:"seed"`
	Workers        int     `json:"workers"`
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
	EntriesPerGame float64 `json:"entries_per_game"`
}

// HeadOf is the head of a run of t's games on workers workers in elapsed.
func HeadOf(t *Tally, seed uint64, workers int, elapsed time.Duration) Head {
	h := Head{Games: t.Games, Seed: seed, Workers: workers, Seconds: elapsed.Seconds(), EntriesPerGame: Ratio(t.Entries, t.Games)}
	if elapsed > 0 {
		h.GamesPerSecond = float64(t.Games) / elapsed.Seconds()
	}
	return h
}

// Scores are the points and results every game's report gives.
type Scores struct {
	Points  TeamFigures `json:"points_per_game"`
	Results WinLoss     `json:"results"`
	// Margins: the home team's margin (home - away) and how many games
	// ended with it, in increasing order; margins beyond ±MaxMargin are
	// counted at ±MaxMargin.
	Margins       []MarginCount `json:"margins"`
	MeanAbsMargin float64       `json:"mean_abs_margin"`
}

// ScoresOf are the scores of t's games.
func ScoresOf(t *Tally) Scores {
	g := t.Games
	sc := Scores{
		Points: TeamFigures{Home: Ratio(t.Points[engine.Home], g), Away: Ratio(t.Points[engine.Away], g),
			Total: Ratio(t.Points[engine.Home]+t.Points[engine.Away], g)},
		Results: WinLoss{HomeWins: Ratio(t.Wins[engine.Home], g), AwayWins: Ratio(t.Wins[engine.Away], g), Ties: Ratio(t.Ties, g)},
		Margins: []MarginCount{},
	}
	var abs int64
	for i, n := range t.Margins {
		if n == 0 {
			continue
		}
		m := i - MaxMargin
		sc.Margins = append(sc.Margins, MarginCount{Margin: m, Games: n})
		if m < 0 {
			m = -m
		}
		abs += int64(m) * n
	}
	sc.MeanAbsMargin = Ratio(abs, g)
	return sc
}

// Totals are counts over the whole run.
type Totals struct {
	Possessions int64            `json:"possessions"`
	Points      int64            `json:"points"`
	Ends        map[string]int64 `json:"possession_ends"`
}

// TeamFigures are averages per game.
type TeamFigures struct {
	Home  float64 `json:"home"`
	Away  float64 `json:"away"`
	Total float64 `json:"total"`
}

// WinLoss is the share of games each side won and of ties.
type WinLoss struct {
	HomeWins float64 `json:"home_wins"`
	AwayWins float64 `json:"away_wins"`
	Ties     float64 `json:"ties"`
}

// MarginCount is one bar of the margin distribution.
type MarginCount struct {
	Margin int   `json:"margin"`
	Games  int64 `json:"games"`
}

// Ratio is a / b, 0 when b is 0.
func Ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// Report computes the run's figures.
func (r *Run) Report(seed uint64) Report {
	s := &r.Stats
	g := s.Games
	rep := Report{
		Game: r.Game.Name(), Head: HeadOf(&s.Tally, seed, r.Workers, r.Elapsed), Scores: ScoresOf(&s.Tally),
		PossessionsPerGame:  Ratio(s.Possessions, g),
		PointsPerPossession: Ratio(s.PossessionPoints, s.Possessions),
		Ends:                map[string]float64{},
		Totals:              Totals{Possessions: s.Possessions, Points: s.Points[engine.Home] + s.Points[engine.Away], Ends: map[string]int64{}},
	}
	for res, n := range s.Ends {
		if n == 0 {
			continue
		}
		name := EndName(engine.Result(res))
		rep.Ends[name] = Ratio(n, s.Possessions)
		rep.Totals.Ends[name] = n
		if engine.Result(res) == engine.ResPeriodEnd {
			// The generic name, beside the shared result's "half_end"
			// (kept until the next release).
			rep.Ends[PeriodEnd], rep.Totals.Ends[PeriodEnd] = rep.Ends[name], n
		}
	}
	return rep
}

// PeriodEnd is the JSON's name for possessions that ran out with their
// period; the same figure stays under "half_end" until the next release.
const PeriodEnd = "period_end"

// EndName is the name of a possession's end in the report: the shared
// result's, "open" for none.
func EndName(r engine.Result) string {
	if r == engine.NoResult {
		return "open"
	}
	return r.String()
}

// Pct is a share as a percent, right-aligned in six characters.
func Pct(v float64) string { return fmt.Sprintf("%5.1f%%", 100*v) }

// WriteHead writes a run's first lines: how many games of title, the
// coaches (omitted when coaches is "") with the opening kickoff (receives:
// home, away or random), and the speed.
func WriteHead(w io.Writer, title string, t engine.Teams, coaches, receives string, h Head) {
	fmt.Fprintf(w, "%s of %s, seed %d, %s\n", engine.Counted(int(h.Games), "game"), title, h.Seed, engine.Counted(h.Workers, "worker"))
	if coaches != "" {
		kickoff := map[string]string{"home": t[engine.Home].Name + " receive", "away": t[engine.Away].Name + " receive", "random": "a coin flip"}[receives]
		fmt.Fprintf(w, "Coaches: %s; opening kickoff: %s\n", coaches, kickoff)
	}
	speed := engine.Thousands(h.GamesPerSecond)
	if h.GamesPerSecond < 10 { // a slow coach's: "0.4", not "0"
		speed = fmt.Sprintf("%.1f", h.GamesPerSecond)
	}
	fmt.Fprintf(w, "Speed: %s games/s (%.2f s, %.0f entries per game)\n\n", speed, h.Seconds, h.EntriesPerGame)
}

// Coaches are two coaches by name, as WriteHead says them.
func Coaches(t engine.Teams, names [2]string) string {
	return fmt.Sprintf("%s (home) %s, %s (away) %s", t[engine.Home], names[engine.Home], t[engine.Away], names[engine.Away])
}

// WriteResults writes what every game's simulation reports first: the
// points per game, the results and the margins.
func WriteResults(w io.Writer, t engine.Teams, games int64, sc *Scores) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	pts, res := sc.Points, sc.Results
	p("Points per game: %s (home) %.2f, %s (away) %.2f, total %.2f\n", t[engine.Home], pts.Home, t[engine.Away], pts.Away, pts.Total)
	p("Results:         %s win %s, %s win %s, ties %s\n", t[engine.Home], strings.TrimSpace(Pct(res.HomeWins)),
		t[engine.Away], strings.TrimSpace(Pct(res.AwayWins)), strings.TrimSpace(Pct(res.Ties)))
	p("Margin (winner's points over loser's), average %.1f:\n", sc.MeanAbsMargin)
	bands := []struct {
		lo, hi int
		name   string
	}{{0, 0, "tie"}, {1, 3, "1-3"}, {4, 7, "4-7"}, {8, 14, "8-14"}, {15, 21, "15-21"}, {22, 28, "22-28"}, {29, MaxMargin, "29+"}}
	counts := make([]int64, len(bands))
	for _, m := range sc.Margins {
		a := m.Margin
		if a < 0 {
			a = -a
		}
		for i, b := range bands {
			if a >= b.lo && a <= b.hi {
				counts[i] += m.Games
			}
		}
	}
	for i, b := range bands {
		share := 0.0
		if games > 0 {
			share = float64(counts[i]) / float64(games)
		}
		p("  %-6s %s  %s\n", b.name, Pct(share), strings.Repeat("#", int(share*100+0.5)))
	}
}
