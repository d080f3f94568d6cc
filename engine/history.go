package engine

import (
	"fmt"
	"slices"
	"sort"
)

// History is a match's entries, written once for every game: the step
// each applied entry made (S, what the game keeps of an entry: its token,
// the situation it was made in) and the shared events each made, in
// order. A game's Match embeds it, through Views, and gets Entries,
// Shared and a safe Clone from it; its Apply records each entry with Add.
//
// A game whose shared events are dear to make and seldom read (4th
// Street's, a play's once it is complete) may make them when a view first
// asks: it overrides Shared to emit those not yet made with EmitAt, each
// at the entry that made it, and then every view it leaves to the
// defaults reads them after that Shared.
//
// ApplyAll cannot come from an embedded struct (Go has no virtual
// dispatch: the embedded value cannot call its match's Apply), so a game
// writes it as one line over its own Apply:
//
//	func (m *Match) ApplyAll(t []engine.Token) (int, error) { return engine.ApplyEach(m, t) }
type History[S any] struct {
	steps   []S
	opening int // the events made before the first entry
	events  []Event
	n       int // the entries applied
	// search: a search state's (Search): it keeps no step and no event;
	// hear, when set, hears each event of the kinds hears as it is made.
	search bool
	hear   func(Event)
	hears  EventKinds
}

// Entries is how many entries were applied.
func (h *History[S]) Entries() int { return h.n }

// Search is the history of a search state (engine.Searcher) of the match
// as it stands: it counts the entries and keeps neither their steps nor
// their shared events, which hear (when not nil) hears as they are made.
// Its views of the history (Steps, Shared, the default views) are those
// of no entry; a clone of it hears nothing.
func (h *History[S]) Search(hear func(Event)) History[S] {
	sh := History[S]{n: h.n, search: true, hear: hear}
	if hear != nil {
		sh.hears = AllKinds
	}
	return sh
}

// HearOnly is engine.Selective's: from then on hear hears only events of
// the kinds k among those it heard.
func (h *History[S]) HearOnly(k EventKinds) { h.hears &= k }

// Hears reports whether an event of kind k is wanted: always for a
// match's history, which keeps every event; for a search state's, when
// its listener hears that kind. A game need not make an event nobody
// hears.
func (h *History[S]) Hears(k EventKind) bool { return !h.search || h.hears.Has(k) }

// HearsAny reports whether any event is wanted (Hears of some kind).
func (h *History[S]) HearsAny() bool { return !h.search || h.hears != 0 }

// Searching reports whether the history is a search state's: the game
// need not word its events.
func (h *History[S]) Searching() bool { return h.search }

// Shared are the shared events of every entry so far, in order (and those
// the game emitted at its start, before the first entry). An event of it
// may be amended in place (a play's time that a later entry adds to): a
// clone has its own.
func (h *History[S]) Shared() []Event { return h.events }

// Steps are the steps of the entries applied, in order.
func (h *History[S]) Steps() []S { return h.steps }

// Step is entry i's step (0-based).
func (h *History[S]) Step(i int) *S { return &h.steps[i] }

// Add records an applied entry: its step and the shared events it made
// (more may follow with Emit). Each event's Step is set to the entry's.
func (h *History[S]) Add(step S, evs ...Event) {
	if !h.search {
		h.steps = append(h.steps, step)
	}
	h.n++
	if len(evs) > 0 {
		h.Emit(evs...)
	}
}

// Keep records an applied entry that made no shared events (yet), as Add
// does, from *step: a large step is copied only where it is kept (a
// search state keeps none, and may give nil).
func (h *History[S]) Keep(step *S) {
	if !h.search {
		h.steps = append(h.steps, *step)
	}
	h.n++
}

// AddAll records applied entries that made no shared events (yet), in
// order: a game that emits a play's events once the play is complete.
func (h *History[S]) AddAll(steps []S) {
	if !h.search {
		h.steps = append(h.steps, steps...)
	}
	h.n += len(steps)
}

// Emit adds shared events to the last entry's, setting their Step (before
// the first entry: the game's opening events, made at its start, of step 0).
func (h *History[S]) Emit(evs ...Event) {
	if h.n == 0 && !h.search {
		h.opening += len(evs)
	}
	h.EmitAt(max(h.n-1, 0), evs...)
}

// EmitAt adds shared events made by entry step (0-based), which may be
// before the last entry: a game that works out a play's events only once a
// view asks for them emits them then, each at the entry that completed
// the play. The events stay in the order of their entries: step is never
// before that of an event already emitted.
func (h *History[S]) EmitAt(step int, evs ...Event) {
	if h.search {
		h.heard(step, evs)
		return
	}
	if n := len(h.events); n > 0 && step < h.events[n-1].Step {
		outOfOrder(step, h.events[n-1].Step)
	}
	for _, e := range evs {
		e.Step = step
		h.events = append(h.events, e)
	}
}

// heard gives a search state's events to its listener.
func (h *History[S]) heard(step int, evs []Event) {
	if h.hear == nil {
		return
	}
	for _, e := range evs {
		if h.hears.Has(e.Kind) {
			e.Step = step
			h.hear(e)
		}
	}
}

func outOfOrder(step, last int) {
	panic(fmt.Sprintf("engine: events of entry %d emitted after those of entry %d", step, last))
}

// StepEvents are the shared events entry i (0-based) made.
func (h *History[S]) StepEvents(i int) []Event {
	from := func(step int) int {
		return sort.Search(len(h.events), func(k int) bool { return h.events[k].Step >= step })
	}
	start, end := from(i), from(i+1)
	if i == 0 {
		start = max(start, h.opening)
	}
	return h.events[start:end:end]
}

// Clone is an independent copy: entries added to, or events amended in,
// either never show in the other. A match's Clone copies itself by value
// and sets its history to this. A search state's clone hears nothing.
func (h History[S]) Clone() History[S] {
	return History[S]{steps: slices.Clone(h.steps), opening: h.opening, events: slices.Clone(h.events), n: h.n, search: h.search}
}

// Recycle empties the history into old's storage (old must no longer be
// used): a match read after another of its game keeps its entries and
// events where the last one's were, without growing them again.
func (h *History[S]) Recycle(old *History[S]) {
	h.steps, h.opening, h.events, h.n = old.steps[:0], 0, old.events[:0], 0
}

// ApplyEach folds entries one by one until one is refused: how many were
// applied and the refusal. It is ApplyAll for a match with nothing faster.
func ApplyEach(m interface{ Apply(Token) error }, toks []Token) (int, error) {
	for i, t := range toks {
		if err := m.Apply(t); err != nil {
			return i, err
		}
	}
	return len(toks), nil
}
