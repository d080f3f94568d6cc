package league

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
)

// SkillRow is a team's luck and skill over a league's finished games whose
// game has values (each game read against them, review.Read), from the
// team's side, in shares of win chance (0.05 is 5 points): Own is what
// its own choices gave up (never above zero but for a pair of calls
// drawn from a mix), Skill its skill in the ledger (its own choices and
// its opponents'), Luck the dice's. Result − Start over its games is
// Luck + Skill.
type SkillRow struct {
	Team  string  `json:"team"`
	Games int     `json:"games"`
	Own   float64 `json:"own"`
	Skill float64 `json:"skill"`
	Luck  float64 `json:"luck"`
	Start float64 `json:"start"`
	// Result is the sum of its results: 1 a win, ½ a tie.
	Result float64 `json:"result"`
}

// PerGame is v over the row's games.
func (r SkillRow) PerGame(v float64) float64 { return v / float64(max(r.Games, 1)) }

// Skill ranks the teams of the report's finished games by skill: read
// reads a game against its game's values (nil, nil for a game without
// values). The teams are ordered by what their own choices gave up a
// game, least first, then by name; a team without a valued game is left
// out. It also says which games were read (SkillGames).
func Skill(rep *Report, read func(g *Game) (*review.Game, error)) (out []SkillRow, games SkillGames, err error) {
	rows := map[string]*SkillRow{}
	for _, part := range rep.Parts() {
		for _, g := range part.Games {
			r, err := read(g)
			if err != nil {
				return nil, games, fmt.Errorf("%s: %w", g.File, err)
			}
			if r == nil {
				games.Left++
				continue
			}
			games.Read++
			if r.Estimated {
				games.Estimated, games.Measured = games.Estimated+1, r.Measured
			}
			for _, side := range []engine.Side{engine.Home, engine.Away} {
				row := rows[g.Team[side]]
				if row == nil {
					row = &SkillRow{Team: g.Team[side]}
					rows[g.Team[side]] = row
				}
				l := r.Ledger.Side(side)
				row.Games++
				row.Own += r.Own[side]
				row.Skill += l.Skill
				row.Luck += l.Luck
				row.Start += l.Start
				row.Result += l.Result
			}
		}
	}
	out = make([]SkillRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	slices.SortFunc(out, func(a, b SkillRow) int {
		if c := cmp.Compare(b.PerGame(b.Own), a.PerGame(a.Own)); c != 0 {
			return c
		}
		return strings.Compare(a.Team, b.Team)
	})
	return out, games, nil
}

// SkillGames are the games a ranking read, those left out (their game has
// no values) and those of them read against estimated values, with the
// estimate's measured error.
type SkillGames struct {
	Read      int    `json:"games"`
	Left      int    `json:"left_out,omitempty"`
	Estimated int    `json:"estimated,omitempty"`
	Measured  string `json:"measured,omitempty"`
}

// note says which games were left out or estimated ("" for none).
func (g SkillGames) note() string {
	s := leftOut(g.Left)
	if g.Estimated > 0 {
		s += fmt.Sprintf("\n%d of the games read %s estimated values (≈), %s.", g.Estimated, plural(g.Estimated, "has", "have"),
			review.Measured(g.Measured))
	}
	return s
}

// WriteSkillText prints the ranking by skill, a line per team, figures a
// game in points of win chance, and how many games were left out (left:
// their game has no values).
func WriteSkillText(w io.Writer, rows []SkillRow, games SkillGames) error {
	if len(rows) == 0 {
		_, err := fmt.Fprintln(w, "No finished game of a solved game (one with exact values): no skill to rank."+leftOut(games.Left))
		return err
	}
	wide := len("Team")
	for _, r := range rows {
		wide = max(wide, len([]rune(r.Team)))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Skill over %d %s, a game, in points of win chance (a tie counting half): own is what the team's\n", games.Read, plural(games.Read, "game", "games"))
	b.WriteString("choices gave up against the best (0.0: always a best choice); skill adds what its opponents'\n")
	b.WriteString("choices gave it; luck is the dice's. Ranked by own, the best first." + games.note() + "\n\n")
	fmt.Fprintf(&b, "%3s  %-*s  %5s  %6s  %6s  %6s\n", "#", wide, "Team", "Games", "Own", "Skill", "Luck")
	for i, r := range rows {
		fmt.Fprintf(&b, "%3d  %-*s  %5d  %6s  %6s  %6s\n", i+1, wide+len(r.Team)-len([]rune(r.Team)), r.Team, r.Games,
			points(r.PerGame(r.Own)), points(r.PerGame(r.Skill)), points(r.PerGame(r.Luck)))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// leftOut says how many games were left out, their game having no values
// ("" for none).
func leftOut(left int) string {
	if left == 0 {
		return ""
	}
	return fmt.Sprintf("\n%d finished %s left out: %s no exact values.", left, plural(left, "game is", "games are"), plural(left, "its game has", "their games have"))
}

// WriteSkillJSON prints the ranking as one JSON object: the games read,
// those left out (their game has no values; none: no key) and the teams
// in rank order, their figures summed over their games.
func WriteSkillJSON(w io.Writer, rows []SkillRow, games SkillGames) error {
	return json.NewEncoder(w).Encode(struct {
		SkillGames
		Teams []SkillRow `json:"teams"`
	}{games, rows})
}

// points is a share of win chance in signed points, one decimal.
func points(v float64) string {
	if t := fmt.Sprintf("%+.1f", 100*v); t != "+0.0" && t != "-0.0" {
		return t
	}
	return "0.0"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
