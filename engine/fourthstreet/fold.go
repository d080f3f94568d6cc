package fourthstreet

import (
	"fmt"
	"strings"
)

// EventKind is what the fold reports.
type EventKind uint8

const (
	EvTempo        EventKind = iota + 1 // Team set a tempo (How)
	EvTimeout                           // Team spent a timeout
	EvRush                              // Team ran for Yards
	EvPass                              // Team completed a pass for Yards
	EvIncomplete                        // Team's pass fell incomplete (How says why)
	EvSack                              // Team's passer was sacked for Yards (negative)
	EvPenalty                           // on Team, Yards as enforced (How: the foul; Void: declined, offsetting or cancelled)
	EvFirstDown                         // Team made a first down, How "rush", "pass" or "penalty"
	EvTouchdown                         // Team scored a touchdown
	EvFieldGoal                         // Team's field goal: Points 3 good, 0 no good (How)
	EvSafety                            // Team scored a safety
	EvTry                               // Team's try: How "kick" or "two", Points
	EvFumble                            // Team fumbled; Lost: the other team recovered
	EvInterception                      // Team's pass was intercepted
	EvDowns                             // Team turned the ball over on downs
	EvPunt                              // Team punted Yards (How: what became of it)
	EvKickoff                           // Team kicked off Yards (How)
	EvReturn                            // Team returned a kick or a turnover Yards
	EvInjury                            // Inj was hurt
	EvQuarterEnd                        // Quarter ended
	EvGameOver                          // the game is over (Team won, unless a tie)
	EvKickFlag                          // the d10 of a flag on Team's kick: How, from its table
)

// Event is one thing that happened.
type Event struct {
	Kind    EventKind
	Team    Side
	Yards   int
	Points  int
	Code    int
	Lost    bool
	Void    bool
	How     string
	Inj     Injury
	Quarter int
}

// The tokens a choice takes.
var (
	wordsInOut     = []string{"in", "out"}
	wordsHurt      = []string{"hurt", "not"}
	wordsSide      = []string{"off", "def"}
	wordsFall      = []string{"fall", "return"}
	wordsTB        = []string{"touchback", "return"}
	wordsOnside    = []string{"filled", "empty"}
	wordsRush      = []string{"rush", "none"}
	wordsRusher    = []string{"rusher", "not"}
	wordsEndLine   = []string{"receiver", "other"}
	wordsPlayPen   = []string{"play", "penalty"}
	wordsTOPen     = []string{"timeout", "penalty"}
	wordsTry       = []string{"kick", "two"}
	wordsTwoCall   = []string{"run", "short", "medium", "long"}
	wordsKickoff   = []string{"kickoff", "squib", "onside"}
	wordsFreeKick  = []string{"kickoff", "squib", "onside", "punt"}
	wordsOvertime  = []string{"overtime", "tie"}
	wordsSides     = []string{"home", "away"}
	wordsCalls     = []string{"run", "short", "medium", "long", "punt", "coffin", "fg"}
	wordsTempo     = []string{"hurry", "slow", "normal"}
	wordsTimeouts  = []string{"timeout-home", "timeout-away"}
	wordsRetPen    = []string{"K5", "K10", "K15", "R5", "R10", "R15"}
	wordsCallsAll  = append(append(append([]string{}, wordsCalls...), wordsTempo...), wordsTimeouts...)
	wordsDeep      = "deep"
	noneWord       = "none"
	longReturnWord = "l"
)

// needMore stops a fold that has read every token it was given.
type needMore struct{}

// stop is a refused token at pos.
type stop struct {
	pos int
	err *refusal
}

// UnitKind is what one unit of entries was.
type UnitKind uint8

const (
	UTempo UnitKind = iota + 1
	UTimeout
	UPlay // a run or a pass
	UPunt
	UFieldGoal
	UKickoff
	UTry
	UChoice // overtime or tie, the overtime receiver
)

// Unit is one play (or a tempo word, a timeout, a choice): what it
// started from, the ticks it used and the events it made.
type Unit struct {
	Kind    UnitKind
	Team    Side // the offense (the receiving team of a kickoff)
	Call    string
	Code    int // the first code read, -1 for none
	Quarter int
	Ticks   int // left before it
	Down    int
	ToGo    int
	Ball    int // Team's yards before it, -1 before a kickoff
	Used    int // ticks it used
	Score   [2]int
	After   Snap // the game after it
	// Events [Ev, EvEnd) and tokens [Tok, TokEnd) of the match.
	Ev, EvEnd   int
	Tok, TokEnd int
}

// Snap is where the game stands after a unit.
type Snap struct {
	Quarter, Ticks int
	Score          [2]int
	Off            Side
	Ball           int // Off's yards, -1 when the ball is not on the field
	Down, ToGo     int // 0 when no play from scrimmage is next
	Phase          Phase
	Final          bool
}

// Snap is the state's snap.
func (s *State) Snap() Snap {
	n := Snap{Quarter: s.Quarter, Ticks: s.Ticks, Score: s.Score, Off: s.Off, Ball: -1, Phase: s.Phase, Final: s.Final}
	if s.onField() {
		n.Ball = s.Ball
	}
	if s.Phase == PhScrimmage && !s.Final {
		n.Down, n.ToGo = s.Down, s.ToGo
	}
	return n
}

