package firstandroll

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// An independent model of first-and-roll.md (F1-F31 as amended), written
// as straight-line code from the spec's text, not from the fold: it asks
// for each entry in turn and keeps what replay --json shows. The test
// walks random legal games through both and compares, before every entry,
// what is asked and every field of the replay contract.

// oAsk is what the model asks, with what it shows at that point.
type oAsk struct {
	kind    string // the fold's words for the ask (askNames)
	team    int
	form    string // "choice", "off", "def", "clock", "kick", "pen"
	colour  string
	choices []string
	view    oView
}

// oView is the replay contract: -1 for null.
type oView struct {
	half, marker    int
	score, timeouts [2]int
	poss, ball      int
	down, toGo      int
	final           bool
	winner          string // "home", "away", "tie" once final
}

type oracle struct {
	asks chan oAsk
	toks chan string
	v    oView
	recv int // received the opening kickoff
}

type oStop struct{}

func (o *oracle) ask(kind string, team int, form, colour string, choices ...string) string {
	o.asks <- oAsk{kind: kind, team: team, form: form, colour: colour, choices: choices, view: o.v}
	t, ok := <-o.toks
	if !ok {
		panic(oStop{})
	}
	return t
}

// The model's coordinates: a team's own yard line; the view's ball is from
// the home goal line.
func abs(team, own int) int {
	if team == 0 {
		return own
	}
	return 100 - own
}

func (o *oracle) own() int { return abs(o.v.poss, o.v.ball) }

func (o *oracle) first(team, own int) {
	o.v.poss, o.v.ball, o.v.down, o.v.toGo = team, abs(team, own), 1, min(10, 100-own)
}

func (o *oracle) noBall(receiver int) { o.v.poss, o.v.ball, o.v.down, o.v.toGo = receiver, -1, 0, 0 }

func faceValue(t string) (v int, circled, square bool) {
	switch {
	case t == "2s":
		return 2, false, true
	case strings.HasSuffix(t, "*"):
		v, _ = strconv.Atoi(strings.TrimSuffix(t, "*"))
		return v, true, false
	}
	v, _ = strconv.Atoi(t)
	return v, false, false
}

// rollOff rolls an offense die for yardage: breakaways roll again (F14),
// a square 2 first on a broken-tackle play rolls once more (F15).
func (o *oracle) rollOff(kind string, team int, colour string, breakaways, tackle bool) int {
	sum := 0
	for n := 1; ; n++ {
		v, circled, square := faceValue(o.ask(kind, team, "off", colour))
		sum += v
		if circled && breakaways || square && tackle && n == 1 {
			continue
		}
		return sum
	}
}

var oPenYards = map[string]int{"O5": 5, "O10": 10, "O15": 15, "DH": 5, "D5": 5, "D15": 15}

func oOffensePen(p string) bool { return p[0] == 'O' }

// oEnforce is F16 from a team's own yard line: on team (back) or on the
// other (forward).
func oEnforce(own int, pen string, onTeam, try bool) (int, bool) {
	y := oPenYards[pen]
	if onTeam {
		if own-y > 0 {
			return own - y, false
		}
		if pen == "O10" && !try {
			return 0, true
		}
		return max(1, own-max(1, own/2)), false
	}
	if own+y < 100 {
		return own + y, false
	}
	return min(99, own+max(1, (100-own)/2)), false
}

// accepts asks the team not penalized, off's opponent for an O penalty
// (on off), off for the others, whether it accepts (F16).
func (o *oracle) accepts(pen string, off int) bool {
	decider := off
	if oOffensePen(pen) {
		decider = 1 - off
	}
	return o.ask("accept or decline the penalty", decider, "choice", "", "accept", "decline") == "accept"
}

func (o *oracle) score(team, pts int) bool {
	o.v.score[team] += pts
	if o.v.half == 3 {
		o.end(team, false)
		return true
	}
	return false
}

func (o *oracle) end(winner int, tie bool) {
	o.v.final, o.v.down, o.v.toGo = true, 0, 0
	o.v.winner = [2]string{"home", "away"}[winner]
	if tie {
		o.v.winner = "tie"
	}
}

// outcome is what a play leaves to come.
type outcome struct {
	td, safety bool
	team       int // the scorer of a touchdown; who gave up a safety
	kickoff    int // -1, or the team that kicks off next
	endHalf    bool
}

func none() outcome { return outcome{kickoff: -1} }

