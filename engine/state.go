package engine

import (
	"fmt"
	"slices"
	"strconv"
)

// The core of a game, as OpenSpiel models one: a state that says who is to
// act next (a team's choice, or chance: a die, or a value the players read
// off a card), which entries are legal there and how likely each roll is,
// how an entry moves it on, an independent copy of it, whether it is over
// and what each team got out of it. Random play, simulation and search are
// written once against it.

// Core is a Match as a state of its game. Every game's Match implements it.
type Core interface {
	Match
	// Legal are the entries the rules allow for what Next asks.
	Legal() Legal
	// Clone is an independent copy of the match, as it stands: entries
	// applied to either never change the other. A value copy, not a replay
	// of the record.
	Clone() Core
}

// Legal are the entries allowed for what a match asks (Match.Next), as the
// record writes them: OpenSpiel's legal actions, and for chance its
// outcomes with their odds.
type Legal struct {
	// Entries are the tokens allowed, each once, in the order asked (a
	// choice's order, a die's faces from its lowest).
	Entries []string
	// Weights, for a die, are how many of its faces show each entry: an
	// entry's chance is its weight over their sum. Nil for a choice, which
	// has no odds.
	Weights []int
	// Free: the entries cannot be listed (a value the players read off a
	// card, a die whose faces the app does not know): Ask.Expect says what
	// can be typed. Entries is then empty.
	Free bool
	// Aliases are tokens the rules take for a listed entry, as a player
	// may write it (a d10's "0" for its 10, Die.Alias), by entry: applied
	// as that entry, never rolled.
	Aliases map[string]string
}

// Chance reports whether the entries are a die's faces with their odds.
func (l Legal) Chance() bool { return l.Weights != nil }

// Rollable reports whether the app can roll what is asked (--digital,
// simulate): the entries are a die's faces with their odds.
func (l Legal) Rollable() bool { return l.Chance() && len(l.Entries) > 0 }

// Sum is how many faces the entries stand for laid end to end: the sum of
// the weights for a die, the number of entries for a choice.
func (l Legal) Sum() int {
	if l.Weights == nil {
		return len(l.Entries)
	}
	sum := 0
	for _, w := range l.Weights {
		sum += w
	}
	return sum
}

// At is the entry of face k (0 up to Sum) of the entries laid end to end
// by their weights (a choice's evenly): with k drawn evenly, an entry as
// likely as the dice make it, the one way every roll is made. "" when k
// is out of range.
func (l Legal) At(k int) string {
	if i := l.CodeAt(k); i >= 0 {
		return l.Entries[i]
	}
	return ""
}

// CodeAt is the code of face k (At's entry): its index in Entries, -1
// when k is out of range.
func (l Legal) CodeAt(k int) int {
	if l.Weights == nil {
		if k < 0 || k >= len(l.Entries) {
			return -1
		}
		return k
	}
	for i, w := range l.Weights {
		if k < 0 {
			break
		}
		if k < w {
			return i
		}
		k -= w
	}
	return -1
}

// SumsCode is the code of face k (0 up to the last of sums) of entries
// weighed by their running sums (Odds.Sums): CodeAt's of the weights so
// summed, -1 when k is out of range.
func SumsCode(sums []int, k int) int {
	if k < 0 {
		return -1
	}
	for i, s := range sums {
		if k < s {
			return i
		}
	}
	return -1
}

// RunningSums are weights summed in order (Odds.Sums of a Legal's
// Weights): nil for none.
func RunningSums(weights []int) []int {
	if len(weights) == 0 {
		return nil
	}
	out := make([]int, len(weights))
	sum := 0
	for i, w := range weights {
		sum += w
		out[i] = sum
	}
	return out
}

// Odds is a match that says the odds of its roll in brief, without
// building its Legal: a search that rolls (simulate's) draws from them,
// the same draw as from Legal's weights (Legal.CodeAt, SumsCode).
type Odds interface {
	// Sums are Legal().Weights summed in order, Sums[i] the faces that
	// show entries 0 to i (RunningSums), where the app can roll what is
	// asked (Legal.Rollable); nil where it cannot or nothing is rolled.
	Sums() []int
}

// DrawSums is the code of a face drawn from d for entries weighed by
// their running sums (Odds.Sums): one draw of d.IntN over the faces (at
// least one), its SumsCode; -1, nothing drawn, for no sums. The one draw
// of a roll made in brief, as a roller of d makes it
// (tracker.RollSums).
func DrawSums(d *Draws, sums []int) int {
	if len(sums) == 0 {
		return -1
	}
	return SumsCode(sums, d.IntN(max(sums[len(sums)-1], 1)))
}

