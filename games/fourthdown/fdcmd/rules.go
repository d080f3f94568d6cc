package fdcmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/spf13/cobra"
)

type rulesOptions struct {
	IO    *cmdutil.IO
	Rules string // name or file
	JSON  bool
}

func newRulesCmd(ios *cmdutil.IO) *cobra.Command {
	c := &cobra.Command{
		Use:   "rules",
		Short: "4th Down only: its rulesets (Gridiron), one, or a house-rules file",
		Long: `rules lists the built-in rulesets (list) and prints every table and
parameter of a ruleset (show NAME) or of a house-rules file (show FILE), so
you can check what a house-rules file changes before you play with it.

House-rules files are small YAML files that start from a built-in ruleset
and change what you play differently (README: "House rules"). Use them with
--rules FILE on play, aids and simulate, or "rules: FILE" in a record.`,
		Args: cmdutil.UnknownCommand,
		RunE: func(c *cobra.Command, args []string) error {
			return &cmdutil.UsageError{Err: fmt.Errorf("%s needs a subcommand: list or show (see '%s --help')", c.CommandPath(), c.CommandPath())}
		},
	}
	list := &cobra.Command{
		Use:   "list",
		Short: "List the built-in rulesets",
		Args:  cmdutil.ExactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			return rulesListRun(&rulesOptions{IO: ios})
		},
	}
	showOpts := &rulesOptions{IO: ios}
	show := &cobra.Command{
		Use:   "show [NAME|FILE]",
		Short: "Print a ruleset's tables and parameters (default 4th-down)",
		Long: `show prints every table and parameter of a built-in ruleset (NAME, see
'fourthdown rules list') or of a house-rules FILE, default 4th-down. For a
file it also prints its rules-digest, the fingerprint a record made under
it keeps. --json prints the ruleset as one JSON object.`,
		Args: cmdutil.MaxArgs(1, "one NAME or FILE at most"),
		RunE: func(c *cobra.Command, args []string) error {
			showOpts.Rules = fourthdown.FourthDown.Name
			if len(args) == 1 {
				showOpts.Rules = args[0]
			}
			return rulesShowRun(showOpts)
		},
	}
	show.Flags().BoolVar(&showOpts.JSON, "json", false, "print the ruleset as one JSON object")
	c.AddCommand(list, show)
	return c
}

func rulesListRun(opts *rulesOptions) error {
	tw := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
	for _, n := range fourthdown.Names() {
		r, _ := fourthdown.Lookup(n)
		fmt.Fprintf(tw, "%s\t%s\n", n, r.Title)
	}
	return tw.Flush()
}

func rulesShowRun(opts *rulesOptions) error {
	r, err := ResolveRules(opts.Rules)
	if err != nil {
		return err
	}
	if opts.JSON {
		raw, err := houserules.JSON(r)
		if err != nil {
			return err
		}
		var b bytes.Buffer
		if err := json.Indent(&b, raw, "", "  "); err != nil {
			return err
		}
		b.WriteByte('\n')
		_, err = opts.IO.Out.Write(b.Bytes())
		return err
	}
	var digest string
	if !houserules.IsBuiltin(opts.Rules) {
		digest = houserules.Digest(r)
	}
	return writeRuleset(opts.IO.Out, r, digest)
}

