package estimate

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"slices"

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

// cell is a key's observations while an estimate is built: their sum
// and how many (float32: a build counts millions).
type cell struct {
	sum, n float32
}

// keyer packs a situation's keys: the ask is read by a hash of its
// words and team (the same ask, the same key, whichever game met it
// first), the clock by the game's own length.
type keyer struct {
	// clock is the clock's group at each coarser level (level 1 on),
	// sized to the game's clock: a game of 15 spaces a half is grouped
	// as finely, for its length, as one of 180 blocks.
	clock [levels - 1]int
}

// clockGroups are the clock's groups at the coarser levels for a game
// whose clock starts at full (a clock that counts down): a 60th, an
// 18th, a 6th and half of it; one that starts at 0 (it counts up) is
// grouped by 3, 10, 30 and 90 of its units.
func clockGroups(full int) [levels - 1]int {
	if full <= 0 {
		return [levels - 1]int{3, 10, 30, 90}
	}
	var g [levels - 1]int
	for i, parts := range [levels - 1]int{60, 18, 6, 2} {
		g[i] = max(1, full/parts)
	}
	return g
}

func newKeyer() keyer { return keyer{clock: clockGroups(0)} }

// askKey is ask a's part of a key: FNV-1a of its team and words.
func askKey(a engine.Ask) uint64 {
	h := uint64(14695981039346656037)
	h = (h ^ uint64(a.Team)) * 1099511628211
	for i := range len(a.What) {
		h = (h ^ uint64(a.What[i])) * 1099511628211
	}
	return h
}

// keys are a situation's key at every level, finest first.
func (k *keyer) keys(st engine.Status, ask uint64, t tail, opener engine.Side) [levels]uint64 {
	margin := st.Score[engine.Home] - st.Score[engine.Away]
	ball, loose := 0, uint64(1)<<61 // before a kickoff: no spot, a key of its own
	if st.HasBall {
		ball, loose = min(max(st.Ball, 0), 100), 0
	}
	clock := uint64(min(max(st.Clock, 0), 1<<16-1))
	per := uint64(min(max(st.Period, 0), 63))
	poss := uint64(st.Possession & 1)
	down := uint64(min(max(st.Down, 0), 7))
	toGo := uint64(min(max(st.ToGo, 0), 127))
	to := uint64(min(max(st.Timeouts[0], 0), 15)<<4 | min(max(st.Timeouts[1], 0), 15))
	m := func(c int) uint64 { return uint64(min(max(margin, -c), c) + c) }
	var out [levels]uint64
	tails := uint64(t[0])<<40 | uint64(t[1])<<32 | uint64(t[2])<<24
	op := loose // the opening receiver, in the first period
	if per == 1 {
		op |= uint64(opener&1+1) << 62
	}
	out[0] = mix(0, ask, per<<40|clock<<24|m(60)<<16|poss<<15|uint64(ball)<<8|down<<5, op|tails|toGo<<8|to)
	g := func(i int) uint64 { return clock / uint64(k.clock[i-1]) }
	out[1] = mix(1, ask, per<<40|g(1)<<24|m(40)<<16|poss<<15|uint64(ball/3)<<8|down<<5, op|min(toGo, 20)/2<<8|to)
	out[2] = mix(2, ask, per<<40|g(2)<<24|m(28)<<16|poss<<15|uint64(ball/10)<<8|down<<5, op)
	out[3] = mix(3, 0, per<<40|g(3)<<24|m(17)<<16|poss<<15|uint64(ball/25)<<8, op)
	out[4] = mix(4, 0, per<<40|g(4)<<24|uint64(min(max(margin, -9), 9)/3+3)<<16|poss<<15, op)
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
	if x == 0 {
		return 1 // 0 is a table's empty slot
	}
	return x
}

// counts are the observations of each level, by key, while an estimate
// is built; frozen into a table once counted.
type counts struct {
	cells [levels]map[uint64]cell
}

func newCounts() *counts {
	c := &counts{}
	for i := range c.cells {
		c.cells[i] = map[uint64]cell{}
	}
	return c
}

// add counts an observation y at keys ks.
func (c *counts) add(ks *[levels]uint64, y float64) {
	for i, k := range ks {
		d := c.cells[i][k]
		d.sum += float32(y)
		d.n++
		c.cells[i][k] = d
	}
}

