// Package engine holds the rules of 4th Down as a pure fold:
// state + entry -> state + events. It never rolls dice, reads a clock or
// does I/O; dice arrive as entries.
package engine

import "fmt"

// State is a game between entries. It is a value: Apply returns a new one
// and never changes its argument.
type State struct {
	Rules    *Ruleset
	Receiver Side // who received the opening kickoff

	Half    int
	Clock   int // blocks left in the half
	Score   [2]int
	Offense Side // the team with the ball (or the team asked to choose)
	Ball    int  // spot measured from the home goal line
	Final   bool
	Drives  int // drives started so far

	ask AskKind

	// The drive in progress.
	style    Style
	roll     int // drive roll face
	row      int // the table row used (the late-half rule may replace the roll's)
	timeRoll int
	yards    int // yards the drive gains (to the goal line when it scores)
	time     int
	tdRow    bool
	scores   bool // the drive reaches the end zone
	late     bool // the late-half rule set yards and time
	from     int  // spot where the drive (or the 4th-down play) started
	toGo     int
	goal     bool
	untimed  bool // the untimed down is being played
}

// New is the state before the first entry: the opening receiver has the
// ball at its own kickoff spot, 180 blocks in the first half.
func New(rules *Ruleset, receiver Side) State {
	s := State{Rules: rules, Receiver: receiver, Half: 1, Clock: rules.HalfBlocks}
	s.Offense = receiver
	s.Ball = Abs(receiver, rules.Kickoff)
	s.ask = AskStyle
	s.Drives = 1
	s.from = s.Ball
	return s
}

// Own is the ball's spot from the offense's own goal line.
func (s *State) Own() int { return Own(s.Offense, s.Ball) }

// ToGo is the yards to go on 4th down (valid from the distance roll on).
func (s *State) ToGo() (yards int, goal bool) { return s.toGo, s.goal }

// Style is the play style of the drive in progress.
func (s *State) Style() Style { return s.style }

// Untimed reports whether the untimed down of the late-half rule is being played.
func (s *State) Untimed() bool { return s.untimed }

// InDrive reports whether a drive has begun and is not yet resolved
// (a style was chosen, the drive's outcome is still open).
func (s *State) InDrive() bool {
	switch s.ask {
	case AskDrive, AskTime, AskTurnover:
		return true
	}
	return false
}

// Next says what the rules ask for next.
func (s *State) Next() Ask {
	a := Ask{Kind: s.ask, Team: s.Offense}
	if d := s.askDie(); d != nil {
		a.Die = *d
	} else {
		a.Choices = s.askChoices()
	}
	return a
}

// askDie is the die asked for; nil when a choice (or nothing) is asked.
func (s *State) askDie() *Die { return s.Rules.askDie(s.ask, s.style) }

// AskDie is the die the rules ask for on a roll of kind k when the drive's
// play style is style (Next().Die in that situation); ok is false when k
// is not a roll. For hot loops that look up their dice once per ruleset.
func (r *Ruleset) AskDie(k AskKind, style Style) (d Die, ok bool) {
	if style >= NumStyles {
		return Die{}, false
	}
	if p := r.askDie(k, style); p != nil {
		return *p, true
	}
	return Die{}, false
}

func (r *Ruleset) askDie(k AskKind, style Style) *Die {
	switch k {
	case AskDrive:
		return &r.DriveDie
	case AskTime:
		return &r.TimeDie
	case AskTurnover:
		return &r.TurnDie
	case AskDistance:
		return &r.Tables[style].Distance
	case AskConversion, AskUntimedGo:
		return &r.ConvDie
	case AskFG, AskUntimedFG, AskKickTry:
		return &r.FGDie
	case AskTwoTry:
		return &r.TwoDie
	}
	return nil
}

// askChoices are the choices allowed when no die is asked (none when the
// game is over).
func (s *State) askChoices() ChoiceSet {
	switch s.ask {
	case AskStyle:
		return ChoiceSet(0).With(ChBalanced).With(ChRun).With(ChPass)
	case AskDecision:
		if s.fgInRange() {
			return ChoiceSet(0).With(ChGo).With(ChPunt).With(ChFG)
		}
		return ChoiceSet(0).With(ChGo).With(ChPunt)
	case AskTry:
		return ChoiceSet(0).With(ChKick).With(ChTwo)
	case AskUntimed:
		if s.fgInRange() {
			return ChoiceSet(0).With(ChEnd).With(ChGo).With(ChFG)
		}
		return ChoiceSet(0).With(ChEnd).With(ChGo)
	}
	return 0
}

