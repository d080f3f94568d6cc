package fourthstreet

import (
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
)

// Search is the match as a search state (engine.Searcher): its state,
// the entries of the play under way and the question asked next, folded
// by the match's own fold, without its history (the record's entries,
// the plays and their events). hear hears the shared events of each play
// as it is complete (the match makes them when a view first asks:
// Shared), with their words.
func (m *Match) Search(hear func(engine.Event)) engine.Core {
	c := m.copied()
	c.History = m.History.Search(hear)
	c.Bind(c)
	c.Units, c.Events, c.rows, c.made, c.rowsN = nil, nil, nil, 0, 0
	return c
}

// ApplyCode applies entry k of Legal's entries without reading its text
// (engine.Coded): a die's face as read once for every game (numFaces), a
// choice's word. The match keeps the entry as listed; a search state
// keeps none.
func (m *Match) ApplyCode(k int) error {
	a := m.next()
	var x face
	switch n := len(m.Legal().Entries); {
	case k < 0 || k >= n:
		return engine.CodeRefusal(k, n)
	case a.ID.rolled():
		x = numFaces[dice[a.ID].Min+k] // a die's entries are its faces from its lowest, each once
	default:
		x = readFace(a.Words[k])
	}
	toks := [1]engine.Token{{Text: x.text}}
	m.pending = append(m.pending, x)
	return m.run(toks[:])
}

// numFaces are the whole numbers a die shows, 0 to 20, each as read when
// entered (readFace).
var numFaces = func() (f [21]face) {
	for n := range f {
		f[n] = readFace(strconv.Itoa(n))
	}
	return f
}()

// Turn is what Next asks in brief (engine.Turner), without its words: a
// roll is a die's or a value read off a card, the call a choice with
// parts (the other team's timeout before it, S8).
func (m *Match) Turn() engine.Turn {
	a := m.next()
	if a.ID == AskNone {
		return engine.Turn{Asking: engine.Asking{Done: true}}
	}
	chosen := a.ID.chosen()
	return engine.Turn{Team: a.Team, Asking: engine.Asking{Roll: !chosen, Parts: a.ID == AskCall, Reading: chosen && a.Reading()}}
}