// fold folds one unit of tokens into s.
type fold struct {
	s    State
	toks []string
	pos  int
	ask  Ask
	evs  []Event
	u    Unit
	// out: the play was run out of bounds (S9); timeout: one was called
	// before it (S8); tempo: the offense's tempo when the play began.
	out, timeout bool
	tempo        Tempo
	// scored is the game as a score left it, before kickoffBy set up the
	// kickoff that follows: a game that ends there ends as the score left
	// it (the scorer on the spot of the try or the kick).
	scored scoredAt
	// kickInj is the injured list saved before a kick (kickSave).
	kickInj []Injury
}

// scoredAt is the team with the ball, its spot and the injured list
// before a kickoff was set up.
type scoredAt struct {
	ok   bool
	off  Side
	ball int
	inj  []Injury
}

func (f *fold) emit(e Event) { f.evs = append(f.evs, e) }

// flag emits the flag on a kick, told before the game's end when the kick
// ended it (an overtime score the flag left standing).
func (f *fold) flag(e Event) {
	n := len(f.evs)
	if n == 0 || f.evs[n-1].Kind != EvGameOver {
		f.emit(e)
		return
	}
	f.evs = append(f.evs, f.evs[n-1])
	f.evs[n-1] = e
}

// peek is the next token for a (a panics needMore when there is none).
func (f *fold) peek(a *Ask) string {
	if f.pos >= len(f.toks) {
		f.ask = *a
		f.finish(&f.ask)
		panic(needMore{})
	}
	return f.toks[f.pos]
}

func (f *fold) refuse(a *Ask, tok, reason string) {
	e := &refusal{ask: *a, token: tok, reason: reason}
	f.finish(&e.ask)
	panic(stop{f.pos, e})
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
			w += Codes[a.code].Label()
		}
		a.What = dice[a.ID].Name() + ": " + w
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

// num reads a whole number in [lo, hi].
func (f *fold) num(a *Ask, lo, hi int) int {
	t := f.peek(a)
	v, ok := parseInt(t)
	if !ok || v < lo || v > hi {
		f.refuse(a, t, "")
	}
	f.pos++
	return v
}

func (f *fold) die(id AskID, team Side, what string, code int) int {
	a := Ask{ID: id, Team: team, What: what, code: code}
	if id == AskD10 {
		t := f.peek(&a)
		if t == "10" {
			f.pos++
			return 0
		}
		if v, ok := parseInt(t); ok && v > 10 {
			f.refuse(&a, t, "a d10 reads 0-9 (a 10 typed is read as 0)")
		}
	}
	d := dice[id]
	return f.num(&a, d.Min, d.Min+d.Sides-1)
}

func (f *fold) d10(team Side, what string) int { return f.die(AskD10, team, what, -1) }
func (f *fold) d20(team Side, what string) int { return f.die(AskD20, team, what, -1) }
func (f *fold) d12(team Side, what string) int { return f.die(AskD12, team, what, -1) }

// codeDie reads the die code n calls for, worded by the table.
func (f *fold) codeDie(id AskID, team Side, what string, n int) int { return f.die(id, team, what, n) }

func (f *fold) rating(team Side, what string) int {
	a := Ask{ID: AskRating, Team: team, What: what}
	return f.num(&a, -99, 99)
}

func (f *fold) choice(team Side, what string, words []string) string {
	return f.choiceOf(AskChoice, team, what, words)
}

// choiceOf reads a choice that is asked as id (a kickoff, a try, ...).
func (f *fold) choiceOf(id AskID, team Side, what string, words []string) string {
	a := Ask{ID: id, Team: team, What: what, Words: words}
	t := f.peek(&a)
	for _, w := range words {
		if t == w {
			f.pos++
			return w
		}
	}
	f.refuse(&a, t, "")
	return ""
}

// code reads a result code of call's plays. deep: the token deep is
// allowed (a pass in the red zone); it returns -1. not39: 39 is refused
// (the play run after an offsides).
func (f *fold) code(team Side, call string, plays Play, deepOK, not39 bool) int {
	a := Ask{ID: AskCode, Team: team, Plays: plays, Call: call, Not39: not39, deep: deepOK}
	return f.readCode(&a)
}

