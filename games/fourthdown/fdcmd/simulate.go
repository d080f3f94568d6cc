package fdcmd

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdsim"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

// simulate plays 4th Down's games through its tuned loop (games/fourthdown/fdsim),
// with its coaches by name on either side.
func simulate(opts *cmdutil.SimOptions) error {
	rules, err := ResolveRules(opts.Rules)
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--rules: %v", err)}
	}
	if opts.Records != "" {
		if err := os.MkdirAll(opts.Records, 0o755); err != nil {
			return fmt.Errorf("--records: %v", err)
		}
	}
	so := fdsim.Options{Games: opts.Games, Seed: opts.Seed, Workers: opts.Workers, Rules: rules,
		Records: opts.Records}
	if so.Receives, err = cmdutil.SimReceives(opts.Receives); err != nil {
		return err
	}
	names := [2]string{strings.ToLower(opts.Home), strings.ToLower(opts.Away)}
	var sol *solve.Solution
	for i, n := range names {
		if n == cmdutil.Best { // every valued game's best coach: 4th Down's perfect one
			n, names[i] = "perfect", "perfect"
		}
		if _, err := solve.NewCoach(n, 0, nil); err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("--home/--away: %v", err)}
		}
		if solve.NeedsSolution(n) && sol == nil {
			if sol, err = solve.Shown(opts.Ctx, rules, opts.IO.ErrOut, true); err != nil {
				return err
			}
		}
	}
	if names != [2]string{"standard", "standard"} {
		so.CoachNames = names
		so.Coach = func(seed uint64, side fourthdown.Side) fourthdown.Coach {
			if names[side] == "standard" {
				return fdsim.DefaultCoach(seed, side)
			}
			c, _ := solve.NewCoach(names[side], seed^uint64(side+1)*0x632be59bd9b4e019, sol)
			return c
		}
	}
	if opts.Records != "" {
		// A house-rules file is copied into the records' folder once, here.
		if err := SetRecordRules(&tracker.Record{}, rules, opts.Rules, filepath.Join(opts.Records, "game.fdr")); err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("--rules: %v", err)}
		}
		so.RecordRules = func(rec *tracker.Record, path string) { SetRecordRules(rec, rules, opts.Rules, path) }
	}
	var run *fdsim.Run
	err = opts.WithProgress(&so.Progress, func() (err error) {
		run, err = fdsim.Simulate(opts.Ctx, so)
		return err
	})
	if err != nil {
		return err
	}
	rep := run.Report(rules.Name, opts.Seed)
	rep.Coaches = map[string]string{"home": names[fourthdown.Home], "away": names[fourthdown.Away]}
	rep.Receives = cmdutil.ReceivesName(opts.Receives)
	return opts.Print(&rep, rep.Games, func(w io.Writer) { writeSimReport(w, rules, &rep) })
}

func writeSimReport(w io.Writer, rules *fourthdown.Ruleset, r *fdsim.Report) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	t := fourthdown.DefaultTeams
	coaches := ""
	if r.Coaches != nil {
		coaches = sim.Coaches(t, [2]string{r.Coaches["home"], r.Coaches["away"]})
	}
	sim.WriteHead(w, rules.Title, t, coaches, r.Receives, r.Head)
	sim.WriteResults(w, t, r.Games, &r.Scores)
	p("\nDrives per game: %.2f (a 4th-down conversion starts a new drive)\n", r.DrivesPerGame)
	p("%-11s%7s%8s%7s%7s%7s%7s%7s%7s%7s%7s\n", "style", "share", "pts/dr", "TD", "FG", "punt", "turn.", "downs", "safety", "miss", "1st")
	row := func(name string, d fdsim.DriveFigures) {
		p("%-11s%6.1f%%%8.2f", name, 100*d.Share, d.PointsPerDrive)
		for _, v := range []float64{d.Touchdown, d.FieldGoal, d.Punt, d.Turnover, d.Downs, d.Safety, d.MissedFG, d.FirstDown} {
			p("%6.1f%%", 100*v)
		}
		p("\n")
	}
	for st := fourthdown.Style(0); st < fourthdown.NumStyles; st++ {
		row(st.Title(), r.Styles[st.String()])
	}
	row("all", r.AllDrives)
	p("(rates per drive; the rest of the drives ran out the half)\n")
	p("Turnover per turnover roll: %s %.3f, %s %.3f, %s %.3f\n",
		fourthdown.Balanced.Title(), r.Styles[fourthdown.Balanced.String()].TurnoverRoll,
		fourthdown.Run.Title(), r.Styles[fourthdown.Run.String()].TurnoverRoll,
		fourthdown.Pass.Title(), r.Styles[fourthdown.Pass.String()].TurnoverRoll)

	fd := r.FourthDown
	p("\n4th downs per game: %.2f: went for it %s (converted %s), field goal %s (good %s), punt %s\n",
		fd.PerGame, strings.TrimSpace(sim.Pct(fd.GoRate)), strings.TrimSpace(sim.Pct(fd.Conversion)), strings.TrimSpace(sim.Pct(fd.FGRate)),
		strings.TrimSpace(sim.Pct(fd.FGMade)), strings.TrimSpace(sim.Pct(fd.PuntRate)))
	k, two := r.Tries["kick"], r.Tries["two"]
	p("Tries per game: kick %.2f (good %s), two %.2f (good %s)\n", k.PerGame, strings.TrimSpace(sim.Pct(k.Good)), two.PerGame, strings.TrimSpace(sim.Pct(two.Good)))
	p("Untimed downs per game: %.2f\n", r.Untimed)
}
