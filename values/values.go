// Package values is the one source of a game's values for every view
// that reads them (the menus and the situation line, the board, the
// scoresheet's analysis, review and advise, league skill, the best
// coach), written once for every game: exact where the game is solved
// (engine.Valued), got once in a run by game and variant; else, for a
// game the app can play by itself (a coach, and dice it can roll),
// estimated from its own play (package estimate), built once for the
// game and the content of its setup and kept in the cache folder.
package values

import (
	"context"
	"fmt"
	"sync"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
)

// Source says which values a view reads.
type Source int

const (
	// Default are the exact values where the game has them, else the
	// estimated ones where the app can play the game (built when they
	// are not kept yet), else none.
	Default Source = iota
	// Exact are the exact values, refused for a game without.
	Exact
	// Estimate are the estimated values, refused for a game the app
	// cannot play; on a solved game they can be compared with the exact.
	Estimate
	// AtHand are the Default values where no estimate is built: an
	// estimate only when it is kept already (the board, the sheets: a
	// view that must not wait minutes).
	AtHand
)

// Refusal is values asked for that the game has not (exact values of a
// game that is not solved, estimated ones of a game the app cannot
// play): the asking is wrong, nothing failed.
type Refusal struct {
	Source Source
	Err    error
}

func (r *Refusal) Error() string { return r.Err.Error() }
func (r *Refusal) Unwrap() error { return r.Err }

// Solved reports whether g has exact values (engine.Valued).
func Solved(g engine.Game) bool {
	_, ok := g.(engine.Valued)
	return ok
}

// Has reports whether g has values of either kind for some setup: it is
// solved, or it has a coach to play it (whether the app can roll its
// dice depends on the record's setup: Simulable says).
func Has(g engine.Game) bool { return Solved(g) || canEstimate(g) }

// For are the values of g's game (under its record's setup) that src
// asks for. ok is false for a game with none of those asked for by
// default (Default, AtHand); a source the game has not is a *Refusal.
func For(ctx context.Context, g *tracker.Game, src Source, req engine.ValuesRequest) (v engine.Valuer, ok bool, err error) {
	if ok, err := Can(g, src); !ok || err != nil {
		return nil, ok, err
	}
	if Solved(g.Kind) && src != Estimate {
		return exactValues(ctx, g.Kind, g.Match, req)
	}
	if src == AtHand {
		req.AtHand = true
	}
	v, err = Estimated(ctx, g.Record, req)
	return v, true, err
}

// Can says whether For gives g's values from src, without getting
// them: ok is false for a game with none of those asked for by default;
// a source the game has not is a *Refusal.
func Can(g *tracker.Game, src Source) (ok bool, err error) {
	solved := Solved(g.Kind)
	switch {
	case src == Exact && !solved:
		return true, &Refusal{Exact, fmt.Errorf("%s has no exact values (it is not solved); estimated ones are read from its own play", g.Kind.Title())}
	case src == Exact || solved && src != Estimate:
		return solved, nil
	case !canEstimate(g.Kind) && src != Estimate:
		return false, nil
	}
	if err := Simulable(g.Record); err != nil {
		if src != Estimate {
			return false, nil
		}
		return true, &Refusal{Estimate, err}
	}
	return true, nil
}

// Read is the game of record rec read against the values src asks for
// (nil for a game without those asked for by default), the one reading
// of a record against values (review.Read) every view of a game's values
// makes: from the record's start; with choices, every choice's allowed
// ones valued (review.ReadChances without).
func Read(ctx context.Context, rec *tracker.Record, choices bool, src Source, req engine.ValuesRequest) (*review.Game, error) {
	start, err := tracker.NewGame(rec)
	if err != nil {
		return nil, err
	}
	v, ok, err := For(ctx, start, src, req)
	if !ok || err != nil || v == nil {
		return nil, err
	}
	if !choices {
		return review.ReadChances(v, start.Match, rec.Tokens())
	}
	return review.Read(v, start.Match, rec.Tokens())
}

// exact are the exact values got in this run, by game and variant.
var exact = struct {
	sync.Mutex
	got map[string]engine.Valuer
}{got: map[string]engine.Valuer{}}

// exactKey is the key of m's values in game g's: its game and variant
// (engine.ValuesKeyed: the game's own key).
func exactKey(g engine.Game, m engine.Match) string {
	if k, ok := g.(engine.ValuesKeyed); ok {
		return g.Name() + "\x00" + k.ValuesKey(m)
	}
	variant, _ := m.Variant()
	return g.Name() + "\x00" + variant
}

// knownExact are the exact values kept under key, or nil.
func knownExact(key string) engine.Valuer {
	exact.Lock()
	defer exact.Unlock()
	return exact.got[key]
}

// exactValues are game g's exact values for match m, got once in a run
// for each game and variant and kept for every view that asks again: ok
// is false for a game without.
func exactValues(ctx context.Context, g engine.Game, m engine.Match, req engine.ValuesRequest) (v engine.Valuer, ok bool, err error) {
	vg, ok := g.(engine.Valued)
	if !ok {
		return nil, false, nil
	}
	key := exactKey(g, m)
	if v = knownExact(key); v != nil {
		return v, true, nil
	}
	if v, err = vg.Values(ctx, m, req); err != nil {
		return nil, true, err
	}
	exact.Lock()
	defer exact.Unlock()
	if old := exact.got[key]; old != nil {
		return old, true, nil // got meanwhile by another view: one for all
	}
	exact.got[key] = v
	return v, true, nil
}

// Known are g's values (of the Default source) when got already in this
// run, nil otherwise: at once, never read nor built.
func Known(g *tracker.Game) engine.Valuer { return known(g, keyOf(g)) }

// known are g's values kept in this run under key (keyOf), or nil.
func known(g *tracker.Game, key string) engine.Valuer {
	switch {
	case key == "":
		return nil
	case Solved(g.Kind):
		return knownExact(key)
	}
	if e := knownEstimate(key); e != nil {
		return e
	}
	return nil
}

// keyOf is the key g's Default values are kept under in a run: its
// game and variant for exact values, its estimate's (EstimateKey) else;
// "" for a game without values.
func keyOf(g *tracker.Game) string {
	if Solved(g.Kind) {
		return exactKey(g.Kind, g.Match)
	}
	if !canEstimate(g.Kind) || g.Record == nil {
		return ""
	}
	key, _, _ := EstimateKey(g.Record)
	return key
}
