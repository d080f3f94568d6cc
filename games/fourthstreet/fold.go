package fourthstreet

import (
	"fmt"
	"slices"
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
	EvPuntWiped                         // Team's punt of Yards (How), wiped out by a flag on it
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

// fold folds one unit of entries into s. It reads the entries from pos
// on; when it stops before the unit is complete, end says why: short of
// entries (ask is the question that follows) or at a refused entry (err).
type fold struct {
	s    State
	toks []face
	pos  int
	end  foldEnd
	ask  Ask
	err  *refusal
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
	// savedInj is the injured list saved before a snap or a kick (snapSave).
	savedInj []Injury
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

// unit folds one unit from the state: a play, a tempo word, a timeout or a
// choice. It is false when the fold stopped (f.end).
func (f *fold) unit() bool {
	s := &f.s
	f.out, f.timeout, f.tempo = false, false, s.Tempo
	f.scored.ok = false
	f.u = Unit{Team: s.Off, Code: -1, Quarter: s.Quarter, Ticks: s.Ticks, Down: s.Down, ToGo: s.ToGo, Ball: s.Ball, Score: s.Score}
	if s.Phase == PhKickoff {
		f.u.Ball = -1
	}
	ok := false
	switch s.Phase {
	case PhScrimmage:
		ok = f.scrimmage()
	case PhKickoff:
		f.u.Kind = UKickoff
		ok = f.kickoff()
	case PhTry:
		f.u.Kind = UTry
		ok = f.try()
	case PhOvertime:
		f.u.Kind = UChoice
		ok = f.overtime()
	case PhOTReceiver:
		f.u.Kind = UChoice
		ok = f.otReceiver()
	case PhFinal:
		a := Ask{ID: AskNone, What: "nothing (the game is over)"}
		if t, more := f.peek(&a); more {
			f.refuse(&a, t.text, "the game is over")
		}
	}
	if ok {
		f.endUnit()
	}
	return ok
}

// overtime folds the choice of overtime or a tie (S12).
func (f *fold) overtime() bool {
	w, ok := f.choiceOf(AskOvertime, Home, "the game is tied: overtime or tie", wordsOvertime)
	switch {
	case !ok:
		return false
	case w == "tie":
		f.gameOver()
	default:
		f.s.Phase = PhOTReceiver
		f.clearInjuries(OutHalf) // overtime is a new half
	}
	return true
}

// otReceiver folds who receives in overtime, and sets up its kickoff.
func (f *fold) otReceiver() bool {
	s := &f.s
	w, ok := f.choiceOf(AskOTReceiver, Home, "overtime: who receives", wordsSides)
	if !ok {
		return false
	}
	recv := Home
	if w == "away" {
		recv = Away
	}
	s.Quarter, s.Ticks, s.TO = Overtime, QuarterTicks, [2]int{OTTimeouts, OTTimeouts}
	f.kickoffBy(recv.Other(), false)
	return true
}

// scrimmage folds a play from scrimmage (S14-S24), or the tempo word or
// timeout before it.
func (f *fold) scrimmage() bool {
	s := &f.s
	a := Ask{ID: AskCall, Team: s.Off, What: "call"}
	t, ok := f.peek(&a)
	if !ok {
		return false
	}
	switch t.text {
	case "hurry", "slow", "normal":
		return f.tempoWord(&a, t.text)
	case "timeout-home", "timeout-away":
		return f.timeoutWord(&a, t.text)
	case "coffin":
		if s.Ball < 50 {
			return f.refuse(&a, t.text, "a coffin-corner punt is only on the opponent's side of the 50")
		}
	}
	if !slices.Contains(wordsCalls, t.text) {
		return f.refuse(&a, t.text, "")
	}
	f.pos++
	f.timeout = s.TOSet
	s.TempoSet, s.TOSet = false, false
	f.u.Call = t.text
	switch t.text {
	case "punt", "coffin":
		f.u.Kind = UPunt
		ok = f.punt(t.text == "coffin")
	case "fg":
		f.u.Kind = UFieldGoal
		ok = f.fieldGoal(false)
	default:
		f.u.Kind = UPlay
		return f.fromScrimmage(t.text)
	}
	if ok {
		f.clearPlay()
	}
	return ok
}

// tempoWord folds the offense's tempo word before a call (S7).
func (f *fold) tempoWord(a *Ask, t string) bool {
	s := &f.s
	if s.TempoSet {
		return f.refuse(a, t, "one tempo word before a call")
	}
	f.pos++
	f.u.Kind = UTempo
	for i, w := range tempoWords {
		if w == t {
			s.Tempo = Tempo(i)
		}
	}
	s.TempoSet = true
	f.emit(Event{Kind: EvTempo, Team: s.Off, How: s.Tempo.String()})
	return true
}

// timeoutWord folds a timeout called before a call (S8).
func (f *fold) timeoutWord(a *Ask, t string) bool {
	s := &f.s
	side := Home
	if t == "timeout-away" {
		side = Away
	}
	switch {
	case s.TOSet:
		return f.refuse(a, t, "one timeout before a call")
	case s.TO[side] == 0:
		return f.refuse(a, t, "the "+side.String()+" team has no timeouts left")
	}
	f.pos++
	f.u.Kind = UTimeout
	s.TO[side]--
	s.TOSet = true
	f.emit(Event{Kind: EvTimeout, Team: side})
	return true
}

// CallWords are the tokens the call's ask takes now: the calls, and a
// tempo word and a timeout not yet entered. The list is made once for
// each case (callWordLists) and is read-only.
func (s *State) CallWords() []string {
	k := 0
	for i, b := range [...]bool{s.TempoSet, s.TOSet, s.TO[Home] > 0, s.TO[Away] > 0, s.Ball < 50} {
		if b {
			k |= 1 << i
		}
	}
	return callWordLists[k]
}

// callWordLists are the call's tokens in each case CallWords tells
// apart, made by callWords of a state of that case.
var callWordLists = func() (l [1 << 5][]string) {
	for k := range l {
		s := State{TempoSet: k&1 != 0, TOSet: k&2 != 0, TO: [2]int{k >> 2 & 1, k >> 3 & 1}, Ball: 50 - k>>4&1}
		l[k] = slices.Clip(s.callWords()) // read-only: an append makes its own
	}
	return l
}()

// callWords are the tokens the call's ask takes in s.
func (s *State) callWords() []string {
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
func (f *fold) fromScrimmage(call string) bool {
	s := &f.s
	team := s.Off
	pass := call != "run"
	n, ok := f.codeOrChart(team, call, callPlays(pass), pass && s.Ball >= RedZone, false)
	if !ok {
		return false
	}
	f.u.Code = n
	prev := s.incs // the offense's incomplete passes in a row before this one
	o, ok := f.apply(call, n, false)
	if !ok {
		return false
	}
	if o.askOut {
		w, ok := f.choice(team, OutRule[f.tempo], wordsInOut)
		if !ok {
			return false
		}
		f.out = w == "out"
	}
	if o.none {
		f.clearPlay()
		return true
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
	return true
}

// callPlays are the codes a call takes: a run's, or a pass's and a run's.
func callPlays(pass bool) Play {
	if pass {
		return OnRun | OnPass
	}
	return OnRun
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

// coded is a result code of a run or a pass being applied from the line
// of scrimmage.
type coded struct {
	call     string
	n        int // the code
	c        *Code
	team     Side // the offense
	pass     bool
	los      int // the line of scrimmage, in the offense's yards
	down     int
	scramble bool // the quarterback's scramble (S21)
}

// stopped is a play's outcome when the fold stopped within it.
var stopped = outcome{}

// apply folds result code n of a run or a pass (call) from the line of
// scrimmage, by the code's kind. scramble: the quarterback's scramble
// (S21). It is false when the fold stopped.
func (f *fold) apply(call string, n int, scramble bool) (outcome, bool) {
	s := &f.s
	r := coded{call: call, n: n, team: s.Off, pass: call != "run", los: s.Ball, down: s.Down, scramble: scramble}
	if n < 0 { // deep in the red zone
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: -1, How: "deep zone in the red zone"})
		return f.incomplete(r.down), true
	}
	r.c = &Codes[n]
	switch r.c.Kind {
	case Yards:
		return f.yards(&r)
	case Ten:
		return f.ten(&r)
	case Touchdown:
		f.scores(r.pass, n, r.los, 100-r.los)
		return outcome{ticks: TicksShort}, true
	case Penalty:
		return f.penalty(&r)
	case DefPI:
		return f.defPI(&r)
	case GainPenalty:
		return f.gainPenalty(&r)
	case Offsides:
		return f.offsides(&r)
	case Hurt:
		return f.hurt(&r)
	case Incomplete:
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: n})
		return f.incomplete(r.down), true
	case Scramble:
		n2, ok := f.codeOrChart(r.team, "scramble (the quarterback's B column, as a run)", OnRun, false, false)
		if !ok {
			return stopped, false
		}
		return f.apply("run", n2, true)
	case Sack:
		return f.sack(&r)
	case Fumble:
		return f.fumbleCode(&r)
	case Interception:
		return f.interception(&r)
	case Grounding:
		return f.grounding(&r)
	}
	panic(fmt.Sprintf("fourthstreet: code %02d on a %s", n, call))
}

// codeYards are the yards of r's code: its base, and its d10 (times mult)
// when it calls for one.
func (f *fold) codeYards(r *coded, mult int) (int, bool) {
	y := r.c.Base
	if !r.c.HasD10() {
		return y, true
	}
	d, ok := f.codeDie(AskD10, r.team, "", r.n)
	return y + mult*d, ok
}

// yards folds a gain (or a loss) of the code's yards (S17); a scramble's
// loss is no loss unless a pass rusher made the tackle (S21).
func (f *fold) yards(r *coded) (outcome, bool) {
	y, ok := f.codeYards(r, r.c.D10)
	if !ok {
		return stopped, false
	}
	if r.scramble && y < 0 {
		w, ok := f.choice(r.team.Other(), "scramble for a loss: was the tackler a pass rusher", wordsRusher)
		if !ok {
			return stopped, false
		}
		if w == "not" {
			y = 0
		}
	}
	return f.gainOrPast(r, y)
}

// gainOrPast folds a gain of y, or a pass past the end line that is
// incomplete (S21).
func (f *fold) gainOrPast(r *coded, y int) (outcome, bool) {
	if o, done, ok := f.pastEndLine(r, y); done {
		return o, ok
	}
	return f.gain(r.pass, r.n, y), true
}

// ten folds a code of ten (S17): the line to gain or short of it by the
// d10, half the distance near the goal.
func (f *fold) ten(r *coded) (outcome, bool) {
	s := &f.s
	if 100-r.los <= 9 {
		return f.gain(r.pass, r.n, (100-r.los+1)/2), true
	}
	d, ok := f.codeDie(AskD10, r.team, "", r.n)
	if !ok {
		return stopped, false
	}
	y := max(1, min(s.ToGo-1, 10))
	if d%2 == 0 {
		y = min(s.ToGo, 10)
	}
	return f.gain(r.pass, r.n, y), true
}

// penalty folds a penalty with no play (S18); a timeout may cancel a
// delay of game.
func (f *fold) penalty(r *coded) (outcome, bool) {
	s := &f.s
	c := r.c
	if c.Timeout && s.TO[r.team] > 0 {
		w, ok := f.choice(r.team, "delay of game: a timeout cancels it", wordsTOPen)
		if !ok {
			return stopped, false
		}
		if w == "timeout" {
			s.TO[r.team]--
			f.emit(Event{Kind: EvTimeout, Team: r.team})
			f.emit(Event{Kind: EvPenalty, Team: r.team, Code: r.n, How: c.Name, Void: true})
			return outcome{none: true}, true
		}
	}
	f.penaltyOnly(r.n, c.Name, c.Foul, c.PenYards, c.First)
	return outcome{ticks: TicksShort}, true
}

// defPI folds a defensive pass interference (S19): a first down at the
// spot the d10 and the call's depth reach.
func (f *fold) defPI(r *coded) (outcome, bool) {
	s := &f.s
	d, ok := f.codeDie(AskD10, r.team, "", r.n)
	if !ok {
		return stopped, false
	}
	spot := min(r.los+d+piDepth(r.call), 99)
	f.emit(Event{Kind: EvPenalty, Team: r.team.Other(), Code: r.n, Yards: spot - r.los, How: r.c.Name})
	s.Ball = spot
	s.firstDown()
	f.emit(Event{Kind: EvFirstDown, Team: r.team, How: "penalty"})
	return outcome{ticks: TicksShort}, true
}

// gainPenalty folds a play with a foul on it (S18): the play's gain, then
// the foul (whose, by the d12 where the code says so) enforced from where
// it ended.
func (f *fold) gainPenalty(r *coded) (outcome, bool) {
	c := r.c
	y, ok := f.codeYards(r, 1)
	if !ok {
		return stopped, false
	}
	foul, first, ok := f.whoseFoul(r)
	switch {
	case !ok:
		return stopped, false
	case foul == ByD12: // the d12 called no foul
		f.emit(Event{Kind: EvPenalty, Team: r.team, Code: r.n, How: c.Name, Void: true})
		if c.Incomplete {
			return outcome{ticks: TicksShort, inc: true}, true
		}
		return outcome{ticks: TicksPlay}, true
	case c.Incomplete:
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: r.n})
	case f.scores(r.pass, r.n, r.los, y):
		return outcome{ticks: TicksShort}, true
	default:
		f.emitGain(r.pass, r.n, y)
	}
	return f.enforceGain(r, y, foul, first), true
}

