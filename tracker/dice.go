package tracker

import (
	"crypto/rand"
	"encoding/binary"

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

// Roll rolls the die a game asks for (--digital, simulate) from what its
// core lists (engine.Legal): a face as likely as the die shows it, as the
// record writes it; "" when the app cannot roll it (Legal.Rollable).
func Roll(r Roller, l engine.Legal) string {
	if k := RollCode(r, &l); k >= 0 {
		return l.Entries[k]
	}
	return ""
}

// RollCode is Roll's face as its code, its index in l.Entries (for a
// search state, engine.Coded); -1 when the app cannot roll it.
func RollCode(r Roller, l *engine.Legal) int {
	if !l.Rollable() {
		return -1
	}
	return l.CodeAt(r.Roll(engine.Die{Sides: l.Sum(), Min: 0}))
}

// RollSums is RollCode of a roll said in brief (engine.Odds: sums, the
// running sums of Legal's weights): the same draw from r, the same code;
// -1 when the app cannot roll it (no sums, or no face to show).
func RollSums(r Roller, sums []int) int {
	if len(sums) == 0 {
		return -1
	}
	return engine.SumsCode(sums, r.Roll(engine.Die{Sides: sums[len(sums)-1], Min: 0}))
}
