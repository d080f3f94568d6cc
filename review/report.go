package review

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Report is review --json's object for a game with values that has no
// review of its own: every choice against its best, each team in sum with
// its ledger, and the game's ledger (the home team's).
type Report struct {
	Decisions []Decision            `json:"decisions"`
	Teams     map[string]TeamReport `json:"teams"`
	Final     bool                  `json:"final"`
	Ledger    Ledger                `json:"ledger"`
}

// Decision is one choice, reviewed: every allowed choice with its value
// for the team that chose (best first), the one made and the best.
type Decision struct {
	Entry   int           `json:"entry"`
	Team    string        `json:"team"`
	Ask     string        `json:"ask"`
	Made    string        `json:"made"`
	Choices []ChoiceValue `json:"choices"`
	Value   float64       `json:"value"`
	Best    string        `json:"best"`
	BestVal float64       `json:"best_value"`
	GivenUp float64       `json:"given_up"`
	Period  int           `json:"period"`
	Clock   string        `json:"clock"`
	side    engine.Side   // the team's
	entry   *Entry        // the entry
	_       [0]func()     // not comparable
}

// ChoiceValue is a choice and its value for the team choosing.
type ChoiceValue struct {
	Choice string  `json:"choice"`
	Value  float64 `json:"value"`
}

// TeamReport is a team's choices in sum, and its ledger.
type TeamReport struct {
	Name      string     `json:"name"`
	Choices   int        `json:"choices"`
	GivenUp   float64    `json:"given_up"`
	Costliest []Decision `json:"costliest"`
	Ledger
}

// ReportOf is g's review, in m's words for its clock (m, any match of the
// game) and with teams' names.
func ReportOf(g *Game, teams engine.Teams, m engine.Match) Report {
	r := Report{Decisions: []Decision{}, Teams: map[string]TeamReport{}, Final: g.Final, Ledger: g.Ledger}
	for i := range g.Entries {
		e := &g.Entries[i]
		if e.Roll || e.Made < 0 {
			continue
		}
		d := Decision{Entry: e.Entry, Team: e.Team.String(), Ask: e.Ask, Made: e.Choices[e.Made].Entry,
			Period: e.Period, Clock: m.Clock(e.Clock), side: e.Team}
		for _, c := range e.Choices {
			d.Choices = append(d.Choices, ChoiceValue{c.Entry, engine.ForSide(c.Home, e.Team)})
		}
		d.Value = d.Choices[e.Made].Value
		slices.SortStableFunc(d.Choices, func(a, b ChoiceValue) int { return -cmpFloat(a.Value, b.Value) })
		d.Best, d.BestVal = d.Choices[0].Choice, d.Choices[0].Value
		if d.Value >= d.BestVal {
			d.Best = d.Made // a best choice, among equals
		}
		d.GivenUp = max(d.BestVal-d.Value, 0)
		r.Decisions = append(r.Decisions, d)
	}
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		tr := TeamReport{Name: teams[side].Name, Costliest: []Decision{}, Ledger: g.Ledger.Side(side)}
		var mine []Decision
		for _, d := range r.Decisions {
			if d.side == side {
				tr.Choices++
				tr.GivenUp += d.GivenUp
				if d.GivenUp > 0 {
					mine = append(mine, d)
				}
			}
		}
		slices.SortStableFunc(mine, func(a, b Decision) int { return -cmpFloat(a.GivenUp, b.GivenUp) })
		tr.Costliest = append(tr.Costliest, mine[:min(3, len(mine))]...)
		r.Teams[side.String()] = tr
	}
	return r
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

// Text is the review as the review command prints it: every choice (what
// was asked, the choice made and its chance, the best and its chance,
// what was given up), each team's total and costliest choices, the
// biggest swings of the dice, and the ledger a line per team.
func (r Report) Text(g *Game, title string, teams engine.Teams) string {
	var b strings.Builder
	pct := func(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }
	fmt.Fprintf(&b, "%s vs %s (%s): every choice against the exact values\n", teams[engine.Home], teams[engine.Away], title)
	b.WriteString("(the chance of winning each choice left its team, a tie counting half; given up: points of win chance)\n\n")
	fmt.Fprintf(&b, "%5s  %-3s %-10s %-4s %-20s %-10s %6s   %-10s %6s  %s\n", "entry", "P", "clock", "team", "asked", "made", "", "best", "", "given up")
	for _, d := range r.Decisions {
		given, best := "-", ""
		if d.GivenUp > 0.0005 {
			given = fmt.Sprintf("%.1f", 100*d.GivenUp)
		}
		if d.Best != d.Made {
			best = fmt.Sprintf("%-10s %6s", d.Best, pct(d.BestVal))
		}
		fmt.Fprintf(&b, "%5d  %-3d %-10s %-4s %-20s %-10s %6s   %-17s  %s\n", d.Entry, d.Period, d.Clock, teams.Abbrev(d.side), d.Ask, d.Made, pct(d.Value), best, given)
	}
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		tr := r.Teams[side.String()]
		fmt.Fprintf(&b, "\n%s: %d choices, %.1f points of win chance given up in all", tr.Name, tr.Choices, 100*tr.GivenUp)
		if len(tr.Costliest) == 0 {
			b.WriteString(": every choice was a best one.\n")
			continue
		}
		b.WriteString("; the costliest:\n")
		for _, d := range tr.Costliest {
			fmt.Fprintf(&b, "  entry %d (period %d, %s): %s: %s %s, but %s %s (%.1f given up)\n", d.Entry, d.Period, d.Clock, d.Ask, d.Made, pct(d.Value), d.Best, pct(d.BestVal), 100*d.GivenUp)
		}
	}
	var rolls []Entry
	for _, e := range g.Entries {
		if e.Roll {
			rolls = append(rolls, e)
		}
	}
	slices.SortStableFunc(rolls, func(a, b Entry) int { return -cmpFloat(math.Abs(a.Swing()), math.Abs(b.Swing())) })
	if len(rolls) > 0 {
		b.WriteString("\nThe rolls that swung the game most (the rolling team's chance before → after):\n")
		for _, e := range rolls[:min(3, len(rolls))] {
			fmt.Fprintf(&b, "  entry %d (%s): %s %s %s → %s\n", e.Entry, teams[e.Team], e.Ask, e.Token,
				pct(engine.ForSide(e.Before, e.Team)), pct(engine.ForSide(e.After, e.Team)))
		}
	}
	b.WriteString("\n" + LedgerHead)
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		b.WriteString(LedgerLine(teams[side].Name, teams[side.Other()].Name, g.Ledger.Side(side), g.Own[side], g.Final))
	}
	return b.String()
}
