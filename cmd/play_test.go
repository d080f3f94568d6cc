package cmd

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/internal/prompt"
	"github.com/fourthdown/fourthdown/tracker"
)

// genGame plays a whole game with seeded random entries: its tokens, one
// slice per drive, and the asks they answer.
func genGame(seed uint64, recv fourthdown.Side) (drives [][]string, asks [][]fourthdown.Ask) {
	r := rand.New(rand.NewPCG(seed, 11))
	s := fourthdown.New(fourthdown.FourthDown, recv)
	for !s.Final {
		a := s.Next()
		var e fourthdown.Entry
		if a.IsRoll() {
			e = fourthdown.DieEntry(a.Die.Min + r.IntN(a.Die.Sides))
		} else {
			l := a.Choices.List()
			e = fourthdown.ChoiceEntry(l[r.IntN(len(l))])
		}
		if a.Kind == fourthdown.AskStyle {
			drives = append(drives, nil)
			asks = append(asks, nil)
		}
		n := len(drives) - 1
		drives[n] = append(drives[n], e.String())
		asks[n] = append(asks[n], a)
		if err := s.Apply(e, nil); err != nil {
			panic(err)
		}
	}
	return drives, asks
}

func flat(drives [][]string) []string {
	var out []string
	for _, d := range drives {
		out = append(out, d...)
	}
	return out
}

func fileTokens(t *testing.T, path string) []string {
	t.Helper()
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, tok := range rec.Tokens() {
		e, err := fourthdown.ParseToken(tok.Text)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, e.String())
	}
	return out
}

func testSession(in string, out *bytes.Buffer) sessionOptions {
	ios := &IO{In: strings.NewReader(in), Out: out, ErrOut: out}
	// Blind: these tests check what the players see without the solution's
	// win chances (TestPlayAdvice checks those).
	return sessionOptions{IO: ios, Interactive: true, NoAdvice: true, Prompter: prompt.NewLines(context.Background(), ios.In, out)}
}

// savedTokens replays the record saved at path and lists its tokens.
func savedTokens(t *testing.T, path string) (*tracker.Game, []string) {
	t.Helper()
	g, err := loadGame(path)
	if err != nil {
		t.Fatal(err)
	}
	var toks []string
	for _, tok := range g.Record.Tokens() {
		toks = append(toks, tok.Text)
	}
	return g, toks
}

func equalTokens(t *testing.T, got, want []string) {
	t.Helper()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("the record holds\n%s\nthe players entered\n%s", strings.Join(got, " "), strings.Join(want, " "))
	}
}

