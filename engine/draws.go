package engine

import (
	"math/bits"
	"math/rand/v2"
)

// Draws is a PCG generator (math/rand/v2) that draws as rand.New(&pcg)
// does, the same numbers from the same seed, without a call through
// rand.Source at each draw: a search draws at nearly every entry (a
// die's face, a coach's call). Seed and Uint64 are the PCG's.
//
// A generator is written at every draw, so it keeps cache lines of its
// own (the padding, 128 bytes in all): two workers' generators, or two
// coaches', made one after the other would otherwise share a line, and
// each core would wait for the other's copy of it at every draw (false
// sharing). 1st & Roll's simulate on two workers took about a quarter
// less time once they did not.
type Draws struct {
	rand.PCG
	_ [112]byte
}

// NewDraws is a generator seeded with (seed1, seed2), rand.NewPCG's.
func NewDraws(seed1, seed2 uint64) *Draws {
	d := &Draws{}
	d.Seed(seed1, seed2)
	return d
}

// IntN is a number from 0 up to n drawn evenly: rand.Rand's IntN of the
// same generator, number for number (its reduction of a 64-bit draw by
// multiplication, which it makes on 32-bit machines too). It panics when
// n is not positive, as IntN does.
func (d *Draws) IntN(n int) int {
	if n <= 0 {
		panic("engine: Draws.IntN of no numbers")
	}
	m, x := uint64(n), d.Uint64()
	if m&(m-1) == 0 { // a power of two: masked
		return int(x & (m - 1))
	}
	hi, lo := bits.Mul64(x, m)
	if lo < m {
		return d.again(hi, lo, m)
	}
	return int(hi)
}

// again is IntN's draw of m numbers whose first draw (hi, lo) fell where
// it may be biased: drawn again until it falls past -m%m, as rand.Rand
// does; apart, so that IntN's usual path is small enough to inline.
func (d *Draws) again(hi, lo, m uint64) int {
	thresh := -m % m
	for lo < thresh {
		hi, lo = bits.Mul64(d.Uint64(), m)
	}
	return int(hi)
}

// Intner draws a number from 0 up to n evenly: a *rand.Rand or a
// *Draws.
type Intner interface {
	IntN(n int) int
}
