package fourthstreet

import (
	"fmt"
	"slices"
)

// face is an entry as the fold reads it, read once when it is entered:
// its text in lower case and, when it is a whole number, its value.
type face struct {
	text string
	n    int  // the number it is (num)
	num  bool // a whole number (parseInt)
	code bool // one or two digits, a result code (parseCode)
}

// readFace reads an entry as typed.
func readFace(t string) face {
	x := face{text: lower(t)}
	x.n, x.num = parseInt(x.text)
	x.code = x.num && len(x.text) <= 2 && x.text[0] >= '0' && x.text[0] <= '9' // as parseCode
	return x
}

// foldEnd is how a fold of one unit ended.
type foldEnd uint8

const (
	foldDone    foldEnd = iota // the unit is complete
	foldShort                  // every entry given was read: ask is the question that follows
	foldRefused                // the entry at pos was refused: err says why
)

// The readers below read the entry a question takes. Each reports, with
// what it read, whether the fold goes on: false when it stopped, short of
// entries or at a refused one (f.end says which), and then every fold
// function returns false at once, up to run.

// peek is the next entry for a; with none left the fold stops short, a
// its question.
func (f *fold) peek(a *Ask) (face, bool) {
	if f.pos >= len(f.toks) {
		f.ask = *a
		f.finish(&f.ask)
		f.end = foldShort
		return face{}, false
	}
	return f.toks[f.pos], true
}

// refuse stops the fold at the entry at pos, refused as an answer to a
// (the reason, or what a allows). It is false, the readers' stop.
func (f *fold) refuse(a *Ask, tok, reason string) bool {
	e := &refusal{ask: *a, token: tok, reason: reason}
	f.finish(&e.ask)
	f.end, f.err = foldRefused, e
	return false
}

// finish words an ask the fold built cheaply: the die's name, a code's
// words, the code ask's play, the call's tokens.
func (f *fold) finish(a *Ask) {
	switch a.ID {
	case AskD10, AskD20, AskD12:
		w := a.What
		if a.code >= 0 {
			if w != "" {
				w += " "
			}
			w += codeLabels[a.code]
		}
		a.What = dieNames[a.ID] + ": " + w
	case AskCode:
		if a.Plays == OnKick {
			d, col := f.s.Column(f.s.Ball)
			a.Call = fmt.Sprintf("kick: yard line %d + %d = %d: read the \"%s\" column", 100-f.s.Ball, d-(100-f.s.Ball), d, col)
		}
		if a.What == "" {
			a.What = "result code of the " + a.Call
		}
		if a.deep {
			a.Call = wordsDeep
		}
	case AskChart:
		a.What = "Weird Play chart (the two d6) for the " + a.Call
	case AskCall:
		a.Words = f.s.CallWords()
	}
}

// dieNames are each die's name (Die.Name), codeLabels each code's label
// (Code.Label), worded once: an ask's words are made at every stop of a
// fold.
var dieNames, codeLabels = func() (d [numAsks]string, c [len(Codes)]string) {
	for _, id := range []AskID{AskD10, AskD20, AskD12} {
		d[id] = dice[id].Name()
	}
	for n := range c {
		c[n] = Codes[n].Label()
	}
	return d, c
}()

// num reads a whole number in [lo, hi].
func (f *fold) num(a *Ask, lo, hi int) (int, bool) {
	t, ok := f.peek(a)
	if !ok {
		return 0, false
	}
	if !t.num || t.n < lo || t.n > hi {
		return 0, f.refuse(a, t.text, "")
	}
	f.pos++
	return t.n, true
}

func (f *fold) die(id AskID, team Side, what string, code int) (int, bool) {
	a := Ask{ID: id, Team: team, What: what, code: code}
	if id == AskD10 {
		t, ok := f.peek(&a)
		switch {
		case !ok:
			return 0, false
		case t.text == "10":
			f.pos++
			return 0, true
		case t.num && t.n > 10:
			return 0, f.refuse(&a, t.text, "a d10 reads 0-9 (a 10 typed is read as 0)")
		}
	}
	d := dice[id]
	return f.num(&a, d.Min, d.Min+d.Sides-1)
}

func (f *fold) d10(team Side, what string) (int, bool) { return f.die(AskD10, team, what, -1) }
func (f *fold) d20(team Side, what string) (int, bool) { return f.die(AskD20, team, what, -1) }
func (f *fold) d12(team Side, what string) (int, bool) { return f.die(AskD12, team, what, -1) }

// codeDie reads the die code n calls for, worded by the table.
func (f *fold) codeDie(id AskID, team Side, what string, n int) (int, bool) {
	return f.die(id, team, what, n)
}

func (f *fold) rating(team Side, what string) (int, bool) {
	a := Ask{ID: AskRating, Team: team, What: what}
	return f.num(&a, -99, 99)
}

func (f *fold) choice(team Side, what string, words []string) (string, bool) {
	return f.choiceOf(AskChoice, team, what, words)
}

