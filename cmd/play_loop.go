package cmd

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/tracker"
)

// table is a game at the table: it asks what the engine asks next, enters
// what the players type into the durable session, and shows what happened.
type table struct {
	ctx     context.Context
	out     io.Writer
	sess    *tracker.Session
	p       Prompter
	strict  bool // piped input: a refused line ends the run with an error
	digital bool // an empty answer to a roll lets the app roll
	dice    tracker.Roller
	st      styler

	// The computer coach in solo play (nil: none), choosing for
	// coachSide; the game's names of its choices, which tell the coach's
	// choice (nil: its token does); the game's advice (nil: playing
	// blind).
	chooser     engine.Chooser
	coachSide   engine.Side
	choiceNames map[string]string
	advice      cmdutil.Advisor
	// seal is the other game's coach's choice for what is asked at entry
	// seal.at, made once and kept hidden until it is entered (a secret
	// one until the player's choice that follows it is entered too).
	seal *sealed

	lineNo int // lines answered, for naming a refused line
	// explained is the long prompt last printed above its short one.
	explained string
}

// errQuit ends the game loop at the players' request (the game is saved).
var errQuit = errors.New("quit")

// LineError is a refused line in piped mode.
type LineError struct {
	Line int
	Msg  string
	File string
}

func (e *LineError) Error() string {
	return fmt.Sprintf("input line %d: %s (everything before it is saved in %s)", e.Line, e.Msg, tracker.Printable(e.File))
}

type promptCommand struct {
	name, help string
	run        func(t *table) error
	owner      *cmdutil.Game // a game's own command (nil: every game's)
}

// promptCommands are the commands at every prompt, the games' own after
// undo; a game's own answers only in a game of that game.
func promptCommands() []promptCommand {
	cs := []promptCommand{{"undo", "step back one entry (undo N: N entries)", (*table).undo, nil}}
	for _, g := range cmdutil.Games() {
		for _, pc := range g.PromptCommands {
			owner := g
			cs = append(cs, promptCommand{pc.Name, pc.Help, func(t *table) error {
				if cmdutil.Of(t.sess.Game.Kind) != owner {
					fmt.Fprintln(t.out, cmdutil.Own("the "+pc.Name+" command", owner.Title(), t.sess.Game))
					return nil
				}
				// Its lines fit the terminal, broken between words.
				var b strings.Builder
				pc.Run(t.sess.Game, &b)
				for l := range strings.Lines(b.String()) {
					fmt.Fprintln(t.out, t.fit(strings.TrimSuffix(l, "\n")))
				}
				return nil
			}, owner})
		}
	}
	return append(cs, []promptCommand{
		{"status", "score, clock, field and what is asked", func(t *table) error {
			fmt.Fprintln(t.out, t.situation())
			fmt.Fprintf(t.out, "Saved in %s (%d entries)\n", t.sess.Path, t.sess.Game.Entries())
			return nil
		}, nil},
		{"log", "the play-by-play so far", func(t *table) error {
			for _, l := range t.sess.Game.PlayByPlay() {
				fmt.Fprintln(t.out, t.fit(l))
			}
			return nil
		}, nil},
		{"help", "what can be typed", func(t *table) error {
			fmt.Fprint(t.out, t.helpText())
			return nil
		}, nil},
		{"quit", "stop here; the game is saved, resume it later", func(*table) error { return errQuit }, nil},
	}...)
}

// isCommandLine reports whether a typed line starts with a command.
func isCommandLine(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	_, ok := lookupCommand(f[0])
	return ok
}

func lookupCommand(word string) (promptCommand, bool) {
	w := strings.ToLower(word)
	if w == "?" {
		w = "help"
	}
	for _, c := range promptCommands() {
		if c.name == w {
			return c, true
		}
	}
	return promptCommand{}, false
}

