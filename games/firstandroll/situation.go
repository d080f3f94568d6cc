package firstandroll

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
)

// House is a house clock track and timeouts (F5: "a house file may change
// the track"; F6): Spaces moves per half from 30:00 to the last space (the
// two-minute space is the one before it), Timeouts per team per half. Zero
// fields are the rules' (15 moves, 3 timeouts). A short house game is what
// an exact solver can check against a brute-force one.
type House struct {
	Spaces   int
	Timeouts int // -1: none
}

// last is the track's last space (0:00), where a half ends.
func (s *State) last() int {
	if s.house.Spaces > 0 {
		return s.house.Spaces
	}
	return LastSpace
}

// LastMarker is the clock track's last space (0:00) in this game.
func (s *State) LastMarker() int { return s.last() }

// timeouts are each team's timeouts per half.
func (s *State) timeouts() int {
	switch {
	case s.house.Timeouts < 0:
		return 0
	case s.house.Timeouts > 0:
		return s.house.Timeouts
	}
	return Timeouts
}

// WithDice is the state rolling the faces of dice (F30): its Legal lists
// them with their weights, and a face not on a die is refused.
func (s State) WithDice(d *DiceSet) State {
	s.dice = d
	return s
}

// Legal are the entries the state allows next: a choice's tokens, or the
// faces of the die asked for with how many of its faces show each (F30);
// the defense die that blocks a kick may be of any colour, its faces
// weighing as often as the three defense dice show them. Without a dice
// set a face is free-form. Its lists are read-only (the ask's and the
// dice set's own): it makes none. It is the one chance model of the game: every
// roll, digital, simulated or solved, draws from these weights.
func (s *State) Legal() engine.Legal {
	if s.ask.tossed() {
		return coin.legal
	}
	if s.ask.Form == choice { // nothing once the game is over (AskNone)
		return engine.Legal{Entries: s.ask.Choices}
	}
	// The faces Next lists (a block die's of all three defense dice), as
	// the dice set read them once.
	r := s.dice.prepared(&s.ask)
	if r == nil {
		r = s.dice.roll(&s.ask)
	}
	if r != nil {
		return r.legal
	}
	return engine.Legal{Free: true}
}

// Sums are Legal's weights summed in order where a die of the dice set
// is asked (engine.Odds), read with the set once; nil otherwise.
func (s *State) Sums() []int {
	if s.ask.tossed() {
		return coin.sums
	}
	r := s.dice.prepared(&s.ask)
	if r == nil {
		r = s.dice.unprepared(&s.ask) // nil for a choice, or no dice set
	}
	if r != nil {
		return r.sums
	}
	return nil
}

// SitKind is what a situation between plays asks for.
type SitKind uint8

const (
	SitPlay       SitKind = iota + 1 // a play from scrimmage: the offense's call (F11)
	SitTwo                           // a two-point try's play (F24): the offense's call
	SitTry                           // the scoring team's try: pat or two (F24)
	SitKickoff                       // a kickoff: regular or onside (F8)
	SitSafetyPunt                    // the punt from its own 20 after a safety (F25)
	SitOvertime                      // a tied second half: overtime or tie (F29)
	SitOver                          // the game is over
)

// Situation is a state between plays, what a solver values: everything
// the rules read from then on but the score, and no play in progress.
type Situation struct {
	Kind     SitKind
	Half     int
	Marker   int
	Off      Side // the team with the ball; a kickoff's or safety punt's receiving team; the scoring team for a try
	Own      int  // the offense's own yard line (a play, a two-point try)
	Down     int  // SitPlay
	ToGo     int  // SitPlay
	TO       [2]int
	Receiver Side // who received the first half's opening kickoff (F7)
	EndHalf  bool // a try after a hail mary's touchdown: the half ends after it (F23)
}

// Situation is the situation s is in when it is between plays (what is
// asked next starts one: a call, a try, a kickoff, a safety's punt,
// overtime or tie, or nothing more), false in the middle of a play or
// the clock's questions.
func (s *State) Situation() (Situation, bool) {
	var sit Situation
	ok := s.SituationTo(&sit)
	return sit, ok
}

