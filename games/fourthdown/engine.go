// Package fourthdown holds the rules of 4th Down as a pure fold:
// state + entry -> state + events. It never rolls dice, reads a clock or
// does I/O; dice arrive as entries. Its standard computer coach (coach.go)
// makes a team's choices for solo play and simulation.
package fourthdown

import "fmt"

// State is a game between entries. It is a value: copy it to keep it.
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
	capRow   int  // the face of the row whose time caps a scoring drive (R5) ...
	capTime  int  // ... and its time (0: no row gains the yards needed)
	capped   bool // the drive's time is capTime
	tdRow    bool
	scores   bool // the drive reaches the end zone
	late     bool // the late-half rule set yards and time
	from     int  // spot where the drive (or the 4th-down play) started
	toGo     int
	goal     bool
	untimed  bool // the untimed down is being played
}

// New is the state before the first entry: the opening receiver has the
// ball at its own kickoff spot, with a full first half. rules must come
// from Ruleset.Build (every built-in and house ruleset does).
func New(rules *Ruleset, receiver Side) State {
	if !rules.Built() {
		panic("engine.New: the ruleset was not made by Ruleset.Build")
	}
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

// Asking is the kind of entry the rules ask for next: Next().Kind, without
// building the Ask.
func (s *State) Asking() AskKind { return s.ask }

// Leader is the team ahead; ok is false when the score is tied. Once the
// game is over (Final) the leader is the winner, and a tie stands (R20).
func (s *State) Leader() (team Side, ok bool) {
	switch {
	case s.Score[Home] > s.Score[Away]:
		return Home, true
	case s.Score[Away] > s.Score[Home]:
		return Away, true
	}
	return Home, false
}

// Next says what the rules ask for next: a die, or the allowed choices.
// It is the one statement of what may be entered; Apply refuses anything
// Next does not allow.
func (s *State) Next() Ask {
	a := Ask{Kind: s.ask, Team: s.Offense}
	if d := s.Rules.askDie(s.ask, s.style); d != nil {
		a.Die = *d
		return a
	}
	a.Choices = s.choices()
	return a
}

// choices are the choices allowed when no die is asked (none when the
// game is over).
func (s *State) choices() ChoiceSet {
	switch s.ask {
	case AskStyle:
		return styleChoices
	case AskDecision:
		return s.decisionChoices()
	case AskTry:
		return tryChoices
	case AskUntimed:
		return s.untimedChoices()
	}
	return 0
}

// The choices of each kind of choice: choices reads them, and so does the
// fold, each in its own case.
const (
	styleChoices = ChoiceSet(1<<ChBalanced | 1<<ChRun | 1<<ChPass)
	tryChoices   = ChoiceSet(1<<ChKick | 1<<ChTwo)
)

// decisionChoices: go or punt, and fg in range (R9, R11).
func (s *State) decisionChoices() ChoiceSet {
	cs := ChoiceSet(1<<ChGo | 1<<ChPunt)
	if s.FGInRange() {
		cs |= 1 << ChFG
	}
	return cs
}

// untimedChoices: end or go, and fg in range (R19).
func (s *State) untimedChoices() ChoiceSet {
	cs := ChoiceSet(1<<ChEnd | 1<<ChGo)
	if s.FGInRange() {
		cs |= 1 << ChFG
	}
	return cs
}

// face is the face e shows on the die the rules ask for now (askDie,
// looked up; 0 on a d10 is its 10, Die.Read); ok is false when e is no
// face of it. Small enough to be inlined wherever a roll is read.
func (s *State) face(e Entry) (face int, ok bool) {
	if d := s.die(); e.IsDie() && uint(e.Face-d.Min) < uint(d.Sides) {
		return e.Face, true // a face as the die numbers it: never its alias
	}
	return s.aliasFace(e)
}

// aliasFace is face for an entry that is no face of the die as numbered:
// the face it stands for when it is the die's alias (Die.Read: a d10's
// printed 0 for its 10), else not ok. Out of line: a digital roll never
// takes this path.
//
//go:noinline
func (s *State) aliasFace(e Entry) (face int, ok bool) {
	d := s.die()
	face = d.Read(e.Face)
	return face, e.IsDie() && uint(face-d.Min) < uint(d.Sides)
}

// die is the die the rules ask for now (askDie, looked up); Sides is 0
// when a choice is asked or the game is over.
func (s *State) die() *Die { return &s.Rules.dice[s.ask&15][s.style&3] }

// chose reports whether e is one of the choices cs.
func chose(e Entry, cs ChoiceSet) bool { return !e.IsDie() && cs.Has(e.Choice) }

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

// DistanceToGoal is how far the offense is from the opponent's goal line.
func (s *State) DistanceToGoal() int { return 100 - s.Own() }

// FGInRange reports whether a field goal may be tried from the ball's
// spot: Next().Choices has fg on 4th down and on the untimed down.
func (s *State) FGInRange() bool { return s.DistanceToGoal() <= s.Rules.FGRange }

// The rolls the rules read as a yes or a no, each read in one place: the
// fold reads them here, and FaceGroups groups their faces by the answer.

// turnover reports whether face on the turnover roll is a turnover (R7).
func (s *State) turnover(face int) bool { return s.Rules.Tables[s.style].IsTurnover(face) }

// fieldGoalGood is a field goal from the ball's spot on face (R11): good,
// and the table's make distance.
func (s *State) fieldGoalGood(face int) (good bool, make int) {
	return s.Rules.FGGood(face, s.DistanceToGoal())
}

// kickTryGood reports whether the kick try is good on face (R13).
func (s *State) kickTryGood(face int) bool {
	good, _ := s.Rules.FGGood(face, s.Rules.KickTryMake)
	return good
}

// twoGood reports whether the two-point try is good on face (R13).
func (s *State) twoGood(face int) bool { return face >= s.Rules.TwoNeed }

// verdict is the yes or no the rules read off face for the roll s asks
// for; ok is false for a roll read through a table row or as a number.
func (s *State) verdict(face int) (yes, ok bool) {
	switch s.ask {
	case AskTurnover:
		return s.turnover(face), true
	case AskFG, AskUntimedFG:
		good, _ := s.fieldGoalGood(face)
		return good, true
	case AskKickTry:
		return s.kickTryGood(face), true
	case AskTwoTry:
		return s.twoGood(face), true
	}
	return false, false
}

// FaceGroup is Face standing for N faces of the die asked for that the
// rules read alike.
type FaceGroup struct{ Face, N int }

// FaceGroups appends to buf the faces of the roll s asks for, grouped where
// the rules read them alike: a roll read as a yes or a no (the turnover
// roll, a field goal, a try) has a group for each answer, and a roll read
// through a table row (the drive roll, the conversion roll) a group for
// each different row. The faces of a group lead to the same situation and
// the same points: only the record of the roll tells them apart. Any other
// roll has a group for each face. Nothing is appended when s asks for a
// choice or the game is over. For the exact solver: applying one face of
// a group stands for all of them.
func (s *State) FaceGroups(buf []FaceGroup) []FaceGroup {
	if g := s.Rules.derived.groups[s.ask][s.style]; g != nil {
		return append(buf, g...) // worked out by Build: the same for every state
	}
	return s.groupFaces(buf)
}

// groupFaces is FaceGroups worked out: each face's verdict or table row,
// the faces that share one grouped in the order they first come.
func (s *State) groupFaces(buf []FaceGroup) []FaceGroup {
	d := s.die()
	first := len(buf)
	for f := d.Min; f <= d.Max(); f++ {
		found := false
		for i := first; i < len(buf); i++ {
			if s.alike(f, buf[i].Face) {
				buf[i].N++
				found = true
				break
			}
		}
		if !found {
			buf = append(buf, FaceGroup{f, 1})
		}
	}
	return buf
}

// alike reports whether the rules read faces f and g of the roll asked for
// alike: the same verdict, or the same table row.
func (s *State) alike(f, g int) bool {
	if yes, ok := s.verdict(f); ok {
		other, _ := s.verdict(g)
		return yes == other
	}
	switch s.ask {
	case AskDrive:
		return s.driveRow(f) == s.driveRow(g)
	case AskConversion, AskUntimedGo:
		return s.conversionRow(f) == s.conversionRow(g)
	}
	return f == g
}

// conversionRow is the row of the conversion table that face reads (R10).
func (s *State) conversionRow(face int) ConvResult {
	return s.Rules.Conversion[s.Rules.ConvDie.Index(face)]
}

// driveRow is the row of the drive table that face reads (R5).
func (s *State) driveRow(face int) Row {
	return s.Rules.Tables[s.style].Rows[s.Rules.DriveDie.Index(face)]
}

// EntryError is an entry the rules do not allow at that point: what was
// asked, what was entered, and why it is refused.
type EntryError struct {
	Ask   Ask
	Entry Entry
	// Reason says why, without the entry: "turnover roll must be a d20
	// (1-20)", "the game is over: no further entries are allowed", ...
	Reason string
	// Quote: the error quotes the entry after the reason ("got 21").
	Quote bool
}

// Error is the refusal as one sentence, quoting the entry as its token:
// `turnover roll must be a d20 (1-20), got 21`.
func (e *EntryError) Error() string { return e.Quoting(e.Entry.String()) }

// Quoting is the refusal quoting the entry as it was written (a record's "b"
// rather than the token "balanced").
func (e *EntryError) Quoting(written string) string {
	if !e.Quote {
		return e.Reason
	}
	got := written
	if !e.Entry.IsDie() || e.Ask.Kind == AskNone || !e.Ask.IsRoll() {
		got = fmt.Sprintf("%q", written)
	}
	return e.Reason + ", got " + got
}

// refuse is the error for an entry that a does not allow, worded from the
// same Ask that refused it. Out of line: it is the rare path.
//
//go:noinline
func (s *State) refuse(a Ask, e Entry) error {
	reason, quote := "", true
	switch {
	case a.Kind == AskNone:
		reason = "the game is over: no further entries are allowed"
	case a.IsRoll():
		reason = fmt.Sprintf("%s must be a %s", a.Kind, a.Die)
	case e.Choice == ChFG && (a.Kind == AskDecision || a.Kind == AskUntimed):
		reason = fmt.Sprintf("field goal out of range: the ball is %d yards from the goal line, the limit is %d; %s must be %s",
			s.DistanceToGoal(), s.Rules.FGRange, a.Kind, a.Choices)
		quote = false
	default:
		reason = fmt.Sprintf("%s must be %s", a.Kind, a.Choices)
	}
	return &EntryError{Ask: a, Entry: e, Reason: reason, Quote: quote}
}

// Apply folds one entry into s: the one way a game moves on. When events
// is not nil, what happened is appended to *events (pass a reused buffer,
// e.g. buf[:0], to avoid allocation). An entry that Next does not allow
// returns an *EntryError and leaves s unchanged.
func (s *State) Apply(e Entry, events *[]Event) error {
	if events == nil {
		return s.ApplyOnly(e, nil, 0)
	}
	return s.ApplyOnly(e, events, AllEvents)
}

// ApplyOnly is Apply that appends only the events of the kinds in want:
// the same fold, which builds no event a caller does not read (a
// simulation counting results needs no drive or kickoff events).
func (s *State) ApplyOnly(e Entry, events *[]Event, want EventSet) error {
	fo := s.Folder(events, want)
	return fo.Apply(e)
}

// Folder applies entries one after another to one state with one event
// buffer: ApplyOnly with its arguments given once, for a loop that folds a
// whole game (the simulator).
type Folder struct{ f fold }

// Folder is a Folder of s, appending the events of the kinds in want to
// *events (none when events is nil).
func (s *State) Folder(events *[]Event, want EventSet) Folder {
	if events == nil {
		want = 0
	}
	return Folder{fold{s: s, ev: events, want: want}}
}

// Apply is ApplyOnly of e to the Folder's state.
func (fo *Folder) Apply(e Entry) error {
	if !fo.Fold(e) {
		return fo.f.s.refused(e)
	}
	return nil
}

// Refused is Apply's error for e, an entry Fold did not take.
func (fo *Folder) Refused(e Entry) error { return fo.f.s.refused(e) }

// refused is the error for e, which Next does not allow.
//
//go:noinline
func (s *State) refused(e Entry) error { return s.refuse(s.Next(), e) }

// fold carries the state and the event buffer through one entry.
type fold struct {
	s    *State
	ev   *[]Event // nil: no events wanted
	want EventSet // the kinds of event to build (none without ev)
}

// event reports an event of kind k about team, stamped with the situation
// after it, and returns it for its details to be filled in: the buffer's
// next slot, zeroed.
func (f *fold) event(k EventKind, team Side) *Event {
	ev := append(*f.ev, Event{})
	*f.ev = ev
	e := &ev[len(ev)-1]
	e.Kind, e.Team = k, team
	e.Half, e.Clock = int16(f.s.Half), int16(f.s.Clock)
	e.Score = [2]int16{int16(f.s.Score[0]), int16(f.s.Score[1])}
	return e
}

// Fold is Apply that only reports whether e was allowed (the state is
// unchanged when not; Refused(e) is then Apply's error): for a loop that
// folds a whole game, without an error value per entry.
//
// It is the fold's one dispatch on what is asked. Each case checks its
// entry first, as Next().Allows does: one of the choices asked for (the
// same sets choices gives) or a face of the die asked for (face). A choice
// is folded here; a roll by its rule's function (driveRoll, turnoverRoll,
// ...), which reads the face first. Those are never inlined here: each is
// compiled on its own, so that the calls it makes in turn are inlined into
// it (a profile-guided build inlines a hot call only where it is written,
// not inside a function inlined elsewhere), and Fold stays small enough to
// be inlined into a caller's loop.
func (fo *Folder) Fold(e Entry) bool {
	f := &fo.f
	s := f.s
	switch s.ask {
	case AskStyle:
		if !chose(e, styleChoices) {
			return false
		}
		s.style, _ = e.Choice.Style()
		s.from = s.Ball
		s.ask = AskDrive
	case AskDecision:
		if !chose(e, s.decisionChoices()) {
			return false
		}
		switch e.Choice {
		case ChGo:
			s.ask = AskConversion
		case ChFG:
			s.ask = AskFG
		case ChPunt:
			f.punt()
		}
	case AskTry:
		if !chose(e, tryChoices) {
			return false
		}
		if e.Choice == ChKick {
			s.ask = AskKickTry
		} else {
			s.ask = AskTwoTry
		}
	case AskUntimed:
		if !chose(e, s.untimedChoices()) {
			return false
		}
		f.untimedChoice(e.Choice)
	case AskDrive:
		return f.driveRoll(e)
	case AskTime:
		return f.timeRoll(e)
	case AskTurnover:
		return f.turnoverRoll(e)
	case AskDistance:
		return f.distanceRoll(e)
	case AskConversion, AskUntimedGo:
		return f.conversion(e)
	case AskFG, AskUntimedFG:
		return f.fieldGoal(e)
	case AskKickTry, AskTwoTry:
		return f.tryRoll(e)
	default: // AskNone: the game is over
		return false
	}
	return true
}

// timeRoll is the time roll on a drive that scores (R5): its face, or the
// cap row's time when that is less.
//
//go:noinline
func (f *fold) timeRoll(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	s.timeRoll = face
	s.time = face
	if s.capTime > 0 && s.capTime < s.time {
		s.time, s.capped = s.capTime, true
	}
	f.timed()
	return true
}

// driveRoll reads the drive table (R5): a TD row rolls for time; a row
// that reaches the end zone takes the time of the smallest row that gains
// the yards needed (or rolls for it, TimeRollOnReach); any other row is
// its own yards and time.
//
//go:noinline
func (f *fold) driveRoll(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	r := s.Rules
	row := s.driveRow(face)
	need := s.DistanceToGoal()
	s.roll, s.row = face, face
	s.timeRoll, s.capRow, s.capTime, s.capped = 0, 0, 0, false
	s.tdRow, s.late = row.TD, false
	s.scores = row.TD || row.Yards >= need
	if !s.scores {
		s.yards, s.time = row.Yards, row.Time
		f.timed()
		return true
	}
	s.yards = need
	s.capRow, s.capTime = r.timeCap(s.style, need)
	if row.TD || r.TimeRollOnReach {
		s.ask = AskTime
		return true
	}
	// A row that reaches the end zone is a cap row itself, so there is one.
	s.time, s.capped = s.capTime, true
	f.timed()
	return true
}

// timed goes on once the drive's time is known: the late-half rule (R17),
// a safety (R6), or the turnover roll.
func (f *fold) timed() {
	s := f.s
	switch {
	case s.time > s.Clock:
		f.lateHalf()
	case !s.scores && s.Own()+s.yards <= 0:
		f.chargeDrive()
		f.safety(false, 0, 0)
	default:
		s.ask = AskTurnover
	}
}

// chargeDrive charges the drive's time and reports the drive.
func (f *fold) chargeDrive() {
	s := f.s
	s.Clock -= s.time
	f.driveEvent()
}

// turnoverRoll charges the drive and resolves the turnover roll (R7): a
// turnover ends the drive (a touchdown is negated); otherwise the drive
// scores, or the offense faces 4th down (or, under the late-half rule,
// the untimed down).
//
//go:noinline
func (f *fold) turnoverRoll(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	r := s.Rules
	f.chargeDrive()
	if s.turnover(face) {
		opp := s.Offense.Other()
		if s.scores {
			s.Ball = Abs(opp, r.NegatedTDSpot)
		} else {
			s.Ball = Abs(s.Offense, s.Own()+s.yards)
		}
		if f.want.Has(EvTurnover) {
			e := f.event(EvTurnover, s.Offense)
			e.Roll, e.To, e.Negated, e.Late = int16(face), int16(s.Ball), s.scores, s.late
		}
		f.startDrive(opp)
		return true
	}
	if s.scores {
		f.touchdown(OnDrive, 0, 0)
		return true
	}
	s.Ball = Abs(s.Offense, s.Own()+s.yards)
	if s.late {
		f.startUntimed()
		return true
	}
	s.ask = AskDistance
	return true
}

// lateHalf applies R17 and R18.
//
//go:noinline
func (f *fold) lateHalf() {
	s := f.s
	r := s.Rules
	idx, ok := r.lateRow(s.style, s.Clock)
	s.late = true
	if !ok {
		f.lateHalfEvents(-1)
		f.startUntimed()
		return
	}
	row := r.Tables[s.style].Rows[idx]
	f.lateHalfEvents(idx + r.DriveDie.Min)
	need := s.DistanceToGoal()
	s.row = idx + r.DriveDie.Min
	s.time = row.Time
	s.scores = row.Yards >= need
	s.yards = row.Yards
	s.capRow, s.capTime, s.capped = 0, 0, false
	if s.scores {
		s.yards = need
	}
	switch {
	case !s.scores && s.Own()+s.yards <= 0:
		f.chargeDrive()
		f.safety(false, 0, 0)
	case s.scores:
		f.chargeDrive()
		f.touchdown(OnDrive, 0, 0)
	default:
		s.ask = AskTurnover
	}
}

//go:noinline
func (f *fold) startUntimed() {
	s := f.s
	s.untimed = true
	s.from = s.Ball
	if s.Rules.UntimedChoices {
		s.ask = AskUntimed
		return
	}
	// The short late-half rule: a field goal if in range, else the half ends.
	if s.FGInRange() {
		f.untimedChoice(ChFG)
		return
	}
	f.untimedChoice(ChEnd)
}

// untimedChoice plays the untimed down's option (R19).
//
//go:noinline
func (f *fold) untimedChoice(c Choice) {
	s := f.s
	if f.want.Has(EvUntimedDown) {
		e := f.event(EvUntimedDown, s.Offense)
		e.How, e.From, e.Untimed = c, int16(s.Ball), true
	}
	switch c {
	case ChEnd:
		f.endHalf()
	case ChFG:
		s.ask = AskUntimedFG
	case ChGo:
		s.ask = AskUntimedGo
	}
}

// distanceRoll is the 4th-down distance (R9).
//
//go:noinline
func (f *fold) distanceRoll(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	dist := s.DistanceToGoal()
	s.toGo, s.goal = face, false
	if face >= dist {
		s.toGo, s.goal = dist, true
	}
	s.from = s.Ball
	f.fourthDownEvent(face, dist)
	s.ask = AskDecision
	return true
}

// conversion is the 4th-down (R10) or untimed-down (R19) conversion roll.
//
//go:noinline
func (f *fold) conversion(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	res := s.conversionRow(face)
	own := s.Own()
	if res.TD || own+res.Yards >= 100 {
		how := OnFourthDown
		if s.untimed {
			s.Clock = 0
			how = OnUntimedDown
		}
		f.touchdown(how, face, 100-own)
		return true
	}
	// No score: on the untimed down the half ends where the ball is;
	// otherwise a safety, a first down or the ball over on downs.
	k, from, next := EvTurnoverOnDowns, s.from, s.Offense.Other()
	switch {
	case s.untimed:
		s.Clock = 0
		from = s.Ball
	case own+res.Yards <= 0:
		f.safety(true, face, res.Yards)
		return true
	case res.Yards >= s.toGo:
		k, next = EvFirstDown, s.Offense
		fallthrough
	default:
		s.Ball = Abs(s.Offense, own+res.Yards)
	}
	if f.want.Has(k) {
		e := f.event(k, s.Offense)
		e.Roll, e.Yards, e.From, e.To, e.Untimed = int16(face), int16(res.Yards), int16(from), int16(s.Ball), s.untimed
		if !s.untimed {
			e.ToGo = int16(s.toGo)
		}
	}
	if s.untimed {
		f.endHalf()
		return true
	}
	f.startDrive(next)
	return true
}

// fieldGoal is a field-goal roll on 4th down (R11) or the untimed down (R19).
//
//go:noinline
func (f *fold) fieldGoal(e Entry) bool {
	face, ok := f.s.face(e)
	if !ok {
		return false
	}
	s := f.s
	r := s.Rules
	dist := s.DistanceToGoal()
	good, make := s.fieldGoalGood(face)
	from := s.Ball
	if s.untimed {
		s.Clock = 0
	}
	points := 0
	switch {
	case good:
		points = r.FGPoints
		s.Score[s.Offense] += points
	case !s.untimed: // a miss: the other team's ball (none after the untimed down)
		s.Ball = Abs(s.Offense.Other(), clamp(100-s.Own()+r.MissBack, r.MissTouchback, 99))
	}
	if f.want.Has(EvFieldGoal) {
		e := f.event(EvFieldGoal, s.Offense)
		e.Roll, e.Dist, e.Make, e.Good = int16(face), int16(dist), int16(make), good
		e.From, e.Points, e.Untimed, e.Banded = int16(from), int16(points), s.untimed, len(r.FGBands) > 0
		if !good {
			e.To = int16(s.Ball)
		}
	}
	switch {
	case good:
		f.kickoff()
	case s.untimed:
		f.endHalf()
	default:
		f.startDrive(s.Offense.Other())
	}
	return true
}

// punt is R12.
//
//go:noinline
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
	if f.want.Has(EvPunt) {
		e := f.event(EvPunt, s.Offense)
		e.From, e.To, e.Touchback = int16(s.from), int16(s.Ball), touchback
	}
	f.startDrive(opp)
}

