package tracker

import (
	"crypto/rand"
	"encoding/binary"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
)

// Roller rolls a die for `play --digital`. Only digital dice roll in the
// app; real dice arrive as entries.
type Roller interface {
	Roll(d fourthdown.Die) int
}

// OSDice rolls with the operating system's random source (crypto/rand):
// no seed to guess, nothing to replay.
type OSDice struct{}

// Roll returns a uniformly random face of d.
func (OSDice) Roll(d fourthdown.Die) int {
	if d.Sides < 1 {
		return d.Min
	}
	// Rejection sampling keeps every face equally likely.
	n := uint64(d.Sides)
	limit := ^uint64(0) - ^uint64(0)%n
	var b [8]byte
	for {
		rand.Read(b[:])
		v := binary.LittleEndian.Uint64(b[:])
		if v < limit {
			return d.Min + int(v%n)
		}
	}
}
