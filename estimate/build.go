package estimate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
)

// Options say how to build an estimate.
type Options struct {
	// Start is the game before its first entry with receiver receiving
	// the opening kickoff.
	Start func(receiver engine.Side) (engine.Core, error)
	// Coach is the game's own coach (engine.Coached), which plays the
	// first round.
	Coach func(seed uint64) engine.Chooser
	// Games are each round's games: the first round's by the game's coach
	// (default: as many as make about 10 million positions, and at least
	// 20,000: firstGames), each later round's by the estimate's coach
	// (default: as many as make about 810,000 positions, at least 1,500:
	// improveGames).
	Games, Improve int
	// Rounds of policy improvement after the first (default 3).
	Rounds int
	// Look is how many positions the estimate's coach looks ahead at a
	// choice while it learns (default 60).
	Look int
	// Held is how many games of the game's coach, held out from the
	// building, fit the table's recalibration, and as many again measure
	// its calibration (default 100,000: a set's home team wins a share of
	// its games that strays from the game's by a third of a point at
	// 20,000, and the table's chances are read a point off in every bin
	// with it; the table is read at their positions alone, a few seconds
	// a set; negative: none).
	Held    int
	Seed    uint64
	Workers int // 0: runtime.GOMAXPROCS(0)
	// Progress, when set, hears the share of the building done.
	Progress func(done float64)
}

func (o *Options) defaults() {
	if o.Games == 0 {
		o.Games = 20000 // Build sets it by the game's length (firstGames)
	}
	if o.Improve == 0 {
		o.Improve = 1500 // Build sets it by the game's length (improveGames)
	}
	if o.Rounds == 0 {
		o.Rounds = 3
	}
	if o.Look == 0 {
		o.Look = 60
	}
	if o.Held == 0 {
		o.Held = 100000
	}
}

// Build builds an estimate of a game's values from its own play: a round
// of the game's coach against itself, then Rounds rounds of the
// estimate's own coach, each learning afresh from games played by the
// previous round's estimate; then, on games held out, its calibration.
func Build(ctx context.Context, o Options) (*Estimate, error) {
	if err := o.check(); err != nil {
		return nil, err
	}
	var starts [2]engine.Core
	for _, side := range engine.Sides {
		s, err := o.Start(side)
		if err != nil {
			return nil, err
		}
		starts[side] = s
	}
	cost := 1.0 // a game's cost, against one of firstLength entries
	if o.Games == 0 || o.Improve == 0 {
		entries, err := gameLength(ctx, o, starts)
		if err != nil {
			return nil, err
		}
		if o.Games == 0 {
			o.Games = firstGames(entries)
		}
		if o.Improve == 0 {
			o.Improve = improveGames(entries)
		}
		cost = min(entries/firstLength, 1)
	}
	o.defaults()
	// Work, counted in games weighted by their cost: a game of the
	// estimate's coach looks ahead at every choice; a held-out game is
	// only read.
	total := cost*float64(o.Games) + heldWeight*float64(2*max(o.Held, 0)) + float64(o.Rounds*o.Improve)*4*cost
	var done atomic.Int64
	report := func(weight float64) func() {
		return func() {
			if o.Progress != nil {
				o.Progress(min(float64(done.Add(1))*weight/total, 1))
			}
		}
	}
	e := newEstimate()
	e.keyer.clock = clockGroups(starts[engine.Home].Status().Clock)
	prev := (*Estimate)(nil)
	var c *counts // every round's observations, the earlier rounds' weighed down
	length := 0.0 // the entries of a game of the game's coach: the first round's mean
	for round := 0; round <= o.Rounds; round++ {
		games, weight := o.Games, cost
		if round > 0 {
			games, weight = o.Improve, 4*cost
		}
		next := newEstimate()
		next.keyer = e.keyer
		if c == nil {
			c = newCounts()
		} else { // a situation this round does not meet keeps its earlier value
			c.scale(carry)
		}
		positions, err := play(ctx, o, starts, prev, next, c, round, games, report(weight))
		if err != nil {
			return nil, err
		}
		if round == 0 {
			length = float64(positions) / float64(games)
		}
		next.table = freeze(c, keep)
		if round < o.Rounds { // what the table leaves out weighs too little to carry
			c = c.pruned(keep)
		}
		e, prev = next, next
	}
	c = nil
	e.ValueBudget, e.Through = valueBudget(length), valueThrough(length)
	if o.Held > 0 {
		m, err := calibrate(ctx, o, starts, e, report(heldWeight))
		if err != nil {
			return nil, err
		}
		e.measured = m
	}
	return e, nil
}

