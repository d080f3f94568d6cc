package fourthdown

import (
	"math/bits"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
)

// The computer coaches of 4th Down make a team's choices: the play style,
// the 4th-down decision, the try after a touchdown and the untimed-down
// option. A coach sees the situation (the State) and what the rules ask
// for (an Ask whose Choices are the allowed ones); it never sees a die
// that is not rolled yet. Dice always come from outside: real dice at the
// table (`play --solo`) or digital dice (`simulate`). The standard coach
// is here; the coaches that play from the exact solution (perfect,
// casual) are package solve's.

// Coach is a computer coach of 4th Down. It is the family's chooser
// (engine.Chooser: Choose(match, side), the record's token), and it
// chooses straight from the fold's State as well (ChooseAsk), for the
// loops that hold a State rather than a match (the simulator's fast path,
// the solo table's menus).
type Coach interface {
	engine.Chooser
	// ChooseAsk is called only when a.IsRoll() is false (a play style, a
	// 4th-down decision, a try or an untimed-down option) and must return
	// one of a.Choices. s is the state waiting for that choice; a coach
	// must not change it.
	ChooseAsk(s *State, a Ask) Choice
}

// CoachEntry is what coach c enters, as an engine.Chooser, for side at
// what m asks next: its choice when the choice is side's, as the record's
// token; "" when it is the other team's (4th Down puts no question to both
// teams, nor reserves a token of one team in the other's), a roll, or
// nothing (the game is over, or m is not a 4th Down match).
func CoachEntry(c Coach, m engine.Match, side engine.Side) string {
	fm, ok := Of(m)
	if !ok {
		return ""
	}
	st := fm.State // a copy: the coach never changes the match
	a := st.Next()
	if st.Final || a.IsRoll() || a.Choices == 0 || a.Team != side {
		return ""
	}
	return c.ChooseAsk(&st, a).String()
}

// Coach is 4th Down's computer coach (engine.Coached): the standard coach,
// seeded with seed.
func (Game) Coach(seed uint64) engine.Chooser { return NewStandardCoach(seed) }

// Weights are the chances of each play style, in percent, indexed by
// Style (Balanced, Run, Pass); they sum to 100.
type Weights [NumStyles]uint8

// The Gridiron play aid's "Play Style Selection (AI)" weights.
var (
	// WeightsNormal: 50% Balanced, 30% Pass, 20% Run.
	WeightsNormal = Weights{Balanced: 50, Run: 20, Pass: 30}
	// WeightsLateTrailing: 55% Pass, 35% Balanced, 10% Run.
	WeightsLateTrailing = Weights{Balanced: 35, Run: 10, Pass: 55}
	// WeightsLateLeading: 50% Run, 40% Balanced, 10% Pass.
	WeightsLateLeading = Weights{Balanced: 40, Run: 50, Pass: 10}
	// WeightsLateTied: 40% Pass, 45% Balanced, 15% Run.
	WeightsLateTied = Weights{Balanced: 45, Run: 15, Pass: 40}
)

// LateBlocks is the play aid's "≤60 blocks remaining (~10 min)": the coach
// is in the late game when the second half's clock shows LateBlocks or
// fewer. The aid counts what remains of the game, so the end of the first
// half is not late (its clock restarts at 180 in the second half).
const LateBlocks = 60

// DesperateBlocks: in the second half with this many blocks or fewer left,
// a trailing coach goes for it on every 4th down it cannot win or tie with
// a field goal (about five minutes: one or two more possessions).
const DesperateBlocks = 30