// SituationTo is Situation written to *sit (the zero Situation when
// false), field by field, for a caller that reads it at once (the solver,
// at each entry it applies): a Situation returned is copied out in wide
// moves, which read its narrow stores (a byte for its kind, its team)
// before the processor can forward them, a stall at each call.
func (s *State) SituationTo(sit *Situation) bool {
	*sit = Situation{}
	between := true // a situation between plays, not the game's end or a tie
	switch a := &s.ask; {
	case a.Kind == AskNone:
		sit.Kind, sit.Half, between = SitOver, s.Half, false
	case a.Kind == AskOvertime:
		// However the second half ended (a hail mary ends it early), the
		// tie is one situation, on the last space.
		sit.Kind, sit.Half, sit.Marker, between = SitOvertime, s.Half, s.last(), false
	case a.Kind == AskCall && s.p.try:
		sit.Kind, sit.Own, sit.EndHalf = SitTwo, s.Own(), s.p.endHalf
	case a.Kind == AskCall:
		sit.Kind, sit.Own, sit.Down, sit.ToGo = SitPlay, s.Own(), s.Down, s.ToGo
	case a.Kind == AskTry:
		sit.Kind, sit.EndHalf = SitTry, s.p.endHalf
	case a.Kind == AskKickType:
		sit.Kind = SitKickoff
	case a.Kind == AskPuntKick && s.p.safetyPunt:
		sit.Kind = SitSafetyPunt
	default:
		return false
	}
	if between {
		sit.Half, sit.Marker, sit.Off, sit.TO, sit.Receiver = s.Half, s.Marker, s.Off, s.TO, s.Receiver
	}
	if sit.Half >= 2 {
		sit.Receiver = Home // read only as the first half ends (F7)
	}
	return true
}

// State is the game in situation sit with the score 0-0 on house track h
// (the score is the caller's to set): what the rules ask next there, as
// the fold itself sets it.
func (sit Situation) State(h House) (State, error) {
	s := State{Half: sit.Half, Marker: sit.Marker, TO: sit.TO, Receiver: sit.Receiver, house: h}
	if sit.Half < 1 || sit.Half > 3 || sit.Marker < 0 || sit.Marker > s.last() || sit.Marker == s.last() && (sit.Kind == SitPlay || sit.Kind == SitKickoff || sit.Kind == SitSafetyPunt) {
		return State{}, fmt.Errorf("no situation in half %d at clock space %d", sit.Half, sit.Marker)
	}
	switch sit.Kind {
	case SitPlay:
		if sit.Own < 1 || sit.Own > 99 || sit.Down < 1 || sit.Down > 4 || sit.ToGo < 1 || sit.Own+sit.ToGo > 100 {
			return State{}, fmt.Errorf("no play from own %d, down %d and %d to go", sit.Own, sit.Down, sit.ToGo)
		}
		s.giveBall(sit.Off, sit.Own, "")
		s.Down, s.ToGo = sit.Down, sit.ToGo
		s.startPlay()
	case SitTwo:
		s.Off, s.Ball, s.HasBall = sit.Off, engine.Own(sit.Off, sit.Own), true
		s.p = play{try: true, endHalf: sit.EndHalf}
		s.askCall()
	case SitTry:
		s.Off = sit.Off
		s.p = play{tryNext: true, endHalf: sit.EndHalf}
		s.next()
	case SitKickoff:
		s.kickoff(sit.Off.Other())
	case SitSafetyPunt:
		s.startSafetyPunt(sit.Off.Other())
	case SitOvertime:
		s.Half, s.Marker = 2, s.last()
		s.set(AskOvertime, Home, choice, overtimeTie)
	case SitOver:
		s.finish(Home, true)
	default:
		return State{}, fmt.Errorf("no situation of kind %d", sit.Kind)
	}
	return s, nil
}

// Fingerprint is the state as the rules will still read it, a comparable
// value of fixed size without pointers or padding (its numbers and small
// fields packed, the ask's choices by the words of their list), cheap to
// make, hash and compare: two states with the same fingerprint answer
// every entry alike, to the same states, scores and ends of halves (the
// words of their events may differ: a solver's memo key). The dice set is
// left out: it is the caller's.
type Fingerprint struct {
	// the numbers of the rules (spots, sums, scores), 16 bits each, then
	// the small fields (sides, kinds, colours, faces, flags, the choices'
	// list), a byte each: whole words, each written at once
	w [fpWords]uint64
}

const (
	fpNums  = 11 + 23
	fpSmall = 11 + 23
	fpWords = (2*fpNums + fpSmall + 7) / 8
)

// Fingerprint is s's fingerprint (FingerprintTo).
func (s *State) Fingerprint() Fingerprint {
	var fp Fingerprint
	s.FingerprintTo(&fp)
	return fp
}

