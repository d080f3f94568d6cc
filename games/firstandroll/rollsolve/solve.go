// Package rollsolve solves 1st & Roll exactly for a set of dice: the
// value of every situation (the home team's chance to win, a tie counting
// half) and of every secret call, both teams at their best.
//
// It knows no rule. From each situation it drives the game's own fold
// (firstandroll.State: Legal, Apply on a copy) and reads what can follow:
// the faces of each die with their weights, each team's choices, the two
// secret calls of a play (a matrix game, F11) and the timeouts each team
// may take for itself (a 2×2 matrix game, F27), down to the situations the
// play can end in (State.Situation) and the points scored on the way.
// States the fold reaches alike (their Fingerprint) are one node.
//
// The score is a dimension of the value, not of the graph: the rules read
// the score only when the second half ends, so every situation has one
// value for each margin (home − away) from −M to M, a margin beyond
// counting as ±M. The clock marker only moves forward, but within one
// clock space plays, kicks and turnovers can follow each other without
// end: the values of one space are a fixed point, found by value
// iteration (Gauss-Seidel, to a change below Tol), and the spaces are
// solved backward from the end of the game, overtime first, as Shapley's
// stochastic games are.
package rollsolve

import (
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// Options say what game to solve and how.
type Options struct {
	House firstandroll.House
	Dice  *firstandroll.DiceSet
	// Margin is M: values for margins −M..M (default 24).
	Margin int
	// Tol: a clock space is solved when a sweep changes no value by more
	// (default 1e-13).
	Tol float64
	// Progress, when set, hears the share of clock spaces solved.
	Progress func(done float64)
}

// Stats are what a solve measured.
type Stats struct {
	Situations int
	Nodes      int
	Edges      int
	Applies    int64 // entries the fold applied to build the graph
	Build      time.Duration
	Solve      time.Duration
	Sweeps     int
	Layers     []Layer
}

// Layer is one clock space's solve.
type Layer struct {
	Half, Marker int
	Situations   int
	Sweeps       int
	Time         time.Duration
}

// Solution is the value of every situation reachable from the kickoff.
type Solution struct {
	Opts  Options
	M, L  int
	Stats Stats
	b     *builder
	val   []float64 // [situation][L]
	ev    evaluator
}

// Solve builds the graph of the game from the opening kickoff (either
// team receiving) and solves it.
func Solve(opts Options) (*Solution, error) {
	if opts.Dice == nil {
		return nil, fmt.Errorf("1st & Roll is solved for a set of dice: a dice-set file lists their faces (F30)")
	}
	if opts.Margin <= 0 {
		opts.Margin = 24
	}
	if opts.Tol <= 0 {
		opts.Tol = 1e-13
	}
	sol := &Solution{Opts: opts, M: opts.Margin, L: 2*opts.Margin + 1}
	t0 := time.Now()
	sol.b = newBuilder(opts.House, opts.Dice)
	for _, r := range engine.Sides {
		s := firstandroll.NewHouse(r, opts.House)
		sit, _ := s.Situation()
		sol.b.situation(sit)
	}
	if err := sol.b.all(); err != nil {
		return nil, err
	}
	b := sol.b
	sol.Stats.Build = time.Since(t0)
	sol.Stats.Situations, sol.Stats.Nodes, sol.Stats.Edges, sol.Stats.Applies = len(b.sits), len(b.nodes), len(b.edges), b.applies
	sol.val = make([]float64, len(b.sits)*sol.L)
	for i := range sol.val {
		sol.val[i] = 0.5
	}
	sol.ev = newEvaluator(sol)
	t1 := time.Now()
	sol.solve()
	sol.Stats.Solve = time.Since(t1)
	return sol, nil
}

// layerOf orders clock spaces backward: overtime, then the second half,
// then the first, each from its last space.
func layerOf(s firstandroll.Situation) int { return -(s.Half*64 + s.Marker) }

// order is the situations by clock space, in the order they are solved.
func (sol *Solution) order() [][]int32 {
	b := sol.b
	all := make([]int32, len(b.sits))
	for i := range all {
		all[i] = int32(i)
	}
	sort.SliceStable(all, func(x, y int) bool { return layerOf(b.sits[all[x]]) < layerOf(b.sits[all[y]]) })
	var out [][]int32
	for i := 0; i < len(all); {
		j := i
		for j < len(all) && layerOf(b.sits[all[j]]) == layerOf(b.sits[all[i]]) {
			j++
		}
		out = append(out, all[i:j])
		i = j
	}
	return out
}

func (sol *Solution) solve() {
	done := 0
	for _, layer := range sol.order() {
		t := time.Now()
		sw := sol.fixedPoint(layer)
		s := sol.b.sits[layer[0]]
		sol.Stats.Layers = append(sol.Stats.Layers, Layer{Half: s.Half, Marker: s.Marker, Situations: len(layer), Sweeps: sw, Time: time.Since(t)})
		sol.Stats.Sweeps += sw
		done += len(layer)
		if sol.Opts.Progress != nil {
			sol.Opts.Progress(float64(done) / float64(len(sol.b.sits)))
		}
	}
	sol.ev.space = program{}
}

// fixedPoint sweeps the situations of one clock space until no value
// changes by more than Tol; it returns the sweeps made. Each situation's
// program is compiled once, its nodes worked out again at every sweep
// from the values of the situations before it in the sweep, as they are
// now (Gauss-Seidel).
func (sol *Solution) fixedPoint(sits []int32) int {
	progs := sol.compileLayer(sits)
	for sweep := 1; ; sweep++ {
		worst := 0.0
		for k, i := range sits {
			v := sol.ev.run(progs[k])
			dst := sol.val[int(i)*sol.L : int(i+1)*sol.L]
			for m, x := range v {
				worst = max(worst, math.Abs(x-dst[m]))
				dst[m] = x
			}
		}
		if worst <= sol.Opts.Tol || sweep >= 100000 {
			return sweep
		}
	}
}

// compileLayer is the programs of situations sits, one clock space, each
// from the slot after the nodes whose values stay the same while it is
// solved (they read none of its situations), worked out here once.
func (sol *Solution) compileLayer(sits []int32) []program {
	ev := &sol.ev
	in := make([]bool, len(sol.b.sits))
	for _, i := range sits {
		in[i] = true
	}
	ev.cur++
	ev.layer = ev.cur
	all := program{code: ev.space.code[:0], probs: ev.space.probs[:0]}
	for _, i := range sits {
		ev.constants(sol.b.root[i], in, &all)
	}
	pre, preEnd := all.slots, [2]int{len(all.code), len(all.probs)}
	progs := make([]program, len(sits))
	ends := make([][2]int, len(sits))
	for k, i := range sits {
		ev.cur++
		all.slots = pre
		progs[k].first, progs[k].root = pre, ev.compile(sol.b.root[i], &all)
		progs[k].slots = all.slots
		ends[k] = [2]int{len(all.code), len(all.probs)}
	}
	ev.space = all
	ev.run(program{code: all.code[:preEnd[0]], probs: all.probs[:preEnd[1]], slots: pre})
	ev.layer = 0
	from := preEnd
	for k := range progs {
		progs[k].code, progs[k].probs = all.code[from[0]:ends[k][0]], all.probs[from[1]:ends[k][1]]
		from = ends[k]
	}
	return progs
}

// Value is the home team's value of situation sit at margin (home −
// away), false when the situation is not one the game reaches.
func (sol *Solution) Value(sit firstandroll.Situation, margin int) (float64, bool) {
	i, ok := sol.b.index[sit]
	if !ok {
		return 0, false
	}
	return sol.val[int(i)*sol.L+sol.clamp(margin)], true
}

func (sol *Solution) clamp(m int) int { return min(max(m, -sol.M), sol.M) + sol.M }

// Start is the home team's value before the opening kickoff when
// receiver receives it.
func (sol *Solution) Start(receiver engine.Side) float64 {
	s := firstandroll.NewHouse(receiver, sol.Opts.House)
	sit, _ := s.Situation()
	v, _ := sol.Value(sit, 0)
	return v
}

// Calls is the secret calls' game in situation sit (a play or a
// two-point try) at margin: each offense call's value against each
// defense colour (home's values), the calls and colours, and the
// equilibrium.
func (sol *Solution) Calls(sit firstandroll.Situation, margin int) (calls, colours []string, g Matrix, mix Mix, ok bool) {
	i, found := sol.b.index[sit]
	if !found {
		return nil, nil, g, mix, false
	}
	n := sol.b.nodes[sol.b.root[i]]
	if n.kind != kMatrix {
		return nil, nil, g, mix, false
	}
	calls, colours = sol.b.names(sol.b.root[i])
	g, mix = sol.ev.matrixAt(sol.b.root[i], sol.clamp(margin))
	return calls, colours, g, mix, true
}
