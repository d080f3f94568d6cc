package firstandroll

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

type Side = engine.Side

const (
	Home = engine.Home
	Away = engine.Away
)

// The clock track (F5): the marker moves from 30:00 (space 0) by two
// minutes a space to 2:00 (space 14) and 0:00 (space 15).
const (
	TwoMinute = 14
	LastSpace = 15
	Timeouts  = 3  // per team per half (F6)
	Touchback = 25 // a touchback's spot, the receiving team's own (F9, F21)
)

// ClockText is a marker space as the track prints it: "28:00".
func ClockText(space int) string { return fmt.Sprintf("%d:00", 30-2*space) }

// Kind says what the rules ask next.
type Kind uint8

const (
	AskNone          Kind = iota
	AskKickType           // kicking team: regular or onside (F8)
	AskKickChoice         // receiving team: touchback or return (F9)
	AskKickReturn         // receiving team: a return face, red then yellow then green (F9)
	AskOnside             // kicking team: the red, then the yellow face (F10)
	AskOnsideClock        // kicking team: the clock die (F10)
	AskCall               // offense: its call (F11)
	AskDefCall            // defense: its call (F11)
	AskBomb               // offense: throw or bomb (F19)
	AskOff                // offense: a face of the die it called (F12-F15)
	AskDef                // defense: a face of its die (F13)
	AskBombGreen          // offense: the bomb's green face (F19)
	AskBombKick           // offense: the bomb's kick face
	AskBombYellow         // offense: the bomb's yellow face
	AskClock              // defense: the clock die (F18)
	AskClock2             // defense: the clock die again after a turnover face
	AskPenalty            // the penalty die (F16)
	AskAccept             // the team not penalized: accept or decline
	AskReturnOff          // returning team: its offense die (F18)
	AskReturnDef          // the other team: its defense die, for a flag
	AskReturnPenalty      // the penalty die on a return
	AskTimeout            // no, or a team that spends a timeout (F27)
	AskRunClock           // offense: yes or no (F27)
	AskBlock              // defense: two faces to block a kick (F21, F22)
	AskBlockedClock       // defense: the clock die on a blocked punt
	AskBlockedOff         // offense: its red face after a blocked punt
	AskBlockedDef         // defense: its red face after a blocked punt
	AskFGKick             // offense: the kick die (F22)
	AskPuntKick           // kicking team: the kick die (F21, F25)
	AskPuntColour         // kicking team: the offense die it adds
	AskPuntDie            // kicking team: that die's face
	AskFair               // receiving team: fair or return
	AskPuntReturnOff      // receiving team: its yellow face
	AskPuntReturnDef      // kicking team: its yellow face
	AskPuntPenalty        // the penalty die on a punt return
	AskPuntAccept         // the team not penalized: accept or decline
	AskHailYellow         // offense: the hail mary's yellow face (F23)
	AskHailGreen          // offense: its green face
	AskTry                // scoring team: pat or two (F24)
	AskPatClock           // the clock die of the kick try
	AskPatKick            // the kick die of the kick try
	AskOvertime           // overtime or tie (F29)
	AskOTReceiver         // who receives in overtime: home or away
	numKinds
)

// asks names what each ask is for, and whose die it reads: the words of
// the prompts, refusals and JSON.
var askNames = [numKinds]string{
	AskNone: "nothing (the game is over)", AskKickType: "kickoff", AskKickChoice: "touchback or return",
	AskKickReturn: "kickoff return", AskOnside: "onside kick", AskOnsideClock: "onside kick's clock die",
	AskCall: "offense's call", AskDefCall: "defense's call", AskBomb: "throw or long bomb",
	AskOff: "offense die", AskDef: "defense die", AskBombGreen: "long bomb's green die",
	AskBombKick: "long bomb's kick die", AskBombYellow: "long bomb's yellow die", AskClock: "clock die",
	AskClock2: "clock die again", AskPenalty: "penalty die", AskAccept: "accept or decline the penalty",
	AskReturnOff: "return's offense die", AskReturnDef: "return's defense die", AskReturnPenalty: "penalty die on the return",
	AskTimeout: "timeout", AskRunClock: "run the clock", AskBlock: "block die", AskBlockedClock: "blocked punt's clock die",
	AskBlockedOff: "blocked punt's red die", AskBlockedDef: "blocked punt's red die", AskFGKick: "field goal's kick die",
	AskPuntKick: "punt's kick die", AskPuntColour: "punt's offense die", AskPuntDie: "punt's offense die",
	AskFair: "fair catch or return", AskPuntReturnOff: "punt return's yellow die", AskPuntReturnDef: "punt return's yellow die",
	AskPuntPenalty: "penalty die on the punt return", AskPuntAccept: "accept or decline the penalty",
	AskHailYellow: "hail mary's yellow die", AskHailGreen: "hail mary's green die", AskTry: "try after the touchdown",
	AskPatClock: "kick try's clock die", AskPatKick: "kick try's kick die", AskOvertime: "overtime or tie",
	AskOTReceiver: "overtime receiver",
}

func (k Kind) String() string { return askNames[k] }

// The form a face takes on each kind of die.
type form uint8

const (
	choice form = iota
	offDie
	defDie
	clockDie
	kickDie
	penaltyDie
)

// Ask is what the rules ask next: its kind, whose it is, the die's colour
// (for offense and defense dice) and, for a choice, the tokens allowed.
type Ask struct {
	Kind    Kind
	Team    Side
	Colour  Colour
	Form    form
	Choices []string
}

// State is a game between entries. It is a value: copy it to keep it.
type State struct {
	Half     int // 1, 2; 3 in overtime
	Marker   int // the clock marker's space, 0 (30:00) to 15 (0:00)
	Score    [2]int
	TO       [2]int
	Off      Side // the team with the ball; before a kickoff the receiving team; before a try the scoring team
	Ball     int  // the spot from the home goal line
	HasBall  bool // the ball is on the field (not before a kickoff or a safety's punt)
	Down     int  // 0: no play from scrimmage is next
	ToGo     int
	Receiver Side // received the first half's opening kickoff (F7)
	Final    bool
	Winner   Side
	Tie      bool

	ask   Ask
	p     play
	dice  *DiceSet // the dice's faces (F30), nil: only their form is checked
	house House    // a house track and timeouts (F5, F6); zero: the rules'
	out   *[]Event // where the entry being applied reports what happened (nil: nowhere)
}

// EventKind says what happened in the fold.
type EventKind uint8

