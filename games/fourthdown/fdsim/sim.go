// Package fdsim is 4th Down's tuned simulation loop, the fast path of
// `simulate` for 4th Down and its rulesets: it plays whole games with
// digital dice and two coaches through the engine's fold (State.Step) and
// counts what happens. What every game's simulation shares (the workers,
// the tally of results, the report's head) is package sim's.
//
// Games are split between workers in contiguous blocks; each worker has its
// own dice and coaches seeded from (seed, worker index), so the same seed
// and worker count give the same games and the same numbers.
package fdsim

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

// Stats are the raw counts of a run; they add up across workers.
type Stats struct {
	// The games, entries, points, results and margins, first.
	sim.Tally

	// Drives: one per play style chosen (a 4th-down conversion starts a new drive).
	Drives      [fourthdown.NumStyles]int64
	DrivePoints [fourthdown.NumStyles]int64 // points the offense scored on its drives
	Results     [fourthdown.NumStyles][fourthdown.NumResults]int64

	TurnoverRolls [fourthdown.NumStyles]int64 // turnover rolls made
	Turnovers     [fourthdown.NumStyles]int64 // of which turnovers

	FourthDowns int64
	Go          int64 // went for it on 4th down
	Converted   int64 // first down or touchdown on the conversion roll
	FG          int64 // 4th-down field-goal attempts
	FGGood      int64
	Punts       int64
	Tries       [2]int64 // kick, two
	TriesGood   [2]int64
	Untimed     int64 // untimed downs played
	Safeties    int64 // safeties scored (by the defense, so not a drive's points)
}

// Add adds o's counts to s.
func (s *Stats) Add(o *Stats) {
	s.Tally.Add(&o.Tally)
	for i := range s.Tries {
		s.Tries[i] += o.Tries[i]
		s.TriesGood[i] += o.TriesGood[i]
	}
	for st := range s.Drives {
		s.Drives[st] += o.Drives[st]
		s.DrivePoints[st] += o.DrivePoints[st]
		s.TurnoverRolls[st] += o.TurnoverRolls[st]
		s.Turnovers[st] += o.Turnovers[st]
		for r := range s.Results[st] {
			s.Results[st][r] += o.Results[st][r]
		}
	}
	s.FourthDowns += o.FourthDowns
	s.Go += o.Go
	s.Converted += o.Converted
	s.FG += o.FG
	s.FGGood += o.FGGood
	s.Punts += o.Punts
	s.Untimed += o.Untimed
	s.Safeties += o.Safeties
}

// NewCoach makes the coach of one side for one worker.
type NewCoach func(seed uint64, side fourthdown.Side) fourthdown.Coach

// DefaultCoach is the standard coach (fourthdown.NewStandardCoach) seeded
// from seed and the side.
func DefaultCoach(seed uint64, side fourthdown.Side) fourthdown.Coach {
	return fourthdown.NewStandardCoach(mix(seed ^ uint64(side+1)*0x632be59bd9b4e019))
}

// Player plays games one after another with its own dice and coaches,
// counting into Stats. It allocates nothing per game (when Record is nil).
type Player struct {
	_       [64]byte // keeps two players' hot fields off a shared cache line
	Rules   *fourthdown.Ruleset
	Dice    Dice
	Coaches [2]fourthdown.Coach
	Stats   Stats
	// Record, when set, is called with every entry of a game (for records).
	Record func(a fourthdown.Ask, e fourthdown.Entry)
	// Receives, when set, receives every opening kickoff (no coin flip).
	Receives *fourthdown.Side

	st fourthdown.State
	// dice is the die of each kind of roll and play style, as the ruleset
	// asks for it (Ruleset.AskDie), looked up once.
	dice     [numAskKinds][4]rollDie // by style; [3] unused (a mask, not a modulo)
	diceFor  *fourthdown.Ruleset
	standard [2]*fourthdown.StandardCoach // Coaches[i] when it is a *fourthdown.StandardCoach
	events   []fourthdown.Event           // the events of the drive in progress, reused
	_        [64]byte
}