// whoseFoul is the foul of a code that carries one, and whether it gives
// a first down: the code's, or its d12's (ByD12 when the d12 calls none).
func (f *fold) whoseFoul(r *coded) (Fouler, bool, bool) {
	c := r.c
	if c.Foul != ByD12 {
		return c.Foul, c.First && c.Foul != OnOffense, true
	}
	d, ok := f.codeDie(AskD12, r.team, "whose foul:", r.n)
	switch {
	case !ok:
		return ByD12, false, false
	case d <= c.DefTo:
		return OnDefense, c.First, true
	case d <= c.OffTo:
		return OnOffense, false, true
	}
	return ByD12, false, true
}

// enforceGain enforces the foul of a play that gained y (S18): from the
// spot the play reached, then the down.
func (f *fold) enforceGain(r *coded, y int, foul Fouler, first bool) outcome {
	s := &f.s
	c := r.c
	spot := r.los + y
	pen := c.PenYards
	if foul == OnOffense {
		pen = -pen
	}
	pen = HalfDistance(spot, pen)
	fouler := r.team
	if foul == OnDefense {
		fouler = r.team.Other()
	}
	f.emit(Event{Kind: EvPenalty, Team: fouler, Code: r.n, Yards: pen, How: c.Name})
	s.Ball = spot + pen
	if s.Ball <= 0 {
		f.safety(r.team)
		return outcome{ticks: TicksShort}
	}
	gained := !c.Incomplete && spot >= s.Line
	if first {
		s.firstDown()
		how := "penalty"
		if gained {
			how = playHow(r.pass)
		}
		f.emit(Event{Kind: EvFirstDown, Team: r.team, How: how})
	} else if f.downs(r.down, r.pass, gained) {
		return outcome{ticks: TicksPlay}
	}
	if c.Incomplete {
		return outcome{ticks: TicksShort, inc: true}
	}
	return outcome{ticks: TicksPlay, askOut: true}
}

