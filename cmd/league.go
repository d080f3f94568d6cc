package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/cmd/printed"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/league"
	"github.com/fourthdown/fourthdown/sheets"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/spf13/cobra"
)

type leagueOptions struct {
	IO  *IO
	Ctx context.Context
	// NoAnalysis leaves the solution's chart and key moments off the
	// scoresheets of --pdf.
	NoAnalysis bool
	Dir        string
	Filter     league.Filter
	JSON       bool
	CSV        bool
	PDF        string // --pdf FILE: the printed report
	Paper      string
}

func newLeagueCmd(ios *IO) *cobra.Command {
	opts := &leagueOptions{IO: ios}
	c := &cobra.Command{
		Use:   "league [DIR | --dir DIR] [--json | --csv | --pdf FILE]",
		Short: "Standings, head-to-head, leaders, coaches of a folder of records",
		Long: `league folds the game records in a folder and its subfolders (default: the
folder play saves games into) into a league: the standings — won, lost, tied,
percentage (a tie counts half), points for and against, difference, streak,
home and away — ordered by the tie-breakers (percentage, then head-to-head
among the teams still tied, then point difference, then points for, then name);
a head-to-head grid; the results; team leaders counted from the games' events
(touchdowns, field goals, yards per possession, turnovers, time of possession,
and what each game counts of its own); and records by coach.

A folder that mixes games (play saves every game into one folder) gives one
section per game, each with its own standings, head-to-head, results and
leaders; --game NAME counts one game's records only.

The records are the league: a result is corrected by editing its record.
Finished games count; unfinished ones are listed apart. An invalid record is
listed with its file, line and reason; a record that appears twice counts
once. An optional league.yaml in the folder names the league and its teams
(name, abbrev, colour, coach, division), divisions, a schedule and the
tie-breakers; record team names map to its teams whatever their case.

--json prints one object whose "standings" list is in standings order (each
with team, w, l, t, pf, pa and more; for a folder that mixes games, one such
object per game in "sections"); --csv prints the standings (of one game:
give --game for a mixed folder); --pdf FILE
writes a printed report: standings, the head-to-head grid, results, leaders
and every counted game's scoresheet. 'league next' lists the schedule's next
games and prints their scoresheets, filled in. The folder is given as DIR
or --dir DIR, as to 'night'.`,
		Args: maxArgs(1, "one folder DIR at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if err := folderArg(&opts.Dir, args); err != nil {
				return err
			}
			n := 0
			for _, on := range []bool{opts.JSON, opts.CSV, c.Flags().Changed("pdf")} {
				if on {
					n++
				}
			}
			if n > 1 {
				return &UsageError{Err: errors.New("--json, --csv and --pdf each print the league their own way: give one")}
			}
			opts.Ctx = c.Context()
			return leagueRun(opts)
		},
	}
	f := c.Flags()
	f.StringVar(&opts.Dir, "dir", "", "the folder of records, as DIR (default: the games folder)")
	f.BoolVar(&opts.JSON, "json", false, "print the league as one JSON object")
	f.BoolVar(&opts.CSV, "csv", false, "print the standings as CSV")
	f.StringVar(&opts.PDF, "pdf", "", "write the printed report to `FILE` (- for standard output)")
	f.StringVar(&opts.Paper, "paper", sheets.Letter.Name, "the report's paper: letter or a4")
	f.BoolVar(&opts.NoAnalysis, "no-analysis", false, "with --pdf: scoresheets without the chance-of-winning chart and key moments")
	addFilterFlags(c, &opts.Filter, true)
	c.AddCommand(newLeagueNextCmd(ios), newLeagueSkillCmd(ios))
	return c
}

// addFilterFlags adds the flags that pick which records count (with
// dates, the date range too).
func addFilterFlags(c *cobra.Command, f *league.Filter, dates bool) {
	fl := c.Flags()
	fl.StringVar(&f.League, "league", "", "count only records whose league: header is `NAME` (any case)")
	fl.StringVar(&f.Season, "season", "", "count only the `SEASON` (a record's season: header, else its date's year)")
	fl.StringVar(&f.Rules, "rules", "", "count only games played under the ruleset `NAME`")
	fl.StringVar(&f.Game, "game", "", "count only the records of one game: "+gameNames()+" (default: every game, a section each)")
	if dates {
		fl.StringVar(&f.From, "from", "", "count only games on or after `DATE` (YYYY-MM-DD)")
		fl.StringVar(&f.To, "to", "", "count only games on or before `DATE` (YYYY-MM-DD)")
	}
}

