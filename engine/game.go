package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Game is one game of the family: how a record's header starts it, and
// through the Core it starts, its rules and its words. A game lives in
// its own folder under games/ and imports only this package of the
// contract.
type Game interface {
	// Name is the record's `game:` value, e.g. "4th-down".
	Name() string
	// Title is the game's name for people, e.g. "4th Down".
	Title() string
	// DefaultTeams are the teams of a record that names none.
	DefaultTeams() Teams
	// Duration words an amount of the game's time (a team's time of
	// possession, Event.Time), e.g. "144 blocks".
	Duration(n int) string
	// Start is the game before its first entry, as the record's header
	// sets it up. A header value it refuses is a *HeaderError.
	Start(s Setup) (Core, error)
}

// Setup is what every record's header says (the teams and who receives
// the opening kickoff), and the header itself for a game's own keys.
type Setup struct {
	Teams    Teams
	Receives Side
	Header   Header
}

// Header is a record's header as a game reads it.
type Header interface {
	// Get is the value of a key (case-insensitive) and whether it is set.
	Get(key string) (string, bool)
	// Dir is the folder of the record's file ("" for the current one): a
	// file the header names is found relative to it.
	Dir() string
	// ReadFile reads a file the header names (a name relative to Dir), of
	// at most limit bytes, only from Dir or below it: an absolute name, a
	// ".." out of it or a link leading out is refused. what names what
	// the file should be, for the errors, which never quote the file.
	ReadFile(name string, limit int64, what string) ([]byte, error)
}

// HeaderError is a header value a game refuses: the key and why.
type HeaderError struct {
	Key string
	Err error
}

func (e *HeaderError) Error() string { return e.Err.Error() }
func (e *HeaderError) Unwrap() error { return e.Err }

// Token is one entry of a record as written, with where it stands.
type Token struct {
	Text    string
	Line    int32 // 1-based line in the file (0 for an entry not yet saved)
	Index   int32 // 1-based token number in its line
	Digital bool
}

// ErrRefused is what every refusal of an entry is (errors.Is): the rules
// do not allow it at that point, or it is not a token of the game. Any
// other error from Apply is not about the entry.
var ErrRefused = errors.New("entry refused")

// Match is a game being played: the fold of its entries so far, its
// events, and its words. Apply is the one way it moves on; everything a
// view shows is read from it.
type Match interface {
	// Next is what the rules ask for next (Done once the game is over).
	Next() Ask
	// Apply folds one entry. An entry the rules do not allow is refused
	// with an error that is ErrRefused, says what was asked and what is
	// allowed, quotes the token as written, and changes nothing.
	Apply(tok Token) error
	// ApplyAll folds entries in order until one is refused: how many were
	// applied and the refusal. A record is replayed with one call.
	ApplyAll(toks []Token) (int, error)
	// Entries is how many entries were applied.
	Entries() int
	// Status is where the game stands, in the words every game shares.
	Status() Status
	// Shared are the shared events of every entry so far, in order.
	Shared() []Event

	Words
}

// Words are a game's own words for the views every game has: the table
// (prompts, the situation, what an entry did), the record's comments, the
// play-by-play, the log, the statistics and replay --json. Each is the
// game's, once.
type Words interface {
	// Read is a token as typed at the table in its record form ("b" is
	// "balanced"), or a refusal (ErrRefused) saying what is allowed.
	Read(text string) (string, error)
	// Prompt is how the table asks what Next asks: its label, and for a
	// choice the options with a one-line hint each.
	Prompt() Prompt
	// Typing says what can be typed at the table, a line each, for its
	// help ("dice as numbers (14); play styles b r p", an example).
	Typing() []string
	// Situation is the one line that says where the game stands, split
	// where a screen may set the score apart: Score + Rest is the line.
	Situation() (score, rest string)
	// Where is where the game stands apart from the score (the
	// situation line's own words, without the score).
	Where() string
	// StepText is what entry i (0-based) did, a sentence a line.
	StepText(i int) []Line
	// Narrate is the record's comment for the entries on file line num
	// ("" for none).
	Narrate(num int) string
	// Log is the play-by-play, one line per possession.
	Log() []string
	// LogColumns and LogRows are the possession log of the CSV and the
	// scoresheet.
	LogColumns() []Column
	LogRows() [][]string
	// RowPossession is the possession (0-based, as in the shared events)
	// log row row belongs to: the drive chart of a page of the log shows
	// its rows' possessions.
	RowPossession(row int) int
	// StatRows are the team statistics, in order.
	StatRows() []StatRow
	// Period names period p for a line score ("1st half", "OT").
	Period(p int) string
	// Brief is possession i's result (0-based, as in the shared events)
	// in a few characters, for the drive chart ("TD, +1", "punt").
	Brief(i int) string
	// Shape is how the game runs, as plain data: what a possession is
	// called, its clock, and whether a possession has many plays.
	Shape() Shape
	// Clock words a clock value of the game's events ("24:00").
	Clock(c int) string
	// Variant names the rules the match is played under (a ruleset, a
	// house-rules file's name) and titles them for people: the name for
	// filtering leagues, the title for headings. The game's own when it
	// has no variants.
	Variant() (name, title string)
	// Progress says where an unfinished game stands, in a few words
	// ("2nd half, 144 blocks left").
	Progress() string
	// Counts are the game's own statistics that a league adds up (the
	// shared ones come from the shared events).
	Counts() []Count
	// JSON is replay --json's object: the shared fields of s and the
	// game's own, in the game's order.
	JSON(s Summary) any
}