const numAskKinds = 16

// prepare looks up the dice of p.Rules and the coaches' concrete types.
func (p *Player) prepare() {
	for k := range p.dice {
		for st := range fourthdown.NumStyles {
			d, _ := p.Rules.AskDie(fourthdown.AskKind(k), fourthdown.Style(st))
			sides := uint64(d.Sides)
			p.dice[k][st] = rollDie{min: d.Min, sides: sides}
			if sides > 0 {
				p.dice[k][st].thresh = -sides % sides
			}
		}
	}
	p.diceFor = p.Rules
	for i, c := range p.Coaches {
		p.standard[i], _ = c.(*fourthdown.StandardCoach)
	}
}

// NewPlayer returns a player for rules whose dice and coaches are seeded
// from (seed, stream).
func NewPlayer(rules *fourthdown.Ruleset, seed, stream uint64, newCoach NewCoach) *Player {
	if newCoach == nil {
		newCoach = DefaultCoach
	}
	p := &Player{Rules: rules, events: make([]fourthdown.Event, 0, 32)}
	p.Dice.Seed(seed, stream)
	cs := mix(seed ^ mix(stream))
	p.Coaches[fourthdown.Home] = newCoach(cs, fourthdown.Home)
	p.Coaches[fourthdown.Away] = newCoach(cs, fourthdown.Away)
	return p
}

// State is the state of the last game played.
func (p *Player) State() *fourthdown.State { return &p.st }

// drive is the drive in progress while a game is played.
type drive struct {
	style fourthdown.Style
	team  fourthdown.Side
	on    bool
}

// count reads the events of a drive of the given style and team, in the
// order the fold told them: the points the offense scored, turnovers,
// conversions, kicks, tries and the end of the game, all as the engine's
// events say. It returns the drive's result: the first its events tell.
func (ss *Stats) count(style fourthdown.Style, team fourthdown.Side, evs []fourthdown.Event) fourthdown.Result {
	res, points := fourthdown.NoResult, int64(0)
	for i := range evs {
		e := &evs[i]
		if res == fourthdown.NoResult {
			res = e.Result()
		}
		if e.Team == team { // the offense's points (an event that scores none has 0)
			points += int64(e.Points)
		}
		switch e.Kind {
		case fourthdown.EvTurnover:
			ss.Turnovers[style]++
		case fourthdown.EvSafety:
			ss.Safeties++
		case fourthdown.EvFirstDown:
			ss.Converted++
		case fourthdown.EvTouchdown:
			if e.ScoreBy == fourthdown.OnFourthDown {
				ss.Converted++
			}
		case fourthdown.EvFieldGoal:
			if e.Good && !e.Untimed {
				ss.FGGood++
			}
		case fourthdown.EvTry:
			ss.countTry(e)
		case fourthdown.EvUntimedDown:
			ss.Untimed++
		case fourthdown.EvGameOver:
			if e.Tie {
				ss.Ties++
			} else {
				ss.Wins[e.Team]++
			}
		}
	}
	ss.DrivePoints[style] += points
	return res
}

// countTry counts a try after a touchdown: kicked or for two, and good.
func (ss *Stats) countTry(e *fourthdown.Event) {
	t := 0
	if e.How == fourthdown.ChTwo {
		t = 1
	}
	ss.Tries[t]++
	if e.Good {
		ss.TriesGood[t]++
	}
}

// counted are the kinds of event count reads: those that end a drive or
// score, the tries and untimed downs, and the end of the game (drives, 4th
// downs, kickoffs and the late-half rule's notice tell nothing the counts
// need, and neither does the end of a half: it is the result of a drive
// that told none before it, which tally gives any drive that told none).
var counted = fourthdown.EventSet(0).With(fourthdown.EvTurnover).With(fourthdown.EvSafety).
	With(fourthdown.EvTouchdown).With(fourthdown.EvFirstDown).With(fourthdown.EvTurnoverOnDowns).
	With(fourthdown.EvFieldGoal).With(fourthdown.EvPunt).With(fourthdown.EvTry).
	With(fourthdown.EvUntimedDown).With(fourthdown.EvGameOver)