// checkFilter validates the game and date flags.
func checkFilter(f *league.Filter) error {
	if f.Game != "" {
		g, err := cmdutil.LookupGame(f.Game)
		if err != nil {
			return err
		}
		f.Game = g.Name()
	}
	for _, d := range []struct {
		flag string
		v    *string
	}{{"--from", &f.From}, {"--to", &f.To}} {
		if *d.v == "" {
			continue
		}
		v, ok := league.ParseDate(*d.v)
		if !ok {
			return &UsageError{Err: fmt.Errorf("%s: %q is not a date: write it like 2026-11-20", d.flag, *d.v)}
		}
		*d.v = v
	}
	if f.From != "" && f.To != "" && f.From > f.To {
		return &UsageError{Err: fmt.Errorf("--from %s is after --to %s: no game can be in between", f.From, f.To)}
	}
	return nil
}

// folderArg takes the folder given as an argument (args: at most one)
// into dir, which --dir may have set: the same folder either way, or
// refused.
func folderArg(dir *string, args []string) error {
	if len(args) == 0 {
		return nil
	}
	if *dir != "" && filepath.Clean(*dir) != filepath.Clean(args[0]) {
		return &UsageError{Err: fmt.Errorf("two folders: %s and --dir %s; give the folder once, as DIR or --dir DIR", tracker.Printable(args[0]), tracker.Printable(*dir))}
	}
	*dir = args[0]
	return nil
}

// leagueDir is DIR, or the folder play saves games into.
func leagueDir(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	return tracker.GamesDir()
}

// foldLeague reads the league file and folds the folder's records.
func foldLeague(dir string, f league.Filter) (*league.Report, error) {
	if err := checkFilter(&f); err != nil {
		return nil, err
	}
	given := dir != ""
	dir, err := leagueDir(dir)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(dir); err != nil && !given {
		return nil, fmt.Errorf("there are no games yet: %s, where play saves them, does not exist (play a game, or give the league's folder)", tracker.Printable(dir))
	}
	cfg, err := league.LoadConfig(dir)
	if err != nil {
		return nil, err
	}
	return league.Fold(dir, cfg, f)
}

func leagueRun(opts *leagueOptions) error {
	rep, err := foldLeague(opts.Dir, opts.Filter)
	if err != nil {
		return err
	}
	out := opts.IO.Out
	switch {
	case opts.JSON:
		err = rep.WriteJSON(out)
	case opts.CSV:
		err = rep.WriteCSV(out)
	case opts.PDF != "":
		return leaguePDF(opts.Ctx, opts.IO, rep, opts.PDF, true, opts.Paper, "", opts.NoAnalysis)
	default:
		return rep.WriteText(out)
	}
	if err == nil {
		rep.WriteLeftOut(opts.IO.ErrOut)
	}
	return err
}

// leaguePDF writes the report followed by the scoresheet of every game it
// lists (the night's games, for a night report), each game's teams marked
// as the league marks them; a night's booklet opens with its contents.
// Every page is numbered as the booklet's ("page 34 of 49"). The parts are
// laid out once to count their pages, then again one at a time as they
// are printed (sheets.Booklet), so that a night of thousands of games
// holds one scoresheet in memory, not all of them.
func leaguePDF(ctx context.Context, ios *IO, rep *league.Report, path string, named bool, paperName, night string, noAnalysis bool) error {
	paper, err := paperFlag(paperName)
	if err != nil {
		return err
	}
	if path == "" {
		return &UsageError{Err: errors.New("-o needs a file name (or - for standard output)")}
	}
	defer bookletMemory()()
	parts, inputs, err := bookParts(ctx, ios, rep, paper, night, noAnalysis)
	if err != nil {
		return err
	}
	rep.WriteLeftOut(ios.ErrOut)
	if len(parts) == 0 {
		return errors.New("the league has nothing to print")
	}
	what, title, subject := "league report", parts[0].Title, parts[0].Subject
	var contents *sheets.Document
	if night != "" {
		what, title, subject = "game night "+night, "Game night "+night, "fourthdown booklet contents"
		contents = sheets.ContentsOf(paper, title, parts)
	}
	var bk *sheets.Booklet
	err = writeStream(ios, path, named, func(w io.Writer) (err error) {
		bk, err = sheets.Bind(w, paper, title, subject, contents, parts)
		return err
	}, inputs...)
	if err != nil {
		return err
	}
	noteMissing(ios, bk.Missing())
	wrote(ios, path, fmt.Sprintf("%s and %s, %s", what, cmdutil.Count(len(inputs), "scoresheet"), paper.Name), bk.Pages())
	return nil
}

