package fourthdown

import "github.com/fourthdown/fourthdown/engine"

// search is what a search state (Search) has of its own: a lean one keeps
// no entries, only the state they made and how many they were (searched);
// one with a listener keeps the match's history, from which it tells the
// shared events as they are made.
type search struct {
	lean     bool
	searched int // entries applied and not kept (a lean state's)
	hear     func(engine.Event)
	kinds    engine.EventKinds // the kinds hear hears (HearOnly)
	heardN   int               // the shared events told so far
}

// Search is the match as a search state (engine.Searcher): without a
// listener, the state alone, a value copy of a few hundred bytes whatever
// the game's length (the views of its entries are not the match's: it
// keeps none); with one, the match's history too, from which each shared
// event is told as it is made (after the entry that makes it). Its clones
// are lean.
func (m *Match) Search(hear func(engine.Event)) engine.Core {
	return m.searchIn(new(Match), hear)
}

// SearchReuse is Search in old's storage, where old is a search state of
// 4th Down no longer used (engine.SearchReuser).
func (m *Match) SearchReuse(old engine.Core, hear func(engine.Event)) engine.Core {
	c, ok := old.(*Match)
	if !ok || c == m || !c.lean {
		c = new(Match)
	}
	return m.searchIn(c, hear)
}

// HearOnly is engine.Selective's: the kinds of shared event told.
func (m *Match) HearOnly(k engine.EventKinds) { m.kinds = k }

// searching reports whether the match is a search state (Search), lean
// or with a listener.
func (s *search) searching() bool { return s.lean || s.hear != nil }

// searchIn makes c the match as a search state (Search).
func (m *Match) searchIn(c *Match, hear func(engine.Event)) *Match {
	n := m.Entries()
	if hear == nil {
		*c = Match{Teams: m.Teams, Rules: m.Rules, Start: m.State, State: m.State, search: search{lean: true, searched: n}}
		return c
	}
	full := m
	if m.searching() { // its history, where it keeps one, is not the match's: from its state on
		full = &Match{Teams: m.Teams, Rules: m.Rules, Start: m.State, State: m.State, search: search{searched: n}}
	}
	*c = *full.Clone().(*Match)
	c.search = search{hear: hear, kinds: engine.AllKinds, heardN: len(c.Shared()), searched: full.searched}
	return c
}

// tell tells the listener the shared events made since it was last told.
func (m *Match) tell() {
	evs := m.Shared()
	for _, e := range evs[m.heardN:] {
		if m.kinds.Has(e.Kind) {
			m.hear(e)
		}
	}
	m.heardN = len(evs)
}