const (
	EvTouchdown EventKind = iota + 1 // Team scored Points
	EvFieldGoal                      // Team's kick: How "good" (Points 3), "no good" or "blocked"
	EvSafety                         // Team (the defense) scored Points
	EvTry                            // Team's try, How "pat" or "two": Points scored, 0 when no good
	EvChange                         // Team has the ball now; How says why (kickoff, punt, downs, turnover, ...)
	EvHalfOver                       // half Points is over, the clock marker on Marker
	EvGameOver                       // the game is over: Team won, or Tie
	// EvNote: what the rules did that the faces do not tell, in How
	// ("breakaway: roll red again", "incomplete: more than 2 yards past
	// the goal line"), said before the play's result.
	EvNote
	// EvPenalty: the flag's penalty How ("D5") on Team was accepted
	// (Points 1) or declined (Points 0).
	EvPenalty
)

// Event is one thing the fold reports, worded by the views.
type Event struct {
	Kind   EventKind
	Team   Side
	Points int
	How    string
	Tie    bool
	Marker int
	Yards  int // a field goal's distance to the goal
}

// note reports what the rules did that the faces do not tell ("": nothing).
func (s *State) note(how string) {
	if how != "" {
		s.emit(Event{Kind: EvNote, Team: s.ask.Team, How: how})
	}
}

// returnFlag says what becomes of a flag's penalty on a return that ends
// at the returning team's own yard line end (F18, F21, F25): a return to
// the goal line scores with the flag not assessed, O5 and D5 are ignored.
// It reports whether the penalty is still to be assessed.
func (s *State) returnFlag(pen Penalty, end int) bool {
	switch {
	case end >= 100:
		s.note("touchdown: the flag is not assessed")
	case pen.ignoredOnReturns():
		s.note(pen.String() + " is ignored on a return")
	default:
		return true
	}
	return false
}

// emit reports an event of the entry being applied.
func (s *State) emit(e Event) {
	if s.out != nil {
		*s.out = append(*s.out, e)
	}
}

// play is the play in progress and what follows it.
type play struct {
	kicker                    Side   // a kickoff's or punt's kicking team
	lostHow, retHow           string // why the defense takes over (a missed field goal; an interception's return)
	try                       bool   // a two-point try
	safetyPunt                bool
	offCall, defCall          Colour
	bomb                      bool
	die                       Colour // the offense die being rolled
	faces                     int    // faces of it so far
	sum                       int
	broken                    bool // the broken tackle was used (F15)
	def                       DefFace
	hasDef                    bool
	clock, clock2             ClockFace
	flag                      bool
	pen                       Penalty
	kick, green, yellow       int
	block                     [2]DefFace
	blocks                    int
	returner                  Side
	retFrom                   int // the returning team's own yard line where the return starts
	retDie                    Colour
	retSum                    int
	puntFrom, puntLine        int // the punting team's own line of scrimmage and line to gain
	landed                    int // the receiving team's own spot where a punt came down
	moves                     int // clock moves the play makes (0 or 1)
	runnable                  bool
	safety, tryNext           bool
	endHalf                   bool // a hail mary: the half ends after the play (and the try)
	fgDist, fgRolls           int
	patClock                  ClockFace
	timeoutForRun             bool // the clock move asked about is running the clock
	onside                    [2]int
	onsideN                   int
	lineBefore, ownBefore, dn int // the play's line of scrimmage, line to gain and down
	marker                    int // the clock marker's space when the play began
	// lostAt is the offense's own yard line where it lost the ball to a
	// turnover (0: it did not). Until the return is in, the state stays
	// the play's start (the replay contract), so the spot is kept here.
	lostAt int
}

// New is the game before the first entry: the team that does not receive
// the opening kickoff kicks it off (F7).
func New(receiver Side) State {
	return NewHouse(receiver, House{})
}

// NewHouse is New on a house clock track and timeouts (House).
func NewHouse(receiver Side, h House) State {
	s := State{Half: 1, Receiver: receiver, house: h}
	s.TO = [2]int{s.timeouts(), s.timeouts()}
	s.kickoff(receiver.Other())
	return s
}

// Tied is the end of a tied second half: while overtime or a tie, and
// overtime's receiver, are asked (and after a tie is chosen) no team has
// the ball and none is to receive it.
func (s *State) Tied() bool {
	return s.ask.Kind == AskOvertime || s.ask.Kind == AskOTReceiver || s.Final && s.Tie && s.Half == 2
}

// Own is the ball's spot from the offense's own goal line.
func (s *State) Own() int { return engine.Own(s.Off, s.Ball) }

// Next says what the rules ask for next.
func (s *State) Next() Ask { return s.ask }

// EntryError is a token the rules do not allow there: what was asked, the
// token and why (errors.Is engine.ErrRefused).
type EntryError struct {
	Ask    Ask
	Token  string
	Reason string
}

func (e *EntryError) Error() string           { return fmt.Sprintf("%s, got %q", e.Reason, e.Token) }
func (e *EntryError) Is(target error) bool    { return target == engine.ErrRefused }
func (e *EntryError) Quoting(w string) string { return fmt.Sprintf("%s, got %q", e.Reason, w) }

// refuse words why t is not allowed for a.
func (s *State) refuse(t, why string) error {
	a := s.ask
	reason := ""
	switch {
	case a.Kind == AskNone:
		reason = "the game is over: no further entries are allowed"
	case why != "":
		reason = fmt.Sprintf("%s: %s", a.Kind, why)
	default:
		reason = fmt.Sprintf("%s must be %s", a.Kind, s.Expect())
	}
	return &EntryError{Ask: a, Token: t, Reason: reason}
}

// Expect says what the ask allows, e.g. "red, yellow or green".
func (s *State) Expect() string {
	a := s.ask
	switch a.Form {
	case offDie, defDie:
		return dieExpect[a.Form-offDie][min(a.Colour, AnyColour)]
	case clockDie:
		return "clock, turnover or blank"
	case kickDie:
		return "a face of the kick die: 0-99"
	case penaltyDie:
		return "O5, O10, O15, DH, D5 or D15"
	}
	return engine.OrList(a.Choices)
}

// dieExpect are what an offense die (0) and a defense die (1) allow, by
// colour (AnyColour: a block die), worded once rather than at each ask.
var dieExpect = func() (out [2][numColours + 1]string) {
	for c := Red; c <= AnyColour; c++ {
		out[0][c] = "a face of the " + c.String() + " offense die: 0-99, N* circled"
		if c == Red {
			out[0][c] += ", 2s the square 2"
		}
		out[1][c] = "a face of the " + c.String() + " defense die: 0, -1 to -99, F the flag"
	}
	out[1][AnyColour] = "a face of a defense die: 0, -1 to -99, F the flag"
	return out
}()

// Apply folds one token (case-insensitive) into s. A token the rules do not
// allow is refused with an *EntryError and s is unchanged.
func (s *State) Apply(tok string) error { return s.ApplyEvents(tok, nil) }