// bookletBudget is the memory a booklet asks the Go runtime to keep to
// (its soft limit, unless GOMEMLIMIT sets one): what one part needs and
// what the analysis keeps (4th Down's solution, about 90 MB), the garbage
// of the parts printed before collected before the heap grows past it.
// 2,000 games of 4th Down with the analysis: 206 MB at most and 25.0 s of
// CPU, against 281 MB and 23.9 s left to the default collector
// (/usr/bin/time -v, one after the other).
const bookletBudget = 200 << 20

// bookletMemory sets the booklet's memory budget and returns what sets
// the limit back.
func bookletMemory() (restore func()) {
	if debug.SetMemoryLimit(-1) != math.MaxInt64 {
		return func() {} // the user's GOMEMLIMIT
	}
	prev := debug.SetMemoryLimit(bookletBudget)
	return func() { debug.SetMemoryLimit(prev) }
}

// bookParts lays out every part of the report once, to count its pages:
// the league's report (a part per game of a mixed folder), then the
// scoresheet of every game it lists (the night's, for a night). The
// analysis of each game is kept for its second layout (it is the costly
// part, and small); the game is read again. inputs are the records.
func bookParts(ctx context.Context, ios *IO, rep *league.Report, paper sheets.Paper, night string, noAnalysis bool) (parts []sheets.Part, inputs []string, err error) {
	all := rep.Parts()
	for i, part := range all {
		if rep.Sections != nil && i == len(all)-1 {
			// The records left out of every game's league (invalid,
			// duplicates) are listed once, after the last game's report.
			p := *part
			p.Problems = append(append([]league.Problem(nil), rep.Problems...), part.Problems...)
			p.Duplicates = rep.Duplicates
			part = &p
		}
		d := sheets.LeagueReport(part, paper, night)
		parts = append(parts, sheets.PartOf(d, "standings, coaches, head to head, results, leaders",
			func() (*sheets.Document, error) { return sheets.LeagueReport(part, paper, night), nil }))
	}
	for _, part := range all {
		for _, lg := range part.Games {
			if night != "" && !part.OnNight(lg, night) {
				continue
			}
			p, err := sheetPart(ctx, ios, lg.Path, part.Teams(lg), paper, noAnalysis)
			if err != nil {
				return nil, nil, err
			}
			parts = append(parts, p)
			inputs = append(inputs, lg.Path)
		}
	}
	return parts, inputs, nil
}

// sheetPart is the scoresheet of the record at path, its teams marked as
// teams, as a part of a booklet.
func sheetPart(ctx context.Context, ios *IO, path string, teams engine.Teams, paper sheets.Paper, noAnalysis bool) (sheets.Part, error) {
	g, err := loadGame(path)
	if err != nil {
		return sheets.Part{}, err
	}
	g.Teams = teams
	an, err := analyse(ctx, ios, g, noAnalysis)
	if err != nil {
		return sheets.Part{}, err
	}
	sd := sheets.ScoresheetWith(g, paper, an)
	return sheets.Part{Title: g.Kind.Title() + ": " + strings.TrimSuffix(sd.Title, ": scoresheet"), What: "scoresheet", Pages: len(sd.Pages),
		Layout: func() (*sheets.Document, error) {
			g, err := loadGame(path)
			if err != nil {
				return nil, err
			}
			g.Teams = teams
			return sheets.ScoresheetWith(g, paper, an), nil
		}}, nil
}

type leagueNextOptions struct {
	IO    *IO
	Dir   string
	All   bool
	Out   string
	Paper string
	List  bool // --list: print the games only, no sheets
}

