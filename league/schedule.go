package league

// Scheduled is a fixture of the schedule and whether a record plays it.
type Scheduled struct {
	Fixture
	Coach  [2]string // from league.yaml
	Played *Game     // the record that plays it (finished or not), or nil
}

// Schedule matches the schedule's fixtures with the records: a record
// plays a fixture when its home and away teams are the fixture's and,
// when both have dates, the dates agree. Each record plays one fixture at
// most, the earliest it fits.
func (r *Report) Schedule() []Scheduled {
	used := map[*Game]bool{}
	games := append(append([]*Game(nil), r.Games...), r.Unfinished...)
	out := make([]Scheduled, len(r.Config.Schedule))
	for i, f := range r.Config.Schedule {
		out[i].Fixture = f
		for s, name := range []string{f.Home, f.Away} {
			if t := r.Config.Team(name); t != nil {
				out[i].Coach[s] = t.Coach
			}
		}
		for _, g := range games {
			if used[g] || Key(g.Team[0]) != Key(f.Home) || Key(g.Team[1]) != Key(f.Away) {
				continue
			}
			if f.Date != "" && g.Date != "" && f.Date != g.Date {
				continue
			}
			used[g] = true
			out[i].Played = g
			break
		}
	}
	return out
}

// Next is the schedule's next games: the unplayed fixtures on the earliest
// date that has any (all unplayed fixtures with all set). Fixtures without
// a date come after the dated ones.
func (r *Report) Next(all bool) []Scheduled {
	var open []Scheduled
	for _, s := range r.Schedule() {
		if s.Played == nil {
			open = append(open, s)
		}
	}
	if all || len(open) == 0 {
		return open
	}
	first := ""
	for _, s := range open {
		if s.Date != "" && (first == "" || s.Date < first) {
			first = s.Date
		}
	}
	var out []Scheduled
	for _, s := range open {
		if s.Date == first {
			out = append(out, s)
		}
	}
	return out
}