// safety scores a safety for the defense (R6, R10); with conv, roll and
// yards are the conversion roll behind it.
//
//go:noinline
func (f *fold) safety(conv bool, roll, yards int) {
	s := f.s
	r := s.Rules
	scorer := s.Offense.Other()
	from := s.Ball
	s.Score[scorer] += r.SafetyPoints
	s.Ball = Abs(scorer, r.SafetyKickoff)
	if f.want.Has(EvSafety) {
		e := f.event(EvSafety, scorer)
		e.Points, e.From, e.To, e.Untimed = int16(r.SafetyPoints), int16(from), int16(s.Ball), s.untimed
		e.Roll, e.Yards, e.Conversion, e.ToGo = int16(roll), int16(yards), conv, int16(s.toGo)
	}
	f.startDrive(scorer)
}

// touchdown scores a touchdown (R8); on 4th down or the untimed down, roll
// and yards are the conversion roll behind it.
func (f *fold) touchdown(how ScoreHow, roll, yards int) {
	s := f.s
	r := s.Rules
	from := s.Ball
	s.Score[s.Offense] += r.TDPoints
	s.Ball = Abs(s.Offense, 100)
	if f.want.Has(EvTouchdown) {
		e := f.event(EvTouchdown, s.Offense)
		e.Points, e.ScoreBy, e.From, e.To = int16(r.TDPoints), how, int16(from), int16(s.Ball)
		e.Untimed, e.Roll, e.Yards, e.Conversion = s.untimed, int16(roll), int16(yards), how != OnDrive
		e.ToGo, e.Late = int16(s.toGo), s.late
	}
	if r.HasTry {
		s.ask = AskTry
		return
	}
	f.kickoff()
}

