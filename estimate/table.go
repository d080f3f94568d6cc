package estimate

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
)

// A situation's key is read off what every game shares (engine.Status)
// and what is asked, at five levels from the finest to the coarsest. The
// finest tells apart every status, the ask (its words and team) and the
// entries made since the status last changed (the tail: a roll whose
// face the status does not show yet, as a drive's distance before the
// 4th-down decision); each coarser level drops or groups more, so that a
// situation seldom met borrows from its neighbours (shrinkage): its value
// is its own cell's mean pulled toward the coarser level's by a prior
// weight of shrink observations.
const (
	levels = 5
	shrink = 40.0
	// maxTail is how many entries since the status changed the key holds.
	maxTail = 3
)

// tail is the codes of the entries since the status last changed, up to
// maxTail, each code plus one (0: none).
type tail [maxTail]uint8

// push is t with code k added (the oldest dropped when full).
func (t tail) push(k int) tail {
	copy(t[:], t[1:])
	t[maxTail-1] = uint8(min(k+1, 255))
	return t
}

// cell is a key's observations: their sum and how many (float32: a
// table holds millions).
type cell struct {
	sum, n float32
}

// table holds the observations of each level, by key.
type table struct {
	cells [levels]map[uint64]cell
}

func newTable() *table {
	t := &table{}
	for i := range t.cells {
		t.cells[i] = map[uint64]cell{}
	}
	return t
}

// keyer packs a situation's keys: the asks are numbered as they are met
// (their words and team), and a table reads them by that number.
type keyer struct {
	asks map[string]uint16
	mu   *sync.Mutex // held to number a new ask
}

func newKeyer() keyer { return keyer{asks: map[string]uint16{}, mu: &sync.Mutex{}} }

// clone is an independent copy of k.
func (k keyer) clone() keyer {
	c := newKeyer()
	maps.Copy(c.asks, k.asks)
	return c
}

// askID is the number of ask a (a new one is numbered when add is set;
// else 0xffff for an ask never met).
// Numbering a new ask (add) takes the lock; reading one does not, and is
// done only where no ask is added meanwhile.
func (k *keyer) askID(a engine.Ask, add bool) uint16 {
	name := a.Team.String() + "\x00" + a.What
	if add {
		k.mu.Lock()
		defer k.mu.Unlock()
	}
	if id, ok := k.asks[name]; ok {
		return id
	}
	if !add || len(k.asks) >= 0xfffe {
		return 0xffff
	}
	id := uint16(len(k.asks))
	k.asks[name] = id
	return id
}

// keys are a situation's key at every level, finest first.
func keys(st engine.Status, ask uint16, t tail) [levels]uint64 {
	margin := st.Score[engine.Home] - st.Score[engine.Away]
	ball := 0
	if st.HasBall {
		ball = 1 + min(max(st.Ball, 0), 100)
	}
	clock := uint64(min(max(st.Clock, 0), 1<<16-1))
	per := uint64(min(max(st.Period, 0), 63))
	poss := uint64(st.Possession & 1)
	down := uint64(min(max(st.Down, 0), 7))
	toGo := uint64(min(max(st.ToGo, 0), 127))
	to := uint64(min(max(st.Timeouts[0], 0), 15)<<4 | min(max(st.Timeouts[1], 0), 15))
	m := func(c int) uint64 { return uint64(min(max(margin, -c), c) + c) }
	var out [levels]uint64
	h := uint64(ask)<<48 | uint64(t[0])<<40 | uint64(t[1])<<32 | uint64(t[2])<<24
	out[0] = mix(0, h, per<<40|clock<<24|m(60)<<16|poss<<15|uint64(ball)<<8|down<<5, toGo<<8|to)
	out[1] = mix(1, uint64(ask), per<<40|clock/3<<24|m(40)<<16|poss<<15|uint64(ball/3)<<8|down<<5, min(toGo, 20)/2<<8|to)
	out[2] = mix(2, uint64(ask), per<<40|clock/10<<24|m(28)<<16|poss<<15|uint64(ball/10)<<8|down<<5, 0)
	out[3] = mix(3, 0, per<<40|clock/30<<24|m(17)<<16|poss<<15|uint64(ball/25)<<8, 0)
	out[4] = mix(4, 0, per<<40|clock/90<<24|uint64(min(max(margin, -9), 9)/3+3)<<16|poss<<15, 0)
	return out
}

// mix hashes a level's fields into one key (splitmix64's finalizer):
// keys of different situations may meet only by a 64-bit collision.
func mix(level, a, b, c uint64) uint64 {
	x := level*0x9e3779b97f4a7c15 ^ a
	for _, y := range []uint64{b, c} {
		x ^= y + 0x9e3779b97f4a7c15 + x<<6 + x>>2
		x ^= x >> 30
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 27
		x *= 0x94d049bb133111eb
		x ^= x >> 31
	}
	return x
}

