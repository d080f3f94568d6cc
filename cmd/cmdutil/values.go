package cmdutil

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
)

// What the table and the board show of a game's values (engine.Valued),
// written once for every game that has them: each choice's chance on the
// menus, the chance on the situation line and on the board.

// HasValues reports whether g is solved: it has values (engine.Valued).
func HasValues(g engine.Game) bool {
	_, ok := g.(engine.Valued)
	return ok
}

// ValuesAdvisor is the advice at the table of a game with values: its
// values are read at once when at hand (so that a resumed game's first
// menu has its chances), else got in the background, so that no prompt
// waits on them: until they are ready the menus show what they show
// without.
type ValuesAdvisor struct {
	v atomic.Pointer[engine.Valuer]
	// missing: why there are no values (a solve short of memory), said
	// once on the situation line.
	missing atomic.Pointer[string]
}

// StartAdvisor is the advice for g, or nil when its game has no values.
func StartAdvisor(ctx context.Context, g *tracker.Game) Advisor {
	if !HasValues(g.Kind) {
		return nil
	}
	a := &ValuesAdvisor{}
	if v, _, err := Values(ctx, g.Kind, g.Match, engine.ValuesRequest{AtHand: true}); err == nil {
		a.v.Store(&v)
		return a
	}
	kind, m := g.Kind, g.Match
	go func() {
		v, _, err := Values(ctx, kind, m, engine.ValuesRequest{})
		if err != nil {
			if ctx.Err() == nil {
				why := "no odds: " + tracker.Printable(err.Error())
				a.missing.Store(&why)
			}
			return
		}
		a.v.Store(&v)
	}()
	return a
}

// Ready are the values, or nil while they are being got.
func (a *ValuesAdvisor) Ready() engine.Valuer {
	if a == nil {
		return nil
	}
	if v := a.v.Load(); v != nil {
		return *v
	}
	return nil
}

// Menu puts the chances of winning on a choice menu (AdviseMenu).
func (a *ValuesAdvisor) Menu(g *tracker.Game, opts []Option) []Option {
	return AdviseMenu(a.Ready(), g, opts)
}

// Chance is what the situation line adds: at a roll, the chance of
// winning (WinChance); the first time after the values could not be had,
// why the game goes on without them.
func (a *ValuesAdvisor) Chance(g *tracker.Game) string {
	if v := a.Ready(); v != nil {
		if g.Match.Next().IsRoll() {
			return WinChance(v, g)
		}
		return ""
	}
	if why := a.missing.Swap(nil); why != nil {
		return *why
	}
	return ""
}

// AdviseMenu puts v's chances of winning on a choice menu: each option's
// chance for the team choosing in its hint, the best one marked and the
// menu's default. opts as they are without values or a choice.
func AdviseMenu(v engine.Valuer, g *tracker.Game, opts []Option) []Option {
	if v == nil {
		return opts
	}
	cs := v.Choices(g.Match)
	if len(cs) == 0 {
		return opts
	}
	team := g.Match.Next().Team
	best := cs[engine.BestChoice(cs, team)].Entry
	for i := range opts {
		opts[i].Default = false
	}
	for i := range opts {
		k := -1
		for j, c := range cs {
			if c.Entry == opts[i].Token {
				k = j
			}
		}
		if k < 0 {
			continue
		}
		mark := ""
		if opts[i].Token == best {
			mark = " best"
			opts[i].Default = true
		}
		chance := review.Pct(engine.ForSide(cs[k].Home, team), engine.IsEstimate(v)) + mark
		if opts[i].Hint != "" {
			opts[i].Hint = chance + " · " + opts[i].Hint
		} else {
			opts[i].Hint = chance
		}
	}
	return opts
}

// WinChance is the chance of winning of the team the rules ask next, in
// v's values: "Bombers 61.2% to win" ("" without values or once the game
// is over). At a choice it is its best choice's chance.
func WinChance(v engine.Valuer, g *tracker.Game) string {
	return chanceOf(v, g, func(float64) engine.Side { return g.Match.Next().Team })
}

