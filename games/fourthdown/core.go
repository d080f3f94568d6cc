package fourthdown

import (
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// Legal are the entries Next allows: the die's faces, or the choices.
func (m *Match) Legal() engine.Legal { return engine.LegalOf(m.Next()) }

// Clone is an independent copy of the match: its state, its entries and
// the views folded so far (a value copy, nothing folded again).
func (m *Match) Clone() engine.Core {
	if m.searching() { // a search state's clones are search states, hearing none
		return m.searchIn(new(Match), nil)
	}
	c := &Match{Teams: m.Teams, Rules: m.Rules, Start: m.Start, State: m.State, entries: slices.Clone(m.entries),
		steps: slices.Clone(m.steps), events: slices.Clone(m.events), view: m.view,
		shared: slices.Clone(m.shared), sharedN: m.sharedN, drives: slices.Clone(m.drives), drivesN: m.drivesN}
	for i := range c.steps { // each step's events, in the copy's
		st := &c.steps[i]
		end := st.First + len(st.Events)
		st.Events = c.events[st.First:end:end]
	}
	return c
}
