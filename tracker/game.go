package tracker

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// Step is one applied entry and the events it produced.
type Step struct {
	Entry fourthdown.Entry
	// Where the entry's token stands in the record, and whether the app
	// rolled it.
	Line, Index int
	Digital     bool
	Ask         fourthdown.Ask // what the entry answered
	// The situation the entry was made in: half, clock, ball, score.
	Half, Clock, Ball int
	Score             [2]int
	Events            []fourthdown.Event
	// First is where Events begin in the game's Events.
	First int
}

// Game is a record replayed through the fourthdown.
type Game struct {
	Record *Record
	Teams  fourthdown.Teams
	Rules  *fourthdown.Ruleset
	Start  fourthdown.State
	State  fourthdown.State
	Steps  []Step
	// Events is every event in order; Steps' Events are slices of it.
	Events []fourthdown.Event
}

// FileError is a problem with a record file: the file and what is wrong
// there (a *PosError, *SyntaxError or *CutShortError, which say where).
type FileError struct {
	File string
	Err  error
}

func (e *FileError) Error() string { return e.File + ":" + e.Err.Error() }
func (e *FileError) Unwrap() error { return e.Err }

// PosError is an entry or header that makes a record invalid, with its position.
type PosError struct {
	Line  int
	Token int // 0 for a whole line (a header problem)
	Err   error
}

func (e *PosError) Error() string {
	if e.Token > 0 {
		return fmt.Sprintf("%d token %d: %v", e.Line, e.Token, e.Err)
	}
	return fmt.Sprintf("%d: %v", e.Line, e.Err)
}

func (e *PosError) Unwrap() error { return e.Err }

// Setup reads the header: teams, ruleset and the opening receiver.
func Setup(rec *Record) (fourthdown.Teams, *fourthdown.Ruleset, fourthdown.Side, error) {
	teams := fourthdown.DefaultTeams
	if v, ok := rec.Get("home"); ok && v != "" {
		teams[fourthdown.Home].Name = Printable(v)
	}
	if v, ok := rec.Get("away"); ok && v != "" {
		teams[fourthdown.Away].Name = Printable(v)
	}
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		key := side.String() + "-abbrev"
		if v, ok := rec.Get(key); ok && v != "" {
			m, err := ParseMark(v)
			if err != nil {
				return teams, nil, 0, &PosError{Line: fieldLine(rec, key), Err: fmt.Errorf("%s: %v", key, err)}
			}
			teams[side].Mark = m
		}
	}
	if m := teams[fourthdown.Home].Mark; m != "" && m == teams[fourthdown.Away].Mark {
		return teams, nil, 0, &PosError{Line: fieldLine(rec, "away-abbrev"), Err: fmt.Errorf("away-abbrev: %q is the home team's mark too; the two marks must differ", m)}
	}
	rules := fourthdown.FourthDown
	if v, ok := rec.Get("rules"); ok && v != "" {
		r, err := recordRules(rec, v)
		if err != nil {
			return teams, nil, 0, &PosError{Line: fieldLine(rec, "rules"), Err: err}
		}
		rules = r
	}
	v, ok := rec.Get("receives")
	if !ok {
		line := 1
		if len(rec.Body) > 0 {
			line = rec.Body[0].Num
		}
		return teams, rules, 0, &PosError{Line: line, Err: errors.New(`missing header "receives": say who receives the opening kickoff, "receives: home" or "receives: away"`)}
	}
	side, err := ParseSide(v, teams)
	if err != nil {
		return teams, rules, 0, &PosError{Line: fieldLine(rec, "receives"), Err: fmt.Errorf("receives: %v", err)}
	}
	return teams, rules, side, nil
}

// ParseMark reads a team mark set by hand (home-abbrev, away-abbrev):
// 2 to 4 letters or digits, printed upper case.
func ParseMark(v string) (string, error) {
	m := strings.ToUpper(strings.TrimSpace(v))
	n := 0
	for _, r := range m {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return "", fmt.Errorf("got %q, expected 2 to 4 letters or digits, like NYG", v)
		}
		n++
	}
	if n < 2 || n > 4 {
		return "", fmt.Errorf("got %q (%d characters), expected 2 to 4 letters or digits, like NYG", v, n)
	}
	return m, nil
}

// Printable is s with control characters (escape codes that would drive a
// terminal) shown as "?": a name from a file is never sent raw.
func Printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return '?'
		}
		return r
	}, s)
}

