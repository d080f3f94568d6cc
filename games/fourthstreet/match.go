package fourthstreet

import (
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// Match is a 4th Street record being replayed: the state after its last
// complete play, its history (each entry's token and the shared events of
// each complete play, with the views every game has: it words most its
// own way), the plays (units) and their events, the entries of the play
// under way and the question asked next. The play an entry belongs to is
// the unit whose tokens hold it.
type Match struct {
	engine.Views[engine.Token]
	Start  State
	State  State
	Units  []Unit
	Events []Event
	// pending are the entries of the play under way, read.
	pending []face
	ask     Ask   // what is asked next: where the last fold stopped
	stale   bool  // ask is to be worked out again: the state changed under it
	spare   spare // the fold's spare storage
	made    int   // the units whose shared events are in the history
	rows    []int // each log row's possession ...
	rowsN   int   // ... for that many units
}

// newMatch is a match between teams from st.
func newMatch(teams engine.Teams, st State) *Match {
	m := &Match{Views: engine.Views[engine.Token]{Teams: teams, Game: Game{}}, Start: st, State: st, stale: true}
	m.Bind(m)
	return m
}

// Apply applies one entry.
func (m *Match) Apply(tok engine.Token) error {
	_, err := m.ApplyAll([]engine.Token{tok})
	return err
}

// ApplyAll applies entries in order until one is refused: the play under
// way is folded from its start with the entries added, and each play they
// complete moves the state.
func (m *Match) ApplyAll(toks []engine.Token) (int, error) {
	before := m.Entries()
	for _, t := range toks {
		m.pending = append(m.pending, readFace(t.Text))
	}
	err := m.run(toks)
	return m.Entries() - before, err
}

func lower(t string) string {
	for i := 0; i < len(t); i++ {
		if c := t[i]; c >= 'A' && c <= 'Z' {
			return strings.ToLower(t)
		}
	}
	return t
}

// run folds the pending entries, toks the last of them: every play they
// complete, and the ask of the one under way. An entry goes into the
// history once it is folded (at a refused one, those before it).
func (m *Match) run(toks []engine.Token) error {
	i := 0
	in := entering{toks: toks, from: len(m.pending) - len(toks), first: m.Entries() - (len(m.pending) - len(toks))}
	var f fold
	for i < len(m.pending) {
		switch m.fold(&f, m.pending[i:]) {
		case foldRefused:
			p := i + f.pos
			m.enter(&in, p)
			m.pending = append(m.pending[:0], m.pending[i:p]...)
			// A refused entry changes nothing: the next question is the
			// one it answered, asked again.
			m.ask, m.stale = f.err.ask, false
			return f.err
		case foldShort:
			m.enter(&in, len(m.pending))
			m.pending = append(m.pending[:0], m.pending[i:]...)
			m.ask, m.stale = f.ask, false
			return nil
		}
		m.enter(&in, i+f.pos)
		u := f.u
		u.Tok, u.TokEnd = in.first+i, in.first+i+f.pos
		u.EvEnd = len(m.Events)
		if m.Searching() {
			m.heard(&u)
		} else {
			m.Units = append(m.Units, u)
		}
		i += f.pos
	}
	m.pending = m.pending[:0]
	m.stale = true
	return nil
}

// heard makes the shared events of u, a complete play of a search
// state, which keeps no play, for hear at once, and lets its events go;
// the match keeps its plays with their events, whose shared events a
// view makes when it first asks (Shared).
func (m *Match) heard(u *Unit) {
	m.emitUnit(u, m.Events[u.Ev:u.EvEnd])
	m.Events = m.Events[:0]
}

// entering are the entries run folds: toks are pending's from from on,
// and pending[0] is entry first of the history.
type entering struct {
	toks        []engine.Token
	from, first int
}

// enter adds pending's entries up to end to the history.
func (m *Match) enter(in *entering, end int) {
	if k := m.Entries() - in.first; k < end {
		m.AddAll(in.toks[k-in.from : end-in.from])
	}
}

// spare is the storage a fold of the match's reuses: the injured lists
// of a state folded, of a snap saved and of a score (a clone has none of
// its own until it folds).
type spare struct{ inj, saved, scored []Injury }

// fold folds one unit from toks onto the state with f: complete, it
// becomes the state and its events are kept; stopped short or at a
// refused entry, the state and the events are as they were.
func (m *Match) fold(f *fold, toks []face) foldEnd {
	f.start(&m.State, m.spare.inj[:0], toks)
	f.savedInj, f.scored.inj = m.spare.saved, m.spare.scored
	mark := len(m.Events)
	f.evs = m.Events
	end := f.run()
	m.spare.saved, m.spare.scored = f.savedInj, f.scored.inj
	if end != foldDone {
		m.Events = f.evs[:mark]
		return end
	}
	f.u.Ev = mark
	f.u.After = f.s.Snap()
	m.Events = f.evs
	m.spare.inj = m.State.Injured
	m.State = f.s
	return foldDone
}

// start sets f to fold toks from s, its injuries copied into inj's storage.
func (f *fold) start(s *State, inj []Injury, toks []face) {
	f.s = *s
	f.s.Injured = append(inj, s.Injured...)
	f.toks, f.pos = toks, 0
	f.end, f.err = foldDone, nil
}

// run folds one unit, and says how it ended: complete, short of entries
// (its question in f.ask) or at a refused entry (f.err, at f.pos). Every
// fold function that reads an entry returns at once when the fold stops.
func (f *fold) run() foldEnd {
	if ok := f.unit(); ok != (f.end == foldDone) {
		panic("fourthstreet: a fold went on past its stop")
	}
	return f.end
}

// Next is what the rules ask for next: the question the last fold stopped
// at, or, once the state changed under it (a play completed), the first
// question of the play under way, folded from the state.
func (m *Match) next() Ask {
	if m.stale {
		var f fold
		if m.fold(&f, m.pending) == foldShort {
			m.ask = f.ask
		}
		m.stale = false
	}
	return m.ask
}

// NextAsk is what the rules ask for next, in the game's words.
func (m *Match) NextAsk() Ask { return m.next() }

// Next is what the rules ask next, in the contract's words.
func (m *Match) Next() engine.Ask {
	a := m.next()
	if a.ID == AskNone {
		return engine.Ask{Done: true}
	}
	out := engine.Ask{Team: a.Team, What: a.What}
	out.NewLine = len(m.pending) == 0 && (a.ID == AskCall || a.ID == AskKickoff || a.ID == AskTry) && !m.State.TempoSet && !m.State.TOSet
	switch {
	case a.ID.rolled():
		a.ID.roll(&out)
	case a.ID.chosen():
		out.Choices = a.Words
		out.Reading = a.Reading()
		if a.ID == AskCall { // the other team's timeout before the call, in the open (S8)
			out.Both.Own[a.Team.Other()] = reservedTimeouts[a.Team.Other()]
		}
	default:
		out.Form = a.Form()
	}
	return out
}

// roll sets the die out asks for, an ask of id, a roll's: the two d6 as
// the totals of their 36 throws (--digital rolls two d6, not a flat
// 2-12), another die by its faces.
func (id AskID) roll(out *engine.Ask) {
	if id == AskD6 {
		out.Faces = twoD6
		return
	}
	out.Die = dice[id]
}

// reservedTimeouts are each team's own timeout in the other's call (S8),
// read-only.
var reservedTimeouts = [2][]string{wordsTimeouts[Home : Home+1], wordsTimeouts[Away : Away+1]}

// twoD6 are the totals of the 36 throws of two d6.
var twoD6 = func() []string {
	var out []string
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			out = append(out, strconv.Itoa(a+b))
		}
	}
	return out
}()

