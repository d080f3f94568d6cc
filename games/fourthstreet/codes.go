package fourthstreet

import (
	"fmt"
	"strings"
)

// Kind is what a result code does: the rules switch on it, the card groups
// by its Family, and the words come from Code.Text.
type Kind uint8

const (
	Blank         Kind = iota // no meaning (14, 73-79): always refused
	Yards                     // Base yards (+ the d10 when D10 > 0; - when D10 < 0)
	Ten                       // 10: half the distance inside the 10, else the d10's first down
	Touchdown                 // 89
	Penalty                   // a penalty and no play (15, 16, 18, 19, 20)
	DefPI                     // 17: pass interference on the defense
	GainPenalty               // a gain (or incompletion) and a penalty (12, 28-30, 35-38, 69)
	Offsides                  // 39: offsides or encroachment
	Hurt                      // a gain (or incompletion) and a possible injury (22, 24-27)
	Incomplete                // 34, 46
	Scramble                  // 45
	Sack                      // 47-49
	Fumble                    // 54-59: a gain and a possible fumble
	Interception              // 62-68
	Grounding                 // 99
	Weird                     // 88
	PuntOut                   // 13, 23, 33, 43, 53: a punt out of bounds
	PuntHigh                  // 32, 42, 52: a high punt, perhaps fair caught
	Blocked                   // 44
	KickGood                  // 50
	KickNoGood                // 60
	KickPost                  // 40: off the crossbar, the d20 decides
	KickPAT                   // 80: an extra point good, a field goal no good
	KickOut                   // 70: a kickoff out of bounds
	KickTouchback             // 72
)

// Play is a set of the plays a code belongs to (S5).
type Play uint8

const (
	OnRun Play = 1 << iota
	OnPass
	OnPunt
	OnKick // field goal and extra point
	OnKickoff
	OnReturn
	OnLong // a returner's long code after L
)

// playNames word a Play for refusals and the card.
var playNames = []struct {
	p    Play
	name string
}{{OnRun, "run"}, {OnPass, "pass"}, {OnPunt, "punt"}, {OnKick, "field goal"}, {OnKickoff, "kickoff"}, {OnReturn, "return"}, {OnLong, "long return"}}

func (p Play) String() string {
	var out []string
	for _, n := range playNames {
		if p&n.p != 0 {
			out = append(out, n.name)
		}
	}
	return strings.Join(out, ", ")
}

// Family groups the codes on the printed card.
type Family uint8

const (
	FamGain Family = iota
	FamPenalty
	FamPunt
	FamKick
	FamTurnover
	FamLoss
	NumFamilies
)

var familyNames = [NumFamilies]string{"Gains", "Penalties", "Punts", "Kicks", "Turnovers", "Losses and the rest"}

func (f Family) String() string { return familyNames[f] }

// Fouler is who a penalty is on.
type Fouler uint8

const (
	NoFoul Fouler = iota
	OnOffense
	OnDefense
	ByD12 // the d12 names the side (Code.DefTo, Code.OffTo)
)

// Code is one row of the Result Codes Table.
type Code struct {
	N      int
	Kind   Kind
	Family Family
	Plays  Play
	Base   int // yards before the d10 (negative for a loss)
	D10    int // +1: add the d10, -1: subtract it, 0: no d10
	// A penalty's yards and who it is on; First: an automatic first down.
	PenYards int
	Foul     Fouler
	First    bool
	// ByD12: the d12 up to DefTo is the defense's foul (with First), up to
	// OffTo the offense's, above it offsetting fouls.
	DefTo, OffTo int
	Timeout      bool // the offense may cancel it with a timeout (18)
	Incomplete   bool // the play is an incomplete pass
	// Name is the foul's name, for the log ("holding"); 39's is the
	// encroachment's, OffsidesName the offsides'.
	Name string
	Text string
}

// OffsidesName is the name of 39's foul when the play is run (d12 1-8).
const OffsidesName = "offsides"

// HasD10 reports whether the code asks its d10.
func (c *Code) HasD10() bool { return c.D10 != 0 }

// Label is the code in the table's words: "41: 40 + d10 yards".
func (c *Code) Label() string { return fmt.Sprintf("%02d: %s", c.N, c.Text) }

// Codes is the Result Codes Table (the seed's appendix), by code.
var Codes = buildCodes()

