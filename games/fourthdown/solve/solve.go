// Package solve solves 4th Down exactly: the value of every situation
// under best play by both coaches, computed by asking the fourthdown.
//
// A value is P(win) + ½·P(tie) for the home team (../shared/spec/advice.md);
// the away team's is 1 − value. The game is finite and its clock only runs
// down — every drive charges at least one block, the untimed down ends the
// half — so one backward pass over the clock gives every value, the way
// solved dice games (Pig, Yahtzee) are solved.
//
// The solver knows no rule. From a situation it asks the engine what the
// rules ask next (State.Next), tries every allowed choice or one face of
// each group of faces the engine reads alike (State.FaceGroups: a turnover
// roll is a turnover or not, a table's equal rows are one row), each by
// State.Apply on a copy, and reads where that leads (the state's Key and
// Situation) and the points scored (the change of the score). A house rule
// changes the solution because it changes the engine's answers.
//
// The score is a dimension of the value, not of the enumeration: the
// engine's answers from a situation do not depend on the score, so every
// situation has one vector of values, one for each margin (home − away)
// from −M to M; a margin beyond that counts as ±M (values there are 0 or 1
// to far below the precision printed).
//
// What is kept: the value of every situation where a drive starts (a play
// style is asked), of every try, of every untimed down and of every 4th-down
// distance roll. Values at other points (a 4th down, a roll in the middle of
// a drive) are worked out from those on demand by stepping the engine, which
// takes a few milliseconds. While solving, values are float64, and only for
// the clocks a drive can reach back to (a ring of window clocks); every value
// is also kept as the cache keeps it (float32), which later queries read.
//
// Home and away play by the same rules, so only situations with the home
// team on offense are kept; the others are their mirror images
// (Situation with the teams swapped, the ball at 100 − spot, the margin
// negated, the value 1 − value). A test checks this against a solution
// worked out for both.
//
// The coaches that play from the solution (perfect, casual) are here too
// (coach.go), with 4th Down's coaches by name.
package solve

import (
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
	"github.com/fourthdown/fourthdown/internal/offheap"
)

// DefaultMargin is M for a ruleset (budget.Margin): six of its largest
// scores.
func DefaultMargin(r *fourthdown.Ruleset) int { return budget.Margin(r) }

// Solution holds the values of a ruleset's situations.
//
// While solving, values are worked in float64. A drive reaches back at
// most window clocks, so the drives' and the 4th-down distance rolls'
// float64 values are kept only for the last window clocks of each layer
// (a ring); every value is also kept, once its clock is solved, as the
// cache keeps it (float32 bytes), which is what later queries read. A
// ruleset whose half fits in the window keeps every float64 value.
type Solution struct {
	Rules *fourthdown.Ruleset
	M     int // margins -M..M
	L     int // 2M+1 values per situation

	hb     int // blocks in a half
	window int // how many clocks back a drive can reach: the longest drive time + 1

	// Kept values, home team on offense, one vector of L values each, by
	// layer (half 1 with the home or the away team as the opening receiver,
	// half 2), clock and ball: float64 while solving. style and dist are
	// rings of the last window clocks (slot clock % window; ring[l][slot]
	// is the clock a slot holds, -1 none); try and untimed are whole.
	style   []float64 // [layers][window][101]
	try     []float64 // [layers][hb+1]
	untimed []float64 // [layers][window][101]
	ring    [layers][]int
	done    [layers][]phase
	// cached: the values as float32 bytes, the cache file's (style, try,
	// untimed, distance): read from a cache file, or written as each clock
	// is solved (then read where no float64 value is kept).
	cached [4][]byte
	// solving: every value a solve reads must still be in its ring.
	solving bool

	// The 4th-down distance rolls, by style: kept too, apart (a coach
	// choosing a play style needs them; advise can do without).
	dist []float64 // [layers][window][101][NumStyles]

	// Values kept only while solving: the 4th-down decisions of one clock.
	decision []float64 // [layers][101][maxToGo+1]
	decAt    [layers]int
	maxToGo  int

	pool sync.Pool // workers for queries

	// work holds the float64 arrays while solving, keep the float32
	// ones (mem.go): mapped apart from Go's heap.
	work, keep *offheap.Region
	// stream, when set, writes the distance values to the cache as each
	// clock is solved, kept only a clock at a time (stream.go).
	stream *distStream
}

const layers = 3 // half 1 with receiver home, half 1 with receiver away, half 2

// phase says which values of a clock are ready.
type phase uint8

