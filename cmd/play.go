package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// sessionOptions are what play and resume share.
type sessionOptions struct {
	IO      *IO
	Digital bool
	Solo    string // "", "home" or "away": the coach plays that team

	// Filled by the command from the terminal; tests set them directly.
	Interactive bool     // ask setup questions; a refused entry is asked again
	Color       bool     // colour the output
	Prompter    Prompter // nil: promptui on a terminal, else a line reader
	Dice        tracker.Roller
	CoachName   string // --coach: one of the game's coaches (its first by default)
	NoAdvice    bool   // --no-advice: play blind (no win chances)
	Now         func() time.Time
}

type playOptions struct {
	sessionOptions
	File string

	Game                             string
	DiceFile                         string // --dice: a dice-set file (a game whose dice differ from set to set)
	Home, Away, Receives, Rules      string
	Date, Site, HomeCoach, AwayCoach string
	League, Season                   string
	set                              map[string]bool // flags given on the command line
}

func (o *sessionOptions) fromTerminal() {
	o.Interactive = o.IO.IsTTY
	// no-color.org: NO_COLOR set to anything but the empty string.
	o.Color = o.IO.IsTTY && os.Getenv("NO_COLOR") == ""
}

func newPlayCmd(ios *IO) *cobra.Command {
	opts := &playOptions{sessionOptions: sessionOptions{IO: ios}}
	c := &cobra.Command{
		Use:   "play [FILE]",
		Short: "Play a game at the table with real dice: prompts, checks, autosave",
		Long: `play asks for every choice and roll of a game, checks it, applies the rules
and shows the situation. Every entry is saved in the game record FILE at once
(with no FILE, a new file in $XDG_DATA_HOME/fourthdown/games). Stop at any
time (quit, Ctrl-C, Ctrl-D) and continue with 'fourthdown resume'.

On a terminal play first asks which game, then the teams, who receives, and
(where the game has them) solo play and advice; --game NAME answers ahead:

` + gamesHelp() + `
` + entriesHelp() + `

A flag that the game does not take (--dice or --rules for a game that has
no dice-set or rules files) is refused before the first question.

When stdin is not a terminal, play reads the answers one line at a time and
prints plain text; the game's setup comes from the flags (--receives is
required). A refused line exits with status 1 and names the line; everything
before it is saved.`,
		Example: playExamples(),
		Args:    maxArgs(1, "one FILE at most"),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.File = args[0]
			}
			opts.fromTerminal()
			opts.set = map[string]bool{}
			c.Flags().Visit(func(f *pflag.Flag) { opts.set[f.Name] = true })
			return playRun(c.Context(), opts)
		},
	}
	f := c.Flags()
	f.StringVar(&opts.Game, "game", "", "the `game` to play: "+gameNames()+" (default "+defaultGameName()+")")
	f.StringVar(&opts.DiceFile, "dice", "", cmdutil.Takers("dice")+"a dice-set `FILE` listing each die's faces (faces not on a die are refused; --digital rolls them)"+diceFlagHelp())
	f.StringVar(&opts.Home, "home", "", "home team `name` (defends the left goal line on the field drawing; default the game's, "+defaultTeamsHelp(engine.Home)+")")
	f.StringVar(&opts.Away, "away", "", "away team `name` (default the game's, "+defaultTeamsHelp(engine.Away)+")")
	f.StringVar(&opts.Receives, "receives", "", "who won the coin flip and receives the opening kickoff: home, away or a team name")
	f.StringVar(&opts.Rules, "rules", "", cmdutil.Takers("rules")+cmdutil.RulesFlagHelp+" (default "+rulesDefault()+")")
	f.StringVar(&opts.Date, "date", "", "the game's date for the record (default today)")
	f.StringVar(&opts.Site, "site", "", "where the game is played")
	f.StringVar(&opts.League, "league", "", "the league the game counts in (see 'fourthdown league')")
	f.StringVar(&opts.Season, "season", "", "the league's season (default: the date's year)")
	f.StringVar(&opts.HomeCoach, "home-coach", "", "the home coach's name")
	f.StringVar(&opts.AwayCoach, "away-coach", "", "the away coach's name")
	addSessionFlags(c, &opts.sessionOptions)
	return c
}