func (t *table) helpText() string {
	var b strings.Builder
	b.WriteString("Type what is asked as the record writes it, one or several on a line:\n")
	for _, l := range t.sess.Game.Match.Typing() {
		b.WriteString(t.fit("  "+l) + "\n")
	}
	if t.digital {
		b.WriteString(t.fit("  an empty answer to a roll lets fourthdown roll that die (--digital)") + "\n")
	}
	b.WriteString("Commands:\n")
	own := cmdutil.Of(t.sess.Game.Kind)
	for _, c := range promptCommands() {
		if c.owner != nil && c.owner != own {
			continue
		}
		b.WriteString(t.fit(fmt.Sprintf("  %-7s %s", c.name, c.help)) + "\n")
	}
	b.WriteString("Ctrl-C or Ctrl-D also stop; every entry is already saved.\n")
	return b.String()
}

// digitalRefusal is why --digital cannot roll the dice of a game of kind
// whose record has header h (nil when it can, or without --digital).
func (o *sessionOptions) digitalRefusal(kind engine.Game, h engine.Header) error {
	if d, ok := kind.(engine.DigitalDice); ok && o.Digital {
		if err := d.Digital(h); err != nil {
			return fmt.Errorf("--digital: %v", err)
		}
	}
	return nil
}

// playDigital is digitalRefusal for play, whose --dice names the file.
func (o *playOptions) playDigital(kind engine.Game, h engine.Header) error {
	if err := o.digitalRefusal(kind, h); err != nil {
		return &UsageError{Err: fmt.Errorf("%v: %s", err, giveDice(cmdutil.Of(kind)))}
	}
	return nil
}

// giveDice says how to give a game's dice: "give one with --dice FILE",
// and the sets it knows by name (" or --dice sample").
func giveDice(reg *cmdutil.Game) string {
	return "give one with --dice FILE" + namedDiceSets(reg)
}

// diceRef is how a new record at recordPath names the dice set --dice
// gives: a set the game knows by name as it is (no file is read or
// copied); a file as tracker.NameBeside names it, with "./" before a file
// that bears a known set's name, so the record reads the file. A file
// that cannot be read is refused naming the sets known by name.
func diceRef(reg *cmdutil.Game, value, recordPath string, limit int64) (string, error) {
	if slices.Contains(reg.DiceSets, value) {
		return value, nil
	}
	ref, err := tracker.NameBeside(value, recordPath, limit, "a dice-set file")
	if err != nil {
		return "", knownDiceSets(reg, err)
	}
	if slices.Contains(reg.DiceSets, ref) {
		ref = "./" + ref
	}
	return ref, nil
}

// knownDiceSets adds to err, a dice-set file's refusal, what --dice
// takes besides a file: the dice sets the game knows by name.
func knownDiceSets(reg *cmdutil.Game, err error) error {
	if len(reg.DiceSets) == 0 {
		return err
	}
	return fmt.Errorf("%v (--dice takes a dice-set file or the name of a built-in set: %s)", err, engine.OrList(reg.DiceSets))
}

// diceHeader is the header --dice will write (under game g's key for it,
// cmdutil.SetRecorded), for a check made before the setup questions.
type diceHeader struct{ *tracker.Record }

func diceFlag(g engine.Game, value string) diceHeader {
	rec := &tracker.Record{}
	cmdutil.SetRecorded(rec, g, "dice", value)
	return diceHeader{rec}
}

func (diceHeader) Dir() string { return "" }

// ReadFile reads nothing: the check asks only whether a dice-set file is
// named; the file is read when the game starts from the record.
func (diceHeader) ReadFile(name string, _ int64, _ string) ([]byte, error) {
	return nil, fmt.Errorf("%s is read when the game starts", tracker.Printable(name))
}

// resumeHint is how to continue a saved game.
func resumeHint(path string) string {
	return fmt.Sprintf("The game is saved in %s. Continue it with: %s resume %s", tracker.Printable(path), cmdutil.ProgName, tracker.Printable(cmdutil.ShellQuote(path)))
}

