package fourthstreet

// punt folds a punt from scrimmage (S25, S26): the d12, the punter's code,
// its d10, the return, and a penalty the d12 called for.
func (f *fold) punt(coffin bool) {
	f.kickPunt(f.s.Off, f.s.Ball, coffin, false)
	f.runClock(f.ticks(TicksKick, false, true))
}

// kickPunt folds a punt by team from los (its own yards; free: a free
// kick after a safety): the d12, the punter's code, what it did, and a
// penalty the d12 called for.
func (f *fold) kickPunt(team Side, los int, coffin, free bool) {
	before := f.saveKick()
	if free {
		before.s.Phase, before.s.Free = PhKickoff, true
	}
	d, code := f.snapD12(team, "the punt (12 the Weird Play chart, 11 a flag after the play)", "punt", OnPunt, true)
	if code < 0 {
		code = f.codeOrChart(team, "punt", OnPunt, false, false)
	}
	f.u.Code = code
	f.puntResult(team, los, code, coffin, free)
	if d == 11 {
		f.kickPenalty(team, los, &before)
	}
}

// kickSave is the game before a kick and its first event, for a penalty
// that wipes the kick and all that followed it out.
type kickSave struct {
	s    State
	mark int
}

// saveKick saves the game before a kick (its injured list copied into the
// fold's spare storage).
func (f *fold) saveKick() kickSave {
	k := kickSave{s: f.s, mark: len(f.evs)}
	f.kickInj = append(f.kickInj[:0], f.s.Injured...)
	k.s.Injured = f.kickInj
	return k
}

// wipe restores the game before the kick: spot, down, tempo and both
// teams' injured lists; only the time stays off the clock (S26).
func (f *fold) wipe(k *kickSave) {
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
func (f *fold) puntResult(team Side, los, code int, coffin, free bool) {
	c := &Codes[code]
	recv := team.Other()
	if c.Kind == Blocked {
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, How: "blocked"})
		f.blocked(team, los)
		return
	}
	dist, oob, high := c.Base, c.Kind == PuntOut, c.Kind == PuntHigh
	if c.HasD10() {
		d := f.codeDie(AskD10, team, "", code)
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
	case oob:
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "out of bounds"})
		f.newPossession(recv, 100-land)
	case high && f.d20(recv, "fair catch") <= f.rating(recv, "the returner's fair-catch rating"):
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "fair catch"})
		f.newPossession(recv, 100-land)
	default:
		f.emit(Event{Kind: EvPunt, Team: team, Code: code, Yards: dist, How: "returned"})
		f.ret(recv, 100-land, false)
	}
}

// kickPenalty folds the d10 of a penalty on a punt (S26), the punt kicked
// by team from los; before is the game before the punt.
func (f *fold) kickPenalty(team Side, los int, before *kickSave) {
	s := &f.s
	d := f.d10(team, "penalty on the punt (the punt penalty table)")
	wipe := func() { f.wipe(before) }
	defer f.flag(Event{Kind: EvKickFlag, Team: team, How: PuntPenalties[d]}) // after a wipe
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
		wipe()
		f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: 5, How: "holding before the kick"})
		if s.Phase == PhKickoff {
			f.newPossession(team, s.KickFrom+HalfDistance(s.KickFrom, 5))
			return
		}
		s.Ball = los + HalfDistance(los, 5)
		s.firstDown()
		f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
	case d == 8:
		wipe()
		f.emit(Event{Kind: EvPenalty, Team: team, Yards: -5, How: "offsides, kicking team"})
		if s.Phase == PhKickoff {
			s.KickFrom += HalfDistance(s.KickFrom, -5)
			return
		}
		s.Ball = los + HalfDistance(los, -5)
		s.ToGo = s.Line - s.Ball
	default:
		wipe()
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
func (f *fold) blocked(team Side, los int) {
	s := &f.s
	spot := los - f.d20(team, "blocked: yards the ball rolls back")
	rec := f.d20(team, "recovery of the blocked kick (1-11 the kicking team)")
	who := f.d12(team, "the recovering player (12: out of bounds)")
	def := team.Other()
	if rec <= OwnRecovers || who == 12 {
		if spot <= 0 {
			f.safety(team)
			return
		}
		f.newPossession(def, 100-spot)
		return
	}
	if spot <= 0 {
		f.setOff(def)
		s.Ball = 100
		f.touchdown(def)
		return
	}
	if f.choice(def, "blocked kick recovered: fall on it or return it", wordsFall) == "fall" {
		f.newPossession(def, 100-spot)
		return
	}
	f.ret(def, 100-spot, false)
}