func addSessionFlags(c *cobra.Command, o *sessionOptions) {
	c.Flags().BoolVar(&o.Digital, "digital", false, "let the app roll a die when a roll is answered with an empty line (marked in the record)")
	c.Flags().StringVar(&o.Solo, "solo", "", cmdutil.Takers("solo")+"play against the computer coach, which makes the choices of `team` (home or away); you roll its dice")
	c.Flags().BoolVar(&o.NoAdvice, "no-advice", false, cmdutil.Takers("no-advice")+"play blind: no win chances from the game's values (exact or estimated) on the menus (kept in the record)")
	c.Flags().StringVar(&o.CoachName, "coach", "", cmdutil.Takers("coach")+"with --solo, the computer coach: "+strings.Join(coachNames(), ", ")+" (default "+defaultCoach()+")")
}

// prompter is the injected one, promptui on a terminal, or a line reader.
func (o *sessionOptions) prompter(ctx context.Context) Prompter {
	if o.Prompter != nil {
		return o.Prompter
	}
	if o.IO.IsTTY {
		return prompt.NewTTY(ctx, o.IO.In, o.IO.Out, o.Color, isCommandLine)
	}
	return prompt.NewLines(ctx, o.IO.In, o.IO.Out)
}

func (o *sessionOptions) now() time.Time {
	if o.Now != nil {
		return o.Now()
	}
	return time.Now()
}

func (o *sessionOptions) newTable(ctx context.Context, sess *tracker.Session, p Prompter) (*table, error) {
	t := &table{ctx: ctx, out: o.IO.Out, sess: sess, p: p, strict: !o.Interactive, digital: o.Digital,
		dice: o.Dice, st: styler{On: o.Color}}
	// Every line the table prints fits the terminal, broken between words.
	t.out = prompt.Fitted(o.IO.Out, t.width)
	if t.dice == nil {
		t.dice = tracker.OSDice{}
	}
	reg := cmdutil.Of(sess.Game.Kind)
	if reg.Typing != "" {
		prompt.SetTyping(p, reg.Typing) // the game's entries and its own commands
	}
	if values.Has(reg.Game) && o.Interactive && !o.NoAdvice && !sess.Game.Blind() {
		t.advice = cmdutil.StartAdvisor(ctx, sess.Game)
	}
	if o.Solo == "" {
		return t, nil
	}
	if _, ok := sess.Game.Kind.(engine.Coached); !ok && !cmdutil.Coaching(sess.Game.Kind) {
		return nil, &UsageError{Err: fmt.Errorf("--solo: %s has no computer coach", sess.Game.Kind.Title())}
	}
	side, err := tracker.ParseSide(o.Solo, sess.Game.Teams)
	if err != nil {
		return nil, &UsageError{Err: fmt.Errorf("--solo: %v", err)}
	}
	t.coachSide, t.choiceNames = side, reg.ChoiceNames
	seed := uint64(o.now().UnixNano())
	if t.chooser, err = cmdutil.Solo(cmdutil.SoloRequest{Ctx: ctx, Game: sess.Game, Name: o.CoachName, Seed: seed, ErrOut: o.IO.ErrOut}); err != nil {
		return nil, err
	}
	return t, nil
}