func (o *oracle) touchdown(team int) outcome {
	o.v.poss, o.v.ball = team, abs(team, 100)
	if o.score(team, 6) {
		return none()
	}
	o.v.ball, o.v.down, o.v.toGo = abs(team, 98), 0, 0
	return outcome{td: true, team: team, kickoff: -1}
}

func (o *oracle) safety(giver int) outcome {
	o.v.poss, o.v.ball = giver, abs(giver, 0)
	if o.score(1-giver, 2) {
		return none()
	}
	o.noBall(1 - giver)
	return outcome{safety: true, team: giver, kickoff: -1}
}

func (o *oracle) move() {
	opts := []string{"no"}
	for t, n := range o.v.timeouts {
		if n > 0 {
			opts = append(opts, [2]string{"home", "away"}[t])
		}
	}
	if len(opts) == 1 {
		o.v.marker++
		return
	}
	switch o.ask("timeout", o.v.poss, "choice", "", opts...) {
	case "no":
		o.v.marker++
	case "home":
		o.v.timeouts[0]--
	default:
		o.v.timeouts[1]--
	}
}

func (o *oracle) clock(moves int, runnable bool, off int) {
	if o.v.final {
		return
	}
	if moves > 0 {
		o.move()
	}
	if runnable && o.v.marker < 14 && o.ask("run the clock", off, "choice", "", "yes", "no") == "yes" {
		o.move()
	}
}

func (o *oracle) kickoff(kicker int) outcome {
	recv := 1 - kicker
	o.noBall(recv)
	if o.ask("kickoff", kicker, "choice", "", "regular", "onside") == "onside" {
		r, _, _ := faceValue(o.ask("onside kick", kicker, "off", "red"))
		y, _, _ := faceValue(o.ask("onside kick", kicker, "off", "yellow"))
		c := o.ask("onside kick's clock die", kicker, "clock", "")
		at := min(30+r+y, 99)
		if r+y > 10 && c == "turnover" {
			o.first(kicker, at)
		} else {
			o.first(recv, 100-at)
		}
		return none()
	}
	if o.ask("touchback or return", recv, "choice", "", "touchback", "return") == "touchback" {
		o.first(recv, 25)
		return none()
	}
	sum := 0
	for _, c := range []string{"red", "yellow", "green"} {
		sum += o.rollOff("kickoff return", recv, c, true, false)
	}
	if sum >= 100 {
		return o.touchdown(recv)
	}
	o.first(recv, max(sum, 1))
	return none()
}

// ret is F18's return by team from its own yard line from.
func (o *oracle) ret(team, from int, colour string) outcome {
	end := from + o.rollOff("return's offense die", team, colour, true, false)
	if o.ask("return's defense die", 1-team, "def", colour) == "F" {
		pen := o.ask("penalty die on the return", 1-team, "pen", "")
		if end < 100 && pen != "O5" && pen != "D5" {
			to, safety := oEnforce(end, pen, oOffensePen(pen), false)
			if safety {
				return o.safety(team)
			}
			end = to
		}
	}
	if end >= 100 {
		return o.touchdown(team)
	}
	o.first(team, end)
	return none()
}

// snap is a scrimmage play as the oracle rolls it: the teams, where it
// starts (own yard line, line to gain, down), both calls, and what the
// dice gave.
type snap struct {
	off, def, own, line, down int
	call, dcall               string
	bomb, flag, turnover      bool
	gain, moves               int
	green, kick, yellow       int
}

func (o *oracle) scrimmage() outcome {
	off := o.v.poss
	sn := snap{off: off, def: 1 - off, own: o.own(), line: o.own() + o.v.toGo, down: o.v.down}
	sn.call = o.offenseCall(&sn)
	switch sn.call {
	case "fg":
		return o.fieldGoal(off, sn.own)
	case "punt":
		return o.punt(off, sn.own, sn.line)
	case "hail":
		return o.hail(off)
	}
	sn.dcall = o.ask("defense's call", sn.def, "choice", "", "red", "yellow", "green")
	sn.bomb = sn.call == "green" && sn.dcall != "green" && o.ask("throw or long bomb", off, "choice", "", "throw", "bomb") == "bomb"
	o.snapDice(&sn)
	sn.moves, sn.turnover = o.clockDie(sn.def)
	if sn.flag {
		if r, ok := o.snapPenalty(&sn); ok {
			return r
		}
	}
	return o.snapResult(&sn)
}

