package cmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"unicode"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/safeio"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type aidsOptions struct {
	IO  *IO
	Ctx context.Context
	// NoSolved leaves out the solved strategy cards (no solving).
	NoSolved bool
	Out      string // -o: a file, or "-" for stdout
	Named    bool   // -o was given: the user named Out
	Paper    string
	Layout   string
	Rules    string
	Game     string
}

// defaultAidsFile is where aids writes without -o.
const defaultAidsFile = "fourthdown-aids.pdf"

func newAidsCmd(ios *IO) *cobra.Command {
	opts := &aidsOptions{IO: ios}
	c := &cobra.Command{
		Use:   "aids [--game NAME] [-o FILE] [--paper letter|a4]",
		Short: "Print a game's play aids (--game): the rules at the table",
		Long: helpParagraph(`aids writes a PDF of a game's play aids (--game NAME, default
`+defaultGameName()+`), which replace the rulebook at the table.`) + "\n\n" + aidsHelp() +
			helpParagraph(`The file is `+gameFiles(defaultAidsFile, false)+` in the current
directory unless -o FILE is given (without -o an existing file is never
replaced, and no output is written through a symbolic link); -o - writes
the PDF to standard output.`),
		Args: exactArgs(0, "no arguments"),
		RunE: func(c *cobra.Command, args []string) error {
			if err := cmdutil.RefuseGameFlags(c); err != nil {
				return err
			}
			opts.Ctx = c.Context()
			opts.Named = c.Flags().Changed("output")
			return aidsRun(opts)
		},
	}
	c.Flags().StringVarP(&opts.Out, "output", "o", "", "the PDF file to write (- for standard output; default: the game's file, above)")
	c.Flags().StringVar(&opts.Paper, "paper", sheets.Letter.Name, "paper size: letter or a4")
	c.Flags().StringVar(&opts.Layout, "layout", firstOf(layoutNames()), "cards (four per page, to cut out) or sheet (one dense two-sided page)")
	c.Flags().BoolVar(&opts.NoSolved, "no-solved", false, cmdutil.Takers("no-solved")+"leave out the cards made from the game's exact solution (no solving)")
	addRulesFlag(c, &opts.Rules)
	c.Flags().StringVar(&opts.Game, "game", "", "the game's play aid: "+gameNames()+" (default "+defaultGameName()+")")
	return c
}

func aidsRun(opts *aidsOptions) error {
	req := printed.SheetRequest{Ctx: opts.Ctx, ErrOut: opts.IO.ErrOut, Layout: opts.Layout, Rules: opts.Rules, NoSolved: opts.NoSolved}
	return printGame(opts.IO, opts.Game, opts.Paper, req, opts.Out, opts.Named, defaultAidsFile, func(g *printed.Game) printed.Sheet { return g.Aid })
}

// printGame writes the PDF of what the game --game names prints (its play
// aid or its blank scoresheet, sheet) on --paper to out, or, unless the
// user named out, to the game's default file.
func printGame(ios *IO, game, paperName string, req printed.SheetRequest, out string, named bool, defaultFile string, sheet func(*printed.Game) printed.Sheet) error {
	paper, err := paperFlag(paperName)
	if err != nil {
		return err
	}
	g, err := sheetGame(game)
	if err != nil {
		return err
	}
	if !named {
		out = cmdutil.GameFile(defaultFile, g)
	}
	req.Paper = paper
	doc, what, err := sheet(g)(req)
	if err != nil {
		return err
	}
	return writePDF(ios, out, named, doc, what)
}

// sheetGame is the game --game names (the default game for none), which
// prints its own play aid and blank scoresheet.
func sheetGame(name string) (*printed.Game, error) {
	reg := cmdutil.Default()
	if name != "" {
		var err error
		if reg, err = cmdutil.Lookup(name); err != nil {
			return nil, err
		}
	}
	g := printed.Of(reg)
	if g.Aid == nil || g.Blank == nil {
		return nil, fmt.Errorf("%s has no printed play aid or blank scoresheet yet", g.Title())
	}
	return g, nil
}

// paperFlag parses --paper.
func paperFlag(name string) (sheets.Paper, error) {
	p, err := sheets.PaperByName(name)
	if err != nil {
		return p, &UsageError{Err: fmt.Errorf("--paper: %v", err)}
	}
	return p, nil
}

