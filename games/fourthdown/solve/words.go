package solve

import (
	"fmt"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/review"
)

// ReviewWords are 4th Down's words for a game read against its solution
// (review.Own): each choice's half, clock in blocks, record line,
// situation and drive, each roll's words ("turnover roll 1 at own 20").
func (Game) ReviewWords(g *review.Game) *review.Words {
	w := &review.Words{Against: "the exact solution", Source: "the exact solution of the rules", ChartMore: "; halftime dashed",
		Head: fmt.Sprintf("%-2s %5s  ", "H", "clock"), WhatHead: "situation", WhatWidth: 28, MadeWidth: 9, FirstBest: true}
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		return w
	}
	steps, drives := m.Steps(), m.Drives()
	s, k := m.Start, 0
	for i, st := range steps {
		for k+1 < len(drives) && drives[k+1].FirstStep <= i {
			k++
		}
		drive, a := 0, s.Next()
		if len(drives) > 0 && drives[k].FirstStep <= i {
			drive = drives[k].Num
		}
		c := review.Columns{Ask: AskWord(a), Possession: drive}
		if a.IsRoll() {
			c.What = fmt.Sprintf("%s %d at %s", a.Kind, st.Entry.Face, m.Teams.Spot(s.Offense, s.Ball))
		} else { // where a choice was made: the words of rolls need none
			c.What, c.Cells = Situation(m.Teams, &s), fmt.Sprintf("%-2d %5d  ", s.Half, s.Clock)
			c.Where = fmt.Sprintf("half %d, %s left", s.Half, fourthdown.Blocks(s.Clock))
			c.JSON = struct {
				Half      int    `json:"half"`
				Clock     int    `json:"clock"`
				Line      int    `json:"line"`
				Situation string `json:"situation"`
				Drive     int    `json:"drive"`
			}{s.Half, s.Clock, st.Line, c.What, drive}
		}
		for _, ev := range st.Events {
			if ev.Points > 0 {
				c.Try = ev.Kind == fourthdown.EvTry
			}
		}
		w.Entries = append(w.Entries, c)
		s.Apply(st.Entry, nil)
	}
	return w
}

// askWords are the advice contract's names of what is asked; any die's
// is roll.
var askWords = map[fourthdown.AskKind]string{fourthdown.AskStyle: "style", fourthdown.AskDecision: "decision",
	fourthdown.AskTry: "try", fourthdown.AskUntimed: "untimed", fourthdown.AskNone: "none"}

// AskWord is the advice contract's name of what is asked: style,
// decision, try, untimed, or roll for any die.
func AskWord(a fourthdown.Ask) string {
	if w, ok := askWords[a.Kind]; ok {
		return w
	}
	return "roll"
}

// Situation words what is being chosen: "4th and 3 at GUN 38", "play
// style at own 30", "try", "untimed down at GUN 20".
func Situation(t fourthdown.Teams, s *fourthdown.State) string {
	spot := t.Spot(s.Offense, s.Ball)
	switch s.Asking() {
	case fourthdown.AskDecision:
		toGo, goal := s.ToGo()
		return fourthdown.Down(toGo, goal) + " at " + spot
	case fourthdown.AskTry:
		return s.Asking().String()
	case fourthdown.AskUntimed:
		return "untimed down at " + spot
	}
	return "play style at " + spot
}

// AdviceWords are 4th Down's words of advice (review.Advised): its
// situation line, its names of what is asked, its half, clock in blocks,
// margin, edge and die in the JSON.
func (Game) AdviceWords(em engine.Match, t engine.Teams, adv *review.Advice) review.AdviceWords {
	m, _ := fourthdown.Of(em)
	s := &m.State
	a := s.Next()
	j := struct {
		Half   int     `json:"half"`
		Clock  int     `json:"clock"`
		Margin int     `json:"margin"` // the team's points minus the other's
		Edge   float64 `json:"edge,omitempty"`
		Die    string  `json:"die,omitempty"`
	}{Half: s.Half, Clock: s.Clock}
	if adv != nil {
		j.Margin, j.Edge = s.Score[adv.Team]-s.Score[adv.Team.Other()], adv.Edge()
	}
	if a.IsRoll() && adv != nil {
		j.Die = a.Die.String()
	}
	score, rest := m.Situation()
	return review.AdviceWords{Situation: score + rest, What: a.Kind.String(), Ask: AskWord(a), Over: s.ResultText(m.Teams), JSON: j}
}
