package fourthdown

import (
	"errors"
	"fmt"

	"github.com/fourthdown/fourthdown/engine"
)

// Game is 4th Down (and its Gridiron variant and house rules) behind the
// family's contract: a record's header starts a Match under the ruleset
// its `rules:` names.
type Game struct {
	// LoadRules reads the ruleset a record's `rules:` names when it is not
	// a built-in (a house-rules file, found relative to the record). Nil:
	// only the built-in rulesets.
	LoadRules func(ref string, h engine.Header) (*Ruleset, error)
}

// Name is the record's `game:` value.
func (Game) Name() string { return "4th-down" }

// Title is the game's name for people.
func (Game) Title() string { return "4th Down" }

// DefaultTeams are the rulebook's teams.
func (Game) DefaultTeams() Teams { return DefaultTeams }

// Duration is time in blocks: "144 blocks".
func (Game) Duration(n int) string { return Blocks(n) }

// Start is the match before its first entry.
func (g Game) Start(s engine.Setup) (engine.Core, error) {
	rules := FourthDown
	if v, ok := s.Header.Get("rules"); ok && v != "" {
		r, err := g.rules(v, s.Header)
		if err != nil {
			return nil, &engine.HeaderError{Key: "rules", Err: err}
		}
		rules = r
	}
	return NewMatch(s.Teams, rules, s.Receives), nil
}

func (g Game) rules(v string, h engine.Header) (*Ruleset, error) {
	if g.LoadRules != nil {
		return g.LoadRules(v, h)
	}
	if r, ok := Lookup(v); ok {
		return r, nil
	}
	return nil, fmt.Errorf("unknown ruleset %q: the built-in rulesets are %s", v, engine.OrList(Names()))
}

// Step is one applied entry and the events it produced.
type Step struct {
	Entry Entry
	// Where the entry's token stands in the record, and whether the app
	// rolled it.
	Line, Index int
	Digital     bool
	Ask         Ask // what the entry answered
	// The situation the entry was made in: half, clock, ball, score.
	Half, Clock, Ball int
	Score             [2]int
	Events            []Event
	// First is where Events begin in the match's Events.
	First int
}

// Match is a 4th Down record being replayed: the state, every step and
// every event. It is the contract's Match for 4th Down, and the concrete
// game 4th Down's own views (the solver's review, the advice, the drive
// log) read.
type Match struct {
	Teams Teams
	Rules *Ruleset
	Start State
	State State
	// entries are the entries applied, each folded once as it comes
	// (State.Apply without events: the same fold, nothing written).
	entries []applied
	// steps and events are the views' record of the entries: every
	// step's situation and events, folded again from the start when a view
	// first asks (Steps, Events) and kept; view is the state after them.
	steps  []Step
	events []Event
	view   State

	shared  []engine.Event // the shared events, made when first asked for ...
	sharedN int            // ... after that many entries
	drives  []Drive        // the drives, likewise
	drivesN int
	// Storage an older match left for the views (Reuse).
	drivesBuf []Drive
	sharedBuf []engine.Event

	search // what a search state has of its own (Search)
}

// applied is one entry as the record wrote it.
type applied struct {
	face        int32 // the entry: a die face, or its choice
	choice      Choice
	digital     bool
	line, index int32
}

// entry is the entry applied.
func (a *applied) entry() Entry { return Entry{Choice: a.choice, Face: int(a.face)} }

// Steps are every entry's step: the entry, what it answered, the
// situation it was made in and its events.
func (m *Match) Steps() []Step {
	m.views()
	return m.steps
}

// Events are every event in order; the steps' Events are slices of it.
func (m *Match) Events() []Event {
	m.views()
	return m.events
}

// views folds the entries not yet in the steps again, with their events.
func (m *Match) views() {
	if len(m.steps) == 0 {
		m.view = m.Start
	}
	for i := len(m.steps); i < len(m.entries); i++ {
		a := &m.entries[i]
		s := &m.view
		step := Step{Entry: a.entry(), Line: int(a.line), Index: int(a.index), Digital: a.digital, Ask: s.Next(),
			Half: s.Half, Clock: s.Clock, Ball: s.Ball, Score: s.Score}
		n := len(m.events)
		if err := s.Apply(a.entry(), &m.events); err != nil {
			panic("fourthdown: an entry applied once is refused folded again: " + err.Error())
		}
		step.Events, step.First = m.events[n:len(m.events):len(m.events)], n
		m.steps = append(m.steps, step)
	}
}

