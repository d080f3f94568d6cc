package rollsolve

import (
	"math"
	"slices"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// The graph of the game: what can follow each situation, found by driving
// the fold. A node is a point of the fold where something is asked: a die
// (chance, with the weights State.Legal gives), a choice of one team
// (decide), the secret calls (matrix: the offense's calls by the
// defense's colours), the timeout each team may take for itself (either),
// or what a play ends in: a situation (leaf, with the points scored since
// the situation the play began in), the end of the second half (endReg,
// valued by the margin) or the end of the game (term).
type nodeKind uint8

const (
	kLeaf nodeKind = iota
	kTerm
	kEndReg
	kChance
	kDecide
	kMatrix
	kEither
)

type node struct {
	kind  nodeKind
	team  engine.Side // decide: who chooses; matrix: the offense; either: whose timeout is taken when both take one
	rows  uint8       // matrix: the offense's calls; either: home's options (no, or no and a timeout)
	cols  uint8       // matrix: the defense's colours (1 for a call it does not answer); either: away's
	delta int16       // leaf, endReg: home's points less away's since the situation began
	sit   int32       // leaf: the situation; endReg: the tied game's (overtime or tie)
	first int32       // chance, decide, matrix, either: the children, edges[first:first+n]
	n     int32
	term  float64 // term: the home team's value
}

// rowTeam is who chooses a matrix's rows: the offense's calls, or home's
// timeout.
func (n *node) rowTeam() engine.Side {
	if n.kind == kMatrix {
		return n.team
	}
	return engine.Home
}

// chainEps bounds a chain of repeated rolls (F14's breakaway: a circled
// face rolls the die again, without end): a repeat whose chance, as a
// power of the chain's length, falls below it is not followed and the
// die's other faces share its weight. Every value is off by at most that
// much per play.
const chainEps = 1e-17

// builder drives the fold from situations and keeps the graph.
type builder struct {
	house firstandroll.House
	dice  *firstandroll.DiceSet
	nodes []node
	edges []int32
	probs []float64 // chance: each edge's chance
	// labels are each matrix node's rows' calls, then its columns' colours
	labels map[int32][]string
	memo   memo[memoKey]
	ends   map[endKey]int32 // leaf, term and endReg nodes, one of each
	// leaves are the leaf nodes by their situation and points: a play's
	// end found again in one look-up, not the situation's index and then
	// its node
	leaves memo[leafKey]
	// kids are the children of the chance nodes being built, in the
	// recursion's order: each takes its own from the end.
	kids  []kid
	sits  []firstandroll.Situation
	index map[firstandroll.Situation]int32
	// pending situations, found as leaves, not yet built
	queue   []int32
	root    []int32
	applies int64
	// frames are the state an entry is applied to and the fold's reports
	// of it at each depth of build's recursion (frame), kept from one
	// entry to the next: a state made at each would be a new one on the
	// heap (the recursion lets nothing stay on the stack).
	frames []*frame
	level  int
	start  firstandroll.State // the situation all builds
}

// frame is an entry being applied: the state after it (st: s, a copy of
// the state it is applied to, or that state itself) and what the fold
// reported.
type frame struct {
	st  *firstandroll.State
	s   firstandroll.State
	evs []firstandroll.Event
}

// kid is a chance node's child and its weight.
type kid struct {
	id int32
	w  float64
}

// endKey is what tells the nodes a play ends in apart.
type endKey struct {
	kind  nodeKind
	delta int16
	sit   int32
	term  float64
}

func newBuilder(h firstandroll.House, d *firstandroll.DiceSet) *builder {
	return &builder{house: h, dice: d, memo: newMemo[memoKey](), ends: map[endKey]int32{}, leaves: newMemo[leafKey](), labels: map[int32][]string{},
		index: map[firstandroll.Situation]int32{}}
}

// names are matrix node n's rows' calls and columns' colours.
func (b *builder) names(n int32) (rows, cols []string) {
	l := b.labels[n]
	r := b.nodes[n].rows
	return l[:r], l[r:]
}

// situation is the index of sit, queued to be built when new.
func (b *builder) situation(sit firstandroll.Situation) int32 {
	if i, ok := b.index[sit]; ok {
		return i
	}
	i := int32(len(b.sits))
	b.sits, b.index[sit] = append(b.sits, sit), i
	b.root = append(b.root, -1)
	b.queue = append(b.queue, i)
	return i
}

// all builds every situation reachable from the situations queued.
func (b *builder) all() error {
	for len(b.queue) > 0 {
		i := b.queue[0]
		b.queue = b.queue[1:]
		st, err := b.sits[i].State(b.house)
		if err != nil {
			return err
		}
		// build consumes its state, its frames pointing to it: the
		// builder's own, not one on the heap for each situation
		b.start = st.WithDice(b.dice)
		b.root[i] = b.build(&b.start, 0)
	}
	return nil
}

func (b *builder) add(n node) int32 {
	b.nodes = append(room(b.nodes, 1), n)
	return int32(len(b.nodes) - 1)
}

// link adds node n (its kind and what it keeps) with children kids, their
// chances probs (nil: none), and is its id.
func (b *builder) link(n node, kids []int32, probs []float64) int32 {
	n.first, n.n = int32(len(b.edges)), int32(len(kids))
	b.edges = append(room(b.edges, len(kids)), kids...)
	b.probs = room(b.probs, len(kids))
	if probs == nil {
		b.probs = b.probs[:len(b.probs)+len(kids)]
		clear(b.probs[len(b.probs)-len(kids):])
	} else {
		b.probs = append(b.probs, probs...)
	}
	return b.add(n)
}

// room is s with room for n more, its capacity doubled when short (append
// grows a long slice by a quarter, copying it over and over).
func room[T any](s []T, n int) []T {
	if len(s)+n <= cap(s) {
		return s
	}
	t := make([]T, len(s), 2*cap(s)+n)
	copy(t, s)
	return t
}

// end is the one node of what a play ends in.
func (b *builder) end(n node) int32 {
	k := endKey{n.kind, n.delta, n.sit, n.term}
	if i, ok := b.ends[k]; ok {
		return i
	}
	i := b.add(n)
	b.ends[k] = i
	return i
}

// after is the node for the state c reached by an entry that reported
// evs: what the play ends in when c is between plays, else c's own node.
func (b *builder) after(c *firstandroll.State, evs []firstandroll.Event, depth uint8) int32 {
	delta := int16(c.Score[engine.Home] - c.Score[engine.Away])
	for i := range evs {
		if e := &evs[i]; e.Kind == firstandroll.EvHalfOver && e.Points == 2 {
			// The second half is over: the margin decides, a tie asks
			// overtime or tie.
			t := firstandroll.Situation{Kind: firstandroll.SitOvertime, Half: 2, Marker: c.LastMarker()}
			return b.end(node{kind: kEndReg, delta: delta, sit: b.situation(t)})
		}
	}
	var sit firstandroll.Situation
	ok := c.SituationTo(&sit)
	switch {
	case ok && sit.Kind == firstandroll.SitOver:
		v := 0.5
		if !c.Tie {
			v = float64(1 - int(c.Winner)) // home 1, away 0
		}
		return b.end(node{kind: kTerm, term: v})
	case ok:
		k := leafOf(&sit, delta)
		h := k.hash(b.leaves.salt)
		i, found := b.leaves.get(&k, h)
		if !found {
			i = b.end(node{kind: kLeaf, delta: delta, sit: b.situation(sit)})
			b.leaves.put(&k, h, i)
		}
		return i
	}
	return b.build(c, depth)
}

// built is the node built for the state of key k, false when none was.
func (b *builder) built(k memoKey) (int32, bool) { return b.memo.get(&k, k.hash(b.memo.salt)) }

// build is the node of state s (in the middle of a play, or a situation's
// own start), memoized by its fingerprint. It consumes s: the last entry
// of a node is applied to its state itself, read no more, rather than to
// a copy of it.
func (b *builder) build(s *firstandroll.State, depth uint8) int32 {
	key := memoKey{depth: depth}
	s.FingerprintTo(&key.fp)
	h := key.hash(b.memo.salt)
	if i, ok := b.memo.get(&key, h); ok {
		return i
	}
	var id int32
	a := s.Next()
	legal := s.Legal()
	switch {
	case legal.Weights != nil:
		id = b.chance(s, legal, depth)
	case a.Kind == firstandroll.AskCall:
		id = b.matrix(s, legal.Entries)
	case a.Kind == firstandroll.AskTimeout:
		id = b.either(s, legal.Entries)
	default:
		kids := make([]int32, len(legal.Entries))
		for k := range legal.Entries {
			kids[k] = b.apply(s, k, 0, k == len(legal.Entries)-1)
		}
		id = b.link(node{kind: kDecide, team: a.Team}, kids, nil)
	}
	b.memo.put(&key, h, id)
	return id
}

// apply is the node after entering entry k of s's Legal (its code), on s
// itself when last (the last entry s is given).
func (b *builder) apply(s *firstandroll.State, k int, depth uint8, last bool) int32 {
	f := b.frame(s, last)
	defer b.release()
	b.applies++
	if err := f.st.ApplyCodeEvents(k, &f.evs); err != nil {
		panic("rollsolve: the fold refused an entry its Legal lists: " + err.Error())
	}
	return b.after(f.st, f.evs, depth)
}

// frame is the state to apply an entry to, in the frame of the depth of
// the recursion, until release: a copy of s, or s itself when last (the
// last entry s is given: s is read no more).
func (b *builder) frame(s *firstandroll.State, last bool) *frame {
	if b.level == len(b.frames) {
		b.frames = append(b.frames, &frame{})
	}
	f := b.frames[b.level]
	if last {
		f.st = s
	} else {
		f.s, f.st = *s, &f.s
	}
	f.evs = f.evs[:0]
	b.level++
	return f
}

func (b *builder) release() { b.level-- }

// chance is a roll: each face by its weight; a face that asks the same die
// again (a breakaway) deepens the chain, cut at chainEps.
func (b *builder) chance(s *firstandroll.State, legal engine.Legal, depth uint8) int32 {
	a := s.Next()
	total := 0
	for _, w := range legal.Weights {
		total += w
	}
	base := len(b.kids)
	kept := 0.0
	for k := range legal.Entries {
		f := b.frame(s, k == len(legal.Entries)-1)
		b.applies++
		if err := f.st.ApplyCodeEvents(k, &f.evs); err != nil {
			panic("rollsolve: the fold refused a face its Legal lists: " + err.Error())
		}
		w := float64(legal.Weights[k]) / float64(total)
		d := uint8(0)
		if n := f.st.Next(); n.Kind == a.Kind && n.Colour == a.Colour && f.st.Legal().Weights != nil {
			d = depth + 1
			if math.Pow(w, float64(d)) < chainEps {
				b.release()
				continue
			}
		}
		id := b.after(f.st, f.evs, d)
		b.kids = append(b.kids, kid{id, w})
		b.release()
		kept += w
	}
	kids := b.kids[base:]
	id := b.add(node{kind: kChance, first: int32(len(b.edges)), n: int32(len(kids))})
	b.edges, b.probs = room(b.edges, len(kids)), room(b.probs, len(kids))
	for _, k := range kids {
		b.edges = append(b.edges, k.id)
		b.probs = append(b.probs, k.w/kept)
	}
	b.kids = b.kids[:base]
	return id
}

// matrix is the secret calls (F11): each offense call by each defense
// colour; a call the defense does not answer (fg, punt, hail) is one
// child for every column.
func (b *builder) matrix(s *firstandroll.State, calls []string) int32 {
	cols := []string{"red", "yellow", "green"}
	kids := make([]int32, 0, len(calls)*len(cols))
	for k := range calls {
		f := b.frame(s, false)
		b.applies++
		if err := f.st.ApplyCode(k); err != nil {
			panic("rollsolve: the fold refused a call its Legal lists: " + err.Error())
		}
		if f.st.Next().Kind != firstandroll.AskDefCall {
			id := b.after(f.st, nil, 0)
			for range cols {
				kids = append(kids, id)
			}
			b.release()
			continue
		}
		colours := f.st.Legal().Entries
		for k := range colours {
			kids = append(kids, b.apply(f.st, k, 0, k == len(colours)-1))
		}
		b.release()
	}
	id := b.link(node{kind: kMatrix, team: s.Next().Team, rows: uint8(len(calls)), cols: uint8(len(cols))}, kids, nil)
	b.labels[id] = append(calls[:len(calls):len(calls)], cols...)
	return id
}

// either is the clock about to move (F27): each team that has a timeout
// may take one for itself, not knowing the other's answer; the entry is
// the engine's (Ask.Entry). Children: home's options by away's.
func (b *builder) either(s *firstandroll.State, choices []string) int32 {
	a := s.Next()
	ea := engine.Ask{Team: a.Team, Choices: choices, Both: engine.Simultaneous{Secret: true, Pass: choices[0]}}
	opts := [2][]string{{"no"}, {"no"}}
	for _, side := range engine.Sides {
		for _, c := range choices {
			if c == side.String() {
				ea.Both.Own[side] = []string{c}
				opts[side] = append(opts[side], c)
			}
		}
	}
	var kids []int32
	for _, h := range opts[engine.Home] {
		for _, w := range opts[engine.Away] {
			kids = append(kids, b.apply(s, slices.Index(choices, ea.Entry(h, w)), 0, false))
		}
	}
	return b.link(node{kind: kEither, team: a.Team, rows: uint8(len(opts[engine.Home])), cols: uint8(len(opts[engine.Away]))}, kids, nil)
}
