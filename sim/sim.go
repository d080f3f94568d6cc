// Package sim plays whole games of 4th Down with digital dice and two
// coaches, through the engine's fold (State.Step), and counts what happens.
//
// Games are split between workers in contiguous blocks; each worker has its
// own dice and coaches seeded from (seed, worker index), so the same seed
// and worker count give the same games and the same numbers.
package sim

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// MaxMargin bounds the margin histogram: margins beyond ±MaxMargin are
// counted at ±MaxMargin.
const MaxMargin = 100

// Result is how a drive ended.
type Result uint8

const (
	ResTouchdown Result = iota
	ResFieldGoal
	ResMissedFG
	ResPunt
	ResTurnover
	ResDowns // turnover on downs
	ResSafety
	ResFirstDown // converted on 4th down: a new drive for the same team
	ResHalfEnd   // the half ended (clock, untimed down without a score)
	NumResults
)

var resultNames = [NumResults]string{"touchdown", "field_goal", "missed_fg", "punt", "turnover",
	"turnover_on_downs", "safety", "first_down", "half_end"}

// String is the result's name, as used in JSON.
func (r Result) String() string {
	if r < NumResults {
		return resultNames[r]
	}
	return "result?"
}

// Stats are the raw counts of a run; they add up across workers.
type Stats struct {
	Games   int64
	Entries int64
	Points  [2]int64 // by side
	Wins    [2]int64 // by side
	Ties    int64
	// Margins[MaxMargin+m] counts games won by m points by the home team
	// (m < 0: the away team won).
	Margins [2*MaxMargin + 1]int64

	// Drives: one per play style chosen (a 4th-down conversion starts a new drive).
	Drives      [engine.NumStyles]int64
	DrivePoints [engine.NumStyles]int64 // points the offense scored on its drives
	Results     [engine.NumStyles][NumResults]int64

	TurnoverRolls [engine.NumStyles]int64 // turnover rolls made
	Turnovers     [engine.NumStyles]int64 // of which turnovers

	FourthDowns int64
	Go          int64 // went for it on 4th down
	Converted   int64 // first down or touchdown on the conversion roll
	FG          int64 // 4th-down field-goal attempts
	FGGood      int64
	Punts       int64
	Tries       [2]int64 // kick, two
	TriesGood   [2]int64
	Untimed     int64 // untimed downs played
}

