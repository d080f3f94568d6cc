package printed

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// Analysis is the scoresheet's analysis of g read against its game's
// values (nil for a game without), written once for every game that has
// values: the home team's chance after every entry over game time, the
// key moments (the three choices that gave up the most, the three rolls
// that swung the game most) and each team's luck-and-skill line, in the
// game's words (review.WordsOf). The values are got once in a run
// (cmdutil.Values; a computation reports its progress on errOut).
func Analysis(ctx context.Context, errOut io.Writer, g *tracker.Game) (*sheets.Analysis, error) {
	read, err := cmdutil.Read(ctx, g.Record, true, engine.ValuesRequest{Progress: errOut})
	if read == nil || err != nil {
		return nil, err
	}
	return AnalysisOf(g, read, review.WordsOf(g.Kind, read))
}

// AnalysisOf is the scoresheet's analysis of g, read against its values
// (read), in w's words.
func AnalysisOf(g *tracker.Game, read *review.Game, w *review.Words) (*sheets.Analysis, error) {
	_, su, err := tracker.Setup(g.Record) // the teams as the record names them, in a league's scoresheet too
	if err != nil {
		return nil, err
	}
	return analysisOf(g.Match, su.Teams, read, w), nil
}

// moment is an entry of a game as the key moments word it: its row, and
// how far it swung the game.
type moment struct {
	row  []string
	size float64
}

// analysisOf words read, a game of m's read against its values, in w's
// words for the scoresheet.
func analysisOf(m engine.Match, teams engine.Teams, read *review.Game, w *review.Words) *sheets.Analysis {
	tl := m.Shape().Timeline
	an := &sheets.Analysis{ChartTitle: "Chance of winning, entry by entry",
		ChartNote: engine.Possessive(teams[engine.Home].Name) + " chance after every entry, from " + w.Source + " (a tie counts half); " +
			"a dot at each score in the scorer's colour, the score (home–away) above" + w.ChartMore + ".",
		Note:    "Win chance: the team's, a tie counting half, with best play from then on (" + w.Source + "); in brackets, the best choice's.",
		Moments: [][]string{}}
	at := func(st engine.Status) int { // within the chart's time, whatever the game's clock does
		total := max(tl.Periods, st.Period) * tl.Length
		if st.Final {
			return total
		}
		return min(max((st.Period-1)*tl.Length+tl.Length-st.Clock, 0), total)
	}
	var choices, rolls []moment
	start := read.End
	if len(read.Entries) > 0 {
		start = read.Entries[0].At
	}
	an.Points = append(an.Points, sheets.ChancePoint{T: at(start), Home: read.Start, Score: start.Score})
	for i, e := range read.Entries {
		after := read.End
		if i+1 < len(read.Entries) {
			after = read.Entries[i+1].At
		}
		pt := sheets.ChancePoint{T: at(after), Home: e.After, Score: after.Score, Try: w.Entries[i].Try}
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			if d := after.Score[side] - e.At.Score[side]; d > 0 {
				pt.Points, pt.Scorer = d, side
			}
		}
		an.Points = append(an.Points, pt)
		if mo, ok := momentOf(m, teams, &e, &w.Entries[i]); ok && e.Roll {
			rolls = append(rolls, mo)
		} else if ok {
			choices = append(choices, mo)
		}
	}
	for _, ms := range [][]moment{choices, rolls} {
		slices.SortStableFunc(ms, func(x, y moment) int { return -cmpFloat(x.size, y.size) })
		for _, mo := range ms[:min(3, len(ms))] {
			an.Moments = append(an.Moments, mo.row)
		}
	}
	if len(an.Moments) > 0 {
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			an.Ledger = append(an.Ledger, strings.TrimSuffix(review.LedgerLine(teams[side].Name, teams[side.Other()].Name,
				read.Ledger.Side(side), read.Own[side], read.Final), "\n"))
		}
	}
	return an
}

// momentOf is entry e as a key moment (c, its words): a roll, or a choice
// that gave up more than a twentieth of a point (false for another).
func momentOf(m engine.Match, teams engine.Teams, e *review.Entry, c *review.Columns) (moment, bool) {
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
	mine := func(v float64) float64 { return engine.ForSide(v, e.Team) }
	row := func(kind, what, chance string) []string {
		return []string{kind, strconv.Itoa(c.Possession), strconv.Itoa(e.At.Period), m.Clock(e.At.Clock), teams.Abbrev(e.Team), what, chance}
	}
	if e.Roll {
		return moment{row("Roll", c.What, pct(mine(e.Before))+" → "+pct(mine(e.After))), math.Abs(e.Swing())}, true
	}
	if e.Made < 0 || e.Best < 0 {
		return moment{}, false
	}
	made, best := mine(e.Choices[e.Made].Home), mine(e.Choices[e.Best].Home)
	if best-made <= 0.0005 {
		return moment{}, false
	}
	return moment{row("Choice", c.What+": "+e.Choices[e.Made].Entry, fmt.Sprintf("%s (%s: %s)", pct(made), e.Choices[e.Best].Entry, pct(best))), best - made}, true
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