// StandardCoach is the default coach. Its rules, in order of precedence:
//
// Play style. A weighted random choice with the play aid's weights: in the
// late game (second half, clock ≤ 60 blocks) by the score from the
// coach's side — trailing 55% Pass, 35% Balanced, 10% Run; leading 50%
// Run, 40% Balanced, 10% Pass; tied 40% Pass, 45% Balanced, 15% Run —
// otherwise 50% Balanced, 30% Pass, 20% Run. The random numbers come from
// the coach's seed and the situation, never from the dice: the same
// situation always gets the same play style.
//
// TD and FG below are what a touchdown (with a good kick try, when the
// ruleset has a try) and a field goal are worth under the ruleset: 7 and 3
// in 4th Down, 7 and 3 in Gridiron, whatever a house-rules file says.
//
// 4th down. With P(go) the chance that the conversion table gains the
// yards to go (or scores) and P(fg) the chance that the field-goal table
// makes the kick from the ball's distance (both read off the ruleset's
// tables, so a variant's tables change the decisions):
//  1. No time left in the half (clock 0, the half ends after this play):
//     fg if in range and FG·P(fg) ≥ TD·P(touchdown); else go, unless the ball
//     is inside the own 10 (a failed try could be a safety): punt.
//  2. Desperate (second half, clock ≤ 30 blocks, trailing): fg when a
//     field goal ties or wins (down by FG or less) and P(fg) ≥ 0.4;
//     otherwise go.
//  3. 4th and goal: go if TD·P(go) > FG·P(fg), else fg.
//  4. 4th and 1-2 from the own 35 or beyond: go.
//  5. 4th and 3 from midfield or beyond: go.
//  6. 4th and 4-5 from the opponent's 40 or closer, when trailing or when
//     P(fg) < 0.6: go.
//  7. Late game (second half, clock ≤ 60) and trailing by more than FG:
//     4th and 8 or less: go.
//  8. In field-goal range with P(fg) ≥ 0.35: fg.
//  9. Otherwise punt.
//
// Try. The rulebook's strategic considerations: in the late game, a team
// still behind after the touchdown's 6 points goes for two (down by 7
// before the touchdown: two takes the lead where the kick only ties; down
// by 8 or more: two cuts the deficit); otherwise it kicks (down by 6: the
// kick takes the lead; the kick is good 95% of the time against 40%).
//
// Untimed down (nothing is lost by trying, the half ends either way):
//   - second half, leading: let the half end;
//   - second half, tied or down by FG or less: fg if in range and
//     P(fg) ≥ P(touchdown), else go;
//   - second half, down by more than FG: go;
//   - first half: fg if in range and FG·P(fg) ≥ TD·P(touchdown), else go.
//
// The same seed gives the same choices for the same situations.
type StandardCoach struct {
	rng   uint64 // wyrand state
	rules *Ruleset
	// pAtLeast[y]: chance (x 2^16) that a conversion roll gains at least y
	// yards or is a TD result; index 0..100.
	pAtLeast [101]uint32
	// pFG[d]: chance (x 2^16) that a field goal from d yards is good (0 out of range).
	pFG [101]uint32
	// tdValue and fgValue are what a touchdown (with a kicked try) and a
	// field goal are worth under the ruleset: its points, not 7 and 3.
	tdValue, fgValue uint32
	// dec is the 4th-down decision by situation, read off decide (see
	// decisionTable); built with pAtLeast and pFG.
	dec *decisionTable
}

// NewStandardCoach returns the default coach (StandardCoach) with its
// generator seeded from seed.
func NewStandardCoach(seed uint64) *StandardCoach {
	c := &StandardCoach{}
	c.Seed(seed)
	return c
}

// Seed restarts the coach's generator.
func (c *StandardCoach) Seed(seed uint64) {
	c.rng = seed
	c.next()
}

// next is wyrand: the next 64 random bits of the coach's own generator.
func (c *StandardCoach) next() uint64 {
	c.rng += 0xa0761d6478bd642f
	hi, lo := bits.Mul64(c.rng, c.rng^0xe7037ed1a0b428db)
	return hi ^ lo
}

// draw is the random number for the play style in situation s: drawn from
// the coach's seed and the situation (half, clock, spot, team, score), so
// the coach chooses the same way every time in the same situation (an undo
// at the table, a resumed game) and the same seed gives the same games.
func (c *StandardCoach) draw(s *State) uint64 {
	return Mix(c.rng ^ uint64(s.Half)<<56 ^ uint64(s.Clock)<<40 ^ uint64(s.Ball)<<32 ^ uint64(s.Offense)<<30 ^
		uint64(uint16(s.Score[Home]))<<16 ^ uint64(uint16(s.Score[Away])))
}

