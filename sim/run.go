package sim

import (
	"context"
	"errors"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// The running of a simulation every loop shares, 4th Down's tuned one too.

// Workers is how many workers play games games: k (0 or less: one per
// core), at most one per game, at least one.
func Workers(k, games int) int {
	if k <= 0 {
		k = runtime.GOMAXPROCS(0)
	}
	if k > games && games > 0 {
		k = games
	}
	return max(k, 1)
}

// Parallel runs k workers at once, worker w on its contiguous block of the
// games, lo..hi-1, and joins their errors; it says how long they took.
func Parallel(k, games int, work func(w, lo, hi int) error) (time.Duration, error) {
	errs := make([]error, k)
	start := time.Now()
	var wg sync.WaitGroup
	for w := range k {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[w] = work(w, games*w/k, games*(w+1)/k)
		}()
	}
	wg.Wait()
	return time.Since(start), errors.Join(errs...)
}

// Blocks plays games lo..hi-1, a call of game each, adds them to progress
// (when set) every step games and at the end, and stops with ctx's error
// once ctx is cancelled.
func Blocks(ctx context.Context, lo, hi, step int, progress *atomic.Int64, game func(i int) error) error {
	done := 0
	for i := lo; i < hi; i++ {
		if err := game(i); err != nil {
			return err
		}
		if done++; done == step {
			if progress != nil {
				progress.Add(int64(done))
			}
			done = 0
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
	}
	if progress != nil {
		progress.Add(int64(done))
	}
	return nil
}