// DistanceToGoal is how far the offense is from the opponent's goal line.
func (s *State) DistanceToGoal() int { return 100 - s.Own() }

func (s *State) fgInRange() bool { return s.DistanceToGoal() <= s.Rules.FGRange }

// FGInRange reports whether a field goal may be tried from the ball's
// spot: Next().Choices has fg on 4th down and on the untimed down.
func (s *State) FGInRange() bool { return s.fgInRange() }

// EntryError is an entry the rules do not allow at that point.
type EntryError struct {
	Ask   Ask
	Entry Entry
	Msg   string
}

func (e *EntryError) Error() string { return e.Msg }

// Apply folds one entry into the state. It returns the new state and the
// events, appended to buf (pass a reused buffer to avoid allocation). An
// entry the rules do not allow returns an *EntryError and the unchanged state.
func Apply(s State, e Entry, buf []Event) (State, []Event, error) {
	buf, err := s.Step(e, buf)
	return s, buf, err
}

// check refuses an entry that is not what the rules ask for.
func (s *State) check(e Entry) error {
	// The common case, an allowed entry, without building the Ask.
	if d := s.askDie(); d != nil {
		if e.IsDie() && d.Valid(e.Face) {
			return nil
		}
	} else if s.askChoices().Has(e.Choice) {
		return nil
	}
	a := s.Next()
	if a.Kind == AskNone {
		return &EntryError{a, e, fmt.Sprintf("the game is over: no further entries are allowed, got %q", e.String())}
	}
	if a.IsRoll() {
		if !e.IsDie() {
			return &EntryError{a, e, fmt.Sprintf("%s must be a %s, got %q", a.Kind, a.Die, e.String())}
		}
		if !a.Die.Valid(e.Face) {
			return &EntryError{a, e, fmt.Sprintf("%s must be a %s, got %d", a.Kind, a.Die, e.Face)}
		}
		return nil
	}
	if a.Choices.Has(e.Choice) {
		return nil
	}
	if e.Choice == ChFG && (a.Kind == AskDecision || a.Kind == AskUntimed) {
		return &EntryError{a, e, fmt.Sprintf("field goal out of range: the ball is %d yards from the goal line, the limit is %d; %s must be %s",
			s.DistanceToGoal(), s.Rules.FGRange, a.Kind, a.Choices)}
	}
	return &EntryError{a, e, fmt.Sprintf("%s must be %s, got %q", a.Kind, a.Choices, e.String())}
}

// fold carries the state and the event buffer through one entry.
type fold struct {
	s *State
	// ev receives the events; nil builds none (StepQuiet). A pointer, so
	// that appending does not make the state escape to the heap.
	ev *[]Event
}

func (f *fold) emit(e Event) {
	if f.ev == nil {
		return
	}
	e.Half = f.s.Half
	e.Clock = f.s.Clock
	e.Score = f.s.Score
	*f.ev = append(*f.ev, e)
}

// die reports whether e is a face of d: check's verdict for a roll.
func die(d *Die, e Entry) bool { return e.IsDie() && d.Valid(e.Face) }

