package firstandroll_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/tracker"
)

func TestMain(m *testing.M) {
	engine.Register(firstandroll.Game{})
	os.Exit(m.Run())
}

// replayJSON replays a record and returns its replay --json object.
func replayJSON(t *testing.T, path string) (map[string]any, error) {
	t.Helper()
	g, err := replayed(t, path)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(tracker.Summary(g))
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	json.Unmarshal(b, &out)
	return out, nil
}

// replayed replays a record file: the game up to its first refused entry
// and the refusal.
func replayed(t *testing.T, path string) (*tracker.Game, error) {
	t.Helper()
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tracker.Replay(rec)
}

// Every worked example of the spec (copied into testdata/roll-examples) replays
// to its expected JSON, field by field.
func TestRollExamples(t *testing.T) {
	files := testfiles.RollExamples(t, "*.fdr")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			got, err := replayJSON(t, f)
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(strings.TrimSuffix(f, ".fdr") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var want map[string]any
			if err := json.Unmarshal(data, &want); err != nil {
				t.Fatal(err)
			}
			for k, w := range want {
				if !reflect.DeepEqual(got[k], w) {
					t.Errorf("%s: %v, want %v", k, got[k], w)
				}
			}
		})
	}
}

// Each line of the worked examples ends with a comment that says the
// state after it ("0-0, half 1 28:00, home ball on 30 (home goal 0), 2
// and 5, timeouts 3-3", or "final 3-7, away"): every line is checked.
func TestRollExampleLines(t *testing.T) {
	files := testfiles.RollExamples(t, "*.fdr")
	checked := 0
	for _, f := range files {
		rec, err := tracker.ReadRecordFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, err := tracker.NewGame(rec)
		if err != nil {
			t.Fatal(err)
		}
		m := g.Match.(*firstandroll.Match)
		for _, l := range rec.Body {
			if _, err := m.ApplyAll(l.Tokens); err != nil {
				t.Fatalf("%s:%d: %v", f, l.Num, err)
			}
			want := strings.TrimSpace(l.Comment)
			if want == "" || len(l.Tokens) == 0 {
				continue
			}
			if got := lineState(&m.State); got != want {
				t.Errorf("%s:%d: after %q\n got %s\nwant %s", filepath.Base(f), l.Num, tracker.FormatLine(tracker.Line{Tokens: l.Tokens}), got, want)
			}
			checked++
		}
	}
	if checked < 300 {
		t.Errorf("only %d lines checked", checked)
	}
}

// lineState words a state as the examples' comments do.
func lineState(s *firstandroll.State) string {
	if s.Final {
		w := s.Winner.String()
		if s.Tie {
			w = "tie"
		}
		return fmt.Sprintf("final %d-%d, %s", s.Score[engine.Home], s.Score[engine.Away], w)
	}
	ball := "None"
	if s.HasBall {
		ball = fmt.Sprint(s.Ball)
	}
	out := fmt.Sprintf("%d-%d, half %d %s, %s ball on %s (home goal 0)", s.Score[engine.Home], s.Score[engine.Away], s.Half,
		firstandroll.ClockText(s.Marker), s.Off, ball)
	if s.Down > 0 {
		out += fmt.Sprintf(", %d and %d", s.Down, s.ToGo)
	}
	return out + fmt.Sprintf(", timeouts %d-%d", s.TO[engine.Home], s.TO[engine.Away])
}
