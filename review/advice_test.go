package review_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/coingame"
	"github.com/fourthdown/fourthdown/review"
)

// paired are the coin game's values with its call and coin read as a pair
// of calls made without seeing each other (engine.Paired): the team with
// the ball calls, the other team "calls" the coin, each mixing a third
// heads, two thirds tails, for the test.
type paired struct{ engine.Valuer }

func (p paired) Pair(m engine.Core) (engine.Pair, bool) {
	a := m.Next()
	if a.Done || a.IsRoll() {
		return engine.Pair{}, false
	}
	calls := []string{"heads", "tails"}
	return engine.Pair{Teams: [2]engine.Side{a.Team, a.Team.Other()}, First: calls, Second: calls,
		Mix: [2][]float64{{1.0 / 3, 2.0 / 3}, {1.0 / 3, 2.0 / 3}}, Value: p.Value(m), Made: -1}, true
}

// estimated are values said to be estimated.
type estimated struct{ paired }

func (estimated) Measured() string { return "none (exact)" }

// TestAdviceAtAChoice: every choice for the team asked, best first; the
// JSON of the advice contract, with each team's mix at a pair of calls and
// the estimate's fields only when estimated; the text's chances "≈" then.
func TestAdviceAtAChoice(t *testing.T) {
	start, v := coinGame(t)
	m := start.Clone()
	for _, e := range []string{"heads", "heads"} { // a point to the home team; the away team's call
		if err := m.Apply(engine.Token{Text: e}); err != nil {
			t.Fatal(err)
		}
	}
	adv := review.AdviceOf(v, m)
	if adv.Team != engine.Away || len(adv.Choices) != 2 || adv.Value != adv.Choices[0].Value || adv.Mix != nil {
		t.Fatalf("advice %+v", adv)
	}
	if want := 1 - v.Choices(m)[0].Home; adv.Value != want {
		t.Errorf("value %v, want the away team's chance %v", adv.Value, want)
	}
	w := review.AdviceWords{Situation: "where", What: "call", Ask: "call", JSON: struct {
		Own int `json:"own"`
	}{7}}
	b, _ := json.Marshal(w.JSONOf(&adv, nil))
	if s := string(b); !strings.HasPrefix(s, `{"team":"away","ask":"call","value":0.29`) || !strings.HasSuffix(s, `"final":false,"own":7}`) ||
		strings.Contains(s, "estimated") || strings.Contains(s, "mix") {
		t.Errorf("exact JSON %s", s)
	}
	if text := w.Text(&adv, coingame.Game{}.DefaultTeams(), nil); !strings.Contains(text, "\n  heads      29.6%   best\n") || strings.Contains(text, "≈") {
		t.Errorf("exact text:\n%s", text)
	}

	adv = review.AdviceOf(estimated{paired{v}}, m)
	est := "none (exact)"
	b, _ = json.Marshal(w.JSONOf(&adv, &est))
	if s := string(b); !strings.Contains(s, `"mix":{"away":{"heads":0.3333333333333333,"tails":0.6666666666666666},"home":{"heads":0.3333333333333333,"tails":0.6666666666666666}},"estimated":true,"measured":"none (exact)","final":false`) {
		t.Errorf("estimated JSON at a pair of calls %s", s)
	}
	text := w.Text(&adv, coingame.Game{}.DefaultTeams(), &est)
	for _, want := range []string{"\n  heads     ≈29.6%   best\n", "Estimated values (≈), measured error: none (exact)."} {
		if !strings.Contains(text, want) {
			t.Errorf("estimated text without %q:\n%s", want, text)
		}
	}
}

// TestChances: the home team's chance at the start and after every entry,
// the board's series and review --json's "chances".
func TestChances(t *testing.T) {
	start, v := coinGame(t)
	g, err := review.ReadChances(v, start, []engine.Token{{Text: "heads"}, {Text: "tails"}})
	if err != nil {
		t.Fatal(err)
	}
	c := g.Chances()
	if len(c) != 3 || c[0] != (review.Chance{Entry: 0, Home: g.Start}) || c[2] != (review.Chance{Entry: 2, Home: g.Entries[1].After}) {
		t.Errorf("chances %+v", c)
	}
	if r := review.ReportOf(g, coingame.Game{}.DefaultTeams(), review.WordsOf(nil, g)); len(r.Chances) != 3 {
		t.Errorf("the report's chances %+v", r.Chances)
	}
}
