package fourthstreet

// punt folds a punt from scrimmage (S25, S26): the d12, the punter's code,
// its d10, the return, and a penalty the d12 called for.
func (f *fold) punt(coffin bool) bool {
	if !f.kickPunt(f.s.Off, f.s.Ball, coffin, false) {
		return false
	}
	f.runClock(f.ticks(TicksKick, false, true))
	return true
}

// kickPunt folds a punt by team from los (its own yards; free: a free
// kick after a safety): the d12, the punter's code, what it did, and a
// penalty the d12 called for.
func (f *fold) kickPunt(team Side, los int, coffin, free bool) bool {
	before := f.saveSnap()
	if free {
		before.s.Phase, before.s.Free = PhKickoff, true
	}
	d, code, ok := f.snapD12(team, "the punt (12 the Weird Play chart, 11 a flag after the play)", "punt", OnPunt, true)
	if !ok {
		return false
	}
	if code < 0 {
		if code, ok = f.codeOrChart(team, "punt", OnPunt, false, false); !ok {
			return false
		}
	}
	f.u.Code = code
	if !f.puntResult(team, los, code, coffin, free) {
		return false
	}
	return d != 11 || f.kickPenalty(team, los, &before)
}

// snapSave is the game before a snap or a kick and its first event, for a
// penalty that wipes the play and all that followed it out (S18's
// offsides taken, S26's punt penalties).
type snapSave struct {
	s    State
	mark int
}

// saveSnap saves the game before a snap or a kick (its injured list
// copied into the fold's spare storage).
func (f *fold) saveSnap() snapSave {
	k := snapSave{s: f.s, mark: len(f.evs)}
	f.savedInj = append(f.savedInj[:0], f.s.Injured...)
	k.s.Injured = f.savedInj
	return k
}

// wipe restores the game before the snap or the kick: spot, down, tempo,
// score, timeouts and both teams' injured lists; only the time stays off
// the clock (S18, S26).
func (f *fold) wipe(k *snapSave) {
	s := &f.s
	ticks, over, inj := s.Ticks, s.quarterOver, s.Injured
	*s = k.s
	s.Injured = append(inj[:0], k.s.Injured...)
	s.Ticks, s.quarterOver = ticks, over
	f.evs = f.evs[:k.mark]
}

// puntResult folds what punt code did, kicked by team from los (its own
// yards). free: a free kick after a safety (no fair catch, out of bounds
// is a line drive).
func (f *fold) puntResult(team Side, los, code int, coffin, free bool) bool {
	c := &Codes[code]
	recv := team.Other()
	if c.Kind == Blocked {
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, How: "blocked"})
		return f.blocked(team, los)
	}
	dist, oob, high := c.Base, c.Kind == PuntOut, c.Kind == PuntHigh
	if c.HasD10() {
		d, ok := f.codeDie(AskD10, team, "", code)
		if !ok {
			return false
		}
		if coffin && (code == 31 || code == 32 || code == 41 || code == 42) {
			dist -= d
			oob = true
		} else {
			dist += d
		}
	}
	if free {
		oob, high = false, false
	}
	land := los + dist
	switch {
	case land >= 100:
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "touchback"})
		f.newPossession(recv, TouchbackAt)
		return true
	case oob:
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "out of bounds"})
		f.newPossession(recv, 100-land)
		return true
	}
	if high {
		fair, ok := f.fairCatch(recv)
		if !ok {
			return false
		}
		if fair {
			f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "fair catch"})
			f.newPossession(recv, 100-land)
			return true
		}
	}
	f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "returned"})
	return f.ret(recv, 100-land, false)
}

// fairCatch reads whether recv's returner makes a fair catch of a high
// punt: the d20 not above his rating (S26).
func (f *fold) fairCatch(recv Side) (bool, bool) {
	d, ok := f.d20(recv, "fair catch")
	if !ok {
		return false, false
	}
	r, ok := f.rating(recv, "the returner's fair-catch rating")
	return ok && d <= r, ok
}

