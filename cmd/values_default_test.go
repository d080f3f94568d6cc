package cmd

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
	"github.com/fourthdown/fourthdown/values/valuestest"
)

// rollWithEstimate is a copy of a 1st & Roll record (sample dice) in a
// new folder, first lines lines of its body kept (all for -1), with a
// small estimate of its values kept in a new cache folder: what a player
// has once the estimate is built.
func rollWithEstimate(t *testing.T, lines int) string {
	t.Helper()
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	rec, err := tracker.ReadRecordFile("testdata/games/roll-overtime.fdr")
	if err != nil {
		t.Fatal(err)
	}
	if lines >= 0 {
		rec.Body = rec.Body[:lines]
	}
	path := filepath.Join(t.TempDir(), "roll.fdr")
	if err := os.WriteFile(path, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	rec.Dir = filepath.Dir(path)
	valuestest.KeepSmall(t, rec)
	return path
}

// A game that is not solved but that the app can play (1st & Roll with
// its dice) is read against its estimated values by default, in every
// view, each saying they are estimated; exact values are refused naming
// the estimate.
func TestEstimatedValuesByDefault(t *testing.T) {
	roll := rollWithEstimate(t, -1)
	dir := filepath.Dir(roll)
	part := filepath.Join(t.TempDir(), "part.fdr") // its first quarter: quicker to review
	rec, err := tracker.ReadRecordFile(roll)
	if err != nil {
		t.Fatal(err)
	}
	rec.Body = rec.Body[:len(rec.Body)/4]
	if err := os.WriteFile(part, []byte(rec.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"review", part}, []string{"every choice against the estimated values", "Estimated values (≈), measured error: ", "≈"}},
		{[]string{"review", "--json", part}, []string{`"chances":[{"entry":0,"home":`, `"estimated":true,"measured":"`}},
		{[]string{"review", "--values", "estimate", part}, []string{"every choice against the estimated values"}},
		{[]string{"league", "skill", dir}, []string{"1 of the games read has estimated values (≈)"}},
	} {
		out, errOut, code := runCmd(t, ".", c.args...)
		for _, w := range c.want {
			if code != ExitOK || !strings.Contains(out, w) {
				t.Errorf("%s: exit %d, %s\n%s\nwant %q", strings.Join(c.args, " "), code, errOut, out, w)
			}
		}
	}
	for _, args := range [][]string{{"review", "--values", "exact", roll}, {"advise", "--values", "exact", roll}} {
		out, errOut, code := runCmd(t, ".", args...)
		if code != ExitUsage || out != "" || !strings.Contains(errOut, "--values exact: 1st & Roll has no exact values (it is not solved); estimated ones are read from its own play") {
			t.Errorf("%s: exit %d, %q %q", strings.Join(args, " "), code, out, errOut)
		}
	}
}

// advise where a 1st & Roll game stops at a call made without seeing the
// other's gives each team's mix from the estimated values, said to be
// estimated.
func TestAdviseMixAtASecretCall(t *testing.T) {
	roll := rollWithEstimate(t, 1) // the kickoff: the first down's calls are next
	out, errOut, code := runCmd(t, ".", "advise", "--json", roll)
	for _, w := range []string{`"mix":{"away":{"fg":`, `"home":{"green":`, `"estimated":true`} {
		if code != ExitOK || !strings.Contains(out, w) {
			t.Errorf("advise --json: exit %d, %s\n%s\nwant %q", code, errOut, out, w)
		}
	}
	out, _, code = runCmd(t, ".", "advise", roll)
	if code != ExitOK || !strings.Contains(out, "≈") {
		t.Errorf("advise: exit %d\n%s", code, out)
	}
}

// otherDice are the sample dice but for one face: a setup whose estimate
// no test keeps.
const otherDice = "offense:\n  red: [0, 1, 2s, 3, 4, 6*]\n  yellow: [0, 2, 4, 5, 7, 10*]\n  green: [0, 0, 5, 10, 15, 21*]\n" +
	"defense:\n  red: [F, 0, -1, -2, -3, -5]\n  yellow: [F, 0, -2, -3, -4, -6]\n  green: [F, 0, -5, -5, -8, -10]\n" +
	"kick: [10, 20, 30, 40, 50, 20]\nclock: [clock, clock, turnover, blank, blank, blank]\npenalty: [O5, O10, O15, DH, D5, D15]\n"