// FavouriteChance is the chance of the team more likely to win (the home
// team at even odds), in v's values, worded as WinChance. It is the
// board's headline, worded as its chart, which is drawn for the home team
// and labelled with the favourite's chance at its end; the team with the
// ball may be either.
func FavouriteChance(v engine.Valuer, g *tracker.Game) string {
	return chanceOf(v, g, func(home float64) engine.Side {
		if home < 0.5 {
			return engine.Away
		}
		return engine.Home
	})
}

// chanceOf words the chance of winning of the team pick names, given the
// home team's (HomeValue): "Bombers 61.2% to win", "" without values or
// once the game is over.
func chanceOf(v engine.Valuer, g *tracker.Game, pick func(home float64) engine.Side) string {
	if v == nil || g.Match.Status().Final {
		return ""
	}
	home := HomeValue(v, g.Match)
	team := pick(home)
	return fmt.Sprintf("%s %s to win", g.Teams[team], review.Pct(engine.ForSide(home, team), engine.IsEstimate(v)))
}

// HomeValue is the home team's chance at m: at a choice its best choice's
// value (for the team choosing), else v's value of m.
func HomeValue(v engine.Valuer, m engine.Match) float64 {
	if a := m.Next(); !a.Done && !a.IsRoll() {
		if cs := v.Choices(m); len(cs) > 0 {
			return cs[engine.BestChoice(cs, a.Team)].Home
		}
	}
	return v.Value(m)
}

// values are the values got in this run, by game and variant (Values).
var values = struct {
	sync.Mutex
	got map[string]engine.Valuer
}{got: map[string]engine.Valuer{}}

// valuesKey is the key of m's values in game g's: its game and variant
// (engine.ValuesKeyed: the game's own key).
func valuesKey(g engine.Game, m engine.Match) string {
	if k, ok := g.(engine.ValuesKeyed); ok {
		return g.Name() + "\x00" + k.ValuesKey(m)
	}
	variant, _ := m.Variant()
	return g.Name() + "\x00" + variant
}

// known are the values kept under key, or nil.
func known(key string) engine.Valuer {
	values.Lock()
	defer values.Unlock()
	return values.got[key]
}

// Values are game g's values for match m (engine.Valued), got once in a
// run for each game and variant and kept for every view that asks again
// (the menus, the board, the sheets, review, league skill): ok is false
// for a game without values.
func Values(ctx context.Context, g engine.Game, m engine.Match, req engine.ValuesRequest) (v engine.Valuer, ok bool, err error) {
	vg, ok := g.(engine.Valued)
	if !ok {
		return nil, false, nil
	}
	key := valuesKey(g, m)
	if v = known(key); v != nil {
		return v, true, nil
	}
	if v, err = vg.Values(ctx, m, req); err != nil {
		return nil, true, err
	}
	values.Lock()
	defer values.Unlock()
	if old := values.got[key]; old != nil {
		return old, true, nil // got meanwhile by another view: one for all
	}
	values.got[key] = v
	return v, true, nil
}

// Read is the game of record rec read against its game's values (nil
// for a game without values), the one reading of a record against values
// (review.Read) every view of a game's values makes: the values got once
// in a run (Values), the record's entries from its start; with choices,
// every choice's allowed ones valued (review.ReadChances without).
func Read(ctx context.Context, rec *tracker.Record, choices bool, req engine.ValuesRequest) (*review.Game, error) {
	start, err := tracker.NewGame(rec)
	if err != nil {
		return nil, err
	}
	v, ok, err := Values(ctx, start.Kind, start.Match, req)
	if !ok || err != nil {
		return nil, err
	}
	return readWith(v, start, rec, choices)
}

// ReadFrom is Read against the values src asks for (ValuesFor: review
// --values exact|estimate), nil for a game with neither.
func ReadFrom(ctx context.Context, rec *tracker.Record, choices bool, src ValuesSource, req engine.ValuesRequest) (*review.Game, error) {
	start, err := tracker.NewGame(rec)
	if err != nil {
		return nil, err
	}
	v, ok, err := ValuesFor(ctx, rec, src, req)
	if !ok || err != nil {
		return nil, err
	}
	return readWith(v, start, rec, choices)
}

// readWith reads rec, whose game start is, against v.
func readWith(v engine.Valuer, start *tracker.Game, rec *tracker.Record, choices bool) (*review.Game, error) {
	if !choices {
		return review.ReadChances(v, start.Match, rec.Tokens())
	}
	return review.Read(v, start.Match, rec.Tokens())
}

