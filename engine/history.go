package engine

import "slices"

// History is a match's entries, written once for every game: the step
// each applied entry made (S, what the game keeps of an entry: its token,
// the situation it was made in) and the shared events each made, in
// order. A game's Match embeds it, through Views, and gets Entries,
// Shared and a safe Clone from it; its Apply records each entry with Add.
//
// ApplyAll cannot come from an embedded struct (Go has no virtual
// dispatch: the embedded value cannot call its match's Apply), so a game
// writes it as one line over its own Apply:
//
//	func (m *Match) ApplyAll(t []engine.Token) (int, error) { return engine.ApplyEach(m, t) }
type History[S any] struct {
	steps  []S
	starts []int // where each step's events begin in events
	events []Event
}

// Entries is how many entries were applied.
func (h *History[S]) Entries() int { return len(h.steps) }

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
	h.steps = append(h.steps, step)
	h.starts = append(h.starts, len(h.events))
	h.Emit(evs...)
}

// Emit adds shared events to the last entry's, setting their Step (before
// the first entry: the game's opening events, made at its start, of step 0).
func (h *History[S]) Emit(evs ...Event) {
	step := max(len(h.steps)-1, 0)
	for _, e := range evs {
		e.Step = step
		h.events = append(h.events, e)
	}
}

// StepEvents are the shared events entry i (0-based) made.
func (h *History[S]) StepEvents(i int) []Event {
	end := len(h.events)
	if i+1 < len(h.starts) {
		end = h.starts[i+1]
	}
	return h.events[h.starts[i]:end:end]
}

// Clone is an independent copy: entries added to, or events amended in,
// either never show in the other. A match's Clone copies itself by value
// and sets its history to this.
func (h History[S]) Clone() History[S] {
	return History[S]{steps: slices.Clone(h.steps), starts: slices.Clone(h.starts), events: slices.Clone(h.events)}
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
