package solve

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
	"github.com/fourthdown/fourthdown/internal/cachedir"
)

// Version is the solver's version: a cached solution made by another
// version is not used. Bump it whenever a change could change a value.
const Version = 1

// CacheDir is where solutions are kept: $XDG_CACHE_HOME/fourthdown/solutions,
// else the OS's per-user cache directory (~/.cache on Linux).
func CacheDir() (string, error) {
	d, err := cachedir.Dir("solutions")
	if err != nil {
		return "", fmt.Errorf("no place to keep solutions: %v (set XDG_CACHE_HOME)", err)
	}
	return d, nil
}

// CachePath is the file that keeps the solution of rules: named by the
// ruleset's rules-digest (its play, not its name), the solver's version
// and the margins kept.
func CachePath(dir string, rules *fourthdown.Ruleset, m int) string {
	d := strings.TrimPrefix(houserules.Digest(rules), "sha256:")
	return filepath.Join(dir, fmt.Sprintf("%s-v%d-m%d.sol", d, Version, m))
}

// The cache has two parts: what advise needs (drives, tries, untimed
// downs) and, apart, the 4th-down distance rolls that a coach choosing a
// play style needs too.
var parts = [2][]int{{0, 1, 2}, {3}}

func partPath(path string, part int) string {
	if part == 0 {
		return path
	}
	return strings.TrimSuffix(path, ".sol") + "-distance.sol"
}

// Load returns the solution of rules: from the cache when a whole, good
// copy is there, otherwise solved (opts.Progress tells how far) and
// written to the cache. A cache file that is cut short, corrupt or for
// other rules is never used: it is solved again and replaced. Two
// processes solving at once both write whole files (each to its own
// temporary file, renamed into place).
func Load(ctx context.Context, rules *fourthdown.Ruleset, opts Options) (*Solution, error) {
	if opts.Margin <= 0 {
		opts.Margin = DefaultMargin(rules)
	}
	dir := opts.CacheDir
	if dir == "" {
		d, err := CacheDir()
		if err != nil {
			return nil, err
		}
		dir = d
	}
	path := CachePath(dir, rules, opts.Margin)
	sol := alloc(rules, opts.Margin)
	err := sol.readCache(path, 0)
	if err == nil && opts.Distances {
		err = sol.readDistances(path)
	}
	if err == nil {
		used(path)
		return sol, nil
	}
	sol.free()
	if errors.As(err, new(*MemoryError)) {
		return nil, err
	}
	return solveToCache(ctx, rules, opts, dir, path)
}