// readCode reads the result code a asks for.
func (f *fold) readCode(a *Ask) int {
	plays, not39, deepOK := a.Plays, a.Not39, a.deep
	t := f.peek(a)
	if t == wordsDeep {
		if !deepOK {
			if plays&OnPass != 0 {
				f.refuse(a, t, "deep is only in the red zone (on or inside the opponent's 20)")
			}
			f.refuse(a, t, "deep is only for a pass in the red zone")
		}
		f.pos++
		return -1
	}
	n, ok := parseCode(t)
	switch {
	case !ok:
		f.refuse(a, t, "")
	case Codes[n].Kind == Blank:
		f.finish(a)
		f.refuse(a, t, fmt.Sprintf("code %02d is blank in the Result Codes Table; allowed: %s", n, a.Form()))
	case Codes[n].Plays&plays == 0 || not39 && n == 39:
		f.finish(a)
		f.refuse(a, t, fmt.Sprintf("code %02d (%s) is not a result of a %s; allowed: %s", n, Codes[n].Text, a.Call, a.Form()))
	}
	f.pos++
	return n
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
func (f *fold) chart(team Side, call string, plays Play) int {
	a := Ask{ID: AskChart, Team: team, Plays: plays, Call: call}
	t := f.peek(&a)
	if t == noneWord {
		f.pos++
		return -1
	}
	n, ok := parseCode(t)
	if !ok || Codes[n].Kind == Blank || Codes[n].Plays&plays == 0 || n == 88 {
		f.refuse(&a, t, "")
	}
	f.pos++
	return n
}

// codeOrChart reads a code, and on an 88 the chart until a code (S28).
func (f *fold) codeOrChart(team Side, call string, plays Play, deepOK, not39 bool) int {
	for {
		n := f.code(team, call, plays, deepOK, not39)
		if n != 88 {
			return n
		}
		if c := f.chart(team, call, plays); c >= 0 {
			return c
		}
	}
}

// snapD12 reads a kick's d12, and on a 12 (where it counts) the chart: the
// d12 and the chart's code (-1: none, read the code off the card).
func (f *fold) snapD12(team Side, what string, call string, plays Play, twelve bool) (int, int) {
	d := f.d12(team, what)
	if d != 12 || !twelve {
		return d, -1
	}
	if c := f.chart(team, call, plays); c >= 0 {
		return d, c
	}
	d = f.d12(team, what+" again (a 12 no longer counts)")
	if d == 12 {
		d = 0
	}
	return d, -1
}

// unit folds one unit from the state: a play, a tempo word, a timeout or a
// choice.
func (f *fold) unit() {
	s := &f.s
	f.out, f.timeout, f.tempo = false, false, s.Tempo
	f.scored.ok = false
	f.u = Unit{Team: s.Off, Code: -1, Quarter: s.Quarter, Ticks: s.Ticks, Down: s.Down, ToGo: s.ToGo, Ball: s.Ball, Score: s.Score}
	if s.Phase == PhKickoff {
		f.u.Ball = -1
	}
	switch s.Phase {
	case PhScrimmage:
		f.scrimmage()
	case PhKickoff:
		f.u.Kind = UKickoff
		f.kickoff()
	case PhTry:
		f.u.Kind = UTry
		f.try()
	case PhOvertime:
		f.u.Kind = UChoice
		if f.choiceOf(AskOvertime, Home, "the game is tied: overtime or tie", wordsOvertime) == "tie" {
			f.gameOver()
		} else {
			s.Phase = PhOTReceiver
			f.clearInjuries(OutHalf) // overtime is a new half
		}
	case PhOTReceiver:
		f.u.Kind = UChoice
		w := f.choiceOf(AskOTReceiver, Home, "overtime: who receives", wordsSides)
		recv := Home
		if w == "away" {
			recv = Away
		}
		s.Quarter, s.Ticks, s.TO = Overtime, QuarterTicks, [2]int{OTTimeouts, OTTimeouts}
		f.kickoffBy(recv.Other(), false)
	case PhFinal:
		a := Ask{ID: AskNone, What: "nothing (the game is over)"}
		f.refuse(&a, f.peek(&a), "the game is over")
	}
	f.endUnit()
}

// scrimmage folds a play from scrimmage (S14-S24), or the tempo word or
// timeout before it.
func (f *fold) scrimmage() {
	s := &f.s
	team := s.Off
	a := Ask{ID: AskCall, Team: team, What: "call"}
	t := f.peek(&a)
	switch t {
	case "hurry", "slow", "normal":
		if s.TempoSet {
			f.refuse(&a, t, "one tempo word before a call")
		}
		f.pos++
		f.u.Kind = UTempo
		for i, w := range tempoWords {
			if w == t {
				s.Tempo = Tempo(i)
			}
		}
		s.TempoSet = true
		f.emit(Event{Kind: EvTempo, Team: team, How: s.Tempo.String()})
		return
	case "timeout-home", "timeout-away":
		side := Home
		if t == "timeout-away" {
			side = Away
		}
		switch {
		case s.TOSet:
			f.refuse(&a, t, "one timeout before a call")
		case s.TO[side] == 0:
			f.refuse(&a, t, "the "+side.String()+" team has no timeouts left")
		}
		f.pos++
		f.u.Kind = UTimeout
		s.TO[side]--
		s.TOSet = true
		f.emit(Event{Kind: EvTimeout, Team: side})
		return
	case "coffin":
		if s.Ball < 50 {
			f.refuse(&a, t, "a coffin-corner punt is only on the opponent's side of the 50")
		}
	}
	ok := false
	for _, w := range wordsCalls {
		ok = ok || t == w
	}
	if !ok {
		f.refuse(&a, t, "")
	}
	f.pos++
	f.timeout = s.TOSet
	s.TempoSet, s.TOSet = false, false
	f.u.Call = t
	switch t {
	case "punt", "coffin":
		f.u.Kind = UPunt
		f.punt(t == "coffin")
		f.clearPlay()
	case "fg":
		f.u.Kind = UFieldGoal
		f.fieldGoal(false)
		f.clearPlay()
	default:
		f.u.Kind = UPlay
		f.fromScrimmage(t)
	}
}

// CallWords are the tokens the call's ask takes now: the calls, and a
// tempo word and a timeout not yet entered.
func (s *State) CallWords() []string {
	w := make([]string, 0, 12)
	if !s.TempoSet {
		w = append(w, wordsTempo...)
	}
	if !s.TOSet {
		for _, side := range []Side{Home, Away} {
			if s.TO[side] > 0 {
				w = append(w, wordsTimeouts[side])
			}
		}
	}
	for _, c := range wordsCalls {
		if c == "coffin" && s.Ball < 50 {
			continue
		}
		w = append(w, c)
	}
	return w
}

// OutRule is the in-or-out question with the instructions' rule for each
// tempo (S9).
var OutRule = [...]string{
	Normal: "in or out of bounds (normal tempo: out of bounds when the target zone is LCB, RCB, LLB or RLB and the two d6 were doubles)",
	Hurry:  "in or out of bounds (hurry-up: out of bounds when the target zone is LCB, RCB, LLB or RLB, the offense won the matchup and the two d6 were not doubles)",
	Slow:   "in or out of bounds (slow-down: out of bounds when the target zone is LCB, RCB, LLB or RLB, the defense won the matchup and the two d6 were doubles)",
}

// outcome is what a play from scrimmage did, for its clock.
type outcome struct {
	ticks  int  // before tempo, out of bounds and timeouts
	inc    bool // an incomplete pass
	askOut bool // a run or completed pass that kept the ball and did not score
	none   bool // no time (a delay of game cancelled by a timeout)
}

// fromScrimmage folds a run or a pass: its code, what the code asks, in or
// out, and the clock.
func (f *fold) fromScrimmage(call string) {
	s := &f.s
	team := s.Off
	pass := call != "run"
	plays := OnRun
	if pass {
		plays |= OnPass
	}
	n := f.codeOrChart(team, call, plays, pass && s.Ball >= RedZone, false)
	f.u.Code = n
	prev := s.incs // the offense's incomplete passes in a row before this one
	o := f.apply(call, n, false)
	if o.askOut {
		f.out = f.choice(team, OutRule[f.tempo], wordsInOut) == "out"
	}
	if o.none {
		f.clearPlay()
		return
	}
	// The count is the offense's: a pass that turns the ball over on downs
	// is still its second in a row (S7), and the new offense starts at 0.
	if s.Off == team {
		s.incs = 0
		if o.inc {
			s.incs = prev + 1
		}
	}
	f.runClock(f.ticks(o.ticks, o.inc && prev > 0, true))
	f.clearPlay()
}

// ticks is a play's time (S6-S9): base ticks, then the tempo (for plays
// from scrimmage), out of bounds and a timeout before it.
func (f *fold) ticks(base int, successiveInc bool, tempo bool) int {
	t := base
	if tempo {
		switch f.tempo {
		case Slow:
			if successiveInc {
				t = 1
			} else {
				t++
			}
		case Hurry:
			if t >= 2 {
				t--
			}
		}
	}
	if f.out {
		t = max(1, t-1)
	}
	if f.timeout {
		t = min(t, TicksTimeoutCap)
	}
	return t
}

// runClock runs ticks off the clock, stopping at 2:00 in the 2nd and 4th
// quarters and overtime (S10); at 0:00 the quarter ends after the play.
func (f *fold) runClock(t int) {
	s := &f.s
	before := s.Ticks
	after := before - t
	if (s.Quarter == 2 || s.Quarter >= 4) && before > TwoMinute && after < TwoMinute {
		after = TwoMinute
	}
	if after <= 0 {
		after = 0
		s.quarterOver = true
	}
	s.Ticks = after
	f.u.Used += before - after
}

// apply folds result code n of a run or a pass (call) from the line of
// scrimmage. scramble: the quarterback's scramble (S21).
func (f *fold) apply(call string, n int, scramble bool) outcome {
	s := &f.s
	team := s.Off
	pass := call != "run"
	down := s.Down
	if n < 0 { // deep in the red zone
		f.emit(Event{Kind: EvIncomplete, Team: team, Code: -1, How: "deep zone in the red zone"})
		return f.incomplete(down)
	}
	c := &Codes[n]
	los := s.Ball
	switch c.Kind {
	case Yards:
		y := c.Base
		if c.HasD10() {
			y += c.D10 * f.codeDie(AskD10, team, "", n)
		}
		if scramble && y < 0 && f.choice(s.Off.Other(), "scramble for a loss: was the tackler a pass rusher", wordsRusher) == "not" {
			y = 0
		}
		if f.pastEndLine(pass, n, los, y) {
			return f.incomplete(down)
		}
		return f.gain(pass, n, y)
	case Ten:
		var y int
		if 100-los <= 9 {
			y = (100 - los + 1) / 2
		} else {
			d := f.codeDie(AskD10, team, "", n)
			if d%2 == 0 {
				y = min(s.ToGo, 10)
			} else {
				y = max(1, min(s.ToGo-1, 10))
			}
		}
		return f.gain(pass, n, y)
	case Touchdown:
		f.scores(pass, n, los, 100-los)
		return outcome{ticks: TicksShort}
	case Penalty:
		if c.Timeout && s.TO[team] > 0 && f.choice(team, "delay of game: a timeout cancels it", wordsTOPen) == "timeout" {
			s.TO[team]--
			f.emit(Event{Kind: EvTimeout, Team: team})
			f.emit(Event{Kind: EvPenalty, Team: team, Code: n, How: c.Name, Void: true})
			return outcome{none: true}
		}
		f.penaltyOnly(n, c.Name, c.Foul, c.PenYards, c.First)
		return outcome{ticks: TicksShort}
	case DefPI:
		d := f.codeDie(AskD10, team, "", n)
		dist := d + piDepth(call)
		spot := min(los+dist, 99)
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Code: n, Yards: spot - los, How: c.Name})
		s.Ball = spot
		s.firstDown()
		f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
		return outcome{ticks: TicksShort}
	case GainPenalty:
		y := c.Base
		if c.HasD10() {
			y += f.codeDie(AskD10, team, "", n)
		}
		foul, first := c.Foul, c.First
		if foul == ByD12 {
			d := f.codeDie(AskD12, team, "whose foul:", n)
			switch {
			case d <= c.DefTo:
				foul = OnDefense
			case d <= c.OffTo:
				foul, first = OnOffense, false
			default:
				f.emit(Event{Kind: EvPenalty, Team: team, Code: n, How: c.Name, Void: true})
				if c.Incomplete {
					return outcome{ticks: TicksShort, inc: true}
				}
				return outcome{ticks: TicksPlay}
			}
		}
		if foul == OnOffense {
			first = false
		}
		if c.Incomplete {
			f.emit(Event{Kind: EvIncomplete, Team: team, Code: n})
		} else {
			if f.scores(pass, n, los, y) {
				return outcome{ticks: TicksShort}
			}
			f.emitGain(pass, n, y)
		}
		spot := los + y
		pen := c.PenYards
		if foul == OnOffense {
			pen = -pen
		}
		pen = HalfDistance(spot, pen)
		fouler := team
		if foul == OnDefense {
			fouler = team.Other()
		}
		f.emit(Event{Kind: EvPenalty, Team: fouler, Code: n, Yards: pen, How: c.Name})
		s.Ball = spot + pen
		if s.Ball <= 0 {
			f.safety(team)
			return outcome{ticks: TicksShort}
		}
		gained := !c.Incomplete && spot >= s.Line
		if first {
			s.firstDown()
			how := "penalty"
			if gained {
				how = playHow(pass)
			}
			f.emit(Event{Kind: EvFirstDown, Team: team, How: how})
		} else if f.downs(down, pass, gained) {
			return outcome{ticks: TicksPlay}
		}
		if c.Incomplete {
			return outcome{ticks: TicksShort, inc: true}
		}
		return outcome{ticks: TicksPlay, askOut: true}
	case Offsides:
		d := f.d12(team, "offsides (1-8) or encroachment (9-12)")
		if d >= 9 {
			f.penaltyOnly(n, c.Name, OnDefense, c.PenYards, false)
			return outcome{ticks: TicksShort}
		}
		before := *s
		mark := len(f.evs)
		plays := OnRun
		if pass {
			plays |= OnPass
		}
		n2 := f.codeOrChart(team, call, plays, pass && los >= RedZone, true)
		o := f.apply(call, n2, false)
		if f.choice(team, "offsides on the defense: take the play or the penalty", wordsPlayPen) == "penalty" {
			inj := s.Injured
			*s = before
			s.Injured = inj
			f.evs = f.evs[:mark]
			f.penaltyOnly(n, OffsidesName, OnDefense, c.PenYards, false)
			return outcome{ticks: TicksShort}
		}
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Code: n, How: OffsidesName, Void: true})
		return o
	case Hurt:
		y := c.Base
		if c.HasD10() {
			y += f.codeDie(AskD10, team, "", n)
		}
		if f.choice(team, "was the player losing the matchup near the player whose card was read", wordsHurt) == "hurt" {
			side := team
			if f.choice(team, "who is hurt: off or def", wordsSide) == "def" {
				side = team.Other()
			}
			f.injury(side, f.token(team))
		}
		if c.Incomplete {
			f.emit(Event{Kind: EvIncomplete, Team: team, Code: n})
			return f.incomplete(down)
		}
		if f.pastEndLine(pass, n, los, y) {
			return f.incomplete(down)
		}
		return f.gain(pass, n, y)
	case Incomplete:
		f.emit(Event{Kind: EvIncomplete, Team: team, Code: n})
		return f.incomplete(down)
	case Scramble:
		n2 := f.codeOrChart(team, "scramble (the quarterback's B column, as a run)", OnRun, false, false)
		return f.apply("run", n2, true)
	case Sack:
		k := sackExtra(call)
		y := -(f.codeDie(AskD10, team, "", n) + k)
		spot := los + y
		f.emit(Event{Kind: EvSack, Team: team, Code: n, Yards: y})
		if n == 49 {
			f.injury(team, 1)
		}
		if spot <= 0 {
			f.safety(team)
			return outcome{ticks: TicksShort}
		}
		if n == 48 && f.fumble(team, spot) {
			return outcome{ticks: TicksPlay}
		}
		s.Ball = spot
		f.downs(down, pass, false)
		return outcome{ticks: TicksPlay}
	case Fumble:
		y := c.Base
		if c.HasD10() {
			y += f.codeDie(AskD10, team, "", n)
		}
		spot := los + y
		if f.pastEndLine(pass, n, los, y) {
			return f.incomplete(down)
		}
		if f.scores(pass, n, los, y) {
			return outcome{ticks: TicksShort}
		}
		f.emitGain(pass, n, y)
		if f.fumble(team, spot) {
			return outcome{ticks: TicksPlay}
		}
		s.Ball = spot
		reached := spot >= s.Line
		if f.downs(down, pass, reached) {
			return outcome{ticks: TicksPlay}
		}
		return outcome{ticks: TicksPlay, askOut: true}
	case Interception:
		r := f.d20(team, "interception check")
		if r > f.rating(team, "the passer's interception rating") {
			f.emit(Event{Kind: EvIncomplete, Team: team, Code: n, How: "not intercepted"})
			return f.incomplete(down)
		}
		d := f.codeDie(AskD10, team, "where:", n)
		spot := los + c.Base + d
		if n == 62 {
			spot = los - d
		}
		if spot > 100+EndZone {
			f.emit(Event{Kind: EvIncomplete, Team: team, Code: n, How: "past the end line"})
			return f.incomplete(down)
		}
		if spot <= 0 {
			spot = 1
		}
		f.emit(Event{Kind: EvInterception, Team: team, Code: n})
		def := team.Other()
		own := 100 - spot
		if f.choice(def, "interception: fall on it or return it", wordsFall) == "fall" {
			if own <= 0 {
				own = TouchbackAt
			}
			f.newPossession(def, own)
		} else {
			f.ret(def, own, false)
		}
		return outcome{ticks: TicksPlay}
	case Grounding:
		d := f.codeDie(AskD20, team, "", n)
		back := 10
		if d > 10 {
			back = d
		}
		f.emit(Event{Kind: EvPenalty, Team: team, Code: n, Yards: -back, How: c.Name})
		spot := los - back
		if spot <= 0 {
			f.safety(team)
			return outcome{ticks: TicksShort}
		}
		s.Ball = spot
		f.downs(down, pass, false)
		return outcome{ticks: TicksShort}
	}
	panic(fmt.Sprintf("fourthstreet: code %02d on a %s", n, call))
}

