package review

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
)

// Advice is what a game's values say where a match stands (advise), for
// the team the rules ask next: its chance now and, at a choice, every
// allowed choice's, best first; at a pair of calls made without seeing
// each other (engine.Paired), each team's equilibrium mix.
type Advice struct {
	Team    engine.Side
	Value   float64       // Team's chance: at a choice, its best choice's
	Choices []ChoiceValue // at a choice, Team's chance after each, best first
	// Mix, at a pair of calls, are each team's ("home", "away") chances of
	// making each of its calls.
	Mix map[string]map[string]float64
}

// AdviceOf is v's advice at m, a match not over.
func AdviceOf(v engine.Valuer, m engine.Core) Advice {
	a := m.Next()
	adv := Advice{Team: a.Team, Mix: mixOf(v, m)}
	for _, c := range v.Choices(m) {
		adv.Choices = append(adv.Choices, ChoiceValue{c.Entry, engine.ForSide(c.Home, a.Team)})
	}
	slices.SortStableFunc(adv.Choices, func(x, y ChoiceValue) int { return cmp.Compare(y.Value, x.Value) })
	if len(adv.Choices) > 0 {
		adv.Value = adv.Choices[0].Value
	} else {
		adv.Value = engine.ForSide(v.Value(m), a.Team)
	}
	return adv
}

// mixOf are each team's mixes at a pair of calls (nil elsewhere).
func mixOf(v engine.Valuer, m engine.Core) map[string]map[string]float64 {
	pv, ok := v.(engine.Paired)
	if !ok {
		return nil
	}
	p, ok := pv.Pair(m)
	if !ok {
		return nil
	}
	mix := map[string]map[string]float64{}
	for call, entries := range [2][]string{p.First, p.Second} {
		own := map[string]float64{}
		for i, e := range entries {
			own[e] = p.Mix[call][i]
		}
		mix[p.Teams[call].String()] = own
	}
	return mix
}

// Edge is how much the best choice gains over the next (0 with fewer
// than two).
func (a Advice) Edge() float64 {
	if len(a.Choices) < 2 {
		return 0
	}
	return a.Choices[0].Value - a.Choices[1].Value
}

// Advised is a game with values that words its advice itself (optional,
// on its engine.Game): 4th Down's situation line, its names of what is
// asked and its own fields.
type Advised interface {
	// AdviceWords are the words of advice at m (adv nil once it is over).
	AdviceWords(m engine.Match, teams engine.Teams, adv *Advice) AdviceWords
}

// AdviceWords are a game's words for its advice.
type AdviceWords struct {
	Situation string // the text's first line, where the game stands
	What      string // what is asked, in the text ("4th-down decision")
	Ask       string // what is asked, in the JSON ("decision")
	Over      string // how a finished game ended ("Bombers win 10-9")
	JSON      any    // the JSON's own fields, after "final"
}

// AdviceJSON is advise --json's object (the advice contract); the
// estimate's fields only when the values are estimated.
type AdviceJSON struct {
	Team      string                        `json:"team,omitempty"`
	Ask       string                        `json:"ask"`
	Value     *float64                      `json:"value,omitempty"`
	Choices   []ChoiceValue                 `json:"choices,omitempty"`
	Mix       map[string]map[string]float64 `json:"mix,omitempty"`
	Estimated bool                          `json:"estimated,omitempty"`
	Measured  string                        `json:"measured,omitempty"`
	Final     bool                          `json:"final"`
	own       any
}

// MarshalJSON is the object's fields, then the game's own.
func (j AdviceJSON) MarshalJSON() ([]byte, error) {
	type common AdviceJSON
	return withOwn(common(j), j.own)
}

// withOwn is v's JSON object with own's fields after its own.
func withOwn(v, own any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || own == nil {
		return b, err
	}
	o, err := json.Marshal(own)
	if err != nil || len(o) <= 2 {
		return b, err
	}
	return append(append(b[:len(b)-1], ','), o[1:]...), nil
}

// JSON is adv (nil once the game is over) as advise --json prints it, in
// w's words, est the estimate's measured error when the values are
// estimated (nil when exact).
func (w AdviceWords) JSONOf(adv *Advice, est *string) AdviceJSON {
	j := AdviceJSON{Ask: w.Ask, Final: adv == nil, own: w.JSON}
	if adv != nil {
		j.Team, j.Value, j.Choices, j.Mix = adv.Team.String(), &adv.Value, adv.Choices, adv.Mix
	}
	if est != nil {
		j.Estimated, j.Measured = true, *est
	}
	return j
}

// Text is adv (nil once the game is over) as advise prints it, in w's
// words; est as for JSON.
func (w AdviceWords) Text(adv *Advice, teams engine.Teams, est *string) string {
	if adv == nil {
		return fmt.Sprintf("The game is over: %s. There is nothing left to choose.\n", w.Over)
	}
	var b strings.Builder
	b.WriteString(w.Situation + "\n")
	team := teams[adv.Team]
	pct := func(v float64) string { return Pct(v, est != nil) }
	if len(adv.Choices) == 0 {
		fmt.Fprintf(&b, "%s to roll (%s): %s chance of winning now is %s (a tie counts half).\n",
			team, w.What, engine.Possessive(team.Name), pct(adv.Value))
		return b.String() + EstimatedNote(est)
	}
	fmt.Fprintf(&b, "%s: %s. Chance of winning for %s after each choice (a tie counts half), both teams at their best from here:\n", team, w.What, team)
	for i, c := range adv.Choices {
		note := "best"
		if i > 0 {
			note = fmt.Sprintf("gives up %.1f points of win chance", 100*(adv.Choices[0].Value-c.Value))
		}
		fmt.Fprintf(&b, "  %-9s %6s   %s\n", c.Choice, pct(c.Value), note)
	}
	return b.String() + EstimatedNote(est)
}

// EstimatedNote is the line under a view of estimated values, est their
// measured error (nil: exact values, no note), wrapped at 80 columns:
// "Estimated values (≈), measured error: …".
func EstimatedNote(est *string) string {
	if est == nil {
		return ""
	}
	return prompt.WrapWords("Estimated values (≈), "+Measured(*est)+".", 80, "") + "\n"
}

// Pct is a chance in per cent, one decimal, "≈" before it when it is
// estimated: "61.2%", "≈61.2%".
func Pct(v float64, estimated bool) string {
	if estimated {
		return "≈" + pct(v)
	}
	return pct(v)
}

// Measured words an estimate's measured error for people ("" when it was
// not measured: "not measured").
func Measured(m string) string {
	if m == "" {
		return "their error not measured"
	}
	return "measured error: " + m
}
