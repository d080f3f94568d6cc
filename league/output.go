package league

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// JSONStanding is one line of `league --json`'s standings.
type JSONStanding struct {
	Rank     int     `json:"rank"`
	Team     string  `json:"team"`
	Abbrev   string  `json:"abbrev"`
	Division string  `json:"division,omitempty"`
	GP       int     `json:"gp"`
	W        int     `json:"w"`
	L        int     `json:"l"`
	T        int     `json:"t"`
	Pct      float64 `json:"pct"`
	PF       int     `json:"pf"`
	PA       int     `json:"pa"`
	Diff     int     `json:"diff"`
	Streak   string  `json:"streak"`
	Home     string  `json:"home"`
	Away     string  `json:"away"`
}

// JSONGame is a result (or an unfinished game).
type JSONGame struct {
	File      string `json:"file"`
	Date      string `json:"date,omitempty"`
	Home      string `json:"home"`
	Away      string `json:"away"`
	HomeScore int    `json:"home_score"`
	AwayScore int    `json:"away_score"`
	Winner    string `json:"winner,omitempty"` // home, away or tie
	// Period and Clock are where an unfinished game stands: the period
	// being played and the clock left in it, in the game's units.
	Period int    `json:"period,omitempty"`
	Half   int    `json:"half,omitempty"` // Period under its old name, kept until the next release
	Clock  *int   `json:"clock,omitempty"`
	League string `json:"league,omitempty"`
	Season string `json:"season,omitempty"`
	Rules  string `json:"rules"`
	Site   string `json:"site,omitempty"`
}

// JSONPair is one team's games against one opponent.
type JSONPair struct {
	Team     string `json:"team"`
	Opponent string `json:"opponent"`
	W        int    `json:"w"`
	L        int    `json:"l"`
	T        int    `json:"t"`
	PF       int    `json:"pf"`
	PA       int    `json:"pa"`
}

// JSONLeader is one category of leaders.
type JSONLeader struct {
	Category string `json:"category"`
	// RenamedTo is set on a category listed a second time under the name
	// it had before (until the next release): its name now.
	RenamedTo string          `json:"renamed_to,omitempty"`
	Title     string          `json:"title"`
	Teams     []JSONLeaderRow `json:"teams"`
}

// JSONLeaderRow is one team in a category.
type JSONLeaderRow struct {
	Team  string  `json:"team"`
	Value float64 `json:"value"`
	Text  string  `json:"text"`
}

// JSONCoach is a coach's record.
type JSONCoach struct {
	Coach string   `json:"coach"`
	W     int      `json:"w"`
	L     int      `json:"l"`
	T     int      `json:"t"`
	Pct   float64  `json:"pct"`
	Teams []string `json:"teams"`
}

// JSONReport is the object `league --json` prints: standings in standings
// order, each with at least team, w, l, t, pf and pa.
type JSONReport struct {
	// Game is the game the report's games play ("" for a folder that
	// mixes games: Sections has one report per game).
	Game         string         `json:"game,omitempty"`
	League       string         `json:"league"`
	Season       string         `json:"season,omitempty"`
	Games        int            `json:"games"`
	TieBreakers  []string       `json:"tiebreakers"`
	Standings    []JSONStanding `json:"standings"`
	HeadToHead   []JSONPair     `json:"head_to_head"`
	Results      []JSONGame     `json:"results"`
	Unfinished   []JSONGame     `json:"unfinished"`
	Leaders      []JSONLeader   `json:"leaders"`
	Coaches      []JSONCoach    `json:"coaches"`
	Problems     []Problem      `json:"problems"`
	Duplicates   []Duplicate    `json:"duplicates"`
	UnknownTeams []Unknown      `json:"unknown_teams"`
	Sections     []JSONReport   `json:"sections,omitempty"`
}

func round3(f float64) float64 { return math.Round(f*1000) / 1000 }