// Ask is what the rules ask for next: a die roll or a choice, by Team.
type Ask struct {
	Team Side
	// What names what is asked, e.g. "turnover roll" (JSON's "ask").
	What string
	// A roll: a numbered die (Die.Sides > 0), or faces the game lists
	// (Faces) or only describes (Form: how a face is written). These are
	// the prompt's words; what a roll can show and how likely each face
	// is, the core's Legal says (every roll draws from it).
	Die   Die
	Faces []string
	Form  string
	// A choice: the tokens allowed.
	Choices []string
	// Both: the choice is both teams' at once (Simultaneous); the zero
	// value, the team asked's alone.
	Both Simultaneous
	// Reading: no team's choice but what the players read off the table
	// together (in or out of bounds): in solo play the player answers it,
	// a coach is never asked it, and review counts it as luck.
	Reading bool
	// NewLine: the record starts a new line with this entry.
	NewLine bool
	// Done: the game is over and nothing is asked.
	Done bool
}

// IsRoll reports whether a die face is asked for.
func (a Ask) IsRoll() bool { return a.Die.Sides > 0 || len(a.Faces) > 0 || a.Form != "" }

// DieName is the die asked for, e.g. "d20".
func (a Ask) DieName() string {
	if a.Die.Sides > 0 {
		return a.Die.Name()
	}
	return "die"
}

// Expect says what is allowed: "a d20 (1-20)" or "go, fg or punt".
func (a Ask) Expect() string {
	switch {
	case a.Die.Sides > 0:
		return "a " + a.Die.String()
	case len(a.Faces) > 0: // each face once (a die may print one twice)
		var faces []string
		for _, f := range a.Faces {
			if !slices.Contains(faces, f) {
				faces = append(faces, f)
			}
		}
		return OrList(faces)
	case a.Form != "":
		return a.Form
	}
	return OrList(a.Choices)
}

// Refusal is the refusal of tok for what a asks, in the words every game
// may use: "coin must be heads or tails, got \"edge\"", or that the game
// is over. It is ErrRefused.
func (a Ask) Refusal(tok string) error {
	if a.Done {
		return fmt.Errorf("the game is over: no further entries are allowed, got %q: %w", tok, ErrRefused)
	}
	return fmt.Errorf("%s must be %s, got %q: %w", a.What, a.Expect(), tok, ErrRefused)
}