func playRun(ctx context.Context, opts *playOptions) error {
	out := prompt.FittedTerm(opts.IO.Out) // its lines fit the terminal
	// A flag the game does not take is refused first of all.
	if _, err := opts.pickGame(noQuestions{}); err != nil && !errors.Is(err, errNoQuestions) {
		return err
	}
	p := opts.prompter(ctx)
	if !opts.Interactive && opts.Receives == "" {
		return &UsageError{Err: errors.New("stdin is not a terminal, so the setup comes from flags: give --receives home or --receives away (who receives the opening kickoff)")}
	}
	if err := refuseStarted(opts.File); err != nil {
		return err
	}
	if opts.Interactive && opts.File == "" {
		noteUnfinished(out)
	}
	if g, err := engine.Lookup(opts.Game); opts.Game != "" && err == nil {
		// Before the setup questions when the flags name the game.
		if err := opts.playDigital(g, diceFlag(g, opts.DiceFile)); err != nil {
			return err
		}
	}
	if err := opts.checkSolo(); err != nil {
		return err
	}
	rec, err := opts.setup(p)
	if err != nil {
		if errors.Is(err, ErrCancelled) || errors.Is(err, errEOF) {
			fmt.Fprintln(out, "No game started.")
			return ErrCancelled
		}
		return err
	}
	path, err := opts.newRecord(rec)
	if err != nil {
		return err
	}
	sess, err := tracker.Create(path, rec)
	if err != nil {
		return err
	}
	defer sess.Close()
	// What the table starts in the background (values being built)
	// stops with it.
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	t, err := opts.newTable(ctx, sess, p)
	if err != nil {
		return err
	}
	g := sess.Game
	fmt.Fprintln(t.out, prompt.Wrap(teamsLine(g), t.width()))
	fmt.Fprintf(t.out, "Saving every entry to %s\n", tracker.Printable(path))
	if opts.Interactive {
		fmt.Fprintln(t.out, "Type help for commands; undo steps back.")
	}
	fmt.Fprintln(t.out, t.situation())
	return t.run()
}

// refuseStarted refuses a FILE that already holds something, before any
// question: it is not a new game.
func refuseStarted(file string) error {
	if file == "" {
		return nil
	}
	if _, err := os.Lstat(file); err != nil {
		return nil
	}
	g, err := loadGame(file)
	switch {
	case err != nil:
		return fmt.Errorf("%s already exists and is not a game record play could continue: give a new FILE", tracker.Printable(file))
	case g.Final():
		return fmt.Errorf("%s already exists: it holds a finished game (%s): print its scoresheet with `%s sheet %s`, or give a new FILE",
			tracker.Printable(file), resultText(g), cmdutil.ProgName, cmdutil.ShellQuote(file))
	}
	return fmt.Errorf("%s already exists: to continue that game run `%s resume %s` (an unfinished game, %d entries)",
		tracker.Printable(file), cmdutil.ProgName, cmdutil.ShellQuote(file), g.Entries())
}

// noteUnfinished says when an unfinished game waits in the games folder.
func noteUnfinished(out io.Writer) {
	if dir, err := tracker.GamesDir(); err == nil {
		if last, err := tracker.LatestUnfinished(dir); err == nil {
			fmt.Fprintf(out, "(An unfinished game is waiting: %s — '%s resume' continues it.)\n", last, cmdutil.ProgName)
		}
	}
}

// newRecord checks the record's setup and completes it for where it will
// be saved (FILE, else a new file in the games folder), which it returns:
// the dice-set and house-rules files named relative to it; a game that
// cannot be played as set up (--digital without the dice) is refused.
func (o *playOptions) newRecord(rec *tracker.Record) (string, error) {
	kind, su, err := tracker.Setup(rec)
	teams := su.Teams
	if err != nil {
		return "", &UsageError{Err: fmt.Errorf("setup: %v", err)}
	}
	path := o.File
	if path == "" {
		dir, err := tracker.GamesDir()
		if err != nil {
			return "", err
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", err
		}
		path = tracker.NewGamePath(dir, o.now(), teams)
	}
	if o.DiceFile != "" {
		// Named relative to the record, as the record reads it.
		ref, err := diceRef(cmdutil.Of(kind), o.DiceFile, path, cmdutil.Of(kind).DiceBytes)
		if err != nil {
			return "", &UsageError{Err: fmt.Errorf("--dice: %v", err)}
		}
		cmdutil.SetRecorded(rec, kind, "dice", ref)
	}
	if err := o.playDigital(kind, su.Header); err != nil {
		return "", err
	}
	if rs := cmdutil.Of(kind).Rulesets; o.Rules != "" && rs != nil {
		// A house-rules file is named relative to the record, with its digest.
		if err := rs.Record(rec, o.Rules, path); err != nil {
			return "", &UsageError{Err: fmt.Errorf("--rules: %v", err)}
		}
	}
	return path, nil
}