// JSON is the report as the --json object.
func (r *Report) JSON() JSONReport {
	j := JSONReport{
		League: r.Name(), Season: r.Season(), Games: len(r.Games),
		TieBreakers: r.Config.Order(),
		Standings:   []JSONStanding{}, HeadToHead: []JSONPair{}, Results: []JSONGame{},
		Unfinished: []JSONGame{}, Leaders: []JSONLeader{}, Coaches: []JSONCoach{},
		Problems: append([]Problem{}, r.Problems...), Duplicates: append([]Duplicate{}, r.Duplicates...),
		UnknownTeams: append([]Unknown{}, r.Unknown...),
	}
	if r.Kind != nil {
		j.Game = r.Kind.Name()
	}
	if r.Sections != nil {
		j.Problems, j.UnknownTeams = r.leftOut()
		for _, s := range r.Sections {
			js := s.JSON()
			js.Problems, js.Duplicates, js.UnknownTeams = []Problem{}, []Duplicate{}, []Unknown{}
			j.Sections = append(j.Sections, js)
		}
		return j
	}
	for i, s := range r.Standings {
		j.Standings = append(j.Standings, JSONStanding{Rank: i + 1, Team: s.Team, Abbrev: s.Abbrev, Division: s.Division,
			GP: s.Games(), W: s.W, L: s.L, T: s.T, Pct: round3(s.Pct()), PF: s.PF, PA: s.PA, Diff: s.Diff(),
			Streak: s.Streak, Home: s.Home.String(), Away: s.Away.String()})
	}
	for _, p := range r.HeadToHead() {
		j.HeadToHead = append(j.HeadToHead, JSONPair{Team: p.Team, Opponent: p.Opponent, W: p.W, L: p.L, T: p.T, PF: p.PF, PA: p.PA})
	}
	for _, g := range r.Games {
		j.Results = append(j.Results, r.jsonGame(g))
	}
	for _, g := range r.Unfinished {
		j.Unfinished = append(j.Unfinished, r.jsonGame(g))
	}
	for _, l := range r.Leaders() {
		jl := JSONLeader{Category: l.Key, Title: l.Title, Teams: []JSONLeaderRow{}}
		for _, row := range l.Rows {
			jl.Teams = append(jl.Teams, JSONLeaderRow{Team: row.Team, Value: round3(row.Value), Text: row.Text})
		}
		j.Leaders = append(j.Leaders, jl)
		if old, ok := oldCategories[l.Key]; ok {
			jl.Category, jl.RenamedTo = old, l.Key
			j.Leaders = append(j.Leaders, jl)
		}
	}
	for _, c := range r.Coaches() {
		j.Coaches = append(j.Coaches, JSONCoach{Coach: c.Coach, W: c.W, L: c.L, T: c.T, Pct: round3(c.Pct()), Teams: c.Teams})
	}
	return j
}

func (r *Report) jsonGame(g *Game) JSONGame {
	j := JSONGame{File: g.File, Date: g.Date, Home: g.Team[engine.Home], Away: g.Team[engine.Away],
		HomeScore: g.Score[engine.Home], AwayScore: g.Score[engine.Away],
		League: g.League, Season: g.Season, Rules: g.Rules, Site: g.Site}
	if g.Final {
		j.Winner = g.Result()
	} else {
		c := g.Clock
		j.Period, j.Half, j.Clock = g.Period, g.Period, &c
	}
	return j
}

// WriteJSON prints the --json object.
func (r *Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r.JSON())
}

// StandingsHeader is the standings' columns, as the CSV heads them.
var StandingsHeader = []string{"rank", "team", "abbrev", "division", "gp", "w", "l", "t", "pct", "pf", "pa", "diff", "streak", "home", "away"}

// StandingsRows is the standings as CSV cells, in StandingsHeader's order.
func (r *Report) StandingsRows() [][]string {
	rows := make([][]string, len(r.Standings))
	for i, s := range r.Standings {
		rows[i] = []string{fmt.Sprint(i + 1), s.Team, s.Abbrev, s.Division, fmt.Sprint(s.Games()),
			fmt.Sprint(s.W), fmt.Sprint(s.L), fmt.Sprint(s.T), fmt.Sprintf("%.3f", s.Pct()), // 0.750: a spreadsheet reads it
			fmt.Sprint(s.PF), fmt.Sprint(s.PA), DiffText(s.Diff()), s.Streak, s.Home.String(), s.Away.String()}
	}
	return rows
}