// TestPlayPromptFlow plays a whole game through the prompts with injected
// input: setup answers, a drive typed on one line, refused entries (kept
// tokens before them), undo across drive boundaries, commands, the end.
func TestPlayPromptFlow(t *testing.T) {
	drives, asks := genGame(5, fourthdown.Away)
	in, refusedDie, partial, undos := promptFlowInput(drives, asks)
	if refusedDie == 0 || partial == 0 || undos < 2 {
		t.Fatalf("the generated game does not exercise refusals (%d), partial lines (%d), undos (%d)", refusedDie, partial, undos)
	}
	var out bytes.Buffer
	path := filepath.Join(t.TempDir(), "game.fdr")
	opts := &playOptions{sessionOptions: testSession(in, &out), File: path,
		Home: "Bombers", Away: "Gunners", set: map[string]bool{}}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("play: %v\n%s", err, out.String())
	}
	equalTokens(t, fileTokens(t, path), flat(drives))
	o := out.String()
	for _, want := range []string{
		"Bears (home) vs Lions (away)", "Saving every entry to " + path,
		`✗ refused "21": `, "turnover roll must be a d20 (1-20), got 21",
		`✗ refused "99": `, "entered before it: ",
		"Undone: ", "Drive tables for", "Commands:", " 1. H1 180 (30:00) Lions",
		"FINAL: ", "1st  2nd  Final", "The scoresheet: fourthdown sheet " + path,
	} {
		if !strings.Contains(o, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	if got := strings.Count(o, `✗ refused "21"`); got != refusedDie {
		t.Errorf("%d refusals of 21 shown, want %d", got, refusedDie)
	}
	b, _ := os.ReadFile(path)
	for _, h := range []string{"home: Bears\n", "away: Lions\n", "receives: away\n", "date: 2026-11-22\n", "site: Kitchen table\n"} {
		if !strings.Contains(string(b), h) {
			t.Errorf("the record lacks header %q:\n%s", h, b)
		}
	}
	if strings.Contains(string(b), "home-coach") {
		t.Errorf("an empty coach name was written:\n%s", b)
	}
	if t.Failed() {
		t.Log(o)
	}
}

// promptFlowInput is what the players type for the game of drives (asks:
// what each token answers) in TestPlayPromptFlow: the setup answers, the
// first drive on one line, then undos across drive boundaries, refused
// dice, partial lines and commands; with how many of each.
func promptFlowInput(drives [][]string, asks [][]fourthdown.Ask) (text string, refusedDie, partial, undos int) {
	var in strings.Builder
	in.WriteString("4th Down\nBears\nLions\nLions\nYes\n2026-11-22\nKitchen table\n\n\nTwo players\n")
	for k, d := range drives {
		switch {
		case k == 0:
			in.WriteString(strings.Join(d, " ") + "\n") // a whole drive on one line
			continue
		case k%3 == 1:
			// Undo across the drive boundary, then enter that entry again.
			prev := drives[k-1]
			in.WriteString("undo\n" + prev[len(prev)-1] + "\n")
			undos++
		}
		for i, tok := range d {
			a := asks[k][i]
			if a.IsRoll() && a.Die.Sides == 20 && (k+i)%5 == 0 {
				in.WriteString("21\n") // not a face of a d20
				refusedDie++
			}
			if i+1 < len(d) && asks[k][i+1].IsRoll() && (k+i)%7 == 0 {
				in.WriteString(tok + " 99\n") // kept, then refused
				partial++
				continue
			}
			if i == 0 && k%4 == 2 {
				in.WriteString("status\nlog\ntable\nhelp\n")
			}
			in.WriteString(tok + "\n")
		}
	}
	return in.String(), refusedDie, partial, undos
}

// TestPlayQuitAndResume: quit keeps the game; resume continues it exactly
// where the record stops and finishes it.
func TestPlayQuitAndResume(t *testing.T) {
	drives, _ := genGame(9, fourthdown.Home)
	toks := flat(drives)
	cut := len(toks) / 2
	path := filepath.Join(t.TempDir(), "game.fdr")
	var out bytes.Buffer
	opts := &playOptions{sessionOptions: testSession("4th Down\n"+strings.Join(toks[:cut], "\n")+"\nquit\n14\n", &out), File: path,
		Home: "Bombers", Away: "Gunners", Receives: "home", Date: "2026-11-22", set: map[string]bool{"home": true, "away": true, "solo": true}}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("play: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "Continue it with: fourthdown resume "+path) {
		t.Fatalf("quit does not say how to resume:\n%s", out.String())
	}
	equalTokens(t, fileTokens(t, path), toks[:cut])

	out.Reset()
	ropts := &resumeOptions{sessionOptions: testSession(strings.Join(toks[cut:], " ")+"\n", &out), File: path}
	if err := resumeRun(context.Background(), ropts); err != nil {
		t.Fatalf("resume: %v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), fmt.Sprintf("Resuming %s after %d entries", path, cut)) || !strings.Contains(out.String(), "FINAL") {
		t.Fatalf("resume output:\n%s", out.String())
	}
	equalTokens(t, fileTokens(t, path), toks)

	// A finished game says so and points to the scoresheet.
	out.Reset()
	if err := resumeRun(context.Background(), &resumeOptions{sessionOptions: testSession("", &out), File: path}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "this game is over") || !strings.Contains(out.String(), "fourthdown sheet "+path) {
		t.Fatalf("finished game:\n%s", out.String())
	}
}

// TestPlayPipedRefusal: in piped mode a refused line ends the run with an
// error naming the line, and keeps every entry before the refused token.
func TestPlayPipedRefusal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.fdr")
	var out bytes.Buffer
	ios := &IO{In: strings.NewReader("b\n14 8\n6 fg 14\nr 5 21 3\nb\n"), Out: &out, ErrOut: &out}
	opts := &playOptions{sessionOptions: sessionOptions{IO: ios}, File: path, Home: "Bombers", Away: "Gunners",
		Receives: "home", Date: "2026-11-22", set: map[string]bool{}}
	err := playRun(context.Background(), opts)
	var le *LineError
	if !errors.As(err, &le) || le.Line != 4 {
		t.Fatalf("got %v, want a refusal of input line 4", err)
	}
	if !strings.Contains(err.Error(), `input line 4: "21" refused: Gunners: turnover roll must be a d20 (1-20), got 21`) {
		t.Fatalf("message: %v", err)
	}
	equalTokens(t, fileTokens(t, path), strings.Fields("balanced 14 8 6 fg 14 run 5"))
	if strings.Contains(out.String(), "\x1b") {
		t.Fatalf("piped output holds control codes:\n%q", out.String())
	}
}

// robot answers from what the prompts show: a random menu option, or a
// random face of the die named in the label ("d20 (1–20)"); "" for a roll
// when digital dice are on.
type robot struct {
	r       *rand.Rand
	out     *bytes.Buffer
	digital bool
	chosen  []string // labels of the menus it answered
	atEnd   string   // its answer, once, when a finished game offers an undo
}

var dieInLabel = regexp.MustCompile(`\((\d+)–(\d+)\)`)

func (b *robot) Choose(label string, opts []Option, _ func(string) error) (string, error) {
	b.chosen = append(b.chosen, label)
	return opts[b.r.IntN(len(opts))].Token, nil
}

func (b *robot) Ask(label string, _ func(string) error) (string, error) {
	if strings.HasPrefix(label, "The game is over") {
		a := b.atEnd
		b.atEnd = ""
		return a, nil
	}
	if b.digital {
		return "", nil
	}
	m := dieInLabel.FindStringSubmatch(label)
	if m == nil {
		return "", fmt.Errorf("no die in %q", label)
	}
	lo, _ := strconv.Atoi(m[1])
	hi, _ := strconv.Atoi(m[2])
	return strconv.Itoa(lo + b.r.IntN(hi-lo+1)), nil
}

func (b *robot) Setup(_, def string) (string, error) { return def, nil }
func (b *robot) Pick(string, []string) (int, error)  { return 0, nil }
func (d *fixedDice) Roll(die fourthdown.Die) int     { d.n++; return die.Min + d.n%die.Sides }
func robotOpts(b *robot, out *bytes.Buffer) sessionOptions {
	return sessionOptions{IO: &IO{In: strings.NewReader(""), Out: out, ErrOut: out}, Interactive: true, NoAdvice: true, Prompter: b}
}

type fixedDice struct{ n int }

// TestPlaySolo: the coach makes every choice of its team, shown before the
// players roll; the players are asked only for their own choices.
func TestPlaySolo(t *testing.T) {
	var out bytes.Buffer
	b := &robot{r: rand.New(rand.NewPCG(1, 2)), out: &out}
	path := filepath.Join(t.TempDir(), "solo.fdr")
	opts := &playOptions{sessionOptions: robotOpts(b, &out), File: path, Home: "Bombers", Away: "Gunners",
		Receives: "away", set: map[string]bool{"home": true, "away": true, "date": true}}
	opts.Solo = "away"
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	for _, l := range b.chosen {
		if strings.HasPrefix(l, "Gunners") {
			t.Fatalf("the players were asked the coach's choice: %q", l)
		}
	}
	if !strings.Contains(out.String(), "Coach (Gunners) chooses ") || !strings.Contains(out.String(), "FINAL") {
		t.Fatalf("output:\n%s", out.String())
	}
	if bs, _ := os.ReadFile(path); !strings.Contains(string(bs), "solo: away\n") {
		t.Fatalf("the record does not say who the coach plays:\n%s", bs)
	}
}

// TestPlayDigital: with --digital an empty answer lets the app roll, and
// the record marks every such entry.
func TestPlayDigital(t *testing.T) {
	var out bytes.Buffer
	b := &robot{r: rand.New(rand.NewPCG(4, 4)), out: &out, digital: true}
	path := filepath.Join(t.TempDir(), "digital.fdr")
	opts := &playOptions{sessionOptions: robotOpts(b, &out), File: path, Home: "Bombers", Away: "Gunners",
		Receives: "home", set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	opts.Digital, opts.Dice = true, &fixedDice{}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.Replay(rec)
	if err != nil || !fd(g).State.Final {
		t.Fatalf("the digital game does not replay to its end: %v", err)
	}
	for _, st := range fd(g).Steps() {
		if st.Entry.IsDie() != st.Digital {
			t.Fatalf("line %d token %d (%s): digital mark %v", st.Line, st.Index, st.Entry, st.Digital)
		}
	}
	if !strings.Contains(out.String(), "(digital)") {
		t.Fatal("the app's rolls are not shown")
	}

	// Without --digital an empty answer enters nothing.
	out.Reset()
	b = &robot{r: rand.New(rand.NewPCG(4, 4)), out: &out, digital: true}
	path2 := filepath.Join(t.TempDir(), "real.fdr")
	opts = &playOptions{sessionOptions: robotOpts(b, &out), File: path2, Receives: "home",
		set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	opts.Home, opts.Away = "Bombers", "Gunners"
	opts.Prompter = &limited{robot: b, n: 50}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatal(err)
	}
	if toks := fileTokens(t, path2); len(toks) != 1 {
		t.Fatalf("without --digital the app entered %v", toks)
	}
}

// limited stops (as Ctrl-D does) after n answers.
type limited struct {
	*robot
	n int
}

func (l *limited) Choose(label string, opts []Option, c func(string) error) (string, error) {
	if l.n--; l.n < 0 {
		return "", errEOFForTest
	}
	return l.robot.Choose(label, opts, c)
}

func (l *limited) Ask(label string, c func(string) error) (string, error) {
	if l.n--; l.n < 0 {
		return "", errEOFForTest
	}
	return l.robot.Ask(label, c)
}

var errEOFForTest = io.EOF

// TestResumeRefusesCutShort: a last line without its line end may be cut
// short ("1" for "14"), so resume refuses the file and leaves it alone.
func TestResumeRefusesCutShort(t *testing.T) {
	path := filepath.Join(t.TempDir(), "cut.fdr")
	text := "home: Bombers\nreceives: home\n\nbalanced 14 8 6 fg 1"
	os.WriteFile(path, []byte(text), 0o644)
	var out, errOut bytes.Buffer
	code := Run(context.Background(), &IO{In: strings.NewReader("14\n"), Out: &out, ErrOut: &errOut}, []string{"resume", path})
	if code != ExitError {
		t.Fatalf("exit %d, want %d", code, ExitError)
	}
	want := "fourthdown: " + path + `:4: the last line "balanced 14 8 6 fg 1" does not end with a line break, so it may have been cut short`
	if !strings.HasPrefix(errOut.String(), want) {
		t.Fatalf("stderr %q, want it to start with %q", errOut.String(), want)
	}
	if b, _ := os.ReadFile(path); string(b) != text {
		t.Fatalf("the refused file was written: %q", b)
	}
}

// TestPlayEveryRuleset plays a whole game of each built-in ruleset through
// the prompts, answering only from what they show (the dice in the labels,
// the menu options): prompts and hints follow the ruleset's dice and choices.
func TestPlayEveryRuleset(t *testing.T) {
	for _, name := range fourthdown.Names() {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			b := &robot{r: rand.New(rand.NewPCG(8, 8)), out: &out}
			path := filepath.Join(t.TempDir(), name+".fdr")
			opts := &playOptions{sessionOptions: robotOpts(b, &out), File: path, Home: "Bombers", Away: "Gunners",
				Receives: "home", Rules: name, set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
			if err := playRun(context.Background(), opts); err != nil {
				t.Fatalf("%v\n%s", err, out.String())
			}
			g, err := tracker.Replay(mustRecord(t, path))
			if err != nil || !fd(g).State.Final {
				t.Fatalf("the game does not replay to its end: %v", err)
			}
			if !strings.Contains(out.String(), "The scoresheet: fourthdown sheet") {
				t.Fatalf("no end-of-game summary:\n%s", out.String())
			}
		})
	}
}

func mustRecord(t *testing.T, path string) *tracker.Record {
	t.Helper()
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// probe asks for the status at every prompt, then checks that the record
// file, replayed on its own, gives exactly the situation and the question
// just shown; then it answers as the robot does.
type probe struct {
	t      *testing.T
	rob    *robot
	out    *bytes.Buffer
	path   string
	status bool
	checks int
	undos  int
}

func (p *probe) check(label string) (string, bool) {
	if !p.status {
		p.status = true
		return "status", true
	}
	p.status = false
	g, err := tracker.Replay(mustRecord(p.t, p.path))
	if err != nil {
		p.t.Fatal(err)
	}
	shown := fmt.Sprintf("%s\nSaved in %s (%d entries)\n", situation(g, styler{}), p.path, len(fd(g).Steps()))
	if !strings.HasSuffix(p.out.String(), shown) {
		p.t.Fatalf("after %d entries the file replays to\n%s\nbut the players were shown\n%s", len(fd(g).Steps()), shown, lastLines(p.out.String(), 4))
	}
	if want := g.Match.Prompt().Label; label != want {
		p.t.Fatalf("after %d entries the file asks %q, the players were asked %q", len(fd(g).Steps()), want, label)
	}
	p.checks++
	if p.checks%13 == 5 && len(fd(g).Steps()) > 0 {
		p.undos++
		return "undo", true
	}
	return "", false
}

func lastLines(s string, n int) string {
	l := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(l) > n {
		l = l[len(l)-n:]
	}
	return strings.Join(l, "\n")
}

func (p *probe) Choose(label string, opts []Option, c func(string) error) (string, error) {
	if s, ok := p.check(label); ok {
		return s, nil
	}
	return p.rob.Choose(label, opts, c)
}

func (p *probe) Ask(label string, c func(string) error) (string, error) {
	if s, ok := p.check(label); ok {
		return s, nil
	}
	return p.rob.Ask(label, c)
}

func (p *probe) Setup(l, d string) (string, error)      { return p.rob.Setup(l, d) }
func (p *probe) Pick(l string, a []string) (int, error) { return p.rob.Pick(l, a) }

// TestPlayDurable: after every accepted entry (and every undo) the record
// on disk replays to the state that was shown.
func TestPlayDurable(t *testing.T) {
	var out bytes.Buffer
	path := filepath.Join(t.TempDir(), "durable.fdr")
	p := &probe{t: t, rob: &robot{r: rand.New(rand.NewPCG(6, 6)), out: &out}, out: &out, path: path}
	opts := &playOptions{sessionOptions: robotOpts(nil, &out), File: path, Home: "Bombers", Away: "Gunners",
		Receives: "away", set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	opts.Prompter = p
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	g, _ := tracker.Replay(mustRecord(t, path))
	if !fd(g).State.Final || p.checks != len(fd(g).Steps())+2*p.undos || p.undos < 5 {
		t.Fatalf("checked %d prompts for %d entries and %d undos (final %v)", p.checks, len(fd(g).Steps()), p.undos, fd(g).State.Final)
	}
}

// At the table "kick" at a 4th down is the field goal (the record writes
// fg), and "undo 2" takes back two entries without entering a 2; "undo 0"
// is refused and enters nothing.
func TestPlayKickAndUndoN(t *testing.T) {
	out, path := playSetUp(t,
		"b 14 8 6\nkick\n14\n"+ // Bears: 45 yards to LIO 25, 4th and 6, field goal (kick) from 25: good
			"b 5 20\nundo 2\nundo 0\nquit\n")
	g, toks := savedTokens(t, path)
	equalTokens(t, toks, strings.Fields("balanced 14 8 6 fg 14 balanced"))
	if fd(g).State.Score != [2]int{3, 0} {
		t.Errorf("score %v, want 3-0", fd(g).State.Score)
	}
	for _, want := range []string{"4th and 6 at LIO 25: go, fg or punt?", "undo 0: say how many entries to take back"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the players were not shown %q:\n%s", want, out.String())
		}
	}
}

// play FILE on an existing record says so before asking anything.
func TestPlayExistingFileFirst(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.fdr")
	if err := os.WriteFile(path, []byte("receives: home\nb 14 8 6\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	opts := &playOptions{sessionOptions: testSession("", &out), File: path, Home: "Bombers", Away: "Gunners", set: map[string]bool{}}
	err := playRun(context.Background(), opts)
	if err == nil || !strings.Contains(err.Error(), "an unfinished game, 4 entries") {
		t.Fatalf("got %v", err)
	}
	if out.Len() != 0 {
		t.Errorf("questions asked before refusing:\n%s", out.String())
	}
}

// A physical d10 prints 0 for 10: at a d10 prompt 0 is entered as 10 (the
// record keeps the 0 as typed, and replays it as 10).
func TestPlayD10Zero(t *testing.T) {
	// Bears: 45 yards to LIO 25, 4th and 10 (a d10 showing 0).
	out, path := playSetUp(t, "b 14 8\n0\nquit\n")
	g, err := loadGame(path)
	if err != nil {
		t.Fatal(err)
	}
	if toGo, goal := fd(g).State.ToGo(); toGo != 10 || goal {
		t.Errorf("4th and %d (goal %v), want 4th and 10", toGo, goal)
	}
	if !strings.Contains(out.String(), "d10 (1–10), 0 is 10") || !strings.Contains(out.String(), "4th and 10 at LIO 25 (roll 10)") {
		t.Errorf("the players were not told:\n%s", out.String())
	}
}

// In solo play one undo takes back the last entry a person typed with
// every coach choice after it, and the coach then chooses the same way
// again (it chooses the same way in the same situation).
func TestPlaySoloUndo(t *testing.T) {
	var out bytes.Buffer
	// Bombers (people): -10 yards to own 20, 4th and 10, punt; the coach
	// (Gunners) picks a style; undo takes back the style and the punt.
	in := "b 1 5\n10\npunt\nundo\npunt\nquit\n"
	ios := &IO{In: strings.NewReader(in), Out: &out, ErrOut: &out}
	path := filepath.Join(t.TempDir(), "g.fdr")
	opts := &playOptions{sessionOptions: sessionOptions{IO: ios, NoAdvice: true, Solo: "away",
		Prompter: prompt.NewLines(context.Background(), ios.In, &out)},
		File: path, Home: "Bombers", Away: "Gunners", Receives: "home", set: map[string]bool{}}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	_, toks := savedTokens(t, path)
	if len(toks) != 6 || strings.Join(toks[:5], " ") != "balanced 1 5 10 punt" {
		t.Fatalf("the record holds %v", toks)
	}
	if !strings.Contains(out.String(), "Undone: ") || !strings.Contains(out.String(), "(Gunners (coach) play style), punt (Bombers 4th-down decision). 4 entries left.") {
		t.Errorf("the undo did not take back the coach's style and the punt:\n%s", out.String())
	}
	// The coach chose the same style both times.
	first := strings.Index(out.String(), "Coach (Gunners) chooses ")
	second := strings.LastIndex(out.String(), "Coach (Gunners) chooses ")
	line := func(i int) string { return strings.SplitN(out.String()[i:], " — ", 2)[0] }
	if first == second || line(first) != line(second) {
		t.Errorf("the coach chose %q, then %q", line(first), line(second))
	}
}

// A finished game offers an undo before leaving.
func TestPlayUndoAtTheEnd(t *testing.T) {
	var out bytes.Buffer
	b := &robot{r: rand.New(rand.NewPCG(9, 9)), out: &out}
	path := filepath.Join(t.TempDir(), "end.fdr")
	opts := &playOptions{sessionOptions: robotOpts(b, &out), File: path, Home: "Bombers", Away: "Gunners",
		Receives: "home", set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	b.atEnd = "undo"
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "Undone: ") || strings.Count(out.String(), "FINAL") < 2 {
		t.Fatalf("the last entry was not taken back and played again:\n%s", out.String())
	}
}

// On a TD row the players are told the next number is the time roll; the
// turnover prompt says which faces lose the ball; no kickoff is shown that
// the half ends on.
func TestPlayTDRowAndTurnoverFaces(t *testing.T) {
	out, _ := playSetUp(t, "p 19 3\n5\nquit\n")
	for _, want := range []string{`TD row! "3", the next number, is the time roll (d20), then the turnover roll`,
		"roll for a turnover d20 (1–20), turnover on 1–4"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("not shown: %q\n%s", want, out.String())
		}
	}
}

// The log command's lines fit 80 columns (a long play-by-play line wraps
// at its separators).
func TestPlayLogFits80(t *testing.T) {
	out, _ := playSetUp(t, "b 18 14 20 kick 15\nb 14 8 6 fg 14\nlog\nquit\n")
	text := out.String()
	i := strings.Index(text, "> log\n")
	if i < 0 {
		t.Fatalf("no log:\n%s", text)
	}
	logged := strings.Split(text[i+len("> log\n"):], "\n")
	n := 0
	for _, l := range logged {
		if !strings.HasPrefix(l, " ") || strings.HasPrefix(l, " ") && strings.Contains(l, "—") {
			break
		}
		n++
		if prompt.VisibleLen(l) > 80 {
			t.Errorf("log line %d columns wide: %q", prompt.VisibleLen(l), l)
		}
	}
	if n < 3 {
		t.Errorf("the log shows %d lines:\n%s", n, text[i:])
	}
}

// playSetUp plays the entries of in (after the setup answers: Bears at
// home, Lions away, Bears receive) in a blind interactive session read from
// a pipe, and returns what the players saw and the record's path.
func playSetUp(t *testing.T, in string) (*bytes.Buffer, string) {
	t.Helper()
	var out bytes.Buffer
	path := filepath.Join(t.TempDir(), "g.fdr")
	opts := &playOptions{sessionOptions: testSession("4th Down\nBears\nLions\nBears\nYes\n2026-11-22\n\n\n\nTwo players\n"+in, &out),
		File: path, Home: "Bombers", Away: "Gunners", set: map[string]bool{}}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	return &out, path
}

// answers is a Prompter whose Setup answers come from a list, recording the
// labels it was asked with.
type answers struct {
	Prompter
	say    []string
	labels []string
}

func (a *answers) Setup(label, _ string) (string, error) {
	a.labels = append(a.labels, label)
	v := a.say[0]
	a.say = a.say[1:]
	return v, nil
}

// A setup answer too long for a header value is refused where it is typed,
// with the limit, and asked again: not found after the last question.
func TestSetupValueTooLongAskedAgain(t *testing.T) {
	long := strings.Repeat("x", tracker.MaxHeaderValue+1)
	a := &answers{say: []string{long, "Bears"}}
	v, err := setupValue(a, "Home team", "Home")
	if err != nil || v != "Bears" {
		t.Fatalf("got %q, %v", v, err)
	}
	want := []string{"Home team", "Home team (that was 101 characters; at most 100)"}
	if !slices.Equal(a.labels, want) {
		t.Errorf("asked %q, want %q", a.labels, want)
	}
}