// apply validates e against what is asked and folds it in: each case checks
// its own entry exactly as check does (check's fast path), then applies it.
// An entry that is not allowed leaves the state unchanged and returns
// check's error (built only then, out of line).
func (f *fold) apply(e Entry) error {
	s := f.s
	r := s.Rules
	switch s.ask {
	case AskStyle:
		st, ok := e.Choice.Style() // exactly the choices balanced, run and pass
		if !ok {
			return f.s.refuse(e)
		}
		s.style = st
		s.from = s.Ball
		s.ask = AskDrive
	case AskDrive:
		if !die(&r.DriveDie, e) {
			return f.s.refuse(e)
		}
		face := e.Face
		o, ok := r.driveLookup(s.style, r.DriveDie.Index(face), s.Own())
		if !ok {
			f.driveRoll(face) // worked out from the tables
			break
		}
		// The same outcome, worked out from the tables when r was prepared.
		s.roll, s.row = face, face
		s.timeRoll = 0
		s.tdRow = o.flags&doTDRow != 0
		s.late = false
		s.scores = o.flags&doScores != 0
		s.yards = int(o.yards)
		if o.flags&doTimeRoll != 0 {
			s.ask = AskTime
			break
		}
		s.time = int(o.time)
		switch {
		case s.time > s.Clock:
			f.lateHalf()
		case o.flags&doSafety != 0:
			f.chargeDrive()
			f.safety()
		default:
			s.ask = AskTurnover
		}
	case AskTime:
		if !die(&r.TimeDie, e) {
			return f.s.refuse(e)
		}
		s.timeRoll = e.Face
		s.time = e.Face
		if cap, ok := r.timeCap(s.style, s.DistanceToGoal()); ok && cap < s.time {
			s.time = cap
		}
		f.timed()
	case AskTurnover:
		if !die(&r.TurnDie, e) {
			return f.s.refuse(e)
		}
		// The turnover roll (in line: once a drive).
		face := e.Face
		f.chargeDrive()
		if r.Tables[s.style].IsTurnover(face) {
			opp := s.Offense.Other()
			if s.scores {
				s.Ball = Abs(opp, r.NegatedTDSpot)
			} else {
				s.Ball = Abs(s.Offense, s.Own()+s.yards)
			}
			if f.ev != nil {
				f.turnoverEvent(face)
			}
			f.startDrive(opp)
			break
		}
		if s.scores {
			f.touchdown(OnDrive)
			break
		}
		s.Ball = Abs(s.Offense, s.Own()+s.yards)
		if s.late {
			f.startUntimed()
			break
		}
		s.ask = AskDistance
	case AskDistance:
		if !die(&r.Tables[s.style].Distance, e) {
			return f.s.refuse(e)
		}
		f.distanceRoll(e.Face)
	case AskDecision:
		switch e.Choice {
		case ChGo:
			s.ask = AskConversion
		case ChFG:
			if !s.fgInRange() {
				return f.s.refuse(e)
			}
			s.ask = AskFG
		case ChPunt:
			f.punt()
		default:
			return f.s.refuse(e)
		}
	case AskConversion:
		if !die(&r.ConvDie, e) {
			return f.s.refuse(e)
		}
		f.conversion(e.Face)
	case AskFG:
		if !die(&r.FGDie, e) {
			return f.s.refuse(e)
		}
		f.fieldGoal(e.Face)
	case AskTry:
		switch e.Choice {
		case ChKick:
			s.ask = AskKickTry
		case ChTwo:
			s.ask = AskTwoTry
		default:
			return f.s.refuse(e)
		}
	case AskKickTry:
		if !die(&r.FGDie, e) {
			return f.s.refuse(e)
		}
		good, _ := r.FGGood(e.Face, r.KickTryMake)
		f.try(ChKick, e.Face, good, r.KickPoints)
	case AskTwoTry:
		if !die(&r.TwoDie, e) {
			return f.s.refuse(e)
		}
		f.try(ChTwo, e.Face, e.Face >= r.TwoNeed, r.TwoPoints)
	case AskUntimed:
		switch e.Choice {
		case ChEnd, ChGo:
		case ChFG:
			if !s.fgInRange() {
				return f.s.refuse(e)
			}
		default:
			return f.s.refuse(e)
		}
		if f.ev != nil {
			f.emit(Event{Kind: EvUntimedDown, Team: s.Offense, How: e.Choice, From: s.Ball, Untimed: true})
		}
		switch e.Choice {
		case ChEnd:
			f.endHalf()
		case ChFG:
			s.ask = AskUntimedFG
		case ChGo:
			s.ask = AskUntimedGo
		}
	case AskUntimedFG:
		if !die(&r.FGDie, e) {
			return f.s.refuse(e)
		}
		f.fieldGoal(e.Face)
	case AskUntimedGo:
		if !die(&r.ConvDie, e) {
			return f.s.refuse(e)
		}
		f.conversion(e.Face)
	default: // AskNone: the game is over
		return f.s.refuse(e)
	}
	return nil
}