// advise --charts of a game with estimated values builds them ahead (here
// kept already) and prints their measured error, the chance with either
// team receiving and the calls' mixes on the downs most played; without
// its dice it says how to give them.
func TestChartsOfEstimatedValues(t *testing.T) {
	rollWithEstimate(t, 0)
	out, errOut, code := runCmd(t, ".", "advise", "--charts", "--game", "1st-and-roll", "--dice", "sample")
	for _, w := range []string{"1st & Roll's values, estimated from its own play (dice: sample)\nMeasured error: on ",
		"\n  Rollers receive:       Rollers ≈", "\n  Boxcars receive:       Rollers ≈", "\n  1st & 10, own half (", "\n    with the ball:  red ", "\n    the other team: red "} {
		if code != ExitOK || !strings.Contains(out, w) {
			t.Errorf("advise --charts: exit %d, %s\n%s\nwant %q", code, errOut, out, w)
		}
	}
	_, errOut, code = runCmd(t, ".", "advise", "--charts", "--game", "1st-and-roll")
	if code != ExitUsage || !strings.Contains(errOut, "--charts: 1st & Roll cannot be played by the app, so its values cannot be estimated from its own play: ") ||
		!strings.Contains(errOut, "give one with --dice FILE") {
		t.Errorf("advise --charts without dice: exit %d, %s", code, errOut)
	}
}

// A view that must not wait minutes reads an estimate only when it is
// built: a scoresheet of a game whose dice have none has no analysis and
// says how to build it; the board says it has no chance yet.
func TestViewsDoNotWaitForAnEstimate(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	dir := t.TempDir()
	rec := "game: 1st-and-roll\ndice: dice.yaml\nreceives: home\n\nregular touchback\n"
	for name, text := range map[string]string{"g.fdr": rec, "dice.yaml": otherDice} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	out, errOut, code := runCmd(t, dir, "sheet", "g.fdr")
	if code != ExitOK || !strings.Contains(out, "wrote g.pdf") ||
		!strings.Contains(errOut, "The scoresheet has no analysis: 1st & Roll's estimated values are not built for this setup yet (fourthdown advise --charts --game 1st-and-roll --dice dice.yaml builds them).") {
		t.Errorf("sheet without an estimate: exit %d, %q %q", code, out, errOut)
	}
	if el := time.Since(start); el > time.Minute {
		t.Errorf("the sheet waited %v", el)
	}
	if s := boardGet(t, filepath.Join(dir, "g.fdr"), "/", "no chance"); !strings.Contains(s, `no chance of winning yet: the estimated values are not built (fourthdown advise --charts --game 1st-and-roll --dice dice.yaml builds them)`) {
		t.Errorf("the board without an estimate: %s", s)
	}
}

// The board's /state.json of a 1st & Roll game carries its estimated
// chart, said to be estimated, and its page the chance ("≈"), once the
// estimate is built.
func TestBoardShowsAnEstimatedChance(t *testing.T) {
	roll := rollWithEstimate(t, 20)
	if s := boardGet(t, roll, "/state.json", `"estimated":true`); !strings.Contains(s, `"win_chance":[{"entry":0,"home":0.`) || !strings.HasSuffix(s, `,"estimated":true}`) {
		t.Errorf("/state.json of a 1st & Roll game with its estimate: %s", s)
	}
	if s := boardGet(t, roll, "/", "% to win"); !strings.Contains(s, "Rollers ≈") && !strings.Contains(s, "Boxcars ≈") {
		t.Errorf("the board's page of a 1st & Roll game with its estimate: %s", s)
	}
}