// errEOF is the end of the setup answers.
var errEOF = errors.New("end of input")

// setup builds the record's header from the flags and, on a terminal, the
// players' answers.
func (o *playOptions) setup(p Prompter) (*tracker.Record, error) {
	rec := &tracker.Record{}
	game, err := o.pickGame(p)
	if err != nil {
		if _, ok := err.(*UsageError); ok {
			return nil, err
		}
		return nil, setupStopped(err)
	}
	if def, _ := engine.Default(); game.Name() != def.Name() {
		rec.Set("game", game.Name()) // a record without game: is the default game's
	}
	home, away, err := o.setupTeams(p, game)
	if err != nil {
		return nil, err
	}
	rec.Set("home", oneLine(home))
	rec.Set("away", oneLine(away))
	recv, err := o.setupReceives(p, home, away)
	if err != nil {
		return nil, err
	}
	rec.Set("receives", recv)
	cmdutil.SetRecorded(rec, game, "rules", o.Rules)
	if err := o.setupDetails(p, rec); err != nil {
		return nil, err
	}
	if err := o.setupSolo(p, rec, game, home, away); err != nil {
		return nil, err
	}
	return rec, nil
}

// setupStopped is a setup question's error: the players stopped (Ctrl-C),
// or the answers ended.
func setupStopped(err error) error {
	if errors.Is(err, ErrCancelled) {
		return ErrCancelled
	}
	return errEOF
}

// setupTeams are the teams' names: the flags', else on a terminal the
// players' answers, else the game's own.
func (o *playOptions) setupTeams(p Prompter, game engine.Game) (home, away string, err error) {
	ask := o.Interactive
	home, away = o.Home, o.Away
	if home == "" {
		home = game.DefaultTeams()[engine.Home].Name
	}
	if away == "" {
		away = game.DefaultTeams()[engine.Away].Name
	}
	if ask && !o.set["home"] {
		if home, err = setupValue(p, "Home team", home); err != nil {
			return "", "", setupStopped(err)
		}
	}
	if ask && !o.set["away"] {
		if away, err = setupValue(p, "Away team", away); err != nil {
			return "", "", setupStopped(err)
		}
	}
	if strings.EqualFold(strings.TrimSpace(home), strings.TrimSpace(away)) {
		return "", "", &UsageError{Err: fmt.Errorf("the teams need different names, both are %q", home)}
	}
	return home, away, nil
}

// setupReceives is who receives the opening kickoff, home or away: the
// flag's team, else the players' answer.
func (o *playOptions) setupReceives(p Prompter, home, away string) (string, error) {
	recv := o.Receives
	if recv == "" {
		i, err := p.Pick("Who won the coin flip and receives the opening kickoff?", []string{home, away})
		if err != nil {
			return "", setupStopped(err)
		}
		return []string{"home", "away"}[i], nil
	}
	side, err := tracker.ParseSide(recv, engine.NewTeams(home, away))
	if err != nil {
		return "", &UsageError{Err: fmt.Errorf("--receives: %v", err)}
	}
	return side.String(), nil
}

