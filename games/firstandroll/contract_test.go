package firstandroll_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// scoreless answers every ask so that nobody scores: three 0-yard plays
// and a punt of 0 yards, fair caught; every clock face moves the clock.
func scoreless(a engine.Ask) string {
	switch a.What {
	case "kickoff":
		return "regular"
	case "touchback or return":
		return "touchback"
	case "offense's call":
		for _, c := range a.Choices {
			if c == "punt" {
				return "punt"
			}
		}
		return "yellow"
	case "defense's call":
		return "red"
	case "offense die", "punt's kick die":
		return "0"
	case "punt's offense die":
		if len(a.Choices) > 0 {
			return "red"
		}
		return "0"
	case "block die":
		return "-1"
	case "clock die":
		return "clock"
	case "timeout", "run the clock":
		return "no"
	case "fair catch or return":
		return "fair"
	}
	return ""
}

// playUntil folds a new game's entries chosen by answer until the ask
// named stop, and returns the game and its entries.
func playUntil(t *testing.T, answer func(engine.Ask) string, stop string) (*tracker.Game, []string) {
	t.Helper()
	rec, err := tracker.ParseString("game: 1st-and-roll\nreceives: home\n")
	if err != nil {
		t.Fatal(err)
	}
	g, err := tracker.NewGame(rec)
	if err != nil {
		t.Fatal(err)
	}
	var toks []string
	for g.Match.Next().What != stop {
		a := g.Match.Next()
		tok := answer(a)
		if a.Done || tok == "" || len(toks) > 2000 {
			t.Fatalf("no answer for %q after %d entries", a.What, len(toks))
		}
		if err := g.Match.Apply(engine.Token{Text: tok}); err != nil {
			t.Fatal(err)
		}
		toks = append(toks, tok)
	}
	return g, toks
}

// jsonOf is replay --json's object.
func jsonOf(t *testing.T, g *tracker.Game) map[string]any {
	t.Helper()
	b, err := json.Marshal(tracker.Summary(g))
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	json.Unmarshal(b, &out)
	return out
}

// While overtime or a tie, and overtime's receiver, are asked, nobody has
// the ball: possession, ball_on, down and to_go are null.
func TestOvertimeAskedHasNoPossession(t *testing.T) {
	g, toks := playUntil(t, scoreless, "overtime or tie")
	for _, extra := range []string{"", "tie", "overtime"} {
		rec, err := tracker.ParseString("game: 1st-and-roll\nreceives: home\n" + strings.Join(toks, " ") + " " + extra + "\n")
		if err != nil {
			t.Fatal(err)
		}
		if g, err = tracker.Replay(rec); err != nil {
			t.Fatal(err)
		}
		j := jsonOf(t, g)
		for _, k := range []string{"possession", "ball_on", "down", "to_go"} {
			if v, ok := j[k]; !ok || v != nil {
				t.Errorf("after %q: %s is %v, want null", extra, k, v)
			}
		}
		if j["half"] != 2.0 || j["clock"] != "0:00" {
			t.Errorf("after %q: half %v clock %v", extra, j["half"], j["clock"])
		}
		if extra == "tie" && (j["final"] != true || j["winner"] != "tie") {
			t.Errorf("tie: final %v winner %v", j["final"], j["winner"])
		}
	}
	// Once the receiver is entered, that team is to receive the kickoff.
	g.Match.Apply(engine.Token{Text: "away"})
	if j := jsonOf(t, g); j["possession"] != "away" || j["ball_on"] != nil || j["half"] != 3.0 {
		t.Errorf("overtime's kickoff: possession %v ball_on %v half %v", j["possession"], j["ball_on"], j["half"])
	}
}

// A header line after the entries is refused at its line and token.
func TestHeaderAfterEntriesHasItsToken(t *testing.T) {
	_, err := tracker.ParseString("game: 1st-and-roll\nreceives: home\nregular touchback\nhome: Bears\n")
	var se *tracker.SyntaxError
	if !errors.As(err, &se) || se.Line != 4 || se.Token != 1 {
		t.Fatalf("got %v, want a syntax error at line 4 token 1", err)
	}
	if !strings.HasPrefix(se.Error(), "4 token 1: header line") {
		t.Errorf("error %q", se.Error())
	}
}