// Mix is splitmix64's finaliser: it spreads x's bits, for a draw made from
// a seed and a situation (the coaches' here and in package solve) or for
// seeding generators apart (package fdsim).
func Mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

const one = 1 << 16 // probability scale

// prepared is the last ruleset's chances as prepare read them, shared by
// every standard coach that plays under it: they are the ruleset's alone
// (not the coach's seed), and reading them, the decision table above all,
// costs some 800,000 instructions, which each coach of each of
// simulate's workers paid when it started.
var prepared struct {
	sync.Mutex
	c *StandardCoach // its chances; nil before the first
}

// prepare reads the chances off a ruleset's tables (or copies those the
// last coach prepared for the same ruleset read).
func (c *StandardCoach) prepare(r *Ruleset) {
	prepared.Lock()
	defer prepared.Unlock()
	if p := prepared.c; p == nil || p.rules != r {
		p = &StandardCoach{}
		p.readChances(r)
		prepared.c = p
	}
	p := prepared.c
	c.rules, c.pAtLeast, c.pFG, c.tdValue, c.fgValue, c.dec = p.rules, p.pAtLeast, p.pFG, p.tdValue, p.fgValue, p.dec
}

// readChances reads the chances off a ruleset's tables.
func (c *StandardCoach) readChances(r *Ruleset) {
	c.rules = r
	n := uint32(r.ConvDie.Sides)
	for y := range c.pAtLeast {
		k := uint32(0)
		for _, res := range r.Conversion {
			if res.TD || res.Yards >= y {
				k++
			}
		}
		c.pAtLeast[y] = k * one / n
	}
	n = uint32(r.FGDie.Sides)
	for d := range c.pFG {
		k := uint32(0)
		if d <= r.FGRange {
			for f := r.FGDie.Min; f <= r.FGDie.Max(); f++ {
				if good, _ := r.FGGood(f, d); good {
					k++
				}
			}
		}
		c.pFG[d] = k * one / n
	}
	c.fgValue = uint32(r.FGPoints)
	c.tdValue = uint32(r.TDPoints)
	if r.HasTry {
		c.tdValue += uint32(r.KickPoints)
	}
	c.dec = c.buildDecisions(r)
}

// Choose implements engine.Chooser (see CoachEntry).
func (c *StandardCoach) Choose(m engine.Core, side engine.Side) string {
	return CoachEntry(c, m, side)
}

// ChooseAsk implements Coach.
func (c *StandardCoach) ChooseAsk(s *State, a Ask) Choice {
	if c.rules != s.Rules {
		c.prepare(s.Rules)
	}
	var ch Choice
	switch a.Kind {
	case AskStyle:
		ch = c.ChooseStyle(s) // the ask's team is the offense: it chooses its style
	case AskDecision:
		ch = c.decision(s, a.Team, a.Choices.Has(ChFG))
	case AskTry:
		ch = c.try(s, a.Team)
	case AskUntimed:
		ch = c.untimed(s, a.Team, a.Choices.Has(ChFG))
	}
	if a.Choices.Has(ch) {
		return ch
	}
	// Not reached with the built-in rules; stay legal whatever a ruleset asks.
	for _, alt := range [...]Choice{ChPunt, ChEnd, ChKick, ChBalanced, ChGo} {
		if a.Choices.Has(alt) {
			return alt
		}
	}
	return ch
}

// margin is the score from team's side.
func margin(s *State, team Side) int {
	return s.Score[team] - s.Score[team.Other()]
}

// LateGame reports whether the play aid's late-game weights apply: the last
// half with LateBlocks or fewer blocks left.
func LateGame(s *State) bool { return s.Half >= 2 && s.Clock <= LateBlocks }

// StyleWeights are the play aid's weights for team in situation s.
func StyleWeights(s *State, team Side) *Weights {
	if !LateGame(s) {
		return &WeightsNormal
	}
	switch m := margin(s, team); {
	case m < 0:
		return &WeightsLateTrailing
	case m > 0:
		return &WeightsLateLeading
	}
	return &WeightsLateTied
}