// pastEndLine asks, of a pass gain of y from los that would carry the ball
// past the end line, whose card the result came from (S21): the
// receiver's, a touchdown; another's (passer, lineman, defender), the
// pass is incomplete, which it reports (the event emitted). It is asked
// after everything the code asks; the codes that carry a penalty and a
// scramble (a run) never come here.
func (f *fold) pastEndLine(pass bool, n, los, y int) bool {
	if !pass || los+y <= 100+EndZone {
		return false
	}
	if f.choice(f.s.Off, "past the end line: whose card was the result read from", wordsEndLine) == "receiver" {
		return false
	}
	f.emit(Event{Kind: EvIncomplete, Team: f.s.Off, Code: n, How: "past the end line"})
	return true
}

// incomplete works out the down after an incomplete pass.
func (f *fold) incomplete(down int) outcome {
	f.downs(down, true, false)
	return outcome{ticks: TicksShort, inc: true}
}

// piDepth is where a defensive pass interference happened beyond the d10
// (S19): short 0, medium 20, long 30.
func piDepth(call string) int {
	switch call {
	case "medium":
		return 20
	case "long":
		return 30
	}
	return 0
}

// sackExtra is what a sack adds to the d10 (S21): short 1, medium 2, long 3.
func sackExtra(call string) int {
	switch call {
	case "medium":
		return 2
	case "long":
		return 3
	}
	return 1
}