// kickPenalty folds the d10 of a flag on a punt (S26), the punt kicked
// by team from los; before is the game before the punt. The flag is told,
// then what it does, as on a field goal; a punt it wipes out is told
// first, as not counting.
func (f *fold) kickPenalty(team Side, los int, before *snapSave) bool {
	d, ok := f.d10(team, "penalty on the punt (the punt penalty table)")
	if !ok {
		return false
	}
	if d >= 7 {
		f.wipePunt(before)
	}
	f.flag(Event{Kind: EvKickFlag, Team: team, How: PuntPenalties[d]})
	f.puntFlag(team, los, d)
	return true
}

// wipePunt wipes out the punt and all that followed it, and tells the
// punt as wiped out.
func (f *fold) wipePunt(before *snapSave) {
	var punt Event
	for _, e := range f.evs[before.mark:] {
		if e.Kind == EvPunt {
			punt = e
			break
		}
	}
	f.wipe(before)
	if punt.Kind == EvPunt {
		punt.Kind = EvPuntWiped
		f.emit(punt)
	}
}

// puntFlag enforces the punt penalty table's d10 (d); a flag of 7 to 9
// has wiped the punt out.
func (f *fold) puntFlag(team Side, los int, d int) {
	s := &f.s
	switch {
	case d <= 6:
		yards := 10
		if d >= 5 {
			yards = 5
		}
		if s.Phase != PhScrimmage { // a return touchdown: the penalty does not count
			return
		}
		f.enforceOn(team, yards, "kicking team penalty")
	case d == 7:
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: 5, How: "holding before the kick"})
		if s.Phase == PhKickoff {
			f.newPossession(team, s.KickFrom+HalfDistance(s.KickFrom, 5))
			return
		}
		s.Ball = los + HalfDistance(los, 5)
		s.firstDown()
		f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
	case d == 8:
		f.emit(Event{Kind: EvPenalty, Team: team, Yards: -5, How: "offsides, kicking team"})
		if s.Phase == PhKickoff {
			s.KickFrom += HalfDistance(s.KickFrom, -5)
			return
		}
		s.Ball = los + HalfDistance(los, -5)
		s.ToGo = s.Line - s.Ball
	default:
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: 5, How: "offsides, receiving team"})
		if s.Phase == PhKickoff {
			s.KickFrom += HalfDistance(s.KickFrom, 5)
			return
		}
		s.Ball = los + HalfDistance(los, 5)
		if s.Ball >= s.Line {
			s.firstDown()
			f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
		} else {
			s.ToGo = s.Line - s.Ball
		}
	}
}

// enforceOn moves the ball yards against fouler from where it is, with a
// 1st and 10 there for the team with it (a penalty after a kick).
func (f *fold) enforceOn(fouler Side, yards int, how string) {
	s := &f.s
	if s.Off == fouler {
		yards = -yards
	}
	yards = HalfDistance(s.Ball, yards)
	f.emit(Event{Kind: EvPenalty, Team: fouler, Yards: yards, How: how})
	s.Ball += yards
	if s.Ball <= 0 {
		s.Ball = 1
	}
	s.firstDown()
}

// blocked folds a blocked punt or field goal by team from los (S25): the
// ball rolls back d20 yards, then the recovery.
func (f *fold) blocked(team Side, los int) bool {
	s := &f.s
	back, ok := f.d20(team, "blocked: yards the ball rolls back")
	if !ok {
		return false
	}
	kept, ok := f.recovery(team, "recovery of the blocked kick (1-11 the kicking team)")
	if !ok {
		return false
	}
	spot := los - back
	def := team.Other()
	switch {
	case kept:
		if spot <= 0 {
			f.safety(team)
		} else {
			f.newPossession(def, 100-spot)
		}
		return true
	case spot <= 0:
		f.setOff(def)
		s.Ball = 100
		f.touchdown(def)
		return true
	}
	return f.fallOrReturn(def, 100-spot, 100-spot, "blocked kick recovered: fall on it or return it")
}

// afterFlag is what follows a flag on a field goal or a try's kick.
type afterFlag uint8

const (
	flagStands afterFlag = iota // the kick's result stands
	flagAgain                   // the kick again, from where the penalty left the ball
	flagEnds                    // the penalty ended the play: a first down, the clock run
)