// The choices without building an Ask, for hot loops (the simulator): each
// is ChooseAsk(s, s.Next()) for what s asks (the offense chooses), the same
// choice from the same generator.

// ChooseStyle is ChooseAsk when s asks for a play style: the play aid's
// weights for the offense, picked by the coach's draw for the situation.
// Written out here rather than through a helper, so that the simulator's
// loop, which calls it directly, gets it inlined whole.
func (c *StandardCoach) ChooseStyle(s *State) Choice {
	w := StyleWeights(s, s.Offense)
	hi, _ := bits.Mul64(c.draw(s), 100) // 0..99
	x := uint8(hi)
	// x < Balanced: Balanced; then Pass; then Run. Without branches: the
	// pick is random, a branch on it would be mispredicted half the time.
	var pastBalanced, pastPass Style
	if x >= w[Balanced] {
		pastBalanced = 1
	}
	if x >= w[Balanced]+w[Pass] {
		pastPass = 1
	}
	return StyleChoice(pastBalanced*Pass - pastPass*(Pass-Run))
}

// ChooseDecision is ChooseAsk when s asks for the 4th-down decision.
func (c *StandardCoach) ChooseDecision(s *State) Choice {
	if c.rules != s.Rules {
		c.prepare(s.Rules)
	}
	toGo, goal := s.ToGo()
	dist := s.DistanceToGoal()
	if ch, ok := c.dec.lookup(dist, toGo, goal, margin(s, s.Offense), s.Half, s.Clock); ok {
		return ch
	}
	return c.decision(s, s.Offense, s.FGInRange())
}

// ChooseTry is ChooseAsk when s asks for the try after a touchdown.
func (c *StandardCoach) ChooseTry(s *State) Choice { return c.try(s, s.Offense) }

// ChooseUntimed is ChooseAsk when s asks for the untimed-down option.
func (c *StandardCoach) ChooseUntimed(s *State) Choice {
	if c.rules != s.Rules {
		c.prepare(s.Rules)
	}
	return c.untimed(s, s.Offense, s.FGInRange())
}

func (c *StandardCoach) decision(s *State, team Side, canFG bool) Choice {
	toGo, goal := s.ToGo()
	return c.decide(s.DistanceToGoal(), toGo, goal, margin(s, team), s.Half, s.Clock, canFG)
}

// decide is the 4th-down decision (see StandardCoach): dist yards from the
// goal line, toGo to go (goal: 4th and goal), m the score from the
// coach's side, half and clock the game's.
func (c *StandardCoach) decide(dist, toGo int, goal bool, m, half, clock int, canFG bool) Choice {
	own := 100 - dist
	pGo := c.pAtLeast[clamp(toGo, 0, 100)]
	pTD := c.pAtLeast[clamp(dist, 0, 100)]
	pFG := uint32(0)
	if canFG {
		pFG = c.pFG[clamp(dist, 0, 100)]
	}
	late := half >= 2 && clock <= LateBlocks
	switch {
	case clock <= 0:
		return c.lastPlay(own, canFG, pFG, pTD)
	case half >= 2 && clock <= DesperateBlocks && m < 0:
		if canFG && m >= -int(c.fgValue) && pFG >= one*2/5 {
			return ChFG
		}
		return ChGo
	case goal:
		if !canFG || c.tdValue*pGo > c.fgValue*pFG {
			return ChGo
		}
		return ChFG
	case c.goesFor(toGo, own, m, pFG, late):
		return ChGo
	case canFG && pFG >= one*35/100:
		return ChFG
	}
	return ChPunt
}

// lastPlay is decide's choice on the half's untimed down: the field goal
// when it is worth as much as a touchdown's chance, else a punt from deep
// in its own end, else go.
func (c *StandardCoach) lastPlay(own int, canFG bool, pFG, pTD uint32) Choice {
	if canFG && c.fgValue*pFG >= c.tdValue*pTD {
		return ChFG
	}
	if own <= 10 {
		return ChPunt
	}
	return ChGo
}