// merge adds o's observations to c and empties o.
func (c *counts) merge(o *counts) {
	for i := range c.cells {
		for k, d := range o.cells[i] {
			e := c.cells[i][k]
			e.sum += d.sum
			e.n += d.n
			c.cells[i][k] = e
		}
		clear(o.cells[i])
	}
}

// thin keeps c's finest levels' cells within about limit while a large
// game is counted (lossy counting): past it, the cells of the fewest
// observations are forgotten, singletons first; most never meet a second
// (the finest levels tell apart nearly every position), and those that
// do would weigh a tenth of a value at most before freeze leaves them
// out. Deleted cells' room is reused, so the maps grow no further.
func (c *counts) thin(limit int) {
	for least := float32(2); c.fine() > limit*3/4 && least <= keep; least++ {
		for i := range thinLevels {
			for k, d := range c.cells[i] {
				if d.n < least {
					delete(c.cells[i], k)
				}
			}
		}
	}
}

// thinLevels are the levels thin forgets cells of.
const thinLevels = 2

// fine is how many cells c's thinned levels hold.
func (c *counts) fine() int {
	n := 0
	for i := range thinLevels {
		n += len(c.cells[i])
	}
	return n
}

// pruned is c without the finer levels' cells weighing less than least
// (what freeze leaves out), in maps of their own size.
func (c *counts) pruned(least float32) *counts {
	out := &counts{}
	for i, cells := range c.cells {
		if i >= levels-2 {
			out.cells[i] = cells
			continue
		}
		n := 0
		for _, d := range cells {
			if d.n >= least {
				n++
			}
		}
		out.cells[i] = make(map[uint64]cell, n)
		for k, d := range cells {
			if d.n >= least {
				out.cells[i][k] = d
			}
		}
	}
	return out
}

// scale weighs every observation of c by w, in place.
func (c *counts) scale(w float32) {
	for _, level := range c.cells {
		for k, d := range level {
			level[k] = cell{d.sum * w, d.n * w}
		}
	}
}

// table is an estimate's observations, read only: at each level, each
// key's mean and weight in open addressing (a key's slot is found in a
// probe or two; keys are hashes, 0 an empty slot), a fraction of a
// map's size and time.
type table struct {
	lv [levels]level
}

// level is one level's keys, their means and weights, slot by slot.
type level struct {
	keys    []uint64
	mean, n []float32
	mask    uint64
	size    int
}

// newLevel is a level with room for size keys.
func newLevel(size int) level {
	c := 8
	for c < size+size/2+1 {
		c *= 2
	}
	return level{keys: make([]uint64, c), mean: make([]float32, c), n: make([]float32, c), mask: uint64(c - 1)}
}

// put sets key k's mean and weight (k not yet in l).
func (l *level) put(k uint64, mean, n float32) {
	i := k & l.mask
	for l.keys[i] != 0 {
		i = (i + 1) & l.mask
	}
	l.keys[i], l.mean[i], l.n[i] = k, mean, n
	l.size++
}

// get is key k's mean and weight; ok is false for a key never counted.
func (l *level) get(k uint64) (mean, n float32, ok bool) {
	if len(l.keys) == 0 {
		return 0, 0, false
	}
	for i := k & l.mask; ; i = (i + 1) & l.mask {
		switch l.keys[i] {
		case k:
			return l.mean[i], l.n[i], true
		case 0:
			return 0, 0, false
		}
	}
}

// sorted are l's keys in order (the same table, the same bytes).
func (l *level) sorted() []uint64 {
	ks := make([]uint64, 0, l.size)
	for _, k := range l.keys {
		if k != 0 {
			ks = append(ks, k)
		}
	}
	slices.Sort(ks)
	return ks
}

// keep is the least weight a cell of the finer levels needs to be kept
// in a finished estimate: one of fewer observations moves its value by
// less than keep/(keep+shrink) of its deviation (a tenth), and such cells
// are most of a large game's table.
const keep = 4

// freeze is c's table; the finer levels' cells weighing less than least
// are left out (0: none).
func freeze(c *counts, least float32) *table {
	t := &table{}
	for i, cells := range c.cells {
		drop := least
		if i >= levels-2 {
			drop = 0 // the coarse levels are every situation's fallback
		}
		n := 0
		for _, d := range cells {
			if d.n >= drop && d.n > 0 {
				n++
			}
		}
		t.lv[i] = newLevel(n)
		for k, d := range cells {
			if d.n >= drop && d.n > 0 {
				t.lv[i].put(k, d.sum/d.n, d.n)
			}
		}
	}
	return t
}

