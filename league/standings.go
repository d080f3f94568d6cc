package league

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Report is a league folded from its records.
type Report struct {
	Config *Config
	Filter Filter
	Dir    string

	Games      []*Game // finished games counted, by date then file
	Unfinished []*Game // games not yet over, listed apart
	Problems   []Problem
	Duplicates []Duplicate
	Unknown    []Unknown

	// Kind is the game the league plays (every counted record's); nil
	// when the folder mixes games, each in its section.
	Kind engine.Game
	// Sections are the reports of each game of a folder that mixes games
	// (nil otherwise); Part marks a section.
	Sections []*Report
	Part     bool
	// Undated: the games without a date are the night's (Night).
	Undated bool

	Standings []*Standing // in standings order
	teams     map[string]*Standing
}

// Record is won, lost and tied.
type Record struct{ W, L, T int }

func (r Record) String() string { return fmt.Sprintf("%d-%d-%d", r.W, r.L, r.T) }

// Games is the number of games in the record.
func (r Record) Games() int { return r.W + r.L + r.T }

// Pct is the winning percentage, a tie counting half (0 without games).
func (r Record) Pct() float64 {
	if r.Games() == 0 {
		return 0
	}
	return (float64(r.W) + float64(r.T)/2) / float64(r.Games())
}

// PctText is the percentage as standings print it: ".750", "1.000".
func PctText(p float64) string {
	s := fmt.Sprintf("%.3f", p)
	return strings.TrimPrefix(s, "0")
}

// add counts side s's result in game g, as its game-over event has it.
func (r *Record) add(g *Game, s engine.Side) {
	switch resultLetter(g, s) {
	case 'W':
		r.W++
	case 'L':
		r.L++
	default:
		r.T++
	}
}

// Standing is one team's line of the standings and what its leaders count.
type Standing struct {
	Team     string
	Abbrev   string
	Division string
	Colour   string
	Record
	PF, PA     int
	Home, Away Record
	Streak     string // "W3", "L1", "T1"; "" before a game
	Totals     TeamLine
	OppTime    int // the opponents' time of possession
	// Counts are the game's own statistics, added up (by Key, in the
	// order the games give them).
	Counts  []engine.Count
	results []byte
	key     string
}

// Diff is points for minus points against.
func (s *Standing) Diff() int { return s.PF - s.PA }

// team is the standing of a league team, made on first sight.
func (r *Report) team(name string) *Standing {
	k := Key(name)
	if s := r.teams[k]; s != nil {
		return s
	}
	s := &Standing{Team: name, key: k}
	if t := r.Config.Team(name); t != nil {
		s.Team, s.Abbrev, s.Division, s.Colour = t.Name, t.Abbrev, t.Division, t.Colour
	}
	r.teams[k] = s
	r.Standings = append(r.Standings, s)
	return s
}

