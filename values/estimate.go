package values

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/estimate"
	"github.com/fourthdown/fourthdown/internal/cachedir"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/tracker"
)

// A game without exact values that the app can play by itself (a coach,
// and dice it can roll) has estimated ones (package estimate): learned
// from its own play the first time they are asked, with a progress bar,
// and kept in the cache folder by the game and the content of its setup
// (a dice file's content, not its name: the same dice, the same
// estimate), so that they are built once.

// canEstimate reports whether g's values can be estimated from its own
// play for some setup: it has a coach (engine.Coached) to play its games.
func canEstimate(g engine.Game) bool {
	_, ok := g.(engine.Coached)
	return ok
}

// coachOf is g's coach, which plays the games its values are estimated
// from; the error says a game without one cannot be estimated.
func coachOf(g engine.Game) (engine.Coached, error) {
	c, ok := g.(engine.Coached)
	if !ok {
		return nil, fmt.Errorf("%s has no computer coach to play its games, so its values cannot be estimated", g.Title())
	}
	return c, nil
}

// playable are the answers of Simulable got in this run, by estimate key
// (it plays a game to know).
var playable sync.Map

// Simulable says why the game of rec cannot be played by the app, so
// that its values cannot be estimated (nil when it can): it has no
// coach, or the app cannot roll a die it asks for (a game whose dice are
// the record's own, without them).
func Simulable(rec *tracker.Record) error {
	g, err := tracker.NewGame(rec)
	if err != nil {
		return err
	}
	c, err := coachOf(g.Kind)
	if err != nil {
		return err
	}
	key, start, err := EstimateKey(rec)
	if err != nil {
		return err
	}
	if why, ok := playable.Load(key); ok {
		err, _ := why.(error)
		return err
	}
	if err = estimate.Check(start, c.Coach); err != nil {
		err = fmt.Errorf("%s cannot be played by the app, so its values cannot be estimated from its own play: %v", g.Kind.Title(), err)
		playable.Store(key, err)
		return err
	}
	playable.Store(key, nil)
	return nil
}

// estimated are the estimates got in this run, by key (EstimateKey).
var estimated = struct {
	sync.Mutex
	got map[string]*estimate.Estimate
}{got: map[string]*estimate.Estimate{}}

// knownEstimate is the estimate kept under key in this run, or nil.
func knownEstimate(key string) *estimate.Estimate {
	estimated.Lock()
	defer estimated.Unlock()
	return estimated.got[key]
}

// Estimated is the estimate of the values of rec's game under its setup:
// got once in a run, else read from the cache folder, else (unless
// req.AtHand: engine.ErrNotAtHand) built from the game's own play, its
// progress drawn on req.Progress, and kept in the cache folder. The
// game must be one the app can play (Simulable).
func Estimated(ctx context.Context, rec *tracker.Record, req engine.ValuesRequest) (engine.Valuer, error) {
	key, start, err := EstimateKey(rec)
	if err != nil {
		return nil, err
	}
	if e := knownEstimate(key); e != nil {
		return e, nil
	}
	dir, dirErr := cachedir.Dir("estimates")
	path := ""
	if dirErr == nil {
		path = filepath.Join(dir, key+".est")
		if e := readEstimate(path); e != nil {
			return keepEstimate(key, e), nil
		}
	}
	if req.AtHand {
		return nil, engine.ErrNotAtHand
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		return nil, err
	}
	c, err := coachOf(g.Kind)
	if err != nil {
		return nil, err
	}
	var done atomic.Int64
	stop := func() {}
	if req.Progress != nil { // a progress bar, drawn only on a terminal
		stop = prompt.StatusLine(req.Progress, 0, func(el time.Duration) string {
			n := done.Load()
			const width = 30
			fill := int(width * n / 1000)
			return fmt.Sprintf("[%s%s] %3d%%  estimating %s's values from its own play (%s)", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
				n/10, g.Kind.Title(), el.Round(time.Second))
		})
	}
	// The build's tables are large: the heap is held under estimateMemory
	// while it runs (the collector works harder near it).
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(estimateMemory))
	e, err := estimate.Build(ctx, estimate.Options{Start: start, Coach: c.Coach, Seed: 1,
		Progress: func(f float64) { done.Store(int64(f * 1000)) }})
	stop()
	if err != nil {
		return nil, err
	}
	if dirErr == nil {
		writeEstimate(dir, path, e)
	}
	return keepEstimate(key, e), nil
}

// keepEstimate keeps e under key for the rest of the run: the first one
// got when two views got one meanwhile.
func keepEstimate(key string, e *estimate.Estimate) *estimate.Estimate {
	estimated.Lock()
	defer estimated.Unlock()
	if old := estimated.got[key]; old != nil {
		return old
	}
	estimated.got[key] = e
	return e
}

