package review

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Own is a game with values that words its entries itself in a review
// and on the scoresheet's analysis (optional, on its engine.Game): 4th
// Down's half and clock in blocks, its situations and drives.
type Own interface {
	// ReviewWords are the words of g, a game of it read against its
	// values.
	ReviewWords(g *Game) *Words
}

// Words are a game's words for a game read against its values, those of
// the review and of the scoresheet's analysis.
type Words struct {
	// Against names the values in the review's first line ("the exact
	// values"), Source in the scoresheet's notes ("the game's exact
	// values"); ChartMore ends the chart's note.
	Against, Source, ChartMore string
	// Head heads the review's own columns (each entry's Cells), WhatHead
	// the column of what was asked; WhatWidth and MadeWidth are the widths
	// of it and of a choice.
	Head, WhatHead       string
	WhatWidth, MadeWidth int
	// Swings: the review lists the rolls that swung the game most.
	Swings bool
	// FirstBest: of choices worth the same, the best is the first asked,
	// even when another of them was made.
	FirstBest bool
	Entries   []Columns // an entry's each, in order
}

// Columns are an entry's words.
type Columns struct {
	Ask string // what was asked (review --json's "ask")
	// What is what a choice was made at ("4th and 3 at GUN 38"), or the
	// roll ("turnover roll 1 at own 20").
	What  string
	Where string // when, in the costliest choices ("period 2, flip 3")
	Cells string // the review's own columns
	// Possession is the possession it was made in, and Try whether what
	// it scored is a try.
	Possession int
	Try        bool
	JSON       any // review --json's own fields of a choice
}

// WordsOf are the words of g, a game of kind read against its values:
// the game's own (Own), else the ones every game has: its period and clock,
// what was asked, its possessions counted by its shared events.
func WordsOf(kind engine.Game, g *Game) *Words {
	w := ownWords(kind, g)
	if g.Estimated {
		w.Against, w.Source = "the estimated values", "the game's estimated values"
	}
	return w
}

// ownWords are the words of g in its game's own words (Own), else in
// every game's.
func ownWords(kind engine.Game, g *Game) *Words {
	if o, ok := kind.(Own); ok {
		return o.ReviewWords(g)
	}
	w := &Words{Against: "the exact values", Source: "the game's exact values", Head: fmt.Sprintf("%-3s %-10s ", "P", "clock"),
		WhatHead: "asked", WhatWidth: 20, MadeWidth: 10, Swings: true}
	opened := make([]int, len(g.Entries)+1) // possessions opened before each entry
	for _, ev := range g.Match.Shared() {
		if ev.Kind == engine.EvPossession && ev.Step+1 < len(opened) {
			opened[ev.Step+1]++
		}
	}
	for i, e := range g.Entries {
		opened[i+1] += opened[i]
		clock := g.Match.Clock(e.At.Clock)
		c := Columns{Ask: e.Ask, What: e.Ask, Where: fmt.Sprintf("period %d, %s", e.At.Period, clock),
			Cells: fmt.Sprintf("%-3d %-10s ", e.At.Period, clock), Possession: max(opened[i], 1),
			JSON: struct {
				Period int    `json:"period"`
				Clock  string `json:"clock"`
			}{e.At.Period, clock}}
		if e.Roll {
			c.What += " " + e.Token
		}
		w.Entries = append(w.Entries, c)
	}
	return w
}

// Report is review --json's object: every choice against its best, each
// team in sum with its ledger, and the game's ledger (the home team's).
type Report struct {
	Decisions []Decision            `json:"decisions"`
	Teams     map[string]TeamReport `json:"teams"`
	Final     bool                  `json:"final"`
	Ledger    Ledger                `json:"ledger"`
	Chances   []Chance              `json:"chances"` // the board's chart
	// Estimated and Measured only for estimated values (Game.Estimated).
	Estimated bool   `json:"estimated,omitempty"`
	Measured  string `json:"measured,omitempty"`
}

// Decision is one choice, reviewed: every allowed choice with its value
// for the team that chose (best first), the one made and the best, then
// the game's own columns.
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
	side    engine.Side   // the team's
	own     *Columns      // the entry's words
}

