package cmdutil

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
)

// What the table and the board show of a game's values (engine.Valued),
// written once for every game that has them: each choice's chance on the
// menus, the chance on the situation line and on the board.

// ValuesAdvisor is the advice at the table of a game with values: its
// values are read at once when at hand (so that a resumed game's first
// menu has its chances), else got in the background (an estimate built
// there), so that no prompt waits on them: until they are ready the
// menus show what they show without.
type ValuesAdvisor struct {
	v atomic.Pointer[engine.Valuer]
	// note: why there are no values yet (an estimate being built), or
	// none at all (a solve short of memory), said once on the situation
	// line.
	note atomic.Pointer[string]
}

// StartAdvisor is the advice for g, or nil when its game has no values.
func StartAdvisor(ctx context.Context, g *tracker.Game) Advisor {
	v, ok, err := values.For(ctx, g, values.AtHand, engine.ValuesRequest{AtHand: true})
	if !ok {
		return nil
	}
	a := &ValuesAdvisor{}
	if err == nil {
		a.v.Store(&v)
		return a
	}
	if !values.Solved(g.Kind) {
		note := building(g)
		a.note.Store(&note)
	}
	go func() {
		v, _, err := values.For(ctx, g, values.Default, engine.ValuesRequest{})
		if err != nil {
			if ctx.Err() == nil {
				why := "no odds: " + tracker.Printable(err.Error())
				a.note.Store(&why)
			}
			return
		}
		a.v.Store(&v)
	}()
	return a
}

// building says that g's values are being estimated at the table, and
// how to build them ahead.
func building(g *tracker.Game) string {
	return fmt.Sprintf("no chances yet: they are being estimated from %s's own play (minutes, once for this setup; %s builds them ahead)",
		g.Kind.Title(), BuildAhead(g))
}

// BuildAhead is the command that builds g's estimated values ahead.
func BuildAhead(g *tracker.Game) string {
	ahead := ProgName + " advise --charts --game " + g.Kind.Name()
	if dice, ok := g.Record.Get(Of(g.Kind).Recorded["dice"]); ok && dice != "" {
		ahead += " --dice " + ShellQuote(dice)
	}
	return ahead
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

// Menu puts the chances of winning on a choice menu answered by team
// (AdviseMenu).
func (a *ValuesAdvisor) Menu(g *tracker.Game, opts []Option, team engine.Side) []Option {
	return AdviseMenu(a.Ready(), g, opts, team)
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
	if why := a.note.Swap(nil); why != nil {
		return *why
	}
	return ""
}

// AdviseMenu puts v's chances of winning on a choice menu answered by
// team: each option's chance for team in its hint, the best of the
// options for team marked and the menu's default. The team answering is
// the one asked, but where both teams answer their own parts (a timeout
// either may take) and the player has only their own (solo play), the
// player's team: the chances and the best are theirs, not the other
// team's. opts as they are without values or a choice.
func AdviseMenu(v engine.Valuer, g *tracker.Game, opts []Option, team engine.Side) []Option {
	if v == nil {
		return opts
	}
	cs := v.Choices(g.Match)
	if len(cs) == 0 {
		return opts
	}
	offered := make([]engine.Choice, 0, len(opts))
	for _, c := range cs {
		if slices.ContainsFunc(opts, func(o Option) bool { return o.Token == c.Entry }) {
			offered = append(offered, c)
		}
	}
	best := ""
	if len(offered) > 0 {
		best = offered[engine.BestChoice(offered, team)].Entry
	}
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
func HomeValue(v engine.Valuer, m engine.Core) float64 {
	if a := m.Next(); !a.Done && !a.IsRoll() {
		if cs := v.Choices(m); len(cs) > 0 {
			return cs[engine.BestChoice(cs, a.Team)].Home
		}
	}
	return v.Value(m)
}

// Best is the coach every game with values has, by this name: the
// perfect coach of its values (engine.Perfect), exact or estimated
// (values.Default). A
// game with one coach of its own (engine.Coached) calls that one
// Standard beside it.
const Best, Standard = "best", "standard"

// Coaching reports whether g has computer coaches by name (CoachNames).
func Coaching(g engine.Game) bool {
	names, _ := CoachNames(g)
	return names != nil
}

// CoachNames are the names of g's coaches (--coach, simulate's --home and
// --away), Best first for a game with values (Valued), and the one
// played without a name; none for a game with one coach and no values.
func CoachNames(g engine.Game) (names []string, def string) {
	valued := Valued(g)
	if c, ok := g.(engine.Coaching); ok {
		names, def = c.CoachNames()
	} else if _, ok := g.(engine.Coached); ok && valued {
		names, def = []string{Standard}, Standard
	}
	if valued {
		names, def = append([]string{Best}, names...), cmp.Or(def, Best)
	}
	return names, def
}

// valued are the answers of Valued, by game (it plays a game to know).
var valued sync.Map

// Valued reports whether g has values as it is usually set up: exact
// ones, or estimated ones where the app can play it (with its first
// dice set known by name, for a game whose dice are the record's).
func Valued(g engine.Game) bool {
	if values.Solved(g) {
		return true
	}
	if !values.Has(g) {
		return false
	}
	if ok, known := valued.Load(g.Name()); known {
		return ok.(bool)
	}
	rec := &tracker.Record{}
	rec.Set("game", g.Name())
	rec.Set("receives", engine.Home.String())
	if sets := Of(g).DiceSets; len(sets) > 0 {
		SetRecorded(rec, g, "dice", sets[0])
	}
	ok := values.Simulable(rec) == nil
	valued.Store(g.Name(), ok)
	return ok
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

// BestValues are the values g's best coach plays from (values.Default,
// a computation reporting its progress on errOut), or why there are none
// for its setup.
func BestValues(ctx context.Context, g *tracker.Game, errOut io.Writer) (engine.Valuer, error) {
	v, ok, err := values.For(ctx, g, values.Default, engine.ValuesRequest{Progress: errOut})
	if err == nil && !ok {
		err = &UsageError{Err: fmt.Errorf("the %s coach plays from the game's values, and this %s game has none: %v", Best, g.Kind.Title(), values.Simulable(g.Record))}
	}
	return v, err
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
	get := func() (engine.Valuer, error) { return BestValues(req.Ctx, g, req.ErrOut) }
	if _, def := CoachNames(g.Kind); strings.EqualFold(cmp.Or(name, def), Best) {
		v, err := get()
		if err != nil {
			return nil, err
		}
		return engine.Perfect(v, req.Seed), nil
	}
	if c, ok := g.Kind.(engine.Coaching); ok {
		return c.NamedCoach(g.Match, name, req.Seed, get)
	}
	if c, ok := g.Kind.(engine.Coached); ok {
		return c.Coach(req.Seed), nil
	}
	return nil, fmt.Errorf("--coach: %s has no computer coach", g.Kind.Title())
}