// offsides folds an offsides on the defense (S18): by the d12 an
// encroachment, or the play run on (any code but 39) and the offense's
// choice of the play or the penalty.
func (f *fold) offsides(r *coded) (outcome, bool) {
	c := r.c
	d, ok := f.d12(r.team, "offsides (1-8) or encroachment (9-12)")
	if !ok {
		return stopped, false
	}
	if d >= 9 {
		f.penaltyOnly(r.n, c.Name, OnDefense, c.PenYards, false)
		return outcome{ticks: TicksShort}, true
	}
	before := f.saveSnap()
	n2, ok := f.codeOrChart(r.team, r.call, callPlays(r.pass), r.pass && r.los >= RedZone, true)
	if !ok {
		return stopped, false
	}
	o, ok := f.apply(r.call, n2, false)
	if !ok {
		return stopped, false
	}
	w, ok := f.choice(r.team, "offsides on the defense: take the play or the penalty", wordsPlayPen)
	if !ok {
		return stopped, false
	}
	if w == "penalty" {
		f.wipe(&before) // the play and all it did, a player hurt on it included
		f.penaltyOnly(r.n, OffsidesName, OnDefense, c.PenYards, false)
		return outcome{ticks: TicksShort}, true
	}
	f.emit(Event{Kind: EvPenalty, Team: r.team.Other(), Code: r.n, How: OffsidesName, Void: true})
	return o, true
}