func newLeagueNextCmd(ios *IO) *cobra.Command {
	opts := &leagueNextOptions{IO: ios}
	c := &cobra.Command{
		Use:   "next [DIR] [--all] [-o FILE] [--list]",
		Short: "The schedule's next games, and their scoresheets filled in",
		Long: `next reads the schedule in DIR/league.yaml (default: the folder play saves
games into), finds the scheduled games no record plays yet, and lists the
next ones: those on the earliest date that has any (--all: every one left).
A record plays a scheduled game when its home and away teams are the
game's and, when both have dates, the dates agree.

It also writes a blank scoresheet for each of them with the teams, coaches,
date and site printed in, to ` + "`fourthdown-next-DATE.pdf`" + ` (or -o FILE); it
will not replace a file it was not told to write. --list prints the games
only.`,
		Args: maxArgs(1, "one folder DIR at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Dir = args[0]
			}
			if opts.List && opts.Out != "" {
				return &UsageError{Err: errors.New("--list prints the games only: drop -o or --list")}
			}
			return leagueNextRun(opts)
		},
	}
	c.Flags().BoolVar(&opts.All, "all", false, "every scheduled game not yet played, not just the next date's")
	c.Flags().StringVarP(&opts.Out, "output", "o", "", "the PDF to write (- for standard output)")
	c.Flags().StringVar(&opts.Paper, "paper", sheets.Letter.Name, "paper size: letter or a4")
	c.Flags().BoolVar(&opts.List, "list", false, "list the games only; write no scoresheets")
	return c
}

func leagueNextRun(opts *leagueNextOptions) error {
	paper, err := paperFlag(opts.Paper)
	if err != nil {
		return err
	}
	rep, err := foldLeague(opts.Dir, league.Filter{})
	if err != nil {
		return err
	}
	out := opts.IO.Out
	if len(rep.Config.Schedule) == 0 {
		where := "the folder has no " + league.ConfigFile
		if rep.Config.File != "" {
			where = rep.Config.File + " has no schedule"
		}
		return fmt.Errorf("no scheduled games: %s (list them under schedule:, each with date, home, away and site)", where)
	}
	games := rep.Next(opts.All)
	if len(games) == 0 {
		fmt.Fprintf(out, "Every scheduled game has a record: the schedule is played.\n")
		return nil
	}
	next := printed.Of(cmdutil.Default()).NextSheets
	if next == nil {
		return fmt.Errorf("%s prints no filled-in scoresheets", cmdutil.Default().Title())
	}
	sheetOf, err := next(rep)
	if err != nil {
		return err
	}
	var doc *sheets.Document
	for _, n := range games {
		date := n.Date
		if date == "" {
			date = "(no date)"
		}
		line := fmt.Sprintf("%s  %s at %s", date, n.Away, n.Home)
		if n.Site != "" {
			line += ", " + n.Site
		}
		fmt.Fprintln(out, line)
		sheet := sheetOf(n, paper)
		if doc == nil {
			doc = sheet
			doc.Title = "Next games - scoresheets"
		} else if err := doc.Append(sheet); err != nil {
			return err
		}
	}
	if opts.List {
		return nil
	}
	path, named := opts.Out, opts.Out != ""
	if !named {
		path = "fourthdown-next.pdf"
		if d := games[0].Date; d != "" {
			path = "fourthdown-next-" + d + ".pdf"
		}
		if err := refuseExisting(path); err != nil {
			return err
		}
	}
	return writePDF(opts.IO, path, named, doc, fmt.Sprintf("%s filled in, %s", cmdutil.Count(len(games), "scoresheet"), paper.Name))
}

// refuseExisting keeps a default output name from replacing a file the
// user did not name.
func refuseExisting(path string) error {
	if _, err := os.Lstat(path); err == nil {
		return &UsageError{Err: fmt.Errorf("%s already exists: give -o %s to replace it, or -o another name", tracker.Printable(path), cmdutil.ShellQuote(path))}
	}
	return nil
}

type nightOptions struct {
	IO         *IO
	Today      string // YYYY-MM-DD: the night of a folder whose records have no date
	Ctx        context.Context
	NoAnalysis bool
	Date       string
	Dir        string
	Out        string
	Paper      string
	Filter     league.Filter
}

