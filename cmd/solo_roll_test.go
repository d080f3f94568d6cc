package cmd

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/tracker"
)

// rollDice is a 1st & Roll dice set (F30): with it --digital rolls every
// die, so a robot can play a whole game by its menus alone.
const rollDice = `offense:
  red: [0, 1, 2s, 3, 4, 6*]
  yellow: [0, 2, 4, 5, 7, 10*]
  green: [0, 0, 5, 10, 15, 20*]
defense:
  red: [F, 0, -1, -2, -3, -5]
  yellow: [F, 0, -2, -3, -4, -6]
  green: [F, 0, -5, -5, -8, -10]
kick: [10, 20, 30, 40, 50, 20]
clock: [clock, clock, turnover, blank, blank, blank]
penalty: [O5, O10, O15, DH, D5, D15]
`

// soloMenu is one menu put to the players: its label, its options' tokens,
// the answer, and what the table had printed before it and until the next.
type soloMenu struct {
	label         string
	tokens        []string
	answer        string
	before, after string
}

// soloRobot plays the player's side of a solo game: a random option of
// each menu, an empty line for a roll (the app rolls), and it keeps what
// it was shown around each menu.
type soloRobot struct {
	r     *rand.Rand
	out   *bytes.Buffer
	mark  int
	menus []soloMenu
	// take: its answer to every menu offering a token of take (its
	// team's timeout), instead of a random one.
	take string
	// left: the answers it gives before it stops as Ctrl-D does (0: no end).
	left int
	// typed: its first answer to a menu, typed rather than chosen.
	typed string
}

func (b *soloRobot) stop() bool {
	if b.left == 0 {
		return false
	}
	b.left--
	return b.left == 0
}

func (b *soloRobot) seen() string {
	s := b.out.String()[b.mark:]
	b.mark = b.out.Len()
	if n := len(b.menus); n > 0 && b.menus[n-1].after == "" {
		b.menus[n-1].after = s // up to the next question
	}
	return s
}

func (b *soloRobot) Choose(label string, opts []Option, _ func(string) error) (string, error) {
	if b.stop() {
		return "", io.EOF
	}
	a := soloMenu{label: label, before: b.seen()}
	for _, o := range opts {
		a.tokens = append(a.tokens, o.Token)
	}
	a.answer = opts[b.r.IntN(len(opts))].Token
	if b.typed != "" {
		a.answer, b.typed = b.typed, ""
		b.menus = append(b.menus, a)
		return a.answer, nil
	}
	for _, o := range opts {
		if b.take != "" && o.Token == b.take {
			a.answer = b.take
		}
	}
	b.menus = append(b.menus, a)
	return a.answer, nil
}

func (b *soloRobot) Ask(label string, _ func(string) error) (string, error) {
	if b.stop() {
		return "", io.EOF
	}
	b.seen()
	return "", nil
}

func (b *soloRobot) Setup(_, def string) (string, error) { return def, nil }
func (b *soloRobot) Pick(string, []string) (int, error)  { return 0, nil }

// coachCall is the coach's offense call shown (in the words before the
// calls were secret too: "Coach (Lions) chooses red").
var coachCall = regexp.MustCompile(`Coach \(Lions\) chooses (red|yellow|green|fg|punt|hail)( \(offense's call|\n)`)

