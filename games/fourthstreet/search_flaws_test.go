package fourthstreet

import (
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
)

// flawedGame is 4th Street whose search state (engine.Searcher) has one
// flaw; its matches have none.
type flawedGame struct {
	Game
	flaw string
}

func (g flawedGame) Start(s engine.Setup) (engine.Core, error) {
	m, err := g.Game.Start(s)
	if err != nil {
		return nil, err
	}
	w := &flawedMatch{Match: m.(*Match), flaw: g.flaw}
	w.Bind(w) // its views read the match the suite sees
	return w, nil
}

// Coach is 4th Street's coach, reading the match or search state inside
// a flawed one.
func (g flawedGame) Coach(seed uint64) engine.Chooser {
	return innerCoach{Coach: g.Game.Coach(seed).(Coach)}
}

type innerCoach struct{ Coach }

func (c innerCoach) Choose(m engine.Core, side Side) string { return c.Coach.Choose(inner(m), side) }
func (c innerCoach) ChooseCode(m engine.Core, side Side) int {
	return c.Coach.ChooseCode(inner(m), side)
}

// inner is 4th Street's own match of m, a flawed match or search state.
func inner(m engine.Core) engine.Core {
	switch w := m.(type) {
	case *flawedMatch:
		return w.Match
	case *flawedSearch:
		return w.Match
	}
	return m
}

// flawedMatch is a 4th Street match whose search state has a flaw.
type flawedMatch struct {
	*Match
	flaw string
}

// Search is the match's search state with the flaw; with a "hears one
// more" its listener hears each score twice, with a "drops one" it does
// not hear a possession's end.
func (m *flawedMatch) Search(hear func(engine.Event)) engine.Core {
	if hear != nil {
		h := hear
		hear = func(e engine.Event) {
			switch {
			case m.flaw == "drops one" && e.Kind == engine.EvPossessionEnd:
				return
			case m.flaw == "hears one more" && e.Kind == engine.EvScore:
				h(e)
			}
			h(e)
		}
	}
	return &flawedSearch{Match: m.Match.Search(hear).(*Match), flaw: m.flaw}
}

// flawedSearch is a search state of 4th Street with one flaw.
type flawedSearch struct {
	*Match
	flaw string
}

// ApplyCode with a "choice code off" applies the choice after the one
// its code names, with a "die code off" the face after it (before it,
// for the highest): a code whose integer and text disagree.
func (m *flawedSearch) ApplyCode(k int) error {
	a, n := m.next(), len(m.Match.Legal().Entries)
	switch {
	case m.flaw == "choice code off" && a.ID.chosen() && n > 1:
		k = (k + 1) % n
	case m.flaw == "die code off" && a.ID.rolled() && k+1 < n:
		k++
	case m.flaw == "die code off" && a.ID.rolled():
		k--
	}
	return m.Match.ApplyCode(k)
}

// Clone with a "shared clone" is the search state itself; with a
// "shallow clone" a copy of its match sharing the entries of the play
// under way, which the original's next entry then rewrites.
func (m *flawedSearch) Clone() engine.Core {
	switch m.flaw {
	case "shared clone":
		return m
	case "shallow clone":
		c := *m.Match
		return &flawedSearch{Match: &c, flaw: m.flaw}
	}
	return &flawedSearch{Match: m.Match.Clone().(*Match), flaw: m.flaw}
}

// early is whether the game ended early: with an "ends early", after
// 300 entries.
func (m *flawedSearch) early() bool { return m.flaw == "ends early" && m.Entries() >= 300 }

// Legal with a "lists too much" lists a word no choice has, with a
// "lists too little" a choice's words but its last.
func (m *flawedSearch) Legal() engine.Legal {
	l := m.Match.Legal()
	switch a := m.next(); {
	case m.early():
		return engine.Legal{}
	case m.flaw == "lists too much" && a.ID.chosen():
		l.Entries = append(l.Entries[:len(l.Entries):len(l.Entries)], "xyzzy")
	case m.flaw == "lists too little" && a.ID.chosen() && len(l.Entries) > 1:
		l.Entries = l.Entries[:len(l.Entries)-1]
	}
	return l
}

// Turn with a "turn team off" says the other team is asked, with a "turn
// kind off" a choice for a roll and a roll for a choice.
func (m *flawedSearch) Turn() engine.Turn {
	t := m.Match.Turn()
	switch {
	case m.early():
		return engine.Turn{Asking: engine.Asking{Done: true}}
	case t.Done:
	case m.flaw == "turn team off":
		t.Team = t.Team.Other()
	case m.flaw == "turn kind off":
		t.Roll = !t.Roll
	}
	return t
}

// HearOnly with a "hears every kind" is not heeded: its listener hears
// events of kinds it was told it hears none of.
func (m *flawedSearch) HearOnly(k engine.EventKinds) {
	if m.flaw != "hears every kind" {
		m.Match.HearOnly(k)
	}
}

// Next and Status with an "ends early" say the game is over after 300
// entries.
func (m *flawedSearch) Next() engine.Ask {
	if m.early() {
		return engine.Ask{Done: true}
	}
	return m.Match.Next()
}

func (m *flawedSearch) Status() engine.Status {
	st := m.Match.Status()
	st.Final = st.Final || m.early()
	return st
}

// TestSuiteCatchesSearchFlaws: the conformance suite passes 4th Street
// as a flawed game without a flaw, and fails it with a search state
// (engine.Searcher) whose entry code applies another entry than its text
// (a choice's or a die's), whose clone is itself or shares the play
// under way with it, whose Legal lists an entry the match refuses or
// misses one it allows, whose Turn says another team or kind than the
// match's Next, whose listener hears an event the match does not make,
// misses one it makes or hears a kind it was told it hears none of
// (engine.Selective), or whose game ends early: each in the suite's own
// words.
func TestSuiteCatchesSearchFlaws(t *testing.T) {
	if f := enginetest.Failure(t, flawedGame{}, enginetest.Games(4)); f != "" {
		t.Fatalf("4th Street fails: %s", f)
	}
	differ := "applied to the game as a search state (engine.Searcher) and as a match: the two differ"
	for flaw, want := range map[string]string{
		"choice code off":  differ,
		"die code off":     differ,
		"shared clone":     "applied to the search state (engine.Searcher) changed a clone of it made before",
		"shallow clone":    differ,
		"lists too much":   differ,
		"lists too little": differ,
		"turn team off":    "the search state's Turn (engine.Turner) says",
		"turn kind off":    "the search state's Turn (engine.Turner) says",
		"hears one more":   "the search state (engine.Searcher) heard",
		"drops one":        "the search state (engine.Searcher) heard",
		"hears every kind": "the search state (engine.Searcher) heard",
		"ends early":       differ,
	} {
		if f := enginetest.Failure(t, flawedGame{flaw: flaw}, enginetest.Games(4)); !strings.Contains(f, want) {
			t.Errorf("with a %s: %q, want %q", flaw, f, want)
		}
	}
}
