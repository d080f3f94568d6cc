package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/sim/fdsim"
	"github.com/fourthdown/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

type simulateOptions struct {
	IO       *IO
	Ctx      context.Context
	Games    int
	Seed     uint64
	Workers  int
	JSON     bool
	Records  string
	Rules    string
	Home     string // coach names
	Away     string
	Receives string
	Game     string
	DiceFile string // --dice: a dice-set file, for a game whose dice differ from set to set
	changed  func(flag string) bool
}

func newSimulateCmd(ios *IO) *cobra.Command {
	opts := &simulateOptions{IO: ios}
	c := &cobra.Command{
		Use:   "simulate [--game NAME] [-n N] [--seed S] [--workers K] [--json] [--records DIR] [--rules NAME] [--dice FILE]",
		Short: "Play many games with digital dice and computer coaches",
		Long: `simulate plays N whole games with digital dice, the computer coach choosing
for both teams, through the same rules as every other command, and reports
games per second, points, wins, the margin, possessions, points per
possession and how possessions end (for 4th Down: drives, also by play
style, and its 4th-down and try figures). The same seed and worker count give the same
numbers. --records DIR writes every game as an ordinary record (replay it
with 'fourthdown replay').

A game can be simulated when it has a computer coach and the app can roll
every die it asks for: 1st & Roll's dice come from a dice-set file
(--game 1st-and-roll --dice FILE); a game whose values the players read
off their cards is refused, saying which.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.Ctx = c.Context()
			opts.changed = func(flag string) bool { return c.Flags().Changed(flag) }
			if opts.Games < 1 {
				return &UsageError{Err: fmt.Errorf("-n must be at least 1 game, got %d", opts.Games)}
			}
			if opts.Workers < 1 {
				return &UsageError{Err: fmt.Errorf("--workers must be at least 1, got %d", opts.Workers)}
			}
			g, err := simulateGame(opts.Game)
			if err != nil {
				return err
			}
			if _, fd := g.(fourthdown.Game); !fd {
				return simulateAny(opts, g)
			}
			if err := refuseFlags(g, opts.changed); err != nil {
				return err
			}
			return simulateRun(opts)
		},
	}
	f := c.Flags()
	f.IntVarP(&opts.Games, "games", "n", 100000, "number of games to play")
	f.Uint64Var(&opts.Seed, "seed", 1, "seed of the dice and the coaches")
	f.IntVar(&opts.Workers, "workers", runtime.GOMAXPROCS(0), "games played in parallel (one per core)")
	f.BoolVar(&opts.JSON, "json", false, "print the figures as one JSON object")
	f.StringVar(&opts.Records, "records", "", "write each game as a record file into `DIR`")
	f.StringVar(&opts.Home, "home", "standard", "the home team's coach: "+strings.Join(solve.CoachNames, ", "))
	f.StringVar(&opts.Away, "away", "standard", "the away team's coach: "+strings.Join(solve.CoachNames, ", "))
	f.StringVar(&opts.Receives, "receives", "random", "who receives the opening kickoff: home, away or random (a coin flip each game)")
	addRulesFlag(c, &opts.Rules)
	f.StringVar(&opts.Game, "game", "", "the game to simulate: 4th-down (the default) or another game with a coach whose dice the app can roll")
	f.StringVar(&opts.DiceFile, "dice", "", takers("dice")+"a dice-set `FILE` listing each die's faces, which the games are rolled from")
	return c
}

// simulateGame is the game --game names (the default game for none).
func simulateGame(name string) (engine.Game, error) {
	if name == "" {
		g, _ := engine.Default()
		return g, nil
	}
	g, err := engine.Lookup(name)
	if err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--game: %v", err)}
	}
	return g, nil
}

func simulateRun(opts *simulateOptions) error {
	rules, err := resolveRules(opts.Rules)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--rules: %v", err)}
	}
	if opts.Records != "" {
		if err := os.MkdirAll(opts.Records, 0o755); err != nil {
			return fmt.Errorf("--records: %v", err)
		}
	}
	ctx := opts.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	so := fdsim.Options{Games: opts.Games, Seed: opts.Seed, Workers: opts.Workers, Rules: rules,
		Records: opts.Records}
	if so.Receives, err = simReceives(opts.Receives); err != nil {
		return err
	}
	names := [2]string{strings.ToLower(opts.Home), strings.ToLower(opts.Away)}
	var sol *solve.Solution
	for _, n := range names {
		if _, err := solve.NewCoach(n, 0, nil); err != nil {
			return &UsageError{Err: fmt.Errorf("--home/--away: %v", err)}
		}
		if solve.NeedsSolution(n) && sol == nil {
			if sol, err = loadSolution(ctx, rules, opts.IO.ErrOut, true); err != nil {
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
		if err := setRecordRules(&tracker.Record{}, rules, opts.Rules, filepath.Join(opts.Records, "game.fdr")); err != nil {
			return &UsageError{Err: fmt.Errorf("--rules: %v", err)}
		}
		so.RecordRules = func(rec *tracker.Record, path string) { setRecordRules(rec, rules, opts.Rules, path) }
	}
	var run *fdsim.Run
	err = opts.withProgress(&so.Progress, func() (err error) {
		run, err = fdsim.Simulate(ctx, so)
		return err
	})
	if err != nil {
		return err
	}
	rep := run.Report(rules.Name, opts.Seed)
	rep.Coaches = map[string]string{"home": names[fourthdown.Home], "away": names[fourthdown.Away]}
	rep.Receives = receivesName(opts.Receives)
	return opts.print(&rep, rep.Games, func(w io.Writer) { writeSimReport(w, rules, &rep) })
}

// print prints a run's report rep of games games: its JSON, or its text
// (write) and where the records are.
func (opts *simulateOptions) print(rep any, games int64, write func(w io.Writer)) error {
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(rep)
	}
	write(opts.IO.Out)
	if opts.Records != "" {
		fmt.Fprintf(opts.IO.Out, "\nRecords: %d games written to %s (replay one with '%s replay FILE').\n", games, opts.Records, progName)
	}
	return nil
}

// startProgress draws a progress bar on w when w is a terminal, from one
// second into the run; stop clears it.
func startProgress(w io.Writer, done *atomic.Int64, total int64) (stop func()) {
	return startStatusLine(w, time.Second, func(el time.Duration) string {
		n := done.Load()
		const width = 30
		fill := int(int64(width) * n / total)
		return fmt.Sprintf("[%s%s] %3d%%  %s/%s games  %s games/s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
			100*n/total, thousands(float64(n)), thousands(float64(total)), thousands(float64(n)/el.Seconds()))
	})
}

// startStatusLine redraws line() on one line of w every tenth of a second
// from after into the work, when w is a terminal; stop clears it.
func startStatusLine(w io.Writer, after time.Duration, line func(elapsed time.Duration) string) (stop func()) {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) || os.Getenv("TERM") == "dumb" {
		return func() {}
	}
	quit := make(chan struct{})
	finished := make(chan struct{})
	start := time.Now()
	go func() {
		defer close(finished)
		drawn := false
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				if drawn {
					fmt.Fprint(w, "\r\033[K")
				}
				return
			case <-tick.C:
				if el := time.Since(start); el >= after {
					fmt.Fprint(w, "\r"+line(el))
					drawn = true
				}
			}
		}
	}()
	return func() { close(quit); <-finished }
}

// thousands formats a number rounded to an integer with thousands separators.
func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

func simPct(v float64) string { return fmt.Sprintf("%5.1f%%", 100*v) }

func writeSimReport(w io.Writer, rules *fourthdown.Ruleset, r *fdsim.Report) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	t := fourthdown.DefaultTeams
	p("%s games of %s, seed %d, %d workers\n", thousands(float64(r.Games)), rules.Title, r.Seed, r.Workers)
	if r.Coaches != nil {
		p("Coaches: %s (home) %s, %s (away) %s; opening kickoff: %s\n", t[fourthdown.Home], r.Coaches["home"], t[fourthdown.Away], r.Coaches["away"],
			map[string]string{"home": t[fourthdown.Home].Name + " receive", "away": t[fourthdown.Away].Name + " receive", "random": "a coin flip"}[r.Receives])
	}
	p("Speed: %s games/s (%.2f s, %.0f entries per game)\n\n", thousands(r.GamesPerSecond), r.Seconds, r.EntriesPerGame)

	writeSimResults(w, t, r.Games, &r.Scores)
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
		fd.PerGame, strings.TrimSpace(simPct(fd.GoRate)), strings.TrimSpace(simPct(fd.Conversion)), strings.TrimSpace(simPct(fd.FGRate)),
		strings.TrimSpace(simPct(fd.FGMade)), strings.TrimSpace(simPct(fd.PuntRate)))
	k, two := r.Tries["kick"], r.Tries["two"]
	p("Tries per game: kick %.2f (good %s), two %.2f (good %s)\n", k.PerGame, strings.TrimSpace(simPct(k.Good)), two.PerGame, strings.TrimSpace(simPct(two.Good)))
	p("Untimed downs per game: %.2f\n", r.Untimed)
}

// writeSimResults writes what every game's simulation reports first: the
// points per game, the results and the margins.
func writeSimResults(w io.Writer, t engine.Teams, games int64, sc *sim.Scores) {
	p := func(format string, a ...any) { fmt.Fprintf(w, format, a...) }
	pts, res := sc.Points, sc.Results
	p("Points per game: %s (home) %.2f, %s (away) %.2f, total %.2f\n", t[engine.Home], pts.Home, t[engine.Away], pts.Away, pts.Total)
	p("Results:         %s win %s, %s win %s, ties %s\n", t[engine.Home], strings.TrimSpace(simPct(res.HomeWins)),
		t[engine.Away], strings.TrimSpace(simPct(res.AwayWins)), strings.TrimSpace(simPct(res.Ties)))
	p("Margin (winner's points over loser's), average %.1f:\n", sc.MeanAbsMargin)
	bands := []struct {
		lo, hi int
		name   string
	}{{0, 0, "tie"}, {1, 3, "1-3"}, {4, 7, "4-7"}, {8, 14, "8-14"}, {15, 21, "15-21"}, {22, 28, "22-28"}, {29, sim.MaxMargin, "29+"}}
	counts := make([]int64, len(bands))
	for _, m := range sc.Margins {
		a := m.Margin
		if a < 0 {
			a = -a
		}
		for i, b := range bands {
			if a >= b.lo && a <= b.hi {
				counts[i] += m.Games
			}
		}
	}
	for i, b := range bands {
		share := 0.0
		if games > 0 {
			share = float64(counts[i]) / float64(games)
		}
		p("  %-6s %s  %s\n", b.name, simPct(share), strings.Repeat("#", int(share*100+0.5)))
	}
}

// simReceives is --receives: the side that receives every opening
// kickoff, nil for a coin flip each game.
func simReceives(v string) (*engine.Side, error) {
	switch strings.ToLower(v) {
	case "home", "away":
		side := engine.Home
		if strings.EqualFold(v, "away") {
			side = engine.Away
		}
		return &side, nil
	case "random", "":
		return nil, nil
	}
	return nil, &UsageError{Err: fmt.Errorf("--receives must be home, away or random, got %q", v)}
}

// receivesName is --receives for the report: home, away or random.
func receivesName(v string) string {
	if v == "" {
		return "random"
	}
	return strings.ToLower(v)
}

// withProgress runs a simulation that counts its games into *progress,
// with a progress bar on stderr; a cancelled run is ErrCancelled.
func (opts *simulateOptions) withProgress(progress **atomic.Int64, run func() error) error {
	var done atomic.Int64
	*progress = &done
	stop := startProgress(opts.IO.ErrOut, &done, int64(opts.Games))
	err := run()
	stop()
	if errors.Is(err, context.Canceled) {
		return ErrCancelled
	}
	return err
}