func (f *fold) driveRoll(face int) {
	s := f.s
	r := s.Rules
	t := &r.Tables[s.style]
	row := t.Rows[r.DriveDie.Index(face)]
	need := s.DistanceToGoal()
	s.roll, s.row = face, face
	s.timeRoll = 0
	s.tdRow = row.TD
	s.late = false
	switch {
	case row.TD:
		s.scores, s.yards = true, need
		s.ask = AskTime
		return
	case row.Yards >= need:
		s.scores, s.yards = true, need
		if r.TimeRollOnReach {
			s.ask = AskTime
			return
		}
		s.time, _ = r.timeCap(s.style, need)
	default:
		s.scores, s.yards = false, row.Yards
		s.time = row.Time
	}
	f.timed()
}

// timed goes on once the drive's time is known: the late-half rule, a
// safety, or the turnover roll.
func (f *fold) timed() {
	s := f.s
	if s.time > s.Clock {
		f.lateHalf()
		return
	}
	if !s.scores && s.Own()+s.yards <= 0 {
		f.chargeDrive()
		f.safety()
		return
	}
	s.ask = AskTurnover
}

// chargeDrive charges the drive's time and reports the drive.
func (f *fold) chargeDrive() {
	s := f.s
	s.Clock -= s.time
	if f.ev != nil {
		f.driveEvent()
	}
}

// driveEvent reports the drive just charged (only when events are wanted;
// out of line, so that chargeDrive inlines).
//
//go:noinline
func (f *fold) driveEvent() {
	s := f.s
	to := Abs(s.Offense, clamp(s.Own()+s.yards, 0, 100))
	f.emit(Event{Kind: EvDrive, Team: s.Offense, Style: s.style, Roll: s.roll, Row: s.row, Time: s.timeRoll,
		Yards: s.yards, Blocks: s.time, From: s.from, To: to, TDRow: s.tdRow, Scoring: s.scores, Late: s.late})
}

// lateHalf applies R17 and R18.
func (f *fold) lateHalf() {
	s := f.s
	t := &s.Rules.Tables[s.style]
	idx, ok := s.Rules.lateRow(s.style, s.Clock)
	if !ok {
		if f.ev != nil {
			f.emit(Event{Kind: EvLateHalf, Team: s.Offense, NoRow: true, From: s.Ball})
		}
		if f.ev != nil {
			f.emit(Event{Kind: EvDrive, Team: s.Offense, Style: s.style, Roll: s.roll, Time: s.timeRoll,
				From: s.Ball, To: s.Ball, TDRow: s.tdRow, NoRow: true, Late: true})
		}
		f.startUntimed()
		return
	}
	row := t.Rows[idx]
	need := s.DistanceToGoal()
	if f.ev != nil {
		f.emit(Event{Kind: EvLateHalf, Team: s.Offense, Roll: idx + s.Rules.DriveDie.Min, From: s.Ball})
	}
	s.late = true
	s.row = idx + s.Rules.DriveDie.Min
	s.time = row.Time
	s.scores = row.Yards >= need
	s.yards = row.Yards
	if s.scores {
		s.yards = need
	}
	switch {
	case !s.scores && s.Own()+s.yards <= 0:
		f.chargeDrive()
		f.safety()
	case s.scores:
		f.chargeDrive()
		f.touchdown(OnDrive)
	default:
		s.ask = AskTurnover
	}
}

// turnoverEvent reports a turnover (out of line: only when events are wanted).
//
//go:noinline
func (f *fold) turnoverEvent(face int) {
	s := f.s
	f.emit(Event{Kind: EvTurnover, Team: s.Offense, Roll: face, To: s.Ball, Negated: s.scores, Late: s.late})
}

func (f *fold) startUntimed() {
	s := f.s
	s.untimed = true
	s.from = s.Ball
	if s.Rules.UntimedChoices {
		s.ask = AskUntimed
		return
	}
	// The short late-half rule: a field goal if in range, else the half ends.
	if s.fgInRange() {
		if f.ev != nil {
			f.emit(Event{Kind: EvUntimedDown, Team: s.Offense, How: ChFG, From: s.Ball, Untimed: true})
		}
		s.ask = AskUntimedFG
		return
	}
	if f.ev != nil {
		f.emit(Event{Kind: EvUntimedDown, Team: s.Offense, How: ChEnd, From: s.Ball, Untimed: true})
	}
	f.endHalf()
}