// MarshalJSON is the decision's fields, then its game's own.
func (d Decision) MarshalJSON() ([]byte, error) {
	type common Decision
	if d.own == nil {
		return json.Marshal(common(d))
	}
	return withOwn(common(d), d.own.JSON)
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

// ReportOf is g's review in w's words, with teams' names.
func ReportOf(g *Game, teams engine.Teams, w *Words) Report {
	r := Report{Decisions: []Decision{}, Teams: map[string]TeamReport{}, Final: g.Final, Ledger: g.Ledger, Chances: g.Chances(),
		Estimated: g.Estimated, Measured: g.Measured}
	for i := range g.Entries {
		if d, ok := decision(&g.Entries[i], w); ok {
			r.Decisions = append(r.Decisions, d)
		}
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
		slices.SortStableFunc(mine, func(a, b Decision) int { return cmp.Compare(b.GivenUp, a.GivenUp) })
		tr.Costliest = append(tr.Costliest, mine[:min(3, len(mine))]...)
		r.Teams[side.String()] = tr
	}
	return r
}

// decision is entry e, a choice, reviewed (false for a roll, or a choice
// whose values do not list the one made).
func decision(e *Entry, w *Words) (Decision, bool) {
	if e.Roll || e.Made < 0 {
		return Decision{}, false
	}
	own := &w.Entries[e.Entry-1]
	d := Decision{Entry: e.Entry, Team: e.Team.String(), Ask: own.Ask, Made: e.Choices[e.Made].Entry, side: e.Team, own: own}
	for _, c := range e.Choices {
		d.Choices = append(d.Choices, ChoiceValue{c.Entry, engine.ForSide(c.Home, e.Team)})
	}
	d.Value = d.Choices[e.Made].Value
	slices.SortStableFunc(d.Choices, func(a, b ChoiceValue) int { return cmp.Compare(b.Value, a.Value) })
	d.Best, d.BestVal = d.Choices[0].Choice, d.Choices[0].Value
	if d.Value >= d.BestVal && !w.FirstBest {
		d.Best = d.Made // a best choice, among equals
	}
	d.GivenUp = max(d.BestVal-d.Value, 0)
	return d, true
}

// pct is a chance in per cent, one decimal.
func pct(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

// Text is the review as the review command prints it, in w's words: every
// choice (what was asked, the choice made and its chance, the best and
// its chance, what was given up), each team's total and costliest
// choices, the biggest swings of the dice (Words.Swings), and the ledger
// a line per team.
func (r Report) Text(g *Game, title string, teams engine.Teams, w *Words) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s vs %s (%s): every choice against %s\n", teams[engine.Home], teams[engine.Away], title, w.Against)
	b.WriteString("(the chance of winning each choice left its team, a tie counting half; given up: points of win chance)\n")
	if g.Estimated {
		b.WriteString(EstimatedNote(&g.Measured))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "%5s  %s%-4s %-*s %-*s %6s   %-*s %6s  %s\n", "entry", w.Head, "team", w.WhatWidth, w.WhatHead, w.MadeWidth, "made", "",
		w.MadeWidth, "best", "", "given up")
	for _, d := range r.Decisions {
		given, best := "-", ""
		if d.GivenUp > 0.0005 {
			given = fmt.Sprintf("%.1f", 100*d.GivenUp)
		}
		if d.Best != d.Made {
			best = fmt.Sprintf("%-*s %6s", w.MadeWidth, d.Best, g.Pct(d.BestVal))
		}
		fmt.Fprintf(&b, "%5d  %s%-4s %-*s %-*s %6s   %-*s  %s\n", d.Entry, d.own.Cells, teams.Abbrev(d.side), w.WhatWidth, d.own.What,
			w.MadeWidth, d.Made, g.Pct(d.Value), w.MadeWidth+7, best, given)
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
			fmt.Fprintf(&b, "  entry %d (%s): %s: %s %s, but %s %s (%.1f given up)\n", d.Entry, d.own.Where, d.own.What, d.Made, g.Pct(d.Value),
				d.Best, g.Pct(d.BestVal), 100*d.GivenUp)
		}
	}
	if w.Swings {
		writeSwings(&b, g, teams)
	}
	b.WriteString("\n" + LedgerHead)
	for _, side := range []engine.Side{engine.Home, engine.Away} {
		b.WriteString(LedgerLine(teams[side].Name, teams[side.Other()].Name, g.Ledger.Side(side), g.Own[side], g.Final, g.Estimated))
	}
	return b.String()
}

// writeSwings lists the three rolls of g that swung it most.
func writeSwings(b *strings.Builder, g *Game, teams engine.Teams) {
	var rolls []Entry
	for _, e := range g.Entries {
		if e.Roll {
			rolls = append(rolls, e)
		}
	}
	if len(rolls) == 0 {
		return
	}
	slices.SortStableFunc(rolls, func(a, b Entry) int { return cmp.Compare(math.Abs(b.Swing()), math.Abs(a.Swing())) })
	b.WriteString("\nThe rolls that swung the game most (the rolling team's chance before → after):\n")
	for _, e := range rolls[:min(3, len(rolls))] {
		fmt.Fprintf(b, "  entry %d (%s): %s %s %s → %s\n", e.Entry, teams[e.Team], e.Ask, e.Token,
			g.Pct(engine.ForSide(e.Before, e.Team)), g.Pct(engine.ForSide(e.After, e.Team)))
	}
}