// FaceCodes are the codes of the faces of entries weighed by weights,
// laid end to end (CodeAt of each face, 0 up to Sum): a roll's face
// looked up rather than searched for (DrawFace). Nil for no weights; a
// face of code -1 where they weigh nothing, as DrawSums draws then.
func FaceCodes(weights []int) []int {
	if len(weights) == 0 {
		return nil
	}
	var out []int
	for i, w := range weights {
		for range w {
			out = append(out, i)
		}
	}
	if len(out) == 0 {
		return []int{-1}
	}
	return out
}

// DrawFace is DrawSums of the same weights given as their FaceCodes: the
// same draw from d, the same code, with the face looked up.
func DrawFace(d *Draws, faces []int) int {
	if len(faces) == 0 {
		return -1
	}
	return faces[d.IntN(len(faces))]
}

// Roller is a match that rolls what it asks itself, one roll after
// another: while Next asks for a roll it says the odds of in brief
// (Odds.Sums not nil), up to n of them, RollCodes draws each face from d
// (DrawSums of the Sums) and applies it by its code (Coded.ApplyCode).
// It returns how many it applied (rolled), the code of the last (k, -1
// for none) and the Turn (its Turner's) it answers after them. A roll
// refused ends them with its refusal (err), k its code, not counted.
// Where nothing it can roll is asked it draws and applies nothing: rolled
// is 0, k -1, and t is its Turn. A search that rolls (simulate's) makes
// the rolls between two choices with one call rather than three a roll
// (Turn, Sums, ApplyCode).
type Roller interface {
	RollCodes(d *Draws, n int) (t Turn, rolled, k int, err error)
}

// Pick is the entry at u, a number from 0 up to 1, of the entries laid
// end to end by their odds (a choice's evenly): At the face u of the way
// along. "" when none is listed.
func (l Legal) Pick(u float64) string {
	n := l.Sum()
	if n == 0 {
		return ""
	}
	return l.At(min(int(u*float64(n)), n-1))
}

// Searcher is a match with a search state of its own (OpenSpiel's State):
// the match without the history a record keeps, which every search plays
// (simulate, the coaches' look ahead, the conformance suite's random
// games, a solver).
type Searcher interface {
	// Search is the match as it stands as a search state: its Next,
	// Legal, Apply, ApplyAll, ApplyCode, Entries, Status and Clone
	// answer as the match's would, and its clones are search states too,
	// a value copy of a few kilobytes at most. It keeps no history: the
	// views of its entries (Shared, StepText, the log) are not the
	// match's. hear, when not nil, hears each shared event it makes from
	// then on, as it makes it (its words may be left out, and a play's
	// time is what it took so far); its clones hear none.
	Search(hear func(Event)) Core
}

// SearchOf is m as a search state: its own (Searcher), else a clone; ok
// says it is its own, whose events hear heard.
func SearchOf(m Core, hear func(Event)) (s Core, ok bool) {
	if sr, ok := m.(Searcher); ok {
		return sr.Search(hear), true
	}
	return m.Clone(), false
}

// SearchReuser is a Searcher whose search state can be made in the
// storage of an old one: SearchReuse(old, hear) is Search(hear), made in
// old's storage where old is a search state of the game's that is no
// longer used (of any match of the game), else anew. A search that
// plays game after game (simulate) then makes no new state for each.
type SearchReuser interface {
	Searcher
	SearchReuse(old Core, hear func(Event)) Core
}

// SearchAgain is SearchOf(m, hear), made in old's storage where m can
// (SearchReuser): old is a search state no longer used, or nil.
func SearchAgain(m, old Core, hear func(Event)) (s Core, ok bool) {
	if sr, ok := m.(SearchReuser); ok && old != nil {
		return sr.SearchReuse(old, hear), true
	}
	return SearchOf(m, hear)
}

// Selective is a search state whose listener (Searcher.Search's hear)
// may hear only some kinds of the shared events: HearOnly(k) says, before
// its first entry, that from then on it hears only events of the kinds k,
// and the state need not make the others. A search that counts
// possessions (simulate) reads no play.
type Selective interface {
	HearOnly(k EventKinds)
}

// Coded is a match that applies an entry Legal lists by its code, its
// index in Legal().Entries, without reading its text: OpenSpiel's
// ApplyAction. The text stays at the edges (the prompt, the record).
type Coded interface {
	// ApplyCode applies entry k of Legal().Entries: the same as Apply of
	// its text. A code out of range is refused (ErrRefused).
	ApplyCode(k int) error
}

// ApplyCode applies entry k of l, m's Legal: by its code when m takes
// codes (Coded), else as its text.
func ApplyCode(m Core, l Legal, k int) error {
	if c, ok := m.(Coded); ok {
		return c.ApplyCode(k)
	}
	if k < 0 || k >= len(l.Entries) {
		return CodeRefusal(k, len(l.Entries))
	}
	return m.Apply(Token{Text: l.Entries[k]})
}

// CodeRefusal is the refusal of code k where n entries are listed.
func CodeRefusal(k, n int) error {
	return fmt.Errorf("entry code %d: the codes allowed are 0 to %d: %w", k, n-1, ErrRefused)
}

