package cmd

import (
	"errors"
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

// headerFileLimit bounds a file a simulation's header names (a dice-set
// file) when it is copied beside the records; its game reads it with its
// own, smaller limit.
const headerFileLimit = 1 << 20

// simulateAny simulates a game that has no simulation of its own through
// the contract: its coach on both sides, every die rolled from the faces
// it lists. The flags g does not take are already refused.
func simulateAny(opts *simulateOptions, g engine.Game) error {
	so := sim.Options{Games: opts.Games, Seed: opts.Seed, Workers: opts.Workers, Records: opts.Records}
	names, err := simCoachNames(opts, g)
	if err != nil {
		return err
	}
	if so.Receives, err = cmdutil.SimReceives(opts.Receives); err != nil {
		return err
	}
	if d, ok := g.(engine.DigitalDice); ok {
		if err := d.Digital(diceFlag(g, opts.DiceFile)); err != nil {
			return &UsageError{Err: fmt.Errorf("%v: %s", err, giveDice(cmdutil.Of(g)))}
		}
	}
	reg := cmdutil.Of(g)
	rec, err := simHeader(opts, g, reg)
	if err != nil {
		return err
	}
	// Before any game: a game that cannot be simulated is refused at once.
	if err := simRefusal(sim.Check(rec), opts, g); err != nil {
		return err
	}
	if err := simRecordsFolder(opts, reg, rec); err != nil {
		return err
	}
	if so.Coach, err = simCoaches(opts, g, rec, names); err != nil {
		return err
	}
	if so.Coach == nil {
		names = [2]string{} // the game's one coach: no names to give
	} else { // the records name them
		rec.Set("home-coach", names[engine.Home])
		rec.Set("away-coach", names[engine.Away])
	}
	so.Header = rec
	var run *sim.Run
	err = opts.WithProgress(&so.Progress, func() (err error) {
		run, err = sim.Simulate(opts.Ctx, so)
		return err
	})
	if err != nil {
		return err
	}
	rep := run.Report(opts.Seed)
	rep.Receives = cmdutil.ReceivesName(opts.Receives)
	return opts.Print(&rep, rep.Games, func(w io.Writer) { writeGameSimReport(w, run.Game.Title(), run.Teams, names, &rep) })
}

// simCoachNames are the coaches --home and --away name (each the game's
// default when not given), refused when the game has none by name.
func simCoachNames(opts *simulateOptions, g engine.Game) ([2]string, error) {
	_, def := cmdutil.CoachNames(g)
	names := [2]string{opts.Home, opts.Away}
	for i, f := range []string{"home", "away"} {
		switch {
		case !opts.changed(f):
			names[i] = def
		case !cmdutil.Coaching(g):
			return names, &UsageError{Err: fmt.Errorf("--%s names one of %s coaches; %s has one coach, which plays both sides", f, coachOwners(), g.Title())}
		default:
			if err := cmdutil.CheckCoach(g, names[i]); err != nil {
				return names, &UsageError{Err: fmt.Errorf("--%s: %v", f, err)}
			}
		}
	}
	return names, nil
}

// simCoaches are the coaches names name for either team of the games of
// header rec: nil for the game's one coach on both sides, as without
// names; Best plays from the game's values, got once here.
func simCoaches(opts *simulateOptions, g engine.Game, rec *tracker.Record, names [2]string) (func(side engine.Side, seed uint64) engine.Chooser, error) {
	if !slices.ContainsFunc(names[:], func(n string) bool { return strings.EqualFold(n, cmdutil.Best) }) {
		return nil, nil
	}
	probe := &tracker.Record{Header: slices.Clone(rec.Header), Dir: rec.Dir}
	probe.Set("receives", engine.Home.String())
	start, err := tracker.NewGame(probe)
	if err != nil {
		return nil, err
	}
	v, err := cmdutil.BestValues(opts.Ctx, start, opts.IO.ErrOut)
	if err != nil {
		return nil, err
	}
	coached, _ := g.(engine.Coached)
	return func(side engine.Side, seed uint64) engine.Chooser {
		// The seed is mixed once for the home team's coach, twice for the
		// away team's.
		for range int(side) + 1 {
			seed = seed*0x9e3779b97f4a7c15 + 1
		}
		if strings.EqualFold(names[side], cmdutil.Best) {
			return engine.Perfect(v, seed)
		}
		return coached.Coach(seed)
	}, nil
}

// writeGameSimReport writes the figures of a game's simulation, its
// coaches by name when they were named.
func writeGameSimReport(w io.Writer, title string, t engine.Teams, names [2]string, r *sim.Report) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	coaches := "the computer coach on both sides"
	if names[engine.Home] != "" {
		coaches = sim.Coaches(t, names)
	}
	sim.WriteHead(w, title, t, coaches, r.Receives, r.Head)
	sim.WriteResults(w, t, r.Games, &r.Scores)
	p("\nPossessions per game: %.2f, points per possession %.2f\n", r.PossessionsPerGame, r.PointsPerPossession)
	p("How possessions end:\n")
	for res := engine.Result(0); res < engine.NumResults; res++ {
		name := sim.EndName(res)
		if share, ok := r.Ends[name]; ok {
			p("  %-18s %s  %s\n", strings.ReplaceAll(name, "_", " "), sim.Pct(share), strings.Repeat("#", int(share*100+0.5)))
		}
	}
}