func playHow(pass bool) string {
	if pass {
		return "pass"
	}
	return "rush"
}

func (f *fold) emitGain(pass bool, n, y int) {
	k := EvRush
	if pass {
		k = EvPass
	}
	f.emit(Event{Kind: k, Team: f.s.Off, Code: n, Yards: y})
}

// scores reports (and scores) a gain of y from los that reaches the goal
// line: a touchdown, the gain counted to the goal line.
func (f *fold) scores(pass bool, n, los, y int) bool {
	if los+y < 100 {
		return false
	}
	f.emitGain(pass, n, 100-los)
	f.touchdown(f.s.Off)
	return true
}

// gain moves the ball y yards and works out the down (S17).
func (f *fold) gain(pass bool, n, y int) outcome {
	s := &f.s
	team := s.Off
	los, down := s.Ball, s.Down
	spot := los + y
	if f.scores(pass, n, los, y) {
		return outcome{ticks: TicksShort}
	}
	f.emitGain(pass, n, y)
	if spot <= 0 {
		f.safety(team)
		return outcome{ticks: TicksShort}
	}
	s.Ball = spot
	if f.downs(down, pass, spot >= s.Line) {
		return outcome{ticks: TicksPlay}
	}
	return outcome{ticks: TicksPlay, askOut: true}
}

