package fdcmd

import (
	"context"
	"encoding/json"
	"fmt"
	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"io"
	"strings"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/review"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	gen "github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type reviewOptions struct {
	IO   *cmdutil.IO
	Ctx  context.Context
	File string
	JSON bool
}

func newReviewCmd(ios *cmdutil.IO) *cobra.Command {
	opts := &reviewOptions{IO: ios}
	c := &cobra.Command{
		Use:   "review [--json] FILE",
		Short: "4th Down only: every choice of a game against the exact solution",
		Long: `review goes through a game record (finished or not, under any ruleset) and
puts every choice made in it — play styles, 4th-down decisions, tries,
untimed downs — against the game's exact solution: the chance of winning it
left the team (a tie counts half), the best choice and its chance, and what
was given up. Then, for each team, the total given up and its three costliest
choices. --json prints one object whose "decisions" list has one element per
choice, in order (README: "review").`,
		Args: cmdutil.ExactArgs(1, "one record FILE"),
		RunE: func(c *cobra.Command, args []string) error {
			opts.File, opts.Ctx = args[0], c.Context()
			return reviewRun(opts)
		},
	}
	c.Annotations = map[string]string{cmdutil.StopsOnSignal: "it may solve its rules"}
	c.ValidArgsFunction = cmdutil.RecordArgs
	c.Flags().BoolVar(&opts.JSON, "json", false, "print the review as one JSON object")
	return c
}

// Decision is one choice of a game, reviewed.
type Decision = review.Decision

// TeamReview is one team's choices in sum.
type TeamReview struct {
	Name      string     `json:"name"`
	Choices   int        `json:"choices"`
	GivenUp   float64    `json:"given_up"`
	Costliest []Decision `json:"costliest"`
	// The ledger from the team's side: result − start = luck + skill.
	gen.Ledger
}

// Review is what review --json prints.
type Review struct {
	Decisions []Decision            `json:"decisions"`
	Teams     map[string]TeamReview `json:"teams"`
	Final     bool                  `json:"final"`
	// Ledger is the game's swing split into luck and skill, from the home
	// team's side.
	Ledger gen.Ledger `json:"ledger"`

	own [2]float64 // each team's own choices' part of its skill
}

// reviewGame reviews every choice of g against sol.
func reviewGame(g *fourthdown.Match, sol *solve.Solution) Review {
	an, read := review.AnalyseLedger(sol, g)
	rev := Review{Decisions: an.Decisions, Teams: map[string]TeamReview{}, Final: g.State.Final, Ledger: read.Ledger, own: read.Own}
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		tr := TeamReview{Name: g.Teams[side].Name, Costliest: []Decision{}, Ledger: read.Ledger.Side(side)}
		for _, d := range rev.Decisions {
			if d.Side == side {
				tr.Choices++
				tr.GivenUp += d.GivenUp
			}
		}
		tr.Costliest = append(tr.Costliest, an.Costliest(3, 0, side)...)
		rev.Teams[side.String()] = tr
	}
	return rev
}

func reviewRun(opts *reviewOptions) error {
	tg, err := cmdutil.LoadGame(opts.File)
	if err != nil {
		return err
	}
	if _, ok := fourthdown.Of(tg.Match); !ok && cmdutil.HasValues(tg.Kind) {
		return reviewValued(opts, tg) // another solved game: the review every such game has
	}
	g, err := fourthDown(tg, "review")
	if err != nil {
		return err
	}
	sol, err := LoadSolution(opts.Ctx, g.Rules, opts.IO.ErrOut, true)
	if err != nil {
		return err
	}
	rev := reviewGame(g, sol)
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(rev)
	}
	_, err = io.WriteString(opts.IO.Out, reviewText(g, rev))
	return err
}

// points is a share of win chance in points (percentage points), one decimal.
func points(v float64) string { return fmt.Sprintf("%.1f", 100*v) }

func reviewText(g *fourthdown.Match, rev Review) string {
	t := g.Teams
	var b strings.Builder
	fmt.Fprintf(&b, "%s vs %s (%s): every choice against the exact solution\n", t[fourthdown.Home], t[fourthdown.Away], g.Rules.Title)
	fmt.Fprintf(&b, "(the chance of winning each choice left its team, a tie counting half; given up: points of win chance)\n\n")
	fmt.Fprintf(&b, "%5s  %-2s %5s  %-4s %-28s %-9s %6s   %-9s %6s  %s\n", "entry", "H", "clock", "team", "situation", "made", "", "best", "", "given up")
	for _, d := range rev.Decisions {
		given := "-"
		best := ""
		if d.GivenUp > 0.0005 {
			given = points(d.GivenUp)
		}
		if d.Best != d.Made {
			best = fmt.Sprintf("%-9s %6s", d.Best, cmdutil.PctText(d.BestVal))
		}
		fmt.Fprintf(&b, "%5d  %-2d %5d  %-4s %-28s %-9s %6s   %-16s  %s\n", d.Entry, d.Half, d.Clock, t.Abbrev(d.Side),
			d.What, d.Made, cmdutil.PctText(d.Value), best, given)
	}
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		tr := rev.Teams[side.String()]
		fmt.Fprintf(&b, "\n%s: %d choices, %s points of win chance given up in all", tr.Name, tr.Choices, points(tr.GivenUp))
		if len(tr.Costliest) == 0 {
			b.WriteString(": every choice was a best one.\n")
			continue
		}
		b.WriteString("; the costliest:\n")
		for _, d := range tr.Costliest {
			fmt.Fprintf(&b, "  entry %d (half %d, %s left): %s: %s %s, but %s %s (%s given up)\n", d.Entry, d.Half,
				fourthdown.Blocks(d.Clock), d.What, d.Made, cmdutil.PctText(d.Value), d.Best, cmdutil.PctText(d.BestVal), points(d.GivenUp))
		}
	}
	b.WriteString("\n" + gen.LedgerHead)
	for _, side := range []fourthdown.Side{fourthdown.Home, fourthdown.Away} {
		tr := rev.Teams[side.String()]
		b.WriteString(gen.LedgerLine(tr.Name, t[side.Other()].Name, tr.Ledger, rev.own[side], rev.Final))
	}
	return b.String()
}

// reviewValued reviews g, a game of another solved game, against its
// values as every game with values is reviewed (review.ReportOf).
func reviewValued(opts *reviewOptions, g *tracker.Game) error {
	v, _, err := engine.ValuesOf(opts.Ctx, g.Kind, g.Match, engine.ValuesRequest{Progress: opts.IO.ErrOut})
	if err != nil {
		return err
	}
	start, err := tracker.NewGame(g.Record)
	if err != nil {
		return err
	}
	core, ok := start.Match.(engine.Core)
	if !ok {
		return fmt.Errorf("%s's match is no engine.Core", g.Kind.Title())
	}
	read, err := gen.Read(v, core, g.Record.Tokens()[:g.Entries()])
	if err != nil {
		return err
	}
	rep := gen.ReportOf(read, g.Teams, g.Match)
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(rep)
	}
	_, title := g.Match.Variant()
	_, err = io.WriteString(opts.IO.Out, rep.Text(read, title, g.Teams))
	return err
}
