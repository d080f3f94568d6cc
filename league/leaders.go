package league

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Leader is one category of team leaders, best first.
type Leader struct {
	Key   string // "touchdowns", ... (the JSON name)
	Title string // "Touchdowns"
	Rows  []LeaderRow
}

// LeaderRow is one team in a category: the value ranked and how it reads.
type LeaderRow struct {
	Team  string
	Value float64
	Text  string
}

// leaderCategory is how one category ranks and words a team's totals.
type leaderCategory struct {
	key, title string
	fewest     bool // lower is better
	value      func(s *Standing) float64
	text       func(s *Standing) string
}

func percentText(n, of int) string {
	if of == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", (200*n+of)/(2*of))
}

// leaderCategories are the leaders every game has, each counted from the
// games' shared events.
var leaderCategories = []leaderCategory{
	{key: "touchdowns", title: "Touchdowns",
		value: func(s *Standing) float64 { return float64(s.Totals.Touchdowns) },
		text:  func(s *Standing) string { return fmt.Sprint(s.Totals.Touchdowns) }},
	{key: "field_goals", title: "Field goals made",
		value: func(s *Standing) float64 { return float64(s.Totals.FGMade) },
		text: func(s *Standing) string {
			return fmt.Sprintf("%d of %d", s.Totals.FGMade, s.Totals.FGAtt)
		}},
	{key: "yards_per_possession", title: "Yards per possession",
		value: func(s *Standing) float64 { return ratio(s.Totals.Yards, s.Totals.Possessions) },
		text: func(s *Standing) string {
			return fmt.Sprintf("%.1f (%d on %d)", ratio(s.Totals.Yards, s.Totals.Possessions), s.Totals.Yards, s.Totals.Possessions)
		}},
	{key: "turnovers", title: "Turnovers lost (fewest first)", fewest: true,
		value: func(s *Standing) float64 { return float64(s.Totals.Turnovers) },
		text:  func(s *Standing) string { return fmt.Sprint(s.Totals.Turnovers) }},
}

// oldCategories are the JSON names categories had before they were
// renamed: the JSON lists each such category a second time under its old
// name until the next release.
var oldCategories = map[string]string{"yards_per_possession": "yards_per_drive"}

// countCategory ranks the teams by one of the game's own counts: N of Of.
func countCategory(key, title string) leaderCategory {
	return leaderCategory{key: key, title: title,
		value: func(s *Standing) float64 { n, _ := s.Count(key); return float64(n) },
		text: func(s *Standing) string {
			n, of := s.Count(key)
			return fmt.Sprintf("%d of %d (%s)", n, of, percentText(n, of))
		}}
}

// timeCategory is the share of the game's time each team had the ball,
// in its game's words; shares holds the percentages of teams whose shares
// split one whole (timeShares).
func timeCategory(kind engine.Game, shares map[*Standing]int) leaderCategory {
	return leaderCategory{key: "time_of_possession", title: "Time of possession",
		value: func(s *Standing) float64 { return ratio(s.Totals.Time, s.Totals.Time+s.OppTime) },
		text: func(s *Standing) string {
			pct := percentText(s.Totals.Time, s.Totals.Time+s.OppTime)
			if p, ok := shares[s]; ok {
				pct = fmt.Sprintf("%d%%", p)
			}
			return fmt.Sprintf("%s (%s)", pct, kind.Duration(s.Totals.Time))
		}}
}

// timeShares are the time of possession percentages of two teams that
// split the same time between them (they played only each other), rounded
// so that they add up to 100 (largest remainder; at equal remainders the
// larger share takes the point); nil otherwise, where each team's share
// is its own fraction and no whole is split.
func (r *Report) timeShares() map[*Standing]int {
	var played []*Standing
	for _, s := range r.Standings {
		if s.Games() > 0 {
			played = append(played, s)
		}
	}
	if len(played) != 2 {
		return nil
	}
	a, b := played[0], played[1]
	total := a.Totals.Time + a.OppTime
	if total == 0 || a.Totals.Time != b.OppTime || b.Totals.Time != a.OppTime {
		return nil
	}
	pa, pb := 100*a.Totals.Time/total, 100*b.Totals.Time/total
	if pa+pb < 100 {
		ra, rb := 100*a.Totals.Time%total, 100*b.Totals.Time%total
		if ra > rb || ra == rb && a.Totals.Time >= b.Totals.Time {
			pa++
		} else {
			pb++
		}
	}
	return map[*Standing]int{a: pa, b: pb}
}

// categories are the leader categories of the report's games: the shared
// ones, the game's own counts, then time of possession.
func (r *Report) categories() []leaderCategory {
	out := append([]leaderCategory(nil), leaderCategories...)
	var seen []string
	for _, s := range r.Standings {
		for _, c := range s.Counts {
			if !slices.Contains(seen, c.Key) {
				seen = append(seen, c.Key)
				out = append(out, countCategory(c.Key, c.Title))
			}
		}
	}
	if r.Kind != nil {
		out = append(out, timeCategory(r.Kind, r.timeShares()))
	}
	return out
}

func ratio(n, d int) float64 {
	if d == 0 {
		return 0
	}
	return float64(n) / float64(d)
}

// Leaders ranks the teams that played in each category; equal values keep
// the standings order.
func (r *Report) Leaders() []Leader {
	var played []*Standing
	for _, s := range r.Standings {
		if s.Games() > 0 {
			played = append(played, s)
		}
	}
	cats := r.categories()
	out := make([]Leader, 0, len(cats))
	for _, c := range cats {
		l := Leader{Key: c.key, Title: c.title}
		teams := append([]*Standing(nil), played...)
		sort.SliceStable(teams, func(i, j int) bool {
			a, b := c.value(teams[i]), c.value(teams[j])
			if c.fewest {
				return a < b
			}
			return a > b
		})
		for _, s := range teams {
			l.Rows = append(l.Rows, LeaderRow{Team: s.Team, Value: c.value(s), Text: c.text(s)})
		}
		out = append(out, l)
	}
	return out
}

// Name is the league's name: the league file's, the --league filter's, or
// the league: header every game shares ("League" when none).
func (r *Report) Name() string {
	switch {
	case r.Config.Name != "":
		return r.Config.Name
	case r.Filter.League != "":
		return r.Filter.League
	case r.commonLeague() != "":
		return r.commonLeague()
	}
	return "League"
}

// Season is the season reported: the --season filter's, else the league
// file's ("" when neither says).
func (r *Report) Season() string {
	if r.Filter.Season != "" {
		return r.Filter.Season
	}
	return r.Config.Season
}

// Title is the report's heading: the league's name and season (and a
// section's game).
func (r *Report) Title() string {
	t := r.Name()
	if s := r.Season(); s != "" {
		t += ", season " + s
	}
	if r.Part {
		t += ": " + r.Kind.Title()
	}
	return t
}

// commonLeague is the league: header every counted game shares, or "".
func (r *Report) commonLeague() string {
	l := ""
	for _, g := range append(append([]*Game(nil), r.Games...), r.Unfinished...) {
		switch {
		case g.League == "":
			return ""
		case l == "":
			l = g.League
		case !strings.EqualFold(l, g.League):
			return ""
		}
	}
	return l
}
