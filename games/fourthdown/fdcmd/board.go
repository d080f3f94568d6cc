package fdcmd

import (
	"context"
	"os"
	"sync"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
)

// boardChance is 4th Down's chance of winning for the board, when the
// rules' solution is in the cache (the board never starts a solve): the
// same words the table's situation line adds at a roll (winChance).
type boardChance struct {
	ctx     context.Context
	refresh func()
	mu      sync.Mutex
	sols    map[string]*solve.Solution // by cache file
	loading map[string]bool
}

// SetRefresh says how to show a chance that became known: at once when
// one did already.
func (c *boardChance) SetRefresh(f func()) {
	c.mu.Lock()
	c.refresh = f
	ready := len(c.sols) > 0
	c.mu.Unlock()
	if ready {
		f()
	}
}

// Of is the chance of winning of g, once its solution is loaded.
func (c *boardChance) Of(g *tracker.Game) string {
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		return ""
	}
	dir, err := solve.CacheDir()
	if err != nil {
		return ""
	}
	path := solve.CachePath(dir, m.Rules, solve.DefaultMargin(m.Rules))
	c.mu.Lock()
	defer c.mu.Unlock()
	if sol := c.sols[path]; sol != nil {
		return winChance(sol, g)
	}
	if c.loading[path] {
		return ""
	}
	if _, err := os.Stat(path); err != nil {
		return "" // not solved yet: play or advise solve it
	}
	if c.loading == nil {
		c.loading, c.sols = map[string]bool{}, map[string]*solve.Solution{}
	}
	c.loading[path] = true
	rules := m.Rules
	go func() { // read in the background: the board is not held up
		sol, err := solve.Load(c.ctx, rules, solve.Options{Workers: 1})
		if err != nil {
			return
		}
		c.mu.Lock()
		c.sols[path] = sol
		refresh := c.refresh
		c.mu.Unlock()
		if refresh != nil {
			refresh()
		}
	}()
	return ""
}
