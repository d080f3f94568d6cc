// Package review reads a game against its exact values (engine.Valuer),
// for every game that has them: the home team's chance of winning before
// and after every entry, every choice with its value and the best one's,
// every roll with how far it swung the game, and the luck-and-skill
// ledger that splits the game's swing between the dice and the choices.
// It imports no game: a game's own words for its choices stay in its
// folder.
package review

import (
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Entry is one entry of a game, valued: the home team's chance of winning
// before it and after it, and at a choice the value of every choice.
type Entry struct {
	Entry int // 1-based, among the record's entries
	Token string
	Team  engine.Side // the team asked: who rolls, or who chooses
	// Roll: the entry is the dice's (a roll, or a value the players read
	// off the table), its swing luck; else a team's choice, its swing
	// skill.
	Roll          bool
	Before, After float64
	// Choices are the values of the choices allowed (at a choice), in the
	// order asked; Made is the one entered and Best the best for Team
	// (-1 when none is listed).
	Choices    []engine.Choice
	Made, Best int
	// Ask is what was asked (engine.Ask.What), and At where the game
	// stood when it was.
	Ask string
	At  engine.Status
}

// Swing is how far the entry moved the home team's chance.
func (e Entry) Swing() float64 { return e.After - e.Before }

// Ledger is a game's swing split into luck and skill, from one team's
// side: Result − Start = Luck + Skill. Luck is the sum over rolls of the
// chance after the roll less the chance before it, Skill the sum over
// choices of the chance after the choice less the chance before it
// (zero for a best choice; what the team's own choices gave up, and what
// the other team's gave it). Result is 1, ½ or 0 once the game is over,
// else the chance now.
type Ledger struct {
	Start  float64 `json:"start"`
	Result float64 `json:"result"`
	Luck   float64 `json:"luck"`
	Skill  float64 `json:"skill"`
}

// Side is the ledger from side's view (it is the home team's).
func (l Ledger) Side(side engine.Side) Ledger {
	if side == engine.Home {
		return l
	}
	return Ledger{Start: 1 - l.Start, Result: 1 - l.Result, Luck: -l.Luck, Skill: -l.Skill}
}

// Off is how far the ledger is from adding up: Result − Start − Luck −
// Skill (zero but for rounding).
func (l Ledger) Off() float64 { return l.Result - l.Start - l.Luck - l.Skill }

// Game is a game read against its values.
type Game struct {
	Start   float64 // the home team's chance before the first entry
	Entries []Entry
	Final   bool
	End     engine.Status // where the game stands after its last entry
	// Match is the game as it stands after its last entry: the fold the
	// reading made, for a view that shows it too (the board replays a
	// record once).
	Match  engine.Core
	Ledger Ledger // the home team's
	// Own are each team's own choices in sum, from its side: their
	// skill (never above zero when the team has no pair of calls to mix)
	// and how many there were.
	Own     [2]float64
	Choices [2]int
	// Estimated: the values are estimated (engine.Estimated), Measured
	// their measured error in words.
	Estimated bool
	Measured  string
}

// Read reads the game of entries toks from start (the match before its
// first entry, left as it is) against v, its game's values, every choice
// with the values of all it allowed (Entry.Choices).
func Read(v engine.Valuer, start engine.Core, toks []engine.Token) (*Game, error) {
	return read(v, start, toks, true, nil)
}

// ReadChances is Read without the values of the choices (Entry.Choices
// none, Made and Best -1): the chances and the ledger alone, what the
// board's chart and league skill show, at a fraction of the cost.
func ReadChances(v engine.Valuer, start engine.Core, toks []engine.Token) (*Game, error) {
	return read(v, start, toks, false, nil)
}

// ReadChancesAfter is ReadChances where prev is an earlier reading of the
// same game (the same start, against the same values) up to fewer
// entries, or to entries since taken back: the chances of the entries it
// shares with toks (from the first, token for token) are prev's, and
// only those after them are valued, as the board reads a game after each
// entry. A value is the same wherever it is asked (engine.Valuer), so the
// reading is the one ReadChances gives.
func ReadChancesAfter(v engine.Valuer, start engine.Core, toks []engine.Token, prev *Game) (*Game, error) {
	return read(v, start, toks, false, prev)
}

func read(v engine.Valuer, start engine.Core, toks []engine.Token, choices bool, prev *Game) (*Game, error) {
	m := start.Clone()
	g := &Game{Entries: make([]Entry, 0, len(toks))}
	var same []Entry // prev's entries, while they are toks'
	if prev != nil {
		same, g.Start = prev.Entries, prev.Start
	} else {
		g.Start = v.Value(m)
	}
	if e, ok := v.(engine.Estimated); ok {
		g.Estimated, g.Measured = true, e.Measured()
	}
	before := g.Start
	for i, tok := range toks {
		a := m.Next()
		e := Entry{Entry: i + 1, Token: tok.Text, Team: a.Team, Roll: IsLuck(a), Before: before, Made: -1, Best: -1,
			Ask: a.What, At: m.Status()}
		made := tok.Text
		if !e.Roll && choices {
			e.Choices = v.Choices(m)
			e.Best = engine.BestChoice(e.Choices, a.Team)
			if t, err := m.Read(tok.Text); err == nil {
				made = t // the record's form of the token as typed
			}
		}
		if err := m.Apply(tok); err != nil {
			return nil, fmt.Errorf("entry %d: %w", i+1, err)
		}
		if i < len(same) && same[i].Token == tok.Text {
			e.After = same[i].After
		} else {
			same = nil
			e.After = v.Value(m)
		}
		if !e.Roll {
			for k, c := range e.Choices {
				if strings.EqualFold(c.Entry, made) {
					e.Made = k
				}
			}
			g.Own[a.Team] += engine.ForSide(e.After, a.Team) - engine.ForSide(e.Before, a.Team)
			g.Choices[a.Team]++
			g.Ledger.Skill += e.Swing()
		} else {
			g.Ledger.Luck += e.Swing()
		}
		g.Entries = append(g.Entries, e)
		before = e.After
	}
	g.End, g.Match = m.Status(), m
	g.Final = g.End.Final
	g.Ledger.Start, g.Ledger.Result = g.Start, before
	return g, nil
}

// Chance is the home team's chance of winning after entry Entry (0: at
// the start), a tie counting half: a point of the board's chart.
type Chance struct {
	Entry int     `json:"entry"`
	Home  float64 `json:"home"`
}

// Chances are the home team's chance at the start and after every entry.
func (g *Game) Chances() []Chance {
	out := make([]Chance, 0, len(g.Entries)+1)
	out = append(out, Chance{0, g.Start})
	for _, e := range g.Entries {
		out = append(out, Chance{e.Entry, e.After})
	}
	return out
}

// Pct is a chance of g's values in per cent: "61.2%", "≈61.2%" when they
// are estimated.
func (g *Game) Pct(v float64) string { return Pct(v, g.Estimated) }

// Before is where the game stood before entry i (0-based), its end after
// the last.
func (g *Game) Before(i int) engine.Status {
	if i < len(g.Entries) {
		return g.Entries[i].At
	}
	return g.End
}

// IsLuck reports whether what a asks is the dice's rather than a team's
// decision: a roll, or a value the players read off the table.
func IsLuck(a engine.Ask) bool { return a.IsRoll() || a.Reading }

// LedgerLine is a team's ledger in a line, in points of win chance, with
// the part of its skill its own choices made (own, from its side) and the
// other team's: "Bears: +31.0 points of luck, −6.2 of skill (−8.0 by its
// own choices, +1.8 by the Lions'; 52.3% at the start, won)". final says
// the game is over (its result is then won, lost or tied, else the
// chance now); est that the values are estimated ("≈52.3%").
func LedgerLine(team, other string, l Ledger, own float64, final, est bool) string {
	end := Pct(l.Result, est) + " now"
	if final {
		end = map[float64]string{1: "won", 0: "lost", 0.5: "tied"}[l.Result]
	}
	return fmt.Sprintf("%s: %s points of luck, %s of skill (%s by its own choices, %s by %s; %s at the start, %s)\n",
		team, Points(l.Luck), Points(l.Skill), Points(own), Points(l.Skill-own), engine.Possessive(other), Pct(l.Start, est), end)
}

// LedgerHead is the line before the teams' ledger lines.
const LedgerHead = "Luck and skill, in points of win chance (at the start + luck + skill = the result):\n"

// Points is a share of win chance in points (percentage points), signed,
// one decimal: "+31.0", "−6.2", "0.0".
func Points(v float64) string {
	t := fmt.Sprintf("%+.1f", 100*v)
	switch {
	case t == "+0.0" || t == "-0.0":
		return "0.0"
	case t[0] == '-':
		return "−" + t[1:]
	}
	return t
}