// Read is text as a token a lists (a choice or a face), in any case or
// by its first letter when no other token starts with it ("h" is
// "heads"), or its Refusal.
func (a Ask) Read(text string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	var found []string
	if a.Done {
		return "", a.Refusal(text)
	}
	for _, tok := range append(slices.Clip(a.Choices), a.Faces...) {
		switch {
		case strings.ToLower(tok) == t:
			return tok, nil
		case len(t) == 1 && strings.HasPrefix(strings.ToLower(tok), t) && !slices.Contains(found, tok):
			found = append(found, tok)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return "", a.Refusal(text)
}

// Options are a choice's tokens as a menu, in order: each labelled with
// the token capitalised and what to type for it, its first letter where
// Read takes it ("Heads (h)"), else the token itself.
func (a Ask) Options() []Option {
	out := make([]Option, len(a.Choices))
	for i, tok := range a.Choices {
		r, n := utf8.DecodeRuneInString(tok)
		label, key := string(unicode.ToUpper(r))+tok[n:], tok
		if t, err := a.Read(tok[:n]); err == nil && t == tok {
			key = tok[:n]
		}
		out[i] = Option{Token: tok, Label: label + " (" + key + ")"}
	}
	return out
}

// OrList is "a, b or c".
func OrList(words []string) string { return joinList(words, " or ") }

// AndList is "a, b and c".
func AndList(words []string) string { return joinList(words, " and ") }

// joinList joins words with commas and the last one with conj.
func joinList(words []string, conj string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + conj + words[len(words)-1]
}

// Prompt is how the table asks: a label, and for a choice its options.
type Prompt struct {
	Label   string
	Options []Option
	// Notice is said once the entry before this ask is made, when more
	// tokens of the same line follow ("TD row! {next} is the time roll"):
	// {next} stands for the next token typed.
	Notice string
	// Own: for a choice with parts (Ask.Both), the question put to each
	// team for its part alone (solo play asks the player only theirs,
	// with the options of Ask.Answers).
	Own [2]string
}

// Option is one choice of a menu.
type Option struct {
	Token   string // the record's token
	Label   string // e.g. "Punt (punt)"
	Hint    string // what it risks or is worth, one line
	Default bool   // the menu starts on it
}

// Line is one sentence of what happened; Strong ones are set in bold.
type Line struct {
	Text   string
	Strong bool
	// News: the situation line is worth showing again after it.
	News bool
	// Aside: a word to the table, not a play: what to roll next, what the
	// rules do that the faces do not tell, the clock's move. The table
	// prints it; a list of the last plays (the board's) leaves it out.
	Aside bool
}

// Column is one column of the possession log: Key is the CSV header,
// Title the scoresheet's heading ("\n" breaks it into lines), and how the
// scoresheet sets it: Align "left" or "right" (centred otherwise), Bold,
// and Fill for the one column that takes the width the others leave (its
// long cells wrap). A column keyed "score" is the score after the
// possession, home-away.
type Column struct {
	Key   string
	Title string
	Align string
	Bold  bool
	Fill  bool
	// Period: the column is the period's number, which a sheet writes as
	// the Timeline's PeriodMark (OT in overtime).
	Period bool
}

// Shape is how a game runs, as plain data for every view drawn over it
// (the scoresheet's charts, the log's words): what a possession is called,
// its clock, and whether a possession has many plays.
type Shape struct {
	// Noun is what a possession is called ("drive", "flip").
	Noun     string
	Timeline Timeline
	// ManyPlays: a possession has many plays, a log row each (else a row
	// per possession).
	ManyPlays bool
}

// Timeline is how the game's clock runs, for charts over game time: Periods
// periods of Length units each (the clock counts down from Length), a unit
// being UnitSeconds of game time; the break (halftime) falls after period Break.
type Timeline struct {
	Periods     int
	Length      int
	UnitSeconds int
	Break       int
}

// StatRow is one row of the team statistics: its label and each side's value.
type StatRow struct {
	Label string
	Value [2]string
}

// Count is one of a game's own statistics, for leagues: each side's
// successes N of Of attempts.
type Count struct {
	Key   string // the JSON name, e.g. "fourth_down"
	Title string // e.g. "4th-down conversions"
	N, Of [2]int
}

// Status is where a game stands, in the words every game shares.
type Status struct {
	Period     int // 1, 2, ...
	Clock      int // the game's clock, worded by Words.Clock
	Score      [2]int
	Possession Side // the team with the ball, or that receives it next
	Ball       int  // the spot from the home goal line, 0-100 ...
	HasBall    bool // ... when the ball is on the field (not before a kickoff)
	Final      bool
	Winner     Side // once Final, unless Tie
	Tie        bool
	// Down (1-4) and ToGo, the yards to the line to gain, at a scrimmage
	// down of a game of downs and distance; Down is 0 at any other time
	// (a kickoff, a try, once the game is over) and in a game without
	// downs.
	Down, ToGo int
	// Timeouts are each team's timeouts left, in a game that has them.
	Timeouts [2]int
}

// Summary is replay --json's shared fields.
type Summary struct {
	Game       string
	Final      bool
	Score      JSONScore
	Possession string
	BallOn     *int
	Winner     string
	// Downs are the down, the distance and the timeouts, for a game of
	// downs and distance.
	Downs JSONDowns
	// Shared are the teams and the play log, which every game's object
	// embeds.
	Shared JSONShared
}

// JSONShared are the fields of replay --json every game's object embeds
// (an anonymous field of its object, or its own fields of these types).
type JSONShared struct {
	Teams JSONTeams `json:"teams"`
	Plays JSONRows  `json:"plays"`
}

// JSONTeams are the teams' names.
type JSONTeams struct {
	Home string `json:"home"`
	Away string `json:"away"`
}

// JSONRows are the rows of a game's log (Words.LogRows), each an object
// keyed by its column's Key in column order: "plays", one per row.
type JSONRows struct {
	Columns []Column
	Rows    [][]string
}

// MarshalJSON writes the rows as a list of objects.
func (r JSONRows) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for i, row := range r.Rows {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		for k, c := range r.Columns {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendQuote(b, c.Key)
			b = append(b, ':')
			cell := ""
			if k < len(row) {
				cell = row[k]
			}
			q, err := json.Marshal(cell)
			if err != nil {
				return nil, err
			}
			b = append(b, q...)
		}
		b = append(b, '}')
	}
	return append(b, ']'), nil
}

// JSONDowns are the fields of replay --json of a game of downs and
// distance (an anonymous field of its object, after ball_on): the down
// and the yards to go, null but at a scrimmage down, and each team's
// timeouts left.
type JSONDowns struct {
	Down     *int      `json:"down"`
	ToGo     *int      `json:"to_go"`
	Timeouts JSONSides `json:"timeouts"`
}

// JSONSides is a number by side (a score, the timeouts left).
type JSONSides = JSONScore

// JSONScore is the score by side.
type JSONScore struct {
	Home int `json:"home"`
	Away int `json:"away"`
}

// Reuser is a Match that can keep its entries in the storage of an older
// match of its game (for reading many records one after another): Reuse
// makes room for n entries, taking old's storage when it is of its kind
// and large enough (old must no longer be used).
type Reuser interface {
	Reuse(old Match, n int)
}

// Quoter is a refusal that can quote the entry as the players wrote it
// ("got \"b\"" rather than the record's "balanced").
type Quoter interface {
	Quoting(written string) string
}

// Chooser is a computer coach: it makes side's choice of what a match asks
// next (never a roll), as a token of the record: the choice asked of side
// (one of Ask.Answers), or for a choice with parts (Ask.Both) asked of the
// other team, one of side's own tokens or Both.Pass (when Pass is "", any
// other answer is none). It is given the match as a state of its game
// (Core), as a coach that plays from values reads them of it.
type Chooser interface {
	Choose(m Core, side Side) string
}

// CodeChooser is a Chooser that answers by code, OpenSpiel's action:
// ChooseCode is the code of what Choose answers, its index in
// m.Legal().Entries, or -1 when that is none of them. A search applies
// it without its text (Coded); the text stays at the edges.
type CodeChooser interface {
	Chooser
	ChooseCode(m Core, side Side) int
}

// DigitalDice is a game whose dice the app can roll (--digital) only when
// the record's header allows it: Digital says why not, nil when it can.
type DigitalDice interface {
	Digital(h Header) error
}

// Coached is a game that has a computer coach for solo play.
type Coached interface {
	// Coach is its coach, with a seed for its choices between equals.
	Coach(seed uint64) Chooser
}

// SheetTable is a table of a game's own on its scoresheet: a title, the
// columns and the rows.
type SheetTable struct {
	Title   string
	Columns []Column
	Rows    [][]string
}

// Tabled is a game with tables of its own on the scoresheet, printed after
// the play log (4th Street's injuries).
type Tabled interface {
	SheetTables() []SheetTable
}

// Totals are a team's figures every game counts: the yards it gained and
// its time of possession (in the game's units, Game.Duration).
type Totals struct {
	Yards, Time int
}

// Totaled is a match whose statistics count yards and time of possession
// their own way rather than as the sum of its shared play events: its
// Totals are the figures its statistics print, which leagues add up.
type Totaled interface {
	Totals() [2]Totals
}
