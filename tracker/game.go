package tracker

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"unicode"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
)

// Game is a record replayed through its game's rules: the record, the
// game it names, the teams and the match (the fold of every entry, a
// state of its game's core).
type Game struct {
	Record *Record
	Kind   engine.Game
	Teams  engine.Teams
	Match  engine.Core
}

// FileError is a problem with a record file: the file and what is wrong
// there (a *PosError, *SyntaxError or *CutShortError, which say where).
type FileError struct {
	File string
	Err  error
}

func (e *FileError) Error() string { return Printable(e.File) + ":" + e.Err.Error() }
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
	if e.Line <= 0 {
		return e.Err.Error() // a header not yet in a file (a new game's): no line to name
	}
	return fmt.Sprintf("%d: %v", e.Line, e.Err)
}

func (e *PosError) Unwrap() error { return e.Err }

// header is a record's header as a game reads it.
type header struct{ rec *Record }

func (h header) Get(key string) (string, bool) { return h.rec.Get(key) }
func (h header) Dir() string                   { return h.rec.Dir }
func (h header) ReadFile(name string, limit int64, what string) ([]byte, error) {
	return safeio.ReadWithin(h.rec.Dir, name, limit, what)
}

// GameOf is the game a record's header names (`game:`), or the default
// game (4th Down) for a record that names none.
func GameOf(rec *Record) (engine.Game, error) {
	v, ok := rec.Get("game")
	if !ok || strings.TrimSpace(v) == "" {
		if g, ok := engine.Default(); ok {
			return g, nil
		}
		return nil, &PosError{Line: 1, Err: errors.New("no game is registered")}
	}
	g, err := engine.Lookup(v)
	if err != nil {
		return nil, &PosError{Line: fieldLine(rec, "game"), Err: fmt.Errorf("game: %v", err)}
	}
	return g, nil
}

// abbrevKeys are the header keys of the teams' marks, by side.
var abbrevKeys = [2]string{engine.Home: engine.Home.String() + "-abbrev", engine.Away: engine.Away.String() + "-abbrev"}