func newNightCmd(ios *IO) *cobra.Command {
	opts := &nightOptions{IO: ios}
	c := &cobra.Command{
		Use:   "night [DATE] [DIR | --dir DIR] [-o FILE]",
		Short: "Print a game night: standings, results, leaders, every scoresheet",
		Long: `night prints the report of one evening of a league as one PDF booklet: the
standings, head-to-head grid, leaders and coaches through that night, the
night's results, then the scoresheet of every game finished that night,
each in its own game's form. A night of several games (play saves them
all into one folder) has a report per game; --game NAME prints one game's
(into fourthdown-night-DATE-NAME.pdf).

DATE is YYYY-MM-DD (default: the latest date with a finished game); a
record without a date counts on the latest night (today's, when no record
has a date). The records are read from the folder DIR, given after DATE
or as --dir DIR as to 'league' (default: the folder play saves games
into), with league.yaml there if there is one, as 'league' reads them;
--league, --season and --rules pick the records the same way.
The file is fourthdown-night-DATE.pdf unless -o FILE is given; it will not
replace a file it was not told to write.`,
		Args: maxArgs(2, "a DATE and a folder DIR at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if err := nightArgs(opts, args); err != nil {
				return err
			}
			opts.Ctx = c.Context()
			opts.Today = time.Now().Format("2006-01-02")
			return nightRun(opts)
		},
	}
	c.Flags().StringVar(&opts.Dir, "dir", "", "the folder of records, as DIR (default: the games folder)")
	c.Flags().StringVarP(&opts.Out, "output", "o", "", "the PDF to write (- for standard output)")
	c.Flags().StringVar(&opts.Paper, "paper", sheets.Letter.Name, "paper size: letter or a4")
	c.Flags().BoolVar(&opts.NoAnalysis, "no-analysis", false, "scoresheets without the chance-of-winning chart and key moments")
	addFilterFlags(c, &opts.Filter, false)
	return c
}

// nightArgs reads night's arguments: a DATE (YYYY-MM-DD) and a folder
// DIR, each at most once, in either order. An argument is the folder when
// it is one, or when it does not read as a date.
func nightArgs(opts *nightOptions, args []string) error {
	var dirs []string
	for _, a := range args {
		d, ok := league.ParseDate(a)
		if fi, err := os.Stat(a); (err == nil && fi.IsDir()) || !ok {
			if !ok && looksLikeDate(a) {
				return &UsageError{Err: fmt.Errorf("%q is not a date: write it like 2026-11-20", a)}
			}
			dirs = append(dirs, a)
			continue
		}
		if opts.Date != "" {
			return &UsageError{Err: fmt.Errorf("two dates: %s and %s; a night is one date", opts.Date, d)}
		}
		opts.Date = d
	}
	if len(dirs) > 1 {
		return &UsageError{Err: fmt.Errorf("two folders: %s and %s; give the folder once", tracker.Printable(dirs[0]), tracker.Printable(dirs[1]))}
	}
	return folderArg(&opts.Dir, dirs)
}

// looksLikeDate reports whether a is written as a date is (digits in
// three parts: 2026-13-45), so that a wrong date is refused as a date, not
// looked for as a folder.
func looksLikeDate(a string) bool {
	return strings.Count(a, "-") == 2 && strings.IndexFunc(a, func(r rune) bool { return r != '-' && (r < '0' || r > '9') }) < 0
}

func nightRun(opts *nightOptions) error {
	all, err := foldLeague(opts.Dir, opts.Filter)
	if err != nil {
		return err
	}
	// A record without a date (play always writes one) is counted with
	// the folder's latest games: on the latest night, today's when no
	// record has a date.
	latest, undated := "", false
	for _, g := range all.Games {
		latest = max(latest, g.Date)
		undated = undated || g.Date == ""
	}
	if opts.Date == "" {
		opts.Date = latest
		if opts.Date == "" {
			if !undated {
				return fmt.Errorf("no finished game yet: play one, or give the folder with --dir")
			}
			opts.Date = opts.Today
		}
	}
	rep := all.Night(opts.Date, undated && opts.Date >= latest)
	n, last := 0, "" // the night's games, and the last date with games
	for _, g := range rep.Games {
		if rep.OnNight(g, opts.Date) {
			n++
		}
		last = max(last, g.Date)
	}
	if n == 0 {
		msg := fmt.Sprintf("no finished game on %s", opts.Date)
		if last != "" {
			msg += fmt.Sprintf(" (the last night before it with games is %s)", last)
		}
		return errors.New(msg)
	}
	path, named := opts.Out, opts.Out != ""
	if !named {
		path = "fourthdown-night-" + opts.Date + ".pdf"
		if opts.Filter.Game != "" {
			path = "fourthdown-night-" + opts.Date + "-" + opts.Filter.Game + ".pdf"
		}
		if err := refuseExisting(path); err != nil {
			return err
		}
	}
	return leaguePDF(opts.Ctx, opts.IO, rep, path, named, opts.Paper, opts.Date, opts.NoAnalysis)
}