// simHeader is the header every simulated game of g starts from: the
// game, its default teams, computer coaches on both sides, and the dice
// set --dice names (built in, or a file named from its folder).
func simHeader(opts *simulateOptions, g engine.Game, reg *cmdutil.Game) (*tracker.Record, error) {
	rec := &tracker.Record{}
	teams := g.DefaultTeams()
	if def, _ := engine.Default(); g.Name() != def.Name() {
		rec.Set("game", g.Name())
	}
	rec.Set("home", teams[engine.Home].Name)
	rec.Set("away", teams[engine.Away].Name)
	rec.Set("home-coach", "computer")
	rec.Set("away-coach", "computer")
	if slices.Contains(reg.DiceSets, opts.DiceFile) {
		cmdutil.SetRecorded(rec, g, "dice", opts.DiceFile)
	} else if opts.DiceFile != "" {
		// Read from the folder the file is in, a link followed: without
		// --records there is no record's folder it must be in.
		abs, err := filepath.Abs(opts.DiceFile)
		if err != nil {
			return nil, &UsageError{Err: fmt.Errorf("--dice: %v", err)}
		}
		if real, err := filepath.EvalSymlinks(abs); err == nil {
			abs = real
		}
		rec.Dir = filepath.Dir(abs)
		cmdutil.SetRecorded(rec, g, "dice", filepath.Base(abs))
	}
	return rec, nil
}

// simRefusal words sim.Check's refusal of a game that cannot be simulated
// (nil when it can): what to do instead, or the dice sets known.
func simRefusal(err error, opts *simulateOptions, g engine.Game) error {
	if err == nil {
		return nil
	}
	var pe *tracker.PosError
	var ue *sim.UnrollableError
	var nc *sim.NoCoachError
	switch {
	case errors.As(err, &ue) || errors.As(err, &nc):
		return &UsageError{Err: fmt.Errorf("%v; play it at the table: %s play --game %s", err, cmdutil.ProgName, g.Name())}
	case errors.As(err, &pe) && opts.DiceFile != "":
		return &UsageError{Err: fmt.Errorf("--dice: %v", pe.Err)}
	}
	return &UsageError{Err: err}
}

// simRecordsFolder makes --records' folder and points the records'
// header there, naming the dice-set file relative to it.
func simRecordsFolder(opts *simulateOptions, reg *cmdutil.Game, rec *tracker.Record) error {
	if opts.Records == "" {
		return nil
	}
	if err := os.MkdirAll(opts.Records, 0o755); err != nil {
		return fmt.Errorf("--records: %v", err)
	}
	if opts.DiceFile != "" {
		ref, err := diceRef(reg, opts.DiceFile, filepath.Join(opts.Records, "game.fdr"), headerFileLimit)
		if err != nil {
			return &UsageError{Err: fmt.Errorf("--dice: %v", err)}
		}
		cmdutil.SetRecorded(rec, reg.Game, "dice", ref)
	}
	rec.Dir = opts.Records
	return nil
}
