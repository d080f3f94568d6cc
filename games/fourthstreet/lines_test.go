package fourthstreet

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/tracker"
)

// exampleMatch is a worked example's match before its first entry, and
// its record.
func exampleMatch(t testing.TB, path string) (*Match, *tracker.Record) {
	t.Helper()
	rec, err := tracker.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	recv := Home
	if v, _ := rec.Get("receives"); v == "away" {
		recv = Away
	}
	st := New(recv, 30)
	return newMatch(engine.NewTeams("Bills", "Jets"), st), rec
}

// lineState words a state as the examples' comments do: "6-0, Q1 4:10,
// home ball on 98", "... away ball on None", "..., 1 and 10", "final
// 35-41, away".
func lineState(s *State) string {
	if s.Final {
		w := s.Winner.String()
		if s.Tie {
			w = "tie"
		}
		return fmt.Sprintf("final %d-%d, %s", s.Score[Home], s.Score[Away], w)
	}
	ball := "None"
	if s.onField() {
		ball = fmt.Sprint(s.Abs())
	}
	out := fmt.Sprintf("%d-%d, Q%d %s, %s ball on %s", s.Score[Home], s.Score[Away], s.Quarter, ClockText(s.Ticks), s.Off, ball)
	if s.Phase == PhScrimmage {
		out += fmt.Sprintf(", %d and %d", s.Down, s.ToGo)
	}
	return out
}

// examplesDir is the folder of the spec's worked examples, copied into the
// repository's testdata.
func examplesDir(t testing.TB) string { return testfiles.Path(t, "street-examples") }

// Each line of the worked examples ends with a comment that says the
// state after it: every line is checked.
func TestStreetExampleLines(t *testing.T) {
	files := testfiles.StreetExamples(t, "*.fdr")
	checked, bad := 0, 0
	for _, f := range files {
		m, rec := exampleMatch(t, f)
		for _, l := range rec.Body {
			if _, err := m.ApplyAll(l.Tokens); err != nil {
				t.Errorf("%s:%d: %v", filepath.Base(f), l.Num, err)
				bad++
				break
			}
			want := strings.TrimSpace(l.Comment)
			if want == "" || len(l.Tokens) == 0 {
				continue
			}
			if got := lineState(&m.State); got != want {
				t.Errorf("%s:%d: after %q\n got %s\nwant %s", filepath.Base(f), l.Num, tracker.FormatLine(tracker.Line{Tokens: l.Tokens}), got, want)
				bad++
				if bad > 40 {
					t.FailNow()
				}
				break
			}
			checked++
		}
	}
	if checked < 2000 {
		t.Errorf("only %d lines checked", checked)
	}
}

// jsonOf is the contract's fields of a state, as replay --json writes them.
func jsonOf(m *Match) map[string]any {
	s := &m.State
	var ball, down, togo any
	if s.onField() {
		ball = float64(s.Abs())
	}
	if s.Phase == PhScrimmage && !s.Final {
		down, togo = float64(s.Down), float64(s.ToGo)
	}
	inj := []any{}
	for _, j := range s.Injured {
		inj = append(inj, map[string]any{"side": j.Side.String(), "token": float64(j.Token), "out": j.OutText()})
	}
	out := map[string]any{"game": "4th-street", "final": s.Final, "quarter": float64(s.Quarter), "clock": ClockText(s.Ticks),
		"score":      map[string]any{"home": float64(s.Score[Home]), "away": float64(s.Score[Away])},
		"possession": s.Off.String(), "ball_on": ball, "down": down, "to_go": togo,
		"timeouts": map[string]any{"home": float64(s.TO[Home]), "away": float64(s.TO[Away])}, "injured": inj}
	if s.Final {
		if s.Tie {
			out["winner"] = "tie"
		} else {
			out["winner"] = s.Winner.String()
		}
	}
	return out
}

// Every worked example ends in its expected JSON (the fold's own fields).
func TestStreetExampleEnds(t *testing.T) {
	files := testfiles.StreetExamples(t, "*.fdr")
	for _, f := range files {
		m, rec := exampleMatch(t, f)
		for _, l := range rec.Body {
			if _, err := m.ApplyAll(l.Tokens); err != nil {
				t.Fatalf("%s:%d: %v", filepath.Base(f), l.Num, err)
			}
		}
		data, err := os.ReadFile(strings.TrimSuffix(f, ".fdr") + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var want map[string]any
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
		got := jsonOf(m)
		for k, w := range want {
			if !reflect.DeepEqual(got[k], w) {
				t.Errorf("%s: %s: %v, want %v", filepath.Base(f), k, got[k], w)
			}
		}
	}
}
