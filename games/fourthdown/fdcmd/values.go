package fdcmd

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
)

// Valued is 4th Down (its variants and house rules) with its values: the
// exact solution of a match's ruleset, read from the cache or solved once
// with a progress line, kept for the run by the ruleset's digest.
type Valued struct{ fourthdown.Game }

// solutions are the solutions loaded in this run, by rules digest.
var solutions sync.Map

// Values are the values of m's ruleset (engine.Valued).
func (Valued) Values(ctx context.Context, m engine.Match, req engine.ValuesRequest) (engine.Valuer, error) {
	fm, ok := fourthdown.Of(m)
	if !ok {
		return nil, fmt.Errorf("4th Down's values asked for a match of another game (%T)", m)
	}
	sol, err := solution(ctx, fm.Rules, req)
	if err != nil {
		return nil, err
	}
	return solve.Values(sol), nil
}

// solution is rules' solution: the one loaded already, else from the
// cache, else solved (unless only one at hand is asked for).
func solution(ctx context.Context, rules *fourthdown.Ruleset, req engine.ValuesRequest) (*solve.Solution, error) {
	key := houserules.Digest(rules)
	if sol, ok := solutions.Load(key); ok {
		return sol.(*solve.Solution), nil
	}
	if req.AtHand && !solutionCached(rules) {
		return nil, engine.ErrNotAtHand
	}
	progress := req.Progress
	if progress == nil {
		progress = io.Discard
	}
	sol, err := LoadSolution(ctx, rules, progress, true)
	if err != nil {
		return nil, err
	}
	actual, _ := solutions.LoadOrStore(key, sol)
	return actual.(*solve.Solution), nil
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