// solveToCache solves rules and writes the solution to the cache at path,
// the distance values as they are solved (stream.go) when their file can
// be made; with opts.Distances they are read back once the solve's own
// memory is given back.
func solveToCache(ctx context.Context, rules *fourthdown.Ruleset, opts Options, dir, path string) (*Solution, error) {
	var dist *os.File
	if err := os.MkdirAll(dir, 0o755); err == nil {
		dist, _ = os.CreateTemp(dir, ".solving-*")
	}
	sol, err := solveInto(ctx, rules, opts, dist)
	if err != nil {
		if dist != nil {
			dist.Close()
			os.Remove(dist.Name())
		}
		return nil, err
	}
	// The values as the cache keeps them, so a solution just solved and
	// the same read back give the same answers (and the same sheets).
	sol.rounded()
	// The two parts written at once, each to its own file.
	var errs [len(parts)]error
	var wg sync.WaitGroup
	for part := range parts {
		wg.Go(func() {
			if part == 1 && sol.stream != nil {
				errs[part] = sol.finishDist(partPath(path, part))
			} else {
				errs[part] = writeCache(partPath(path, part), sol, part)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && opts.Warn != nil {
			opts.Warn(fmt.Errorf("the solution could not be kept in %s (it will be solved again next time): %v", dir, err))
			break
		}
	}
	if opts.Distances && sol.cached[3] == nil {
		if err := sol.readDistances(path); err != nil {
			// Not kept (a full disk): solved again, all in memory.
			sol.free()
			if sol, err = solveInto(ctx, rules, opts, nil); err != nil {
				return nil, err
			}
			sol.rounded()
		}
	}
	prune(dir, path, budget.CacheBytes)
	return sol, nil
}

// The cache is bounded (budget.CacheBytes): after a solution is written,
// the solutions used least lately are removed until the cache holds no
// more than that. A solution read from the cache is marked used (its
// files' times set to now).

// cacheName is the name of a cache file: digest, version, margin, part.
var cacheName = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([0-9a-f]+-v[0-9]+-m[0-9]+)(-distance)?\.sol$`)
})

// used marks the solution at path used now.
func used(path string) {
	cachedir.Touch(partPath(path, 0), partPath(path, 1))
}

// prune removes the solutions in dir used least lately (never keep's)
// until the rest hold no more than limit bytes, and temporary files left
// over by a solve that was stopped (a solve takes seconds). It touches no
// other file.
func prune(dir, keep string, limit int64) {
	cachedir.Folder{Dir: dir, Temp: ".solving-", Stale: time.Hour, Stem: func(name string) string {
		if m := cacheName().FindStringSubmatch(name); m != nil {
			return m[1]
		}
		return ""
	}}.Prune(keep, limit)
}

// The cache file: a header line, the sizes, the values as little-endian
// float32 (a value's rounding, 6e-8 at most, is far below the millionth
// that matters; the solve itself works in float64), and a CRC-32C of all
// that came before.
const magic = "fourthdown solution\n"

type header struct {
	Version, M, HalfBlocks, Window, Part int64
	Digest                               [32]byte
}

// castagnoli is the CRC table of a cache file's checksum, made when a
// cache is first read or written: making it costs about a million
// instructions, which every start of the program (simulate, replay) paid
// when it was made as the package started.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

func headerOf(sol *Solution, part int) header {
	h := header{Version: Version, M: int64(sol.M), HalfBlocks: int64(sol.hb), Window: int64(sol.window), Part: int64(part)}
	copy(h.Digest[:], houserules.Digest(sol.Rules))
	return h
}

// headLen is the length of a cache file's header, padded to 8 bytes.
func headLen() int {
	n := len(magic) + binary.Size(header{})
	return n + (8-n%8)%8
}

// headBytes is a cache file's head: its magic line and sol's header for
// part, padded to headLen.
func headBytes(sol *Solution, part int) []byte {
	buf := bytes.NewBufferString(magic)
	binary.Write(buf, binary.LittleEndian, headerOf(sol, part))
	return append(buf.Bytes(), make([]byte, headLen()-buf.Len())...)
}

func writeCache(path string, sol *Solution, part int) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".solving-*")
	if err != nil {
		return err
	}
	return cachedir.Place(f, path, func() error {
		crc := crc32.New(castagnoli())
		w := io.MultiWriter(f, crc)
		if _, err := w.Write(headBytes(sol, part)); err != nil {
			return err
		}
		for _, a := range parts[part] {
			if _, err := w.Write(sol.cached[a]); err != nil {
				return err
			}
		}
		return binary.Write(f, binary.LittleEndian, crc.Sum32())
	})
}

// readDistances reads the 4th-down distance values of the cache at path
// into sol. Short of memory for them, sol goes without (nil): they are
// worked out on demand, as for advise, which never reads them.
func (sol *Solution) readDistances(path string) error {
	err := sol.readCache(path, 1)
	if errors.As(err, new(*MemoryError)) {
		return nil
	}
	return err
}

// readExactly reads the regular file path when it holds exactly n bytes
// (errBadCache otherwise), reading n bytes at most, into room made by
// take.
func readExactly(path string, n int, take func(n int) ([]byte, error)) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() || fi.Size() != int64(n) {
		return nil, errBadCache
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() != int64(n) {
		return nil, errBadCache // changed between the look and the open
	}
	data, err := take(n)
	if err != nil {
		return nil, err
	}
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, errBadCache
	}
	return data, nil
}

// errBadCache is a cache file that may not be used.
var errBadCache = errors.New("not a whole solution for these rules")

// readCache reads a part of the cache into sol, which it must fit whole.
func (sol *Solution) readCache(path string, part int) error {
	want := headerOf(sol, part)
	var h header
	head := headLen()
	sizes := sol.sizes()
	n := head + 4
	for _, a := range parts[part] {
		n += 4 * sizes[a]
	}
	// Read like any file not trusted: only a regular file of the size its
	// header promises, and no more of it than that (a link to /dev/zero
	// or a pipe is ignored and solved again).
	data, err := readExactly(partPath(path, part), n, func(n int) ([]byte, error) { return take(sol.keep, sol.Rules.Name, n) })
	if err != nil {
		return err
	}
	if !strings.HasPrefix(string(data[:len(magic)]), magic) {
		return errBadCache
	}
	if crc32.Checksum(data[:n-4], castagnoli()) != binary.LittleEndian.Uint32(data[n-4:]) {
		return errBadCache
	}
	if err := binary.Read(bytes.NewReader(data[len(magic):]), binary.LittleEndian, &h); err != nil || h != want {
		return errBadCache
	}
	at := head
	for _, a := range parts[part] {
		sol.cached[a] = data[at : at+4*sizes[a] : at+4*sizes[a]]
		at += 4 * sizes[a]
	}
	ready := phUntimed | phStyle | phTry
	if part == 1 {
		ready = phDistance
	}
	for l := range sol.done {
		for c := range sol.done[l] {
			sol.done[l][c] |= ready
		}
	}
	return nil
}