// BoardValues are the values of the games the board shows, only those at
// hand (the board never starts a long computation): read in the
// background, after which the board is refreshed.
type BoardValues struct {
	ctx     context.Context
	mu      sync.Mutex
	refresh func()
	ready   bool            // some were read
	loading map[string]bool // by game and variant
}

// NewBoardValues are the board's values, read with ctx.
func NewBoardValues(ctx context.Context) *BoardValues {
	return &BoardValues{ctx: ctx, loading: map[string]bool{}}
}

// SetRefresh says how to show values that became known: at once when
// some did already.
func (b *BoardValues) SetRefresh(f func()) {
	b.mu.Lock()
	b.refresh = f
	ready := b.ready
	b.mu.Unlock()
	if ready {
		f()
	}
}

// Of are g's values once read (nil until then, and for a game without).
func (b *BoardValues) Of(g *tracker.Game) engine.Valuer {
	if !HasValues(g.Kind) {
		return nil
	}
	key := valuesKey(g.Kind, g.Match)
	if v := known(key); v != nil {
		return v
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.loading[key] {
		return nil
	}
	b.loading[key] = true
	kind, m := g.Kind, g.Match
	go func() { // read in the background: the board is not held up
		_, _, err := Values(b.ctx, kind, m, engine.ValuesRequest{AtHand: true})
		b.mu.Lock()
		delete(b.loading, key) // not at hand: asked again at the next update
		b.ready = b.ready || err == nil
		refresh := b.refresh
		b.mu.Unlock()
		if err == nil && refresh != nil {
			refresh()
		}
	}()
	return nil
}

// Best is the coach every game with values has, by this name: the
// perfect coach of its values (engine.Perfect), exact or estimated. A
// game with one coach of its own (engine.Coached) calls that one
// Standard beside it.
const Best, Standard = "best", "standard"

// Coaching reports whether g has computer coaches by name (CoachNames).
func Coaching(g engine.Game) bool {
	names, _ := CoachNames(g)
	return names != nil
}

// CoachNames are the names of g's coaches (--coach, simulate's --home and
// --away), Best first for a game with values, and the one played without
// a name; none for a game with one coach and no values.
func CoachNames(g engine.Game) (names []string, def string) {
	if c, ok := g.(engine.Coaching); ok {
		names, def = c.CoachNames()
	} else if _, ok := g.(engine.Coached); ok && HasValues(g) {
		names, def = []string{Standard}, Standard
	}
	if HasValues(g) {
		names, def = append([]string{Best}, names...), cmp.Or(def, Best)
	}
	return names, def
}

// CheckCoach refuses a name that is none of g's coaches, saying which
// there are (nil for a game without named coaches).
func CheckCoach(g engine.Game, name string) error {
	names, _ := CoachNames(g)
	if names == nil || slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, name) }) {
		return nil
	}
	return fmt.Errorf("unknown coach %q: the coaches are %s", name, strings.Join(names, ", "))
}

// Solo is the computer coach of req's game by name: --coach, else the
// record's solo-coach, else the game's default; Best, or a coach of the
// game's (engine.Coaching, engine.Coached). A coach that plays by the
// game's values gets them, a computation reporting its progress on
// req.ErrOut.
func Solo(req SoloRequest) (engine.Chooser, error) {
	g := req.Game
	name := req.Name
	if name == "" {
		name, _ = g.Record.Get("solo-coach")
	}
	if err := CheckCoach(g.Kind, name); name != "" && err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--coach: %v", err)}
	}
	values := func() (engine.Valuer, error) {
		v, _, err := Values(req.Ctx, g.Kind, g.Match, engine.ValuesRequest{Progress: req.ErrOut})
		return v, err
	}
	if _, def := CoachNames(g.Kind); strings.EqualFold(cmp.Or(name, def), Best) {
		v, err := values()
		if err != nil {
			return nil, err
		}
		return engine.Perfect(v, req.Seed), nil
	}
	if c, ok := g.Kind.(engine.Coaching); ok {
		return c.NamedCoach(g.Match, name, req.Seed, values)
	}
	if c, ok := g.Kind.(engine.Coached); ok {
		return c.Coach(req.Seed), nil
	}
	return nil, fmt.Errorf("--coach: %s has no computer coach", g.Kind.Title())
}
