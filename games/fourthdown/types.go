package fourthdown

import (
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// The sides, teams, spots and dice are the family's shared words (package
// engine); 4th Down names them as its own.
type (
	Side  = engine.Side
	Team  = engine.Team
	Teams = engine.Teams
	Die   = engine.Die
)

const (
	Home = engine.Home
	Away = engine.Away
)

// NewTeams is two teams known by name only.
func NewTeams(home, away string) Teams { return engine.NewTeams(home, away) }

// DefaultTeams are the rulebook's teams.
var DefaultTeams = NewTeams("Bombers", "Gunners")

// Own is the ball's spot measured from team's own goal line.
func Own(team Side, ball int) int { return engine.Own(team, ball) }

// Abs turns team's own yard line into a spot measured from the home goal line.
func Abs(team Side, own int) int { return engine.Own(team, own) }

// Style is a play style.
type Style uint8

const (
	Balanced Style = iota
	Run
	Pass
	NumStyles
)

// String is the record token.
func (s Style) String() string {
	switch s {
	case Balanced:
		return "balanced"
	case Run:
		return "run"
	case Pass:
		return "pass"
	}
	return "style?"
}

// Title is the rulebook's name for the style.
func (s Style) Title() string {
	switch s {
	case Balanced:
		return "Balanced"
	case Run:
		return "Run-First"
	case Pass:
		return "Pass-First"
	}
	return "?"
}

// Choice is a word entry: a play style, a 4th-down decision, a try or an
// untimed-down option. Its String is the record token.
type Choice uint8

const (
	NoChoice Choice = iota
	ChBalanced
	ChRun
	ChPass
	ChGo
	ChFG
	ChPunt
	ChKick
	ChTwo
	ChEnd
	numChoices
)

var choiceTokens = [numChoices]string{"", "balanced", "run", "pass", "go", "fg", "punt", "kick", "two", "end"}

func (c Choice) String() string {
	if c < numChoices {
		return choiceTokens[c]
	}
	return "choice?"
}

// Style returns the play style of a style choice.
func (c Choice) Style() (Style, bool) {
	// ChBalanced, ChRun, ChPass follow the styles' order (see StyleChoice).
	if st := Style(c - ChBalanced); st < NumStyles {
		return st, true
	}
	return 0, false
}

// StyleChoice is the choice that picks style s.
func StyleChoice(s Style) Choice { return ChBalanced + Choice(s) }

// ChoiceSet is a set of choices.
type ChoiceSet uint16

// Has reports whether c is in the set.
func (cs ChoiceSet) Has(c Choice) bool { return cs&(1<<c) != 0 }

// List returns the choices in token order.
func (cs ChoiceSet) List() []Choice {
	var out []Choice
	for c := range cs.All() {
		out = append(out, c)
	}
	return out
}

// All is the choices in token order (List collects them), without a slice.
func (cs ChoiceSet) All() iter.Seq[Choice] {
	return func(yield func(Choice) bool) {
		for c := Choice(1); c < numChoices; c++ {
			if cs.Has(c) && !yield(c) {
				return
			}
		}
	}
}

// String is e.g. "go, fg or punt".
func (cs ChoiceSet) String() string {
	l := cs.List()
	words := make([]string, len(l))
	for i, c := range l {
		words[i] = c.String()
	}
	return engine.OrList(words)
}

// Entry is one token of a record: a die face or a choice.
type Entry struct {
	Choice Choice // NoChoice for a die face
	Face   int
}

// DieEntry is a die face entry.
func DieEntry(face int) Entry { return Entry{Face: face} }

// ChoiceEntry is a choice entry.
func ChoiceEntry(c Choice) Entry { return Entry{Choice: c} }

// IsDie reports whether the entry is a die face.
func (e Entry) IsDie() bool { return e.Choice == NoChoice }

// String is the record token.
func (e Entry) String() string {
	if e.IsDie() {
		return strconv.Itoa(e.Face)
	}
	return e.Choice.String()
}

// ParseToken reads one record token (case-insensitive): a decimal integer or
// a choice word. Which one is allowed is decided by the engine, not here.
func ParseToken(tok string) (Entry, error) {
	// Most tokens are a die face of one or two digits: read in line.
	switch {
	case len(tok) == 1 && isDigit(tok[0]):
		return DieEntry(int(tok[0] - '0')), nil
	case len(tok) == 2 && isDigit(tok[0]) && isDigit(tok[1]):
		return DieEntry(int(tok[0]-'0')*10 + int(tok[1]-'0')), nil
	}
	t := strings.ToLower(tok)
	switch t {
	case "b", "balanced":
		return ChoiceEntry(ChBalanced), nil
	case "r", "run":
		return ChoiceEntry(ChRun), nil
	case "p", "pass":
		return ChoiceEntry(ChPass), nil
	case "go":
		return ChoiceEntry(ChGo), nil
	case "fg":
		return ChoiceEntry(ChFG), nil
	case "punt":
		return ChoiceEntry(ChPunt), nil
	case "kick":
		return ChoiceEntry(ChKick), nil
	case "two":
		return ChoiceEntry(ChTwo), nil
	case "end":
		return ChoiceEntry(ChEnd), nil
	}
	if t != "" && isDigits(t) && len(t) <= 6 {
		n, err := strconv.Atoi(t)
		if err == nil {
			return DieEntry(n), nil
		}
	}
	return Entry{}, fmt.Errorf("unknown token %q: expected a die face (a number) or one of balanced (b), run (r), pass (p), go, fg, punt, kick, two, end", tok)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// AskKind says which entry the rules ask for next.
type AskKind uint8

const (
	AskNone       AskKind = iota // the game is over
	AskStyle                     // play style
	AskDrive                     // drive roll
	AskTime                      // time roll on a TD row
	AskTurnover                  // turnover roll
	AskDistance                  // 4th-down distance roll
	AskDecision                  // go, fg or punt
	AskConversion                // 4th-down conversion roll
	AskFG                        // field-goal roll
	AskTry                       // kick or two
	AskKickTry                   // the kick try's roll
	AskTwoTry                    // the two-point try's roll
	AskUntimed                   // end, fg or go on the untimed down
	AskUntimedFG                 // field-goal roll on the untimed down
	AskUntimedGo                 // conversion roll on the untimed down
	numAsks
)

var askNames = [...]string{
	AskNone:       "nothing (the game is over)",
	AskStyle:      "play style",
	AskDrive:      "drive roll",
	AskTime:       "time roll",
	AskTurnover:   "turnover roll",
	AskDistance:   "4th-down distance roll",
	AskDecision:   "4th-down decision",
	AskConversion: "4th-down conversion roll",
	AskFG:         "field-goal roll",
	AskTry:        "try after the touchdown",
	AskKickTry:    "kick try roll",
	AskTwoTry:     "two-point try roll",
	AskUntimed:    "untimed-down choice",
	AskUntimedFG:  "untimed-down field-goal roll",
	AskUntimedGo:  "untimed-down conversion roll",
}

// String names what is asked, e.g. "turnover roll".
func (k AskKind) String() string {
	if int(k) < len(askNames) {
		return askNames[k]
	}
	return "?"
}

// Ask is what the rules ask for next: a die roll (Die) or a choice from
// Choices, by Team.
type Ask struct {
	Kind    AskKind
	Team    Side
	Die     Die       // for a roll
	Choices ChoiceSet // for a choice
}

// Allows reports whether e answers the ask: a face of the die asked for,
// or one of the allowed choices. It is the one test of an entry: Apply
// refuses exactly the entries it does not allow.
func (a Ask) Allows(e Entry) bool {
	if a.IsRoll() {
		return e.IsDie() && a.Die.Valid(a.Die.Read(e.Face))
	}
	return !e.IsDie() && a.Choices.Has(e.Choice)
}

// IsRoll reports whether a die face is asked for.
func (a Ask) IsRoll() bool { return a.Die.Sides > 0 }

// Expect describes what is allowed, e.g. "a d20 (1-20)" or "go, fg or punt".
func (a Ask) Expect() string {
	if a.IsRoll() {
		return "a " + a.Die.String()
	}
	return a.Choices.String()
}
