package cmd

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/tracker"
)

// TestSoloUndoKeepsTheCoachsCall (issue 41): in solo play an undo that
// takes back the coach's choice gets the same choice again, in every
// game: the coach's draws follow from its seed and the position, never
// from how often it was asked, so a player cannot fish for a call by
// undoing the same play over and over.
func TestSoloUndoKeepsTheCoachsCall(t *testing.T) {
	for _, c := range []struct {
		game, receives string
		start, again   string // the lines to the first choice of the coach's; a play and its undo
		says           *regexp.Regexp
	}{
		// The coach's secret call (F11), made before the player's and taken
		// back with it.
		{"1st-and-roll", "away", "regular\n", "green\nundo\n",
			regexp.MustCompile(`Coach \(Jets\) chooses (\S+) \(offense's call, made before yours\)`)},
		// The coach's call on offense, taken back with the return code
		// before it (undo 2: the code, the coach's call and the return code).
		{"4th-street", "away", "kickoff\n11\n5\n3\n03\n00\n", "undo 2\n03\n00\n",
			regexp.MustCompile(`Coach \(Jets\) chooses (\S+) \(call\)`)},
		// The coach's play style at the opening drive.
		{"4th-down", "away", "", "14\nundo 2\n",
			regexp.MustCompile(`Coach \(Jets\) chooses (\S+)`)},
	} {
		t.Run(c.game, func(t *testing.T) {
			for seed := int64(1); seed <= 3; seed++ {
				var out bytes.Buffer
				opts := &playOptions{sessionOptions: testSession(c.start+strings.Repeat(c.again, 15), &out),
					File: filepath.Join(t.TempDir(), "undo.fdr"), Game: c.game, Home: "Bills", Away: "Jets", Receives: c.receives,
					Date: "2026-11-26", set: map[string]bool{"home": true, "away": true, "date": true, "solo": true}}
				opts.Solo = "away"
				opts.Now = func() time.Time { return time.Unix(seed, 0) }
				if err := playRun(context.Background(), opts); err != nil {
					t.Fatalf("%v\n%s", err, out.String())
				}
				calls := c.says.FindAllStringSubmatch(out.String(), -1)
				if len(calls) < 15 {
					t.Fatalf("seed %d: the coach chose %d times, want 15 or more:\n%s", seed, len(calls), tail(out.String()))
				}
				for i, m := range calls {
					if m[1] != calls[0][1] {
						t.Fatalf("seed %d: after undo %d the coach chose %s, before %s:\n%s", seed, i, m[1], calls[0][1], out.String())
					}
				}
			}
		})
	}
}

// TestEveryCoachIsAChooser: at the table every game's computer coach, 4th
// Down's named coaches too, is an engine.Chooser, and what the table
// enters for the coach's first choice is what that chooser chooses: one
// coach path.
func TestEveryCoachIsAChooser(t *testing.T) {
	for _, reg := range cmdutil.Games() {
		if !cmdutil.FactsOf(reg.Game).Coach {
			continue
		}
		t.Run(reg.Name(), func(t *testing.T) {
			asked := false
			for _, side := range []string{"home", "away"} { // the coach of the team asked first
				rec, err := tracker.ParseString("game: " + reg.Name() + "\nhome: Bills\naway: Jets\nreceives: home\n\n")
				if err != nil {
					t.Fatal(err)
				}
				sess, err := tracker.Create(filepath.Join(t.TempDir(), "solo.fdr"), rec)
				if err != nil {
					t.Fatal(err)
				}
				defer sess.Close()
				var out bytes.Buffer
				o := testSession("", &out)
				o.Solo = side
				o.Now = func() time.Time { return time.Unix(7, 0) }
				tb, err := o.newTable(context.Background(), sess, o.Prompter)
				if err != nil {
					t.Fatal(err)
				}
				if tb.chooser == nil {
					t.Fatalf("the coach of %s at the table is no engine.Chooser", reg.Title())
				}
				if !tb.coachAsked(sess.Game) {
					continue
				}
				asked = true
				want := tb.chooser.Choose(sess.Game.Match, tb.coachSide)
				if err := tb.coachChooses(); err != nil {
					t.Fatal(err)
				}
				toks := sess.Game.Record.Tokens()
				if len(toks) != 1 || toks[0].Text != want {
					t.Fatalf("the table entered %v for the coach, its chooser chose %s", toks, want)
				}
			}
			if !asked {
				t.Fatal("neither team's coach makes the first choice")
			}
		})
	}
}