// DiffText is a point difference with its sign: "+27", "-3", "0".
func DiffText(d int) string {
	if d > 0 {
		return fmt.Sprintf("+%d", d)
	}
	return fmt.Sprint(d)
}

// WriteCSV prints the standings as CSV with a header row.
func (r *Report) WriteCSV(w io.Writer) error {
	if r.Sections != nil {
		var names []string
		for _, s := range r.Sections {
			names = append(names, s.Kind.Name())
		}
		return fmt.Errorf("the records mix %d games (%s): give --game NAME for one game's standings as CSV",
			len(names), strings.Join(names, ", "))
	}
	cw := csv.NewWriter(w)
	cw.Write(StandingsHeader)
	for _, row := range r.StandingsRows() {
		cw.Write(row)
	}
	cw.Flush()
	return cw.Error()
}

// ResultText is a finished game as the results list words it:
// "Bears 14 at Hawks 21".
func ResultText(g *Game) string {
	return fmt.Sprintf("%s %d at %s %d", g.Team[engine.Away], g.Score[engine.Away], g.Team[engine.Home], g.Score[engine.Home])
}

// UnfinishedText is a game not yet over with where it stands, in its
// game's words (4th Down: "Bears 0 at Owls 3, 1st half, 125 blocks left").
func UnfinishedText(g *Game) string {
	return ResultText(g) + ", " + g.Progress
}

// NoGames is what the standings say before any game is finished.
const NoGames = "No finished games yet."

// TableHeader heads a printed standings table: TableRows' columns.
var TableHeader = []string{"#", "Team", "Abbr", "GP", "W", "L", "T", "Pct", "PF", "PA", "Diff", "Streak", "Home", "Away"}

// Table is one printed standings table: the league's, or a division's.
type Table struct {
	Title string // "Standings", or the division's name
	Teams []*Standing
	Rows  [][]string // TableHeader's columns; # is the rank in the table
}

// Tables is the printed standings: one table per division in the league
// file's order (empty divisions left out), or one table.
func (r *Report) Tables() []Table {
	var out []Table
	idx := map[string]int{}
	for _, d := range r.Config.Divisions {
		idx[Key(d)] = len(out)
		out = append(out, Table{Title: d})
	}
	for _, s := range r.Standings {
		k := Key(s.Division)
		i, ok := idx[k]
		if !ok {
			i = len(out)
			idx[k] = i
			out = append(out, Table{Title: s.Division})
		}
		t := &out[i]
		t.Teams = append(t.Teams, s)
		t.Rows = append(t.Rows, []string{fmt.Sprint(len(t.Teams)), s.Team, s.Abbrev, fmt.Sprint(s.Games()), fmt.Sprint(s.W), fmt.Sprint(s.L),
			fmt.Sprint(s.T), PctText(s.Pct()), fmt.Sprint(s.PF), fmt.Sprint(s.PA), DiffText(s.Diff()), s.Streak, s.Home.String(), s.Away.String()})
	}
	kept := out[:0]
	for _, t := range out {
		if len(t.Teams) > 0 {
			if t.Title == "" {
				t.Title = "Standings"
			}
			kept = append(kept, t)
		}
	}
	return kept
}

// WriteText prints the report for a terminal: a folder that mixes games
// gives a section per game.
func (r *Report) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%s: %s\n", r.Title(), gamesText(len(r.Games), len(r.Unfinished)))
	if r.Sections == nil {
		r.writeBody(w)
	}
	for _, s := range r.Sections {
		fmt.Fprintf(w, "\n== %s: %s ==\n", s.Kind.Title(), gamesText(len(s.Games), len(s.Unfinished)))
		s.writeBody(w)
	}
	r.WriteLeftOut(w)
	return nil
}