// TestSoloRollFair plays whole solo games of 1st & Roll (the coach plays
// the Lions, the player the Bears) and checks F11 and F27: the player's
// call is asked before the coach's is shown, whichever side has the ball,
// and the player is asked about their own timeout only, by name.
func TestSoloRollFair(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "dice.yaml"), []byte(rollDice), 0o644); err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 2; seed++ {
		var out bytes.Buffer
		b := &soloRobot{r: rand.New(rand.NewPCG(seed, 7)), out: &out}
		path := filepath.Join(dir, "solo.fdr")
		os.Remove(path)
		opts := &playOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out},
			Interactive: true, Prompter: b, Digital: true, Solo: "away", Now: func() time.Time { return time.Unix(int64(seed), 0) }},
			File: path, Game: "1st-and-roll", Home: "Bears", Away: "Lions", Receives: []string{"home", "away"}[seed%2],
			DiceFile: filepath.Join(dir, "dice.yaml"), set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
		if err := playRun(context.Background(), opts); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
		}
		b.seen()
		if !strings.Contains(out.String(), "FINAL") {
			t.Fatalf("seed %d: the game did not end:\n%s", seed, out.String())
		}
		defence, timeouts := 0, 0
		for i, m := range b.menus {
			if strings.HasPrefix(m.label, "Lions") {
				t.Fatalf("seed %d: the player was asked the coach's choice %q", seed, m.label)
			}
			if strings.Contains(m.label, "defense's call") {
				defence++
				// The coach's call is made, not shown: it is shown once
				// the player's is entered, before anything is rolled.
				if coachCall.MatchString(m.before) {
					t.Fatalf("seed %d, menu %d: the coach's call was shown before the player's defense call:\n%s", seed, i, m.before)
				}
				if !coachCall.MatchString(m.after) {
					t.Fatalf("seed %d, menu %d: the coach's call is not shown after the player's:\n%s", seed, i, m.after)
				}
			}
			if strings.Contains(m.label, "timeout?") { // a timeout question, not a penalty's outcome that names the timeouts left
				timeouts++
				if !strings.HasPrefix(m.label, "Bears — timeout?") || strings.Join(m.tokens, " ") != "no home" {
					t.Fatalf("seed %d: the player was asked %q with %v: only about the Bears' own timeout", seed, m.label, m.tokens)
				}
			}
		}
		if defence == 0 || timeouts == 0 {
			t.Fatalf("seed %d: %d defense calls, %d timeout questions asked of the player", seed, defence, timeouts)
		}
		if _, err := tracker.ReadRecordFile(path); err != nil {
			t.Fatal(err)
		}
	}
}

// lateTrailing is a 1st & Roll record of Bears (home, the player) 3,
// Lions (away, the coach) 0 late in the second half, the Bears' ball: the
// clock is about to move on a Bears run, so the timeout is asked next.
func lateTrailing(t *testing.T) string {
	t.Helper()
	s := firstandroll.New(firstandroll.Home)
	var toks []string
	apply := func(tok string) {
		if err := s.Apply(tok); err != nil {
			t.Fatalf("%q after %v: %v", tok, toks, err)
		}
		toks = append(toks, tok)
	}
	for _, tok := range strings.Fields("regular touchback fg 0 0 80 regular touchback") {
		apply(tok)
	}
	for !(s.Half == 2 && s.Marker >= 9 && s.Off == firstandroll.Home && s.Next().Kind == firstandroll.AskCall) {
		answer := map[firstandroll.Kind]string{firstandroll.AskCall: "red", firstandroll.AskDefCall: "green",
			firstandroll.AskOff: "1", firstandroll.AskClock: "clock", firstandroll.AskTimeout: "no", firstandroll.AskRunClock: "no",
			firstandroll.AskKickType: "regular", firstandroll.AskKickChoice: "touchback"}[s.Next().Kind]
		if answer == "" {
			t.Fatalf("unexpected %s after %v", s.Next().Kind, toks)
		}
		apply(answer)
	}
	for _, tok := range strings.Fields("red green 1 clock") {
		apply(tok)
	}
	return "game: 1st-and-roll\nhome: Bears\naway: Lions\nreceives: home\nsolo: away\n\n" + strings.Join(toks, " ") + "\n"
}

