package fdcmd

import (
	"context"
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"os"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
)

// Advisor prepares the game's exact solution in the background when a game
// starts, so that no prompt waits on it: until it is ready the menus show
// the table odds alone.
type Advisor struct {
	sol atomic.Pointer[solve.Solution]
}

// StartAdvisor loads rules' solution: at once when it is cached (a file
// read), so that a resumed game's first menu has its win chances; else
// solved in the background.
func StartAdvisor(ctx context.Context, rules *fourthdown.Ruleset) *Advisor {
	a := &Advisor{}
	load := func() {
		sol, err := solve.Load(ctx, rules, solve.Options{Workers: 1})
		if err == nil {
			a.sol.Store(sol)
		}
	}
	if solutionCached(rules) {
		load()
		return a
	}
	go load()
	return a
}

// solutionCached reports whether rules' solution is in the cache.
func solutionCached(rules *fourthdown.Ruleset) bool {
	dir, err := solve.CacheDir()
	if err != nil {
		return false
	}
	_, err = os.Stat(solve.CachePath(dir, rules, solve.DefaultMargin(rules)))
	return err == nil
}

// Ready is the solution, or nil while it is being prepared (or without advice).
func (a *Advisor) Ready() *solve.Solution {
	if a == nil {
		return nil
	}
	return a.sol.Load()
}

// Menu puts the chances of winning on a choice menu (adviseMenu).
func (a *Advisor) Menu(g *tracker.Game, opts []cmdutil.Option) []cmdutil.Option {
	return adviseMenu(a.Ready(), g, opts)
}

// Chance is what the situation line adds at a roll (winChance).
func (a *Advisor) Chance(g *tracker.Game) string { return winChance(a.Ready(), g) }

// adviseMenu puts the solution's win chances on a choice menu: each
// option's chance in its hint, the best one marked and the menu's default.
func adviseMenu(sol *solve.Solution, g *tracker.Game, opts []cmdutil.Option) []cmdutil.Option {
	if sol == nil {
		return opts
	}
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		return opts
	}
	adv := sol.Advise(&m.State)
	if len(adv.Choices) == 0 {
		return opts
	}
	value := map[string]float64{}
	for _, c := range adv.Choices {
		value[c.Choice.String()] = c.Value
	}
	best := adv.Choices[0].Choice.String()
	for i := range opts {
		opts[i].Default = false
	}
	for i := range opts {
		v, ok := value[opts[i].Token]
		if !ok {
			continue
		}
		mark := ""
		if opts[i].Token == best {
			mark = " best"
			opts[i].Default = true
		}
		chance := fmt.Sprintf("%s%s", cmdutil.PctText(v), mark)
		if opts[i].Hint != "" {
			opts[i].Hint = chance + " · " + opts[i].Hint
		} else {
			opts[i].Hint = chance
		}
	}
	return opts
}

// winChance is what the situation line adds at a roll: "Bombers 61.2% to win".
func winChance(sol *solve.Solution, g *tracker.Game) string {
	m, ok := fourthdown.Of(g.Match)
	if sol == nil || !ok || m.State.Final {
		return ""
	}
	adv := sol.Advise(&m.State)
	return fmt.Sprintf("%s %s to win", g.Teams[adv.Team], cmdutil.PctText(adv.Value))
}