func (f *fold) distanceRoll(face int) {
	s := f.s
	dist := s.DistanceToGoal()
	s.toGo, s.goal = face, false
	if face >= dist {
		s.toGo, s.goal = dist, true
	}
	s.from = s.Ball
	if f.ev != nil {
		f.fourthDownEvent(face, dist)
	}
	s.ask = AskDecision
}

// fourthDownEvent reports the 4th-down distance (out of line: only when
// events are wanted).
//
//go:noinline
func (f *fold) fourthDownEvent(face, dist int) {
	s := f.s
	f.emit(Event{Kind: EvFourthDown, Team: s.Offense, Roll: face, ToGo: s.toGo, Goal: s.goal, From: s.Ball, Dist: dist})
}

func (f *fold) conversion(face int) {
	s := f.s
	r := s.Rules
	res := r.Conversion[r.ConvDie.Index(face)]
	own := s.Own()
	if res.TD || own+res.Yards >= 100 {
		how := OnFourthDown
		if s.untimed {
			s.Clock = 0
			how = OnUntimedDown
		}
		f.touchdownOn(how, face, 100-own)
		return
	}
	to := Abs(s.Offense, own+res.Yards)
	if s.untimed {
		s.Clock = 0
		if f.ev != nil {
			f.emit(Event{Kind: EvTurnoverOnDowns, Team: s.Offense, Roll: face, Yards: res.Yards, From: s.Ball, To: s.Ball, Untimed: true})
		}
		f.endHalf()
		return
	}
	switch {
	case own+res.Yards <= 0:
		f.safetyOn(true, face, res.Yards)
	case res.Yards >= s.toGo:
		s.Ball = to
		if f.ev != nil {
			f.emit(Event{Kind: EvFirstDown, Team: s.Offense, Roll: face, Yards: res.Yards, From: s.from, To: to, ToGo: s.toGo})
		}
		f.startDrive(s.Offense)
	default:
		s.Ball = to
		if f.ev != nil {
			f.emit(Event{Kind: EvTurnoverOnDowns, Team: s.Offense, Roll: face, Yards: res.Yards, From: s.from, To: to, ToGo: s.toGo})
		}
		f.startDrive(s.Offense.Other())
	}
}

func (f *fold) fieldGoal(face int) {
	s := f.s
	r := s.Rules
	dist := s.DistanceToGoal()
	good, make := r.FGGood(face, dist)
	from := s.Ball
	if s.untimed {
		s.Clock = 0
	}
	if good {
		s.Score[s.Offense] += r.FGPoints
		if f.ev != nil {
			f.fgEvent(face, dist, make, good, from, 0, r.FGPoints)
		}
		f.kickoff()
		return
	}
	if s.untimed {
		if f.ev != nil {
			f.fgEvent(face, dist, make, good, from, s.Ball, 0)
		}
		f.endHalf()
		return
	}
	opp := s.Offense.Other()
	oppOwn := clamp(100-s.Own()+r.MissBack, r.MissTouchback, 99)
	s.Ball = Abs(opp, oppOwn)
	if f.ev != nil {
		f.fgEvent(face, dist, make, good, from, s.Ball, 0)
	}
	f.startDrive(opp)
}

// fgEvent reports a field goal (only when events are wanted).
func (f *fold) fgEvent(face, dist, make int, good bool, from, to, points int) {
	s := f.s
	f.emit(Event{Kind: EvFieldGoal, Team: s.Offense, Roll: face, Dist: dist, Make: make, Good: good,
		From: from, To: to, Points: points, Untimed: s.untimed, Banded: len(s.Rules.FGBands) > 0})
}

