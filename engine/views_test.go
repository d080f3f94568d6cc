package engine_test

import (
	"fmt"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
)

// overrideToy is a match whose Status says more than its shared events:
// once over, the game is over (the Tails win) though no event says so.
// It overrides Status (and Period, for Progress) and nothing else.
type overrideToy struct {
	engine.Views[int]
	over bool
}

func (m *overrideToy) Status() engine.Status {
	st := m.Views.Status()
	if m.over {
		st.Final, st.Winner = true, engine.Away
	}
	return st
}

func (m *overrideToy) Period(p int) string { return fmt.Sprintf("Round %d", p) }

// clone is the toy's copy, its views bound to the copy.
func (m *overrideToy) clone() *overrideToy {
	c := *m
	c.Views = m.Views.Clone(&c)
	return &c
}

// TestViewsSeeOverrides: the default views read the match's own methods,
// not the defaults beside them: a match that overrides Status alone gets
// a situation line and a where that say what its Status says (they read
// the default Status, and said the game went on after it was over), and
// a Progress in its own Period's words; a clone's views read the clone.
func TestViewsSeeOverrides(t *testing.T) {
	m := &overrideToy{Views: engine.Views[int]{Teams: engine.NewTeams("Heads", "Tails"), Noun: "flip"}}
	m.Bind(m)
	m.Emit(engine.Event{Kind: engine.EvPossession, Team: engine.Away, From: 50, Period: 1})
	check := func(what string, m *overrideToy, line, where string) {
		t.Helper()
		if score, rest := m.Situation(); score+rest != line {
			t.Errorf("%s: situation %q, want %q (status %+v)", what, score+rest, line, m.Status())
		}
		if got := m.Where(); got != where {
			t.Errorf("%s: where %q, want %q", what, got, where)
		}
		if got := m.Progress(); got != "Round 1, flip 1" {
			t.Errorf("%s: progress %q, want the match's own period's words", what, got)
		}
	}
	check("under way", m, "Heads 0, Tails 0 | flip 1, Tails ball", "flip 1, Tails ball")
	c := m.clone()
	c.over = true
	check("the clone, over", c, "Heads 0, Tails 0 (final)", "the game is over")
	check("its original, under way", m, "Heads 0, Tails 0 | flip 1, Tails ball", "flip 1, Tails ball")
	m.over = true
	check("over", m, "Heads 0, Tails 0 (final)", "the game is over")
	if score, rest := engine.SituationOf(m, m.Teams); score+rest != "Heads 0, Tails 0 (final)" || engine.WhereOf(m, m.Teams) != "the game is over" {
		t.Errorf("the functions: %q%q, %q", score, rest, engine.WhereOf(m, m.Teams))
	}
}

// lazyToy is a match that makes its shared events when they are read (as
// 4th Street does) and calls a possession a round: it overrides Shared
// and Shape alone.
type lazyToy struct {
	engine.Views[int]
	pending []engine.Event
}

func (m *lazyToy) Shared() []engine.Event {
	for _, e := range m.pending {
		m.Emit(e)
	}
	m.pending = nil
	return m.Views.Shared()
}

func (m *lazyToy) Shape() engine.Shape {
	return engine.Shape{Noun: "round", Timeline: engine.Timeline{Periods: 1, Length: 9}}
}

// TestViewsReadOwnEvents: the default status, log, statistics and briefs
// read the match's own Shared and Shape: events it makes when read, a
// possession called as its Shape says, its clock from its timeline.
func TestViewsReadOwnEvents(t *testing.T) {
	m := &lazyToy{Views: engine.Views[int]{Teams: engine.NewTeams("Heads", "Tails"), Game: coingame.Game{}}}
	m.Bind(m)
	if st := m.Status(); st.Clock != 9 {
		t.Errorf("the clock before any event %d, want its timeline's 9", st.Clock)
	}
	m.pending = []engine.Event{{Kind: engine.EvPossession, Team: engine.Away, From: 50, Period: 1, Clock: 9},
		{Kind: engine.EvScore, Team: engine.Away, Points: 1, Score: [2]int{0, 1}, Period: 1, Clock: 8},
		{Kind: engine.EvPossessionEnd, Team: engine.Away, Score: [2]int{0, 1}, Text: "point", Period: 1, Clock: 8}}
	if st := m.Status(); st.Score != [2]int{0, 1} || st.Possession != engine.Home || st.Clock != 8 {
		t.Errorf("status %+v, want the events made when read", st)
	}
	if got := m.Log(); len(got) != 1 || got[0] != "round 1: Tails, point (0-1)" {
		t.Errorf("log %q", got)
	}
	if cols := m.LogColumns(); cols[0].Key != "round" {
		t.Errorf("the log's first column %+v, want the shape's noun", cols[0])
	}
	if got := m.StatRows()[0]; got.Value != [2]string{"0", "1"} {
		t.Errorf("points %v", got.Value)
	}
	if got := m.Brief(0); got == "" {
		t.Errorf("no brief of the round")
	}
	if got := m.Where(); got != "round 1, Heads ball" {
		t.Errorf("where %q", got)
	}
}