// add maps the games' teams to league teams and counts them.
func (r *Report) add(games []*Game) {
	r.teams = map[string]*Standing{}
	cfg := r.Config
	for i := range cfg.Teams {
		r.team(cfg.Teams[i].Name)
	}
	sort.SliceStable(games, func(i, j int) bool {
		if games[i].Date != games[j].Date {
			return games[i].Date < games[j].Date
		}
		return games[i].File < games[j].File
	})
	names := spellings(games)
	unknown := map[string]int{} // a name's place in r.Unknown
	var kept []*Game
	for _, g := range games {
		ok := true
		for s := range g.Written {
			k := Key(g.Written[s])
			if len(cfg.Teams) > 0 {
				t := cfg.Team(g.Written[s])
				if t == nil {
					i, seen := unknown[k]
					if !seen {
						i = len(r.Unknown)
						unknown[k] = i
						r.Unknown = append(r.Unknown, Unknown{Name: g.Written[s]})
					}
					r.Unknown[i].Files = append(r.Unknown[i].Files, g.File)
					ok = false
					continue
				}
				g.Team[s] = t.Name
			} else {
				g.Team[s] = names[k]
			}
			if g.Coach[s] == "" {
				if t := cfg.Team(g.Written[s]); t != nil {
					g.Coach[s] = t.Coach
				}
			}
		}
		if ok && Key(g.Team[0]) == Key(g.Team[1]) {
			r.Problems = append(r.Problems, Problem{File: g.File, Reason: fmt.Sprintf("%s plays itself (home and away are the same team)", g.Team[0])})
			ok = false
		}
		if ok {
			kept = append(kept, g)
		}
	}
	for _, g := range kept {
		if !g.Final {
			r.Unfinished = append(r.Unfinished, g)
			continue
		}
		r.Games = append(r.Games, g)
		for s := engine.Home; s <= engine.Away; s++ {
			o := s.Other()
			t := r.team(g.Team[s])
			t.Record.add(g, s)
			if s == engine.Home {
				t.Home.add(g, s)
			} else {
				t.Away.add(g, s)
			}
			t.PF += g.Score[s]
			t.PA += g.Score[o]
			t.results = append(t.results, resultLetter(g, s))
			t.Totals.addLine(g.Stats[s])
			t.OppTime += g.Stats[o].Time
			t.addCounts(g.Counts, s)
		}
	}
	for _, s := range r.Standings {
		s.Streak = streak(s.results)
	}
	r.marks()
	r.order()
}

// resultLetter is W, L or T for side s, from the game-over event.
func resultLetter(g *Game, s engine.Side) byte {
	switch {
	case g.Tie:
		return 'T'
	case g.Winner == s:
		return 'W'
	}
	return 'L'
}

func (t *TeamLine) addLine(l TeamLine) {
	t.Touchdowns += l.Touchdowns
	t.FGMade += l.FGMade
	t.FGAtt += l.FGAtt
	t.Yards += l.Yards
	t.Possessions += l.Possessions
	t.Turnovers += l.Turnovers
	t.Time += l.Time
}

// addCounts adds side s's figures of a game's own counts (kept in the
// standing's N[0] and Of[0]).
func (t *Standing) addCounts(cs []engine.Count, s engine.Side) {
	for _, c := range cs {
		i := slices.IndexFunc(t.Counts, func(x engine.Count) bool { return x.Key == c.Key })
		if i < 0 {
			t.Counts = append(t.Counts, engine.Count{Key: c.Key, Title: c.Title})
			i = len(t.Counts) - 1
		}
		t.Counts[i].N[0] += c.N[s]
		t.Counts[i].Of[0] += c.Of[s]
	}
}

// Count is the standing's total of the game's count key.
func (t *Standing) Count(key string) (n, of int) {
	for _, c := range t.Counts {
		if c.Key == key {
			return c.N[0], c.Of[0]
		}
	}
	return 0, 0
}

// streak is the current run of the last result: "W3".
func streak(results []byte) string {
	n := len(results)
	if n == 0 {
		return ""
	}
	last, k := results[n-1], 0
	for k < n && results[n-1-k] == last {
		k++
	}
	return fmt.Sprintf("%c%d", last, k)
}

// spellings names each team (by Key) the way most records write it; a tie
// goes to the spelling met first.
func spellings(games []*Game) map[string]string {
	count := map[string]map[string]int{}
	first := map[string][]string{}
	for _, g := range games {
		for _, w := range g.Written {
			k := Key(w)
			w = strings.Join(strings.Fields(w), " ")
			if count[k] == nil {
				count[k] = map[string]int{}
			}
			if count[k][w] == 0 {
				first[k] = append(first[k], w)
			}
			count[k][w]++
		}
	}
	out := map[string]string{}
	for k, ws := range first {
		best := ws[0]
		for _, w := range ws[1:] {
			if count[k][w] > count[k][best] {
				best = w
			}
		}
		out[k] = best
	}
	return out
}