// Add adds o's counts to s.
func (s *Stats) Add(o *Stats) {
	s.Games += o.Games
	s.Entries += o.Entries
	s.Ties += o.Ties
	for i := range s.Points {
		s.Points[i] += o.Points[i]
		s.Wins[i] += o.Wins[i]
		s.Tries[i] += o.Tries[i]
		s.TriesGood[i] += o.TriesGood[i]
	}
	for i := range s.Margins {
		s.Margins[i] += o.Margins[i]
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
}

// NewCoach makes the coach of one side for one worker.
type NewCoach func(seed uint64, side engine.Side) coach.Coach

// DefaultCoach is coach.Default seeded from seed and the side.
func DefaultCoach(seed uint64, side engine.Side) coach.Coach {
	return coach.Default(mix(seed ^ uint64(side+1)*0x632be59bd9b4e019))
}

// Player plays games one after another with its own dice and coaches,
// counting into Stats. It allocates nothing per game (when Record is nil).
type Player struct {
	_       [64]byte // keeps two players' hot fields off a shared cache line
	Rules   *engine.Ruleset
	Dice    Dice
	Coaches [2]coach.Coach
	Stats   Stats
	// Record, when set, is called with every entry of a game (for records).
	Record func(a engine.Ask, e engine.Entry)

	st engine.State
	// dice is the die of each kind of roll and play style, as the ruleset
	// asks for it (Ruleset.AskDie), looked up once.
	dice     [numAskKinds][4]rollDie // by style; [3] unused (a mask, not a modulo)
	diceFor  *engine.Ruleset
	standard [2]*coach.Standard // Coaches[i] when it is a *coach.Standard
	_        [64]byte
}

const numAskKinds = 16

// prepare looks up the dice of p.Rules and the coaches' concrete types.
func (p *Player) prepare() {
	for k := range p.dice {
		for st := range engine.NumStyles {
			d, _ := p.Rules.AskDie(engine.AskKind(k), engine.Style(st))
			sides := uint64(d.Sides)
			p.dice[k][st] = rollDie{min: d.Min, sides: sides}
			if sides > 0 {
				p.dice[k][st].thresh = -sides % sides
			}
		}
	}
	p.diceFor = p.Rules
	for i, c := range p.Coaches {
		p.standard[i], _ = c.(*coach.Standard)
	}
}

// NewPlayer returns a player for rules whose dice and coaches are seeded
// from (seed, stream).
func NewPlayer(rules *engine.Ruleset, seed, stream uint64, newCoach NewCoach) *Player {
	if newCoach == nil {
		newCoach = DefaultCoach
	}
	p := &Player{Rules: rules}
	p.Dice.Seed(seed, stream)
	cs := mix(seed ^ mix(stream))
	p.Coaches[engine.Home] = newCoach(cs, engine.Home)
	p.Coaches[engine.Away] = newCoach(cs, engine.Away)
	return p
}

// State is the state of the last game played.
func (p *Player) State() *engine.State { return &p.st }

// drive is the drive in progress while a game is played.
type drive struct {
	style    engine.Style
	team     engine.Side
	on       bool
	fourthFG bool   // the drive ended in a 4th-down field-goal try
	res      Result // how it ends unless the score says otherwise
	start    [2]int // score when the drive began
}

// end counts the drive that ends with score: points decide a touchdown,
// a field goal or a safety; otherwise the last thing noted.
func (d *drive) end(ss *Stats, r *engine.Ruleset, score *[2]int) {
	own := score[d.team] - d.start[d.team]
	res := d.res
	switch {
	case res == ResTurnover:
	case own >= r.TDPoints:
		res = ResTouchdown
	case own > 0:
		res = ResFieldGoal
		if d.fourthFG {
			ss.FGGood++
		}
	case score[d.team.Other()] > d.start[d.team.Other()]:
		res = ResSafety
	}
	ss.DrivePoints[d.style] += int64(own)
	ss.Results[d.style][res]++
}

// choose is the offense's coach's choice for what st asks (kind k), for a
// coach other than Standard (Standard's are called directly in Play).
func (p *Player) choose(st *engine.State) engine.Choice {
	a := st.Next()
	return p.Coaches[a.Team].Choose(st, a)
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
// each folded by State.StepQuiet. It returns the opening receiver.
//
// The counts are read off the asks, the entries, the score and the tables
// (a turnover face, a conversion gain); the engine's events are not built.
func (p *Player) Play() (engine.Side, error) {
	r := p.Rules
	if p.diceFor != r {
		p.prepare()
	}
	recv := engine.Side(p.Dice.Roll(2))
	p.st = engine.New(r, recv)
	st := &p.st
	ss := &p.Stats
	var d drive
	entries := int64(0)
	// One case per kind of entry: each rolls or chooses, counts what it
	// needs, and the entry is folded below (the try rolls fold in place).
loop:
	for {
		k := st.Asking()
		var e engine.Entry
		switch k {
		case engine.AskNone:
			break loop
		case engine.AskStyle:
			// The Standard coach without building an Ask: the same choices.
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseStyle(st)
			} else {
				e.Choice = p.choose(st)
			}
			if d.on {
				d.end(ss, r, &st.Score)
			}
			d.style, _ = e.Choice.Style() // no branch on the (random) style
			d.team, d.on, d.fourthFG, d.res, d.start = st.Offense, true, false, ResHalfEnd, st.Score
			ss.Drives[d.style]++
			if p.Record != nil {
				p.Record(st.Next(), e)
			}
			entries++
			if err := st.StepQuiet(e); err != nil {
				return recv, fmt.Errorf("simulated entry %q refused: %w", e.String(), err)
			}
			// The drive roll comes next: rolled here, without going
			// round the loop (folded below like any roll).
			k = st.Asking()
			if k != engine.AskDrive {
				continue
			}
			e = engine.Entry{Face: p.roll(&p.dice[engine.AskDrive][d.style&3])}
		case engine.AskDecision:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseDecision(st)
			} else {
				e.Choice = p.choose(st)
			}
			ss.FourthDowns++
			switch e.Choice {
			case engine.ChGo:
				ss.Go++
				d.res = ResDowns
			case engine.ChFG:
				ss.FG++
				d.res, d.fourthFG = ResMissedFG, true
			case engine.ChPunt:
				ss.Punts++
				d.res = ResPunt
			}
		case engine.AskTry:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseTry(st)
			} else {
				e.Choice = p.choose(st)
			}
		case engine.AskUntimed:
			if c := p.standard[st.Offense]; c != nil {
				e.Choice = c.ChooseUntimed(st)
			} else {
				e.Choice = p.choose(st)
			}
			ss.Untimed++
			if e.Choice == engine.ChFG {
				d.res = ResMissedFG
			}
		case engine.AskTurnover:
			e.Face = p.roll(&p.dice[k][0])
			ss.TurnoverRolls[d.style]++
			if r.Tables[d.style].IsTurnover(e.Face) {
				ss.Turnovers[d.style]++
				d.res = ResTurnover
			}
		case engine.AskConversion:
			e.Face = p.roll(&p.dice[k][0])
			res := r.Conversion[r.ConvDie.Index(e.Face)]
			if toGo, _ := st.ToGo(); res.TD || res.Yards >= toGo {
				d.res = ResFirstDown
				ss.Converted++
			}
		case engine.AskKickTry, engine.AskTwoTry:
			e.Face = p.roll(&p.dice[k][0])
			if p.Record != nil {
				p.Record(st.Next(), e)
			}
			entries++
			t := k - engine.AskKickTry
			before := st.Score[d.team]
			if err := st.StepQuiet(e); err != nil {
				return recv, fmt.Errorf("simulated entry %q refused: %w", e.String(), err)
			}
			ss.Tries[t]++
			if st.Score[d.team] > before {
				ss.TriesGood[t]++
			}
			continue
		default: // the other rolls: nothing to count
			e.Face = p.roll(&p.dice[k&(numAskKinds-1)][st.Style()&3])
		}
		if p.Record != nil {
			p.Record(st.Next(), e)
		}
		entries++
		if err := st.StepQuiet(e); err != nil {
			return recv, fmt.Errorf("simulated entry %q refused: %w", e.String(), err)
		}
	}
	if d.on {
		d.end(ss, r, &st.Score)
	}
	h, w := st.Score[engine.Home], st.Score[engine.Away]
	ss.Games++
	ss.Entries += entries
	ss.Points[engine.Home] += int64(h)
	ss.Points[engine.Away] += int64(w)
	switch {
	case h > w:
		ss.Wins[engine.Home]++
	case w > h:
		ss.Wins[engine.Away]++
	default:
		ss.Ties++
	}
	m := h - w
	if m > MaxMargin {
		m = MaxMargin
	} else if m < -MaxMargin {
		m = -MaxMargin
	}
	ss.Margins[MaxMargin+m]++
	return recv, nil
}

