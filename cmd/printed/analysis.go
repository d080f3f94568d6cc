package printed

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
)

// Analysis is the scoresheet's analysis of g read against its game's
// values (nil for a game without), written once for every game that has
// values: the home team's chance after every entry over game time, the
// key moments (the three choices that gave up the most, the three rolls
// that swung the game most) and each team's luck-and-skill line, in the
// game's words (review.WordsOf). The values are got once in a run
// (values.For; a computation reports its progress on errOut), an
// estimate only when it is built already: without it, the sheet has no
// analysis and says so on errOut, once in a run.
func Analysis(ctx context.Context, errOut io.Writer, g *tracker.Game) (*sheets.Analysis, error) {
	read, err := values.Read(ctx, g.Record, true, values.AtHand, engine.ValuesRequest{Progress: errOut})
	if errors.Is(err, engine.ErrNotAtHand) {
		if _, said := notBuilt.LoadOrStore(g.Kind.Name(), true); !said {
			fmt.Fprintf(errOut, "The scoresheet has no analysis: %s's estimated values are not built for this setup yet (%s builds them).\n",
				g.Kind.Title(), cmdutil.BuildAhead(g))
		}
		return nil, nil
	}
	if read == nil || err != nil {
		return nil, err
	}
	return AnalysisOf(g, read, review.WordsOf(g.Kind, read))
}

// notBuilt are the games whose sheets were said to have no analysis
// without their estimate, by name.
var notBuilt sync.Map

// moment is an entry of a game as the key moments word it: its row, and
// how far it swung the game.
type moment struct {
	row  []string
	size float64
}

// AnalysisOf is the scoresheet's analysis of g, read against its values
// (read), in w's words, with its teams as the record names them (in a
// league's scoresheet too).
func AnalysisOf(g *tracker.Game, read *review.Game, w *review.Words) (*sheets.Analysis, error) {
	_, su, err := tracker.Setup(g.Record)
	if err != nil {
		return nil, err
	}
	m, teams, tl := g.Match, su.Teams, g.Match.Shape().Timeline
	an := &sheets.Analysis{ChartTitle: "Chance of winning, entry by entry",
		ChartNote: engine.Possessive(teams[engine.Home].Name) + " chance after every entry, from " + w.Source + " (a tie counts half); " +
			"a dot at each score in the scorer's colour, the score (home–away) above" + w.ChartMore + ".",
		Note:    "Win chance: the team's, a tie counting half, with best play from then on (" + w.Source + "); in brackets, the best choice's.",
		Moments: [][]string{}}
	if read.Estimated {
		an.Note += " Estimated (≈): " + review.Measured(read.Measured) + "."
	}
	at := func(st engine.Status) int { // within the chart's time, whatever the game's clock does
		total := max(tl.Periods, st.Period) * tl.Length
		if st.Final {
			return total
		}
		return min(max((st.Period-1)*tl.Length+tl.Length-st.Clock, 0), total)
	}
	an.Points = append(an.Points, sheets.ChancePoint{T: at(read.Before(0)), Home: read.Start, Score: read.Before(0).Score})
	var choices, rolls []moment
	for i, e := range read.Entries {
		after := read.Before(i + 1)
		pt := sheets.ChancePoint{T: at(after), Home: e.After, Score: after.Score, Try: w.Entries[i].Try}
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			if d := after.Score[side] - e.At.Score[side]; d > 0 {
				pt.Points, pt.Scorer = d, side
			}
		}
		an.Points = append(an.Points, pt)
		if e.Roll {
			rolls = append(rolls, moment{momentRow(m, teams, &e, &w.Entries[i], "Roll", w.Entries[i].What,
				read.Pct(engine.ForSide(e.Before, e.Team))+" → "+read.Pct(engine.ForSide(e.After, e.Team))), math.Abs(e.Swing())})
		}
	}
	for _, d := range review.ReportOf(read, teams, w).Decisions { // the choices that gave up more than a twentieth of a point
		if c := &w.Entries[d.Entry-1]; d.GivenUp > 0.0005 {
			choices = append(choices, moment{momentRow(m, teams, &read.Entries[d.Entry-1], c, "Choice", c.What+": "+d.Made,
				fmt.Sprintf("%s (%s: %s)", read.Pct(d.Value), d.Best, read.Pct(d.BestVal))), d.GivenUp})
		}
	}
	for _, ms := range [][]moment{choices, rolls} {
		slices.SortStableFunc(ms, func(x, y moment) int { return cmp.Compare(y.size, x.size) })
		for _, mo := range ms[:min(3, len(ms))] {
			an.Moments = append(an.Moments, mo.row)
		}
	}
	if len(an.Moments) > 0 {
		for _, side := range []engine.Side{engine.Home, engine.Away} {
			an.Ledger = append(an.Ledger, strings.TrimSuffix(review.LedgerLine(teams[side].Name, teams[side.Other()].Name,
				read.Ledger.Side(side), read.Own[side], read.Final, read.Estimated), "\n"))
		}
	}
	return an, nil
}

// momentRow is a key moment's row: entry e (c, its words), what kind, what
// it was and its chance.
func momentRow(m engine.Match, teams engine.Teams, e *review.Entry, c *review.Columns, kind, what, chance string) []string {
	return []string{kind, strconv.Itoa(c.Possession), strconv.Itoa(e.At.Period), m.Clock(e.At.Clock), teams.Abbrev(e.Team), what, chance}
}