// boardGet is the board's page at path (/state.json, /) for the record
// at file, once it holds want (or after a few seconds).
func boardGet(t *testing.T, file, path, want string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	listening := make(chan string, 1)
	go boardRun(ctx, &boardOptions{IO: &IO{Out: io.Discard, ErrOut: io.Discard}, File: file, Addr: "127.0.0.1:0",
		listening: func(a string) { listening <- a }})
	var a string
	select {
	case a = <-listening:
	case <-time.After(5 * time.Second):
		t.Fatal("the board did not start")
	}
	var body []byte
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get("http://" + a + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.Contains(string(body), want) {
			break
		}
	}
	return strings.TrimSpace(string(body))
}

// 1st & Roll's best coach plays from its estimated values: at the table
// and in simulate, where the names are its coaches' (best, standard).
func TestBestCoachOfAnEstimatedGame(t *testing.T) {
	roll := rollWithEstimate(t, 0)
	out, errOut, code := runCmd(t, filepath.Dir(roll), "simulate", "--game", "1st-and-roll", "--dice", "sample", "-n", "4", "--home", "best", "--away", "standard")
	if code != ExitOK || !strings.Contains(out, "Coaches: Rollers (home) best, Boxcars (away) standard") {
		t.Errorf("simulate --home best: exit %d, %s\n%s", code, errOut, out)
	}
	_, errOut, code = runCmd(t, ".", "simulate", "--game", "1st-and-roll", "--dice", "sample", "-n", "4", "--home", "perfect")
	if code != ExitUsage || !strings.Contains(errOut, `--home: unknown coach "perfect": the coaches are best, standard`) {
		t.Errorf("simulate --home perfect: exit %d, %s", code, errOut)
	}
	out, _, _ = runCmd(t, ".", "__complete", "play", "--game", "1st-and-roll", "--coach", "")
	if !strings.Contains(out, "best") || !strings.Contains(out, "standard") {
		t.Errorf("--coach completes to %q", out)
	}
}

// At the table, a 1st & Roll game's kept estimate is read at once, so
// the first menu has its chances (≈), the best answer its default; without
// it, the situation line says once that it is being estimated, and the
// table is not held up.
func TestTableAdviceFromAnEstimate(t *testing.T) {
	roll := rollWithEstimate(t, 1)
	g, err := cmdutil.LoadGame(roll)
	if err != nil {
		t.Fatal(err)
	}
	a, ok := cmdutil.StartAdvisor(context.Background(), g).(*cmdutil.ValuesAdvisor)
	if !ok || a.Ready() == nil || !engine.IsEstimate(a.Ready()) {
		t.Fatal("the kept estimate is not ready for the first menu")
	}
	menu := a.Menu(g, []cmdutil.Option{{Token: "red"}, {Token: "yellow"}, {Token: "green"}, {Token: "fg"}}, g.Match.Next().Team)
	defaults := 0
	for _, o := range menu {
		if !strings.HasPrefix(o.Hint, "≈") {
			t.Errorf("menu option %s: hint %q", o.Token, o.Hint)
		}
		if o.Default {
			defaults++
			if !strings.Contains(o.Hint, "best") {
				t.Errorf("the default %s is not the best: %q", o.Token, o.Hint)
			}
		}
	}
	if defaults != 1 {
		t.Errorf("%d defaults on the menu %+v", defaults, menu)
	}

	t.Setenv("XDG_CACHE_HOME", t.TempDir()) // no estimate kept for other dice
	dir := t.TempDir()
	rec := strings.Replace(g.Record.String(), "dice: sample", "dice: d.yaml", 1)
	for name, text := range map[string]string{"g.fdr": rec, "d.yaml": otherDice} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	other, err := cmdutil.LoadGame(filepath.Join(dir, "g.fdr"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	b := cmdutil.StartAdvisor(ctx, other)
	if note := b.Chance(other); !strings.HasPrefix(note, "no chances yet: they are being estimated from 1st & Roll's own play") {
		t.Errorf("the situation line says %q", note)
	}
	if again := b.Chance(other); again != "" {
		t.Errorf("said again: %q", again)
	}
	stop() // the table ends: the build stops, saying nothing
	time.Sleep(100 * time.Millisecond)
	if said := b.Chance(other); said != "" {
		t.Errorf("after the table ended: %q", said)
	}
}
