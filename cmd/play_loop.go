package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/fourthdown/fourthdown/coach"
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

	coach     coach.Coach // solo play: the coach chooses for coachSide
	coachSide fourthdown.Side
	advice    *advisor // nil: playing blind

	lineNo int // lines answered, for naming a refused line
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

var promptCommands []promptCommand

func init() {
	promptCommands = []promptCommand{
		{"undo", "step back one entry (undo N: N entries)", (*table).undo},
		{"table", "the table for this roll, from this spot", func(t *table) error {
			fmt.Fprint(t.out, tableText(t.sess.Game))
			return nil
		}},
		{"status", "score, clock, field and what is asked", func(t *table) error {
			fmt.Fprintln(t.out, t.situation())
			fmt.Fprintf(t.out, "Saved in %s (%d entries)\n", t.sess.Path, len(t.sess.Game.Steps))
			return nil
		}},
		{"log", "the play-by-play so far", func(t *table) error {
			w := t.width()
			if w <= 0 || w > 80 {
				w = 80 // log lines fit 80 columns
			}
			for _, l := range t.sess.Game.PlayByPlay() {
				fmt.Fprintln(t.out, wrap(l, w))
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
	b.WriteString("  dice as numbers (14); play styles b r p (balanced, run, pass);\n")
	b.WriteString("  4th down go fg punt; try kick two; untimed down end fg go\n")
	b.WriteString("  e.g. a whole drive: b 14 8 6 fg 14\n")
	if t.digital {
		b.WriteString("  an empty answer to a roll lets fourthdown roll that die (--digital)\n")
	}
	b.WriteString("Commands:\n")
	for _, c := range promptCommands {
		fmt.Fprintf(&b, "  %-7s %s\n", c.name, c.help)
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
		if g.State.Final {
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
		a := g.State.Next()
		if t.coachAsked(g.State) {
			if err := t.coachChooses(a); err != nil {
				return err
			}
			continue
		}
		label := askLabel(g, a)
		var line string
		var err error
		if a.IsRoll() {
			if t.digital {
				label += " [Enter rolls]"
			}
			line, err = t.p.Ask(label, t.check)
		} else {
			line, err = t.p.Choose(label, adviseMenu(t.advice.ready(), g, options(g, a)), t.check)
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
	if a := g.State.Next(); a.IsRoll() {
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

// coachAsked: the solo coach makes the choice asked in s.
func (t *table) coachAsked(s fourthdown.State) bool {
	a := s.Next()
	return t.coach != nil && a.Kind != fourthdown.AskNone && !a.IsRoll() && a.Team == t.coachSide
}

// coachChooses makes the solo coach's choice and shows it before the
// players roll.
func (t *table) coachChooses(a fourthdown.Ask) error {
	g := t.sess.Game
	st := g.State
	c := t.coach.Choose(&st, a)
	hint := choiceHint(g, c)
	evs, err := t.sess.Add(fourthdown.ChoiceEntry(c), false)
	if err != nil {
		return fmt.Errorf("the coach chose %q: %v", c, err)
	}
	msg := fmt.Sprintf("Coach (%s) chooses %s", g.Teams[a.Team], t.st.bold(choiceLabels[c]))
	if hint != "" {
		msg += " — " + hint
	}
	fmt.Fprintln(t.out, msg)
	t.show(evs)
	if newsworthy(evs) {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// newsworthy: the events change what the situation lines show (a 4th-down
// distance alone does not: the next prompt names it).
func newsworthy(evs []fourthdown.Event) bool {
	for _, e := range evs {
		if e.Kind != fourthdown.EvFourthDown {
			return true
		}
	}
	return false
}

// check tells what is wrong with a line before it is entered: the tokens
// are tried on a copy of the state (the engine is a pure function).
func (t *table) check(line string) error {
	s := t.sess.Game.State
	if strings.TrimSpace(line) == "" && !t.digital && s.Next().IsRoll() {
		return fmt.Errorf("roll the %s and type its face (or help)", s.Next().Die.Name())
	}
	for i, f := range strings.Fields(line) {
		if _, ok := lookupCommand(f); ok || t.coachAsked(s) {
			return nil // what follows depends on the command or the coach
		}
		e, err := tableToken(s, f)
		if err != nil {
			return t.refusal(s, i, err)
		}
		if err := s.Apply(e, nil); err != nil {
			return t.refusal(s, i, tracker.AsWritten(err, f))
		}
	}
	return nil
}

func (t *table) refusal(s fourthdown.State, i int, err error) error {
	a := s.Next()
	team := t.sess.Game.Teams[a.Team]
	msg := err.Error()
	var ee *fourthdown.EntryError
	if !errors.As(err, &ee) {
		msg = fmt.Sprintf("%s: %v", a.Kind, err)
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
		a := t.sess.Game.State.Next()
		if t.digital && a.IsRoll() {
			v := t.dice.Roll(a.Die)
			evs, err := t.sess.Add(fourthdown.DieEntry(v), true)
			if err != nil {
				return err
			}
			fmt.Fprintf(t.out, "  rolled %s (digital)\n", t.st.bold(fmt.Sprint(v)))
			t.show(evs)
			if newsworthy(evs) && !t.sess.Game.State.Final {
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
		for t.coachAsked(t.sess.Game.State) {
			if err := t.coachChooses(t.sess.Game.State.Next()); err != nil {
				return err
			}
		}
		before := t.sess.Game.State
		e, err := tableToken(before, f)
		refused := err != nil
		var evs []fourthdown.Event
		if err == nil {
			evs, err = t.sess.Add(e, false)
			var ds *tracker.DirSyncError
			if errors.As(err, &ds) {
				// Saved: say so, so that nobody types the roll again.
				fmt.Fprintln(t.out, t.st.yellow("! "+ds.Error()))
				evs, err = t.sess.Game.Steps[len(t.sess.Game.Steps)-1].Events, nil
			}
			err = tracker.AsWritten(err, f)
			var ee *fourthdown.EntryError
			refused = errors.As(err, &ee)
		}
		if err != nil {
			if !refused {
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
		t.show(evs)
		if newsworthy(evs) {
			changed = true
		}
		if st := &t.sess.Game.State; st.Asking() == fourthdown.AskTime {
			// A TD row: the next number is the time, not the turnover roll.
			next := "the next number"
			if i+1 < len(fields) {
				next = fmt.Sprintf("%q, the next number,", fields[i+1])
			}
			fmt.Fprintf(t.out, "  TD row! %s is the time roll (%s), then the turnover roll\n", next, st.Next().Die.Name())
		}
	}
	if changed && !t.sess.Game.State.Final {
		fmt.Fprintln(t.out, t.situation())
	}
	return nil
}

// tableToken reads a token typed at the table: a record token, and at a
// 4th down or the untimed down "kick" for the field goal (people say
// "kick"; the record writes fg).
func tableToken(s fourthdown.State, f string) (fourthdown.Entry, error) {
	e, err := fourthdown.ParseToken(f)
	if err == nil && e.Choice == fourthdown.ChKick {
		if a := s.Next(); (a.Kind == fourthdown.AskDecision || a.Kind == fourthdown.AskUntimed) && a.Choices.Has(fourthdown.ChFG) {
			e = fourthdown.ChoiceEntry(fourthdown.ChFG)
		}
	}
	return e, err
}

// show prints what happened, in the rulebook's words.
func (t *table) show(evs []fourthdown.Event) {
	for i, e := range evs {
		if e.Kind == fourthdown.EvGameOver {
			continue // the end-of-game summary opens with it
		}
		if e.Kind == fourthdown.EvKickoff && i+1 < len(evs) && evs[i+1].Kind == fourthdown.EvHalfOver {
			continue // a kickoff the half ends on: no one plays it
		}
		txt := wrap(e.Text(t.sess.Game.Teams), t.width()-2)
		switch e.Kind {
		case fourthdown.EvTouchdown, fourthdown.EvFieldGoal, fourthdown.EvSafety, fourthdown.EvTurnover, fourthdown.EvHalfOver, fourthdown.EvGameOver:
			txt = t.st.bold(txt)
		}
		fmt.Fprintln(t.out, "  "+txt)
	}
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
		coach := t.coach != nil && !step.Ask.IsRoll() && step.Ask.Team == t.coachSide
		if coach {
			who += " (coach)"
		}
		undone = append(undone, fmt.Sprintf("%s (%s %s)", step.Entry, who, step.Ask.Kind))
		if !coach {
			break
		}
	}
	if len(undone) == 0 {
		fmt.Fprintln(t.out, "Nothing to undo: this is the start of the game.")
		return nil
	}
	fmt.Fprintf(t.out, "Undone: %s. %d entries left.\n", strings.Join(undone, ", "), len(t.sess.Game.Steps))
	fmt.Fprintln(t.out, t.situation())
	return nil
}