// Turn is what a match asks next in brief, the Ask without its words:
// the team asked, and whether it is a roll, a choice both teams answer
// in parts (Ask.Parts), a reading of the table, or nothing (the game is
// over). A search that needs no words (simulate's) asks this.
type Turn struct {
	Team Side
	// Asking are the flags, a struct of their own: a Turn of two fields
	// is passed and returned in registers (the compiler keeps a struct
	// of more than four fields in memory), at every entry of a search.
	Asking
}

// Asking is what a Turn asks.
type Asking struct {
	Roll, Parts, Reading, Done bool
}

// TurnOf is a's Turn.
func TurnOf(a *Ask) Turn {
	return Turn{Team: a.Team, Asking: Asking{Roll: a.IsRoll(), Parts: a.Parts(), Reading: a.Reading, Done: a.Done}}
}

// Turner is a match that says its Turn without building the Ask (its
// words, its lists): Turn is TurnOf(Next()), for less.
type Turner interface {
	Turn() Turn
}

// TurnOfMatch is m's Turn: its own (Turner), else its Next's.
func TurnOfMatch(m Match) Turn {
	if t, ok := m.(Turner); ok {
		return t.Turn()
	}
	a := m.Next()
	return TurnOf(&a)
}

// NoHeader is a record's header without keys or files: a game started
// outside a record (random play, a simulation, a test).
type NoHeader struct{}

func (NoHeader) Get(string) (string, bool) { return "", false }
func (NoHeader) Dir() string               { return "" }
func (NoHeader) ReadFile(name string, _ int64, _ string) ([]byte, error) {
	return nil, fmt.Errorf("%s: a game without a record reads no file", name)
}

// LegalOf are the entries an ask lists: a numbered die's faces (one each),
// the faces a game lists (each as often as the die shows it), a choice's
// tokens (no odds), with a numbered die's Alias; a face only described
// is free-form, and nothing is
// allowed once the game is over. A game whose Next lists all it allows
// takes its Legal from here.
func LegalOf(a Ask) Legal {
	switch {
	case a.Done:
		return Legal{}
	case a.Die.Sides > 0:
		l := Legal{Entries: make([]string, a.Die.Sides), Weights: make([]int, a.Die.Sides)}
		for i := range a.Die.Sides {
			l.Entries[i], l.Weights[i] = strconv.Itoa(a.Die.Min+i), 1
		}
		if written, face, ok := a.Die.Alias(); ok {
			l.Aliases = map[string]string{strconv.Itoa(written): strconv.Itoa(face)}
		}
		return l
	case len(a.Faces) > 0:
		var l Legal
		for _, f := range a.Faces {
			i := slices.Index(l.Entries, f)
			if i < 0 {
				l.Entries, l.Weights = append(l.Entries, f), append(l.Weights, 0)
				i = len(l.Entries) - 1
			}
			l.Weights[i]++
		}
		return l
	case a.Form != "":
		return Legal{Free: true}
	}
	return Legal{Entries: a.Choices}
}

// Sampler is a match that can answer its free-form asks by example (a
// result code a card could show): random play and the conformance suite
// use it. Samples are entries the rules allow for what Next asks, each
// repeated as often as it is likely; nil when Next is not free-form.
type Sampler interface {
	Samples() []string
}

// Returns are what each side got out of a finished game, OpenSpiel's
// returns: 1 for a win, -1 for a loss, 0 each for a tie or a game not
// over.
func (s Status) Returns() [2]int {
	if !s.Final || s.Tie {
		return [2]int{}
	}
	var r [2]int
	r[s.Winner], r[s.Winner.Other()] = 1, -1
	return r
}

// SummaryOf are replay --json's shared fields of m, a match of the game
// named game between teams: read off its status (the down and distance,
// the timeouts, for a game of downs), with the teams and the play log
// (one object per row, keyed as the CSV's columns).
func SummaryOf(game string, teams Teams, m Match) Summary {
	st := m.Status()
	sum := Summary{Game: game, Final: st.Final,
		Score:      JSONScore{Home: st.Score[Home], Away: st.Score[Away]},
		Possession: st.Possession.String(),
		Shared: JSONShared{Teams: JSONTeams{Home: teams[Home].Name, Away: teams[Away].Name},
			Plays: JSONRows{Columns: m.LogColumns(), Rows: m.LogRows()}}}
	if st.HasBall {
		b := st.Ball
		sum.BallOn = &b
	}
	sum.Downs.Timeouts = JSONSides{Home: st.Timeouts[Home], Away: st.Timeouts[Away]}
	if st.Down > 0 {
		d, t := st.Down, st.ToGo
		sum.Downs.Down, sum.Downs.ToGo = &d, &t
	}
	if st.Final {
		sum.Winner = st.Winner.String()
		if st.Tie {
			sum.Winner = "tie"
		}
	}
	return sum
}