// writeBody prints the standings, head-to-head, results, leaders, coaches
// and unfinished games of a report of one game.
func (r *Report) writeBody(w io.Writer) {
	if len(r.Standings) == 0 {
		fmt.Fprintln(w, "\n"+NoGames)
	}
	for _, t := range r.Tables() {
		fmt.Fprintf(w, "\n%s\n", t.Title)
		writeTable(w, "rllrrrrrrrrlll", append([][]string{TableHeader}, t.Rows...))
	}
	if len(r.Games) > 0 {
		fmt.Fprintf(w, "\nHead to head (the row team's won-lost against the column team)\n")
		head := []string{""}
		for _, s := range r.Standings {
			head = append(head, s.Abbrev)
		}
		rows := [][]string{head}
		for i, row := range r.Grid() {
			rows = append(rows, append([]string{r.Standings[i].Abbrev}, row...))
		}
		writeTable(w, "l"+strings.Repeat("r", len(head)), rows)

		fmt.Fprintf(w, "\nResults\n")
		for _, g := range r.Games {
			fmt.Fprintf(w, "  %-10s  %s  (%s)\n", dateText(g.Date), ResultText(g), g.File)
		}
		fmt.Fprintf(w, "\nLeaders\n")
		for _, l := range r.Leaders() {
			var parts []string
			for _, row := range l.Rows {
				parts = append(parts, row.Team+" "+row.Text)
			}
			fmt.Fprintf(w, "  %s: %s\n", l.Title, strings.Join(parts, "; "))
		}
		if cs := r.Coaches(); len(cs) > 0 {
			fmt.Fprintf(w, "\nCoaches\n")
			var rows [][]string
			for _, c := range cs {
				rows = append(rows, []string{c.Coach, c.Record.String(), PctText(c.Pct()), strings.Join(c.Teams, ", ")})
			}
			writeTable(w, "lrrl", rows)
		}
	}
	if len(r.Unfinished) > 0 {
		fmt.Fprintf(w, "\nUnfinished (not counted)\n")
		for _, g := range r.Unfinished {
			fmt.Fprintf(w, "  %-10s  %s  (%s)\n", dateText(g.Date), UnfinishedText(g), g.File)
		}
	}
}

// leftOut are the records left out and the unknown team names, with
// those each section found (a folder that mixes games).
func (r *Report) leftOut() ([]Problem, []Unknown) {
	ps, us := append([]Problem{}, r.Problems...), append([]Unknown{}, r.Unknown...)
	for _, s := range r.Sections {
		ps = append(ps, s.Problems...)
		us = append(us, s.Unknown...)
	}
	return ps, us
}

// LeftOutLines words each record not counted and why.
func (r *Report) LeftOutLines() []string {
	var out []string
	problems, unknown := r.leftOut()
	for _, p := range problems {
		out = append(out, p.String())
	}
	for _, d := range r.Duplicates {
		out = append(out, fmt.Sprintf("%s: the same game as %s (counted once)", d.File, d.SameAs))
	}
	for _, u := range unknown {
		out = append(out, fmt.Sprintf("team %q is not one of the league's teams (%s), in %s", u.Name, r.Config.teamNames(), strings.Join(u.Files, ", ")))
	}
	return out
}

// WriteLeftOut lists the records not counted and why.
func (r *Report) WriteLeftOut(w io.Writer) {
	lines := r.LeftOutLines()
	if len(lines) == 0 {
		return
	}
	fmt.Fprintf(w, "\nNot counted\n")
	for _, l := range lines {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

func dateText(d string) string {
	if d == "" {
		return "(no date)"
	}
	return d
}

func gamesText(n, unfinished int) string {
	s := fmt.Sprintf("%d games", n)
	if n == 1 {
		s = "1 game"
	}
	if unfinished > 0 {
		s += fmt.Sprintf(", %d unfinished", unfinished)
	}
	return s
}
