package fdsim

import (
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/sim"
)

// Report is a run's figures: averages per game and rates per drive. It is
// what `simulate --json` prints.
type Report struct {
	Rules string `json:"rules"`
	sim.Head
	// Coaches name each side's coach; Receives is home, away or random.
	Coaches  map[string]string `json:"coaches,omitempty"`
	Receives string            `json:"receives,omitempty"`
	sim.Scores

	DrivesPerGame float64 `json:"drives_per_game"`
	// All drives, then each play style.
	AllDrives DriveFigures            `json:"all_drives"`
	Styles    map[string]DriveFigures `json:"styles"`

	// Totals counts how drives ended over the whole run, as the engine's
	// events told it: the same touchdowns and field goals a scoresheet's
	// drive log shows for each game.
	Totals Totals `json:"totals"`

	FourthDown FourthFigures         `json:"fourth_down"`
	Tries      map[string]TryFigures `json:"tries"`
	Untimed    float64               `json:"untimed_downs_per_game"`
}

// Totals are counts over the whole run.
type Totals struct {
	Drives      int64 `json:"drives"`
	Touchdowns  int64 `json:"touchdowns"`
	FieldGoals  int64 `json:"field_goals"` // good, on 4th down or the untimed down
	MissedFG    int64 `json:"missed_field_goals"`
	Safeties    int64 `json:"safeties"`
	Turnovers   int64 `json:"turnovers"`
	Downs       int64 `json:"turnovers_on_downs"`
	Punts       int64 `json:"punts"`
	Points      int64 `json:"points"`
	KickTries   int64 `json:"kick_tries"`
	KickGood    int64 `json:"kick_tries_good"`
	TwoTries    int64 `json:"two_point_tries"`
	TwoGood     int64 `json:"two_point_tries_good"`
	UntimedDown int64 `json:"untimed_downs"`
}

// DriveFigures are per-drive figures for a set of drives. Each rate is
// the share of those drives that ended that way.
type DriveFigures struct {
	Drives         int64   `json:"drives"`
	Share          float64 `json:"share"` // of all drives
	PointsPerDrive float64 `json:"points_per_drive"`
	Touchdown      float64 `json:"touchdown"`
	FieldGoal      float64 `json:"field_goal"`
	MissedFG       float64 `json:"missed_fg"`
	Punt           float64 `json:"punt"`
	Turnover       float64 `json:"turnover"`
	Downs          float64 `json:"turnover_on_downs"`
	Safety         float64 `json:"safety"`
	FirstDown      float64 `json:"first_down"`
	HalfEnd        float64 `json:"half_end"`
	// TurnoverRoll: the share of turnover rolls that were turnovers (the
	// table's exact chance, e.g. 2/20 for Balanced).
	TurnoverRoll float64 `json:"turnover_per_roll"`
}

// FourthFigures are 4th-down figures.
type FourthFigures struct {
	PerGame    float64 `json:"per_game"`
	GoRate     float64 `json:"go_rate"`         // went for it, of 4th downs
	Conversion float64 `json:"conversion_rate"` // gained the yards to go, of attempts
	FGRate     float64 `json:"fg_rate"`         // kicked, of 4th downs
	FGMade     float64 `json:"fg_made_rate"`    // good, of 4th-down kicks
	PuntRate   float64 `json:"punt_rate"`       // punted, of 4th downs
}

// TryFigures are the tries of one kind.
type TryFigures struct {
	PerGame float64 `json:"per_game"`
	Good    float64 `json:"good_rate"`
}

func driveFigures(drives, points int64, res *[fourthdown.NumResults]int64, rolls, turnovers, all int64) DriveFigures {
	return DriveFigures{
		Drives: drives, Share: sim.Ratio(drives, all), PointsPerDrive: sim.Ratio(points, drives),
		Touchdown: sim.Ratio(res[fourthdown.ResTouchdown], drives), FieldGoal: sim.Ratio(res[fourthdown.ResFieldGoal], drives),
		MissedFG: sim.Ratio(res[fourthdown.ResMissedFG], drives), Punt: sim.Ratio(res[fourthdown.ResPunt], drives),
		Turnover: sim.Ratio(res[fourthdown.ResTurnover], drives), Downs: sim.Ratio(res[fourthdown.ResDowns], drives),
		Safety: sim.Ratio(res[fourthdown.ResSafety], drives), FirstDown: sim.Ratio(res[fourthdown.ResFirstDown], drives),
		HalfEnd: sim.Ratio(res[fourthdown.ResHalfEnd], drives), TurnoverRoll: sim.Ratio(turnovers, rolls),
	}
}

// Report computes the run's figures; rules is the ruleset's name.
func (r *Run) Report(rules string, seed uint64) Report {
	s := &r.Stats
	g := s.Games
	rep := Report{
		Rules: rules, Head: sim.HeadOf(&s.Tally, seed, r.Workers, r.Elapsed), Scores: sim.ScoresOf(&s.Tally),
		Styles:  map[string]DriveFigures{},
		Tries:   map[string]TryFigures{},
		Untimed: sim.Ratio(s.Untimed, g),
	}
	var all, points, rolls, turnovers int64
	var res [fourthdown.NumResults]int64
	for st := fourthdown.Style(0); st < fourthdown.NumStyles; st++ {
		all += s.Drives[st]
		points += s.DrivePoints[st]
		rolls += s.TurnoverRolls[st]
		turnovers += s.Turnovers[st]
		for k := range res {
			res[k] += s.Results[st][k]
		}
	}
	for st := fourthdown.Style(0); st < fourthdown.NumStyles; st++ {
		rep.Styles[st.String()] = driveFigures(s.Drives[st], s.DrivePoints[st], &s.Results[st], s.TurnoverRolls[st], s.Turnovers[st], all)
	}
	rep.AllDrives = driveFigures(all, points, &res, rolls, turnovers, all)
	rep.Totals = Totals{
		Drives: all, Touchdowns: res[fourthdown.ResTouchdown], FieldGoals: res[fourthdown.ResFieldGoal],
		MissedFG: res[fourthdown.ResMissedFG], Safeties: s.Safeties, Turnovers: res[fourthdown.ResTurnover],
		Downs: res[fourthdown.ResDowns], Punts: res[fourthdown.ResPunt],
		Points:    s.Points[fourthdown.Home] + s.Points[fourthdown.Away],
		KickTries: s.Tries[0], KickGood: s.TriesGood[0], TwoTries: s.Tries[1], TwoGood: s.TriesGood[1],
		UntimedDown: s.Untimed,
	}
	rep.DrivesPerGame = sim.Ratio(all, g)
	rep.FourthDown = FourthFigures{
		PerGame: sim.Ratio(s.FourthDowns, g), GoRate: sim.Ratio(s.Go, s.FourthDowns), Conversion: sim.Ratio(s.Converted, s.Go),
		FGRate: sim.Ratio(s.FG, s.FourthDowns), FGMade: sim.Ratio(s.FGGood, s.FG), PuntRate: sim.Ratio(s.Punts, s.FourthDowns),
	}
	for k, name := range [2]string{"kick", "two"} {
		rep.Tries[name] = TryFigures{PerGame: sim.Ratio(s.Tries[k], g), Good: sim.Ratio(s.TriesGood[k], s.Tries[k])}
	}
	return rep
}