// setupDetails records the date, site, coaches' names, league and season:
// the flags', or on a terminal the players' answers when they want them
// recorded and gave none of them as flags.
func (o *playOptions) setupDetails(p Prompter, rec *tracker.Record) error {
	date, site, hc, ac := o.Date, o.Site, o.HomeCoach, o.AwayCoach
	if date == "" {
		date = o.now().Format("2006-01-02")
	}
	if o.Interactive && o.Date == "" && o.Site == "" && o.HomeCoach == "" && o.AwayCoach == "" {
		i, err := p.Pick("Record the date, site and coaches' names?", []string{"No, start the game", "Yes"})
		if err != nil {
			return setupStopped(err)
		}
		if i == 1 {
			for _, q := range []struct {
				label string
				v     *string
			}{{"Date", &date}, {"Site (Enter for none)", &site}, {"Home coach (Enter for none)", &hc}, {"Away coach (Enter for none)", &ac}} {
				if *q.v, err = setupValue(p, q.label, *q.v); err != nil {
					return setupStopped(err)
				}
			}
		}
	}
	for _, kv := range [][2]string{{"date", date}, {"site", site}, {"home-coach", hc}, {"away-coach", ac}, {"league", o.League}, {"season", o.Season}} {
		if v := oneLine(kv[1]); v != "" {
			rec.Set(kv[0], v)
		}
	}
	return nil
}

// hasValues reports whether the game rec sets up, with --dice, has
// values: exact, or estimated where the app can play it.
func (o *playOptions) hasValues(rec *tracker.Record, game engine.Game) bool {
	if values.Solved(game) {
		return true
	}
	probe := &tracker.Record{Header: slices.Clone(rec.Header)}
	cmdutil.SetRecorded(probe, game, "dice", o.DiceFile)
	return values.Simulable(probe) == nil
}

// setupSolo records solo play, its coach and advice: the flags', or on a
// terminal the players' answers where the game has a coach or advice.
func (o *playOptions) setupSolo(p Prompter, rec *tracker.Record, game engine.Game, home, away string) error {
	fx := cmdutil.FactsOf(game)
	if o.Interactive && fx.Coach && o.Solo == "" && !o.set["solo"] {
		i, err := p.Pick("Players", []string{"Two players", "Solo: the coach plays " + home, "Solo: the coach plays " + away})
		if err != nil {
			return setupStopped(err)
		}
		o.Solo = []string{"", "home", "away"}[i]
	}
	if o.Interactive && fx.Advice && !o.NoAdvice && !o.set["no-advice"] && o.hasValues(rec, game) {
		chance := "exact chance of winning"
		if !values.Solved(game) {
			chance = "estimated chance of winning (≈, from its own play)"
		}
		i, err := p.Pick("Advice", []string{"Show each choice's " + chance, "Play blind"})
		if err != nil {
			return err
		}
		o.NoAdvice = i == 1
	}
	if o.NoAdvice {
		rec.Set("advice", "off")
	}
	if o.Solo == "" {
		return nil
	}
	side, err := tracker.ParseSide(o.Solo, engine.NewTeams(home, away))
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--solo: %v", err)}
	}
	o.Solo = side.String()
	rec.Set("solo", o.Solo)
	if o.CoachName == "" {
		return nil
	}
	if err := cmdutil.CheckCoach(game, o.CoachName); err != nil {
		return &UsageError{Err: fmt.Errorf("--coach: %v", err)}
	}
	rec.Set("solo-coach", strings.ToLower(o.CoachName))
	return nil
}

// checkSolo refuses, before the first setup question, a --solo that can
// name no side: not home or away, nor a team name --home or --away gives
// or a game's own (--solo both). The setup checks it again against the
// names the players answer.
func (o *playOptions) checkSolo() error {
	v := strings.TrimSpace(o.Solo)
	if v == "" || strings.EqualFold(v, "home") || strings.EqualFold(v, "away") ||
		strings.EqualFold(v, strings.TrimSpace(o.Home)) || strings.EqualFold(v, strings.TrimSpace(o.Away)) {
		return nil
	}
	for _, g := range engine.Games() {
		for _, t := range g.DefaultTeams() {
			if strings.EqualFold(v, t.Name) {
				return nil
			}
		}
	}
	// In ParseSide's words, with the names the flags give or the game's.
	g, err := engine.Lookup(o.Game)
	if o.Game == "" || err != nil {
		g, _ = engine.Default()
	}
	teams := g.DefaultTeams()
	for i, name := range []string{o.Home, o.Away} {
		if name != "" {
			teams[i].Name = name
		}
	}
	_, err = tracker.ParseSide(o.Solo, teams)
	return &UsageError{Err: fmt.Errorf("--solo: %v", err)}
}