// offenseCall asks the offense's call: fg and punt on 4th down, hail
// when F23 allows it.
func (o *oracle) offenseCall(sn *snap) string {
	calls := []string{"red", "yellow", "green", "fg"}
	if sn.down == 4 {
		calls = append(calls, "punt")
	}
	if o.v.marker == 14 && sn.own >= 35 && o.v.timeouts[sn.off] == 0 {
		calls = append(calls, "hail")
	}
	return o.ask("offense's call", sn.off, "choice", "", calls...)
}

// hail is the Hail Mary: both dice circled is a touchdown; the half ends.
func (o *oracle) hail(off int) outcome {
	y := o.ask("hail mary's yellow die", off, "off", "yellow")
	g := o.ask("hail mary's green die", off, "off", "green")
	if strings.HasSuffix(y, "*") && strings.HasSuffix(g, "*") {
		r := o.touchdown(off)
		r.endHalf = true
		return r
	}
	return outcome{kickoff: -1, endHalf: true}
}

// snapDice rolls the play's dice: the long bomb's three, or the offense
// die and, when the calls match, the defense die.
func (o *oracle) snapDice(sn *snap) {
	if sn.bomb {
		sn.green, _, _ = faceValue(o.ask("long bomb's green die", sn.off, "off", "green"))
		sn.kick, _ = strconv.Atoi(o.ask("long bomb's kick die", sn.off, "kick", ""))
		sn.yellow, _, _ = faceValue(o.ask("long bomb's yellow die", sn.off, "off", "yellow"))
		return
	}
	sn.gain = o.rollOff("offense die", sn.off, sn.call, true, sn.call == "red" && sn.dcall != "red")
	if sn.call != sn.dcall {
		return
	}
	f := o.ask("defense die", sn.def, "def", sn.dcall)
	if f == "F" {
		sn.flag = true
		return
	}
	v, _ := strconv.Atoi(f)
	sn.gain += v
}

// clockDie rolls the clock die, again on a turnover face: the marker's
// moves, and whether the second roll is a turnover too.
func (o *oracle) clockDie(def int) (moves int, turnover bool) {
	switch o.ask("clock die", def, "clock", "") {
	case "clock":
		moves = 1
	case "turnover":
		switch o.ask("clock die again", def, "clock", "") {
		case "clock":
			moves = 1
		case "turnover":
			turnover = true
		}
	}
	return moves, turnover
}

// snapPenalty rolls the flag's penalty die; an accepted penalty ends the
// play (ok).
func (o *oracle) snapPenalty(sn *snap) (outcome, bool) {
	off := sn.off
	pen := o.ask("penalty die", sn.def, "pen", "")
	if !o.accepts(pen, off) {
		return outcome{}, false
	}
	to, safety := oEnforce(sn.own, pen, oOffensePen(pen), false)
	if safety {
		r := o.safety(off)
		o.clock(sn.moves, false, off)
		return r, true
	}
	if pen == "DH" || !oOffensePen(pen) && to >= sn.line {
		o.first(off, to)
	} else {
		o.v.ball, o.v.toGo = abs(off, to), sn.line-to
	}
	o.clock(sn.moves, false, off)
	return none(), true
}

// snapResult ends the play by its gain: the long bomb's sum or return, a
// touchdown, safety, turnover, first down, turnover on downs or the next
// down.
func (o *oracle) snapResult(sn *snap) outcome {
	off, def, gain := sn.off, sn.def, sn.gain
	if sn.bomb {
		switch {
		case sn.green == 0:
			gain = 0
		case sn.yellow == 0:
			at := min(sn.own+sn.kick, 99)
			r := o.ret(def, 100-at, "green")
			o.clock(sn.moves, false, off)
			return r
		default:
			gain = sn.green + sn.kick - sn.yellow
		}
	}
	if sn.call == "green" && sn.own+gain > 102 {
		gain = 0
	}
	return o.snapEnd(sn, sn.own+gain)
}

// snapEnd ends a play that reached own yard line to.
func (o *oracle) snapEnd(sn *snap, to int) outcome {
	off, def, moves := sn.off, sn.def, sn.moves
	returnColour := map[string]string{"yellow": "red", "green": "yellow"}[sn.call]
	switch {
	case to >= 100:
		r := o.touchdown(off)
		o.clock(moves, false, off)
		return r
	case to <= 0:
		r := o.safety(off)
		o.clock(moves, false, off)
		return r
	case sn.turnover && sn.call == "red":
		o.first(def, 100-to)
		return none()
	case sn.turnover:
		r := o.ret(def, 100-to, returnColour)
		o.clock(moves, false, off)
		return r
	case to >= sn.line:
		o.first(off, to)
	case sn.down == 4:
		o.first(def, 100-to)
		o.clock(moves, false, off)
		return none()
	default:
		o.v.ball, o.v.down, o.v.toGo = abs(off, to), sn.down+1, sn.line-to
	}
	o.clock(moves, sn.call == "red" && sn.dcall != "red", off)
	return none()
}