const (
	runCodes  = OnRun | OnPass
	passOnly  = OnPass
	gainLong  = OnRun | OnPass | OnPunt | OnKickoff | OnReturn | OnLong // x1 codes
	gainShort = OnRun | OnPass | OnPunt | OnReturn                      // 00-09
)

func buildCodes() [100]Code {
	var t [100]Code
	set := func(c Code) { t[c.N] = c }
	for n := 0; n <= 9; n++ {
		txt := fmt.Sprintf("%d-yard gain", n)
		if n == 0 {
			txt = "no gain"
		}
		set(Code{N: n, Kind: Yards, Family: FamGain, Plays: gainShort, Base: n, Text: txt})
	}
	for x := 1; x <= 9; x++ {
		n := x*10 + 1
		set(Code{N: n, Kind: Yards, Family: FamGain, Plays: gainLong, Base: x * 10, D10: 1,
			Text: fmt.Sprintf("%d + d10 yards (%d-%d)", x*10, x*10, x*10+9)})
	}
	t[91].Plays &^= OnPunt | OnKickoff
	t[81].Plays &^= OnPunt
	t[71].Plays &^= OnPunt
	set(Code{N: 10, Kind: Ten, Family: FamGain, Plays: runCodes,
		Text: "inside the 10, half the distance to the goal (rounded up); else the d10: even a first down (at most 10 yards), odd one yard short (1 to 10)"})
	set(Code{N: 12, Name: "illegal block in the back", Kind: GainPenalty, Family: FamGain, Plays: runCodes, Base: 10, D10: 1, PenYards: 10, Foul: OnOffense,
		Text: "10 + d10 yards, then illegal block in the back, offense 10 from the end of the play"})
	for x := 1; x <= 5; x++ {
		n := x*10 + 3
		set(Code{N: n, Kind: PuntOut, Family: FamPunt, Plays: OnPunt, Base: x * 10, D10: 1,
			Text: fmt.Sprintf("%d + d10 yard punt out of bounds", x*10)})
	}
	set(Code{N: 15, Name: "illegal motion", Kind: Penalty, Family: FamPenalty, Plays: runCodes, PenYards: 5, Foul: OnOffense, Text: "illegal motion, offense 5"})
	set(Code{N: 16, Name: "pass interference", Kind: Penalty, Family: FamPenalty, Plays: passOnly, PenYards: 10, Foul: OnOffense, Text: "pass interference, offense 10"})
	set(Code{N: 17, Name: "pass interference", Kind: DefPI, Family: FamPenalty, Plays: passOnly, D10: 1,
		Text: "pass interference, defense: d10 (short), 20 + d10 (medium), 30 + d10 (long) downfield, automatic first down; in the end zone, on the 1"})
	set(Code{N: 18, Name: "delay of game", Kind: Penalty, Family: FamPenalty, Plays: runCodes, PenYards: 5, Foul: OnOffense, Timeout: true,
		Text: "delay of game, offense 5 (a timeout cancels it)"})
	set(Code{N: 19, Name: "holding", Kind: Penalty, Family: FamPenalty, Plays: runCodes, PenYards: 10, Foul: OnOffense, Text: "holding, offense 10"})
	set(Code{N: 20, Name: "holding", Kind: Penalty, Family: FamPenalty, Plays: runCodes, PenYards: 5, Foul: OnDefense, First: true,
		Text: "holding, defense 5 and an automatic first down"})
	set(Code{N: 22, Kind: Hurt, Family: FamGain, Plays: runCodes, Text: "no gain; the player losing the matchup may be hurt"})
	set(Code{N: 24, Kind: Hurt, Family: FamGain, Plays: runCodes, D10: 1, Text: "d10 yards; the player losing the matchup may be hurt"})
	set(Code{N: 25, Kind: Hurt, Family: FamGain, Plays: runCodes, Base: 10, D10: 1, Text: "10 + d10 yards; the player losing the matchup may be hurt"})
	set(Code{N: 26, Kind: Hurt, Family: FamGain, Plays: passOnly, Incomplete: true, Text: "incomplete; the player losing the matchup may be hurt"})
	set(Code{N: 27, Kind: Hurt, Family: FamGain, Plays: runCodes, Base: 20, D10: 1, Text: "20 + d10 yards; the player losing the matchup may be hurt"})
	pf := func(n, base, d10 int, plays Play, inc bool, text string) {
		set(Code{N: n, Name: "personal foul", Kind: GainPenalty, Family: FamPenalty, Plays: plays, Base: base, D10: d10, PenYards: 15, Foul: ByD12,
			DefTo: 6, OffTo: 10, First: true, Incomplete: inc, Text: text + ", then a personal foul, 15: d12 1-6 defense (automatic first down), 7-10 offense, 11-12 offsetting (the down again)"})
	}
	pf(28, 0, 1, runCodes, false, "d10 yards")
	pf(29, 10, 1, runCodes, false, "10 + d10 yards")
	pf(30, 0, 0, passOnly, true, "incomplete")
	set(Code{N: 34, Kind: Incomplete, Family: FamLoss, Plays: passOnly, Incomplete: true, Text: "blocked pass, incomplete"})
	set(Code{N: 35, Name: "face mask", Kind: GainPenalty, Family: FamPenalty, Plays: runCodes, D10: 1, PenYards: 5, Foul: ByD12, DefTo: 8, OffTo: 12,
		Text: "d10 yards, then face mask, 5: d12 1-8 defense, 9-12 offense"})
	set(Code{N: 36, Name: "face mask", Kind: GainPenalty, Family: FamPenalty, Plays: runCodes, Base: 10, D10: 1, PenYards: 5, Foul: OnDefense,
		Text: "10 + d10 yards, then face mask, defense 5"})
	set(Code{N: 37, Name: "twisting face mask", Kind: GainPenalty, Family: FamPenalty, Plays: runCodes, D10: 1, PenYards: 15, Foul: ByD12, DefTo: 8, OffTo: 12, First: true,
		Text: "d10 yards, then twisting face mask, 15: d12 1-8 defense (automatic first down), 9-12 offense"})
	set(Code{N: 38, Name: "twisting face mask", Kind: GainPenalty, Family: FamPenalty, Plays: runCodes, Base: 10, D10: 1, PenYards: 15, Foul: OnDefense, First: true,
		Text: "10 + d10 yards, then twisting face mask, defense 15 and an automatic first down"})
	set(Code{N: 39, Name: "encroachment", Kind: Offsides, Family: FamPenalty, Plays: runCodes, PenYards: 5, Foul: OnDefense,
		Text: "defense 5: d12 1-8 offsides (the play is run, then the offense takes the play or the penalty), 9-12 encroachment (no play)"})
	set(Code{N: 40, Kind: KickPost, Family: FamKick, Plays: OnKick, Text: "hits the crossbar: d20 1-10 good, 11-20 no good"})
	for x := 3; x <= 5; x++ {
		n := x*10 + 2
		set(Code{N: n, Kind: PuntHigh, Family: FamPunt, Plays: OnPunt, Base: x * 10, D10: 1,
			Text: fmt.Sprintf("%d + d10 yard high punt: d20 up to the returner's fair-catch rating, a fair catch", x*10)})
	}
	set(Code{N: 44, Kind: Blocked, Family: FamKick, Plays: OnPunt | OnKick,
		Text: "blocked kick: the ball rolls d20 yards behind the line, recovered as a fumble"})
	set(Code{N: 45, Kind: Scramble, Family: FamLoss, Plays: passOnly, Text: "the quarterback scrambles: his B column's code, as a run"})
	set(Code{N: 46, Kind: Incomplete, Family: FamLoss, Plays: passOnly, Incomplete: true, Text: "incomplete pass"})
	for i, what := range []string{"", "; a possible fumble", "; the quarterback is hurt"} {
		set(Code{N: 47 + i, Kind: Sack, Family: FamLoss, Plays: passOnly, D10: -1,
			Text: "sack for d10 + 1 (short), + 2 (medium), + 3 (long) yards lost" + what})
	}
	set(Code{N: 50, Kind: KickGood, Family: FamKick, Plays: OnKick, Text: "field goal or extra point good"})
	for x := 0; x <= 5; x++ {
		n := 54 + x
		c := Code{N: n, Kind: Fumble, Family: FamTurnover, Plays: runCodes, Base: (x - 1) * 10, D10: 1}
		switch x {
		case 0:
			c.Base, c.D10, c.Text = 0, 0, "no gain; a possible fumble"
		case 1:
			c.Base, c.Text = 0, "d10 yards; a possible fumble"
		default:
			c.Text = fmt.Sprintf("%d + d10 yards; a possible fumble", c.Base)
		}
		set(c)
	}
	set(Code{N: 60, Kind: KickNoGood, Family: FamKick, Plays: OnKick, Text: "field goal or extra point no good"})
	for x := 0; x <= 6; x++ {
		n := 62 + x
		c := Code{N: n, Kind: Interception, Family: FamTurnover, Plays: passOnly, Base: (x - 1) * 10, D10: 1}
		switch x {
		case 0:
			c.Base, c.D10, c.Text = 0, -1, "possible interception d10 yards behind the line"
		case 1:
			c.Base, c.Text = 0, "possible interception d10 yards downfield"
		default:
			c.Text = fmt.Sprintf("possible interception %d + d10 yards downfield", c.Base)
		}
		set(c)
	}
	set(Code{N: 69, Name: "twisting face mask", Kind: GainPenalty, Family: FamPenalty, Plays: passOnly, PenYards: 15, Foul: OnDefense, First: true, Incomplete: true,
		Text: "incomplete, then twisting face mask, defense 15 and an automatic first down"})
	set(Code{N: 70, Kind: KickOut, Family: FamKick, Plays: OnKickoff, Text: fmt.Sprintf("kickoff out of bounds: the ball %d yards from the kick", KickOutYards)})
	set(Code{N: 72, Kind: KickTouchback, Family: FamKick, Plays: OnKickoff, Text: fmt.Sprintf("touchback: the ball on the %d", TouchbackAt)})
	set(Code{N: 80, Kind: KickPAT, Family: FamKick, Plays: OnKick, Text: "extra point good, field goal no good"})
	set(Code{N: 82, Kind: Yards, Family: FamLoss, Plays: runCodes, D10: -1, Text: "d10 yards lost"})
	for n := 83; n <= 87; n++ {
		set(Code{N: n, Kind: Yards, Family: FamLoss, Plays: runCodes, Base: -(n - 82), Text: fmt.Sprintf("%d-yard loss", n-82)})
	}
	set(Code{N: 88, Kind: Weird, Family: FamLoss, Plays: runCodes | OnPunt | OnKick | OnKickoff, Text: "weird play: the two d6 on the Weird Play chart"})
	set(Code{N: 89, Kind: Touchdown, Family: FamGain, Plays: runCodes, Text: "touchdown"})
	set(Code{N: 90, Kind: Yards, Family: FamGain, Plays: runCodes | OnReturn | OnLong, D10: 1, Text: "d10 yards"})
	set(Code{N: 99, Name: "intentional grounding", Kind: Grounding, Family: FamPenalty, Plays: passOnly,
		Text: "intentional grounding: d20 1-10, 10 yards and loss of down; 11-20, that many yards back and loss of down"})
	return t
}

