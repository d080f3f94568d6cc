package cmd

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// sheetGameOptions are the options of `sheet FILE`: the completed
// scoresheet of a game record, as a PDF or (--csv) its drive log as CSV.
type sheetGameOptions struct {
	IO  *IO
	Ctx context.Context
	// NoAnalysis prints the sheet without the game read against its
	// solution (no chance-of-winning chart, no key moments).
	NoAnalysis bool
	File       string // the game record
	Out        string // -o: the output file or "-"; "" is FILE with .pdf (stdout for --csv)
	Paper      string // letter or a4
	CSV        bool
}

// sheetGameRun replays the record and writes its scoresheet or its drive
// log as CSV. An invalid record writes nothing.
func sheetGameRun(opts *sheetGameOptions) error {
	paper, err := paperFlag(opts.Paper)
	if err != nil {
		return err
	}
	g, err := loadGame(opts.File)
	if err != nil {
		return err
	}
	if opts.CSV {
		var buf bytes.Buffer
		if err := g.WriteLogCSV(&buf); err != nil {
			return err
		}
		if opts.Out == "" || opts.Out == "-" {
			_, err := opts.IO.Out.Write(buf.Bytes())
			return err
		}
		if err := writeOutput(opts.Out, true, buf.Bytes(), []string{opts.File}); err != nil {
			return err
		}
		fmt.Fprintf(opts.IO.Out, "wrote %s (%s)\n", opts.Out, logWords(g.Match.Shape(), len(g.Match.LogRows())))
		return nil
	}
	out, named := opts.Out, opts.Out != ""
	if !named {
		out = strings.TrimSuffix(opts.File, filepath.Ext(opts.File)) + ".pdf"
	}
	status := "final"
	if !g.Final() {
		status = "in progress"
	}
	an, err := analyse(opts.Ctx, opts.IO, g, opts.NoAnalysis)
	if err != nil {
		return err
	}
	return writePDF(opts.IO, out, named, sheets.ScoresheetWith(g, paper, an), fmt.Sprintf("scoresheet, %s, %s", status, paper.Name), opts.File)
}

// analyse reads g against its game's values, for the scoresheet (nil
// with off, and for a game without values).
func analyse(ctx context.Context, ios *IO, g *tracker.Game, off bool) (*sheets.Analysis, error) {
	if off {
		return nil, nil
	}
	return printed.Analysis(ctx, ios.ErrOut, g)
}

// logWords say what a game's log of n rows is, in its words: "drive log,
// 28 drives" (a row per possession, named as the game calls it), or "play
// log, 140 plays" where a possession has many plays.
func logWords(w engine.Shape, n int) string {
	row := "play"
	if !w.ManyPlays && w.Noun != "" {
		row = w.Noun
	}
	return row + " log, " + cmdutil.Count(n, row)
}