// setupValue asks a setup question until the answer fits in a header
// value, saying the limit when one does not, so that a long name is
// refused where it is typed, not after the last question.
func setupValue(p Prompter, label, def string) (string, error) {
	ask := label
	for {
		v, err := p.Setup(ask, def)
		if err != nil {
			return "", err
		}
		n := utf8.RuneCountInString(oneLine(v))
		if n <= tracker.MaxHeaderValue {
			return v, nil
		}
		ask = fmt.Sprintf("%s (that was %d characters; at most %d)", label, n, tracker.MaxHeaderValue)
	}
}

// oneLine makes a header value safe: one line, no comment sign.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	return strings.TrimSpace(strings.ReplaceAll(s, "#", ""))
}

// pickGame is the game to play: --game; on a terminal the players'
// choice when fourthdown plays several (the default game leads the
// menu), among the games that take every flag given; else the default
// game. A flag the game does not take is refused here, before any other
// question.
func (o *playOptions) pickGame(p Prompter) (engine.Game, error) {
	set := func(f string) bool {
		if f == "solo" {
			return o.Solo != "" // --solo "" is two players, in any game
		}
		return o.set[f]
	}
	if o.Game != "" {
		g, err := cmdutil.LookupGame(o.Game)
		if err != nil {
			return nil, err
		}
		return g, cmdutil.RefuseFlags(g, set)
	}
	def, _ := engine.Default()
	games := cmdutil.GamesTaking(set)
	switch {
	case !o.Interactive || len(engine.Games()) < 2:
		return def, cmdutil.RefuseFlags(def, set)
	case len(games) == 0:
		return nil, cmdutil.RefuseFlags(def, set)
	case len(games) == 1:
		return games[0], nil
	}
	titles := make([]string, len(games))
	w := 0
	for _, g := range games {
		w = max(w, len([]rune(g.Title())))
	}
	for i, g := range games {
		titles[i] = fmt.Sprintf("%-*s\t%s", w, g.Title(), cmdutil.FactsOf(g).Line) // an answer and its hint
	}
	i, err := p.Pick("Which game?", titles)
	if err != nil {
		return nil, err
	}
	return games[i], nil
}

// noQuestions is a Prompter that asks nothing: pickGame with it only
// checks the flags against the games.
type noQuestions struct{}

var errNoQuestions = errors.New("no questions")

func (noQuestions) Choose(string, []Option, func(string) error) (string, error) {
	return "", errNoQuestions
}
func (noQuestions) Ask(string, func(string) error) (string, error) { return "", errNoQuestions }
func (noQuestions) Setup(string, string) (string, error)           { return "", errNoQuestions }
func (noQuestions) Pick(string, []string) (int, error)             { return 0, errNoQuestions }

// gameNames are the games' names, for help texts.
func gameNames() string { return engine.OrList(ofGames((*cmdutil.Game).Name)) }

// playExamples are play's examples: a new game, a game of each other
// registered game with its teams named, and answers read from a file.
func playExamples() string {
	ex := []string{"  fourthdown play"}
	for i, g := range engine.Games()[1:] {
		ex = append(ex, fmt.Sprintf("  fourthdown play --game %s --home Bears --away Lions game%d.fdr", g.Name(), i+1))
	}
	return strings.Join(append(ex, "  fourthdown play --receives home game.fdr < answers.txt"), "\n")
}

// defaultGameName is the game of a record that names none.
func defaultGameName() string {
	if g, ok := engine.Default(); ok {
		return g.Name()
	}
	return ""
}
