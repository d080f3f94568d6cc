package fourthdown

import (
	"slices"

	"github.com/fourthdown/fourthdown/engine"
)

// Legal are the entries Next allows: the die's faces, or the choices.
func (m *Match) Legal() engine.Legal { return engine.LegalOf(m.Next()) }

// Clone is an independent copy of the match: its state and its entries
// (the views are folded again from them when first asked for).
func (m *Match) Clone() engine.Core {
	return &Match{Teams: m.Teams, Rules: m.Rules, Start: m.Start, State: m.State, entries: slices.Clone(m.entries)}
}