// goesFor reports whether the coach goes for it on 4th down: short
// enough for where the ball is (from midfield on, when a field goal is
// unlikely or it trails), or trailing late by more than a field goal.
func (c *StandardCoach) goesFor(toGo, own, m int, pFG uint32, late bool) bool {
	return toGo <= 2 && own >= 35 ||
		toGo <= 3 && own >= 50 ||
		toGo <= 5 && own >= 60 && (m < 0 || pFG < one*3/5) ||
		late && m < -int(c.fgValue) && toGo <= 8
}

// decisionTable is decide's answer for every situation of a ruleset, in
// the few classes of game situation decide tells apart (the rules above
// read the clock and the score only through them): a lookup instead of
// the rules' branches, for the simulator. Built by calling decide.
type decisionTable struct {
	// last: clock 0; desperate[near]: second half, clock <= 30, trailing
	// (near: by 3 or less); goal: 4th and goal (toGo = dist), by dist.
	last, goal [tableYards]Choice
	desperate  [2][tableYards]Choice
	// other[class][dist][toGo]: not trailing, trailing, late and
	// trailing by 4 or more.
	other [3][tableYards][tableToGo]Choice
	// fgValue is the points of a field goal, which draws the classes.
	fgValue uint32
}

const (
	tableYards = 101 // dist 0..100
	tableToGo  = 32  // toGo 0..31; longer goes to decide
)

func (c *StandardCoach) buildDecisions(r *Ruleset) *decisionTable {
	t := &decisionTable{fgValue: c.fgValue}
	for dist := 0; dist < tableYards; dist++ {
		canFG := dist <= r.FGRange
		t.last[dist] = c.decide(dist, 10, false, 0, 1, 0, canFG)
		t.goal[dist] = c.decide(dist, dist, true, 0, 1, 100, canFG)
		t.desperate[0][dist] = c.decide(dist, 10, false, -int(c.fgValue)-1, 2, 1, canFG)
		t.desperate[1][dist] = c.decide(dist, 10, false, -1, 2, 1, canFG)
		for toGo := 0; toGo < tableToGo; toGo++ {
			t.other[0][dist][toGo] = c.decide(dist, toGo, false, 0, 1, 100, canFG)
			t.other[1][dist][toGo] = c.decide(dist, toGo, false, -1, 1, 100, canFG)
			t.other[2][dist][toGo] = c.decide(dist, toGo, false, -int(c.fgValue)-1, 2, LateBlocks, canFG)
		}
	}
	return t
}

// lookup is decide(dist, toGo, goal, m, half, clock, dist <= FGRange)
// read off the table; ok is false outside it.
func (t *decisionTable) lookup(dist, toGo int, goal bool, m, half, clock int) (Choice, bool) {
	if uint(dist) >= tableYards {
		return 0, false
	}
	switch {
	case clock <= 0:
		return t.last[dist], true
	case half >= 2 && clock <= DesperateBlocks && m < 0:
		near := 0
		if m >= -int(t.fgValue) {
			near = 1
		}
		return t.desperate[near][dist], true
	case goal:
		if toGo != dist {
			return 0, false
		}
		return t.goal[dist], true
	}
	if uint(toGo) >= tableToGo {
		return 0, false
	}
	class := 0
	if m < 0 {
		class = 1
		if m < -int(t.fgValue) && half >= 2 && clock <= LateBlocks {
			class = 2
		}
	}
	return t.other[class][dist][toGo], true
}

func (c *StandardCoach) try(s *State, team Side) Choice {
	if LateGame(s) && margin(s, team) < 0 {
		return ChTwo
	}
	return ChKick
}

func (c *StandardCoach) untimed(s *State, team Side, canFG bool) Choice {
	dist := s.DistanceToGoal()
	pTD := c.pAtLeast[clamp(dist, 0, 100)]
	pFG := uint32(0)
	if canFG {
		pFG = c.pFG[clamp(dist, 0, 100)]
	}
	if s.Half >= 2 {
		m := margin(s, team)
		switch {
		case m > 0:
			return ChEnd
		case m >= -int(c.fgValue):
			if canFG && pFG >= pTD {
				return ChFG
			}
			return ChGo
		}
		return ChGo
	}
	if canFG && c.fgValue*pFG >= c.tdValue*pTD {
		return ChFG
	}
	return ChGo
}