// Status is where the game stands.
func (m *Match) Status() engine.Status {
	s := &m.State
	st := engine.Status{Period: s.Quarter, Clock: s.Ticks, Score: s.Score, Possession: s.Off, Ball: s.Abs(),
		HasBall: s.onField(), Final: s.Final, Winner: s.Winner, Tie: s.Tie, Timeouts: s.TO}
	if s.Phase == PhScrimmage && !s.Final {
		st.Down, st.ToGo = s.Down, s.ToGo
	}
	return st
}

// onField reports whether the ball is on the field: not before a kickoff.
func (s *State) onField() bool { return s.Ball >= 0 && s.Phase != PhKickoff }

// JSONInjury is a player still out.
type JSONInjury struct {
	Side  string `json:"side"`
	Token int    `json:"token"`
	Out   string `json:"out"`
}

// JSONGame is the replay --json object (the spec's contract).
type JSONGame struct {
	Game       string           `json:"game"`
	Final      bool             `json:"final"`
	Quarter    int              `json:"quarter"`
	Clock      string           `json:"clock"`
	Score      engine.JSONScore `json:"score"`
	Possession string           `json:"possession"`
	BallOn     *int             `json:"ball_on"`
	engine.JSONDowns
	Injured []JSONInjury `json:"injured"`
	Winner  string       `json:"winner,omitempty"`
	Next    *JSONNext    `json:"next,omitempty"`
	// The teams and the plays, every game's.
	engine.JSONShared
}

// JSONNext is what is asked next.
type JSONNext struct {
	Ask     string   `json:"ask"`
	Team    string   `json:"team"`
	Form    string   `json:"form,omitempty"`
	Choices []string `json:"choices,omitempty"`
}

// JSON is the replay --json object.
func (m *Match) JSON(sum engine.Summary) any {
	s := &m.State
	j := JSONGame{Game: sum.Game, Final: sum.Final, Quarter: s.Quarter, Clock: ClockText(s.Ticks), Score: sum.Score,
		Possession: sum.Possession, BallOn: sum.BallOn, JSONDowns: sum.Downs, Winner: sum.Winner,
		JSONShared: sum.Shared,
		Injured:    []JSONInjury{}}
	for _, i := range s.Injured {
		j.Injured = append(j.Injured, JSONInjury{Side: i.Side.String(), Token: i.Token, Out: i.OutText()})
	}
	if !s.Final {
		a := m.next()
		n := &JSONNext{Ask: a.What, Team: a.Team.String()}
		if len(a.Words) > 0 {
			n.Choices = a.Words
		} else {
			n.Form = a.Form()
		}
		j.Next = n
	}
	return j
}

// Reuse keeps the match's entries, plays and events in old's storage (old
// must no longer be used): reading many records one after another.
func (m *Match) Reuse(old engine.Match, n int) {
	o, ok := old.(*Match)
	if !ok || o == m {
		return
	}
	m.Recycle(&o.History)
	m.Units, m.Events = o.Units[:0], o.Events[:0]
	m.pending, m.spare = o.pending[:0], spare{inj: o.spare.inj[:0], saved: o.spare.saved, scored: o.spare.scored}
	m.made, m.rows, m.rowsN = 0, nil, 0
}