// downs works out the down after a play from the down before it, and
// reports a turnover on downs.
func (f *fold) downs(down int, pass, byPlay bool) bool {
	s := &f.s
	team := s.Off
	if s.Ball >= s.Line {
		how := "penalty"
		if byPlay {
			how = playHow(pass)
		}
		s.firstDown()
		f.emit(Event{Kind: EvFirstDown, Team: team, How: how})
		return false
	}
	if down >= 4 {
		f.emit(Event{Kind: EvDowns, Team: team})
		f.newPossession(team.Other(), 100-s.Ball)
		return true
	}
	s.Down, s.ToGo = down+1, s.Line-s.Ball
	return false
}

// penaltyOnly enforces a penalty with no play from the spot before it
// (S18): the down again unless the ball reaches the line to gain.
func (f *fold) penaltyOnly(n int, name string, foul Fouler, yards int, first bool) {
	s := &f.s
	team := s.Off
	fouler := team
	if foul == OnOffense {
		yards = -yards
	} else {
		fouler = team.Other()
	}
	yards = HalfDistance(s.Ball, yards)
	f.emit(Event{Kind: EvPenalty, Team: fouler, Code: n, Yards: yards, How: name})
	s.Ball += yards
	if first || s.Ball >= s.Line {
		s.firstDown()
		f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
		return
	}
	s.ToGo = s.Line - s.Ball
}

