package cmd

import (
	"fmt"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/spf13/cobra"
)

type sheetOptions struct {
	IO    *IO
	File  string // the game record; empty for a blank sheet
	Blank bool
	Out   string // -o: a file, or "-" for stdout; empty: the default name
	Paper string
	Rules string // the blank sheet's ruleset (a record names its own)
	Game  string // the blank sheet's game (a record names its own)
	CSV   bool   // with FILE: the play log as CSV (see sheet_game.go)

	NoAnalysis bool
}

// defaultBlankFile is where sheet writes a blank scoresheet without -o.
const defaultBlankFile = "fourthdown-scoresheet.pdf"

func newSheetCmd(ios *IO) *cobra.Command {
	opts := &sheetOptions{IO: ios}
	c := &cobra.Command{
		Use:   "sheet [FILE] [--blank] [-o OUT] [--paper letter|a4]",
		Short: "Print a scoresheet: blank to fill in by hand, or a game's",
		Long: "sheet writes a scoresheet as a PDF.\n\n" +
			helpParagraph(`Without FILE, or with --blank, it is a game's blank scoresheet (--game
NAME, default `+defaultGameName()+`) to fill in by hand, in the game's
pages. The file is `+gameFiles(defaultBlankFile, true)+` unless -o OUT is given.`) + "\n\n" + blankHelp() +
			helpParagraph(`With a game record FILE, it is that game's scoresheet, written next to
the record as FILE with the extension .pdf unless -o OUT is given (without
-o an existing file is never replaced, and no output is written through a
symbolic link).`+analysisHelp()) + `

With --csv, the game's log (a row per possession, or per play where a
possession has many) as CSV, to standard output unless -o OUT.

-o - writes the PDF to standard output.`,
		Args: maxArgs(1, "one record FILE at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.File = args[0]
			}
			if opts.File != "" && c.Flags().Changed("game") {
				return &UsageError{Err: fmt.Errorf("--game is for the blank sheet: the record %s names its own game; drop --game", safeio.Printable(opts.File))}
			}
			if err := cmdutil.RefuseGameFlags(c); err != nil {
				return err
			}
			if opts.Blank && opts.File != "" {
				return &UsageError{Err: fmt.Errorf("--blank prints a sheet without a game: drop FILE %s or --blank", safeio.Printable(opts.File))}
			}
			if opts.File != "" && c.Flags().Changed("rules") {
				return &UsageError{Err: fmt.Errorf("--rules is for the blank sheet: the record %s names its own ruleset", safeio.Printable(opts.File))}
			}
			if opts.CSV && opts.File == "" {
				return &UsageError{Err: fmt.Errorf("--csv writes a game's log: give the record FILE")}
			}
			if opts.File == "" {
				return blankSheetRun(opts)
			}
			return sheetGameRun(&sheetGameOptions{IO: opts.IO, Ctx: c.Context(), File: opts.File, Out: opts.Out, Paper: opts.Paper, CSV: opts.CSV,
				NoAnalysis: opts.NoAnalysis})
		},
	}
	c.Flags().StringVar(&opts.Game, "game", "", "the blank sheet's game: "+gameNames()+" (default "+defaultGameName()+")")
	c.Flags().BoolVar(&opts.Blank, "blank", false, "print a blank scoresheet to fill in by hand (the default without FILE)")
	c.Flags().StringVarP(&opts.Out, "output", "o", "", "the file to write (- for standard output)")
	c.Flags().StringVar(&opts.Paper, "paper", sheets.Letter.Name, "paper size: letter or a4")
	c.Flags().BoolVar(&opts.CSV, "csv", false, "with FILE: write the game's log as CSV (to standard output without -o)")
	c.Flags().BoolVar(&opts.NoAnalysis, "no-analysis", false, "with FILE: leave out the chance-of-winning chart and key moments (they need the rules' solution: solved once, then kept)")
	addRulesFlag(c, &opts.Rules)
	return c
}

// blankSheetRun writes the blank scoresheet.
func blankSheetRun(opts *sheetOptions) error {
	return printGame(opts.IO, opts.Game, opts.Paper, printed.SheetRequest{Rules: opts.Rules}, opts.Out, opts.Out != "", defaultBlankFile,
		func(g *printed.Game) printed.Sheet { return g.Blank })
}
