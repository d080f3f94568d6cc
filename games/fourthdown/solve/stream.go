package solve

import (
	"encoding/binary"
	"hash/crc32"
	"io"
	"os"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/internal/cachedir"
)

// A solve for the cache (Load) writes the 4th-down distance values, the
// largest part (64 MB of 4th Down's 150), to their cache file clock by
// clock as they are solved, instead of keeping them all: what a cold
// solve holds is then small enough to solve under a tight memory limit
// (ulimit -v). The file written is byte for byte the one writeCache
// writes from a whole solution.

// distStream is the distance values' cache file being written.
type distStream struct {
	f     *os.File
	head  int64  // where the values start
	stage []byte // one clock's values of every layer, as kept
	err   error  // the first write that failed
}

// streamDistances makes sol write its distance values to f as they are
// solved (call before room).
func (sol *Solution) streamDistances(f *os.File) {
	sol.stream = &distStream{f: f, head: int64(headLen())}
}

// clockDist is the length of one clock's distance values of one layer.
func (sol *Solution) clockDist() int { return 101 * int(fourthdown.NumStyles) * sol.L }

// distKeep is where job values of distance roll (l, clock, ball, st)
// are kept as float32: in the whole array, or in the stream's stage.
func (sol *Solution) distKeep(l, clock, ball int, st fourthdown.Style) int {
	if sol.stream != nil {
		return l*sol.clockDist() + (ball*int(fourthdown.NumStyles)+int(st))*sol.L
	}
	return sol.distAt(l, clock, ball, st)
}

// flushDist writes clock c's distance values of the layers ls to the
// stream, where the whole file keeps them.
func (sol *Solution) flushDist(c int, ls []int) {
	s := sol.stream
	if s == nil || s.err != nil {
		return
	}
	n := 4 * sol.clockDist()
	for _, l := range ls {
		if _, err := s.f.WriteAt(s.stage[l*n:(l+1)*n], s.head+4*int64(sol.distAt(l, c, 0, 0))); err != nil {
			s.err = err
			return
		}
	}
}

// finishDist ends the stream's file as writeCache ends one (its header,
// the CRC of all before it), and puts it in place at path; it is removed
// when it cannot be.
func (sol *Solution) finishDist(path string) error {
	s := sol.stream
	sol.stream = nil
	sol.cached[3] = nil // the stage: no value of the whole
	return cachedir.Place(s.f, path, func() error { return s.finish(sol) })
}

// finish writes the file's head and, after the values, the CRC of all
// before it (unless a write of the values failed).
func (s *distStream) finish(sol *Solution) error {
	if s.err != nil {
		return s.err
	}
	if _, err := s.f.WriteAt(headBytes(sol, 1), 0); err != nil {
		return err
	}
	end := s.head + 4*int64(sol.sizes()[3])
	crc := crc32.New(castagnoli())
	if _, err := io.Copy(crc, io.NewSectionReader(s.f, 0, end)); err != nil {
		return err
	}
	_, err := s.f.WriteAt(binary.LittleEndian.AppendUint32(nil, crc.Sum32()), end)
	return err
}