// token reads a player's token number.
func (f *fold) token(team Side) int {
	a := Ask{ID: AskToken, Team: team, What: "the hurt player's token (1-11)"}
	return f.num(&a, 1, 11)
}

// injury reads the d20 and the injury rating of a hurt player (S24).
func (f *fold) injury(side Side, token int) {
	r := f.d20(side, "injury (the hurt player)")
	rt := f.rating(side, "the hurt player's injury rating")
	out, games := OutFor(r + rt)
	j := Injury{Side: side, Token: token, Out: out, Games: games, fresh: true}
	f.emit(Event{Kind: EvInjury, Team: side, Inj: j})
	if out != Dinged {
		f.s.Injured = append(f.s.Injured, j)
	}
}

// fumble checks for a fumble by team at spot (S22) and reports whether
// the other team recovered (the fold then goes on from there).
func (f *fold) fumble(team Side, spot int) bool {
	r := f.d20(team, "fumble check")
	if r > f.rating(team, "the ball carrier's fumble rating") {
		return false
	}
	rec := f.d20(team, "fumble recovery (1-11 the team that fumbled)")
	who := f.d12(team, "the recovering player (12: out of bounds)")
	if rec <= OwnRecovers || who == 12 {
		f.emit(Event{Kind: EvFumble, Team: team})
		return false
	}
	f.emit(Event{Kind: EvFumble, Team: team, Lost: true})
	other := team.Other()
	own := 100 - spot
	if f.choice(other, "fumble recovered: fall on it or return it", wordsFall) == "fall" {
		f.newPossession(other, own)
	} else {
		f.ret(other, own, false)
	}
	return true
}

// ret folds a return by team from own (S27): the d12, the return code and
// its d10, then what the d12 called for. inside10: a kickoff fielded
// inside the 10.
func (f *fold) ret(team Side, own int, inside10 bool) {
	// The returning team is the offense for the return (S7, S24): the
	// ball has changed hands, and changes again if it fumbles it back.
	f.setOff(team)
	d, code := f.snapD12(team, "the return (12 the Weird Play chart, 11 a possible fumble, 10 an injury, 8-9 a return penalty)", "return", OnReturn, true)
	if code < 0 {
		code = f.returnCode(team)
	}
	c := &Codes[code]
	y := c.Base
	if c.HasD10() {
		y += f.codeDie(AskD10, team, "", code)
	}
	if inside10 && (code == 0 || code == 90) {
		y += 10
	}
	end := own + y
	f.emit(Event{Kind: EvReturn, Team: team, Code: code, Yards: min(y, 100-own)})
	pen := 0
	switch d {
	case 10:
		side := team // off: the returning team
		if f.choice(team, "who is hurt: off (the returning team) or def", wordsSide) == "def" {
			side = team.Other()
		}
		f.injury(side, f.token(team))
	case 8, 9:
		a := Ask{ID: AskReturnPenalty, Team: team, What: "the Return Penalties table"}
		t := f.peek(&a)
		i := -1
		for j, w := range wordsRetPen {
			if strings.EqualFold(t, w) {
				i = j
			}
		}
		if i < 0 {
			f.refuse(&a, t, "")
		}
		f.pos++
		pen = []int{5, 10, 15, -5, -10, -15}[i]
	}
	if end >= 100 {
		f.touchdown(team)
		return
	}
	// A return that never leaves the returner's end zone is a touchback at
	// his 20: no fumble check, and a return penalty from the 20 (S26, S27).
	touchback := end <= 0
	if touchback {
		end = TouchbackAt
	}
	if d == 11 && !touchback && f.fumble(team, end) {
		return
	}
	if pen != 0 {
		pen = HalfDistance(end, pen)
		fouler := team.Other()
		if pen < 0 {
			fouler = team
		}
		f.emit(Event{Kind: EvPenalty, Team: fouler, Yards: pen, How: "return penalty"})
		end += pen
	}
	f.newPossession(team, end)
}