// ParseSide reads "home", "away" or a team's name.
func ParseSide(v string, teams fourthdown.Teams) (fourthdown.Side, error) {
	switch {
	case strings.EqualFold(v, "home"), strings.EqualFold(v, teams[fourthdown.Home].Name):
		return fourthdown.Home, nil
	case strings.EqualFold(v, "away"), strings.EqualFold(v, teams[fourthdown.Away].Name):
		return fourthdown.Away, nil
	}
	return 0, fmt.Errorf("got %q, expected home, away, %s or %s", v, teams[fourthdown.Home], teams[fourthdown.Away])
}

func fieldLine(rec *Record, key string) int {
	for _, f := range rec.Header {
		if strings.EqualFold(f.Key, key) {
			return f.Line
		}
	}
	return 1
}

// NewGame starts a game from a record's header without applying entries.
func NewGame(rec *Record) (*Game, error) {
	teams, rules, recv, err := Setup(rec)
	if err != nil {
		return nil, err
	}
	st := fourthdown.New(rules, recv)
	return &Game{Record: rec, Teams: teams, Rules: rules, Start: st, State: st}, nil
}

// Replay applies every entry of a record. On an invalid entry it returns
// the game up to the last valid entry and a *PosError.
func Replay(rec *Record) (*Game, error) { return ReplayReusing(rec, nil) }

// ReplayReusing is Replay storing the steps and events in old's storage
// when it is large enough (old, if not nil, must no longer be used): for
// reading many records one after another without new storage for each.
func ReplayReusing(rec *Record, old *Game) (*Game, error) {
	g, err := NewGame(rec)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, l := range rec.Body {
		n += len(l.Tokens)
	}
	if old != nil && cap(old.Steps) >= n && cap(old.Events) >= n+n/2+8 {
		g.Steps, g.Events = old.Steps[:0], old.Events[:0]
	} else {
		g.Steps = make([]Step, 0, n)
		g.Events = make([]fourthdown.Event, 0, n+n/2+8)
	}
	for _, l := range rec.Body {
		for _, tok := range l.Tokens {
			if err := g.apply(tok); err != nil {
				return g, err
			}
		}
	}
	return g, nil
}

// apply parses and applies one token, recording the step.
func (g *Game) apply(tok Token) error {
	e, err := fourthdown.ParseToken(tok.Text)
	if err != nil {
		if g.State.Final {
			err = fmt.Errorf("the game is over: no further entries are allowed, got %q", tok.Text)
		} else {
			err = fmt.Errorf("%s: %v", g.State.Next().Kind, err)
		}
		return &PosError{Line: tok.Line, Token: tok.Index, Err: err}
	}
	s := &g.State
	step := Step{Entry: e, Line: tok.Line, Index: tok.Index, Digital: tok.Digital, Ask: s.Next(),
		Half: s.Half, Clock: s.Clock, Ball: s.Ball, Score: s.Score}
	n := len(g.Events)
	if err := s.Apply(e, &g.Events); err != nil {
		return &PosError{Line: tok.Line, Token: tok.Index, Err: AsWritten(err, tok.Text)}
	}
	step.Events, step.First = g.Events[n:len(g.Events):len(g.Events)], n
	g.Steps = append(g.Steps, step)
	return nil
}

// StateBefore is the state in which step i was entered (replayed from the
// start).
func (g *Game) StateBefore(i int) fourthdown.State {
	s := g.Start
	for _, st := range g.Steps[:i] {
		s.Apply(st.Entry, nil)
	}
	return s
}

// Try applies one entry without changing the game: the new state and its
// events, or the engine's error.
func (g *Game) Try(e fourthdown.Entry) (fourthdown.State, []fourthdown.Event, error) {
	s := g.State
	var evs []fourthdown.Event
	err := s.Apply(e, &evs)
	return s, evs, err
}

// WrittenError is an entry the rules refused, quoting the token as the
// record or the player wrote it ("got \"b\"", not "got \"balanced\"").
type WrittenError struct {
	*fourthdown.EntryError
	Written string
}

func (e *WrittenError) Error() string { return e.EntryError.Quoting(e.Written) }
func (e *WrittenError) Unwrap() error { return e.EntryError }

// AsWritten makes a refusal quote the token as it was written.
func AsWritten(err error, text string) error {
	ee, ok := err.(*fourthdown.EntryError)
	if !ok {
		return err
	}
	return &WrittenError{EntryError: ee, Written: text}
}