// firstPositions are about the positions the first round counts by
// default (firstGames): 20,000 games of firstLength entries. 1st & Roll's
// games (540 entries with the sample dice) play 20,000 as they always
// did; a shorter game plays more: 4th Down's estimate, of 126 entries a
// game, was 2.04 points off its exact values on average and 11.2 at the
// 99th percentile from 20,000 games, 1.82 and 9.8 from 86,000.
const (
	firstPositions = 20000 * firstLength
	firstLength    = 500
	// pilotGames are the games of the game's coach that measure its
	// length before the first round.
	pilotGames = 200
)

// firstGames are the first round's games for a game of entries entries
// a game: firstPositions' worth, from 20,000 to maxFirstGames. The table
// learns from positions, not games: the short house game (44 entries a
// game, the coaches' play its learning starts from now about as even as
// perfect play's since overtime's receiver is tossed) was 2.09 points off
// its exact values on average and 7.3 at the 99th percentile from 80,000
// games and 6,000 a later round, 1.85 and 7.7 from its positions' worth
// (about 225,000 and 18,300; a chance through 736 positions). Before the
// toss more was worse: 9.95 points off from 20,000 games, 10.9 from
// 80,000 and 11.3 from 200,000, learning the coaches' even game more
// surely where perfect play's was not.
func firstGames(entries float64) int {
	if !(entries > 0) {
		return 20000
	}
	return min(max(int(firstPositions/entries), 20000), maxFirstGames)
}

// maxFirstGames and maxImproveGames bound a round's games for a game so
// short that a game's start and coaches cost more than its positions:
// a game of 25 entries plays each round's positions' worth.
const (
	maxFirstGames   = 400000
	maxImproveGames = 32400
)

// improvePositions are about the positions each later round counts by
// default (improveGames): 1,500 games of 1st & Roll's 540 entries.
const improvePositions = 1500 * 540

// improveGames are each later round's games for a game of entries
// entries a game: improvePositions' worth, from 1,500 to maxImproveGames.
// 1st & Roll plays 1,500 as it always did; 4th Down (126 entries) 6,428,
// where its chances against the exact values were 1.33 points off on
// average and 6.2 at the 99th percentile from 1,500 games a round, 1.25
// and 5.75 from 6,000 (the app's sizes; a round of 6,000 4th Down games
// takes about 25 s on two cores); the short house game (44) about 18,300.
func improveGames(entries float64) int {
	if !(entries > 0) {
		return 1500
	}
	return min(max(int(improvePositions/entries), 1500), maxImproveGames)
}

// gameLength is the mean entries of pilotGames games of the game's coach.
func gameLength(ctx context.Context, o Options, starts [2]engine.Core) (float64, error) {
	players := make([]*player, workers(o.Workers, pilotGames))
	for w := range players {
		players[w] = newPlayer(o, nil, newEstimate(), 1<<41|uint64(w))
		players[w].learn = false
	}
	var entries atomic.Int64
	err := playAll(ctx, players, starts, pilotGames, func() {}, func(_ int, _ *player, obs [][levels]uint64, _ float64) {
		entries.Add(int64(len(obs)))
	}, nil)
	return float64(entries.Load()) / pilotGames, err
}

// heldWeight is a held-out game's cost, against a game of the first
// round (which counts its positions).
const heldWeight = 0.2