const (
	phUntimed phase = 1 << iota
	phStyle
	phTry
	phDecision
	phDistance
)

// layer is the layer of a canonical situation (home team on offense).
func layer(half int, receiver fourthdown.Side) int {
	if half >= 2 {
		return 2
	}
	return int(receiver)
}

// Options tune a solve.
type Options struct {
	// Margin is M (default DefaultMargin).
	Margin int
	// Workers is how many goroutines share each clock (default GOMAXPROCS).
	Workers int
	// Progress, when set, is called with the share done, 0..1.
	Progress func(done float64)
	// CacheDir is where Load keeps solutions (default CacheDir()).
	CacheDir string
	// Warn, when set, hears of a solution that could not be cached.
	Warn func(error)
	// Distances: Load reads the 4th-down distance values from the cache
	// too (what a coach choosing a play style needs; advise needs not).
	Distances bool
}

// New solves rules. ctx cancels it.
func New(ctx context.Context, rules *fourthdown.Ruleset, opts Options) (*Solution, error) {
	return solveInto(ctx, rules, opts, nil)
}

// solveInto solves rules; with dist, writing the distance values to it
// as they are solved instead of keeping them (stream.go).
func solveInto(ctx context.Context, rules *fourthdown.Ruleset, opts Options, dist *os.File) (*Solution, error) {
	if opts.Margin <= 0 {
		opts.Margin = DefaultMargin(rules)
	}
	if opts.Workers <= 0 {
		opts.Workers = runtime.GOMAXPROCS(0)
	}
	sol := alloc(rules, opts.Margin)
	sol.work.Spare += opts.Workers * threadStack
	sol.keep.Spare = sol.work.Spare
	if dist != nil {
		sol.streamDistances(dist)
	}
	if err := sol.room(); err != nil {
		sol.free()
		return nil, err
	}
	sol.solving = true
	if err := sol.solve(ctx, opts); err != nil {
		sol.free()
		return nil, err
	}
	sol.solving = false
	sol.decision = nil
	sol.keep.Spare = spare // the workers are done
	return sol, nil
}

// rounded drops the float64 values: the solution answers from its float32
// values alone, as the same solution read back from the cache does.
func (sol *Solution) rounded() {
	sol.style, sol.try, sol.untimed, sol.dist, sol.decision = nil, nil, nil, nil, nil
	for l := range sol.ring {
		sol.ring[l] = nil
	}
	sol.work.Free()
}

// free gives back all of sol's memory at once (a solve that failed).
func (sol *Solution) free() {
	sol.rounded()
	sol.cached = [4][]byte{}
	sol.keep.Free()
}

// sizes are the lengths of the kept arrays: style, try, untimed, distance.
func (sol *Solution) sizes() [4]int { return sol.shape().Kept() }

func (sol *Solution) shape() budget.Shape {
	return budget.Shape{HalfBlocks: sol.hb, Margin: sol.M, Window: sol.window, MaxToGo: sol.maxToGo}
}

// alloc is the shape of a solution of rules with margins -m..m: no
// values yet (readCache or room give them room).
func alloc(rules *fourthdown.Ruleset, m int) *Solution {
	sh := budget.Of(rules, m)
	sol := &Solution{Rules: rules, M: m, L: sh.L(), hb: sh.HalfBlocks, window: sh.Window, maxToGo: sh.MaxToGo}
	for l := range sol.done {
		sol.done[l] = make([]phase, sol.hb+1)
		sol.decAt[l] = -1
	}
	sol.work, sol.keep = offheap.New(sol, spare), offheap.New(sol, spare)
	return sol
}

// room makes room for solving: the float64 values, the values kept only
// while solving and the values as the cache keeps them; a MemoryError
// when the system would not give it.
func (sol *Solution) room() error {
	style, untimed, dist, decision, try := sol.shape().Work()
	ws := [4]int{style, untimed, dist, decision}
	total := 0
	for _, n := range ws {
		total += 8 * n
	}
	b, err := take(sol.work, sol.Rules.Name, total)
	if err != nil {
		return err
	}
	var w [4][]float64
	for i, n := range ws {
		w[i], b = offheap.Floats(b[:8*n:8*n]), b[8*n:]
	}
	sol.style, sol.untimed, sol.dist, sol.decision = w[0], w[1], w[2], w[3]
	sol.try = make([]float64, try)
	for l := range sol.ring {
		sol.ring[l] = make([]int, sol.window)
		for i := range sol.ring[l] {
			sol.ring[l][i] = -1
		}
	}
	sizes := sol.sizes()
	if sol.stream != nil {
		sol.stream.stage = make([]byte, 4*layers*sol.clockDist())
		sol.cached[3], sizes[3] = sol.stream.stage, 0
	}
	for a, n := range sizes {
		if n == 0 {
			continue
		}
		if sol.cached[a], err = take(sol.keep, sol.Rules.Name, 4*n); err != nil {
			return err
		}
	}
	return nil
}

