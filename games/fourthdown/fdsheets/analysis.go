package fdsheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/review"
	gen "github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/sheets"
)

// keyMomentsNote says what the key moments' percentages are.
const keyMomentsNote = "Win chance: the team's, a tie counting half, with best play from then on (the exact solution of the rules); " +
	"in brackets, the best choice's."

// ReadAnalysis is a 4th Down game read against its solution (review.Analyse)
// as the scoresheet prints it: the home team's chance after every entry,
// and the key moments (the costliest choices, then the rolls that swung
// the game most, each with its drive and clock).
func ReadAnalysis(an *review.Analysis, m *fourthdown.Match) *sheets.Analysis {
	if an == nil {
		return nil
	}
	out := &sheets.Analysis{
		ChartTitle: "Chance of winning, entry by entry",
		ChartNote: engine.Possessive(m.Teams[fourthdown.Home].Name) + " chance after every entry, from the exact solution of the rules (a tie counts half); " +
			"a dot at each score in the scorer's colour, the score (home–away) above; halftime dashed.",
		Note:    keyMomentsNote,
		Moments: [][]string{}, // never nil: no moment yet is a table of none
	}
	for _, pt := range an.Points {
		out.Points = append(out.Points, sheets.ChancePoint{T: pt.T, Home: pt.Home, Points: pt.Points, Scorer: pt.Scorer,
			Try: pt.Kind == fourthdown.EvTry, Score: pt.Score})
	}
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
	clock := func(c int) string { return fmt.Sprintf("%d (%s)", c, m.Rules.ClockText(c)) }
	for _, d := range an.Costliest(3, 0.0005) {
		out.Moments = append(out.Moments, []string{"Choice", strconv.Itoa(d.Drive), strconv.Itoa(d.Half), clock(d.Clock), m.Teams.Abbrev(d.Side),
			d.What + ": " + d.Made, fmt.Sprintf("%s (%s: %s)", pct(d.Value), d.Best, pct(d.BestVal))})
	}
	for _, sw := range an.BiggestSwings(3) {
		out.Moments = append(out.Moments, []string{"Roll", strconv.Itoa(sw.Drive), strconv.Itoa(sw.Half), clock(sw.Clock), m.Teams.Abbrev(sw.Side),
			sw.What, pct(sw.Before) + " → " + pct(sw.After)})
	}
	if r := an.Read; r != nil && len(out.Moments) > 0 {
		for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
			out.Ledger = append(out.Ledger, strings.TrimSuffix(gen.LedgerLine(m.Teams[side].Name, m.Teams[side.Other()].Name,
				r.Ledger.Side(side), r.Own[side], r.Final), "\n"))
		}
	}
	return out
}