// hurt folds a code that may hurt a player (S24): its yards, whether one
// was hurt and who, then the play.
func (f *fold) hurt(r *coded) (outcome, bool) {
	y, ok := f.codeYards(r, 1)
	if !ok || !f.hurtPlayer(r.team) {
		return stopped, false
	}
	if r.c.Incomplete {
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: r.n})
		return f.incomplete(r.down), true
	}
	return f.gainOrPast(r, y)
}

// hurtPlayer asks whether the player losing the matchup was hurt, and if
// so who: the side, the token and the injury (S24).
func (f *fold) hurtPlayer(team Side) bool {
	w, ok := f.choice(team, "was the player losing the matchup near the player whose card was read", wordsHurt)
	if !ok || w != "hurt" {
		return ok
	}
	w, ok = f.choice(team, "who is hurt: off or def", wordsSide)
	if !ok {
		return false
	}
	side := team
	if w == "def" {
		side = team.Other()
	}
	tok, ok := f.token(team)
	return ok && f.injury(side, tok)
}

// sack folds a sack (S21): the d10 and the call's depth behind the line,
// a safety, a hurt passer (49), a fumble (48).
func (f *fold) sack(r *coded) (outcome, bool) {
	s := &f.s
	d, ok := f.codeDie(AskD10, r.team, "", r.n)
	if !ok {
		return stopped, false
	}
	y := -(d + sackExtra(r.call))
	spot := r.los + y
	f.emit(Event{Kind: EvSack, Team: r.team, Code: r.n, Yards: y})
	if r.n == 49 && !f.injury(r.team, 1) {
		return stopped, false
	}
	if spot <= 0 {
		f.safety(r.team)
		return outcome{ticks: TicksShort}, true
	}
	if r.n == 48 {
		if lost, ok := f.fumble(r.team, spot); !ok || lost {
			return outcome{ticks: TicksPlay}, ok
		}
	}
	s.Ball = spot
	f.downs(r.down, r.pass, false)
	return outcome{ticks: TicksPlay}, true
}

