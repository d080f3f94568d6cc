package cmd

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/fourthstreet"
	"github.com/fourthdown/fourthdown/tracker"
)

// streetRobot plays the player's side of a solo 4th Street game: a random
// option of each menu, and for what is typed (the dice, the result codes
// read off the cards, the card values) a random entry of what the
// question says it takes, tried with the table's own check.
type streetRobot struct {
	r      *rand.Rand
	out    *bytes.Buffer
	labels []string
	typed  int
	// offered: the coach's own timeout was offered to the player.
	offered bool
}

func (b *streetRobot) Choose(label string, opts []Option, _ func(string) error) (string, error) {
	b.labels = append(b.labels, label)
	for _, o := range opts {
		if o.Token == "timeout-away" {
			b.offered = true
		}
	}
	return opts[b.r.IntN(len(opts))].Token, nil
}

// streetCodes is the list of codes a code question takes.
var streetCodes = regexp.MustCompile(`(?:result code|chart's code) \(([^)]*)\)`)

// entry is a random entry of what label asks for.
func (b *streetRobot) entry(label string) string {
	num := func(lo, hi int) string { return strconv.Itoa(lo + b.r.IntN(hi-lo+1)) }
	switch {
	case streetCodes.MatchString(label):
		var codes []string
		for _, part := range strings.Split(streetCodes.FindStringSubmatch(label)[1], ", ") {
			lo, hi, ok := strings.Cut(part, "-")
			a, err := strconv.Atoi(lo)
			if err != nil {
				codes = append(codes, part) // deep
				continue
			}
			z := a
			if ok {
				z, _ = strconv.Atoi(hi)
			}
			for n := a; n <= z; n++ {
				codes = append(codes, strconv.Itoa(n))
			}
		}
		return codes[b.r.IntN(len(codes))]
	case strings.Contains(label, "a d10"):
		return num(0, 9)
	case strings.Contains(label, "a d20"):
		return num(1, 20)
	case strings.Contains(label, "a d12"):
		return num(1, 12)
	case strings.Contains(label, "two d6"):
		return num(2, 12)
	case strings.Contains(label, "token number"):
		return num(1, 11)
	case strings.Contains(label, "K5, K10"):
		return []string{"K5", "K10", "K15", "R5", "R10", "R15"}[b.r.IntN(6)]
	}
	return num(-2, 15) // a card value
}

func (b *streetRobot) Ask(label string, check func(string) error) (string, error) {
	b.labels = append(b.labels, label)
	for range 50 {
		e := b.entry(label)
		if check == nil || check(e) == nil {
			b.typed++
			return e, nil
		}
	}
	return "", io.EOF
}

func (b *streetRobot) Setup(_, def string) (string, error) { return def, nil }
func (b *streetRobot) Pick(string, []string) (int, error)  { return 0, nil }

// coachSays is a choice the coach made, as the table shows it.
var coachSays = regexp.MustCompile(`Coach \(Jets\) chooses (\S+) \(([^)]*)\)`)

// TestSoloStreet plays whole solo games of 4th Street Football through the
// play loop: the coach makes the Jets' choices and shows each; the player
// makes the Bills' and types every roll, code and card value, and answers
// what is read off the table for both teams (in or out of bounds, whose
// card, who is hurt); the game plays to its end and the record replays to
// the same game.
func TestSoloStreet(t *testing.T) {
	dir := t.TempDir()
	for seed := uint64(1); seed <= 2; seed++ {
		var out bytes.Buffer
		b := &streetRobot{r: rand.New(rand.NewPCG(seed, 34)), out: &out}
		path := filepath.Join(dir, "solo.fdr")
		os.Remove(path)
		opts := &playOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out},
			Interactive: true, Prompter: b, Solo: "away", Now: func() time.Time { return time.Unix(int64(seed), 0) }},
			File: path, Game: "4th-street", Home: "Bills", Away: "Jets", Receives: []string{"home", "away"}[seed%2],
			set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
		if err := playRun(context.Background(), opts); err != nil {
			t.Fatalf("seed %d: %v\n%s", seed, err, out.String())
		}
		if !strings.Contains(out.String(), "FINAL") {
			t.Fatalf("seed %d: the game did not end:\n%s", seed, tail(out.String()))
		}
		calls := map[string]bool{}
		for _, m := range coachSays.FindAllStringSubmatch(out.String(), -1) {
			calls[m[2]] = true
		}
		if !calls["call"] || !calls["the kick"] {
			t.Errorf("seed %d: the coach made no call or no kickoff: %v", seed, calls)
		}
		if b.offered {
			t.Errorf("seed %d: the player was offered the coach's timeout", seed)
		}
		playerAskedOwnOnly(t, seed, b.labels)
		sess, err := tracker.Open(path)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		g := sess.Game
		sess.Close()
		if !g.Final() {
			t.Errorf("seed %d: the saved record does not replay to the end", seed)
		}
		if v, _ := g.Record.Get("solo"); v != "away" {
			t.Errorf("seed %d: the record's solo: is %q", seed, v)
		}
	}
}