// ApplyEvents is Apply reporting what happened to *evs (when not nil).
func (s *State) ApplyEvents(tok string, evs *[]Event) error {
	t := strings.ToLower(strings.TrimSpace(tok))
	before := *s
	n := 0
	if evs != nil {
		n = len(*evs)
	}
	s.out = evs
	err := s.apply(t, tok)
	s.out = nil
	if err != nil {
		*s = before
		if evs != nil {
			*evs = (*evs)[:n]
		}
		return err
	}
	return nil
}

func (s *State) apply(t, tok string) error {
	a := s.ask
	if a.Kind == AskNone {
		return s.refuse(tok, "")
	}
	if a.Form == offDie || a.Form == defDie || a.Form == kickDie {
		if c, odd := oddNumber(t); odd {
			return s.refuse(tok, fmt.Sprintf("write %s, not %s: faces are written without leading zeros or a sign; %s", c, tok, s.Expect()))
		}
	}
	if faces := s.dice.faces(&a); faces != nil && !slices.Contains(faces, canonFace(t)) {
		return s.refuse(tok, noFace(a, tok, faces))
	}
	if a.Form == choice {
		c, why := s.readChoice(t)
		if c == "" {
			return s.refuse(tok, why)
		}
		s.choose(c)
		return nil
	}
	f, ok := readFace(a.Form, a.Colour, t)
	if !ok {
		return s.refuse(tok, "")
	}
	s.face(a.Form, &f)
	return nil
}

// ApplyCode folds entry k of s.Legal() into s: a choice's token, or a
// face of a die of the dice set, read once with the set (DiceSet), never
// again here. A code out of range, or a die without a dice set (whose
// faces are not listed), is refused and s is unchanged.
func (s *State) ApplyCode(k int) error { return s.ApplyCodeEvents(k, nil) }

// ApplyCodeEvents is ApplyCode reporting what happened to *evs (when not
// nil).
func (s *State) ApplyCodeEvents(k int, evs *[]Event) error {
	a := &s.ask // read before the fold changes it
	var faces *roll
	n := len(a.Choices)
	if a.Form != choice {
		n = 0
		if faces = s.dice.prepared(a); faces == nil {
			faces = s.dice.roll(a)
		}
		if faces != nil {
			n = len(faces.read)
		}
	}
	if a.Kind == AskNone || k < 0 || k >= n {
		return &EntryError{Ask: *a, Token: strconv.Itoa(k), Reason: engine.CodeRefusal(k, n).Error()}
	}
	if faces != nil {
		s.foldFace(faces, k, evs)
		return nil
	}
	s.out = evs
	s.choose(a.Choices[k])
	s.out = nil
	return nil
}

// foldFace folds face k of r, the die asked (its code, in range),
// reporting what happened to *evs (when not nil).
func (s *State) foldFace(r *roll, k int, evs *[]Event) {
	s.out = evs
	s.face(s.ask.Form, &r.read[k])
	s.out = nil
}

// face is a die's face as the rules read it: the field of its form.
type face struct {
	off   OffFace
	def   DefFace
	kick  int
	clock ClockFace
	pen   Penalty
}

// readFace reads t (lower case) as a face of a die of form f (an offense
// die of colour c).
func readFace(f form, c Colour, t string) (face, bool) {
	var x face
	var err error
	ok := true
	switch f {
	case offDie:
		x.off, err = parseOff(t, c)
	case defDie:
		x.def, err = parseDef(t)
	case clockDie:
		x.clock, ok = parseClock(t)
	case kickDie:
		x.kick, err = parseKick(t)
	case penaltyDie:
		x.pen, ok = parsePenalty(t)
	}
	return x, ok && err == nil
}

// face folds a die's face x of form f.
func (s *State) face(f form, x *face) {
	switch f {
	case offDie:
		s.offFace(x.off)
	case defDie:
		s.defFace(x.def)
	case clockDie:
		s.clockFace(x.clock)
	case kickDie:
		s.kickFace(x.kick)
	case penaltyDie:
		s.penaltyFace(x.pen)
	}
}

// dieName names the die a asks for: "yellow offense die".
func dieName(a Ask) string {
	switch a.Form {
	case offDie:
		return a.Colour.String() + " offense die"
	case defDie:
		if a.Colour == AnyColour {
			return "defense dice"
		}
		return a.Colour.String() + " defense die"
	case kickDie:
		return "kick die"
	case clockDie:
		return "clock die"
	}
	return "penalty die"
}