// returnCode reads a return's code, or L and the returner's long code.
// A refused return code is refused as the question that was asked.
func (f *fold) returnCode(team Side) int {
	a := Ask{ID: AskCode, Team: team, What: "return code", Plays: OnReturn, Call: "return"}
	if f.peek(&a) == longReturnWord {
		f.pos++
		return f.code(team, "long return", OnLong, false, false)
	}
	return f.readCode(&a)
}

// touchdown scores six for team: a try follows, except in overtime.
func (f *fold) touchdown(team Side) {
	s := &f.s
	s.Score[team] += TouchdownPoints
	f.emit(Event{Kind: EvTouchdown, Team: team, Points: TouchdownPoints})
	if s.Quarter == Overtime { // sudden death: no try
		f.setOff(team)
		s.Ball = 100
		f.gameOver()
		return
	}
	f.setOff(team)
	s.Phase, s.Ball, s.Down, s.ToGo = PhTry, TryFrom, 0, 0
}

// safety scores two for the other team; team makes a free kick from its
// own 20 (S13).
func (f *fold) safety(team Side) {
	s := &f.s
	s.Score[team.Other()] += SafetyPoints
	f.emit(Event{Kind: EvSafety, Team: team.Other(), Points: SafetyPoints})
	s.Ball = 0
	if s.Quarter == Overtime {
		f.setOff(team)
		f.gameOver()
		return
	}
	f.kickoffBy(team, true)
}

// kickoffBy sets up a kickoff by kicker (free: after a safety).
func (f *fold) kickoffBy(kicker Side, free bool) {
	s := &f.s
	f.scored = scoredAt{ok: true, off: s.Off, ball: s.Ball, inj: append(f.scored.inj[:0], s.Injured...)}
	f.setOff(kicker.Other())
	s.Phase, s.Free, s.Down, s.ToGo, s.Ball = PhKickoff, free, 0, 0, -1
	s.KickFrom = s.KickSpot
	if free {
		s.KickFrom = FreeKickFrom
	}
}

// setOff gives team the ball: the injuries for the possession end when it
// changes hands (S24), and the tempo with it (S7).
func (f *fold) setOff(team Side) {
	s := &f.s
	if team == s.Off {
		return
	}
	s.Off = team
	f.endPossession()
}

func (f *fold) newPossession(team Side, own int) {
	f.setOff(team)
	f.s.newPossession(team, own)
}

// endPossession ends every tempo and every injury for the possession
// (the end of the half, and of the 4th quarter before overtime).
func (f *fold) endPossession() {
	f.s.Tempo, f.s.incs = Normal, 0
	f.clearInjuries(OutPossession)
}

// clearInjuries ends the injuries that last for out.
func (f *fold) clearInjuries(out Out) {
	s := &f.s
	k := s.Injured[:0]
	for _, j := range s.Injured {
		if j.Out != out {
			k = append(k, j)
		}
	}
	s.Injured = k
}

// clearPlay ends the one-play injuries of earlier plays once a play from
// scrimmage has been entered.
func (f *fold) clearPlay() {
	s := &f.s
	k := s.Injured[:0]
	for _, j := range s.Injured {
		if j.Out != OutPlay || j.fresh {
			k = append(k, j)
		}
	}
	s.Injured = k
}

func (f *fold) gameOver() {
	s := &f.s
	s.Phase, s.Final = PhFinal, true
	s.Tie = s.Score[Home] == s.Score[Away]
	if s.Score[Away] > s.Score[Home] {
		s.Winner = Away
	} else {
		s.Winner = Home
	}
	f.emit(Event{Kind: EvGameOver, Team: s.Winner, Quarter: s.Quarter})
}

// endUnit ends a quarter that ran out (after the try of a touchdown).
func (f *fold) endUnit() {
	s := &f.s
	for i := range s.Injured {
		s.Injured[i].fresh = false
	}
	if !s.quarterOver || s.Phase == PhTry || s.Final {
		return
	}
	s.quarterOver = false
	q := s.Quarter
	f.emit(Event{Kind: EvQuarterEnd, Quarter: q})
	f.clearInjuries(OutQuarter)
	switch q {
	case 1, 3:
		s.Quarter, s.Ticks = q+1, QuarterTicks
	case 2:
		// The half's end ends the possession, whoever receives (S11).
		f.endPossession()
		f.clearInjuries(OutHalf)
		s.Quarter, s.Ticks, s.TO = 3, QuarterTicks, [2]int{Timeouts, Timeouts}
		s.TempoSet, s.TOSet = false, false
		f.kickoffBy(s.Opening, false)
	case 4:
		if s.Score[Home] != s.Score[Away] {
			if f.scored.ok && s.Phase == PhKickoff { // no kickoff follows
				s.Off, s.Ball, s.Free = f.scored.off, f.scored.ball, false
				s.Injured = append(s.Injured[:0], f.scored.inj...)
			}
			f.gameOver()
			return
		}
		f.endPossession() // as at halftime, whoever receives (S12)
		s.Phase = PhOvertime
	default:
		f.gameOver()
	}
}