// FingerprintTo writes s's fingerprint to *fp, a word at a time, for a
// caller that reads it at once (a solver's memo, at each state it
// builds): a fingerprint returned is copied out in wide moves, which
// read its stores before the processor can forward them. The ball's spot
// counts only while the ball is on the field (before a kickoff or a
// safety's punt the rules set it before they read it), the first half's
// receiver only in the first half, the clock, the timeouts, the offense
// and the play not while overtime is asked or once the game is over.
func (s *State) FingerprintTo(fp *Fingerprint) {
	ball := s.Ball
	if !s.HasBall {
		ball = 0
	}
	var cut play
	to, off, recv, marker, p := s.TO, s.Off, s.Receiver, s.Marker, s.live(&cut)
	if s.Half >= 2 {
		recv = Home // the first half's receiver is read only as it ends (F7)
	}
	if s.ask.Kind == AskOvertime || s.ask.Kind == AskOTReceiver || s.ask.Kind == AskNone {
		// Overtime sets them anew (F29); the game over reads nothing.
		cut = play{}
		to, off, marker, p = [2]int{}, Home, 0, &cut
	}
	var k packer
	w := &fp.w
	w[0] = k.n2(s.Half, marker) | k.n2(ball, s.Down)<<32
	w[1] = k.n2(s.ToGo, s.Score[0]) | k.n2(s.Score[1], to[0])<<32
	w[2] = k.n2(to[1], s.house.Spaces) | k.n2(s.house.Timeouts, p.faces)<<32
	// the play's: all but what live leaves out (die, marker, lostAt, lostHow, retHow)
	w[3] = k.n2(p.sum, p.def.Value) | k.n2(p.kick, p.green)<<32
	w[4] = k.n2(p.yellow, p.block[0].Value) | k.n2(p.block[1].Value, p.blocks)<<32
	w[5] = k.n2(p.retFrom, p.retSum) | k.n2(p.puntFrom, p.puntLine)<<32
	w[6] = k.n2(p.landed, p.moves) | k.n2(p.fgDist, p.fgRolls)<<32
	w[7] = k.n2(p.onside[0], p.onside[1]) | k.n2(p.onsideN, p.lineBefore)<<32
	w[8] = k.n2(p.ownBefore, p.dn) | bytes4(uint8(off), uint8(recv), uint8(s.Winner), b2u(s.HasBall))<<32
	if k.over >= 1<<16 {
		panic(fmt.Sprintf("firstandroll: a fingerprint packs numbers from %d to %d, got %d", -1<<15, 1<<15-1, k.first))
	}
	w[9] = bytes4(b2u(s.Final), b2u(s.Tie), uint8(s.ask.Kind), uint8(s.ask.Team)) |
		bytes4(uint8(s.ask.Colour), uint8(s.ask.Form), choicesID(s.ask.Choices), uint8(p.kicker))<<32
	w[10] = bytes4(uint8(p.offCall), uint8(p.defCall), uint8(p.clock), uint8(p.clock2)) |
		bytes4(uint8(p.pen), uint8(p.returner), uint8(p.retDie), uint8(p.patClock))<<32
	w[11] = bytes4(b2u(p.try), b2u(p.safetyPunt), b2u(p.bomb), b2u(p.broken)) |
		bytes4(b2u(p.def.Flag), b2u(p.hasDef), b2u(p.flag), b2u(p.block[0].Flag))<<32
	w[12] = bytes4(b2u(p.block[1].Flag), b2u(p.runnable), b2u(p.safety), b2u(p.tryNext)) |
		bytes4(b2u(p.endHalf), b2u(p.timeoutForRun), 0, 0)<<32
}

// Hash is a hash of the fingerprint, salted: its words, each read as it
// was written, folded two by two by 128-bit products (wyhash's mix, each
// pair with constants of its own), the products independent of each
// other and folded once more.
func (fp *Fingerprint) Hash(salt uint64) uint64 {
	w := &fp.w
	h := fold(w[0]^salt^0xa0761d6478bd642f, w[1]^0xe7037ed1a0b428db) ^ fold(w[2]^0x8ebc6af09c88c6e3, w[3]^0x589965cc75374cc3) ^
		fold(w[4]^0x1d8e4e27c47d124f, w[5]^0xd6e8feb86659fd93) ^ fold(w[6]^0x9e3779b97f4a7c15, w[7]^0xbf58476d1ce4e5b9) ^
		fold(w[8]^0x94d049bb133111eb, w[9]^0x2545f4914f6cdd1d) ^ fold(w[10]^0xff51afd7ed558ccd, w[11]^0xc4ceb9fe1a85ec53) ^
		fold(w[12]^0x632be59bd9b4e019, salt^0x85ebca77c2b2ae63)
	return fold(h^0x27d4eb2f165667c5, salt^0xa0761d6478bd642f)
}