// Where a situation's values lie: in the cache's arrays (styleAt, tryAt,
// untimedAt, distAt: whole) and in the float64 rings (styleSlot, distSlot).

func (sol *Solution) styleAt(l, clock, ball int) int {
	return ((l*(sol.hb+1)+clock)*101 + ball) * sol.L
}

func (sol *Solution) styleSlot(l, clock, ball int) int {
	return ((l*sol.window+clock%sol.window)*101 + ball) * sol.L
}

func (sol *Solution) tryAt(l, clock int) int { return (l*(sol.hb+1) + clock) * sol.L }

func (sol *Solution) untimedAt(l, clock, ball int) int {
	return ((l*sol.window+clock)*101 + ball) * sol.L
}

func (sol *Solution) distAt(l, clock, ball int, st fourthdown.Style) int {
	return (((l*(sol.hb+1)+clock)*101+ball)*int(fourthdown.NumStyles) + int(st)) * sol.L
}

func (sol *Solution) distSlot(l, clock, ball int, st fourthdown.Style) int {
	return (((l*sol.window+clock%sol.window)*101+ball)*int(fourthdown.NumStyles) + int(st)) * sol.L
}

func (sol *Solution) decisionVec(l, ball, toGo int) []float64 {
	i := ((l*101+ball)*(sol.maxToGo+1) + toGo) * sol.L
	return sol.decision[i : i+sol.L : i+sol.L]
}

// claim makes the ring slot of clock c in layer l hold c, cleared.
func (sol *Solution) claim(l, c int) {
	slot := c % sol.window
	if sol.ring[l][slot] == c {
		return
	}
	sol.ring[l][slot] = c
	n := 101 * sol.L
	clear(sol.style[(l*sol.window+slot)*n:][:n])
	n *= int(fourthdown.NumStyles)
	clear(sol.dist[(l*sol.window+slot)*n:][:n])
}

// inRing reports whether layer l's ring holds clock c's float64 values;
// while solving it must (a drive reaches back window clocks at most).
func (sol *Solution) inRing(l, c int) bool {
	if sol.ring[l] != nil && sol.ring[l][c%sol.window] == c {
		return true
	}
	if sol.solving {
		panic(fmt.Sprintf("solve: clock %d of layer %d left the ring of %d clocks", c, l, sol.window))
	}
	return false
}

// kept is one situation's kept values: float64 (f) or float32 bytes (b).
type kept struct {
	f []float64
	b []byte
}

func (sol *Solution) vec64(a []float64, i int) kept { return kept{f: a[i : i+sol.L : i+sol.L]} }

func (sol *Solution) vec32(a, i int) kept { return kept{b: sol.cached[a][4*i : 4*(i+sol.L)]} }

// place is where sit's values are kept: the layer and ball of sit with
// the home team on offense, and whether that is sit's mirror image (the
// teams swapped, the ball at 100 - spot).
func place(sit *fourthdown.Situation) (l, ball int, mirror bool) {
	recv, ball := sit.Receiver, sit.Ball
	if mirror = sit.Offense != fourthdown.Home; mirror {
		if sit.Half < 2 {
			recv = recv.Other()
		}
		ball = 100 - ball
	}
	return layer(sit.Half, recv), ball, mirror
}