// PuntPenalties are the penalties of a punt's d10 after a d12 of 11
// (S26), by the d10.
var PuntPenalties = [10]string{
	"illegal block, kicking team 10 from the end of the return", "illegal block, kicking team 10 from the end of the return",
	"illegal block, kicking team 10 from the end of the return", "illegal block, kicking team 10 from the end of the return",
	"illegal block, kicking team 10 from the end of the return",
	"illegal man downfield, kicking team 5 from the end of the return", "illegal man downfield, kicking team 5 from the end of the return",
	"holding before the kick, receiving team 5 and a first down for the punting team (the punt does not count)",
	"offsides, kicking team 5: the punt again from 5 yards back",
	"offsides, receiving team 5: the 4th down again from 5 yards on",
}

// KickPenalties are the penalties of a field goal's or extra point's d10
// after a d12 of 11 (S26), by the d10.
var KickPenalties = [10]string{
	"holding, kicking team 10: the kick again from 10 yards back",
	"unsportsmanlike conduct, defense 15 and a first down (an extra point: half the distance, the kick again)",
	"no penalty", "no penalty", "no penalty", "no penalty",
	"a kicking-team player hurt (the d12 names him, 12 nobody)",
	"a defensive player hurt (the d12 names him, 12 nobody)",
	"offsides, kicking team 5: the kick again",
	"offsides, defense 5: the kick again",
}