// fieldGoal folds a field goal or, on a try, an extra point (S29): rush or
// none, the d12, the kicker's code and its crossbar d20 (40), the d10 of a
// flag the d12 called for (S26: the kick again after some), then what the
// code did.
func (f *fold) fieldGoal(try bool) bool {
	s := &f.s
	team := s.Off
	for {
		spot := s.Ball
		d, code, post, ok := f.kickSnap(team)
		if !ok {
			return false
		}
		next := flagStands
		if d == 11 {
			if next, ok = f.kickFlag(team, spot, try); !ok {
				return false
			}
		}
		if next == flagEnds {
			return true
		}
		if next == flagStands {
			if !f.kickResult(team, spot, code, post, try) {
				return false
			}
			break
		}
	}
	if !try {
		f.runClock(f.ticks(TicksKick, false, true))
	}
	return true
}

// kickSnap reads a kick's entries: rush or none, the d12, the kicker's
// code (the chart's on a rushed 12) and, off the crossbar (40), its d20,
// which is part of the play: before the flag's d10 (S26, S29).
func (f *fold) kickSnap(team Side) (d, code, post int, ok bool) {
	w, ok := f.choice(team.Other(), whatKickRushed, wordsRush)
	if !ok {
		return 0, 0, 0, false
	}
	call := "kick"
	d, code, ok = f.snapD12(team, "the kick (11 a flag after it; 12 with a rush, the Weird Play chart)", call, OnKick, w == "rush")
	if !ok {
		return 0, 0, 0, false
	}
	if code < 0 {
		if code, ok = f.codeOrChart(team, call, OnKick, false, false); !ok {
			return 0, 0, 0, false
		}
	}
	if f.u.Code < 0 {
		f.u.Code = code
	}
	if Codes[code].Kind == KickPost {
		post, ok = f.d20(team, "off the crossbar (1-10 good)")
	}
	return d, code, post, ok
}

// whatKickRushed is a kick's first question: it is asked again when a
// flag has the kick tried again.
const whatKickRushed = "is the kick rushed (a d20 not above the rushers)"

// whatKickFlag is the question of a flag's d10 on a field goal or a try's
// kick (the table says the flag as soon as it is in).
const whatKickFlag = "penalty on the kick (the kick penalty table)"

// kickFlag folds the d10 of a flag on a kick by team from spot (the kick
// penalty table, S26): the penalty, and whether the kick is tried again.
func (f *fold) kickFlag(team Side, spot int, try bool) (afterFlag, bool) {
	s := &f.s
	p, ok := f.d10(team, whatKickFlag)
	if !ok {
		return flagStands, false
	}
	f.emit(Event{Kind: EvKickFlag, Team: team, How: KickPenalties[p]})
	switch p {
	case 0:
		f.emit(Event{Kind: EvPenalty, Team: team, Yards: HalfDistance(spot, -10), How: "holding, kicking team"})
		s.Ball = spot + HalfDistance(spot, -10)
	case 1:
		return f.unsportsmanlike(team, spot, try), true
	case 6, 7:
		side := team
		if p == 7 {
			side = team.Other()
		}
		a := Ask{ID: AskD12, Team: side, What: "the hurt player (12: nobody)", code: -1}
		who, ok := f.num(&a, 1, 12)
		if !ok || who != 12 && !f.injury(side, who) {
			return flagStands, false
		}
		return flagStands, true
	case 8:
		f.emit(Event{Kind: EvPenalty, Team: team, Yards: HalfDistance(spot, -5), How: "offsides, kicking team"})
		s.Ball = spot + HalfDistance(spot, -5)
	case 9:
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: HalfDistance(spot, 5), How: "offsides, defense"})
		s.Ball = spot + HalfDistance(spot, 5)
	default:
		return flagStands, true
	}
	return flagAgain, true
}

// unsportsmanlike enforces an unsportsmanlike conduct on the defense of a
// kick by team from spot: on a try, half the distance and the try again;
// on a field goal, 15 yards and a first down.
func (f *fold) unsportsmanlike(team Side, spot int, try bool) afterFlag {
	s := &f.s
	if try {
		y := max(1, (100-spot)/2)
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: y, How: "unsportsmanlike conduct"})
		s.Ball = spot + y
		return flagAgain
	}
	y := HalfDistance(spot, 15)
	f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: y, How: "unsportsmanlike conduct"})
	s.Ball = spot + y
	s.firstDown()
	f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
	f.runClock(f.ticks(TicksKick, false, true))
	return flagEnds
}