// value is the estimate at keys ks: ½, then each level from the
// coarsest pulled toward its own mean by its observations.
func (t *table) value(ks *[levels]uint64) float64 {
	v := 0.5
	for i := levels - 1; i >= 0; i-- {
		if mean, n, ok := t.lv[i].get(ks[i]); ok {
			v = (float64(mean)*float64(n) + shrink*v) / (float64(n) + shrink)
		}
	}
	return v
}

// size is how many cells the table holds.
func (t *table) size() int {
	n := 0
	for _, l := range t.lv {
		n += l.size
	}
	return n
}

// magic starts an estimate's file; its version follows.
const magic = "fourthdown estimate\x00"

// fileVersion is the form of the file this build writes and reads: an
// estimate of another version is no estimate of this build's (it is
// built again).
const fileVersion = 7

// maxThrough bounds the positions a file says a chance looks through.
const maxThrough = 8

// castagnoli is the checksum's table: a damaged file is read as none.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// write writes the measured words, the clock's groups, a chance's
// budget and how far it looks through, the recalibration's knots and the
// table (each level's keys in order, then their means, then their
// weights), then the checksum of all before it.
func (e *Estimate) write(w io.Writer) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	sum := crc32.New(castagnoli)
	out := io.MultiWriter(bw, sum)
	var b [8]byte
	put32 := func(v uint32) {
		binary.LittleEndian.PutUint32(b[:4], v)
		out.Write(b[:4])
	}
	putString := func(s string) {
		put32(uint32(len(s)))
		io.WriteString(out, s)
	}
	io.WriteString(out, magic)
	put32(fileVersion)
	putString(e.measured)
	for _, g := range e.keyer.clock {
		put32(uint32(g))
	}
	put32(uint32(e.ValueBudget))
	put32(uint32(e.Through))
	put32(uint32(len(e.recal.x)))
	for i := range e.recal.x {
		for _, v := range []float64{e.recal.x[i], e.recal.y[i]} {
			binary.LittleEndian.PutUint64(b[:], math.Float64bits(v))
			out.Write(b[:])
		}
	}
	buf := make([]byte, 0, 1<<16)
	flush := func() {
		out.Write(buf)
		buf = buf[:0]
	}
	for _, l := range e.table.lv {
		ks := l.sorted()
		binary.LittleEndian.PutUint64(b[:], uint64(len(ks)))
		out.Write(b[:])
		for _, k := range ks {
			buf = binary.LittleEndian.AppendUint64(buf, k)
			if len(buf) >= 1<<16-8 {
				flush()
			}
		}
		for _, field := range []bool{true, false} {
			for _, k := range ks {
				mean, n, _ := l.get(k)
				if !field {
					mean = n
				}
				buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(mean))
				if len(buf) >= 1<<16-4 {
					flush()
				}
			}
		}
		flush()
	}
	binary.LittleEndian.PutUint32(b[:4], sum.Sum32())
	bw.Write(b[:4])
	return bw.Flush()
}

// errFile is a file that is not an estimate this version wrote, or one
// damaged since.
var errFile = errors.New("not an estimate file of this version, or a damaged one")

// maxCells bounds a level's cells as a file says them: a damaged count
// is refused, never trusted to size what is read.
const maxCells = 1 << 28

// fileReader reads an estimate's file, its checksum as it goes; its
// first error stays (later reads do nothing).
type fileReader struct {
	r     io.Reader
	err   error
	b     [8]byte
	chunk []byte
}

func (f *fileReader) fill(p []byte) {
	if f.err == nil {
		_, f.err = io.ReadFull(f.r, p)
	}
}

func (f *fileReader) u32() uint32 {
	f.fill(f.b[:4])
	return binary.LittleEndian.Uint32(f.b[:4])
}

func (f *fileReader) u64() uint64 {
	f.fill(f.b[:])
	return binary.LittleEndian.Uint64(f.b[:])
}