// choiceOf reads a choice that is asked as id (a kickoff, a try, ...).
func (f *fold) choiceOf(id AskID, team Side, what string, words []string) (string, bool) {
	a := Ask{ID: id, Team: team, What: what, Words: words}
	t, ok := f.peek(&a)
	if !ok {
		return "", false
	}
	for _, w := range words {
		if t.text == w {
			f.pos++
			return w, true
		}
	}
	return "", f.refuse(&a, t.text, "")
}

// code reads a result code of call's plays. deep: the token deep is
// allowed (a pass in the red zone); it returns -1. not39: 39 is refused
// (the play run after an offsides).
func (f *fold) code(team Side, call string, plays Play, deepOK, not39 bool) (int, bool) {
	a := Ask{ID: AskCode, Team: team, Plays: plays, Call: call, Not39: not39, deep: deepOK}
	return f.readCode(&a)
}

// undoCall says, after a code refused for the play called, that the call
// stays entered and undo changes it (a code read off the wrong column
// often means the wrong call was entered).
func undoCall(call string) string {
	if !slices.Contains(wordsTwoCall, call) {
		return ""
	}
	return "; the call stays " + call + ": undo changes it"
}

// readCode reads the result code a asks for.
func (f *fold) readCode(a *Ask) (int, bool) {
	t, ok := f.peek(a)
	if !ok {
		return 0, false
	}
	if t.text == wordsDeep {
		return f.deep(a)
	}
	n := t.n
	switch {
	case !t.code:
		return 0, f.refuse(a, t.text, "")
	case Codes[n].Kind == Blank:
		f.finish(a)
		return 0, f.refuse(a, t.text, fmt.Sprintf("code %02d is blank in the Result Codes Table; allowed: %s%s", n, a.Form(), undoCall(a.Call)))
	case !a.allowsCode(n):
		f.finish(a)
		return 0, f.refuse(a, t.text, fmt.Sprintf("code %02d (%s) is not a result of a %s; allowed: %s%s", n, Codes[n].Text, a.Call, a.Form(), undoCall(a.Call)))
	}
	f.pos++
	return n, true
}

// deep reads deep for a code: -1, a pass in the red zone.
func (f *fold) deep(a *Ask) (int, bool) {
	switch {
	case a.deep:
		f.pos++
		return -1, true
	case a.Plays&OnPass != 0:
		return 0, f.refuse(a, wordsDeep, "deep is only in the red zone (on or inside the opponent's 20)")
	}
	return 0, f.refuse(a, wordsDeep, "deep is only for a pass in the red zone")
}

// parseCode reads "05", "5" or "41".
func parseCode(t string) (int, bool) {
	if len(t) < 1 || len(t) > 2 || t[0] < '0' || t[0] > '9' || len(t) == 2 && (t[1] < '0' || t[1] > '9') {
		return 0, false
	}
	v, _ := parseInt(t)
	return v, true
}

// chart reads the Weird Play chart's result (S28): a code of plays, or
// none (-1).
func (f *fold) chart(team Side, call string, plays Play) (int, bool) {
	a := Ask{ID: AskChart, Team: team, Plays: plays, Call: call}
	t, ok := f.peek(&a)
	switch {
	case !ok:
		return 0, false
	case t.text == noneWord:
		f.pos++
		return -1, true
	case !t.code || !a.allowsCode(t.n):
		return 0, f.refuse(&a, t.text, "")
	}
	f.pos++
	return t.n, true
}

// allowsCode reports whether code n answers a, a code or the chart's
// result: not blank, a result of a's plays, never 39 after an offsides
// (Not39) nor the chart's own 88 (S28). Samples lists these; the readers
// refuse the rest.
func (a *Ask) allowsCode(n int) bool {
	c := &Codes[n]
	return c.Kind != Blank && c.Plays&a.Plays != 0 && !(a.Not39 && n == 39) && !(a.ID == AskChart && n == 88)
}

// codeOrChart reads a code, and on an 88 the chart until a code (S28).
func (f *fold) codeOrChart(team Side, call string, plays Play, deepOK, not39 bool) (int, bool) {
	for {
		n, ok := f.code(team, call, plays, deepOK, not39)
		if !ok || n != 88 {
			return n, ok
		}
		if c, ok := f.chart(team, call, plays); !ok || c >= 0 {
			return c, ok
		}
	}
}

// snapD12 reads a kick's d12, and on a 12 (where it counts) the chart: the
// d12 and the chart's code (-1: none, read the code off the card).
func (f *fold) snapD12(team Side, what string, call string, plays Play, twelve bool) (int, int, bool) {
	d, ok := f.d12(team, what)
	if !ok || d != 12 || !twelve {
		return d, -1, ok
	}
	if c, ok := f.chart(team, call, plays); !ok || c >= 0 {
		return d, c, ok
	}
	d, ok = f.d12(team, what+" again (a 12 no longer counts)")
	if d == 12 {
		d = 0
	}
	return d, -1, ok
}