// fumbleCode folds a gain that may end in a fumble (S22).
func (f *fold) fumbleCode(r *coded) (outcome, bool) {
	s := &f.s
	y, ok := f.codeYards(r, 1)
	if !ok {
		return stopped, false
	}
	spot := r.los + y
	if o, done, ok := f.pastEndLine(r, y); done {
		return o, ok
	}
	if f.scores(r.pass, r.n, r.los, y) {
		return outcome{ticks: TicksShort}, true
	}
	f.emitGain(r.pass, r.n, y)
	if lost, ok := f.fumble(r.team, spot); !ok || lost {
		return outcome{ticks: TicksPlay}, ok
	}
	s.Ball = spot
	if f.downs(r.down, r.pass, spot >= s.Line) {
		return outcome{ticks: TicksPlay}, true
	}
	return outcome{ticks: TicksPlay, askOut: true}, true
}

// interception folds a pass that may be intercepted (S23): the d20
// against the passer's rating, where by the d10, and the defense's fall
// or return.
func (f *fold) interception(r *coded) (outcome, bool) {
	roll, ok := f.d20(r.team, "interception check")
	if !ok {
		return stopped, false
	}
	rating, ok := f.rating(r.team, "the passer's interception rating")
	if !ok {
		return stopped, false
	}
	if roll > rating {
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: r.n, How: "not intercepted"})
		return f.incomplete(r.down), true
	}
	d, ok := f.codeDie(AskD10, r.team, "where:", r.n)
	if !ok {
		return stopped, false
	}
	spot := r.los + r.c.Base + d
	if r.n == 62 {
		spot = r.los - d
	}
	if spot > 100+EndZone {
		f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: r.n, How: "past the end line"})
		return f.incomplete(r.down), true
	}
	spot = max(spot, 1)
	f.emit(Event{Kind: EvInterception, Team: r.team, Code: r.n})
	own := 100 - spot
	fall := own
	if fall <= 0 {
		fall = TouchbackAt
	}
	return outcome{ticks: TicksPlay}, f.fallOrReturn(r.team.Other(), fall, own, "interception: fall on it or return it")
}