func uniq(faces []string) []string {
	var out []string
	for _, f := range faces {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// aliases are the short forms of choices.
var aliases = map[string]string{"r": "red", "y": "yellow", "g": "green"}

// readChoice is the choice t names when the ask allows it, or why not.
func (s *State) readChoice(t string) (string, string) {
	if full, ok := aliases[t]; ok {
		t = full
	}
	for _, c := range s.ask.Choices {
		if c == t {
			return c, ""
		}
	}
	switch {
	case s.ask.Kind == AskCall && t == "punt" && !s.p.try:
		return "", fmt.Sprintf("a punt is allowed on 4th down only (this is %s); the call must be %s", engine.DownText(s.Down, s.ToGo, s.Own()), s.Expect())
	case s.ask.Kind == AskCall && t == "hail" && !s.p.try:
		return "", "a hail mary is allowed only with the clock on 2:00, the ball on or past the offense's own 35 and no timeouts left; the call must be " + s.Expect()
	case s.ask.Kind == AskTimeout && (t == "home" || t == "away"):
		return "", fmt.Sprintf("%s has no timeouts left; timeout must be %s", t, s.Expect())
	}
	return "", ""
}

// The choices' lists, read-only: an ask shares them rather than making
// its own at each entry.
var (
	// colours are the first three calls of the list asked most (a down
	// before the 4th: the colours and fg), not a list of their own: a
	// list that begins with them is then told by one comparison (the
	// coach's draw of a call, pick).
	colours       = callLists[1][:3:3]
	homeAway      = []string{"home", "away"}
	touchReturn   = []string{"touchback", "return"}
	throwBomb     = []string{"throw", "bomb"}
	regularOnside = []string{"regular", "onside"}
	acceptDecline = []string{"accept", "decline"}
	fairReturn    = []string{"fair", "return"}
	yesNo         = []string{"yes", "no"}
	patTwo        = []string{"pat", "two"}
	overtimeTie   = []string{"overtime", "tie"}
	fgOnly        = []string{"fg"}
	puntOnly      = []string{"punt"}
	// callLists are the offense's calls (askCall) by which of fg, punt
	// and hail it may call (bits 1, 2 and 4).
	callLists = func() (out [8][]string) {
		for bits := range out {
			l := []string{"red", "yellow", "green"}
			for i, c := range []string{"fg", "punt", "hail"} {
				if bits&(1<<i) != 0 {
					l = append(l, c)
				}
			}
			out[bits] = l
		}
		return out
	}()
	// timeoutLists are F27's choices by whether home and away have a
	// timeout left (bits 1 and 2).
	timeoutLists = [4][]string{{"no"}, {"no", "home"}, {"no", "away"}, {"no", "home", "away"}}
)

// set asks for a choice of k by team among choices; setDie for a die of
// form f (an offense or defense die of colour c). Field by field: a
// composite literal is built aside, a byte at a time, and copied in
// wider moves, which the processor cannot forward from those bytes (a
// stall at every entry).
func (s *State) set(k Kind, team Side, f form, choices []string) {
	a := &s.ask
	a.Kind, a.Team, a.Colour, a.Form, a.Choices = k, team, 0, f, choices
}

func (s *State) setDie(k Kind, team Side, f form, c Colour) {
	a := &s.ask
	a.Kind, a.Team, a.Colour, a.Form, a.Choices = k, team, c, f, nil
}

// choose applies a choice the ask allows.
func (s *State) choose(c string) {
	p := &s.p
	switch s.ask.Kind {
	case AskKickType:
		s.kickType(c)
	case AskKickChoice:
		s.kickChoice(c)
	case AskCall:
		s.call(c)
	case AskDefCall:
		s.defCall(c)
	case AskBomb:
		s.bombChoice(c)
	case AskAccept:
		s.accept(c == "accept")
	case AskPuntAccept:
		s.puntAccept(c == "accept")
	case AskTimeout:
		s.timeoutChoice(c)
	case AskRunClock:
		if c == "yes" {
			s.moveClock(true)
			return
		}
		s.next()
	case AskPuntColour:
		col, _ := parseColour(c)
		p.die = col
		s.setDie(AskPuntDie, p.kicker, offDie, col)
	case AskFair:
		s.fairChoice(c)
	case AskTry:
		s.tryChoice(c)
	case AskOvertime:
		if c == "tie" {
			s.finish(Home, true)
			return
		}
		s.set(AskOTReceiver, Home, choice, homeAway)
	case AskOTReceiver:
		s.otReceiver(c)
	}
}

// kickType applies the kicker's "regular" or "onside" kick.
func (s *State) kickType(c string) {
	p := &s.p
	if c == "regular" {
		s.set(AskKickChoice, p.kicker.Other(), choice, touchReturn)
		return
	}
	p.onsideN = 0
	s.setDie(AskOnside, p.kicker, offDie, Red)
}

// kickChoice applies the receiver's "touchback" or "return".
func (s *State) kickChoice(c string) {
	p := &s.p
	if c == "touchback" {
		s.giveBall(p.kicker.Other(), Touchback, "kickoff")
		s.startPlay()
		return
	}
	p.sum, p.die, p.faces = 0, Red, 0
	s.setDie(AskKickReturn, p.kicker.Other(), offDie, Red)
}

// defCall applies the defense's colour: a green call the defense did not
// match offers the bomb (outside a try), else the offense die rolls.
func (s *State) defCall(c string) {
	p := &s.p
	col, _ := parseColour(c)
	p.defCall = col
	if p.offCall == Green && col != Green && !p.try {
		s.set(AskBomb, s.Off, choice, throwBomb)
		return
	}
	s.startOffDie(p.offCall)
}

// bombChoice applies the offense's "throw" or "bomb".
func (s *State) bombChoice(c string) {
	if c == "bomb" {
		s.p.bomb = true
		s.setDie(AskBombGreen, s.Off, offDie, Green)
		return
	}
	s.startOffDie(Green)
}

// timeoutChoice applies "home", "away" (that team calls a timeout) or
// "no" (the marker moves).
func (s *State) timeoutChoice(c string) {
	if c != "no" {
		side := Home
		if c == "away" {
			side = Away
		}
		s.TO[side]--
	} else {
		s.Marker++
	}
	s.afterTimeout()
}

// fairChoice applies the punt receiver's "fair" catch or return.
func (s *State) fairChoice(c string) {
	p := &s.p
	recv := p.kicker.Other()
	if c == "fair" {
		s.giveBall(recv, p.landed, "punt")
		s.next()
		return
	}
	p.sum, p.faces, p.die = 0, 0, Yellow
	s.setDie(AskPuntReturnOff, recv, offDie, Yellow)
}

// tryChoice applies the scoring team's "pat" or two-point try.
func (s *State) tryChoice(c string) {
	if c == "pat" {
		s.setDie(AskPatClock, s.Off, clockDie, 0)
		return
	}
	s.p.try = true
	s.Down, s.ToGo = 0, 0
	s.askCall()
}

// otReceiver starts overtime with the team c receiving.
func (s *State) otReceiver(c string) {
	recv := Home
	if c == "away" {
		recv = Away
	}
	s.Half, s.Marker, s.TO = 3, 0, [2]int{s.timeouts(), s.timeouts()}
	s.kickoff(recv.Other())
}

// kickoff starts a kickoff by kicker (F8): the receiving team has the
// ball next, not yet on the field.
func (s *State) kickoff(kicker Side) {
	s.p = play{kicker: kicker}
	s.Off, s.HasBall, s.Down, s.ToGo = kicker.Other(), false, 0, 0
	s.set(AskKickType, kicker, choice, regularOnside)
}

// giveBall gives team the ball at its own yard line own, 1st and 10 (1st
// and goal inside the 10), F17.
func (s *State) giveBall(team Side, own int, how string) {
	if how != "" && (team != s.Off || !s.HasBall) {
		s.emit(Event{Kind: EvChange, Team: team, How: how})
	}
	own = min(max(own, 1), 99)
	s.Off, s.Ball, s.HasBall = team, engine.Own(team, own), true
	s.Down, s.ToGo = 1, min(10, 100-own)
}

// startPlay asks the offense for its call.
func (s *State) startPlay() {
	s.p = play{}
	s.askCall()
}

func (s *State) askCall() {
	bits := 0
	if !s.p.try {
		bits = 1
		if s.Down == 4 {
			bits |= 2
		}
		if s.hailAllowed() {
			bits |= 4
		}
	}
	s.set(AskCall, s.Off, choice, callLists[bits])
}

// hailAllowed is F23.
func (s *State) hailAllowed() bool {
	return s.Marker == s.twoMinute() && s.Own() >= 35 && s.TO[s.Off] == 0
}

// twoMinute is the track's 2:00 space (F23, F27), the space before its
// last: TwoMinute on the rules' track, a house track's alike.
func (s *State) twoMinute() int { return s.last() - (LastSpace - TwoMinute) }

// call applies the offense's call.
func (s *State) call(c string) {
	p := &s.p
	p.ownBefore, p.lineBefore, p.dn, p.marker = s.Own(), s.Own()+s.ToGo, s.Down, s.Marker
	switch c {
	case "fg":
		p.blocks = 0
		p.fgDist = 100 - s.Own()
		s.setDie(AskBlock, s.Off.Other(), defDie, AnyColour)
		s.ask.Choices = fgOnly
	case "punt":
		p.blocks = 0
		p.kicker = s.Off
		s.setDie(AskBlock, s.Off.Other(), defDie, AnyColour)
		s.ask.Choices = puntOnly
	case "hail":
		s.setDie(AskHailYellow, s.Off, offDie, Yellow)
	default:
		col, _ := parseColour(c)
		p.offCall = col
		s.set(AskDefCall, s.Off.Other(), choice, colours)
	}
}

// startOffDie asks the offense die of colour c (F12).
func (s *State) startOffDie(c Colour) {
	s.p.die, s.p.faces, s.p.sum = c, 0, 0
	s.setDie(AskOff, s.Off, offDie, c)
}

// offFace applies an offense face, wherever one is asked.
func (s *State) offFace(f OffFace) {
	p := &s.p
	switch s.ask.Kind {
	case AskOff:
		s.offDieFace(f)
	case AskKickReturn:
		s.kickReturnFace(f)
	case AskOnside:
		p.onside[p.onsideN] = f.Value
		p.onsideN++
		if p.onsideN < 2 {
			s.setDie(AskOnside, p.kicker, offDie, Yellow)
			return
		}
		s.setDie(AskOnsideClock, p.kicker, clockDie, 0)
	case AskBombGreen:
		p.green = f.Value
		s.set(AskBombKick, s.Off, kickDie, nil)
	case AskBombYellow:
		p.yellow = f.Value
		s.setDie(AskClock, s.Off.Other(), clockDie, 0)
	case AskReturnOff:
		p.retSum += f.Value
		if !s.breakaway(f) {
			s.setDie(AskReturnDef, p.returner.Other(), defDie, p.retDie)
		}
	case AskBlockedOff:
		p.sum += f.Value
		if !s.breakaway(f) {
			s.setDie(AskBlockedDef, s.Off.Other(), defDie, Red)
		}
	case AskPuntDie:
		s.puntLands(p.kick + f.Value)
	case AskPuntReturnOff:
		p.sum += f.Value
		if !s.breakaway(f) {
			s.setDie(AskPuntReturnDef, p.kicker, defDie, Yellow)
		}
	case AskHailYellow, AskHailGreen:
		s.hailFace(f)
	}
}

// offDieFace applies a face of the offense die of a scrimmage play.
func (s *State) offDieFace(f OffFace) {
	p := &s.p
	p.sum += f.Value
	p.faces++
	// A breakaway rolls again (F14); a square 2 on the first red face
	// of a red call the defense did not match breaks a tackle (F15).
	if s.breakaway(f) {
		return
	}
	if f.Square && p.faces == 1 && p.offCall == Red && p.defCall != Red && !p.broken {
		p.broken = true
		s.note("broken tackle: roll red again")
		return
	}
	if p.offCall == p.defCall {
		s.setDie(AskDef, s.Off.Other(), defDie, p.defCall)
		return
	}
	s.afterFaces()
}

// kickReturnFace applies a face of the kick return: red, yellow, then
// green; 100 or more is a touchdown.
func (s *State) kickReturnFace(f OffFace) {
	p := &s.p
	p.sum += f.Value
	if s.breakaway(f) {
		return
	}
	if s.ask.Colour < Green {
		s.setDie(AskKickReturn, s.ask.Team, offDie, s.ask.Colour+1)
		return
	}
	recv := p.kicker.Other()
	if p.sum >= 100 {
		s.Off, s.Ball, s.HasBall = recv, engine.Own(recv, 100), true
		s.touchdown(recv)
		s.next()
		return
	}
	s.giveBall(recv, max(p.sum, 1), "kickoff")
	s.startPlay()
}

// hailFace applies the Hail Mary's yellow, then green, face: both circled
// is a touchdown, and the half ends.
func (s *State) hailFace(f OffFace) {
	p := &s.p
	if s.ask.Kind == AskHailYellow {
		p.yellow = boolInt(f.Circled)
		s.setDie(AskHailGreen, s.Off, offDie, Green)
		return
	}
	p.endHalf = true
	if p.yellow == 1 && f.Circled {
		s.Ball = engine.Own(s.Off, 100)
		s.touchdown(s.Off)
	}
	s.next()
}

// breakaway: a circled face asks the same die again (F14), said so.
func (s *State) breakaway(f OffFace) bool {
	if f.Circled {
		s.note(breakawayNotes[min(s.ask.Colour, AnyColour)])
	}
	return f.Circled
}

// breakawayNotes are breakaway's words by the die's colour, made once
// rather than at every circled face.
var breakawayNotes = func() (out [numColours + 1]string) {
	for c := range out {
		out[c] = "breakaway: roll " + Colour(c).String() + " again"
	}
	return out
}()

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// defFace applies a defense face.
func (s *State) defFace(f DefFace) {
	p := &s.p
	switch s.ask.Kind {
	case AskDef:
		p.def, p.hasDef, p.flag = f, true, f.Flag
		s.afterFaces()
	case AskReturnDef:
		if f.Flag {
			s.set(AskReturnPenalty, p.returner.Other(), penaltyDie, nil)
			return
		}
		s.endReturn(-1)
	case AskBlock:
		p.block[p.blocks] = f
		p.blocks++
		if p.blocks < 2 {
			return
		}
		blocked := p.block[0].Flag && p.block[1].Flag
		if s.ask.Choices[0] == "fg" {
			if blocked {
				s.emit(Event{Kind: EvFieldGoal, Team: s.Off, How: "blocked", Yards: p.fgDist})
				p.lostHow = "FG blocked"
				s.turnAtSpot()
				return
			}
			s.set(AskFGKick, s.Off, kickDie, nil)
			return
		}
		if blocked {
			s.setDie(AskBlockedClock, s.Off.Other(), clockDie, 0)
			return
		}
		p.puntFrom, p.puntLine = s.Own(), s.Own()+s.ToGo
		s.set(AskPuntKick, s.Off, kickDie, nil)
	case AskBlockedDef:
		gain := p.sum
		if !f.Flag {
			gain += f.Value
		}
		s.gainDowns(gain)
		s.next()
	case AskPuntReturnDef:
		if f.Flag {
			s.set(AskPuntPenalty, p.kicker, penaltyDie, nil)
			return
		}
		s.puntReturn(f.Value)
	}
}

// afterFaces goes on once the offense (and defense) faces are in: the
// clock die on a play from scrimmage, none on a two-point try.
func (s *State) afterFaces() {
	if s.p.try {
		if s.p.flag {
			s.set(AskPenalty, s.Off.Other(), penaltyDie, nil)
			return
		}
		s.resolve()
		return
	}
	s.setDie(AskClock, s.Off.Other(), clockDie, 0)
}

// clockFace applies a clock die.
func (s *State) clockFace(c ClockFace) {
	p := &s.p
	switch s.ask.Kind {
	case AskClock:
		p.clock = c
		if c == Turnover {
			s.note("turnover: roll the clock die again")
			s.setDie(AskClock2, s.ask.Team, clockDie, 0)
			return
		}
		s.afterClock()
	case AskClock2:
		p.clock2 = c
		s.afterClock()
	case AskOnsideClock:
		total := p.onside[0] + p.onside[1]
		own := min(30+total, 99) // the ball stops at the receiving team's 1 at most (F10)
		if total > 10 && c == Turnover {
			s.giveBall(p.kicker, own, "onside kept")
		} else {
			s.giveBall(p.kicker.Other(), 100-own, "kickoff")
		}
		s.startPlay()
	case AskBlockedClock:
		if c == Turnover {
			p.retHow = "punt blocked"
			s.startReturn(s.Off.Other(), 100-s.Own(), Yellow)
			return
		}
		p.sum = 0
		s.setDie(AskBlockedOff, s.Off, offDie, Red)
	case AskPatClock:
		p.patClock = c
		s.set(AskPatKick, s.Off, kickDie, nil)
	}
}

// afterClock: the clock faces are in; a flag asks the penalty die.
func (s *State) afterClock() {
	p := &s.p
	if p.clock == ClockMove || (p.clock == Turnover && p.clock2 == ClockMove) {
		p.moves = 1
	}
	if p.flag {
		s.set(AskPenalty, s.Off.Other(), penaltyDie, nil)
		return
	}
	s.resolve()
}

// penaltyFace applies a penalty die.
func (s *State) penaltyFace(pen Penalty) {
	p := &s.p
	p.pen = pen
	switch s.ask.Kind {
	case AskPenalty:
		// The team not penalized accepts or declines (F16).
		team := s.Off
		if pen.Offense() {
			team = s.Off.Other()
		}
		s.set(AskAccept, team, choice, acceptDecline)
	case AskReturnPenalty:
		s.endReturn(int(pen))
	case AskPuntPenalty:
		// O5 and D5 are ignored on any return, and a return that reaches
		// the goal line is a touchdown with its flag not assessed (F21,
		// F25): the return stands without the flag, nothing more asked.
		if !s.returnFlag(pen, p.landed+p.sum) {
			s.puntReturn(0)
			return
		}
		if p.safetyPunt {
			s.safetyReturnPenalty(pen)
			return
		}
		team := p.kicker.Other()
		if !pen.Offense() {
			team = p.kicker
		}
		s.set(AskPuntAccept, team, choice, acceptDecline)
	}
}

// enforce moves a team at its own yard line own by a penalty's yards, F16:
// forward for a penalty on the other team, back for one on team; half the
// distance to a goal line it would reach (rounded down, at least 1 yard),
// and never on or over a goal line: from the 1 the ball stays. safety: an
// O10 into team's own end zone, except on a two-point try (F24).
// how says so when the yards were not the penalty's own.
func enforce(own int, pen Penalty, onTeam, try bool) (to int, safety bool, how string) {
	y := penaltyTable[pen].yards
	if !onTeam {
		if own+y >= 100 {
			return halfTheDistance(own, own+max(1, (100-own)/2), 99)
		}
		return own + y, false, ""
	}
	if own-y <= 0 {
		if pen == O10 && !try {
			return 0, true, ""
		}
		return halfTheDistance(own, own-max(1, own/2), 1)
	}
	return own - y, false, ""
}

// halfTheDistance is a penalty's spot to near a goal line, which never
// goes past limit (the 1), and its words.
func halfTheDistance(own, to, limit int) (int, bool, string) {
	if own == limit {
		return limit, false, "the ball stays on the 1: a penalty never puts it on the goal line"
	}
	return to, false, "half the distance to the goal line"
}

// accept applies the accept-or-decline choice on a play (F16).
func (s *State) accept(yes bool) {
	p := &s.p
	s.emitPenalty(s.Off, yes)
	if !yes {
		p.flag = false // the play stands, the flag counting 0
		s.resolve()
		return
	}
	own := p.ownBefore
	to, safety, how := enforce(own, p.pen, p.pen.Offense(), p.try)
	s.note(how)
	if safety {
		s.Ball = engine.Own(s.Off, 0)
		s.safety()
		s.clockStep()
		return
	}
	s.Ball = engine.Own(s.Off, to)
	if p.try {
		// The try is played again from the new spot (F24).
		s.p = play{try: true, endHalf: p.endHalf}
		s.askCall()
		return
	}
	if p.pen == DH || (!p.pen.Offense() && to >= p.lineBefore) {
		s.giveBall(s.Off, to, "")
	} else {
		s.Down, s.ToGo = p.dn, p.lineBefore-to
	}
	s.clockStep()
}

// emitPenalty reports the flag's penalty accepted or declined: on off
// (the team with the ball on the play) when it is an offense penalty,
// else on the other team.
func (s *State) emitPenalty(off Side, yes bool) {
	on := off
	if !s.p.pen.Offense() {
		on = off.Other()
	}
	s.emit(Event{Kind: EvPenalty, Team: on, How: s.p.pen.String(), Points: boolInt(yes)})
}

// resolve applies a play whose faces are all in (no accepted penalty).
func (s *State) resolve() {
	p := &s.p
	own := p.ownBefore
	turnover := p.clock == Turnover && p.clock2 == Turnover
	if p.bomb {
		s.resolveBomb(turnover)
		return
	}
	gain := p.sum
	if p.hasDef && !p.def.Flag {
		gain += p.def.Value
	}
	// Passing in the red zone (F20).
	if p.offCall == Green && own+gain > 102 {
		gain = 0 // an incomplete pass: loss of down
		s.note(redZoneIncomplete)
	}
	if p.try {
		pts := 0
		if own+gain >= 100 {
			pts = 2
		}
		s.Score[s.Off] += pts
		s.emit(Event{Kind: EvTry, Team: s.Off, Points: pts, How: "two"})
		s.afterTry()
		return
	}
	if s.scoreOnGain(own + gain) {
		s.clockStep()
		return
	}
	if turnover {
		s.turnoverReturn(own + gain)
		return
	}
	p.runnable = p.offCall == Red && p.defCall != Red
	s.downs(own + gain)
	s.clockStep()
}

// scoreOnGain scores a touchdown or a safety when the play ends there.
func (s *State) scoreOnGain(to int) bool {
	switch {
	case to >= 100:
		s.Ball = engine.Own(s.Off, 100)
		s.touchdown(s.Off)
		return true
	case to <= 0:
		s.Ball = engine.Own(s.Off, 0)
		s.safety()
		return true
	}
	return false
}

// downs moves the offense to its own yard line to and works out the down
// (F17): a first down, the next down, or a turnover on downs.
func (s *State) downs(to int) {
	p := &s.p
	switch {
	case to >= p.lineBefore:
		s.giveBall(s.Off, to, "")
	case p.dn == 4:
		p.runnable = false
		s.giveBall(s.Off.Other(), 100-to, "downs")
	default:
		s.Ball = engine.Own(s.Off, to)
		s.Down, s.ToGo = p.dn+1, p.lineBefore-to
	}
}

// gainDowns is a gain from the line of scrimmage with downs (a blocked punt
// the offense recovers, F21): the offense keeps it only when it reaches the
// line to gain.
func (s *State) gainDowns(gain int) {
	to := s.p.ownBefore + gain
	if s.scoreOnGain(to) {
		return
	}
	if to >= s.p.lineBefore {
		s.giveBall(s.Off, to, "")
		return
	}
	s.giveBall(s.Off.Other(), 100-to, "punt blocked")
}

// redZoneIncomplete is F20's reason.
const redZoneIncomplete = "incomplete: more than 2 yards past the goal line"

// resolveBomb is F19.
func (s *State) resolveBomb(turnover bool) {
	p := &s.p
	own := p.ownBefore
	switch {
	case p.green == 0: // incomplete: loss of down
		s.note("incomplete: a green 0")
		if turnover {
			s.turnoverReturn(own)
			return
		}
		s.downs(own)
	case p.yellow == 0: // intercepted: the ball goes on by the kick face
		s.note("intercepted: a yellow 0; the ball goes on by the kick face, then the return")
		at := min(own+p.kick, 99)
		p.lostAt = at
		p.retHow = "interception"
		s.startReturn(s.Off.Other(), 100-at, Green)
		return
	default:
		gain := p.green + p.kick - p.yellow
		if own+gain > 102 { // F20
			gain = 0
			s.note(redZoneIncomplete)
		}
		if s.scoreOnGain(own + gain) {
			break
		}
		if turnover {
			s.turnoverReturn(own + gain)
			return
		}
		s.downs(own + gain)
	}
	s.clockStep()
}

// turnoverReturn is F18: the defense takes the ball at the offense's own
// yard line at and returns it, by the call's colour.
func (s *State) turnoverReturn(at int) {
	def := s.Off.Other()
	s.p.lostAt = at
	switch s.p.offCall {
	case Red:
		s.giveBall(def, 100-at, "turnover")
		s.clockStep()
	case Yellow:
		s.startReturn(def, 100-at, Red)
	default:
		s.startReturn(def, 100-at, Yellow)
	}
}

// startReturn asks the returning team's offense die of colour c.
func (s *State) startReturn(team Side, from int, c Colour) {
	p := &s.p
	p.returner, p.retFrom, p.retDie, p.retSum = team, from, c, 0
	s.setDie(AskReturnOff, team, offDie, c)
}

// endReturn ends a return; pen >= 0 is a penalty the defense die's flag
// called (O5 and D5 ignored, any other assessed from the end of the return
// with the returning team as the offense).
func (s *State) endReturn(pen int) {
	p := &s.p
	end := p.retFrom + p.retSum
	team := p.returner
	if pen >= 0 && s.returnFlag(Penalty(pen), end) {
		to, safety, how := enforce(end, Penalty(pen), Penalty(pen).Offense(), false)
		s.note(how)
		if safety {
			s.Off, s.Ball = team, engine.Own(team, 0)
			s.safety()
			s.clockStep()
			return
		}
		end = to
	}
	if end >= 100 {
		s.Off, s.Ball, s.HasBall = team, engine.Own(team, 100), true
		s.touchdown(team)
		s.clockStep()
		return
	}
	how := "turnover"
	if p.retHow != "" {
		how = p.retHow
	}
	s.giveBall(team, end, how)
	s.clockStep()
}

// kickFace applies a kick die face.
func (s *State) kickFace(v int) {
	p := &s.p
	switch s.ask.Kind {
	case AskBombKick:
		p.kick = v
		s.setDie(AskBombYellow, s.Off, offDie, Yellow)
	case AskFGKick:
		p.fgRolls++
		if p.fgDist <= 20 && v == 20 && p.fgRolls == 1 {
			s.note("a 20 in the red zone: roll the kick die again, a second 20 is no good")
			return // in the red zone a 20 asks the kick die again (F22)
		}
		good := p.fgDist <= v && !(p.fgRolls == 2 && v == 20)
		if good {
			s.Score[s.Off] += 3
			s.emit(Event{Kind: EvFieldGoal, Team: s.Off, Points: 3, How: "good", Yards: p.fgDist})
			if s.overtimeWin(s.Off) {
				return
			}
			s.kickoff(s.Off)
			return
		}
		s.emit(Event{Kind: EvFieldGoal, Team: s.Off, How: "no good", Yards: p.fgDist})
		p.lostHow = "FG no good"
		s.turnAtSpot()
	case AskPuntKick:
		p.kick = v
		s.set(AskPuntColour, p.kicker, choice, colours)
	case AskPatKick:
		pts := 0
		if !(p.patClock == Turnover && v == 20) {
			pts = 1
		}
		s.Score[s.Off] += pts
		s.emit(Event{Kind: EvTry, Team: s.Off, Points: pts, How: "pat"})
		s.afterTry()
	}
}

// turnAtSpot gives the defense the ball at the line of scrimmage (a missed
// or blocked field goal, F22).
func (s *State) turnAtSpot() {
	s.giveBall(s.Off.Other(), 100-s.p.ownBefore, s.p.lostHow)
	s.startPlay()
}

// puntLands is where a punt from the kicking team's own puntFrom comes
// down after going dist yards (F21, F25).
func (s *State) puntLands(dist int) {
	p := &s.p
	recv := p.kicker.Other()
	if p.puntFrom+dist >= 100 {
		s.giveBall(recv, Touchback, "punt")
		s.next()
		return
	}
	p.landed = 100 - (p.puntFrom + dist)
	s.set(AskFair, recv, choice, fairReturn)
}

// puntReturn ends a punt return with the kicking team's face def (a flag
// counting 0): a negative total counts 0.
func (s *State) puntReturn(def int) {
	p := &s.p
	recv := p.kicker.Other()
	end := p.landed + max(p.sum+def, 0)
	if end >= 100 {
		s.Off, s.Ball, s.HasBall = recv, engine.Own(recv, 100), true
		s.touchdown(recv)
		s.next()
		return
	}
	s.giveBall(recv, end, "punt")
	s.next()
}

// puntAccept is accept or decline on a punt return's penalty (F21).
func (s *State) puntAccept(yes bool) {
	p := &s.p
	s.emitPenalty(p.kicker, yes)
	if !yes {
		s.puntReturn(0)
		return
	}
	k := p.kicker
	to, safety, how := enforce(p.puntFrom, p.pen, p.pen.Offense(), false)
	s.note(how)
	if safety {
		s.Off, s.Ball, s.HasBall = k, engine.Own(k, 0), true
		s.safety()
		s.next()
		return
	}
	if !p.pen.Offense() && (p.pen == DH || to >= p.puntLine) {
		s.giveBall(k, to, "")
	} else {
		s.Off, s.Ball, s.HasBall = k, engine.Own(k, to), true
		s.Down, s.ToGo = 4, p.puntLine-to
	}
	s.next()
}

// safetyReturnPenalty assesses a flag on a safety punt's return from its
// end, no choice (F25): a penalty on the kicking team (O10, O15) moves the
// ball on for the returning team, one on the returning team (D15, DH)
// back; never a safety.
func (s *State) safetyReturnPenalty(pen Penalty) {
	p := &s.p
	to, _, how := enforce(p.landed+p.sum, pen, !pen.Offense(), false)
	s.note(how)
	s.giveBall(p.kicker.Other(), to, "punt")
	s.next()
}

// touchdown scores 6 for team (F24); in overtime the first score wins.
func (s *State) touchdown(team Side) {
	s.Score[team] += 6
	s.emit(Event{Kind: EvTouchdown, Team: team, Points: 6})
	s.Off = team
	if s.overtimeWin(team) {
		return
	}
	// From now on the try is what comes (after the clock's questions):
	// the scorer at the opponent's 2, no down.
	s.p.tryNext = true
	s.Ball, s.HasBall, s.Down, s.ToGo = engine.Own(team, 98), true, 0, 0
}

// safety scores 2 for the defense of the team with the ball (F25), which
// then punts from its own 20.
func (s *State) safety() {
	giver := s.Off
	s.Score[giver.Other()] += 2
	s.emit(Event{Kind: EvSafety, Team: giver.Other(), Points: 2})
	if s.overtimeWin(giver.Other()) {
		return
	}
	s.p.safety = true
	s.p.kicker = giver
	// From now on the safety's punt is what comes: the scorer will
	// receive it, the ball not on the field.
	s.Off, s.HasBall, s.Down, s.ToGo = giver.Other(), false, 0, 0
}

// overtimeWin ends the game when team scores in overtime.
func (s *State) overtimeWin(team Side) bool {
	if s.Half < 3 {
		return false
	}
	s.finish(team, false)
	return true
}

// finish ends the game.
func (s *State) finish(winner Side, tie bool) {
	s.Final, s.Winner, s.Tie = true, winner, tie
	s.emit(Event{Kind: EvGameOver, Team: winner, Tie: tie})
	s.Down, s.ToGo = 0, 0
	s.ask = Ask{Kind: AskNone}
}

// clockStep moves the clock as the play says (F27): a timeout may stop
// each move.
func (s *State) clockStep() {
	if s.Final {
		return
	}
	if s.p.moves > 0 {
		s.p.moves = 0
		s.moveClock(false)
		return
	}
	s.afterMoves()
}

// moveClock is the marker about to move: a timeout is asked when a team
// has one, else it moves.
func (s *State) moveClock(run bool) {
	s.p.timeoutForRun = run
	bits := 0
	for _, side := range engine.Sides {
		if s.TO[side] > 0 {
			bits |= 1 << side
		}
	}
	if bits == 0 {
		s.Marker++
		s.afterTimeout()
		return
	}
	s.set(AskTimeout, s.Off, choice, timeoutLists[bits])
}

// afterTimeout goes on after a clock move (or its timeout).
func (s *State) afterTimeout() {
	if s.p.timeoutForRun {
		s.next()
		return
	}
	s.afterMoves()
}

// afterMoves asks whether the offense runs the clock after a successful
// running play (F27), then goes on.
func (s *State) afterMoves() {
	p := &s.p
	if p.runnable && !p.tryNext && !p.safety && s.Marker < s.twoMinute() {
		s.set(AskRunClock, s.Off, choice, yesNo)
		return
	}
	s.next()
}

// next goes on after a play is resolved: the try, a safety's punt, the end
// of the half, or the next play.
func (s *State) next() {
	p := &s.p // read in place: the play is some hundred bytes
	switch {
	case s.Final:
	case p.tryNext:
		endHalf := p.endHalf
		s.p = play{endHalf: endHalf}
		s.HasBall, s.Ball, s.Down, s.ToGo = true, engine.Own(s.Off, 98), 0, 0
		s.set(AskTry, s.Off, choice, patTwo)
	case p.endHalf || s.Marker >= s.last():
		s.endHalf()
	case p.safety:
		kicker := p.kicker
		s.startSafetyPunt(kicker)
	default:
		s.startPlay()
	}
}

// afterTry: the scoring team kicks off, unless the half is over (F24, F28).
func (s *State) afterTry() {
	scorer := s.Off
	if s.p.endHalf || s.Marker >= s.last() {
		s.endHalf()
		return
	}
	s.kickoff(scorer)
}

// startSafetyPunt: the team that gave up the safety punts from its own 20
// (F25).
func (s *State) startSafetyPunt(kicker Side) {
	s.p = play{kicker: kicker, safetyPunt: true, puntFrom: 20}
	s.Off, s.HasBall, s.Down, s.ToGo = kicker.Other(), false, 0, 0
	s.set(AskPuntKick, kicker, kickDie, nil)
}

// endHalf is F28 and F29.
func (s *State) endHalf() {
	s.emit(Event{Kind: EvHalfOver, Team: s.Off, Points: s.Half, Marker: s.Marker})
	switch {
	case s.Half == 1:
		s.Half, s.Marker, s.TO = 2, 0, [2]int{s.timeouts(), s.timeouts()}
		s.kickoff(s.Receiver) // the first half's receiver kicks off the second (F7)
	case s.Half == 2 && s.Score[Home] != s.Score[Away]:
		w := Home
		if s.Score[Away] > s.Score[Home] {
			w = Away
		}
		s.finish(w, false)
	case s.Half == 2:
		// Tied: nobody has the ball while overtime is asked (Tied).
		s.HasBall, s.Down, s.ToGo = false, 0, 0
		s.set(AskOvertime, Home, choice, overtimeTie)
	default:
		s.finish(Home, true) // overtime ran out with no score
	}
}