// Setup reads the header: the game, the teams and the opening receiver.
func Setup(rec *Record) (engine.Game, engine.Setup, error) {
	game, err := GameOf(rec)
	if err != nil {
		return nil, engine.Setup{}, err
	}
	defaults := game.DefaultTeams()
	teams := defaults
	for side, key := range [2]string{"home", "away"} {
		// A team named is a default team's mark with it, else none.
		if v, ok := rec.Get(key); ok && v != "" {
			teams[side] = engine.Team{Name: Printable(v)}
			for _, d := range defaults {
				if d.Name == teams[side].Name {
					teams[side].Mark = d.Mark
				}
			}
		}
	}
	if teams[engine.Home].Mark == teams[engine.Away].Mark { // two teams of one name
		teams[engine.Home].Mark, teams[engine.Away].Mark = "", ""
	}
	su := engine.Setup{Teams: teams, Header: header{rec}}
	for _, side := range engine.Sides {
		key := abbrevKeys[side]
		if v, ok := rec.Get(key); ok && v != "" {
			m, err := ParseMark(v)
			if err != nil {
				return game, su, &PosError{Line: fieldLine(rec, key), Err: fmt.Errorf("%s: %v", key, err)}
			}
			su.Teams[side].Mark = m
		}
	}
	if m := su.Teams[engine.Home].Mark; m != "" && m == su.Teams[engine.Away].Mark {
		return game, su, &PosError{Line: fieldLine(rec, "away-abbrev"), Err: fmt.Errorf("away-abbrev: %q is the home team's mark too; the two marks must differ", m)}
	}
	v, ok := rec.Get("receives")
	if !ok {
		line := 1
		if len(rec.Body) > 0 {
			line = rec.Body[0].Num
		}
		return game, su, &PosError{Line: line, Err: errors.New(`missing header "receives": say who receives the opening kickoff, "receives: home" or "receives: away"`)}
	}
	side, err := ParseSide(v, su.Teams)
	if err != nil {
		return game, su, &PosError{Line: fieldLine(rec, "receives"), Err: fmt.Errorf("receives: %v", err)}
	}
	su.Receives = side
	return game, su, nil
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

// Blind reports whether the game is played without advice (advice: off in
// its record, as play --no-advice writes it): no view tells it a chance of
// winning, not the menus, not the board.
func (g *Game) Blind() bool {
	v, _ := g.Record.Get("advice")
	return strings.EqualFold(strings.TrimSpace(v), "off")
}

// Printable is s with control characters (escape codes that would drive a
// terminal) shown as "?": a name from a file is never sent raw.
func Printable(s string) string { return safeio.Printable(s) }

// ParseSide reads "home", "away" or a team's name.
func ParseSide(v string, teams engine.Teams) (engine.Side, error) {
	switch {
	case strings.EqualFold(v, "home"), strings.EqualFold(v, teams[engine.Home].Name):
		return engine.Home, nil
	case strings.EqualFold(v, "away"), strings.EqualFold(v, teams[engine.Away].Name):
		return engine.Away, nil
	}
	return 0, fmt.Errorf("got %q, expected home, away, %s or %s", v, teams[engine.Home], teams[engine.Away])
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
	game, su, err := Setup(rec)
	if err != nil {
		return nil, err
	}
	read := &readKeys{Header: su.Header}
	su.Header = read
	m, err := game.Start(su)
	if err != nil {
		var he *engine.HeaderError
		if errors.As(err, &he) {
			return nil, &PosError{Line: fieldLine(rec, he.Key), Err: he.Err}
		}
		return nil, err
	}
	for _, f := range rec.Header {
		if f.Key == "" || read.asked(f.Key) {
			continue
		}
		if other := keyOwner(f.Key); other != nil && other.Name() != game.Name() {
			return nil, &PosError{Line: f.Line, Err: fmt.Errorf("%s: is a header of %s, and this record is a %s record (game: %s): delete the line, or write game: %s if the record is %s's",
				f.Key, other.Title(), game.Title(), game.Name(), other.Name(), other.Title())}
		}
	}
	return &Game{Record: rec, Kind: game, Teams: su.Teams, Match: m}, nil
}

// readKeys is a header that remembers the keys its game asked for.
type readKeys struct {
	engine.Header
	keys []string
}

func (h *readKeys) Get(key string) (string, bool) {
	h.keys = append(h.keys, key)
	return h.Header.Get(key)
}

func (h *readKeys) asked(key string) bool {
	for _, k := range h.keys {
		if strings.EqualFold(k, key) {
			return true
		}
	}
	return false
}

// gameKeys are the header keys the registered games ask for, learnt of
// the games themselves.
var gameKeys struct {
	sync.Mutex
	n     int                    // how many games it was made of
	owner map[string]engine.Game // by key, lower case
}

// keyOwner is the registered game whose own header key key is (one its
// start asks for: 4th Down's rules:, 1st & Roll's dice:), or nil. What
// each game asks is learnt once, and again only when a game is registered.
func keyOwner(key string) engine.Game {
	gameKeys.Lock()
	defer gameKeys.Unlock()
	if gameKeys.owner == nil || gameKeys.n != engine.NumGames() {
		games := engine.Games()
		gameKeys.n, gameKeys.owner = len(games), map[string]engine.Game{}
		for i := len(games) - 1; i >= 0; i-- { // the first registered owns a key two games ask
			g := games[i]
			h := &readKeys{Header: engine.NoHeader{}} // a header with no keys: what the game asks of it is its own keys
			g.Start(engine.Setup{Teams: g.DefaultTeams(), Header: h})
			for _, k := range h.keys {
				gameKeys.owner[strings.ToLower(k)] = g
			}
		}
	}
	return gameKeys.owner[strings.ToLower(key)]
}

// Replay applies every entry of a record. On an invalid entry it returns
// the game up to the last valid entry and a *PosError.
func Replay(rec *Record) (*Game, error) {
	g, err := ReplayReusing(rec, nil)
	var pe *PosError
	if errors.As(err, &pe) && pe.Token > 0 {
		if v, ok := rec.Get("game"); !ok || strings.TrimSpace(v) == "" {
			if other := gameItReads(rec, g.Entries()); other != nil {
				pe.Err = &hintError{err: pe.Err, hint: fmt.Sprintf(" (this record has no game: line, so it is read as %s; its entries read on as %s: add the line game: %s)", g.Kind.Title(), other.Title(), other.Name())}
			}
		}
	}
	return g, err
}

// hintError is an error with a hint after it.
type hintError struct {
	err  error
	hint string
}

func (e *hintError) Error() string { return e.err.Error() + e.hint }
func (e *hintError) Unwrap() error { return e.err }

// gameItReads is another registered game that reads more than applied
// entries of rec (a record that names no game), or nil.
func gameItReads(rec *Record, applied int) engine.Game {
	def, _ := engine.Default()
	for _, other := range engine.Games() {
		if def != nil && other.Name() == def.Name() {
			continue
		}
		named := *rec
		named.Header = append([]Field{{Key: "game", Value: other.Name(), Line: 1}}, rec.Header...)
		g, err := ReplayReusing(&named, nil)
		if g != nil && (err == nil || g.Entries() > applied) {
			return other
		}
	}
	return nil
}

// ReplayReusing is Replay keeping the entries in old's storage when its
// game can (engine.Reuser; old, if not nil, must no longer be used): for
// reading many records one after another without new storage for each.
func ReplayReusing(rec *Record, old *Game) (*Game, error) {
	g, err := NewGame(rec)
	if err != nil {
		return nil, err
	}
	if r, ok := g.Match.(engine.Reuser); ok {
		n := 0
		for _, l := range rec.Body {
			n += len(l.Tokens)
		}
		var prev engine.Match
		if old != nil {
			prev = old.Match
		}
		r.Reuse(prev, n)
	}
	// One call per line: the game folds its entries with its own types.
	for _, l := range rec.Body {
		if len(l.Tokens) == 0 {
			continue
		}
		if n, err := g.Match.ApplyAll(l.Tokens); err != nil {
			tok := l.Tokens[n]
			return g, &PosError{Line: int(tok.Line), Token: int(tok.Index), Err: err}
		}
	}
	return g, nil
}

// Final reports whether the game is over.
func (g *Game) Final() bool { return g.Match.Status().Final }

// Entries is how many entries were applied.
func (g *Game) Entries() int { return g.Match.Entries() }

// Situation describes the game waiting for the next entry, replay's last
// line, in one shape for every game: the score, then the game's situation
// a part at a time and what the rules ask next, " | " between them
// ("Bombers 0, Gunners 0 | half 1, ... | next: ..."), or the score and
// how the game ended ("Bombers 19, Gunners 15 (final: Bombers win)").
func (g *Game) Situation() string {
	score, _ := g.Match.Situation()
	if g.Final() {
		return score + " (" + FinalText(g.Teams, g.Match.Status()) + ")"
	}
	parts := []string{score}
	for _, p := range strings.Split(g.Match.Where(), " | ") {
		parts = append(parts, strings.Split(p, " · ")...)
	}
	return strings.Join(parts, " | ") + " | next: " + NextText(g.Teams, g.Match.Next())
}

// FinalText is how every game's last line says a finished game ended:
// "final: Bombers win" or "final: tie".
func FinalText(t engine.Teams, st engine.Status) string {
	if st.Tie {
		return "final: tie"
	}
	return "final: " + t[st.Winner].Name + " win"
}

// NextText is what the rules ask for next, for people: "Gunners 4th-down
// decision (go, fg or punt)".
func NextText(t engine.Teams, a engine.Ask) string {
	return fmt.Sprintf("%s %s (%s)", t[a.Team], a.What, a.Expect())
}

// PlayByPlay is the game's play-by-play, one line per possession.
func (g *Game) PlayByPlay() []string { return g.Match.Log() }

// Fork is a copy of the game that entries can be tried on (the game does
// not change): its match cloned. The copy shares the record, which
// entries applied to its match do not change.
func (g *Game) Fork() *Game {
	return &Game{Record: g.Record, Kind: g.Kind, Teams: g.Teams, Match: g.Match.Clone()}
}

// writtenError is a refusal quoting the entry as it was written.
type writtenError struct {
	err error
	msg string
}

func (e *writtenError) Error() string { return e.msg }
func (e *writtenError) Unwrap() error { return e.err }

// AsWritten makes a refusal quote the token as it was written, when the
// game's refusal can (engine.Quoter).
func AsWritten(err error, text string) error {
	var q engine.Quoter
	if err == nil || !errors.As(err, &q) {
		return err
	}
	return &writtenError{err: err, msg: q.Quoting(text)}
}

// ErrorAt splits an error of reading or replaying a record into where it
// stands (its line and token; token 0 for a whole line) and its reason
// without the place, or placed false and the whole error's words when it
// names no place: how every view that lists a record's problem reads it.
func ErrorAt(err error) (line, token int, reason string, placed bool) {
	var pe *PosError
	var se *SyntaxError
	switch {
	case errors.As(err, &pe):
		return pe.Line, pe.Token, pe.Err.Error(), true
	case errors.As(err, &se):
		return se.Line, se.Token, se.Msg, true
	}
	return 0, 0, err.Error(), false
}