// kept is the kept value vector of s's situation, if there is one (and
// whether it is the mirror image's). It is the hot path of the solve:
// its one call, the 4th-down decision's condition, is inlined.
func (sol *Solution) kept(s *fourthdown.State) (v kept, mirror, ok bool) {
	sit, ok := s.Situation()
	if !ok {
		return kept{}, false, false
	}
	l, b, mirror := place(&sit)
	c := sit.Clock
	if c < 0 || c > sol.hb || b < 0 || b > 100 {
		return kept{}, false, false
	}
	done := sol.done[l][c]
	switch sit.Ask {
	case fourthdown.AskStyle:
		if done&phStyle != 0 {
			if sol.style != nil && sol.inRing(l, c) {
				return sol.vec64(sol.style, sol.styleSlot(l, c, b)), mirror, true
			}
			return sol.vec32(0, sol.styleAt(l, c, b)), mirror, true
		}
	case fourthdown.AskTry:
		if done&phTry != 0 {
			if sol.try != nil {
				return sol.vec64(sol.try, sol.tryAt(l, c)), mirror, true
			}
			return sol.vec32(1, sol.tryAt(l, c)), mirror, true
		}
	case fourthdown.AskUntimed:
		if done&phUntimed != 0 && c < sol.window {
			if sol.untimed != nil {
				return sol.vec64(sol.untimed, sol.untimedAt(l, c, b)), mirror, true
			}
			return sol.vec32(2, sol.untimedAt(l, c, b)), mirror, true
		}
	case fourthdown.AskDistance:
		if done&phDistance != 0 {
			if sol.dist != nil && sol.inRing(l, c) {
				return sol.vec64(sol.dist, sol.distSlot(l, c, b, sit.Style)), mirror, true
			}
			if sol.cached[3] != nil {
				return sol.vec32(3, sol.distAt(l, c, b, sit.Style)), mirror, true
			}
		}
	case fourthdown.AskDecision:
		if sol.decisionKept(done, l, c, sit.ToGo) {
			return kept{f: sol.decisionVec(l, b, sit.ToGo)}, mirror, true
		}
	}
	return kept{}, false, false
}

// decisionKept is whether the 4th-down decisions of layer l at clock c
// with toGo yards to go are kept: their phase done (done) at the clock
// the decision vectors now hold, within maxToGo.
func (sol *Solution) decisionKept(done phase, l, c, toGo int) bool {
	return sol.decision != nil && done&phDecision != 0 && sol.decAt[l] == c && toGo <= sol.maxToGo
}

// solve fills the kept values: the second half, then the first, each
// clock from 0 up; at each clock, for both first-half layers at once:
// untimed downs, drives (play styles), tries, 4th-down decisions, then
// 4th-down distance rolls.
func (sol *Solution) solve(ctx context.Context, opts Options) error {
	workers := make([]*worker, opts.Workers)
	for i := range workers {
		workers[i] = newWorker(sol)
	}
	total := float64(3 * (sol.hb + 1))
	doneClocks := 0
	var jobs []job // one phase's, reused
	for _, half := range []int{2, 1} {
		ls := []int{2}
		if half == 1 {
			ls = []int{0, 1}
		}
		for c := 0; c <= sol.hb; c++ {
			if err := ctx.Err(); err != nil {
				return err
			}
			var err error
			if jobs, err = sol.solveClock(workers, jobs, half, c, ls); err != nil {
				return err
			}
			doneClocks += len(ls)
			if opts.Progress != nil {
				opts.Progress(float64(doneClocks) / total)
			}
		}
	}
	return nil
}

// solveClock values clock c of half for the layers ls, phase by phase,
// reusing jobs' array (returned for the next clock).
func (sol *Solution) solveClock(workers []*worker, jobs []job, half, c int, ls []int) ([]job, error) {
	for _, l := range ls {
		sol.claim(l, c)
	}
	for _, ph := range []phase{phUntimed, phStyle, phTry, phDecision, phDistance} {
		jobs = jobs[:0]
		for _, l := range ls {
			recv := fourthdown.Side(l)
			if l == 2 {
				recv = fourthdown.Home
			}
			base := fourthdown.Situation{Half: half, Clock: c, Receiver: recv, Offense: fourthdown.Home}
			jobs = sol.phaseJobs(jobs, ph, base, l)
		}
		if err := sol.run(workers, jobs); err != nil {
			return jobs, err
		}
		for _, l := range ls {
			sol.done[l][c] |= ph
		}
	}
	sol.flushDist(c, ls)
	return jobs, nil
}

// phaseJobs appends to jobs phase ph's situations of layer l at base's
// half and clock.
func (sol *Solution) phaseJobs(jobs []job, ph phase, base fourthdown.Situation, l int) []job {
	r, c := sol.Rules, base.Clock
	switch ph {
	case phUntimed:
		if r.UntimedChoices && c < sol.window {
			jobs = sol.untimedJobs(jobs, base, l)
		}
	case phStyle:
		if c >= 1 {
			jobs = sol.styleJobs(jobs, base, l)
		}
	case phTry:
		if r.HasTry {
			sit := base
			sit.Ask, sit.Ball = fourthdown.AskTry, 100
			i := sol.tryAt(l, c)
			jobs = append(jobs, job{sit, sol.try[i : i+sol.L], 1, i})
		}
	case phDecision:
		sol.decAt[l] = c
		jobs = sol.decisionJobs(jobs, base, l)
	case phDistance:
		jobs = sol.distanceJobs(jobs, base, l)
	}
	return jobs
}