// choose is the offense's coach's choice for what st asks (kind k), for a
// coach other than the standard one (StandardCoach's are called directly in Play).
func (p *Player) choose(st *fourthdown.State) fourthdown.Choice {
	a := st.Next()
	return p.Coaches[a.Team].ChooseAsk(st, a)
}

// rollDie is a die as p.roll reads it: its first face, its number of
// faces and Lemire's rejection threshold (2^64 mod sides).
type rollDie struct {
	min           int
	sides, thresh uint64
}

// roll is a face of d from p.Dice: p.Dice.Roll(d.sides) + d.min (the same
// draws and faces), written so that it inlines: one multiply, rarely
// another (Roll rejects exactly the draws whose low half is below thresh).
func (p *Player) roll(d *rollDie) int {
	for {
		hi, lo := bits.Mul64(p.Dice.Uint64(), d.sides)
		if lo >= d.thresh {
			return d.min + int(hi)
		}
	}
}

// Play plays one game: a coin flip for the opening kickoff, then every
// entry the rules ask for, dice from p.Dice and choices from the coaches,
// each folded by State.Apply. Everything counted is read off the asks, the
// choices made and the engine's events. It returns the opening receiver.
func (p *Player) Play() (fourthdown.Side, error) {
	r := p.Rules
	if p.diceFor != r {
		p.prepare()
	}
	recv := fourthdown.Side(p.Dice.Roll(2)) // the coin is flipped whatever: the same dice follow
	if p.Receives != nil {
		recv = *p.Receives
	}
	p.st = fourthdown.New(r, recv)
	st := &p.st
	ss := &p.Stats
	fold := st.Folder(&p.events, counted)
	// record and entries are kept in locals: read and counted through p,
	// they were loaded and stored again at every entry (the loop writes
	// through pointers the compiler cannot tell apart from p).
	record := p.Record
	entries := int64(0)
	var d drive
	for {
		k := st.Asking()
		var e fourthdown.Entry
		switch k {
		case fourthdown.AskNone:
			p.tally(&d)
			ss.Games++
			ss.Entries += entries
			h, w := st.Score[fourthdown.Home], st.Score[fourthdown.Away]
			ss.Points[fourthdown.Home] += int64(h)
			ss.Points[fourthdown.Away] += int64(w)
			ss.Margins[sim.MaxMargin+min(max(h-w, -sim.MaxMargin), sim.MaxMargin)]++
			return recv, nil
		case fourthdown.AskStyle:
			// The Standard coach without building an Ask: the same choices.
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseStyle(st)
			} else {
				e.Choice = p.choose(st)
			}
			p.tally(&d)
			d.style, _ = e.Choice.Style()
			d.team, d.on = st.Offense, true
			ss.Drives[d.style]++
		case fourthdown.AskDecision:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseDecision(st)
			} else {
				e.Choice = p.choose(st)
			}
			ss.FourthDowns++
			switch e.Choice {
			case fourthdown.ChGo:
				ss.Go++
			case fourthdown.ChFG:
				ss.FG++
			case fourthdown.ChPunt:
				ss.Punts++
			}
		case fourthdown.AskTry:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseTry(st)
			} else {
				e.Choice = p.choose(st)
			}
		case fourthdown.AskUntimed:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseUntimed(st)
			} else {
				e.Choice = p.choose(st)
			}
		// Every kind named, the other rolls too, so that the switch is one jump.
		case fourthdown.AskTurnover:
			ss.TurnoverRolls[d.style]++
			e.Face = p.roll(&p.dice[k][0])
		case fourthdown.AskDrive, fourthdown.AskTime, fourthdown.AskDistance, fourthdown.AskConversion,
			fourthdown.AskFG, fourthdown.AskKickTry, fourthdown.AskTwoTry, fourthdown.AskUntimedFG, fourthdown.AskUntimedGo:
			e.Face = p.roll(&p.dice[k&(numAskKinds-1)][st.Style()&3])
		default: // a kind of entry this loop does not know
			ss.Entries += entries
			return recv, fmt.Errorf("the simulator has no entry for a %s", k)
		}
		if record != nil {
			record(st.Next(), e)
		}
		entries++
		if !fold.Fold(e) {
			ss.Entries += entries
			return recv, fmt.Errorf("simulated entry %q refused: %w", e.String(), fold.Refused(e))
		}
	}
}

