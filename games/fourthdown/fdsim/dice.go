package fdsim

import (
	"math/bits"

	"github.com/fourthdown/fourthdown/games/fourthdown"
)

// Dice are digital dice: a wyrand generator (64-bit state, one 128-bit
// multiply per number; passes BigCrush and PractRand), each die read without
// bias with Lemire's multiply-and-reject.
type Dice struct {
	state uint64
}

// Seed restarts the dice: the same (seed, stream) give the same rolls.
func (d *Dice) Seed(seed, stream uint64) {
	d.state = mix(mix(seed) ^ stream)
}

const (
	wyP0 = 0xa0761d6478bd642f
	wyP1 = 0xe7037ed1a0b428db
)

// Uint64 is the next 64 random bits.
func (d *Dice) Uint64() uint64 {
	d.state += wyP0
	hi, lo := bits.Mul64(d.state, d.state^wyP1)
	return hi ^ lo
}

// Roll returns a uniform face index 0..sides-1 (sides ≥ 1).
func (d *Dice) Roll(sides uint64) uint64 {
	hi, lo := bits.Mul64(d.Uint64(), sides)
	if lo < sides {
		return d.reject(sides, hi, lo)
	}
	return hi
}

// reject is Lemire's rare rejection step, out of line so that Roll inlines.
//
//go:noinline
func (d *Dice) reject(sides, hi, lo uint64) uint64 {
	t := -sides % sides
	for lo < t {
		hi, lo = bits.Mul64(d.Uint64(), sides)
	}
	return hi
}

// mix is a step of splitmix64: spreads a seed's bits.
func mix(x uint64) uint64 { return fourthdown.Mix(x + 0x9e3779b97f4a7c15) }