// writeRuleset prints every table and parameter of r for people.
func writeRuleset(out io.Writer, r *fourthdown.Ruleset, digest string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", r.Name, r.Title)
	if digest != "" {
		fmt.Fprintf(&b, "rules-digest: %s\n", digest)
	}

	b.WriteString("\nDice\n")
	timeNote := "on a TD row"
	if r.TimeRollOnReach {
		timeNote = "on a TD row and whenever a drive reaches the end zone"
	}
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "  drive\t%s\n", r.DriveDie)
	fmt.Fprintf(tw, "  time\t%s\trolled %s,\n", r.TimeDie, timeNote)
	fmt.Fprintf(tw, "  \t\tcapped by the time of the smallest row that gains the yards needed\n")
	fmt.Fprintf(tw, "  turnover\t%s\n", r.TurnDie)
	fmt.Fprintf(tw, "  conversion\t%s\n", r.ConvDie)
	fmt.Fprintf(tw, "  field goal\t%s\n", r.FGDie)
	if r.HasTry {
		fmt.Fprintf(tw, "  two-point try\t%s\n", r.TwoDie)
	}
	tw.Flush()

	fmt.Fprintf(&b, "\nDrive tables (yards/time blocks; TD: touchdown, time roll)\n")
	line := func(label string, cell func(s fourthdown.Style) string) {
		fmt.Fprintf(&b, "  %-18s", label)
		for s := fourthdown.Style(0); s < fourthdown.NumStyles; s++ {
			fmt.Fprintf(&b, "%12s", cell(s))
		}
		b.WriteString("\n")
	}
	line("roll", fourthdown.Style.Title)
	for i := 0; i < r.DriveDie.Sides; i++ {
		line(fmt.Sprint(i+r.DriveDie.Min), func(s fourthdown.Style) string { return houserules.RowText(r.Tables[s].Rows[i]) })
	}
	line("turnover on", func(s fourthdown.Style) string { return houserules.TurnoverText(r.Tables[s]) })
	line("4th-down distance", func(s fourthdown.Style) string { return r.Tables[s].Distance.String() })

	fmt.Fprintf(&b, "\n4th-down conversion by %s roll (yards gained; TD: touchdown)\n", r.ConvDie)
	cells := make([]string, len(r.Conversion))
	for i, c := range r.Conversion {
		cells[i] = fmt.Sprint(c.Yards)
		if c.TD {
			cells[i] = "TD"
		}
	}
	faceGrid(&b, r.ConvDie, cells)

	fmt.Fprintf(&b, "\nField goals (within %s of the goal line, %d points)\n", engine.Yards(r.FGRange), r.FGPoints)
	if len(r.FGBands) > 0 {
		fmt.Fprintf(&b, "  %s by distance:", r.FGDie)
		lo := 0
		for i, band := range r.FGBands {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %d-%d yards %s", lo, band.MaxDistance, needText(band.Need, r.FGDie))
			lo = band.MaxDistance + 1
		}
		b.WriteString("\n")
	} else {
		fmt.Fprintf(&b, "  make distance by %s roll (good when at least the distance):\n", r.FGDie)
		cells := make([]string, len(r.FGMake))
		for i, m := range r.FGMake {
			cells[i] = fmt.Sprint(m)
		}
		faceGrid(&b, r.FGDie, cells)
	}
	fmt.Fprintf(&b, "  a miss: the opponent takes over %s back from the spot of the kick, never inside its own %d\n", engine.Yards(r.MissBack), r.MissTouchback)

	b.WriteString("\nScoring\n")
	fmt.Fprintf(&b, "  touchdown %d, field goal %d, safety %d\n", r.TDPoints, r.FGPoints, r.SafetyPoints)
	if r.HasTry {
		fmt.Fprintf(&b, "  try after a touchdown: kick (a field goal from %s) +%d, or two-point (%s, %s) +%d\n",
			engine.Yards(r.KickTryMake), r.KickPoints, r.TwoDie, needText(r.TwoNeed, r.TwoDie), r.TwoPoints)
	} else {
		b.WriteString("  no try after a touchdown\n")
	}

	b.WriteString("\nField\n")
	fmt.Fprintf(&b, "  kickoff: the receiving team starts at its own %d\n", r.Kickoff)
	fmt.Fprintf(&b, "  after a safety: the scoring team starts at its own %d\n", r.SafetyKickoff)
	fmt.Fprintf(&b, "  turnover on a touchdown drive: the opponent starts at its own %d\n", r.NegatedTDSpot)
	fmt.Fprintf(&b, "  punt: %s (touchback at the receiving team's own %d)\n", engine.Yards(r.PuntDistance), r.PuntTouchback)

	b.WriteString("\nClock\n")
	fmt.Fprintf(&b, "  %d time blocks a half, %d seconds each (%s)\n", r.HalfBlocks, r.SecondsPerBlk, r.ClockText(r.HalfBlocks))
	if r.UntimedChoices {
		b.WriteString("  late half: the largest row that leaves a block, then the untimed down: end, fg or go\n")
	} else {
		b.WriteString("  late half: the largest row that leaves a block, then a field goal if in range, else the half ends\n")
	}
	fmt.Fprintf(&b, "\nAs a house-rules file writes them (copy a line to change it, under `base: %s`)\n", r.Name)
	tw = tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	for _, kv := range houserules.Values(r) {
		switch kv.Value.(type) {
		case int, bool, string:
			if kv.Key == "name" || kv.Key == "title" {
				continue
			}
			fmt.Fprintf(tw, "  %s: %v\t# %s\n", kv.Key, kv.Value, houserules.What(kv.Key))
		}
	}
	tw.Flush()
	_, err := io.WriteString(out, b.String())
	return err
}

// needText is "on 4+", "on 6" (the top face) or "never".
func needText(need int, d fourthdown.Die) string {
	switch {
	case need > d.Max():
		return "never good"
	case need == d.Max():
		return fmt.Sprintf("good on %d", need)
	case need <= d.Min:
		return "always good"
	}
	return fmt.Sprintf("good on %d+", need)
}

// faceGrid prints "face: value" cells, ten to a line.
func faceGrid(b *strings.Builder, d fourthdown.Die, cells []string) {
	tw := tabwriter.NewWriter(b, 0, 0, 2, ' ', tabwriter.AlignRight)
	for i, c := range cells {
		if i%10 == 0 {
			fmt.Fprint(tw, " ")
		}
		fmt.Fprintf(tw, "%d:\t%s\t", i+d.Min, c)
		if i%10 == 9 || i == len(cells)-1 {
			fmt.Fprintln(tw)
		}
	}
	tw.Flush()
}