// play plays a round's games on the workers: the game's coach when prev
// is nil, else prev's, and returns how many positions they counted. Each
// worker counts a batch of games at a time, added to c in a fixed order
// (each worker's batches in turn): the workers' counts stay small, and
// the same games make the same sums.
func play(ctx context.Context, o Options, starts [2]engine.Core, prev, next *Estimate, c *counts, round, games int, tick func()) (positions int, err error) {
	k := workers(o.Workers, games)
	own := make([]*counts, k)
	played := make([]int, k)
	counted := make([]int, k) // each worker's positions
	players := make([]*player, k)
	batches := make([]chan *counts, k)
	free := make([]chan *counts, k)
	for w := range k {
		own[w] = newCounts()
		players[w] = newPlayer(o, prev, next, uint64(round)<<32|uint64(w))
		batches[w] = make(chan *counts, 2)
		free[w] = make(chan *counts, 3)
	}
	merged := make(chan struct{})
	go func() { // adds the batches to c in turn, and hands them back empty
		defer close(merged)
		for open := k; open > 0; {
			open = 0
			for w := range k {
				if batches[w] == nil {
					continue
				}
				b, ok := <-batches[w]
				if !ok {
					batches[w] = nil
					continue
				}
				open++
				c.merge(b)
				if c.fine() > fineCells {
					c.thin(fineCells)
				}
				select { // kept for the worker's next batch, when it has none
				case free[w] <- b:
				default:
				}
			}
		}
	}()
	flush := func(w int) {
		batches[w] <- own[w]
		select {
		case own[w] = <-free[w]:
		default:
			own[w] = newCounts()
		}
	}
	err = playAll(ctx, players, starts, games, tick, func(w int, p *player, obs [][levels]uint64, result float64) {
		// The λ-return: each position's look ahead, mixed with the
		// return of the positions after it down to the game's result.
		g := result
		counted[w] += len(obs)
		for i := len(obs) - 1; i >= 0; i-- {
			if prev != nil {
				g = (1-lambda)*p.targets[i] + lambda*g
			}
			own[w].add(&obs[i], g)
		}
		if played[w]++; played[w]%flushEvery == 0 {
			flush(w)
		}
	}, func(w int) {
		batches[w] <- own[w]
		close(batches[w])
	})
	<-merged
	for _, n := range counted {
		positions += n
	}
	return positions, err
}

// fineCells bounds the cells of the finest levels while a round is
// counted (counts.thin): about 4 × 10⁶, some 150 MB.
const fineCells = 4 << 20

// flushEvery is how many games a worker counts before adding them to the
// round's counts.
const flushEvery = 200

