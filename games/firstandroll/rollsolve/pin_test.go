package rollsolve

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"testing"

	"github.com/fourthdown/fourthdown/games/firstandroll"
)

// TestValuesPinned: every value of the short house game (margins ±3 and
// ±30), and at each play and try its calls' game (the matrix and the
// equilibrium: mixes, value and gap), are bit for bit what they were
// when the hash was taken (895ee29 and 54c61e9 alike; taken again when
// overtime's receiver became a coin toss): a change to the solver's
// speed changes no bit. The situations are
// hashed in the order of their fields, not of the graph's building.
func TestValuesPinned(t *testing.T) {
	for _, c := range []struct {
		name  string
		solve func() (*Solution, error)
		want  string
	}{
		{"±3", shortGame, pinnedShort},
		{"±30", wideGame, "fd1ae259125940be"},
	} {
		sol, err := c.solve()
		if err != nil {
			t.Fatal(err)
		}
		if got := valuesHash(sol); got != c.want {
			t.Errorf("the short house game at %s: values hash %s, want %s", c.name, got, c.want)
		}
	}
}

// pinnedShort is the hash of the short house game's values at ±3.
const pinnedShort = "9ef30d1bb4c8dcf6"

// valuesHash is an FNV-1a hash of every situation's values and calls'
// game, the situations in the order of their fields.
func valuesHash(sol *Solution) string {
	h := fnv.New64a()
	var buf [8]byte
	put := func(x float64) {
		binary.LittleEndian.PutUint64(buf[:], math.Float64bits(x))
		h.Write(buf[:])
	}
	sits := slices.Clone(sol.b.sits)
	slices.SortFunc(sits, func(x, y firstandroll.Situation) int {
		return cmp.Compare(fmt.Sprintf("%+v", x), fmt.Sprintf("%+v", y))
	})
	for _, sit := range sits {
		fmt.Fprintf(h, "%+v", sit)
		for m := -sol.M; m <= sol.M; m++ {
			v, _ := sol.Value(sit, m)
			put(v)
			_, _, g, mix, ok := sol.Calls(sit, m)
			if !ok {
				continue
			}
			for r := range g.R {
				for k := range g.C {
					put(g.A[r][k])
				}
			}
			for _, x := range mix.X[:g.R] {
				put(x)
			}
			for _, y := range mix.Y[:g.C] {
				put(y)
			}
			put(mix.Value)
			put(mix.Gap)
		}
	}
	return fmt.Sprintf("%016x", h.Sum64())
}

// TestGraphPinned: the play graph of the benchmark's situation (the
// rules' game, the sample dice) and the short house game's whole graph
// are, node for node and in their order, what they were when the hashes
// were taken (7b52328; the short house game's again when overtime's
// receiver became a coin toss): every node's kind and fields, every edge and its
// chance's bits, every matrix's labels, the situations reached in the
// order they were found, and the entries applied. A change to the
// builder's speed changes none of it.
func TestGraphPinned(t *testing.T) {
	if got, want := graphHash(playGraph(t, benchPlay)), "10c5be38e64ffde6"; got != want {
		t.Errorf("the play graph of %+v: hash %s, want %s", benchPlay, got, want)
	}
	sol, err := shortGame()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := graphHash(sol.b), "56f65b75b5cf0183"; got != want {
		t.Errorf("the short house game's graph: hash %s, want %s", got, want)
	}
}

// graphHash is an FNV-1a hash of everything b built, in its order.
func graphHash(b *builder) string {
	h := fnv.New64a()
	var buf [8]byte
	put := func(x uint64) {
		binary.LittleEndian.PutUint64(buf[:], x)
		h.Write(buf[:])
	}
	for i, n := range b.nodes {
		put(uint64(n.kind))
		put(uint64(n.team))
		put(uint64(n.rows))
		put(uint64(n.cols))
		put(uint64(n.delta))
		put(uint64(n.sit))
		put(uint64(n.first))
		put(uint64(n.n))
		put(math.Float64bits(n.term))
		if n.kind == kMatrix {
			rows, cols := b.names(int32(i))
			fmt.Fprintf(h, "%q%q", rows, cols)
		}
	}
	for i, e := range b.edges {
		put(uint64(e))
		put(math.Float64bits(b.probs[i]))
	}
	for i, s := range b.sits {
		fmt.Fprintf(h, "%+v", s)
		put(uint64(b.root[i]))
	}
	put(uint64(b.applies))
	return fmt.Sprintf("%016x", h.Sum64())
}
