package cmd

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdcmd"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/tracker"
)

// shortRules writes a house-rules file with short halves (quick to solve)
// and points XDG_CACHE_HOME at the test's own folder.
func shortRules(t *testing.T, blocks int) (dir, rules string) {
	dir = t.TempDir()
	t.Setenv("XDG_CACHE_HOME", filepath.Join(dir, "cache"))
	rules = filepath.Join(dir, "short.yaml")
	if err := os.WriteFile(rules, []byte(fmt.Sprintf("base: 4th-down\nname: short\nhalf_blocks: %d\n", blocks)), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, rules
}

func run(t *testing.T, in string, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	ios := &IO{In: strings.NewReader(in), Out: &out, ErrOut: &errOut}
	if code := Run(context.Background(), ios, args); code != 0 {
		t.Fatalf("fourthdown %s: exit %d: %s", strings.Join(args, " "), code, errOut.String())
	}
	return out.String()
}

// Games between two perfect coaches review with nothing given up at any
// choice, and review's values equal advise's on every prefix of a record.
func TestReviewPerfectGamesAndPrefixes(t *testing.T) {
	dir, rules := shortRules(t, 30)
	games := filepath.Join(dir, "games")
	run(t, "", "simulate", "-n", "4", "--home", "perfect", "--away", "perfect", "--rules", rules, "--records", games)
	files, _ := filepath.Glob(filepath.Join(games, "*.fdr"))
	if len(files) != 4 {
		t.Fatalf("%d records", len(files))
	}
	for _, f := range files {
		var rev review.Report
		if err := json.Unmarshal([]byte(run(t, "", "review", "--json", f)), &rev); err != nil {
			t.Fatal(err)
		}
		if len(rev.Decisions) < 10 {
			t.Fatalf("%s: %d decisions", f, len(rev.Decisions))
		}
		for _, d := range rev.Decisions {
			if d.GivenUp != 0 || d.Made != d.Best {
				t.Errorf("%s entry %d: a perfect coach made %s, the best is %s (%.3g given up)", f, d.Entry, d.Made, d.Best, d.GivenUp)
			}
		}
	}
	// Every prefix of the first record: advise there agrees with review.
	var rev review.Report
	json.Unmarshal([]byte(run(t, "", "review", "--json", files[0])), &rev)
	g, err := loadGame(files[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range rev.Decisions[:min(12, len(rev.Decisions))] {
		prefix := filepath.Join(games, fmt.Sprintf("prefix-%d.fdr", d.Entry))
		writePrefix(t, g.Record, d.Entry-1, prefix)
		var adv review.AdviceJSON
		if err := json.Unmarshal([]byte(run(t, "", "advise", "--json", prefix)), &adv); err != nil {
			t.Fatal(err)
		}
		if adv.Team != d.Team || adv.Ask != d.Ask || len(adv.Choices) != len(d.Choices) {
			t.Fatalf("entry %d: advise %+v, review %+v", d.Entry, adv, d)
		}
		for i := range adv.Choices {
			// advise and review read the one cache of the game's values:
			// the same values, to the last bit.
			if adv.Choices[i] != d.Choices[i] {
				t.Errorf("entry %d: advise %+v, review %+v", d.Entry, adv.Choices[i], d.Choices[i])
			}
		}
	}
}

// writePrefix writes rec's header and its first n entries to path.
func writePrefix(t *testing.T, rec *tracker.Record, n int, path string) {
	t.Helper()
	var b strings.Builder
	for _, f := range rec.Fields() {
		fmt.Fprintf(&b, "%s: %s\n", f.Key, f.Value)
	}
	for i, tok := range rec.Tokens() {
		if i == n {
			break
		}
		b.WriteString(tok.Text + "\n")
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// dicePrompter plays the home team at the table: the first choice of
// every menu, and a random allowed face for every roll (the coach's too).
type dicePrompter struct{ rng *rand.Rand }

func (p *dicePrompter) Choose(label string, opts []Option, check func(string) error) (string, error) {
	return opts[0].Token, nil
}

func (p *dicePrompter) Ask(label string, check func(string) error) (string, error) {
	for {
		f := strconv.Itoa(p.rng.IntN(21))
		if check == nil || check(f) == nil {
			return f, nil
		}
	}
}

func (p *dicePrompter) Setup(label, def string) (string, error)        { return def, nil }
func (p *dicePrompter) Pick(label string, items []string) (int, error) { return 0, nil }

// The choice a perfect coach makes at the table (play --solo) is advise's
// best there.
func TestSoloPerfectCoachIsAdvisesBest(t *testing.T) {
	dir, rules := shortRules(t, 60)
	game := filepath.Join(dir, "g.fdr")
	var out, errOut bytes.Buffer
	opts := &playOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &errOut},
		Solo: "away", CoachName: "perfect", Prompter: &dicePrompter{rand.New(rand.NewPCG(1, 2))}},
		File: game, Home: "Bombers", Away: "Gunners", Receives: "home", Rules: rules, set: map[string]bool{}}
	if err := playRun(context.Background(), opts); err != nil {
		t.Fatalf("%v\n%s", err, errOut.String())
	}
	g, err := loadGame(game)
	if err != nil {
		t.Fatal(err)
	}
	if !fd(g).State.Final {
		t.Fatal("the game did not end")
	}
	if v, _ := g.Record.Get("solo-coach"); v != "perfect" {
		t.Errorf("solo-coach: %q", v)
	}
	coachChoices := 0
	s := fd(g).Start
	for i, st := range fd(g).Steps() {
		if a := s.Next(); !a.IsRoll() && a.Team == fourthdown.Away {
			writePrefix(t, g.Record, i, filepath.Join(dir, "p.fdr"))
			var adv review.AdviceJSON
			json.Unmarshal([]byte(run(t, "", "advise", "--json", filepath.Join(dir, "p.fdr"))), &adv)
			if len(adv.Choices) == 0 || adv.Choices[0].Choice != st.Entry.String() {
				t.Errorf("entry %d: the coach chose %s, advise's best is %+v", i+1, st.Entry, adv.Choices)
			}
			coachChoices++
		}
		s.Apply(st.Entry, nil)
	}
	if coachChoices < 4 {
		t.Fatalf("only %d coach choices (%d entries)\n%s", coachChoices, len(fd(g).Steps()), g.Record.String())
	}
}

// menuPrompter records the menus it is shown and answers with each
// menu's default option (the best, with advice); rolls as dicePrompter.
type menuPrompter struct {
	dicePrompter
	menus [][]Option
	// think is what the players do at the first menu before they choose:
	// the test reads the cached solution as the advisor does, so that the
	// game's speed (how fast the disk syncs each entry) does not outrun it.
	think func()
}

func (p *menuPrompter) Choose(label string, opts []Option, check func(string) error) (string, error) {
	if p.think != nil {
		p.think()
		p.think = nil
	}
	p.menus = append(p.menus, append([]Option(nil), opts...))
	for _, o := range opts {
		if o.Default {
			return o.Token, nil
		}
	}
	return opts[0].Token, nil
}

// With advice (the default), once the solution is ready every menu shows
// each option's win chance, marks the best and starts on it; at a roll
// the situation line says the team's chance now. Blind play (--no-advice)
// shows none, and the record keeps the choice for resume.
func TestPlayAdvice(t *testing.T) {
	dir, rules := shortRules(t, 60)
	r, err := fdcmd.ResolveRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	// Solved beforehand (as a second game would find it in the cache).
	if _, err := solve.Shown(context.Background(), r, io.Discard, false); err != nil {
		t.Fatal(err)
	}
	for _, blind := range []bool{false, true} {
		var out bytes.Buffer
		p := &menuPrompter{dicePrompter: dicePrompter{rand.New(rand.NewPCG(3, 3))}, think: func() {
			solve.Shown(context.Background(), r, io.Discard, false)
			time.Sleep(50 * time.Millisecond)
		}}
		game := filepath.Join(dir, fmt.Sprintf("g-%v.fdr", blind))
		opts := &playOptions{sessionOptions: sessionOptions{IO: &IO{In: strings.NewReader(""), Out: &out, ErrOut: &out},
			Interactive: true, NoAdvice: blind, Prompter: p},
			File: game, Home: "Bombers", Away: "Gunners", Receives: "home", Rules: rules, set: map[string]bool{"solo": true}}
		if err := playRun(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		marked := 0
		for _, m := range p.menus {
			for _, o := range m {
				if o.Default && strings.Contains(o.Hint, "% best") {
					marked++
				}
			}
		}
		g, _ := loadGame(game)
		adviceOff, _ := g.Record.Get("advice")
		if blind {
			if marked != 0 || strings.Contains(out.String(), "% to win") || adviceOff != "off" {
				t.Errorf("blind: %d menus marked, header advice %q", marked, adviceOff)
			}
			continue
		}
		if marked < len(p.menus)/2 || !strings.Contains(out.String(), "% to win") || adviceOff != "" {
			t.Errorf("advice: %d of %d menus marked, header advice %q\n%s", marked, len(p.menus), adviceOff, out.String())
		}
	}
}

// TestAdviceReadyAtOnceWhenCached: with the solution in the cache, the
// advice is there for the first menu (a resumed game's too), not only
// after a background load (issue 35).
func TestAdviceReadyAtOnceWhenCached(t *testing.T) {
	dir, rules := shortRules(t, 40)
	r, err := fdcmd.ResolveRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := solve.Shown(context.Background(), r, io.Discard, true); err != nil {
		t.Fatal(err)
	}
	rec, err := tracker.Parse(strings.NewReader("home: A\naway: B\nreceives: home\nrules: short.yaml\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	rec.Dir = dir
	g, err := tracker.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := cmdutil.StartAdvisor(context.Background(), g).(*cmdutil.ValuesAdvisor)
	if !ok || a.Ready() == nil {
		t.Fatal("the cached solution is not ready for the first menu")
	}
}