// NewMatch starts a match: the state before the first entry.
func NewMatch(teams Teams, rules *Ruleset, receiver Side) *Match {
	st := New(rules, receiver)
	return &Match{Teams: teams, Rules: rules, Start: st, State: st}
}

// Of is the 4th Down match behind a contract's Match, if it is one.
func Of(m engine.Match) (*Match, bool) {
	fm, ok := m.(*Match)
	return fm, ok
}

// Reuse makes room for n entries, taking old's storage when it is a 4th
// Down match large enough (old, if not nil, must no longer be used).
func (m *Match) Reuse(prev engine.Match, n int) {
	old, ok := prev.(*Match)
	if ok {
		// The views' storage too: the drives and the shared events.
		m.drivesBuf, m.sharedBuf = old.drives[:0], old.shared[:0]
	}
	if ok && cap(old.entries) >= n {
		m.entries, m.steps, m.events = old.entries[:0], old.steps[:0], old.events[:0]
		return
	}
	m.entries = make([]applied, 0, n)
}

// Entries is how many entries were applied.
func (m *Match) Entries() int { return len(m.entries) + m.searched }

// ApplyAll applies tokens in order until one is refused, with room made
// for them at the first.
func (m *Match) ApplyAll(toks []engine.Token) (int, error) {
	if m.entries == nil && !m.lean {
		m.Reuse(nil, len(toks))
	}
	return engine.ApplyEach(m, toks)
}

// refused is a token that is not one of the game's: ErrRefused.
type refused struct{ error }

func (r refused) Unwrap() error        { return r.error }
func (r refused) Is(target error) bool { return target == engine.ErrRefused }

// Is makes every refusal by the rules an engine.ErrRefused.
func (e *EntryError) Is(target error) bool { return target == engine.ErrRefused }

// Apply parses and applies one token, recording the step.
func (m *Match) Apply(tok engine.Token) error {
	e, err := ParseToken(tok.Text)
	if err != nil {
		if m.State.Final {
			err = fmt.Errorf("the game is over: no further entries are allowed, got %q", tok.Text)
		} else {
			err = fmt.Errorf("%s: %v", m.State.Next().Kind, err)
		}
		return refused{err}
	}
	if err := m.State.Apply(e, nil); err != nil {
		return AsWritten(err, tok.Text)
	}
	if m.lean { // a search state keeps no entries
		m.searched++
		return nil
	}
	m.entries = append(m.entries, applied{face: int32(e.Face), choice: e.Choice, line: tok.Line, index: tok.Index, digital: tok.Digital})
	if m.hear != nil {
		m.tell()
	}
	return nil
}

// StateBefore is the state in which step i was entered (replayed from the
// start).
func (m *Match) StateBefore(i int) State {
	s := m.Start
	for _, a := range m.entries[:i] {
		s.Apply(a.entry(), nil)
	}
	return s
}

// WrittenError is an entry the rules refused, quoting the token as the
// record or the player wrote it ("got \"b\"", not "got \"balanced\"").
type WrittenError struct {
	*EntryError
	Written string
}

func (e *WrittenError) Error() string { return e.EntryError.Quoting(e.Written) }
func (e *WrittenError) Unwrap() error { return e.EntryError }

// AsWritten makes a refusal quote the token as it was written.
func AsWritten(err error, text string) error {
	var ee *EntryError
	if !errors.As(err, &ee) {
		return err
	}
	return &WrittenError{EntryError: ee, Written: text}
}

// Next is what the rules ask for next, in the contract's words.
func (m *Match) Next() engine.Ask {
	a := m.State.Next()
	out := engine.Ask{Team: a.Team, What: a.Kind.String(), NewLine: a.Kind == AskStyle, Done: a.Kind == AskNone}
	if a.IsRoll() {
		out.Die = a.Die
		return out
	}
	for _, c := range a.Choices.List() {
		out.Choices = append(out.Choices, c.String())
	}
	return out
}

// Status is where the match stands.
func (m *Match) Status() engine.Status {
	s := &m.State
	st := engine.Status{Period: s.Half, Clock: s.Clock, Score: s.Score, Possession: s.Offense, Ball: s.Ball,
		HasBall: true, Final: s.Final}
	if s.Final && m.lean { // the end's event names the leader (endHalf)
		lead, ok := s.Leader()
		st.Winner, st.Tie = lead, !ok
	} else if s.Final {
		if evs := m.Events(); len(evs) > 0 && evs[len(evs)-1].Kind == EvGameOver {
			st.Winner, st.Tie = evs[len(evs)-1].Team, evs[len(evs)-1].Tie
		}
	}
	return st
}