// tally counts the drive d, which is ending (before the first drive of a
// game, nothing): its events (they gather in p.events from its play style
// on, in the order the fold told them) and its result; it empties the
// buffer for the next. Once a drive, out of the game's loop, so that count
// is inlined into it.
//
//go:noinline
func (p *Player) tally(d *drive) {
	res := p.Stats.count(d.style, d.team, p.events)
	p.events = p.events[:0]
	if !d.on {
		return
	}
	if res == fourthdown.NoResult { // a drive that told none ended with the half
		res = fourthdown.ResHalfEnd
	}
	p.Stats.Results[d.style][res]++
}

// Options say what to simulate.
type Options struct {
	Games   int
	Seed    uint64
	Workers int // 0: runtime.GOMAXPROCS(0)
	Rules   *fourthdown.Ruleset
	Coach   NewCoach // nil: DefaultCoach
	// Receives is the team that receives the opening kickoff of every
	// game; nil: a coin flip each game.
	Receives *fourthdown.Side
	// CoachNames, when set, name the coaches in the records' headers.
	CoachNames [2]string
	// Records, when not empty, is a directory that receives every game as
	// a record file (slow: for checking and study, not for speed).
	Records string
	// RecordRules, when set, writes the ruleset into each record's header
	// (the record will be saved at path); by default a ruleset other than
	// 4th Down is named in a "rules:" line.
	RecordRules func(rec *tracker.Record, path string)
	// Progress, when set, counts games as they finish (in steps of a few
	// thousand).
	Progress *atomic.Int64
}

// Run is a finished simulation.
type Run struct {
	Stats   Stats
	Workers int
	Elapsed time.Duration
}

const progressStep = 4096

// Simulate plays opts.Games games. Worker i plays a contiguous block of
// games with dice and coaches seeded from (opts.Seed, i). It stops early
// with ctx's error when ctx is cancelled.
func Simulate(ctx context.Context, opts Options) (*Run, error) {
	if opts.Games < 0 {
		return nil, errors.New("the number of games must be 0 or more")
	}
	if opts.Rules == nil {
		opts.Rules = fourthdown.FourthDown
	}
	k := sim.Workers(opts.Workers, opts.Games)
	run := &Run{Workers: k}
	players := make([]*Player, k)
	for i := range k {
		players[i] = NewPlayer(opts.Rules, opts.Seed, uint64(i), opts.Coach)
		players[i].Receives = opts.Receives
	}
	var err error
	run.Elapsed, err = sim.Parallel(k, opts.Games, func(w, lo, hi int) error {
		return work(ctx, players[w], lo, hi, &opts)
	})
	for _, p := range players {
		run.Stats.Add(&p.Stats)
	}
	return run, err
}

func work(ctx context.Context, p *Player, lo, hi int, opts *Options) error {
	var rec *recorder
	if opts.Records != "" {
		rec = newRecorder(opts)
		p.Record = rec.add
	}
	return sim.Blocks(ctx, lo, hi, progressStep, opts.Progress, func(g int) error {
		if rec != nil {
			rec.begin()
		}
		recv, err := p.Play()
		if err != nil {
			return fmt.Errorf("game %d: %w", g+1, err)
		}
		if rec != nil {
			return rec.write(g, p.Rules, recv, p.State())
		}
		return nil
	})
}