// fieldGoal folds a field goal or, on a try, an extra point (S29): rush or
// none, the d12, the kicker's code and its crossbar d20 (40), the d10 of a
// flag the d12 called for (S26: the kick again after some), then what the
// code did.
func (f *fold) fieldGoal(try bool) {
	s := &f.s
	team := s.Off
	for {
		spot := s.Ball
		rush := f.choice(s.Off.Other(), "is the kick rushed (a d20 not above the rushers)", wordsRush) == "rush"
		call := "kick"
		d, code := f.snapD12(team, "the kick (11 a flag after it; 12 with a rush, the Weird Play chart)", call, OnKick, rush)
		if code < 0 {
			code = f.codeOrChart(team, call, OnKick, false, false)
		}
		if f.u.Code < 0 {
			f.u.Code = code
		}
		// Off the crossbar, the d20 is part of the play: before the flag's
		// d10 (S26, S29).
		post := 0
		if Codes[code].Kind == KickPost {
			post = f.d20(team, "off the crossbar (1-10 good)")
		}
		if d == 11 {
			p := f.d10(team, "penalty on the kick (the kick penalty table)")
			f.emit(Event{Kind: EvKickFlag, Team: team, How: KickPenalties[p]})
			again := true
			switch p {
			case 0:
				f.emit(Event{Kind: EvPenalty, Team: team, Yards: HalfDistance(spot, -10), How: "holding, kicking team"})
				s.Ball = spot + HalfDistance(spot, -10)
			case 1:
				if try {
					y := max(1, (100-spot)/2)
					f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: y, How: "unsportsmanlike conduct"})
					s.Ball = spot + y
					break
				}
				y := HalfDistance(spot, 15)
				f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: y, How: "unsportsmanlike conduct"})
				s.Ball = spot + y
				s.firstDown()
				f.emit(Event{Kind: EvFirstDown, Team: team, How: "penalty"})
				f.runClock(f.ticks(TicksKick, false, true))
				return
			case 6, 7:
				side := team
				if p == 7 {
					side = team.Other()
				}
				a := Ask{ID: AskD12, Team: side, What: "the hurt player (12: nobody)", code: -1}
				if who := f.num(&a, 1, 12); who != 12 {
					f.injury(side, who)
				}
				again = false
			case 8:
				f.emit(Event{Kind: EvPenalty, Team: team, Yards: HalfDistance(spot, -5), How: "offsides, kicking team"})
				s.Ball = spot + HalfDistance(spot, -5)
			case 9:
				f.emit(Event{Kind: EvPenalty, Team: team.Other(), Yards: HalfDistance(spot, 5), How: "offsides, defense"})
				s.Ball = spot + HalfDistance(spot, 5)
			default:
				again = false
			}
			if again {
				continue
			}
		}
		good, block := false, false
		switch Codes[code].Kind {
		case KickGood:
			good = true
		case KickPAT:
			good = try
		case KickPost:
			good = post <= 10
		case Blocked:
			block = true
		}
		switch {
		case block && !try:
			f.emit(Event{Kind: EvFieldGoal, Team: team, Code: code, How: "blocked"})
			f.blocked(team, spot)
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
		break
	}
	if !try {
		f.runClock(f.ticks(TicksKick, false, true))
	}
}