// kickGood is whether a kick's code (and its crossbar d20, post) is good,
// or blocked.
func kickGood(code, post int, try bool) (good, block bool) {
	switch Codes[code].Kind {
	case KickGood:
		return true, false
	case KickPAT:
		return try, false
	case KickPost:
		return post <= 10, false
	case Blocked:
		return false, true
	}
	return false, false
}

// kickResult folds what a field goal's or a try's kick by team from spot
// did: the score, a block, or a miss.
func (f *fold) kickResult(team Side, spot, code, post int, try bool) bool {
	s := &f.s
	good, block := kickGood(code, post, try)
	switch {
	case block && !try:
		f.emit(Event{Kind: EvFieldGoal, Team: team, Code: code, Yards: 100 - spot + 17, How: "blocked"})
		return f.blocked(team, spot)
	case try:
		pts := 0
		how := "kick no good"
		if good {
			pts, how = KickPoints, "kick good"
		} else if block {
			how = "kick blocked"
		}
		s.Score[team] += pts
		f.emit(Event{Kind: EvTry, Team: team, Code: code, Points: pts, How: how})
		f.kickoffBy(team, false)
	case good:
		s.Score[team] += FieldGoalPoints
		f.emit(Event{Kind: EvFieldGoal, Team: team, Code: code, Points: FieldGoalPoints, Yards: 100 - spot + 17, How: "good"})
		if s.Quarter == Overtime {
			f.gameOver()
		} else {
			f.kickoffBy(team, false)
		}
	default:
		f.emit(Event{Kind: EvFieldGoal, Team: team, Code: code, Yards: 100 - spot + 17, How: "no good"})
		f.newPossession(team.Other(), min(99, max(TouchbackAt, 100-(spot-KickBehind))))
	}
	return true
}

// kickoff folds a kickoff, squib or onside kick (S30), or after a safety a
// free-kick punt.
func (f *fold) kickoff() bool {
	s := &f.s
	recv := s.Off
	kicker := recv.Other()
	words := wordsKickoff
	if s.Free {
		words = wordsFreeKick
	}
	k, ok := f.choiceOf(AskKickoff, kicker, "the kick", words)
	if !ok {
		return false
	}
	f.u.Call = k
	from := s.KickFrom
	// The ball is in play; a punt wiped out by a flag is a free kick again
	// (kickPunt saves the game before it).
	s.Phase, s.Free = PhScrimmage, false
	switch k {
	case "punt":
		ok = f.kickPunt(kicker, from, false, true)
	case "onside":
		ok = f.onside(kicker, from)
	default:
		ok = f.kickCode(kicker, from, k)
	}
	if ok {
		f.runClock(TicksKick)
	}
	return ok
}

// onside folds an onside kick by kicker from its own from (S30): the d20
// and the d10 of its distance, the two d6 and, unless they give the ball
// to the kicking team, whether a receiving player was in the zone.
func (f *fold) onside(kicker Side, from int) bool {
	recv := kicker.Other()
	r, ok := f.d20(kicker, "onside kick (18: 20 + d10 yards, else 10 + d10)")
	if !ok {
		return false
	}
	d, ok := f.d10(kicker, "onside kick distance")
	if !ok {
		return false
	}
	dist := 10 + d
	if r == OnsideLong {
		dist += 10
	}
	land := from + dist
	a := Ask{ID: AskD6, Team: kicker, What: "onside kick: the two d6 (3-5 the kicking team recovers)"}
	t, ok := f.num(&a, 2, 12)
	if !ok {
		return false
	}
	kicking := t >= OnsideLo && t <= OnsideHi
	if !kicking {
		w, ok := f.choice(recv, "was a receiving player in the zone the ball reached", wordsOnside)
		if !ok {
			return false
		}
		kicking = w == "empty"
	}
	f.emit(Event{Kind: EvKickoff, Team: kicker, Yards: dist, How: "onside"})
	if kicking {
		f.newPossession(kicker, land)
	} else {
		f.newPossession(recv, 100-land)
	}
	return true
}

