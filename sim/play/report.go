package play

import "github.com/fourthdown/fourthdown/engine"

// MaxMargin bounds the margin histogram: margins beyond ±MaxMargin are
// counted at ±MaxMargin.
const MaxMargin = 100

// Report is a run's figures: averages per game and rates per possession.
// It is what `simulate --json` prints for a game other than 4th Down.
type Report struct {
	Game           string  `json:"game"`
	Games          int64   `json:"games"`
	Seed           uint64  `json:"seed"`
	Workers        int     `json:"workers"`
	Seconds        float64 `json:"seconds"`
	GamesPerSecond float64 `json:"games_per_second"`
	EntriesPerGame float64 `json:"entries_per_game"`
	// Receives is home, away or random (a coin flip each game).
	Receives string `json:"receives,omitempty"`

	Points  TeamFigures `json:"points_per_game"`
	Results WinLoss     `json:"results"`
	// Margins: the home team's margin (home - away) and how many games
	// ended with it, in increasing order.
	Margins       []MarginCount `json:"margins"`
	MeanAbsMargin float64       `json:"mean_abs_margin"`

	PossessionsPerGame  float64 `json:"possessions_per_game"`
	PointsPerPossession float64 `json:"points_per_possession"`
	// Ends are the share of possessions that ended each way, by the
	// shared result's name ("touchdown", "punt"); "open" is a possession
	// the game ended without an end.
	Ends map[string]float64 `json:"possession_ends"`

	Totals Totals `json:"totals"`
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

// Margins are the bars of a margin histogram (hist[MaxMargin+m] games
// ended with the home team's margin m) and the mean winner's margin over
// games games.
func Margins(hist *[2*MaxMargin + 1]int64, games int64) ([]MarginCount, float64) {
	out := []MarginCount{}
	var abs int64
	for i, n := range hist {
		if n == 0 {
			continue
		}
		m := i - MaxMargin
		out = append(out, MarginCount{Margin: m, Games: n})
		if m < 0 {
			m = -m
		}
		abs += int64(m) * n
	}
	return out, Ratio(abs, games)
}

// Results are the points per game and the results of games games.
func Results(points, wins *[2]int64, ties, games int64) (TeamFigures, WinLoss) {
	return TeamFigures{Home: Ratio(points[engine.Home], games), Away: Ratio(points[engine.Away], games),
			Total: Ratio(points[engine.Home]+points[engine.Away], games)},
		WinLoss{HomeWins: Ratio(wins[engine.Home], games), AwayWins: Ratio(wins[engine.Away], games), Ties: Ratio(ties, games)}
}

// Report computes the run's figures.
func (r *Run) Report(seed uint64) Report {
	s := &r.Stats
	g := s.Games
	rep := Report{
		Game: r.Game.Name(), Games: g, Seed: seed, Workers: r.Workers,
		Seconds: r.Elapsed.Seconds(), EntriesPerGame: Ratio(s.Entries, g),
		PossessionsPerGame:  Ratio(s.Possessions, g),
		PointsPerPossession: Ratio(s.PossessionPoints, s.Possessions),
		Ends:                map[string]float64{},
		Totals:              Totals{Possessions: s.Possessions, Points: s.Points[engine.Home] + s.Points[engine.Away], Ends: map[string]int64{}},
	}
	if r.Elapsed > 0 {
		rep.GamesPerSecond = float64(g) / r.Elapsed.Seconds()
	}
	rep.Points, rep.Results = Results(&s.Points, &s.Wins, s.Ties, g)
	rep.Margins, rep.MeanAbsMargin = Margins(&s.Margins, g)
	for res, n := range s.Ends {
		if n == 0 {
			continue
		}
		name := EndName(engine.Result(res))
		rep.Ends[name] = Ratio(n, s.Possessions)
		rep.Totals.Ends[name] = n
	}
	return rep
}

// EndName is the name of a possession's end in the report: the shared
// result's, "open" for none.
func EndName(r engine.Result) string {
	if r == engine.NoResult {
		return "open"
	}
	return r.String()
}
