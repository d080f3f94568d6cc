package cmd

import (
	"bytes"
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
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