func (f *fold) punt() {
	s := f.s
	r := s.Rules
	opp := s.Offense.Other()
	oppOwn := 100 - (s.Own() + r.PuntDistance)
	touchback := oppOwn < r.PuntTouchback
	if touchback {
		oppOwn = r.PuntTouchback
	}
	s.Ball = Abs(opp, clamp(oppOwn, 1, 99))
	if f.ev != nil {
		f.emit(Event{Kind: EvPunt, Team: s.Offense, From: s.from, To: s.Ball, Touchback: touchback})
	}
	f.startDrive(opp)
}

// safety scores a safety for the defense after a drive.
func (f *fold) safety() { f.safetyOn(false, 0, 0) }

// safetyOn scores a safety; with conv, roll is the conversion roll behind it
// (a face that may be 0 on a die read from 0).
func (f *fold) safetyOn(conv bool, roll, yards int) {
	s := f.s
	r := s.Rules
	scorer := s.Offense.Other()
	from := s.Ball
	s.Score[scorer] += r.SafetyPoints
	s.Ball = Abs(scorer, r.SafetyKickoff)
	if f.ev != nil {
		f.emit(Event{Kind: EvSafety, Team: scorer, Points: r.SafetyPoints, From: from, To: s.Ball,
			Roll: roll, Yards: yards, Conversion: conv, ToGo: s.toGo})
	}
	f.startDrive(scorer)
}

// touchdown scores a touchdown at the end of a drive.
func (f *fold) touchdown(how ScoreHow) { f.touchdownOn(how, 0, 0) }

// touchdownOn scores a touchdown; on 4th down or the untimed down, roll is
// the conversion roll behind it (a face that may be 0 on a die read from 0).
func (f *fold) touchdownOn(how ScoreHow, roll, yards int) {
	s := f.s
	r := s.Rules
	from := s.Ball
	s.Score[s.Offense] += r.TDPoints
	s.Ball = Abs(s.Offense, 100)
	if f.ev != nil {
		f.emit(Event{Kind: EvTouchdown, Team: s.Offense, Points: r.TDPoints, ScoreBy: how, From: from, To: s.Ball,
			Untimed: s.untimed, Roll: roll, Yards: yards, Conversion: how != OnDrive, ToGo: s.toGo})
	}
	if r.HasTry {
		s.ask = AskTry
		return
	}
	f.kickoff()
}

func (f *fold) try(kind Choice, face int, good bool, points int) {
	s := f.s
	if good {
		s.Score[s.Offense] += points
	}
	if f.ev != nil {
		ev := Event{Kind: EvTry, Team: s.Offense, How: kind, Roll: face, Good: good, Untimed: s.untimed}
		if good {
			ev.Points = points
		}
		f.emit(ev)
	}
	f.kickoff()
}

// kickoff gives the ball to the other team at its kickoff spot.
func (f *fold) kickoff() {
	s := f.s
	recv := s.Offense.Other()
	s.Ball = Abs(recv, s.Rules.Kickoff)
	if f.ev != nil {
		f.emit(Event{Kind: EvKickoff, Team: recv, To: s.Ball})
	}
	if s.untimed {
		s.Offense = recv
		f.endHalf()
		return
	}
	f.startDrive(recv)
}

// startDrive gives team the ball for a new drive, or ends the half when
// the clock shows 0 (R16).
func (f *fold) startDrive(team Side) {
	s := f.s
	s.Offense = team
	s.untimed = false
	if s.Clock <= 0 {
		f.endHalf()
		return
	}
	s.Drives++
	s.from = s.Ball
	s.ask = AskStyle
}

func (f *fold) endHalf() {
	s := f.s
	r := s.Rules
	s.Clock = 0
	s.untimed = false
	if f.ev != nil {
		f.emit(Event{Kind: EvHalfOver})
	}
	if s.Half >= 2 {
		s.Final = true
		s.ask = AskNone
		if f.ev != nil {
			f.emit(Event{Kind: EvGameOver})
		}
		return
	}
	s.Half = 2
	s.Clock = r.HalfBlocks
	recv := s.Receiver.Other()
	s.Ball = Abs(recv, r.Kickoff)
	if f.ev != nil {
		f.emit(Event{Kind: EvKickoff, Team: recv, To: s.Ball})
	}
	s.Offense = recv
	s.Drives++
	s.from = s.Ball
	s.ask = AskStyle
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