// EstimateKey names the estimate of rec's game under its setup: the
// game and a digest of what its start read of the record's header (each
// key asked and its value, a file's content rather than its name), so
// that the same setup, from whatever file, shares one estimate. start
// starts the game as rec sets it up, with either team receiving.
func EstimateKey(rec *tracker.Record) (key string, start func(engine.Side) (engine.Core, error), err error) {
	game, su, err := tracker.Setup(rec)
	if err != nil {
		return "", nil, err
	}
	h := &readingHeader{Header: su.Header, values: map[string]string{}, files: map[string][32]byte{}}
	su.Header = h
	if _, err := game.Start(su); err != nil {
		return "", nil, err
	}
	sum := sha256.New()
	fmt.Fprintf(sum, "game %q\n", game.Name())
	keys := make([]string, 0, len(h.values))
	for k := range h.values {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := h.values[k]
		if d, ok := h.files[v]; ok {
			fmt.Fprintf(sum, "%s file %x\n", k, d)
			continue
		}
		fmt.Fprintf(sum, "%s %q\n", k, v)
	}
	base := su
	start = func(r engine.Side) (engine.Core, error) {
		s := base
		s.Receives = r
		return game.Start(s)
	}
	return fmt.Sprintf("%s-v%d-%s", safeName(game.Name()), estimateVersion, hex.EncodeToString(sum.Sum(nil))[:32]), start, nil
}

// estimateVersion names the estimates this build makes: bump it when a
// change to the estimate changes its values (2: 1st & Roll's coach, whose
// games it learns from first, answers a flag by its rule of thumb again;
// 3: a kickoff's keys of their own, a pair of coaches for each game, the
// table recalibrated on held-out games; 4: a chance's budget by the
// game's length; 5: a roll's faces that lead to the same situation looked
// ahead together, the earlier rounds' games carried more, the later
// rounds' games and a chance's look through by the game's length; 6:
// 1st & Roll's overtime receiver tossed, not the home team's choice; 7:
// the later rounds' games by positions alone, 4th Down's about 6,400 rather
// than 6,000, and a short game's chance looking further; 8: a chance
// looking four times as far, the board reading an update's new entries
// alone).
const estimateVersion = 8

// readingHeader is a header that remembers the keys its game asked and
// the files it read (by name, their content's digest).
type readingHeader struct {
	engine.Header
	values map[string]string
	files  map[string][32]byte
}

func (h *readingHeader) Get(key string) (string, bool) {
	v, ok := h.Header.Get(key)
	if ok {
		h.values[strings.ToLower(key)] = v
	}
	return v, ok
}

func (h *readingHeader) ReadFile(name string, limit int64, what string) ([]byte, error) {
	b, err := h.Header.ReadFile(name, limit, what)
	if err == nil {
		h.files[name] = sha256.Sum256(b)
	}
	return b, err
}

// safeName is a game's name as part of a file name.
func safeName(s string) string {
	return regexp.MustCompile(`[^a-z0-9-]+`).ReplaceAllString(strings.ToLower(s), "_")
}

// estimateMemory is the heap an estimate's build keeps under.
const estimateMemory = 800 << 20

// estimateCacheLimit bounds the estimates kept: those used least lately
// go first.
const estimateCacheLimit = 1 << 30

// readEstimate is the estimate kept at path, nil when there is none or
// it cannot be read (it is then built again).
func readEstimate(path string) *estimate.Estimate {
	// Only a regular file, looked at before it is opened and again once
	// open: opening a pipe left at path would wait for a writer for ever.
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return nil
	}
	e, err := estimate.Read(f)
	if err != nil {
		return nil
	}
	cachedir.Touch(path)
	return e
}

// Keep keeps e, built by the caller for rec's game under its setup, in
// the cache folder as Estimated would have (advise --charts builds one
// ahead through Estimated; tests keep small ones).
func Keep(rec *tracker.Record, e *estimate.Estimate) error {
	key, _, err := EstimateKey(rec)
	if err != nil {
		return err
	}
	dir, err := cachedir.Dir("estimates")
	if err != nil {
		return err
	}
	return writeEstimate(dir, filepath.Join(dir, key+".est"), e)
}

// writeEstimate keeps e at path in dir, written whole to a temporary
// file first, then bounds the folder. A cache that cannot be written
// costs a build next time, nothing else.
func writeEstimate(dir, path string, e *estimate.Estimate) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".estimating-")
	if err != nil {
		return err
	}
	if err := cachedir.Place(f, path, func() error { return e.Save(f) }); err != nil {
		return err
	}
	cachedir.Folder{Dir: dir, Temp: ".estimating-", Stale: time.Hour, Stem: func(name string) string {
		if stem, ok := strings.CutSuffix(name, ".est"); ok {
			return stem
		}
		return ""
	}}.Prune(path, estimateCacheLimit)
	return nil
}
