package printed

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// ValuesAnalysis is the scoresheet's analysis of g read against its game's
// values (nil for a game without), written once for every game that has
// values and no analysis of its own: the home team's chance after every
// entry over game time, the key moments (the three choices that gave up
// the most, the three rolls that swung the game most) in the game's words
// for what was asked, and each team's luck-and-skill line. The values are
// got once (a computation reports its progress on errOut); cache keeps
// them, by game and variant, for a command that prints many games.
func ValuesAnalysis(ctx context.Context, errOut io.Writer, g *tracker.Game, cache map[string]any) (*sheets.Analysis, error) {
	vg, ok := g.Kind.(engine.Valued)
	if !ok {
		return nil, nil
	}
	variant, _ := g.Match.Variant()
	key := "values\x00" + g.Kind.Name() + "\x00" + variant
	v, _ := cache[key].(engine.Valuer)
	if v == nil {
		var err error
		if v, err = vg.Values(ctx, g.Match, engine.ValuesRequest{Progress: errOut}); err != nil {
			return nil, err
		}
		if cache != nil {
			cache[key] = v
		}
	}
	start, err := tracker.NewGame(g.Record)
	if err != nil {
		return nil, err
	}
	m, ok := start.Match.(engine.Core)
	if !ok {
		return nil, nil
	}
	toks := g.Record.Tokens()[:g.Match.Entries()]
	read, err := review.Read(v, m, toks)
	if err != nil {
		return nil, err
	}
	return analysisOf(g, m.Clone(), toks, read), nil
}

// moment is an entry of a game as the key moments word it.
type moment struct {
	row  []string
	size float64
}

// analysisOf words read, the game of entries toks from start (a copy,
// moved on here), for the scoresheet.
func analysisOf(g *tracker.Game, m engine.Core, toks []engine.Token, read *review.Game) *sheets.Analysis {
	tl := g.Match.Shape().Timeline
	home := g.Teams[engine.Home].Name
	an := &sheets.Analysis{ChartTitle: "Chance of winning, entry by entry",
		ChartNote: engine.Possessive(home) + " chance after every entry, from the game's exact values (a tie counts half); " +
			"a dot at each score in the scorer's colour, the score (home–away) above.",
		Note:    "Win chance: the team's, a tie counting half, with best play from then on (the game's exact values); in brackets, the best choice's.",
		Moments: [][]string{}}
	at := func(st engine.Status) int { // within the chart's time, whatever the game's clock does
		total := max(tl.Periods, st.Period) * tl.Length
		if st.Final {
			return total
		}
		return min(max((st.Period-1)*tl.Length+tl.Length-st.Clock, 0), total)
	}
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
	st := m.Status()
	an.Points = append(an.Points, sheets.ChancePoint{T: at(st), Home: read.Start, Score: st.Score})
	var choices, rolls []moment
	possession := 0
	for i, tok := range toks {
		a, before := m.Next(), m.Status()
		possession = len(engine.PossessionsOf(m.Shared()))
		if m.Apply(tok) != nil {
			break
		}
		e := read.Entries[i]
		after := m.Status()
		pt := sheets.ChancePoint{T: at(after), Home: e.After, Score: after.Score}
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			if d := after.Score[side] - before.Score[side]; d > 0 {
				pt.Points, pt.Scorer = d, side
			}
		}
		an.Points = append(an.Points, pt)
		row := []string{"", strconv.Itoa(max(possession, 1)), strconv.Itoa(before.Period), g.Match.Clock(before.Clock), g.Teams.Abbrev(e.Team)}
		mine := func(v float64) float64 { return engine.ForSide(v, e.Team) }
		switch {
		case e.Roll:
			rolls = append(rolls, moment{append(row, "Roll", a.What+" "+tok.Text, pct(mine(e.Before))+" → "+pct(mine(e.After))), math.Abs(e.Swing())})
		case e.Made >= 0 && e.Best >= 0:
			made, best := mine(e.Choices[e.Made].Home), mine(e.Choices[e.Best].Home)
			if best-made > 0.0005 {
				choices = append(choices, moment{append(row, "Choice", a.What+": "+tok.Text,
					fmt.Sprintf("%s (%s: %s)", pct(made), e.Choices[e.Best].Entry, pct(best))), best - made})
			}
		}
	}
	for _, ms := range [][]moment{choices, rolls} {
		slices.SortStableFunc(ms, func(x, y moment) int {
			switch {
			case x.size > y.size:
				return -1
			case x.size < y.size:
				return 1
			}
			return 0
		})
		for _, mo := range ms[:min(3, len(ms))] {
			r := mo.row
			an.Moments = append(an.Moments, []string{r[5], r[1], r[2], r[3], r[4], r[6], r[7]})
		}
	}
	if len(an.Moments) > 0 {
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			an.Ledger = append(an.Ledger, strings.TrimSuffix(review.LedgerLine(g.Teams[side].Name, g.Teams[side.Other()].Name,
				read.Ledger.Side(side), read.Own[side], read.Final), "\n"))
		}
	}
	return an
}