func (o *oracle) fieldGoal(off, own int) outcome {
	f1 := o.ask("block die", 1-off, "def", "any")
	f2 := o.ask("block die", 1-off, "def", "any")
	if f1 == "F" && f2 == "F" {
		o.first(1-off, 100-own)
		return none()
	}
	dist := 100 - own
	k, _ := strconv.Atoi(o.ask("field goal's kick die", off, "kick", ""))
	good := dist <= k
	if dist <= 20 && k == 20 {
		k2, _ := strconv.Atoi(o.ask("field goal's kick die", off, "kick", ""))
		good = k2 != 20 && dist <= k2
	}
	if !good {
		o.first(1-off, 100-own)
		return none()
	}
	if o.score(off, 3) {
		return none()
	}
	return outcome{kickoff: off}
}

func (o *oracle) punt(off, own, line int) outcome {
	def := 1 - off
	f1 := o.ask("block die", def, "def", "any")
	f2 := o.ask("block die", def, "def", "any")
	if f1 == "F" && f2 == "F" {
		if o.ask("blocked punt's clock die", def, "clock", "") == "turnover" {
			return o.ret(def, 100-own, "yellow")
		}
		gain := o.rollOff("blocked punt's red die", off, "red", true, false)
		if d := o.ask("blocked punt's red die", def, "def", "red"); d != "F" {
			v, _ := strconv.Atoi(d)
			gain += v
		}
		to := own + gain
		switch {
		case to >= 100:
			return o.touchdown(off)
		case to <= 0:
			return o.safety(off)
		case to >= line:
			o.first(off, to)
		default:
			o.first(def, 100-to)
		}
		return none()
	}
	return o.puntKick(off, own, line, false)
}

// puntKick is the kick of a punt from the kicker's own from (F21; a
// safety's punt, F25, has no line to gain).
func (o *oracle) puntKick(kicker, from, line int, safetyPunt bool) outcome {
	recv := 1 - kicker
	k, _ := strconv.Atoi(o.ask("punt's kick die", kicker, "kick", ""))
	col := o.ask("punt's offense die", kicker, "choice", "", "red", "yellow", "green")
	v, _, _ := faceValue(o.ask("punt's offense die", kicker, "off", col))
	if from+k+v >= 100 {
		o.first(recv, 25)
		return none()
	}
	landed := 100 - (from + k + v)
	if o.ask("fair catch or return", recv, "choice", "", "fair", "return") == "fair" {
		o.first(recv, landed)
		return none()
	}
	sum := o.rollOff("punt return's yellow die", recv, "yellow", true, false)
	d := o.ask("punt return's yellow die", kicker, "def", "yellow")
	dv := 0
	if d != "F" {
		dv, _ = strconv.Atoi(d)
	}
	end := landed + max(sum+dv, 0)
	if d == "F" {
		pen := o.ask("penalty die on the punt return", kicker, "pen", "")
		if end < 100 && pen != "O5" && pen != "D5" {
			if safetyPunt { // no choice, from the end of the return
				to, _ := oEnforce(end, pen, !oOffensePen(pen), false)
				o.first(recv, to)
				return none()
			}
			if o.accepts(pen, kicker) {
				to, safety := oEnforce(from, pen, oOffensePen(pen), false)
				if safety {
					return o.safety(kicker)
				}
				if pen == "DH" || !oOffensePen(pen) && to >= line {
					o.first(kicker, to)
				} else {
					o.v.poss, o.v.ball, o.v.down, o.v.toGo = kicker, abs(kicker, to), 4, line-to
				}
				return none()
			}
		}
	}
	if end >= 100 {
		return o.touchdown(recv)
	}
	o.first(recv, end)
	return none()
}

