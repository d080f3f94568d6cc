package tracker

import (
	"crypto/rand"
	"encoding/binary"
	"strconv"

	"github.com/fourthdown/fourthdown/engine"
)

// Roller rolls a die for `play --digital`. Only digital dice roll in the
// app; real dice arrive as entries.
type Roller interface {
	Roll(d engine.Die) int
}

// OSDice rolls with the operating system's random source (crypto/rand):
// no seed to guess, nothing to replay.
type OSDice struct{}

// Roll returns a uniformly random face of d.
func (OSDice) Roll(d engine.Die) int {
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

// RollAsk rolls the die a game asks for (--digital): a face of a numbered
// die, or one of the faces the game lists, as the record writes it.
func RollAsk(r Roller, a engine.Ask) string {
	if a.Die.Sides > 0 {
		return strconv.Itoa(r.Roll(a.Die))
	}
	if len(a.Faces) == 0 {
		return ""
	}
	return a.Faces[r.Roll(engine.Die{Sides: len(a.Faces), Min: 0})]
}