// tryRoll is the try's roll (R13): the kick's, good by the field-goal
// table from KickTryMake yards, or the two-point try's.
//
//go:noinline
func (f *fold) tryRoll(e Entry) bool {
	s := f.s
	face, ok := s.face(e)
	if !ok {
		return false
	}
	if s.ask == AskKickTry {
		f.try(ChKick, face, s.kickTryGood(face), s.Rules.KickPoints)
	} else {
		f.try(ChTwo, face, s.twoGood(face), s.Rules.TwoPoints)
	}
	return true
}

// try is the try after a touchdown (R13).
func (f *fold) try(kind Choice, face int, good bool, points int) {
	s := f.s
	if !good {
		points = 0
	}
	s.Score[s.Offense] += points
	if f.want.Has(EvTry) {
		e := f.event(EvTry, s.Offense)
		e.How, e.Roll, e.Good, e.Points, e.Untimed = kind, int16(face), good, int16(points), s.untimed
	}
	f.kickoff()
}

// kickoff gives the ball to the other team at its kickoff spot (R14).
func (f *fold) kickoff() {
	s := f.s
	recv := s.Offense.Other()
	s.Ball = Abs(recv, s.Rules.Kickoff)
	f.kickoffEvent(recv)
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

// endHalf ends the half: the second half starts with a kickoff to the team
// that did not receive the first (R14), or the game is over (R20).
//
//go:noinline
func (f *fold) endHalf() {
	s := f.s
	r := s.Rules
	s.Clock = 0
	s.untimed = false
	if f.want.Has(EvHalfOver) {
		f.event(EvHalfOver, 0) // of no team
	}
	if s.Half >= 2 {
		s.Final = true
		s.ask = AskNone
		if f.want.Has(EvGameOver) {
			lead, ok := s.Leader()
			f.event(EvGameOver, lead).Tie = !ok // the winner, or a tie
		}
		return
	}
	s.Half = 2
	s.Clock = r.HalfBlocks
	recv := s.Receiver.Other()
	s.Ball = Abs(recv, r.Kickoff)
	f.kickoffEvent(recv)
	s.Offense = recv
	s.Drives++
	s.from = s.Ball
	s.ask = AskStyle
}

// clamp is v within lo..hi (lo <= hi).
func clamp(v, lo, hi int) int { return min(max(v, lo), hi) }

// The events, each built in one place from the state the fold left, and
// written in place, in the buffer's next slot (a literal copied in would be
// built on the stack first, then moved: most of the cost of an event). A
// fold without events builds none and makes no call for them.
//
// The events that end a drive or score (a turnover, a punt, a touchdown or
// a safety, a field goal, a first down or the ball over on downs, a try),
// the untimed down's option and the end of a half or of the game are built
// in the rule that tells them, behind their kind's check: the rule is
// compiled on its own, so the event costs no call (a call was about 5% of
// a simulated game, for the 30 or so events a game the simulator counts).
// The others, which the simulator does not count, are below: each a check
// small enough to be inlined where the fold reports it and, when its kind
// is wanted, the call that builds it (...Built, never inlined, so that the
// check stays small).

func (f *fold) driveEvent() {
	if f.want.Has(EvDrive) {
		f.driveEventBuilt()
	}
}

//go:noinline
func (f *fold) driveEventBuilt() {
	s := f.s
	e := f.event(EvDrive, s.Offense)
	e.Style, e.Roll, e.Row, e.Time = s.style, int16(s.roll), int16(s.row), int16(s.timeRoll)
	e.Yards, e.Blocks, e.From, e.To = int16(s.yards), int16(s.time), int16(s.from), int16(Abs(s.Offense, clamp(s.Own()+s.yards, 0, 100)))
	e.Dist, e.CapRow, e.Cap, e.Capped = int16(100-s.Own()), int16(s.capRow), int16(s.capTime), s.capped
	e.TDRow, e.Scoring, e.Late = s.tdRow, s.scores, s.late
}

// lateHalfEvents reports the late-half rule with the row it uses (row < 0:
// none fits, R18, and the drive that does not move the ball).
func (f *fold) lateHalfEvents(row int) {
	if f.want&(1<<EvLateHalf|1<<EvDrive) != 0 {
		f.lateHalfEventsBuilt(row)
	}
}

//go:noinline
func (f *fold) lateHalfEventsBuilt(row int) {
	s := f.s
	if f.want.Has(EvLateHalf) {
		e := f.event(EvLateHalf, s.Offense)
		e.From, e.Blocks = int16(s.Ball), int16(s.time)
		if row >= 0 {
			e.Roll = int16(row)
		} else {
			e.NoRow = true
		}
	}
	if row >= 0 || !f.want.Has(EvDrive) {
		return
	}
	e := f.event(EvDrive, s.Offense)
	e.Style, e.Roll, e.Time = s.style, int16(s.roll), int16(s.timeRoll)
	e.From, e.To, e.Dist = int16(s.Ball), int16(s.Ball), int16(s.DistanceToGoal())
	e.TDRow, e.NoRow, e.Late = s.tdRow, true, true
}

func (f *fold) fourthDownEvent(face, dist int) {
	if f.want.Has(EvFourthDown) {
		f.fourthDownEventBuilt(face, dist)
	}
}

//go:noinline
func (f *fold) fourthDownEventBuilt(face, dist int) {
	s := f.s
	e := f.event(EvFourthDown, s.Offense)
	e.Roll, e.ToGo, e.Goal, e.From, e.Dist = int16(face), int16(s.toGo), s.goal, int16(s.Ball), int16(dist)
}

func (f *fold) kickoffEvent(recv Side) {
	if f.want.Has(EvKickoff) {
		f.kickoffEventBuilt(recv)
	}
}

//go:noinline
func (f *fold) kickoffEventBuilt(recv Side) {
	f.event(EvKickoff, recv).To = int16(f.s.Ball)
}