// untimedJobs appends the untimed downs of layer l at base's clock, one
// per ball.
func (sol *Solution) untimedJobs(jobs []job, base fourthdown.Situation, l int) []job {
	c := base.Clock
	for b := 1; b <= 99; b++ {
		sit := base
		sit.Ask, sit.Ball = fourthdown.AskUntimed, b
		i := sol.untimedAt(l, c, b)
		jobs = append(jobs, job{sit, sol.untimed[i : i+sol.L], 2, i})
	}
	return jobs
}

// styleJobs appends the drives (play-style asks) of layer l at base's
// clock, one per ball.
func (sol *Solution) styleJobs(jobs []job, base fourthdown.Situation, l int) []job {
	c := base.Clock
	for b := 1; b <= 99; b++ {
		sit := base
		sit.Ask, sit.Ball = fourthdown.AskStyle, b
		i := sol.styleSlot(l, c, b)
		jobs = append(jobs, job{sit, sol.style[i : i+sol.L], 0, sol.styleAt(l, c, b)})
	}
	return jobs
}

// decisionJobs appends the 4th-down decisions of layer l at base's clock,
// one per ball and yards to go (up to maxToGo and the goal line).
func (sol *Solution) decisionJobs(jobs []job, base fourthdown.Situation, l int) []job {
	for b := 1; b <= 99; b++ {
		dist := 100 - b
		for toGo := 1; toGo <= min(sol.maxToGo, dist); toGo++ {
			sit := base
			sit.Ask, sit.Ball, sit.ToGo, sit.Goal = fourthdown.AskDecision, b, toGo, toGo == dist
			jobs = append(jobs, job{sit, sol.decisionVec(l, b, toGo), -1, 0})
		}
	}
	return jobs
}

// distanceJobs appends the 4th-down distance rolls of layer l at base's
// clock, one per ball and play style.
func (sol *Solution) distanceJobs(jobs []job, base fourthdown.Situation, l int) []job {
	c := base.Clock
	for b := 1; b <= 99; b++ {
		for st := fourthdown.Style(0); st < fourthdown.NumStyles; st++ {
			sit := base
			sit.Ask, sit.Ball, sit.Style = fourthdown.AskDistance, b, st
			i := sol.distSlot(l, c, b, st)
			jobs = append(jobs, job{sit, sol.dist[i : i+sol.L], 3, sol.distKeep(l, c, b, st)})
		}
	}
	return jobs
}

// job is one situation to value, where its values go, and where they are
// kept as float32 (in cached[keep] at at; keep -1: not kept).
type job struct {
	sit  fourthdown.Situation
	out  []float64
	keep int
	at   int
}

// run values the jobs, shared between the workers.
func (sol *Solution) run(workers []*worker, jobs []job) error {
	if len(jobs) == 0 {
		return nil
	}
	n := min(len(workers), len(jobs))
	var wg sync.WaitGroup
	errs := make([]error, n)
	// The workers take the jobs in runs of neighbours (a 4th down with 1,
	// 2, 3... to go from the same spot), so that a worker's last roll is
	// often much like its next one (worker.valueOf). Each run starts with
	// nothing remembered: its values depend on the run alone, not on which
	// worker took it or what that worker did before, so every solve gives
	// the same bits whatever the scheduling and the number of workers.
	var next atomic.Int64
	const run = 16
	for k := 0; k < n; k++ {
		wg.Add(1)
		go func(k int) {
			defer wg.Done()
			w := workers[k]
			for {
				lo := int(next.Add(run)) - run
				if lo >= len(jobs) {
					return
				}
				w.forget()
				for i := lo; i < min(lo+run, len(jobs)); i++ {
					if err := sol.do(w, &jobs[i]); err != nil {
						errs[k] = err
						return
					}
				}
			}
		}(k)
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// do values one job and keeps its values as float32 too.
func (sol *Solution) do(w *worker, j *job) error {
	s, err := sol.Rules.At(j.sit)
	if err != nil {
		return fmt.Errorf("solving %+v: %v", j.sit, err)
	}
	w.value(&s, j.out, 0)
	if j.keep >= 0 {
		b := sol.cached[j.keep][4*j.at:][:4*sol.L]
		for m, v := range j.out {
			binary.LittleEndian.PutUint32(b[4*m:], math.Float32bits(float32(v)))
		}
	}
	return nil
}