// add counts an observation y at keys ks.
func (t *table) add(ks *[levels]uint64, y float64) {
	for i, k := range ks {
		c := t.cells[i][k]
		c.sum += float32(y)
		c.n++
		t.cells[i][k] = c
	}
}

// mergeScaled adds o's observations to t, each weighing w.
func (t *table) mergeScaled(o *table, w float64) {
	for i := range t.cells {
		for k, c := range o.cells[i] {
			d := t.cells[i][k]
			d.sum += float32(w) * c.sum
			d.n += float32(w) * c.n
			t.cells[i][k] = d
		}
	}
}

// value is the estimate at keys ks: ½, then each level from the
// coarsest pulled toward its own mean by its observations.
func (t *table) value(ks *[levels]uint64) float64 {
	v := 0.5
	for i := levels - 1; i >= 0; i-- {
		if c, ok := t.cells[i][ks[i]]; ok {
			v = (float64(c.sum) + shrink*v) / (float64(c.n) + shrink)
		}
	}
	return v
}

// scale weighs every observation of t by w, in place.
func (t *table) scale(w float32) {
	for _, level := range t.cells {
		for k, c := range level {
			level[k] = cell{c.sum * w, c.n * w}
		}
	}
}

// size is how many cells the table holds.
func (t *table) size() int {
	n := 0
	for _, c := range t.cells {
		n += len(c)
	}
	return n
}

// magic starts an estimate's file; its version follows.
const magic = "fourthdown estimate\x00"

const fileVersion = 1

// write writes the asks' numbers, the measured words and the table.
func (e *Estimate) write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	put := func(v any) {
		_ = binary.Write(bw, binary.LittleEndian, v)
	}
	putString := func(s string) {
		put(uint32(len(s)))
		bw.WriteString(s)
	}
	bw.WriteString(magic)
	put(uint32(fileVersion))
	putString(e.measured)
	names := make([]string, len(e.keyer.asks))
	for name, id := range e.keyer.asks {
		names[id] = name
	}
	put(uint32(len(names)))
	for _, n := range names {
		putString(n)
	}
	for _, level := range e.table.cells {
		ks := make([]uint64, 0, len(level))
		for k := range level {
			ks = append(ks, k)
		}
		slices.Sort(ks) // the same table, the same bytes
		put(uint64(len(ks)))
		for _, k := range ks {
			c := level[k]
			put(k)
			put(c.sum / c.n)
			put(c.n)
		}
	}
	return bw.Flush()
}

// errFile is a file that is not an estimate this version wrote.
var errFile = errors.New("not an estimate file of this version")

// read reads what write wrote.
func (e *Estimate) read(r io.Reader) error {
	br := bufio.NewReader(r)
	var err error
	get := func(v any) {
		if err == nil {
			err = binary.Read(br, binary.LittleEndian, v)
		}
	}
	getString := func() string {
		var n uint32
		get(&n)
		if err != nil || n > 1<<20 {
			err = errors.Join(err, errFile)
			return ""
		}
		b := make([]byte, n)
		if _, e := io.ReadFull(br, b); e != nil {
			err = e
		}
		return string(b)
	}
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
		return errFile
	}
	var version, asks uint32
	get(&version)
	if err == nil && version != fileVersion {
		return errFile
	}
	e.measured = getString()
	get(&asks)
	if err != nil || asks > 0xfffe {
		return errors.Join(err, errFile)
	}
	e.keyer = newKeyer()
	for i := range asks {
		e.keyer.asks[getString()] = uint16(i)
	}
	e.table = newTable()
	for i := range e.table.cells {
		var n uint64
		get(&n)
		if err != nil || n > 1<<28 {
			return errors.Join(err, errFile)
		}
		// n is the file's word: the map grows as its cells are read,
		// never sized by a damaged count alone.
		level := make(map[uint64]cell, min(n, 1<<16))
		for range n {
			var k uint64
			var mean, count float32
			get(&k)
			get(&mean)
			get(&count)
			level[k] = cell{sum: mean * count, n: count}
		}
		e.table.cells[i] = level
	}
	if err != nil {
		return fmt.Errorf("%w: %v", errFile, err)
	}
	return nil
}

// terminal is the home team's result of a finished game: 1, ½ or 0.
func terminal(st engine.Status) float64 {
	switch {
	case st.Tie:
		return 0.5
	case st.Winner == engine.Home:
		return 1
	}
	return 0
}

// clamp01 keeps a value a chance.
func clamp01(x float64) float64 {
	if math.IsNaN(x) {
		return 0.5
	}
	return min(max(x, 0), 1)
}