// Options say what to simulate.
type Options struct {
	Games   int
	Seed    uint64
	Workers int // 0: runtime.GOMAXPROCS(0)
	Rules   *engine.Ruleset
	Coach   NewCoach // nil: DefaultCoach
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

// GamesPerSecond is the run's speed.
func (r *Run) GamesPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Stats.Games) / r.Elapsed.Seconds()
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
		opts.Rules = engine.FourthDown
	}
	k := opts.Workers
	if k <= 0 {
		k = runtime.GOMAXPROCS(0)
	}
	if k > opts.Games && opts.Games > 0 {
		k = opts.Games
	}
	if k < 1 {
		k = 1
	}
	run := &Run{Workers: k}
	players := make([]*Player, k)
	errs := make([]error, k)
	start := time.Now()
	var wg sync.WaitGroup
	for i := 0; i < k; i++ {
		lo, hi := opts.Games*i/k, opts.Games*(i+1)/k
		p := NewPlayer(opts.Rules, opts.Seed, uint64(i), opts.Coach)
		players[i] = p
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			errs[i] = work(ctx, p, lo, hi, &opts)
		}(i)
	}
	wg.Wait()
	run.Elapsed = time.Since(start)
	for _, p := range players {
		run.Stats.Add(&p.Stats)
	}
	return run, errors.Join(errs...)
}

func work(ctx context.Context, p *Player, lo, hi int, opts *Options) error {
	var rec *recorder
	if opts.Records != "" {
		rec = newRecorder(opts)
		p.Record = rec.add
	}
	done := 0
	for g := lo; g < hi; g++ {
		if rec != nil {
			rec.begin()
		}
		recv, err := p.Play()
		if err != nil {
			return fmt.Errorf("game %d: %w", g+1, err)
		}
		if rec != nil {
			if err := rec.write(g, p.Rules, recv, p.State()); err != nil {
				return err
			}
		}
		if done++; done == progressStep {
			if opts.Progress != nil {
				opts.Progress.Add(int64(done))
			}
			done = 0
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
	}
	if opts.Progress != nil {
		opts.Progress.Add(int64(done))
	}
	return nil
}
