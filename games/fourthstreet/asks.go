package fourthstreet

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/engine"
)

// AskID names one thing the rules ask the table for.
type AskID uint8

const (
	AskNone          AskID = iota
	AskCall                // the offense's call (with its tempo and a timeout before it)
	AskKickoff             // the kicking team: kickoff, squib or onside (punt after a safety)
	AskTry                 // the scoring team: kick or two
	AskTwoCall             // the two-point try's call
	AskOvertime            // overtime or tie
	AskOTReceiver          // who receives in overtime
	AskCode                // a result code off a card
	AskChart               // the Weird Play chart's result: a code or none
	AskD10                 // the d10 a code calls for
	AskD20                 // a d20
	AskD12                 // a d12
	AskD6                  // the two d6's total
	AskRating              // a card value
	AskToken               // a player's token number
	AskSide                // off or def
	AskChoice              // one of a few words
	AskReturnPenalty       // the Return Penalties table's result
	numAsks
)

// Ask is what the rules ask next: who, what, and how it is read.
type Ask struct {
	ID    AskID
	Team  Side
	What  string   // e.g. "d20: fumble check"
	Plays Play     // the codes a code ask takes
	Call  string   // the play a code belongs to
	Words []string // a choice's tokens
	Not39 bool     // the play run after an offsides: any code of it but 39
	code  int      // a die's code, for its words (-1 none)
	deep  bool     // deep is allowed (a pass in the red zone)
}

// rolled reports whether an ask of id is a die's roll, which the app can
// make: a d10, a d20, a d12 or the two d6.
func (id AskID) rolled() bool { return id == AskD10 || id == AskD20 || id == AskD12 || id == AskD6 }

// chosen reports whether an ask of id is a choice among its words (a
// team's, or a reading of the table); an ask neither rolled nor chosen
// is a value read off a card.
func (id AskID) chosen() bool {
	switch id {
	case AskChoice, AskCall, AskKickoff, AskTry, AskOvertime, AskOTReceiver:
		return true
	}
	return false
}

var dice = [numAsks]engine.Die{
	AskD10: {Sides: 10, Min: 0},
	AskD20: {Sides: 20, Min: 1},
	AskD12: {Sides: 12, Min: 1},
	AskD6:  {Sides: 11, Min: 2},
}

// readings are the choices that are readings of the table, not a team's
// decision: in or out of bounds (S9), hurt or not and who (S24), a rushed
// kick (S29), a pass rusher (S21), whose card past the end line (S21), an
// onside kick's zone (S30).
var readings = [][]string{wordsInOut, wordsHurt, wordsSide, wordsRush, wordsRusher, wordsEndLine, wordsOnside}

// Reading reports whether a is a reading of the table (engine.Ask.Reading):
// one of the readings, or overtime's receiver, which the table tosses for.
func (a Ask) Reading() bool {
	if a.ID == AskOTReceiver {
		return true
	}
	if a.ID != AskChoice || len(a.Words) == 0 {
		return false
	}
	for _, w := range readings {
		if slices.Equal(w, a.Words) {
			return true
		}
	}
	return false
}

// Form says what can be typed for a.
func (a Ask) Form() string {
	switch a.ID {
	case AskD10:
		return "a d10 (0-9; 10 is read as 0)"
	case AskD20:
		return "a d20 (1-20)"
	case AskD12:
		return "a d12 (1-12)"
	case AskD6:
		return "the two d6's total (2-12)"
	case AskRating:
		return "a whole number as printed on the card (e.g. 7, -1)"
	case AskToken:
		return "a token number (1-11)"
	case AskCode:
		return "a result code (" + codeList(a.Plays, a.Call, a.Not39) + ")"
	case AskChart:
		return "the Weird Play chart's code (" + strings.TrimSuffix(codeList(a.Plays, a.Call, false), ", L and the long code") + ") or none"
	case AskReturnPenalty:
		return "K5, K10, K15, R5, R10 or R15"
	}
	return engine.OrList(a.Words)
}

// CodeList is the codes of plays, in ranges: "00-12, 15, ...".
func CodeList(plays Play, call string) string { return codeList(plays, call, false) }

// codeLists keep each list of codes once it is worded, by plays, deep
// and not39 (codeKey): the table never changes, and a code's question
// words its list at every Next.
var codeLists [1 << 10]atomic.Pointer[string]

func codeList(plays Play, call string, not39 bool) string {
	return once(&codeLists[codeKey(plays, call, not39)], func() string { return wordCodeList(plays, call, not39) })
}

// codeKey tells apart the lists of codes of plays, deep (a pass in the
// red zone) and not39, each under 1<<10.
func codeKey(plays Play, call string, not39 bool) int {
	i := int(plays)
	if call == "deep" {
		i |= 1 << 8
	}
	if not39 {
		i |= 1 << 9
	}
	return i
}

// once is what *p keeps, made by build the first time it is asked: a
// list that never changes, made once for every match and read by many
// at once.
func once[T any](p *atomic.Pointer[T], build func() T) T {
	if v := p.Load(); v != nil {
		return *v
	}
	v := build()
	p.Store(&v)
	return v
}

// wordCodeList words the codes of plays (codeList).
func wordCodeList(plays Play, call string, not39 bool) string {
	in := func(n int) bool { return Codes[n].Plays&plays != 0 && !(not39 && n == 39) }
	var parts []string
	for n := 0; n < 100; n++ {
		if !in(n) {
			continue
		}
		m := n
		for m+1 < 100 && in(m+1) {
			m++
		}
		if m > n {
			parts = append(parts, fmt.Sprintf("%02d-%02d", n, m))
		} else {
			parts = append(parts, fmt.Sprintf("%02d", n))
		}
		n = m
	}
	if plays&OnReturn != 0 {
		parts = append(parts, "L and the long code")
	}
	if call == "deep" {
		parts = append(parts, "deep")
	}
	return strings.Join(parts, ", ")
}

// refusal is an entry the rules do not allow: what was asked and what is
// allowed.
type refusal struct {
	ask    Ask
	token  string
	reason string
}

func (e *refusal) Error() string {
	why := e.reason
	if why == "" {
		why = "allowed: " + e.ask.Form()
	}
	return fmt.Sprintf("%s: got %q; %s", e.ask.What, e.token, why)
}

func (e *refusal) Unwrap() error { return engine.ErrRefused }

// Quoting is the refusal quoting the entry as written.
func (e *refusal) Quoting(written string) string {
	c := *e
	c.token = written
	return c.Error()
}

// parseInt reads a whole number of at most four characters, a sign
// among them, as strconv.Atoi does; it is asked of every entry, a word
// among them, so it makes no error value.
func parseInt(t string) (int, bool) {
	if t == "" || len(t) > 4 {
		return 0, false
	}
	s := t
	if s[0] == '+' || s[0] == '-' {
		s = s[1:]
	}
	if s == "" {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int(c-'0')
	}
	if t[0] == '-' {
		v = -v
	}
	return v, true
}
