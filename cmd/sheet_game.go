package cmd

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/sheets"
)

// sheetGameOptions are the options of `sheet FILE`: the completed
// scoresheet of a game record, as a PDF or (--csv) its drive log as CSV.
type sheetGameOptions struct {
	IO    *IO
	File  string // the game record
	Out   string // -o: the output file or "-"; "" is FILE with .pdf (stdout for --csv)
	Paper string // letter or a4
	CSV   bool
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
		if err := g.WriteDriveCSV(&buf); err != nil {
			return err
		}
		if opts.Out == "" || opts.Out == "-" {
			_, err := opts.IO.Out.Write(buf.Bytes())
			return err
		}
		if err := writeOutput(opts.Out, buf.Bytes(), []string{opts.File}); err != nil {
			return err
		}
		fmt.Fprintf(opts.IO.Out, "wrote %s (drive log, %d drives)\n", opts.Out, len(g.Drives()))
		return nil
	}
	out := opts.Out
	if out == "" {
		out = strings.TrimSuffix(opts.File, filepath.Ext(opts.File)) + ".pdf"
	}
	status := "final"
	if !g.State.Final {
		status = "in progress"
	}
	return writePDF(opts.IO, out, sheets.Scoresheet(g, paper), fmt.Sprintf("scoresheet, %s, %s", status, paper.Name), opts.File)
}
