package solve

import (
	"context"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/tracker"
)

var (
	fourthOnce sync.Once
	fourthSol  *Solution
)

// fourthDown is 4th Down solved once for the tests of this package.
func fourthDown(t testing.TB) *Solution {
	fourthOnce.Do(func() {
		var err error
		fourthSol, err = New(context.Background(), fourthdown.FourthDown, Options{})
		if err != nil {
			t.Fatal(err)
		}
	})
	return fourthSol
}

// The worked examples of the advice contract (../shared/spec/advice.md,
// computed independently of fourthdown) agree to 1e-6 on every choice.
func TestAdviceExamples(t *testing.T) {
	sol := fourthDown(t)
	files, _ := filepath.Glob("testdata/advice-examples/*.fdr")
	if len(files) == 0 {
		t.Fatal("no examples")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := tracker.Parse(strings.NewReader(string(text)))
			if err != nil {
				t.Fatal(err)
			}
			g, err := tracker.Replay(rec)
			if err != nil {
				t.Fatal(err)
			}
			raw, err := os.ReadFile(strings.TrimSuffix(f, ".fdr") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var want struct {
				Team    string             `json:"team"`
				Ask     string             `json:"ask"`
				Value   float64            `json:"value"`
				Choices map[string]float64 `json:"choices"`
			}
			if err := json.Unmarshal(raw, &want); err != nil {
				t.Fatal(err)
			}
			adv := sol.Advise(&fdtest.Match(g).State)
			if adv.Team.String() != want.Team {
				t.Errorf("team %s, want %s", adv.Team, want.Team)
			}
			if len(adv.Choices) != len(want.Choices) {
				t.Errorf("%d choices, want %d", len(adv.Choices), len(want.Choices))
			}
			for _, c := range adv.Choices {
				w, ok := want.Choices[c.Choice.String()]
				if !ok || math.Abs(w-c.Value) > 1e-6 {
					t.Errorf("%s: %.9f, want %.9f", c.Choice, c.Value, w)
				}
			}
			if math.Abs(adv.Value-want.Value) > 1e-6 {
				t.Errorf("value %.9f, want %.9f", adv.Value, want.Value)
			}
		})
	}
}