// kickCode folds a kickoff or a squib (k) by kicker from its own from by
// its code: out of bounds, a touchback, or a kick the receiving team
// returns (or downs in its end zone).
func (f *fold) kickCode(kicker Side, from int, k string) bool {
	recv := kicker.Other()
	code, ok := f.codeOrChart(kicker, k, OnKickoff, false, false)
	if !ok {
		return false
	}
	f.u.Code = code
	c := &Codes[code]
	switch c.Kind {
	case KickOut:
		f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, How: "out of bounds"})
		f.newPossession(recv, 100-(from+KickOutYards))
		return true
	case KickTouchback:
		f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, How: "touchback"})
		f.newPossession(recv, TouchbackAt)
		return true
	}
	d, ok := f.codeDie(AskD10, kicker, "", code)
	if !ok {
		return false
	}
	dist := c.Base + d
	own := 100 - (from + dist)
	touchback := own < -EndZone
	if !touchback && own <= 0 {
		w, ok := f.choice(recv, "in the end zone: touchback or return", wordsTB)
		if !ok {
			return false
		}
		touchback = w == "touchback"
	}
	if touchback {
		f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, Yards: dist, How: "touchback"})
		f.newPossession(recv, TouchbackAt)
		return true
	}
	f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, Yards: dist, How: "returned"})
	return f.ret(recv, own, own < 10)
}

// try folds the try after a touchdown (S14): a kick, or two from the 2.
func (f *fold) try() bool {
	s := &f.s
	team := s.Off
	w, ok := f.choiceOf(AskTry, team, "the try: kick or two", wordsTry)
	if !ok {
		return false
	}
	f.u.Call = w
	if w == "kick" {
		return f.fieldGoal(true)
	}
	spot := TryFrom
	good := false
	for again := true; again; {
		call, ok := f.choice(team, "two-point try: the call", wordsTwoCall)
		if !ok {
			return false
		}
		pass := call != "run"
		n, ok := f.codeOrChart(team, call, callPlays(pass), pass && spot >= RedZone, false)
		if !ok {
			return false
		}
		if f.u.Code < 0 {
			f.u.Code = n
		}
		if good, spot, again, ok = f.twoCode(team, call, n, spot); !ok {
			return false
		}
	}
	pts := 0
	if good {
		pts = TwoPoints
	}
	s.Score[team] += pts
	f.emit(Event{Kind: EvTry, Team: team, Points: pts, How: "two"})
	f.kickoffBy(team, false)
	return true
}

// twoCode decides a two-point try by its code alone (S14): good, or the
// try again from a new spot; ok is false when the fold stopped.
func (f *fold) twoCode(team Side, call string, n, spot int) (good bool, next int, again, ok bool) {
	if n < 0 {
		return false, spot, false, true
	}
	c := &Codes[n]
	switch c.Kind {
	case Touchdown:
		return true, spot, false, true
	case Yards, Hurt, GainPenalty, Fumble:
		if c.Incomplete {
			return false, spot, false, true
		}
		y := c.Base
		if c.HasD10() {
			d, ok := f.codeDie(AskD10, team, "", n)
			if !ok {
				return false, spot, false, false
			}
			y += c.D10 * d
		}
		return spot+y >= 100, spot, false, true
	case Ten:
		return spot+(100-spot+1)/2 >= 100, spot, false, true
	case Penalty:
		y := c.PenYards
		if c.Foul == OnOffense {
			y = -y
		}
		return false, spot + HalfDistance(spot, y), true, true
	case Offsides:
		return false, spot + HalfDistance(spot, c.PenYards), true, true
	case DefPI:
		return false, 99, true, true
	case Scramble:
		n2, ok := f.codeOrChart(team, "scramble (the quarterback's B column, as a run)", OnRun, false, false)
		if !ok {
			return false, spot, false, false
		}
		return f.twoCode(team, "run", n2, spot)
	}
	return false, spot, false, true
}
