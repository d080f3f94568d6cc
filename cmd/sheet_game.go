package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
)

// sheetGameOptions are the options of `sheet FILE`: the completed
// scoresheet of a game record, as a PDF or (--csv) its drive log as CSV.
type sheetGameOptions struct {
	IO    *IO
	File  string // the game record
	Out   string // -o: the output file; "" is FILE with .pdf (or stdout for --csv)
	Paper string // letter or a4
	CSV   bool
}

// sheetGameRun replays the record and writes its scoresheet or CSV. An
// invalid record writes nothing.
func sheetGameRun(opts *sheetGameOptions) error {
	paper, err := sheets.PaperByName(opts.Paper)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--paper: %v", err)}
	}
	g, err := loadGame(opts.File)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if opts.CSV {
		if err := g.WriteDriveCSV(&buf); err != nil {
			return err
		}
		if opts.Out == "" || opts.Out == "-" {
			_, err := opts.IO.Out.Write(buf.Bytes())
			return err
		}
		return writeGameSheetFile(opts.IO, opts.Out, buf.Bytes(), fmt.Sprintf("drive log, %d drives", len(g.Drives())))
	}
	doc := sheets.Scoresheet(g, paper)
	if err := sheets.Render(&buf, doc); err != nil {
		return err
	}
	out := opts.Out
	if out == "-" {
		if opts.IO.IsTTY {
			return &UsageError{Err: errors.New("will not write a PDF to the terminal: give -o FILE.pdf")}
		}
		_, err := opts.IO.Out.Write(buf.Bytes())
		return err
	}
	if out == "" {
		out = strings.TrimSuffix(opts.File, filepath.Ext(opts.File)) + ".pdf"
	}
	status := "final"
	if !g.State.Final {
		status = "in progress"
	}
	return writeGameSheetFile(opts.IO, out, buf.Bytes(), fmt.Sprintf("scoresheet, %s, %d pages", status, len(doc.Pages)))
}

// writeGameSheetFile replaces path with data and says what was written.
func writeGameSheetFile(ios *IO, path string, data []byte, what string) error {
	if err := tracker.WriteFileAtomic(path, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(ios.Out, "wrote %s (%s)\n", path, what)
	return nil
}