// marks gives every team a mark (abbreviation) unique in the league: the
// league file's, else the first of the name's MarkChoices no other team
// has, else two letters and a number.
func (r *Report) marks() {
	taken := map[string]bool{}
	for _, s := range r.Standings {
		if s.Abbrev != "" {
			taken[s.Abbrev] = true
		}
	}
	// A choice wanted by two teams goes to neither, so that neither mark
	// depends on which team was met first.
	want := map[string]int{}
	for _, s := range r.Standings {
		if s.Abbrev == "" {
			want[engine.MarkChoices(s.Team)[0]]++
		}
	}
	for _, s := range r.Standings {
		if s.Abbrev != "" {
			continue
		}
		ch := engine.MarkChoices(s.Team)
		if !taken[ch[0]] && want[ch[0]] == 1 {
			s.Abbrev = ch[0]
		} else if len(ch) > 1 && !taken[ch[1]] && !wantedFirst(r, ch[1], s) {
			s.Abbrev = ch[1]
		} else {
			base := []rune(ch[0])
			base = base[:min(2, len(base))]
			for n := 1; ; n++ {
				m := fmt.Sprintf("%s%d", string(base), n)
				if !taken[m] && want[m] == 0 {
					s.Abbrev = m
					break
				}
			}
		}
		taken[s.Abbrev] = true
	}
}

// wantedFirst says whether mark m is another team's first choice.
func wantedFirst(r *Report, m string, self *Standing) bool {
	for _, s := range r.Standings {
		if s != self && s.Abbrev == "" && engine.MarkChoices(s.Team)[0] == m {
			return true
		}
	}
	return false
}

// Teams is a game's two teams as the league names and marks them.
func (r *Report) Teams(g *Game) engine.Teams {
	var t engine.Teams
	for s := range g.Team {
		t[s] = engine.Team{Name: g.Team[s]}
		if st := r.teams[Key(g.Team[s])]; st != nil {
			t[s] = engine.Team{Name: st.Team, Mark: st.Abbrev}
		}
	}
	return t
}

// Standing is the line of the team named name (any case), or nil.
func (r *Report) Standing(name string) *Standing { return r.teams[Key(name)] }

// order sorts the standings by the tie-breakers.
func (r *Report) order() {
	r.Standings = r.rank(r.Standings, r.Config.Order())
}

// rank orders teams by the first tie-breaker, then the teams still tied by
// the rest; head-to-head counts only the games among the teams still tied.
func (r *Report) rank(teams []*Standing, tbs []string) []*Standing {
	if len(teams) < 2 || len(tbs) == 0 {
		return teams
	}
	tb := tbs[0]
	key := r.tieKey(tb, teams)
	out := append([]*Standing(nil), teams...)
	sort.SliceStable(out, func(i, j int) bool {
		return key(out[i]) > key(out[j])
	})
	if tb == "name" {
		sort.SliceStable(out, func(i, j int) bool {
			ai, aj := strings.ToLower(out[i].Team), strings.ToLower(out[j].Team)
			if ai != aj {
				return ai < aj
			}
			return out[i].Team < out[j].Team
		})
		return out
	}
	var done []*Standing
	for i := 0; i < len(out); {
		j := i + 1
		for j < len(out) && key(out[j]) == key(out[i]) {
			j++
		}
		done = append(done, r.rank(out[i:j], tbs[1:])...)
		i = j
	}
	return done
}