func (o *oracle) try(team int) {
	if o.ask("try after the touchdown", team, "choice", "", "pat", "two") == "pat" {
		c := o.ask("kick try's clock die", team, "clock", "")
		k, _ := strconv.Atoi(o.ask("kick try's kick die", team, "kick", ""))
		if !(c == "turnover" && k == 20) {
			o.v.score[team]++
		}
		return
	}
	for {
		own := o.own()
		call := o.ask("offense's call", team, "choice", "", "red", "yellow", "green")
		dcall := o.ask("defense's call", 1-team, "choice", "", "red", "yellow", "green")
		gain := o.rollOff("offense die", team, call, true, call == "red" && dcall != "red")
		if call == dcall {
			f := o.ask("defense die", 1-team, "def", dcall)
			if f == "F" {
				pen := o.ask("penalty die", 1-team, "pen", "")
				if o.accepts(pen, team) {
					to, _ := oEnforce(own, pen, oOffensePen(pen), true)
					o.v.ball = abs(team, to)
					continue
				}
			} else {
				v, _ := strconv.Atoi(f)
				gain += v
			}
		}
		if call == "green" && own+gain > 102 {
			gain = 0
		}
		if own+gain >= 100 {
			o.v.score[team] += 2
		}
		return
	}
}

// endHalf is F28-F29; it reports who kicks off next (-1: the game is over).
func (o *oracle) endHalf() int {
	switch {
	case o.v.half == 1:
		o.v.half, o.v.marker, o.v.timeouts = 2, 0, [2]int{3, 3}
		return o.recv
	case o.v.half == 2 && o.v.score[0] != o.v.score[1]:
		o.end(map[bool]int{true: 0, false: 1}[o.v.score[0] > o.v.score[1]], false)
		return -1
	case o.v.half == 2:
		o.v.poss, o.v.ball, o.v.down, o.v.toGo = -1, -1, 0, 0
		if o.ask("overtime or tie", 0, "choice", "", "overtime", "tie") == "tie" {
			o.end(0, true)
			return -1
		}
		r := o.ask("overtime receiver", 0, "choice", "", "home", "away")
		o.v.half, o.v.marker, o.v.timeouts = 3, 0, [2]int{3, 3}
		return map[string]int{"home": 1, "away": 0}[r]
	}
	o.end(0, true)
	return -1
}

func (o *oracle) run() {
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(oStop); !ok {
				panic(r)
			}
			return
		}
		o.asks <- oAsk{kind: "done", view: o.v}
	}()
	o.v = oView{half: 1, timeouts: [2]int{3, 3}, poss: o.recv, ball: -1}
	kicker := 1 - o.recv
	mode := "kickoff"
	for !o.v.final {
		var r outcome
		switch mode {
		case "kickoff":
			r = o.kickoff(kicker)
		case "safety":
			o.noBall(1 - kicker)
			r = o.puntKick(kicker, 20, 0, true)
		default:
			r = o.scrimmage()
		}
		if o.v.final {
			return
		}
		mode = "play"
		switch {
		case r.td:
			o.try(r.team)
			if r.endHalf || o.v.marker >= 15 {
				kicker = o.endHalf()
			} else {
				kicker = r.team
			}
			mode = "kickoff"
		case r.endHalf || o.v.marker >= 15:
			kicker = o.endHalf()
			mode = "kickoff"
		case r.safety:
			kicker, mode = r.team, "safety"
		case r.kickoff >= 0:
			kicker, mode = r.kickoff, "kickoff"
		}
	}
}

// oToken is a random token for what the model asks.
func oToken(r *rand.Rand, a oAsk) string {
	switch a.form {
	case "off":
		switch n := r.IntN(14); {
		case n == 0:
			return fmt.Sprintf("%d*", 6+r.IntN(30))
		case n == 1 && a.colour == "red":
			return "2s"
		case n == 2:
			return fmt.Sprint(20 + r.IntN(60))
		case n == 3:
			return "0"
		default:
			return fmt.Sprint(r.IntN(11))
		}
	case "def":
		if r.IntN(4) == 0 {
			return "F"
		}
		return fmt.Sprint(-r.IntN(9))
	case "clock":
		return []string{"clock", "turnover", "blank"}[r.IntN(3)]
	case "kick":
		if r.IntN(5) == 0 {
			return "20"
		}
		return fmt.Sprint(r.IntN(61))
	case "pen":
		return []string{"O5", "O10", "O15", "DH", "D5", "D15"}[r.IntN(6)]
	}
	return a.choices[r.IntN(len(a.choices))]
}