func (f *fileReader) string() string {
	n := f.u32()
	if f.err != nil || n > 1<<20 {
		f.err = errors.Join(f.err, errFile)
		return ""
	}
	p := make([]byte, n)
	f.fill(p)
	return string(p)
}

// words reads n words of size bytes by chunks, each decoded by put: what
// is kept grows with what was read, never with a count alone.
func (f *fileReader) words(n, size int, put func(p []byte)) {
	for left := n; left > 0 && f.err == nil; {
		p := f.chunk[:size*min(left, len(f.chunk)/size)]
		f.fill(p)
		if f.err != nil {
			return
		}
		for j := 0; j < len(p); j += size {
			put(p[j : j+size])
		}
		left -= len(p) / size
	}
}

// level reads a level: its count, its keys in order, their means, their
// weights.
func (f *fileReader) level() (level, error) {
	n := f.u64()
	if f.err != nil || n > maxCells {
		return level{}, errors.Join(f.err, errFile)
	}
	ks := make([]uint64, 0, min(n, 1<<16))
	f.words(int(n), 8, func(p []byte) { ks = append(ks, binary.LittleEndian.Uint64(p)) })
	var fields [2][]float32
	for i := range fields {
		vs := make([]float32, 0, len(ks))
		f.words(len(ks), 4, func(p []byte) { vs = append(vs, math.Float32frombits(binary.LittleEndian.Uint32(p))) })
		fields[i] = vs
	}
	if f.err != nil {
		return level{}, fmt.Errorf("%w: %v", errFile, f.err)
	}
	l := newLevel(len(ks))
	for j, k := range ks {
		if k == 0 || (j > 0 && k <= ks[j-1]) || !(fields[1][j] > 0) {
			return level{}, fmt.Errorf("%w: a level's keys out of order or weightless", errFile)
		}
		l.put(k, fields[0][j], fields[1][j])
	}
	return l, nil
}

// head reads the file's start: its magic and version, the measured
// words and the clock's groups.
func (f *fileReader) head(e *Estimate) error {
	magicRead := make([]byte, len(magic))
	f.fill(magicRead)
	if f.err != nil || string(magicRead) != magic || f.u32() != fileVersion || f.err != nil {
		return errFile
	}
	e.measured = f.string()
	e.keyer = newKeyer()
	for i := range e.keyer.clock {
		g := f.u32()
		if f.err == nil && (g == 0 || g > 1<<16) {
			f.err = errFile
		}
		e.keyer.clock[i] = int(g)
	}
	b := f.u32()
	if f.err == nil && (b == 0 || b > 1<<16) {
		return errFile
	}
	e.ValueBudget = int(b)
	t := f.u32()
	if f.err == nil && t > maxThrough {
		return errFile
	}
	e.Through = int(t)
	if k := f.u32(); f.err == nil && k > 0 {
		if k < 2 || k > fitBins+2 {
			return errFile
		}
		e.recal = recal{x: make([]float64, k), y: make([]float64, k)}
		for i := range k {
			e.recal.x[i] = math.Float64frombits(f.u64())
			e.recal.y[i] = math.Float64frombits(f.u64())
		}
		if !e.recal.valid() {
			return errFile
		}
		e.recal.index()
	}
	if f.err != nil {
		return errors.Join(f.err, errFile)
	}
	return nil
}

// read reads what write wrote, in one pass.
func (e *Estimate) read(r io.Reader) error {
	sum := crc32.New(castagnoli)
	f := &fileReader{r: io.TeeReader(bufio.NewReaderSize(r, 1<<16), sum), chunk: make([]byte, 1<<16)}
	if err := f.head(e); err != nil {
		return err
	}
	e.table = &table{}
	for i := range e.table.lv {
		l, err := f.level()
		if err != nil {
			return err
		}
		e.table.lv[i] = l
	}
	want := sum.Sum32()
	if got := f.u32(); f.err != nil || got != want {
		return fmt.Errorf("%w: its checksum does not match", errFile)
	}
	return nil
}

// terminal is the home team's result of a finished game: 1, ½ or 0
// (its returns, engine.Status.Returns, as a chance).
func terminal(st engine.Status) float64 {
	return 0.5 + 0.5*float64(st.Returns()[engine.Home])
}

// clamp01 keeps a value a chance.
func clamp01(x float64) float64 {
	if math.IsNaN(x) {
		return 0.5
	}
	return min(max(x, 0), 1)
}
