package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/coach"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/fourthdown"
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

	// 4th Down's own: the solo coach (it chooses for coachSide) and the
	// advice (nil: playing blind).
	coach     coach.Coach
	chooser   engine.Chooser // another game's computer coach
	coachSide engine.Side
	advice    *advisor

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
	return fmt.Sprintf("input line %d: %s (everything before it is saved in %s)", e.Line, e.Msg, e.File)
}

type promptCommand struct {
	name, help string
	run        func(t *table) error
}

// fourthDownCommands are 4th Down's own: other games' help leaves them out.
var fourthDownCommands = map[string]bool{"table": true}

var promptCommands []promptCommand

func init() {
	promptCommands = []promptCommand{
		{"undo", "step back one entry (undo N: N entries)", (*table).undo},
		{"table", "the table for this roll, from this spot", func(t *table) error {
			m, err := fourthDown(t.sess.Game, "the table command")
			if err != nil {
				fmt.Fprintln(t.out, err)
				return nil
			}
			fmt.Fprint(t.out, tableText(m))
			return nil
		}},
		{"status", "score, clock, field and what is asked", func(t *table) error {
			fmt.Fprintln(t.out, t.situation())
			fmt.Fprintf(t.out, "Saved in %s (%d entries)\n", t.sess.Path, t.sess.Game.Entries())
			return nil
		}},
		{"log", "the play-by-play so far", func(t *table) error {
			for _, l := range t.sess.Game.PlayByPlay() {
				fmt.Fprintln(t.out, t.fit(l))
			}
			return nil
		}},
		{"help", "what can be typed", func(t *table) error {
			fmt.Fprint(t.out, t.helpText())
			return nil
		}},
		{"quit", "stop here; the game is saved, resume it later", func(*table) error { return errQuit }},
	}
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
	for _, c := range promptCommands {
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
	_, fd := fourthdown.Of(t.sess.Game.Match)
	for _, c := range promptCommands {
		if fourthDownCommands[c.name] && !fd {
			continue
		}
		b.WriteString(t.fit(fmt.Sprintf("  %-7s %s", c.name, c.help)) + "\n")
	}
	b.WriteString("Ctrl-C or Ctrl-D also stop; every entry is already saved.\n")
	return b.String()
}

// resumeHint is how to continue a saved game.
func resumeHint(path string) string {
	return fmt.Sprintf("The game is saved in %s. Continue it with: %s resume %s", path, progName, shellQuote(path))
}

// run plays until the game ends, the players quit or the input ends.
func (t *table) run() error {
	for {
		if err := t.ctx.Err(); err != nil {
			fmt.Fprintln(t.out, resumeHint(t.sess.Path))
			return ErrCancelled
		}
		g := t.sess.Game
		if g.Final() {
			fmt.Fprint(t.out, "\n"+finalSummary(g, t.sess.Path, t.st))
			if t.strict {
				return nil
			}
			// A mistyped last roll can still be taken back.
			line, err := t.p.Ask("The game is over: undo takes back the last entry, Enter leaves", nil)
			if err != nil || !strings.HasPrefix(strings.ToLower(strings.TrimSpace(line)), "undo") {
				return nil
			}
			t.lineNo++
			if err := t.enter(line); err != nil {
				return err
			}
			continue
		}
		a := g.Match.Next()
		if t.coachAsked(g) {
			if err := t.coachChooses(); err != nil {
				return err
			}
			continue
		}
		prompt := g.Match.Prompt()
		label := t.fitLabel(prompt.Label, a)
		var line string
		var err error
		if a.IsRoll() {
			if t.digital && a.Rollable() {
				label += " [Enter rolls]"
			}
			line, err = t.p.Ask(label, t.check)
		} else {
			line, err = t.p.Choose(label, adviseMenu(t.advice.ready(), g, options(prompt.Options)), t.check)
		}
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

// situation is the situation line and the field; with advice ready, at a
// roll, the team's chance of winning now. On a narrow terminal the line
// wraps at its separators.
func (t *table) situation() string {
	g := t.sess.Game
	out := situation(g, t.st)
	if a := g.Match.Next(); a.IsRoll() {
		if w := winChance(t.advice.ready(), g); w != "" {
			if i := strings.IndexByte(out, '\n'); i >= 0 {
				out = out[:i] + " | " + w + out[i:]
			}
		}
	}
	if i := strings.IndexByte(out, '\n'); i >= 0 {
		return wrap(out[:i], t.width()) + out[i:]
	}
	return wrap(out, t.width())
}

// width is the terminal's width (0: not a terminal, no wrapping).
func (t *table) width() int {
	if p, ok := t.p.(*ttyPrompter); ok {
		return p.width() - 1
	}
	return 0
}

// coachAsked: the solo coach makes the choice g asks for.
func (t *table) coachAsked(g *tracker.Game) bool {
	a := g.Match.Next()
	return (t.coach != nil || t.chooser != nil) && !a.Done && !a.IsRoll() && a.Team == t.coachSide
}

// coachChooses makes the solo coach's choice and shows it before the
// players roll.
func (t *table) coachChooses() error {
	g := t.sess.Game
	m, ok := fourthdown.Of(g.Match)
	if !ok {
		a := g.Match.Next()
		tok := t.chooser.Choose(g.Match)
		i, err := t.sess.Add(tok, false)
		if err != nil {
			return fmt.Errorf("the coach chose %q: %v", tok, err)
		}
		fmt.Fprintf(t.out, "Coach (%s) chooses %s\n", g.Teams[a.Team], t.st.bold(tok))
		if t.show(i) {
			fmt.Fprintln(t.out, t.situation())
		}
		return nil
	}
	st := m.State
	a := st.Next()
	c := t.coach.Choose(&st, a)
	hint := m.ChoiceHint(c)
	i, err := t.sess.Add(c.String(), false)
	if err != nil {
		return fmt.Errorf("the coach chose %q: %v", c, err)
	}
	msg := fmt.Sprintf("Coach (%s) chooses %s", g.Teams[a.Team], t.st.bold(fourthdown.ChoiceLabels[c]))
	if hint != "" {
		msg += " — " + hint
	}
	fmt.Fprintln(t.out, msg)
	if t.show(i) {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// check tells what is wrong with a line before it is entered: the tokens
// are tried on a copy of the game (the record replayed in memory).
func (t *table) check(line string) error {
	g := t.sess.Game
	if a := g.Match.Next(); strings.TrimSpace(line) == "" && !(t.digital && a.Rollable()) && a.IsRoll() {
		return fmt.Errorf("roll the %s and type its face (or help)", a.DieName())
	}
	var fork *tracker.Game
	for i, f := range strings.Fields(line) {
		if _, ok := lookupCommand(f); ok {
			return nil // what follows depends on the command
		}
		if fork == nil {
			var err error
			if fork, err = g.Fork(); err != nil {
				return err
			}
		}
		if t.coachAsked(fork) {
			return nil // what follows depends on the coach
		}
		text, err := fork.Match.Read(f)
		if err == nil {
			err = fork.Match.Apply(engine.Token{Text: text})
		}
		if err != nil {
			return t.refusal(fork.Match.Next(), i, tracker.AsWritten(err, f))
		}
	}
	return nil
}

func (t *table) refusal(a engine.Ask, i int, err error) error {
	team := t.sess.Game.Teams[a.Team]
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
		a := t.sess.Game.Match.Next()
		if t.digital && a.Rollable() {
			v := tracker.RollAsk(t.dice, a)
			i, err := t.sess.Add(v, true)
			if err != nil {
				return err
			}
			fmt.Fprintf(t.out, "  rolled %s (digital)\n", t.st.bold(v))
			if t.show(i) && !t.sess.Game.Final() {
				fmt.Fprintln(t.out, t.situation())
			}
		}
		return nil
	}
	changed := false
	skip := 0
	for i, f := range fields {
		if skip > 0 {
			skip--
			continue
		}
		if c, ok := lookupCommand(f); ok {
			n := 1
			if c.name == "undo" && i+1 < len(fields) {
				// undo N takes back N entries; the number is not an entry.
				if k, err := strconv.Atoi(fields[i+1]); err == nil {
					if k < 1 {
						fmt.Fprintf(t.out, "%s\n", t.st.red(fmt.Sprintf("✗ undo %d: say how many entries to take back, 1 or more", k)))
						return nil
					}
					n, skip = k, 1
				}
			}
			for ; n > 0; n-- {
				if err := c.run(t); err != nil {
					return err
				}
			}
			continue
		}
		// In solo play the coach's choices come in between the players'
		// entries, as they would at the table.
		for t.coachAsked(t.sess.Game) {
			if err := t.coachChooses(); err != nil {
				return err
			}
		}
		before := t.sess.Game.Match.Next()
		text, err := t.sess.Game.Match.Read(f)
		step := -1
		if err == nil {
			step, err = t.sess.Add(text, false)
			var ds *tracker.DirSyncError
			if errors.As(err, &ds) {
				// Saved: say so, so that nobody types the roll again.
				fmt.Fprintln(t.out, t.st.yellow("! "+ds.Error()))
				step, err = t.sess.Game.Entries()-1, nil
			}
			err = tracker.AsWritten(err, f)
		}
		if err != nil {
			if !errors.Is(err, engine.ErrRefused) {
				return err // a failed save: stop, never go on unsaved
			}
			msg := t.refusal(before, 0, err).Error()
			if t.strict {
				return &LineError{Line: t.lineNo, Msg: fmt.Sprintf("%q refused: %s", f, msg), File: t.sess.Path}
			}
			fmt.Fprintf(t.out, "%s\n", wrap(t.st.red("✗ refused "+fmt.Sprintf("%q", f)+":")+" "+msg, t.width()))
			if i > 0 {
				fmt.Fprintf(t.out, "  entered before it: %s\n", strings.Join(fields[:i], " "))
			}
			if i+1 < len(fields) {
				fmt.Fprintf(t.out, "  not entered: %s\n", strings.Join(fields[i+1:], " "))
			}
			break
		}
		if t.show(step) {
			changed = true
		}
		if p := t.sess.Game.Match.Prompt(); p.Notice != "" {
			// The game's word for what the next token is (4th Down's TD row).
			next := "the next number"
			if i+1 < len(fields) {
				next = fmt.Sprintf("%q, the next number,", fields[i+1])
			}
			fmt.Fprintln(t.out, "  "+strings.ReplaceAll(p.Notice, "{next}", next))
		}
	}
	if changed && !t.sess.Game.Final() {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// show prints what entry i did, in the game's words, and reports whether
// the situation line is worth showing again.
func (t *table) show(i int) (news bool) {
	for _, l := range t.sess.Game.Match.StepText(i) {
		if t.sess.Game.Final() && l.Text == "FINAL: "+resultText(t.sess.Game) {
			continue // the end-of-game summary opens with it
		}
		txt := wrap(l.Text, t.width()-2)
		if l.Strong {
			txt = t.st.bold(txt)
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
		coach := (t.coach != nil || t.chooser != nil) && !step.Ask.IsRoll() && step.Ask.Team == t.coachSide
		if coach {
			who += " (coach)"
		}
		undone = append(undone, fmt.Sprintf("%s (%s %s)", step.Token.Text, who, step.Ask.What))
		if !coach {
			break
		}
	}
	if len(undone) == 0 {
		fmt.Fprintln(t.out, "Nothing to undo: this is the start of the game.")
		return nil
	}
	fmt.Fprintf(t.out, "Undone: %s. %d entries left.\n", strings.Join(undone, ", "), t.sess.Game.Entries())
	fmt.Fprintln(t.out, t.situation())
	return nil
}

// options are a choice's menu, from the game's prompt.
func options(opts []engine.Option) []Option {
	out := make([]Option, len(opts))
	for i, o := range opts {
		out[i] = Option{Token: o.Token, Label: o.Label, Hint: o.Hint, Default: o.Default}
	}
	return out
}