// foldView is the fold's replay contract, as the model keeps it.
func foldView(s *State) oView {
	v := oView{half: s.Half, marker: s.Marker, score: s.Score, timeouts: s.TO, poss: int(s.Off), ball: -1, final: s.Final}
	if s.HasBall {
		v.ball = s.Ball
	}
	if s.Tied() {
		v.poss = -1
	}
	if s.Down > 0 && !s.Final {
		v.down, v.toGo = s.Down, s.ToGo
	}
	if s.Final {
		v.winner = s.Winner.String()
		if s.Tie {
			v.winner = "tie"
		}
	}
	return v
}

// foldAsk is the fold's ask in the model's words.
func foldAsk(s *State) oAsk {
	a := s.Next()
	forms := map[form]string{choice: "choice", offDie: "off", defDie: "def", clockDie: "clock", kickDie: "kick", penaltyDie: "pen"}
	out := oAsk{kind: a.Kind.String(), team: int(a.Team), form: forms[a.Form]}
	if a.Kind == AskNone {
		out.kind, out.form = "done", ""
	}
	if a.Form == offDie || a.Form == defDie {
		out.colour = a.Colour.String()
	}
	if a.Form == choice {
		out.choices = a.Choices
	}
	return out
}

// sameAsk is whether the fold's ask fa is the model's a: the same kind
// and form, for a choice the same team and choices, for a coloured die
// the same colour.
func sameAsk(fa, a oAsk) bool {
	if fa.kind != a.kind || fa.form != a.form {
		return false
	}
	if a.form == "choice" && (fa.team != a.team || !slices.Equal(fa.choices, a.choices)) {
		return false
	}
	return !(a.form == "off" || a.form == "def") || fa.colour == a.colour
}

// noteCorners counts in seen the ask a answered by tok at s, and the
// corners of the amended rulings it is.
func noteCorners(seen map[string]int, s *State, a oAsk, tok string) {
	seen[a.kind]++
	switch {
	case a.kind == "overtime or tie" && tok == "tie":
		seen["tie"]++
	case a.kind == "penalty die on the punt return" && s.p.safetyPunt:
		seen["safety punt return flag"]++
	case a.kind == "penalty die" && s.p.try:
		seen["two-point try penalty"]++
	case a.kind == "accept or decline the penalty" && tok == "accept" && (s.Own() == 1 || s.Own() == 99):
		seen["at the 1"]++
	}
}

// checkReached checks the walk reached every corner the amended rulings
// touch.
func checkReached(t *testing.T, seen map[string]int) {
	t.Helper()
	for _, k := range []string{"overtime or tie", "overtime receiver", "tie", "final in overtime", "penalty die on the punt return",
		"accept or decline the penalty", "penalty die on the return", "hail mary's green die", "safety punt return flag", "two-point try penalty",
		"at the 1"} {
		if seen[k] == 0 {
			t.Errorf("the walk never reached %q", k)
		}
	}
	t.Logf("reached: %v", seen)
}

// TestOracleWalk walks random games through the fold and the model and
// compares, before every entry and at the end, what is asked (and for a
// choice, the team and the choices) and every field of the contract.
func TestOracleWalk(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 200
	}
	r := rand.New(rand.NewPCG(33, 2026))
	seen := map[string]int{}
	defer checkReached(t, seen)
	for g := 0; g < games; g++ {
		recv := r.IntN(2)
		o := &oracle{asks: make(chan oAsk), toks: make(chan string), recv: recv}
		go o.run()
		s := New(Side(recv))
		var toks []string
		fail := func(format string, args ...any) {
			close(o.toks)
			t.Fatalf("game %d after %d entries (…%s): %s", g, len(toks), strings.Join(toks[max(0, len(toks)-30):], " "), fmt.Sprintf(format, args...))
		}
		for {
			a := <-o.asks
			fa := foldAsk(&s)
			if !sameAsk(fa, a) {
				fail("the fold asks %+v, the model %+v", fa, oAsk{kind: a.kind, team: a.team, form: a.form, colour: a.colour, choices: a.choices})
			}
			if fv := foldView(&s); fv != a.view {
				fail("asking %s: the fold shows\n%+v\nthe model\n%+v", a.kind, fv, a.view)
			}
			if a.kind == "done" {
				break
			}
			tok := oToken(r, a)
			noteCorners(seen, &s, a, tok)
			half := s.Half
			if err := s.Apply(tok); err != nil {
				fail("%q refused: %v", tok, err)
			}
			if half == 3 && s.Final && !s.Tie {
				seen["final in overtime"]++
			}
			toks = append(toks, tok)
			o.toks <- tok
		}
	}
}