// fold is the high and low halves of a·b, exclusive or'd.
func fold(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	return hi ^ lo
}

// packer packs a fingerprint's numbers, noting the first out of range.
type packer struct {
	over  uint // the or of the numbers moved up by 2¹⁵: 2¹⁶ or more once one is out of range
	first int
}

// n2 is a and b packed in 32 bits, 16 bits each: from -2¹⁵ to 2¹⁵-1,
// else the first out of range is noted. Moved up by 2¹⁵, a number in
// range has no bit from the 16th on, nor has an or of such numbers.
func (k *packer) n2(a, b int) uint64 {
	if k.over < 1<<16 {
		if k.over |= uint(a+1<<15) | uint(b+1<<15); k.over >= 1<<16 {
			k.first = a
			if int(int16(a)) == a {
				k.first = b
			}
		}
	}
	return uint64(uint16(a)) | uint64(uint16(b))<<16
}

// bytes4 is a, b, c and d packed in 32 bits.
func bytes4(a, b, c, d uint8) uint64 {
	return uint64(a) | uint64(b)<<8 | uint64(c)<<16 | uint64(d)<<24
}

// b2u is a flag's byte.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// choicesID is the fingerprint's byte for a list of choices: 0 for none,
// else one number for each of the lists asks share with the same words.
func choicesID(choices []string) uint8 {
	if len(choices) == 0 {
		return 0
	}
	if id, ok := sharedLists[listKey{&choices[0], len(choices)}]; ok {
		return id
	}
	panic(fmt.Sprintf("firstandroll: the choices %q are not one of the lists asks share (sharedLists)", choices))
}

// listKey is a list of choices by where its words are and how many: two
// lists share their words' array (the colours are the plain calls' first
// three), never a first word and a length.
type listKey struct {
	first *string
	n     int
}

// sharedLists are the lists asks share, each with its fingerprint's
// number: lists of the same words share one. Found in one look-up, not a
// walk through the lists comparing each.
var sharedLists = func() map[listKey]uint8 {
	lists := [][]string{colours, homeAway, touchReturn, throwBomb, regularOnside, acceptDecline, fairReturn, yesNo, patTwo, overtimeTie, fgOnly, puntOnly}
	lists = append(lists, callLists[:]...)
	lists = append(lists, timeoutLists[:]...)
	ids := map[string]uint8{}
	out := map[listKey]uint8{}
	for _, l := range lists {
		text := strings.Join(l, " ")
		if _, ok := ids[text]; !ok {
			ids[text] = uint8(len(ids) + 1)
		}
		out[listKey{&l[0], len(l)}] = ids[text]
	}
	return out
}()

// live is the play in progress as the rules will still read it from what
// is asked on: what they wrote and will not read again is left out. The
// views read some of it (lostAt, lostHow, retHow word what happened; die
// and marker nothing reads; the fingerprint packs none of them); a
// resolved play's faces are dead while the clock's questions are asked,
// and the play's faces while a turnover is returned (its spot is the
// return's start). It is the state's own play when only the fields the
// fingerprint does not pack are dead (no copy of it made), else cut (a
// zero play) with the live part of it set, field by field (a literal
// would be built aside and copied whole).
func (s *State) live(cut *play) *play {
	p := &s.p
	switch s.ask.Kind {
	case AskTimeout, AskRunClock:
		cut.safety, cut.tryNext, cut.endHalf, cut.runnable = p.safety, p.tryNext, p.endHalf, p.runnable
		cut.timeoutForRun, cut.moves = p.timeoutForRun, p.moves
		if p.safety {
			cut.kicker = p.kicker
		}
		return cut
	case AskReturnOff, AskReturnDef, AskReturnPenalty:
		cut.returner, cut.retFrom, cut.retDie, cut.retSum, cut.moves, cut.endHalf = p.returner, p.retFrom, p.retDie, p.retSum, p.moves, p.endHalf
		return cut
	}
	return p
}
