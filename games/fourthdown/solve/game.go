package solve

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/internal/prompt"
)

// Game is 4th Down (its variants and house rules, houserules.Game) with
// its values: the exact solution of a match's ruleset (engine.Valued,
// keyed by the ruleset's digest), its coaches by name (engine.Coaching)
// and its own words in a review (review.Own).
type Game struct{ fourthdown.Game }

// Values are the values of m's ruleset, its solution read from the cache
// or solved with a progress line on req.Progress (Shown) (engine.Valued).
func (g Game) Values(ctx context.Context, m engine.Match, req engine.ValuesRequest) (engine.Valuer, error) {
	fm, ok := fourthdown.Of(m)
	if !ok {
		return nil, fmt.Errorf("4th Down's values asked for a match of another game (%T)", m)
	}
	if dir, err := CacheDir(); req.AtHand && (err != nil || !exists(CachePath(dir, fm.Rules, DefaultMargin(fm.Rules)))) {
		return nil, engine.ErrNotAtHand // not in the cache
	}
	progress := req.Progress
	if progress == nil {
		progress = io.Discard
	}
	sol, err := Shown(ctx, fm.Rules, progress, true)
	if err != nil {
		return nil, err
	}
	return Values(sol), nil
}

// ValuesKey is the digest of m's ruleset: two house-rules files may share
// a name (engine.ValuesKeyed).
func (Game) ValuesKey(m engine.Match) string {
	if fm, ok := fourthdown.Of(m); ok {
		return houserules.Digest(fm.Rules)
	}
	return ""
}

// exists reports whether there is a file at path.
func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// CoachNames are 4th Down's coaches, strongest first, and the standard
// one, played without a name (engine.Coaching).
func (Game) CoachNames() ([]string, string) { return CoachNames, "standard" }

// NamedCoach is the coach called name: the perfect coach of the contract
// over the game's values (engine.Perfect), the casual one, which plays
// within two points of the solution's best, or the standard one; the
// values are got first for the first two.
func (Game) NamedCoach(m engine.Match, name string, seed uint64, valued func() (engine.Valuer, error)) (engine.Chooser, error) {
	if _, ok := fourthdown.Of(m); !ok {
		return nil, fmt.Errorf("4th Down's coach asked for a match of another game (%T)", m)
	}
	name = strings.ToLower(name)
	if _, err := NewCoach(name, seed, nil); err != nil || !NeedsSolution(name) {
		return NewCoach(name, seed, nil) // no such coach (the error says which there are), or the standard one
	}
	v, err := valued()
	if err != nil {
		return nil, err
	}
	if name == "perfect" {
		return engine.Perfect(v, seed), nil
	}
	vs, _ := v.(values)
	sol, ok := vs.sol.(*Solution)
	if !ok {
		return nil, fmt.Errorf("4th Down's casual coach plays from its solution, not from %T", v)
	}
	return NewCoach(name, seed, sol)
}

// Shown is rules' solution, from the cache or solved now with a progress
// line on errOut when it is a terminal. With distances it also reads the
// 4th-down distance values that coaches choosing play styles need.
func Shown(ctx context.Context, rules *fourthdown.Ruleset, errOut io.Writer, distances bool) (*Solution, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	var done atomic.Int64
	stop := prompt.StatusLine(errOut, 0, func(time.Duration) string {
		return fmt.Sprintf("solving %s exactly (once; kept for next time)... %3d%%", rules.Name, done.Load()/10)
	})
	defer stop()
	return Load(ctx, rules, Options{
		Progress:  func(f float64) { done.Store(int64(f * 1000)) },
		Warn:      func(err error) { fmt.Fprintf(errOut, "fourthdown: %v\n", err) },
		Distances: distances,
	})
}