// TestSoloRollTimeouts: in solo play the player is asked about their own
// timeout only, and the coach decides for its own without seeing the
// player's answer: trailing late on defense it stops the clock (F27);
// when both stop it, the team asked first (the offense) spends one.
func TestSoloRollTimeouts(t *testing.T) {
	rec := lateTrailing(t)
	for _, c := range []struct {
		typed, take, entered, says string
	}{
		{"", "", "away", "Coach (Lions) chooses away — a timeout for Lions"},
		{"", "home", "home", "Coach (Lions) chooses away too; home is entered"},
		// The coach's own timeout is not the player's to call.
		{"away", "", "away", `✗ refused "away": Bears: away is for the coach (Lions) to decide; answer no or home`},
		{"yes", "", "away", `✗ refused "yes": Bears: timeout must be no or home`},
	} {
		path := filepath.Join(t.TempDir(), "late.fdr")
		if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		b := &soloRobot{r: rand.New(rand.NewPCG(1, 1)), out: &out, take: c.take, left: 2, typed: c.typed}
		if c.typed != "" {
			b.left++
		}
		if c.take == "" {
			b.take = "no"
		}
		opts := &resumeOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out},
			Interactive: true, Prompter: b}, File: path}
		if err := resumeRun(context.Background(), opts); err != nil {
			t.Fatalf("%v\n%s", err, out.String())
		}
		if c.typed != "" {
			b.menus = b.menus[1:]
		}
		if len(b.menus) != 1 || !strings.HasPrefix(b.menus[0].label, "Bears — timeout? the clock is about to move to ") ||
			strings.Join(b.menus[0].tokens, " ") != "no home" {
			t.Fatalf("the player was asked %+v", b.menus)
		}
		r, err := tracker.ReadRecordFile(path)
		if err != nil {
			t.Fatal(err)
		}
		toks := r.Tokens()
		if got := toks[len(toks)-1].Text; got != c.entered || !strings.Contains(out.String(), c.says) {
			t.Errorf("the player answered %s: %s entered; output:\n%s", b.menus[0].answer, got, out.String())
		}
	}
}

// TestSoloRollUndoTakesBackTheSecretCall: the coach's call, shown once the
// player's defense call is entered, goes back with it on undo: the player
// never calls again knowing the coach's call.
func TestSoloRollUndoTakesBackTheSecretCall(t *testing.T) {
	var out bytes.Buffer
	path := filepath.Join(t.TempDir(), "undo.fdr")
	opts := &playOptions{sessionOptions: testSession("regular\ngreen\nundo\n", &out), File: path, Game: "1st-and-roll",
		Home: "Bears", Away: "Lions", Receives: "away", Date: "2026-11-25", set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	opts.Solo = "away"
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`Undone: green \(Bears defense's call\), (red|yellow|green) \(Lions \(coach\) offense's call\)\. 2 entries left\.`).MatchString(out.String()) {
		t.Fatalf("output:\n%s", out.String())
	}
	r, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(r.Tokens()); n != 2 {
		t.Fatalf("%d entries left, want the kickoff's 2", n)
	}

	// The same once the game was left and resumed.
	out.Reset()
	opts.File = filepath.Join(t.TempDir(), "again.fdr")
	opts.sessionOptions = testSession("regular\ngreen\n", &out)
	opts.Solo = "away"
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	out.Reset()
	ropts := &resumeOptions{sessionOptions: testSession("undo\n", &out), File: opts.File}
	if err := resumeRun(context.Background(), ropts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`Undone: green \(Bears defense's call\), (red|yellow|green) \(Lions \(coach\) offense's call\)\. 2 entries left\.`).MatchString(out.String()) {
		t.Fatalf("after resume:\n%s", out.String())
	}
}

// TestSoloRollUndoOfTheOffensesCall: with the player on offense, an undo
// takes back the coach's defense call (made after the player's call, not
// secret from them) and the player's call, and nothing before it: only a
// player's answer that Follows the coach's secret one takes that one back.
func TestSoloRollUndoOfTheOffensesCall(t *testing.T) {
	var out bytes.Buffer
	opts := &playOptions{sessionOptions: testSession("touchback\nred\nundo\n", &out), File: filepath.Join(t.TempDir(), "undo.fdr"),
		Game: "1st-and-roll", Home: "Bears", Away: "Lions", Receives: "home", Date: "2026-11-25",
		set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
	opts.Solo = "away"
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !regexp.MustCompile(`Undone: (red|yellow|green) \(Lions \(coach\) defense's call\), red \(Bears offense's call\)\. 2 entries left\.`).MatchString(out.String()) {
		t.Fatalf("output:\n%s", out.String())
	}
}