// tieKey is a tie-breaker as a number, larger first.
func (r *Report) tieKey(tb string, group []*Standing) func(*Standing) float64 {
	switch tb {
	case "percentage":
		return func(s *Standing) float64 { return s.Pct() }
	case "wins":
		return func(s *Standing) float64 { return float64(s.W) }
	case "difference":
		return func(s *Standing) float64 { return float64(s.Diff()) }
	case "points-for":
		return func(s *Standing) float64 { return float64(s.PF) }
	case "points-against":
		return func(s *Standing) float64 { return -float64(s.PA) }
	case "head-to-head":
		in := map[string]bool{}
		for _, s := range group {
			in[s.key] = true
		}
		rec := map[string]*Record{}
		for _, s := range group {
			rec[s.key] = &Record{}
		}
		for _, g := range r.Games {
			h, a := Key(g.Team[engine.Home]), Key(g.Team[engine.Away])
			if in[h] && in[a] {
				rec[h].add(g, engine.Home)
				rec[a].add(g, engine.Away)
			}
		}
		return func(s *Standing) float64 {
			if rec[s.key].Games() == 0 {
				return 0.5 // no games among them: neither ahead
			}
			return rec[s.key].Pct()
		}
	}
	return func(*Standing) float64 { return 0 }
}

// Pair is one team's games against one opponent.
type Pair struct {
	Team, Opponent string
	Record
	PF, PA int
}

// HeadToHead is every pair of teams that met, in standings order.
func (r *Report) HeadToHead() []Pair {
	pos := map[string]int{}
	for i, s := range r.Standings {
		pos[s.key] = i
	}
	n := len(r.Standings)
	grid := make([]*Pair, n*n)
	for _, g := range r.Games {
		for s := engine.Home; s <= engine.Away; s++ {
			a, b := pos[Key(g.Team[s])], pos[Key(g.Team[s.Other()])]
			p := grid[a*n+b]
			if p == nil {
				p = &Pair{Team: r.Standings[a].Team, Opponent: r.Standings[b].Team}
				grid[a*n+b] = p
			}
			p.Record.add(g, s)
			p.PF += g.Score[s]
			p.PA += g.Score[s.Other()]
		}
	}
	var out []Pair
	for _, p := range grid {
		if p != nil {
			out = append(out, *p)
		}
	}
	return out
}

// Grid is the head-to-head grid: cell [i][j] is standings team i's record
// against team j, won-lost (and tied when there are ties): "2-1", "1-0-1";
// "-" when they have not met, "x" on the diagonal.
func (r *Report) Grid() [][]string {
	n := len(r.Standings)
	pos := map[string]int{}
	for i, s := range r.Standings {
		pos[s.Team] = i
	}
	out := make([][]string, n)
	for i := range out {
		out[i] = make([]string, n)
		for j := range out[i] {
			out[i][j] = "-"
		}
		out[i][i] = "x"
	}
	for _, p := range r.HeadToHead() {
		t := fmt.Sprintf("%d-%d", p.W, p.L)
		if p.T > 0 {
			t += fmt.Sprintf("-%d", p.T)
		}
		out[pos[p.Team]][pos[p.Opponent]] = t
	}
	return out
}

// CoachRecord is a coach's record over the games counted.
type CoachRecord struct {
	Coach string
	Record
	Teams []string
	key   string
}

// Coaches is each coach's record (the records' home-coach and away-coach,
// else the league file's coach of the team), best percentage first.
func (r *Report) Coaches() []CoachRecord {
	by := map[string]*CoachRecord{}
	var list []*CoachRecord
	for _, g := range r.Games {
		for s := engine.Home; s <= engine.Away; s++ {
			name := strings.Join(strings.Fields(g.Coach[s]), " ")
			if name == "" {
				continue
			}
			k := Key(name)
			c := by[k]
			if c == nil {
				c = &CoachRecord{Coach: name, key: k}
				by[k] = c
				list = append(list, c)
			}
			c.Record.add(g, s)
			if !containsFold(c.Teams, g.Team[s]) {
				c.Teams = append(c.Teams, g.Team[s])
			}
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.Pct() != b.Pct() {
			return a.Pct() > b.Pct()
		}
		if a.W != b.W {
			return a.W > b.W
		}
		return a.key < b.key
	})
	out := make([]CoachRecord, len(list))
	for i, c := range list {
		out[i] = *c
	}
	return out
}
