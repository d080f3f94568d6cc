package cmdutil

import (
	"context"
	"io"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

// Game is one game's registration: the game, what fourthdown says of it,
// and the capabilities it brings beyond what every game has. A capability
// left nil is one the game does not have; the generic commands ask for a
// capability, never for a game.
type Game struct {
	engine.Game
	Facts

	// What it prints (its play aid, blank scoresheet, analysis, a
	// league's next sheets) is registered with package printed.

	// Layouts are its play aid's layouts (aids --layout, when two or
	// more), the default first.
	Layouts []string
	// Rulesets are its rulesets, for --rules.
	Rulesets *Rulesets
	// Recorded are the header keys under which a record keeps the game's
	// own setup, by the flag that sets it: 4th Down's --rules as rules:,
	// 1st & Roll's --dice as dice:. The commands write a flag's value into
	// a new record only under the key its game gives (a flag without one
	// is no setup the record keeps).
	Recorded map[string]string
	// DiceBytes bounds a dice-set file (--dice) it reads; 0: it reads
	// none.
	DiceBytes int64
	// DiceSets are the dice sets it knows by name (--dice sample), which
	// a record names as they are, reading no file.
	DiceSets []string

	// Commands are its own commands, beside fourthdown's. A command that
	// watches its context for Ctrl-C says so with the StopsOnSignal
	// annotation.
	Commands func(ios *IO) []*cobra.Command
	// PromptCommands are its own commands at the table's prompts.
	PromptCommands []PromptCommand
	// Typing is the terminal's hint of what can be typed at a prompt ("":
	// the one every game has).
	Typing string
	// Its computer coaches are the game's own (engine.Coached, or by name
	// engine.Coaching: Solo, CoachNames), its perfect coach one of its
	// values (engine.Perfect).
	// ChoiceNames are the names of its choices ("run": "Run-First") by
	// which the table tells a coach's choice, with the choice's hint (nil:
	// it is told by its token and what was asked).
	ChoiceNames map[string]string
	// EndScreen is its end-of-game screen (nil: the one every game has).
	EndScreen func(g *tracker.Game, path string, st Styler) string
	// Simulate is its own simulation, run instead of the one every game
	// has.
	Simulate func(*SimOptions) error
	// Charts print what its values say about the game in general (advise
	// --charts), under the ruleset --rules names.
	Charts func(ctx context.Context, ios *IO, rules string) error
}

// StopsOnSignal is the annotation of a command that stops by itself on
// a signal (it watches its context).
const StopsOnSignal = "stops-on-signal"

// Facts are what fourthdown says of a game before one is played: a line
// for the "Which game?" menu and the help, the dice on its table, and
// what it has beyond what every game has (the flags that use it).
type Facts struct {
	Line string // what the game is, in a line
	Dice string // the dice the players roll
	// Entries say how its entries are typed at a prompt, with an example
	// (play's help).
	Entries string
	// AidHolds says what its printed play aid holds, a paragraph or more
	// (aids' help), and BlankHolds what its blank scoresheet holds
	// (sheet's help).
	AidHolds, BlankHolds string
	// AnalysisHolds says what its scoresheet of a game adds from its
	// analysis (printed.Game.Analysis), for sheet's help.
	AnalysisHolds string
	// SimFigures are the figures its own simulation reports beyond every
	// game's (simulate's help; "" for none).
	SimFigures string
	// Coach: a computer coach for --solo. A game that has one through the
	// contract (engine.Coached) has it without saying so (FactsOf).
	Coach bool
	// Advice: the game is solved exactly, so its menus can show each
	// choice's chance of winning (--no-advice turns it off), and --coach
	// picks among its solved coaches.
	Advice bool
	// Rulesets (--rules), dice-set files (--dice) and play aids in two
	// layouts (aids --layout) are no facts: the registration's Rulesets,
	// DiceBytes and Layouts say them (gameFlags).
}

// Rulesets are a game's rulesets: built-in ones by name, or files.
type Rulesets struct {
	Default string          // the ruleset of a record that names none
	Names   func() []string // the built-in ones
	// Record checks nameOrFile and writes it into the header of a new
	// record that will be saved at path.
	Record func(rec *tracker.Record, nameOrFile, path string) error
}

// SetRecorded writes value, what game g's own setup flag gives, into
// rec's header under the key g keeps it under (Game.Recorded); nothing
// for "" or a flag g keeps none of.
func SetRecorded(rec *tracker.Record, g engine.Game, flag, value string) {
	if key := Of(g).Recorded[flag]; key != "" && value != "" {
		rec.Set(key, value)
	}
}

// PromptCommand is a command a game adds at its prompts.
type PromptCommand struct {
	Name, Help string
	Run        func(g *tracker.Game, out io.Writer)
}

// Advisor is a game's advice at the table (StartAdvisor, from its values).
type Advisor interface {
	// Menu puts the chances on a choice menu answered by team (opts as
	// they are without).
	Menu(g *tracker.Game, opts []Option, team engine.Side) []Option
	// Chance is what the situation line adds: at a roll the chance of
	// winning, or why there are no chances ("" for nothing).
	Chance(g *tracker.Game) string
}

// SoloRequest asks a game for its computer coach.
type SoloRequest struct {
	Ctx    context.Context
	Game   *tracker.Game
	Name   string // --coach ("": the record's, else the default)
	Seed   uint64
	ErrOut io.Writer
}

// The registrations, by game name.
var registered = map[string]*Game{}

// Register registers the games, with engine too; def names the game of a
// record that names none, which leads the lists and menus.
func Register(def string, gs ...Game) {
	var order []Game
	for _, g := range gs {
		if g.Name() == def {
			order = append([]Game{g}, order...)
			continue
		}
		order = append(order, g)
	}
	if len(order) == 0 || order[0].Name() != def {
		panic("cmdutil.Register: the default game " + def + " is not registered")
	}
	for i := range order {
		g := &order[i]
		engine.Register(g.Game)
		registered[strings.ToLower(g.Name())] = g
	}
}

// Of is game g's registration: what it was registered with, or the game
// alone (a game registered with engine only).
func Of(g engine.Game) *Game {
	if r := registered[strings.ToLower(g.Name())]; r != nil {
		return r
	}
	return &Game{Game: g}
}

// Games are the registered games' registrations, in engine's order.
func Games() []*Game {
	var out []*Game
	for _, g := range engine.Games() {
		out = append(out, Of(g))
	}
	return out
}

// Lookup is the registration of the game --game names.
func Lookup(name string) (*Game, error) {
	g, err := LookupGame(name)
	if err != nil {
		return nil, err
	}
	return Of(g), nil
}

// Default is the registration of the default game.
func Default() *Game {
	g, ok := engine.Default()
	if !ok {
		return &Game{}
	}
	return Of(g)
}

// FactsOf are game g's facts, with what its registration says of it: a
// coach when it has one, advice when it has values (Valued: exact or
// estimated).
func FactsOf(g engine.Game) Facts {
	r := Of(g)
	f := r.Facts
	if _, ok := g.(engine.Coached); ok || Coaching(g) {
		f.Coach = true
	}
	if Valued(g) { // advice, and a coach that plays by the values
		f.Advice, f.Coach = true, true
	}
	return f
}