// writePDF renders doc to the file path ("-": standard output, refused on
// a terminal) and says what it wrote; named says the user named path (a
// name the command chose never replaces a file). The document is rendered
// in memory and written by writeOutput's rule.
func writePDF(ios *IO, path string, named bool, doc *sheets.Document, what string, inputs ...string) error {
	if path == "" {
		return &UsageError{Err: errors.New("-o needs a file name (or - for standard output)")}
	}
	var buf bytes.Buffer
	missing, err := sheets.RenderNoting(&buf, doc)
	if err != nil {
		return err
	}
	noteMissing(ios, missing)
	if err := writeStream(ios, path, named, func(w io.Writer) error {
		_, err := w.Write(buf.Bytes())
		return err
	}, inputs...); err != nil {
		return err
	}
	wrote(ios, path, what, len(doc.Pages))
	return nil
}

// noteMissing warns of the characters a PDF's fonts lack.
func noteMissing(ios *IO, missing []rune) {
	if len(missing) > 0 {
		fmt.Fprintf(ios.ErrOut, "%s: warning: the PDF's fonts lack %s: printed as ?\n", cmdutil.ProgName, missingText(missing))
	}
}

// wrote says what was written to path (nothing for standard output).
func wrote(ios *IO, path, what string, pages int) {
	if path != "-" {
		fmt.Fprintf(ios.Out, "wrote %s (%s, %s)\n", tracker.Printable(path), what, cmdutil.Count(pages, "page"))
	}
}

// writeStream writes the output fill makes to path ("-": standard output,
// refused on a terminal) by writeOutput's rule, as fill makes it.
func writeStream(ios *IO, path string, named bool, fill func(io.Writer) error, inputs ...string) error {
	if path == "-" {
		if ios.IsTTY {
			return &UsageError{Err: errors.New("will not write a PDF to the terminal: give -o FILE.pdf, or redirect standard output")}
		}
		return fill(ios.Out)
	}
	var fillErr error // what went wrong making the content, not placing it
	err := safeio.WriteOutputFrom(path, func(w io.Writer) error {
		fillErr = fill(w)
		return fillErr
	}, named, inputs, isRecord)
	var pe *fs.PathError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &pe):
		return fmt.Errorf("cannot write %s: %v", tracker.Printable(path), pe.Err)
	case fillErr != nil:
		return fillErr
	}
	return &UsageError{Err: err}
}

// writeOutput writes an output file by the one rule of every output
// (safeio.WriteOutput): never over a file the user did not name, one of
// the command's inputs or a game record, never through a link; into a
// device or a pipe as it is; otherwise atomically.
func writeOutput(path string, named bool, data []byte, inputs []string) error {
	err := safeio.WriteOutput(path, data, named, inputs, isRecord)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("cannot write %s: %v", tracker.Printable(path), pe.Err)
		}
		return &UsageError{Err: err}
	}
	return nil
}

// isRecord reports whether data reads as a game record (a header that says
// who receives).
func isRecord(data []byte) bool {
	rec, err := tracker.ParseString(string(data))
	if err != nil {
		return false
	}
	_, ok := rec.Get("receives")
	return ok
}

// missingText lists characters a PDF lacks, each with its code point:
// "你 (U+4F60), 😀 (U+1F600)", the first ten and how many more.
func missingText(rs []rune) string {
	var parts []string
	for i, r := range rs {
		if i == 10 {
			parts = append(parts, fmt.Sprintf("and %d more", len(rs)-10))
			break
		}
		if unicode.IsControl(r) { // C0, DEL and C1 (U+009B would drive the terminal): the code alone
			parts = append(parts, fmt.Sprintf("U+%04X", r))
			continue
		}
		parts = append(parts, fmt.Sprintf("%c (U+%04X)", r, r))
	}
	return strings.Join(parts, ", ")
}

// gameFiles names each game's default file: "fourthdown-aids-4th-down.pdf
// (4th Down), fourthdown-aids-1st-and-roll.pdf (1st & Roll) or …"; blank:
// only the games with a blank scoresheet.
func gameFiles(name string, blank bool) string {
	return engine.OrList(ofGames(func(g *cmdutil.Game) string {
		if blank && printed.Of(g).Blank == nil {
			return ""
		}
		return cmdutil.GameFile(name, g) + " (" + g.Title() + ")"
	}))
}
