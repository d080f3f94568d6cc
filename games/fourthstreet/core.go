package fourthstreet

import (
	"slices"
	"strconv"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/engine"
)

// Legal are the entries Next allows: a die's faces (the two d6's totals
// as often as the 36 throws show them), a d10's with the 10 typed for its
// 0 an alias (S1), a choice's words; a value read off a card (a result
// code, a rating, a token, the Return Penalties table's result) is
// free-form. It makes no list: a die's are made once (dieLegal), a
// choice's are its ask's words; both are read-only.
func (m *Match) Legal() engine.Legal {
	a := m.next()
	switch {
	case a.ID == AskNone:
		return engine.Legal{}
	case a.ID.rolled():
		return dieLegal[a.ID]
	case a.ID.chosen():
		return engine.Legal{Entries: a.Words}
	}
	return engine.Legal{Free: true}
}

// dieLegal are each die's entries, as the ask Next makes of it lists
// them (engine.LegalOf), read-only.
var dieLegal = func() (l [numAsks]engine.Legal) {
	for id := range numAsks {
		if id.rolled() {
			var a engine.Ask
			id.roll(&a)
			d := engine.LegalOf(a)
			d.Entries, d.Weights = slices.Clip(d.Entries), slices.Clip(d.Weights) // an append makes its own
			l[id] = d
		}
	}
	l[AskD10].Aliases = tenIsZero
	return l
}()

// tenIsZero: a 10 typed for a d10 is its 0 (S1), read-only.
var tenIsZero = map[string]string{"10": "0"}

// Clone is an independent copy of the match, a value copy: its states,
// entries, plays, events and views, the entries of the play under way and
// the question asked next (its words are never written to, so they are
// shared). Nothing is folded again.
func (m *Match) Clone() engine.Core {
	c := m.copied()
	c.Views = m.Views.Clone(c)
	c.Units, c.Events, c.rows = slices.Clone(m.Units), slices.Clone(m.Events), slices.Clone(m.rows)
	return c
}

// copied is a copy of m whose states, entries of the play under way and
// the fold's spare storage share nothing with m's; its history, plays and
// events are still m's, for Clone and Search to copy or let go.
func (m *Match) copied() *Match {
	c := *m
	c.pending = slices.Clone(m.pending)
	c.Start.Injured, c.State.Injured = slices.Clone(m.Start.Injured), slices.Clone(m.State.Injured)
	c.spare = spare{} // the original's
	return &c
}

// Samples are values a card could show for a free-form ask, each once
// (engine.Sampler): every code of the play asked (the long return's L
// among them), the ratings and tokens cards print, the Return Penalties
// table's results; nil for a die or a choice. Each list is made once
// and is read-only.
func (m *Match) Samples() []string {
	a := m.next()
	switch a.ID {
	case AskRating:
		return ratingSamples
	case AskToken:
		return tokenSamples
	case AskReturnPenalty:
		return wordsRetPen
	case AskCode, AskChart:
		i := codeKey(a.Plays, a.Call, a.Not39) << 1
		if a.ID == AskChart {
			i |= 1
		}
		return once(&codeSamples[i], a.codeSamples)
	}
	return nil
}

// ratingSamples and tokenSamples are the ratings and the tokens cards
// print.
var ratingSamples, tokenSamples = numbers(-3, 12), numbers(1, 11)

// numbers are the whole numbers from lo to hi as written.
func numbers(lo, hi int) []string {
	var out []string
	for v := lo; v <= hi; v++ {
		out = append(out, strconv.Itoa(v))
	}
	return slices.Clip(out) // read-only: an append makes its own
}

// codeSamples keep the samples of each code's and chart's ask once they
// are made, by its codes (codeKey) and whether it is the chart's.
var codeSamples [1 << 11]atomic.Pointer[[]string]

// codeSamples are Samples of a, a code's or the chart's ask.
func (a *Ask) codeSamples() []string {
	var out []string
	for n := range Codes {
		if a.allowsCode(n) {
			out = append(out, strconv.Itoa(n))
		}
	}
	if a.Call == "deep" {
		out = append(out, "deep")
	}
	if a.ID == AskChart {
		out = append(out, "none")
	}
	if a.ID == AskCode && a.Plays&OnReturn != 0 {
		out = append(out, "l")
	}
	return slices.Clip(out) // read-only: an append makes its own
}