// playerAskedOwnOnly checks the labels the player was asked in a solo
// game against the Jets' coach: nothing of the Jets' but what is read off
// the table for them, in or out of bounds among it.
func playerAskedOwnOnly(t *testing.T, seed uint64, labels []string) {
	t.Helper()
	readings := 0
	for _, l := range labels {
		if strings.HasPrefix(l, "Jets") && !strings.Contains(l, "in or out of bounds") && !strings.Contains(l, "hurt") &&
			!strings.Contains(l, "rushed") && !strings.Contains(l, "pass rusher") && !strings.Contains(l, "whose card") &&
			!strings.Contains(l, "receiving player in the zone") && !strings.Contains(l, "(") && !strings.Contains(l, "code") {
			t.Errorf("seed %d: the player was asked the coach's choice %q", seed, l)
		}
		if strings.HasPrefix(l, "Jets — in or out of bounds") {
			readings++
		}
	}
	if readings == 0 {
		t.Errorf("seed %d: the player never read in or out of bounds for the coach's team", seed)
	}
}

// tail is the end of a long output.
func tail(s string) string {
	if len(s) > 3000 {
		return s[len(s)-3000:]
	}
	return s
}

// quitRobot stops at the first question, as Ctrl-D does.
type quitRobot struct{}

func (quitRobot) Choose(string, []Option, func(string) error) (string, error) { return "", io.EOF }
func (quitRobot) Ask(string, func(string) error) (string, error)              { return "", io.EOF }
func (quitRobot) Setup(_, def string) (string, error)                         { return def, nil }
func (quitRobot) Pick(string, []string) (int, error)                          { return 0, nil }

// TestSoloStreetDefenseTimeout: behind late in the game, the coach calls
// its own timeout before the player's call (S8), shown as its choice.
func TestSoloStreetDefenseTimeout(t *testing.T) {
	head := "game: 4th-street\nhome: Bills\naway: Jets\nreceives: home\nsolo: away\n\n"
	rec, err := tracker.ParseString(head)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	// The Bills march 5 yards a run and score; the Jets go three and out.
	var body strings.Builder
	m := g.Match.(*fourthstreet.Match)
	for steps := 0; ; steps++ {
		s := &m.State
		a := m.NextAsk()
		if steps > 5000 || s.Final {
			t.Fatal("the game never got late with the Bills ahead and the ball")
		}
		if a.ID == fourthstreet.AskCall && s.Quarter == 4 && s.Ticks <= 15 && s.Off == engine.Home && s.Score[engine.Home] > s.Score[engine.Away] && !s.TempoSet && !s.TOSet {
			break
		}
		tok := marchToken(s, a)
		if g.Match.Next().NewLine {
			body.WriteString("\n")
		}
		body.WriteString(tok + " ")
		if err := m.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatalf("%q: %v", tok, err)
		}
	}
	path := filepath.Join(t.TempDir(), "late.fdr")
	if err := os.WriteFile(path, []byte(head+body.String()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	opts := &resumeOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out},
		Interactive: true, Prompter: quitRobot{}}, File: path}
	if err := resumeRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "Coach (Jets) chooses timeout-away (before Bills' call)") {
		t.Fatalf("behind late, the coach did not call its timeout before the Bills' call:\n%s", tail(out.String()))
	}
	saved, _ := os.ReadFile(path)
	if !strings.HasSuffix(strings.TrimSpace(string(saved)), "timeout-away") {
		t.Errorf("the record does not end with the coach's timeout:\n%s", tail(string(saved)))
	}
}

// marchToken is the entry for a in s of a game in which the Bills march 5
// yards a run and score, and the Jets go three and out.
func marchToken(s *fourthstreet.State, a fourthstreet.Ask) string {
	switch a.ID {
	case fourthstreet.AskCall:
		return map[bool]string{true: "run", false: "punt"}[s.Off == engine.Home || s.Down < 4]
	case fourthstreet.AskCode:
		switch {
		case strings.Contains(a.What, "punt"):
			return "41"
		case strings.Contains(a.What, "kickoff"):
			return "72"
		case strings.Contains(a.Call, "kick:"):
			return "50"
		case strings.Contains(a.What, "return"):
			return "00"
		}
		return map[bool]string{true: "05", false: "00"}[s.Off == engine.Home]
	case fourthstreet.AskRating:
		return "0"
	case fourthstreet.AskKickoff:
		return "kickoff"
	case fourthstreet.AskTry:
		return "kick"
	case fourthstreet.AskChoice:
		if slices.Contains(a.Words, "none") {
			return "none"
		}
		return a.Words[0]
	}
	return "5"
}
