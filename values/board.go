package values

import (
	"context"
	"os"
	"path/filepath"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/cachedir"
	"github.com/fourthdown/fourthdown/tracker"
)

// Board are the values of the games the board shows, only those at hand
// (the board never starts a long computation): read in the background,
// after which the board is refreshed.
type Board struct {
	ctx     context.Context
	mu      sync.Mutex
	refresh func()
	ready   bool            // some were read
	loading map[string]bool // by key (keyOf)
}

// NewBoard are the board's values, read with ctx.
func NewBoard(ctx context.Context) *Board {
	return &Board{ctx: ctx, loading: map[string]bool{}}
}

// SetRefresh says how to show values that became known: at once when
// some did already.
func (b *Board) SetRefresh(f func()) {
	b.mu.Lock()
	b.refresh = f
	ready := b.ready
	b.mu.Unlock()
	if ready {
		f()
	}
}

// Of are g's values once read (nil until then, and for a game without).
func (b *Board) Of(g *tracker.Game) engine.Valuer {
	key := keyOf(g)
	if key == "" {
		return nil
	}
	if v := known(g, key); v != nil {
		return v
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.loading[key] {
		return nil
	}
	b.loading[key] = true
	go func() { // read in the background: the board is not held up
		_, ok, err := For(b.ctx, g, AtHand, engine.ValuesRequest{AtHand: true})
		b.mu.Lock()
		delete(b.loading, key) // not at hand: asked again at the next update
		got := ok && err == nil
		b.ready = b.ready || got
		refresh := b.refresh
		b.mu.Unlock()
		if got && refresh != nil {
			refresh()
		}
	}()
	return nil
}

// Pending reports whether g's values are estimated ones not built yet
// (neither got in this run nor kept in the cache folder): the board says
// so, rather than nothing.
func (b *Board) Pending(g *tracker.Game) bool {
	key := keyOf(g)
	if key == "" || Solved(g.Kind) || known(g, key) != nil || Simulable(g.Record) != nil {
		return false
	}
	dir, err := cachedir.Dir("estimates")
	if err != nil {
		return true
	}
	fi, err := os.Stat(filepath.Join(dir, key+".est"))
	return err != nil || !fi.Mode().IsRegular()
}