// kickoff folds a kickoff, squib or onside kick (S30), or after a safety a
// free-kick punt.
func (f *fold) kickoff() {
	s := &f.s
	recv := s.Off
	kicker := recv.Other()
	words := wordsKickoff
	if s.Free {
		words = wordsFreeKick
	}
	k := f.choiceOf(AskKickoff, kicker, "the kick", words)
	f.u.Call = k
	from := s.KickFrom
	// The ball is in play; a punt wiped out by a flag is a free kick again
	// (kickPunt saves the game before it).
	s.Phase, s.Free = PhScrimmage, false
	switch k {
	case "punt":
		f.kickPunt(kicker, from, false, true)
	case "onside":
		r := f.d20(kicker, "onside kick (18: 20 + d10 yards, else 10 + d10)")
		dist := 10 + f.d10(kicker, "onside kick distance")
		if r == OnsideLong {
			dist += 10
		}
		land := from + dist
		a := Ask{ID: AskD6, Team: kicker, What: "onside kick: the two d6 (3-5 the kicking team recovers)"}
		t := f.num(&a, 2, 12)
		kicking := t >= OnsideLo && t <= OnsideHi
		if !kicking {
			kicking = f.choice(recv, "was a receiving player in the zone the ball reached", wordsOnside) == "empty"
		}
		f.emit(Event{Kind: EvKickoff, Team: kicker, Yards: dist, How: "onside"})
		if kicking {
			f.newPossession(kicker, land)
		} else {
			f.newPossession(recv, 100-land)
		}
	default:
		code := f.codeOrChart(kicker, k, OnKickoff, false, false)
		f.u.Code = code
		c := &Codes[code]
		switch c.Kind {
		case KickOut:
			f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, How: "out of bounds"})
			f.newPossession(recv, 100-(from+KickOutYards))
		case KickTouchback:
			f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, How: "touchback"})
			f.newPossession(recv, TouchbackAt)
		default:
			dist := c.Base + f.codeDie(AskD10, kicker, "", code)
			own := 100 - (from + dist)
			switch {
			case own < -EndZone:
				f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, Yards: dist, How: "touchback"})
				f.newPossession(recv, TouchbackAt)
			case own <= 0 && f.choice(recv, "in the end zone: touchback or return", wordsTB) == "touchback":
				f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, Yards: dist, How: "touchback"})
				f.newPossession(recv, TouchbackAt)
			default:
				f.emit(Event{Kind: EvKickoff, Team: kicker, Code: code, Yards: dist, How: "returned"})
				f.ret(recv, own, own < 10)
			}
		}
	}
	f.runClock(TicksKick)
}

// try folds the try after a touchdown (S14): a kick, or two from the 2.
func (f *fold) try() {
	s := &f.s
	team := s.Off
	if f.choiceOf(AskTry, team, "the try: kick or two", wordsTry) == "kick" {
		f.u.Call = "kick"
		f.fieldGoal(true)
		return
	}
	f.u.Call = "two"
	spot := TryFrom
	good := false
	for again := true; again; {
		call := f.choice(team, "two-point try: the call", wordsTwoCall)
		pass := call != "run"
		plays := OnRun
		if pass {
			plays |= OnPass
		}
		n := f.codeOrChart(team, call, plays, pass && spot >= RedZone, false)
		if f.u.Code < 0 {
			f.u.Code = n
		}
		good, spot, again = f.twoCode(team, call, n, spot)
	}
	pts := 0
	if good {
		pts = TwoPoints
	}
	s.Score[team] += pts
	f.emit(Event{Kind: EvTry, Team: team, Points: pts, How: "two"})
	f.kickoffBy(team, false)
}

// twoCode decides a two-point try by its code alone (S14): good, or the
// try again from a new spot.
func (f *fold) twoCode(team Side, call string, n, spot int) (good bool, next int, again bool) {
	if n < 0 {
		return false, spot, false
	}
	c := &Codes[n]
	switch c.Kind {
	case Touchdown:
		return true, spot, false
	case Yards, Hurt, GainPenalty, Fumble:
		if c.Incomplete {
			return false, spot, false
		}
		y := c.Base
		if c.HasD10() {
			y += c.D10 * f.codeDie(AskD10, team, "", n)
		}
		return spot+y >= 100, spot, false
	case Ten:
		return spot+(100-spot+1)/2 >= 100, spot, false
	case Penalty:
		y := c.PenYards
		if c.Foul == OnOffense {
			y = -y
		}
		return false, spot + HalfDistance(spot, y), true
	case Offsides:
		return false, spot + HalfDistance(spot, c.PenYards), true
	case DefPI:
		return false, 99, true
	case Scramble:
		n2 := f.codeOrChart(team, "scramble (the quarterback's B column, as a run)", OnRun, false, false)
		return f.twoCode(team, "run", n2, spot)
	}
	return false, spot, false
}
