package fdcmd

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/cmd/cmdutil"
	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/engine/enginetest"
	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve"
	"github.com/fourthdown/fourthdown/internal/testfiles"
	"github.com/fourthdown/fourthdown/review"
)

// TestConformanceWithValues: 4th Down's values keep the contract on
// random games: a roll's value the mean of its faces' by the dice's odds,
// a choice's its best child's (to the cache's rounding, 6e-8 a value),
// and every game's ledger adds up.
func TestConformanceWithValues(t *testing.T) {
	enginetest.Run(t, Valued{houserules.Game}, enginetest.Games(3), enginetest.ValueTolerance(1e-6))
}

// fourthDownValues are 4th Down's values (its solution, cached or solved).
func fourthDownValues(t *testing.T) engine.Valuer {
	t.Helper()
	m := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, fourthdown.Home)
	v, err := Valued{houserules.Game}.Values(context.Background(), m, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestLuckIsFair: exact values are a martingale under the true dice, so
// the luck of many simulated games (dice drawn by Legal's odds, choices by
// 4th Down's coach, now and then at random) averages to zero within its
// standard error; this checks the solution and the chance model against
// each other. Every game's ledger adds up to 1e-9.
func TestLuckIsFair(t *testing.T) {
	v := fourthDownValues(t)
	const games = 500
	r := rand.New(rand.NewPCG(42, 7))
	coach := houserules.Game.Coach(5)
	var luck [2]meanSE
	for i := range games {
		start := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, engine.Side(i%2))
		m := start.Clone()
		var toks []engine.Token
		for n := 0; !m.Next().Done; n++ {
			a, l := m.Next(), m.Legal()
			tok := l.Pick(r.Float64())
			if !a.IsRoll() && r.IntN(4) != 0 {
				tok = coach.Choose(m, a.Team)
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatalf("game %d entry %d: %v", i, n, err)
			}
			toks = append(toks, engine.Token{Text: tok})
		}
		g, err := review.Read(v, start, toks)
		if err != nil {
			t.Fatal(err)
		}
		if off := g.Ledger.Off(); math.Abs(off) > 1e-9 {
			t.Fatalf("game %d: the ledger is off by %g: %+v", i, off, g.Ledger)
		}
		roller := 0.0 // the luck of the rolls from the rolling team's side
		for _, e := range g.Entries {
			if e.Roll {
				roller += engine.ForSide(e.After, e.Team) - engine.ForSide(e.Before, e.Team)
			}
		}
		luck[0].add(g.Ledger.Luck)
		luck[1].add(roller)
	}
	for k, what := range []string{"the home team's luck", "the rolling team's luck"} {
		mean, se := luck[k].mean()
		t.Logf("%s over %d games: mean %.4f, its standard error %.4f (%.2f of them)", what, games, mean, se, math.Abs(mean)/se)
		if math.Abs(mean) > 2*se {
			t.Errorf("%s averages %.4f, more than twice its standard error %.4f from zero: the values are no martingale under the dice", what, mean, se)
		}
	}
}

// meanSE is a running mean and its standard error.
type meanSE struct{ n, sum, sumSq float64 }

func (m *meanSE) add(x float64) { m.n, m.sum, m.sumSq = m.n+1, m.sum+x, m.sumSq+x*x }
func (m *meanSE) mean() (mean, se float64) {
	mean = m.sum / m.n
	return mean, math.Sqrt((m.sumSq/m.n - mean*mean) / (m.n - 1))
}

// TestReviewLedger: review --json's ledger, the home team's and each
// team's, adds up (result − start = luck + skill) for the recorded games,
// its result is the game's (1, ½ or 0 once over), and the text prints a
// ledger line per team.
func TestReviewLedger(t *testing.T) {
	for _, f := range testfiles.Glob(t, "games/*.fdr") {
		var out, errOut bytes.Buffer
		ios := &cmdutil.IO{Out: &out, ErrOut: &errOut}
		if err := reviewRun(&reviewOptions{IO: ios, Ctx: context.Background(), File: f, JSON: true}); err != nil {
			t.Fatal(err)
		}
		var rev struct {
			Final  bool
			Ledger *review.Ledger
			Teams  map[string]*review.Ledger
		}
		if err := json.Unmarshal(out.Bytes(), &rev); err != nil {
			t.Fatal(err)
		}
		if rev.Ledger == nil || rev.Teams["home"] == nil || rev.Teams["away"] == nil {
			t.Fatalf("%s: no ledger in %s", f, out.String()[:200])
		}
		for who, l := range map[string]*review.Ledger{"game": rev.Ledger, "home": rev.Teams["home"], "away": rev.Teams["away"]} {
			if math.Abs(l.Result-l.Start-l.Luck-l.Skill) > 1e-6 {
				t.Errorf("%s: the %s ledger does not add up: %+v", filepath.Base(f), who, *l)
			}
		}
		if h, a := rev.Teams["home"], rev.Teams["away"]; math.Abs(h.Luck+a.Luck) > 1e-12 || math.Abs(h.Result+a.Result-1) > 1e-12 {
			t.Errorf("%s: the teams' ledgers do not mirror: %+v %+v", filepath.Base(f), *h, *a)
		}
		if r := rev.Ledger.Result; rev.Final && r != 0 && r != 0.5 && r != 1 {
			t.Errorf("%s: a finished game's result %v", filepath.Base(f), r)
		}
		out.Reset()
		if err := reviewRun(&reviewOptions{IO: ios, Ctx: context.Background(), File: f}); err != nil {
			t.Fatal(err)
		}
		if n := bytes.Count(out.Bytes(), []byte(" points of luck, ")); n != 2 {
			t.Errorf("%s: %d ledger lines in the review, want one per team", filepath.Base(f), n)
		}
	}
}

// TestPerfectCoachIsTheContracts: 4th Down's perfect coach and the
// contract's (engine.Perfect over its values) make the same choice at
// every choice of random games: one best choice, ties to the earlier.
func TestPerfectCoachIsTheContracts(t *testing.T) {
	v := fourthDownValues(t)
	sol, err := solution(context.Background(), fourthdown.FourthDown, engine.ValuesRequest{})
	if err != nil {
		t.Fatal(err)
	}
	own, generic := &solve.Perfect{Sol: sol}, engine.Perfect(v, 1)
	r := rand.New(rand.NewPCG(3, 4))
	n := 0
	for i := range 20 {
		m := fourthdown.NewMatch(fourthdown.DefaultTeams, fourthdown.FourthDown, engine.Side(i%2))
		for a := m.Next(); !a.Done; a = m.Next() {
			tok := m.Legal().Pick(r.Float64())
			if !a.IsRoll() {
				n++
				if g, o := generic.Choose(m, a.Team), own.Choose(m, a.Team); g != o {
					t.Fatalf("game %d entry %d (%s): the contract's perfect coach %q, 4th Down's %q", i, m.Entries(), a.What, g, o)
				}
			}
			if err := m.Apply(engine.Token{Text: tok}); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d choices agree", n)
}