// playAll plays games on the players, a worker each, and tells seen each
// game's positions and result (w: its worker), and done (when set) that
// worker w is done.
func playAll(ctx context.Context, players []*player, starts [2]engine.Core, games int, tick func(), seen func(w int, p *player, obs [][levels]uint64, result float64), done func(w int)) error {
	k := len(players)
	errs := make([]error, k)
	var wg sync.WaitGroup
	for w := range k {
		wg.Add(1)
		go func() { // worker w plays games lo..hi-1
			defer wg.Done()
			if done != nil {
				defer done(w)
			}
			p := players[w]
			for i := games * w / k; i < games*(w+1)/k; i++ {
				if ctx.Err() != nil {
					errs[w] = ctx.Err()
					return
				}
				obs, result, err := p.game(starts)
				if err != nil {
					errs[w] = err
					return
				}
				seen(w, p, obs, result)
				tick()
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// workers is how many workers play games: k, else one per CPU, never
// more than the games.
func workers(k, games int) int {
	if k <= 0 {
		k = runtime.GOMAXPROCS(0)
	}
	return max(1, min(k, games))
}

// Check says why the game of start cannot be played by its coach with
// dice the app rolls (nil when it can): one game is played.
func Check(start func(engine.Side) (engine.Core, error), newCoach func(uint64) engine.Chooser) error {
	s, err := start(engine.Home)
	if err != nil {
		return err
	}
	p := newPlayer(Options{Look: 1, Coach: newCoach}, nil, newEstimate(), 0)
	_, _, err = p.game([2]engine.Core{s, s})
	return err
}

// player plays games one after another with its own dice and coaches.
type player struct {
	r *rand.Rand
	// coaches are the game's coaches of its current game, new for each
	// game (newCoach): a coach's draws are its seed's at each entry, so
	// that the games of one pair of coaches share a style (1st & Roll's
	// home team wins 47.1% to 51.4% of 100,000 games by the seed of
	// simulate's coaches), and an estimate learned or measured on the
	// games of one pair would be its style's.
	coaches  [2]engine.Chooser
	newCoach func(seed uint64) engine.Chooser
	prev     *Estimate // the estimate whose coach plays; nil: the game's coach
	keys     *Estimate // the estimate whose keyer keys the positions
	learn    bool      // the positions' targets are looked ahead (while building)
	look     int
	obs      [][levels]uint64
	// targets are the positions' values looked ahead with prev (NaN
	// where not), the observations of a round after the first.
	targets []float64
	// call is the second call drawn with the first (-1: none); pair the
	// pair valued at the first call and made its first call's index.
	call, made int
	pair       *engine.Pair
	entries    int    // the game's entries so far
	spare      spares // the states its games and look aheads are done with
}

func newPlayer(o Options, prev, keys *Estimate, stream uint64) *player {
	r := rand.New(rand.NewPCG(o.Seed, stream))
	p := &player{r: r, prev: prev, keys: keys, learn: true, look: o.Look, call: -1}
	p.newCoach = o.Coach
	return p
}

// lambda weighs, in a round after the first, a game's later positions
// and result against a position's own look ahead (TD(λ)'s λ-return): the
// look ahead's average over the dice is steadier than one game's result,
// the result carries what the look ahead's table does not know yet.
const lambda = 0.7

// carry is the weight a round's table keeps of the one before it: a
// situation the round's games did not meet keeps its earlier value. The
// first round's games are many and the later rounds' few, so a light
// carry forgets most of what the first round met: with 0.25, three rounds
// on, a cell of the first round weighed a 64th of its games, and most of
// 4th Down's situations were read off the coarse levels alone (ball by
// quarters of the field, the clock by sixths of a half). 4th Down's
// chances against its exact values were 1.84 points off on average and
// 9.8 at the 99th percentile with 0.25, 1.56 and 7.9 with 0.5, 1.56 and
// 7.5 with 0.7, 1.73 and 8.5 with 1 (the app's sizes, before a roll's
// faces were looked ahead together).
const carry = 0.7

// maxEntries bounds a game: one that has not ended after so many entries
// is an error, not an endless loop.
const maxEntries = 100000

// stall is how many entries the estimate's coach plays by its values in
// a game; past them it chooses at random. A game whose rules let a
// situation come back with no clock run (a score, a kickoff, and the same
// score by the other team) can be played forever by two coaches who each
// find their part of the loop best; at random the loop is left.
const stall = 5000

// game plays one game from a coin flip's start and returns the keys of
// every position it passed and the home team's result.
func (p *player) game(starts [2]engine.Core) ([][levels]uint64, float64, error) {
	start := starts[p.r.IntN(2)]
	if p.prev == nil {
		p.coaches = [2]engine.Chooser{p.newCoach(p.r.Uint64()), p.newCoach(p.r.Uint64())}
	}
	s, _ := engine.SearchAgain(start, p.spare.take(start), nil)
	n := node{s: s, opener: openerOf(start), spare: &p.spare}
	p.obs, p.targets = p.obs[:0], p.targets[:0]
	for p.entries = 0; p.entries < maxEntries; p.entries++ {
		a := n.s.Next()
		if a.Done {
			st := n.s.Status()
			p.spare.done(n.s)
			return p.obs, terminal(st), nil
		}
		p.obs = append(p.obs, p.keys.keyer.keys(n.s.Status(), askKey(a), n.t, n.opener))
		l := n.s.Legal()
		if !a.Both.Follows {
			p.pair, p.made = nil, -1
		}
		if p.prev != nil && p.learn {
			p.targets = append(p.targets, p.target(n, a))
		}
		k, err := p.entry(n, a, l)
		if err != nil {
			return nil, 0, err
		}
		next := child(n, n.s.Status(), l, k)
		p.spare.done(n.s)
		n = next
	}
	return nil, 0, fmt.Errorf("estimate: a game did not end after %d entries", maxEntries)
}

// target is n's value by a short look ahead with prev; at the second
// call of a pair, the second call's mix against the first call made, as
// the pair was valued at the first.
func (p *player) target(n node, a engine.Ask) float64 {
	if a.Both.Follows && p.pair != nil && p.made >= 0 && p.made < len(p.pair.Home) {
		x := 0.0
		for j, y := range p.pair.Mix[1] {
			x += y * p.pair.Home[p.made][j]
		}
		return x
	}
	if first(a) {
		if pr, ok := p.prev.pairAt(n, p.look*len(n.s.Legal().Entries)); ok {
			p.pair = &pr
			return pr.Value
		}
	}
	return p.prev.val(n, p.look)
}

// entry is the code of the entry made at n: a face drawn by its odds, or
// a coach's choice.
func (p *player) entry(n node, a engine.Ask, l engine.Legal) (int, error) {
	switch {
	case l.Free || len(l.Entries) == 0:
		return 0, fmt.Errorf("the app cannot roll the %s: it is a value the players read and enter (%s)", a.What, a.Expect())
	case l.Chance():
		return l.CodeAt(p.r.IntN(l.Sum())), nil
	case p.prev == nil:
		tok, ok := coach.Entry(n.s, a, &p.coaches)
		if !ok {
			return 0, fmt.Errorf("no coach answers the %s", a.What)
		}
		for i, e := range l.Entries {
			if e == tok {
				return i, nil
			}
		}
		return 0, fmt.Errorf("estimate: the coach answered %q to the %s, which allows %s", tok, a.What, engine.OrList(l.Entries))
	}
	return p.choose(n, a, l), nil
}

// choose is the estimate's coach: at a pair of calls each drawn from its
// mix (the second drawn with the first, not seeing it), at a choice with
// parts each team's part from the 2×2 game's mixes, else the best choice
// for the team asked by a short look ahead (now and then, one at random:
// so that what the coach never does is met too).
func (p *player) choose(n node, a engine.Ask, l engine.Legal) int {
	e := p.prev
	call := p.call
	p.call = -1
	if p.entries > stall {
		return p.r.IntN(len(l.Entries))
	}
	if a.Both.Follows && call >= 0 && call < len(l.Entries) {
		return call
	}
	if first(a) {
		pr := p.pair
		if pr == nil || !p.learn {
			if q, ok := e.pairAt(n, p.look*len(l.Entries)); ok {
				pr = &q
			}
		}
		if pr != nil {
			p.call = pick(p.r, pr.Mix[1])
			p.made = pick(p.r, pr.Mix[0])
			return p.made
		}
	}
	if p.r.IntN(20) == 0 {
		return p.r.IntN(len(l.Entries))
	}
	if a.Parts() {
		opts, mix := e.either(n, p.look*len(l.Entries))
		h, w := opts[engine.Home][pick(p.r, mix.X[:len(opts[engine.Home])])], opts[engine.Away][pick(p.r, mix.Y[:len(opts[engine.Away])])]
		return max(slices.Index(l.Entries, a.Entry(h, w)), 0)
	}
	best, _ := e.best(n, n.s.Status(), l, p.look, 0, a.Team)
	return best
}

// pick draws an index by the chances of mix.
func pick(r *rand.Rand, mix []float64) int {
	u := r.Float64()
	for i, w := range mix {
		if u -= w; u < 0 {
			return i
		}
	}
	return len(mix) - 1
}

// calibrate plays two sets of held-out games with the game's coach: on
// the first it fits the table's recalibration (recal), on the second it
// compares the recalibrated table at their positions with their results,
// in ten bins of the estimate: its words for Measured.
func calibrate(ctx context.Context, o Options, starts [2]engine.Core, e *Estimate, tick func()) (string, error) {
	held := o
	held.Seed ^= 0x5eed0fca11b7a7e
	raw, _, err := calibration(ctx, held, starts, e, nil, o.Held, tick, fitBins, e.table.value)
	if err != nil {
		return "", err
	}
	e.recal = fit(raw)
	held.Seed ^= 0x7e57ca11b7a7e
	bins, n, err := Calibration(ctx, held, starts, e, nil, o.Held, tick)
	if err != nil {
		return "", err
	}
	worst, se := Gap(bins)
	return fmt.Sprintf("on %s games held out from its building and its recalibration (%s positions), its table's chances (before a look ahead) are calibrated within %.1f points of win chance (10 bins, each measured within %.1f points: one standard error)", engine.Thousands(float64(o.Held)), engine.Thousands(float64(n)), 100*worst, 100*se), nil
}

// Gap is a calibration's largest gap between a bin's mean estimate and
// its mean result, and the largest standard error of a bin's gap, over
// the bins of 30 positions or more.
func Gap(bins [10]Bin) (worst, se float64) {
	for _, b := range bins {
		if b.N >= 30 {
			worst = max(worst, math.Abs(b.Mean-b.Outcome))
			se = max(se, b.SE)
		}
	}
	return worst, se
}

// Bin is one bin of a calibration: the positions whose estimate fell in
// it, their mean estimate, their games' mean result, and the standard
// error of the gap between the two (the positions of a game counted
// together: they share its result).
type Bin struct {
	N                 int
	Mean, Outcome, SE float64
}

// binSums are a bin's sums: over positions, of the estimate and the
// result; over games, of each game's positions' count and gap.
type binSums struct {
	n              int
	v, y           float64
	gap2, gapN, nn float64 // Σ gap_g², Σ gap_g·n_g, Σ n_g²
	gameN          int     // the current game's positions
	gameGap        float64 // and their gaps (result − estimate)
}

// endGame adds the current game's sums.
func (b *binSums) endGame() {
	g, n := b.gameGap, float64(b.gameN)
	b.gap2 += g * g
	b.gapN += g * n
	b.nn += n * n
	b.gameN, b.gameGap = 0, 0
}

// add adds o's sums to b.
func (b *binSums) add(o binSums) {
	b.n += o.n
	b.v += o.v
	b.y += o.y
	b.gap2 += o.gap2
	b.gapN += o.gapN
	b.nn += o.nn
}

// bin is the bin of b's sums: the gap's standard error clustered by
// game, Σ_g (gap_g − d·n_g)² / N², d the mean gap.
func (b binSums) bin() Bin {
	if b.n == 0 {
		return Bin{}
	}
	n := float64(b.n)
	d := (b.y - b.v) / n
	v := max(b.gap2-2*d*b.gapN+d*d*b.nn, 0) / (n * n)
	return Bin{N: b.n, Mean: b.v / n, Outcome: b.y / n, SE: math.Sqrt(v)}
}

// Calibration plays games of the game's own coach (o's seed and
// workers), as a league's are played, or where by is set of by's coach
// (its best choices by a look ahead of o.Look positions), and bins the
// table's estimate (recalibrated) at each of their positions (a tenth of
// win chance a bin) with the game's result: a calibrated estimate's bins
// have a mean estimate near their mean result.
func Calibration(ctx context.Context, o Options, starts [2]engine.Core, e, by *Estimate, games int, tick func()) ([10]Bin, int, error) {
	bins, n, err := calibration(ctx, o, starts, e, by, games, tick, 10, e.chance)
	return [10]Bin(bins), n, err
}

// calibration is Calibration in nbins bins of the chance read by value.
func calibration(ctx context.Context, o Options, starts [2]engine.Core, e, by *Estimate, games int, tick func(), nbins int, value func(*[levels]uint64) float64) ([]Bin, int, error) {
	o.defaults()
	if tick == nil {
		tick = func() {}
	}
	k := workers(o.Workers, games)
	per := make([][]binSums, k)
	players := make([]*player, k)
	for w := range k {
		players[w] = newPlayer(o, by, e, 1<<40|uint64(w))
		players[w].learn = false
		per[w] = make([]binSums, nbins)
	}
	err := playAll(ctx, players, starts, games, tick, func(w int, _ *player, obs [][levels]uint64, result float64) {
		bs := per[w]
		for i := range obs {
			v := value(&obs[i])
			b := &bs[min(int(v*float64(nbins)), nbins-1)]
			b.n++
			b.v += v
			b.y += result
			b.gameN++
			b.gameGap += result - v
		}
		for i := range bs {
			bs[i].endGame()
		}
	}, nil)
	sums := make([]binSums, nbins)
	for _, pb := range per {
		for i, b := range pb {
			sums[i].add(b)
		}
	}
	bins := make([]Bin, nbins)
	n := 0
	for i, b := range sums {
		bins[i] = b.bin()
		n += b.n
	}
	return bins, n, err
}