// savedHint is how to continue a game whose last entry could not be
// saved (a full disk, a folder gone, a record write-protected since): the
// entries before it are in the file.
func savedHint(path string) string {
	return fmt.Sprintf("The entry was not saved; the entries before it are, in %s. Once the file can be written again (room on the disk, the folder back, write permission), continue it with: %s resume %s",
		tracker.Printable(path), cmdutil.ProgName, cmdutil.ShellQuote(path))
}

// run plays until the game ends, the players quit or the input ends. A
// save that fails stops the game, saying how to continue it.
func (t *table) run() error {
	err := t.loop()
	var se *tracker.SaveError
	var ro *tracker.ReadOnlyError
	if errors.As(err, &se) || errors.As(err, &ro) {
		fmt.Fprintln(t.out, savedHint(t.sess.Path))
	}
	return err
}

// loop is run's loop.
func (t *table) loop() error {
	for {
		if err := t.ctx.Err(); err != nil {
			fmt.Fprintln(t.out, resumeHint(t.sess.Path))
			return ErrCancelled
		}
		g := t.sess.Game
		if g.Final() {
			if again, err := t.over(); !again || err != nil {
				return err
			}
			continue
		}
		a := g.Match.Next()
		// What the player answers: what is asked, or in solo play the
		// choice that follows the coach's secret one (made, not shown).
		m, check := g.Match, t.check
		if tok, fork, ok := t.sealed(); ok {
			m, check, a = fork, t.checkAfter(tok), fork.Next()
		} else if t.coachAsked(g) || t.coachFirst() {
			if err := t.coachChooses(); err != nil {
				return err
			}
			continue
		}
		line, err := t.ask(a, m, check)
		if err != nil {
			fmt.Fprintln(t.out, resumeHint(t.sess.Path))
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		t.lineNo++
		if err := t.enter(line); err != nil {
			if errors.Is(err, errQuit) {
				fmt.Fprintln(t.out, resumeHint(t.sess.Path))
				return nil
			}
			return err
		}
	}
}

// over shows the end-of-game summary and, at a terminal, lets the players
// take back a mistyped last roll: again reports whether they did.
func (t *table) over() (again bool, err error) {
	fmt.Fprint(t.out, "\n"+finalSummary(t.sess.Game, t.sess.Path, t.st))
	if t.strict {
		return false, nil
	}
	// A mistyped last roll can still be taken back.
	return t.takeBack("The game is over: undo takes back the last entry, Enter leaves")
}

// takeBack asks question of the players of a finished game and enters
// their undo (undo N, in solo play with the coach's choices after the
// player's last): took reports whether they answered undo.
func (t *table) takeBack(question string) (took bool, err error) {
	line, err := t.p.Ask(question, nil)
	if err != nil || !strings.HasPrefix(strings.ToLower(strings.TrimSpace(line)), "undo") {
		return false, nil
	}
	t.lineNo++
	if err := t.enter(line); err != nil {
		return false, err
	}
	return true, nil
}

// ask puts a, what m asks next, to the players and returns their line,
// checked on the spot with check: a roll's value, or a choice from the
// menu (in solo play the player's own team's options only, with the
// chances of winning when there is advice).
func (t *table) ask(a engine.Ask, m engine.Core, check func(string) error) (string, error) {
	p := m.Prompt()
	label, opts := p.Label, p.Options
	if t.solo() {
		label, opts = t.yours(a, p)
	}
	label = t.fitLabel(label, a)
	if a.IsRoll() {
		if t.digital && m.Legal().Rollable() {
			label += " [Enter rolls]"
		}
		return t.p.Ask(label, check)
	}
	menu := options(opts)
	if t.advice != nil {
		team := a.Team
		if t.solo() { // the player's menu: of a choice with parts, their part
			team = t.coachSide.Other()
		}
		menu = t.advice.Menu(t.sess.Game, menu, team)
	}
	return t.p.Choose(label, menu, check)
}

// situation is the situation line and the field; with advice, what it
// adds (at a roll, the team's chance of winning now). On a narrow
// terminal the line wraps at its separators.
func (t *table) situation() string {
	g := t.sess.Game
	out := situation(g, t.st)
	if t.advice != nil {
		if w := t.advice.Chance(g); w != "" {
			if i := strings.IndexByte(out, '\n'); i >= 0 {
				out = out[:i] + " | " + w + out[i:]
			}
		}
	}
	if i := strings.IndexByte(out, '\n'); i >= 0 {
		return prompt.Wrap(out[:i], t.width()) + out[i:]
	}
	return prompt.Wrap(out, t.width())
}

// width is the terminal's width (0: not a terminal, no wrapping).
func (t *table) width() int {
	if w := prompt.Width(t.p); w > 0 {
		return w - 1
	}
	return 0
}

// solo reports whether a computer coach plays one of the teams.
func (t *table) solo() bool { return t.chooser != nil }

// coachAnswers reports whether, in solo play, the coach alone answers a:
// a choice of its team, or (coach.Answers) a secret one with parts in
// which the player's team has none.
func (t *table) coachAnswers(a engine.Ask) bool {
	return t.solo() && coach.Answers(a, t.coachSide)
}

// coachFirst: in solo play, the coach enters its own token in the
// player's choice, in the open, before the player answers it.
func (t *table) coachFirst() bool {
	a := t.sess.Game.Match.Next()
	return t.solo() && coach.Open(a, t.coachSide) && a.Acts(t.coachSide, t.coachToken())
}

// coachAsked: the solo coach makes the choice g asks for.
func (t *table) coachAsked(g *tracker.Game) bool { return t.coachAnswers(g.Match.Next()) }

// sealed is a solo game's secret choice, made by the coach
// and not yet shown.
type sealed struct {
	at  int // the entry it answers
	tok string
}

// coachToken is the choice of the other game's coach for what is asked
// now (the choice, or its part of it), made once: from the game as it
// stands, before the player's answer.
func (t *table) coachToken() string {
	g := t.sess.Game
	if t.seal == nil || t.seal.at != g.Entries() {
		t.seal = &sealed{at: g.Entries(), tok: t.chooser.Choose(g.Match, t.coachSide)}
	}
	return t.seal.tok
}

// sealed is the coach's answer to a secret choice answered whole in turn
// (engine.Simultaneous) when the player's answer Follows it, and the game
// with it entered (for the player's prompt): the player answers before it
// is shown.
func (t *table) sealed() (string, engine.Core, bool) {
	g := t.sess.Game
	a := g.Match.Next()
	if !a.Both.Secret || a.Parts() || !t.coachAnswers(a) {
		return "", nil, false
	}
	tok := t.coachToken()
	fork := g.Fork()
	if fork.Match.Apply(engine.Token{Text: tok}) != nil {
		return "", nil, false
	}
	if n := fork.Match.Next(); !n.Both.Follows || t.coachAnswers(n) {
		return "", nil, false // nothing of the player's follows: shown at once
	}
	return tok, fork.Match, true
}

// yours is a as put to the player in solo play: the game's question for
// their team's part when it has one (engine.Prompt.Own), with every
// option but the coach's own tokens.
func (t *table) yours(a engine.Ask, p engine.Prompt) (string, []engine.Option) {
	label := cmp.Or(p.Own[t.coachSide.Other()], p.Label)
	own := a.Both.Own[t.coachSide]
	if len(own) == 0 {
		return label, p.Options
	}
	return label, slices.DeleteFunc(slices.Clone(p.Options), func(o engine.Option) bool { return slices.Contains(own, o.Token) })
}

// refusedEntry is the loop's own refusal of an entry the rules allow but
// the player may not make (the coach's own token in a choice of both).
type refusedEntry string

func (e refusedEntry) Error() string        { return string(e) }
func (e refusedEntry) Is(target error) bool { return target == engine.ErrRefused }

// mine checks that text, read for a (err: the game's refusal of it), is
// the player's to give in solo play: not one of the coach's own tokens
// (Ask.Both). Where the player answers a part of their own, a refusal
// names what they may answer.
func (t *table) mine(a engine.Ask, text string, err error) error {
	if !t.solo() {
		return err
	}
	part := len(a.Both.Own[t.coachSide.Other()]) > 0
	if err == nil && slices.Contains(a.Both.Own[t.coachSide], text) {
		msg := fmt.Sprintf("%s is for the coach (%s) to decide", text, t.sess.Game.Teams[t.coachSide])
		if part {
			msg += "; answer " + engine.OrList(a.Answers(t.coachSide.Other()))
		}
		return refusedEntry(msg)
	}
	if err != nil && part {
		return refusedEntry(fmt.Sprintf("%s must be %s", a.What, engine.OrList(a.Answers(t.coachSide.Other()))))
	}
	return err
}

// joint reports whether, in solo play, the player's answer to a and the
// coach's make one entry, neither seeing the other's (a secret choice with
// parts, engine.Simultaneous).
func (t *table) joint(a engine.Ask) bool { return t.solo() && a.Both.Secret && a.Parts() }

// hint is the option's hint for tok in p ("" for none).
func hint(p engine.Prompt, tok string) string {
	for _, o := range p.Options {
		if o.Token == tok {
			return o.Hint
		}
	}
	return ""
}

// coachChooses makes the solo coach's choice and shows it before the
// players roll.
func (t *table) coachChooses() error {
	g := t.sess.Game
	a := g.Match.Next()
	p := g.Match.Prompt()
	tok := t.coachToken()
	i, err := t.sess.Add(tok, false)
	if err != nil {
		return fmt.Errorf("the coach chose %q: %v", tok, err)
	}
	if line := t.coachSays(a, p, tok); line != "" {
		t.say(line)
	}
	if t.show(i) {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// coachSays is the table's line for the coach's choice tok of a (p its
// prompt): "" when what happens next says it.
func (t *table) coachSays(a engine.Ask, p engine.Prompt, tok string) string {
	teams := t.sess.Game.Teams
	switch {
	case a.Team != t.coachSide && !a.Both.Secret: // its own token in the player's choice
		return fmt.Sprintf("Coach (%s) chooses %s (before %s %s)", teams[t.coachSide], t.st.Bold(tok), engine.Possessive(teams[a.Team].Name), a.What)
	case a.Acts(t.coachSide, tok):
		return fmt.Sprintf("Coach (%s) chooses %s — %s", teams[t.coachSide], t.st.Bold(tok), hint(p, tok))
	case tok == a.Both.Pass && tok != "":
		return "" // none of its own: what happens next says it
	}
	if name, ok := t.choiceNames[tok]; ok {
		msg := fmt.Sprintf("Coach (%s) chooses %s", teams[a.Team], t.st.Bold(name))
		if h := hint(p, tok); h != "" {
			msg += " — " + h
		}
		return msg
	}
	return fmt.Sprintf("Coach (%s) chooses %s (%s)", teams[a.Team], t.st.Bold(tok), a.What)
}

// check tells what is wrong with a line before it is entered: the tokens
// are tried on a copy of the game (a clone of the match).
func (t *table) check(line string) error { return t.checkAfter()(line) }

// checkAfter is check for a line typed after the entries pre (the coach's
// secret choice, entered before the player's line once it is accepted).
func (t *table) checkAfter(pre ...string) func(string) error {
	return func(line string) error {
		g := t.sess.Game
		if a := g.Match.Next(); len(pre) == 0 && strings.TrimSpace(line) == "" && !(t.digital && g.Match.Legal().Rollable()) && a.IsRoll() {
			return fmt.Errorf("roll the %s and type its face (or help)", a.DieName())
		}
		var fork *tracker.Game
		for i, f := range strings.Fields(line) {
			if _, ok := lookupCommand(f); ok {
				return nil // what follows depends on the command
			}
			if fork == nil {
				fork = g.Fork()
				for _, tok := range pre {
					if err := fork.Match.Apply(engine.Token{Text: tok}); err != nil {
						return err
					}
				}
			}
			a := fork.Match.Next()
			if t.coachAnswers(a) {
				return nil // what follows depends on the coach
			}
			text, err := fork.Match.Read(f)
			if err = t.mine(a, text, err); err == nil && t.joint(a) {
				return nil // what follows depends on the coach's answer too
			}
			if err == nil {
				err = fork.Match.Apply(engine.Token{Text: text})
			}
			if err != nil {
				err = t.refusal(a, i, tracker.AsWritten(err, f))
				if i > 0 {
					// The tokens before it are entered, and the rest said.
					err = &prompt.LaterRefusal{Err: err}
				}
				return err
			}
		}
		return nil
	}
}

func (t *table) refusal(a engine.Ask, i int, err error) error {
	team := t.sess.Game.Teams[a.Team]
	if t.solo() && len(a.Both.Own[t.coachSide.Other()]) > 0 {
		team = t.sess.Game.Teams[t.coachSide.Other()] // the player answered their part
	}
	msg := err.Error()
	if !errors.Is(err, engine.ErrRefused) {
		msg = fmt.Sprintf("%s: %v", a.What, err)
	}
	if i > 0 {
		return fmt.Errorf("entry %d: %s: %s", i+1, team, msg)
	}
	return fmt.Errorf("%s: %s", team, msg)
}

// enter applies a line: commands and tokens in order. Tokens before a
// refused one stay entered; the rest of the line is dropped and the players
// are told what and why.
func (t *table) enter(line string) error {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return t.enterNothing()
	}
	changed := false
	skip := 0
	for i, f := range fields {
		if skip > 0 {
			skip--
			continue
		}
		if c, ok := lookupCommand(f); ok {
			n, err := t.command(c, fields[i+1:])
			if n < 0 || err != nil {
				return err
			}
			skip = n
			continue
		}
		step, before, err := t.enterToken(f)
		if err != nil {
			if err := t.refused(before, fields, i, err); err != nil {
				return err
			}
			break
		}
		if t.show(step) {
			changed = true
		}
		t.notice(fields, i)
	}
	if changed && !t.sess.Game.Final() {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// enterNothing is an empty line: with digital dice at a roll they may
// roll, the app rolls it.
func (t *table) enterNothing() error {
	l := t.sess.Game.Match.Legal()
	if !t.digital || !l.Rollable() {
		return nil
	}
	v := tracker.Roll(t.dice, l)
	i, err := t.sess.Add(v, true)
	if err != nil {
		return err
	}
	fmt.Fprintf(t.out, "  rolled %s (digital)\n", t.st.Bold(v))
	if t.show(i) && !t.sess.Game.Final() {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// command runs c, typed before the words rest, and says how many of them
// it took (undo N takes back N entries: the number is not an entry); -1
// when the rest of the line is dropped.
func (t *table) command(c promptCommand, rest []string) (took int, err error) {
	n := 1
	if c.name == "undo" && len(rest) > 0 {
		if k, err := strconv.Atoi(rest[0]); err == nil {
			if k < 1 {
				fmt.Fprintf(t.out, "%s\n", t.st.Red(fmt.Sprintf("✗ refused \"undo %d\": say how many entries to take back, 1 or more", k)))
				return -1, nil
			}
			n, took = k, 1
		}
	}
	for ; n > 0; n-- {
		if err := c.run(t); err != nil {
			return -1, err
		}
	}
	return took, nil
}

// enterToken enters f, typed by the players, and returns its entry and
// what was asked. In solo play the coach's choices come in between the
// players' entries, as they would at the table; a secret one is entered
// with the player's choice that follows it, and shown after it.
func (t *table) enterToken(f string) (step int, before engine.Ask, err error) {
	seal := ""
	for t.coachAsked(t.sess.Game) {
		if tok, _, ok := t.sealed(); ok {
			seal = tok
			break
		}
		if err := t.coachChooses(); err != nil {
			return -1, before, err
		}
	}
	before, text, theirs, err := t.read(f, seal)
	if err != nil {
		return -1, before, tracker.AsWritten(err, f) // quoting f as typed
	}
	sealed := seal
	if seal != "" {
		sealed += " (" + t.sess.Game.Match.Next().What + ", made before yours)"
		if _, err := t.sess.Add(seal, false); err != nil {
			return -1, before, fmt.Errorf("the coach chose %q: %v", seal, err)
		}
	}
	p := t.sess.Game.Match.Prompt()
	text = before.Entry(text, theirs) // the player's and the coach's answers
	step, err = t.sess.Add(text, false)
	var ds *tracker.DirSyncError
	if errors.As(err, &ds) {
		// Saved: say so, so that nobody types the roll again.
		fmt.Fprintln(t.out, t.st.Yellow("! "+ds.Error()))
		step, err = t.sess.Game.Entries()-1, nil
	}
	if err == nil {
		t.reveal(before, p, sealed, theirs, text)
	}
	return step, before, tracker.AsWritten(err, f)
}

// refused tells the players that fields[i], read for a, was refused for
// err, what of the line was entered before it and what was not; piped, a
// refused line ends the run. An error that is no refusal (a failed save)
// stops the table: it never goes on unsaved.
func (t *table) refused(a engine.Ask, fields []string, i int, err error) error {
	if !errors.Is(err, engine.ErrRefused) {
		return err // a failed save: stop, never go on unsaved
	}
	f := fields[i]
	msg := t.refusal(a, 0, err).Error()
	if t.strict {
		return &LineError{Line: t.lineNo, Msg: fmt.Sprintf("%q refused: %s", f, msg), File: t.sess.Path}
	}
	fmt.Fprintln(t.out, t.st.Red(prompt.RefusedHead(f))+" "+msg) // t.out fits it to the terminal
	if i > 0 {
		fmt.Fprintf(t.out, "  entered before it: %s\n", strings.Join(fields[:i], " "))
	}
	if i+1 < len(fields) {
		fmt.Fprintf(t.out, "  not entered: %s\n", strings.Join(fields[i+1:], " "))
	}
	return nil
}

// notice says the game's word for what the token after fields[i] is (a
// roll it adds), when it has one.
func (t *table) notice(fields []string, i int) {
	p := t.sess.Game.Match.Prompt()
	if p.Notice == "" {
		return
	}
	next := "the next number"
	if i+1 < len(fields) {
		next = fmt.Sprintf("%q, the next number,", fields[i+1])
	}
	fmt.Fprintln(t.out, "  "+strings.ReplaceAll(p.Notice, "{next}", next))
}

// read reads f, typed by the players, for what is asked: after the
// coach's secret choice seal when there is one (f is the player's choice
// that follows it, tried on a copy of the game before either is entered).
// It returns what f answers and its record form; for a choice the player
// and the coach answer each their part (joint), also the coach's answer,
// made without seeing the player's.
func (t *table) read(f, seal string) (a engine.Ask, text, theirs string, err error) {
	g := t.sess.Game
	m := g.Match
	if seal != "" {
		fork := g.Fork()
		if err := fork.Match.Apply(engine.Token{Text: seal}); err != nil {
			return m.Next(), "", "", err
		}
		m = fork.Match
	}
	a = m.Next()
	text, err = m.Read(f)
	if err = t.mine(a, text, err); err != nil {
		return a, "", "", err
	}
	if t.joint(a) {
		theirs = t.coachToken()
	}
	return a, text, theirs, nil
}

// reveal shows the coach's secret choice seal ("red (offense's call, made
// before yours)"),
// or its answer theirs to its part of a (p its prompt), once the player's
// is entered (entered is the token the two made).
func (t *table) reveal(a engine.Ask, p engine.Prompt, seal, theirs, entered string) {
	g := t.sess.Game
	switch {
	case seal != "":
		tok, what, _ := strings.Cut(seal, " ")
		t.say(fmt.Sprintf("Coach (%s) chooses %s %s", g.Teams[t.coachSide], t.st.Bold(tok), what))
	case !a.Acts(t.coachSide, theirs):
	case entered != theirs:
		t.say(fmt.Sprintf("Coach (%s) chooses %s too; %s is entered: when both teams take it, the one asked first (%s) does",
			g.Teams[t.coachSide], t.st.Bold(theirs), t.st.Bold(entered), g.Teams[a.Team]))
	default:
		t.say(fmt.Sprintf("Coach (%s) chooses %s — %s", g.Teams[t.coachSide], t.st.Bold(theirs), hint(p, theirs)))
	}
}

// show prints what entry i did, in the game's words, and reports whether
// the situation line is worth showing again.
func (t *table) show(i int) (news bool) {
	over := "" // the game-over line, which the end-of-game summary opens with
	if t.sess.Game.Final() {
		over = gameOverText(t.sess.Game)
	}
	for _, l := range t.sess.Game.Match.StepText(i) {
		if over != "" && l.Text == over {
			continue // the end-of-game summary opens with it
		}
		txt := prompt.Wrap(l.Text, t.width()-2)
		if l.Strong {
			txt = t.st.Bold(txt)
		}
		fmt.Fprintln(t.out, "  "+txt)
		news = news || l.News
	}
	return news
}

func (t *table) undo() error {
	// One undo takes back the last entry a person typed; in solo play also
	// every choice the coach made after it (the coach would only make the
	// same choice again: it chooses the same way in the same situation).
	var undone []string
	secret := false
	for {
		step, ok, err := t.sess.Undo()
		if err != nil {
			return err
		}
		if !ok {
			break
		}
		g := t.sess.Game
		who := g.Teams[step.Ask.Team].Name
		coach := t.coachAnswers(step.Ask)
		if coach {
			who = g.Teams[t.coachSide].Name + " (coach)"
		}
		// The question without its explanations, which its prompt gave.
		what, _, _ := strings.Cut(step.Ask.What, " (")
		undone = append(undone, fmt.Sprintf("%s (%s %s)", step.Token.Text, who, what))
		if secret || !coach && !t.follows(step.Ask) {
			break
		}
		// The coach's secret answer that the player's followed was shown
		// with it: it is taken back too, and made again unseen.
		secret = !coach
	}
	t.seal = nil
	if len(undone) == 0 {
		fmt.Fprintln(t.out, "Nothing to undo: this is the start of the game.")
		return nil
	}
	fmt.Fprintf(t.out, "Undone: %s. %d entries left.\n", strings.Join(undone, ", "), t.sess.Game.Entries())
	fmt.Fprintln(t.out, t.situation())
	return nil
}

// follows reports whether the player's answer to a completed a secret
// choice the coach answered at the entry before (engine.Simultaneous).
func (t *table) follows(a engine.Ask) bool {
	return t.solo() && a.Both.Follows && a.Team.Other() == t.coachSide
}

// options are a choice's menu, from the game's prompt.
func options(opts []engine.Option) []Option {
	out := make([]Option, len(opts))
	for i, o := range opts {
		out[i] = Option{Token: o.Token, Label: o.Label, Hint: o.Hint, Default: o.Default}
	}
	return out
}

// say prints a line of the table's own (the coach's choice), wrapped at
// the terminal's width at its spaces.
func (t *table) say(line string) { fmt.Fprintln(t.out, prompt.WrapWords(line, t.width(), "  ")) }