// grounding folds intentional grounding (S21): ten yards back, or the
// d20's when more, and loss of down.
func (f *fold) grounding(r *coded) (outcome, bool) {
	s := &f.s
	d, ok := f.codeDie(AskD20, r.team, "", r.n)
	if !ok {
		return stopped, false
	}
	back := max(10, d)
	f.emit(Event{Kind: EvPenalty, Team: r.team, Code: r.n, Yards: -back, How: r.c.Name})
	spot := r.los - back
	if spot <= 0 {
		f.safety(r.team)
		return outcome{ticks: TicksShort}, true
	}
	s.Ball = spot
	f.downs(r.down, r.pass, false)
	return outcome{ticks: TicksShort}, true
}

// fallOrReturn asks team, which has the ball, to fall on it (its ball at
// fall) or return it from own.
func (f *fold) fallOrReturn(team Side, fall, own int, what string) bool {
	w, ok := f.choice(team, what, wordsFall)
	switch {
	case !ok:
		return false
	case w == "fall":
		f.newPossession(team, fall)
		return true
	}
	return f.ret(team, own, false)
}

// pastEndLine asks, of a pass gain of y that would carry the ball past
// the end line, whose card the result came from (S21): the receiver's, a
// touchdown; another's (passer, lineman, defender), the pass is
// incomplete, which it reports (the event emitted). It is asked after
// everything the code asks; the codes that carry a penalty and a scramble
// (a run) never come here. done: the pass was incomplete (its outcome) or
// the fold stopped (ok false).
func (f *fold) pastEndLine(r *coded, y int) (o outcome, done, ok bool) {
	if !r.pass || r.los+y <= 100+EndZone {
		return stopped, false, true
	}
	w, ok := f.choice(r.team, "past the end line: whose card was the result read from", wordsEndLine)
	if !ok || w == "receiver" {
		return stopped, !ok, ok
	}
	f.emit(Event{Kind: EvIncomplete, Team: r.team, Code: r.n, How: "past the end line"})
	return f.incomplete(r.down), true, true
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
func (f *fold) token(team Side) (int, bool) {
	a := Ask{ID: AskToken, Team: team, What: "the hurt player's token (1-11)"}
	return f.num(&a, 1, 11)
}

// injury reads the d20 and the injury rating of a hurt player (S24).
func (f *fold) injury(side Side, token int) bool {
	r, ok := f.d20(side, "injury (the hurt player)")
	if !ok {
		return false
	}
	rt, ok := f.rating(side, "the hurt player's injury rating")
	if !ok {
		return false
	}
	out, games := OutFor(r + rt)
	j := Injury{Side: side, Token: token, Out: out, Games: games, fresh: true}
	f.emit(Event{Kind: EvInjury, Team: side, Inj: j})
	if out != Dinged {
		f.s.Injured = append(f.s.Injured, j)
	}
	return true
}

// fumble checks for a fumble by team at spot (S22) and reports whether
// the other team recovered (the fold then goes on from there); the second
// result is false when the fold stopped.
func (f *fold) fumble(team Side, spot int) (bool, bool) {
	r, ok := f.d20(team, "fumble check")
	if !ok {
		return false, false
	}
	rating, ok := f.rating(team, "the ball carrier's fumble rating")
	if !ok || r > rating {
		return false, ok
	}
	kept, ok := f.recovery(team, "fumble recovery (1-11 the team that fumbled)")
	if !ok {
		return false, false
	}
	if kept {
		f.emit(Event{Kind: EvFumble, Team: team})
		return false, true
	}
	f.emit(Event{Kind: EvFumble, Team: team, Lost: true})
	own := 100 - spot
	return true, f.fallOrReturn(team.Other(), own, own, "fumble recovered: fall on it or return it")
}

// recovery reads who recovers team's loose ball (S22, S25): the d20 (what:
// up to OwnRecovers team's) and the recovering player's d12 (12: out of
// bounds, team's); kept is true when team keeps it.
func (f *fold) recovery(team Side, what string) (kept, ok bool) {
	rec, ok := f.d20(team, what)
	if !ok {
		return false, false
	}
	who, ok := f.d12(team, "the recovering player (12: out of bounds)")
	return rec <= OwnRecovers || who == 12, ok
}

// ret folds a return by team from own (S27): the d12, the return code and
// its d10, then what the d12 called for. inside10: a kickoff fielded
// inside the 10.
func (f *fold) ret(team Side, own int, inside10 bool) bool {
	// The returning team is the offense for the return (S7, S24): the
	// ball has changed hands, and changes again if it fumbles it back.
	f.setOff(team)
	d, code, ok := f.snapD12(team, "the return (12 the Weird Play chart, 11 a possible fumble, 10 an injury, 8-9 a return penalty)", "return", OnReturn, true)
	if !ok {
		return false
	}
	if code < 0 {
		if code, ok = f.returnCode(team); !ok {
			return false
		}
	}
	c := &Codes[code]
	y := c.Base
	if c.HasD10() {
		d10, ok := f.codeDie(AskD10, team, "", code)
		if !ok {
			return false
		}
		y += d10
	}
	if inside10 && (code == 0 || code == 90) {
		y += 10
	}
	f.emit(Event{Kind: EvReturn, Team: team, Code: code, Yards: min(y, 100-own)})
	pen, ok := f.returnExtra(team, d)
	return ok && f.returnEnd(team, d, own+y, pen)
}

// returnExtra folds what a return's d12 called for besides the return: an
// injury (10), or a return penalty (8, 9), its yards.
func (f *fold) returnExtra(team Side, d int) (int, bool) {
	switch d {
	case 10:
		w, ok := f.choice(team, "who is hurt: off (the returning team) or def", wordsSide)
		if !ok {
			return 0, false
		}
		side := team // off: the returning team
		if w == "def" {
			side = team.Other()
		}
		tok, ok := f.token(team)
		return 0, ok && f.injury(side, tok)
	case 8, 9:
		return f.returnPenalty(team)
	}
	return 0, true
}

// returnPenaltyYards are the Return Penalties table's results
// (wordsRetPen) in yards for the returning team.
var returnPenaltyYards = [...]int{5, 10, 15, -5, -10, -15}

// returnPenalty reads the Return Penalties table's result: its yards.
func (f *fold) returnPenalty(team Side) (int, bool) {
	a := Ask{ID: AskReturnPenalty, Team: team, What: "the Return Penalties table"}
	t, ok := f.peek(&a)
	if !ok {
		return 0, false
	}
	for i, w := range wordsRetPen {
		if strings.EqualFold(t.text, w) {
			f.pos++
			return returnPenaltyYards[i], true
		}
	}
	return 0, f.refuse(&a, t.text, "")
}

// returnEnd ends a return by team at end (its own yards): a touchdown, a
// touchback, a fumble the d12 (d) called for, or the ball where it ended
// with the return penalty (pen) enforced.
func (f *fold) returnEnd(team Side, d, end, pen int) bool {
	if end >= 100 {
		f.touchdown(team)
		return true
	}
	// A return that never leaves the returner's end zone is a touchback at
	// his 20: no fumble check, and a return penalty from the 20 (S26, S27).
	touchback := end <= 0
	if touchback {
		end = TouchbackAt
	}
	if d == 11 && !touchback {
		if lost, ok := f.fumble(team, end); !ok || lost {
			return ok
		}
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
	return true
}

// returnCode reads a return's code, or L and the returner's long code.
// A refused return code is refused as the question that was asked.
func (f *fold) returnCode(team Side) (int, bool) {
	a := Ask{ID: AskCode, Team: team, What: "return code", Plays: OnReturn, Call: "return"}
	t, ok := f.peek(&a)
	if !ok {
		return 0, false
	}
	if t.text == longReturnWord {
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
			// The list kept from the score is cleared as the quarter's
			// end cleared the list after the try (S11: the quarter ends
			// after the play and its try; S24). A player out for the
			// half stays listed at the game's end, as the worked
			// examples list him (game 8).
			f.clearInjuries(OutQuarter)
			f.gameOver()
			return
		}
		f.endPossession() // as at halftime, whoever receives (S12)
		s.Phase = PhOvertime
	default:
		f.gameOver()
	}
}
