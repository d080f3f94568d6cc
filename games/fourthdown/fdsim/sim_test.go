package fdsim

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/fdtest"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

func simulate(t *testing.T, opts Options) *Run {
	t.Helper()
	run, err := Simulate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return run
}

func TestDeterministic(t *testing.T) {
	a := simulate(t, Options{Games: 3000, Seed: 7, Workers: 2})
	b := simulate(t, Options{Games: 3000, Seed: 7, Workers: 2})
	if a.Stats != b.Stats {
		t.Error("seed 7 with 2 workers gave different numbers on two runs")
	}
	c := simulate(t, Options{Games: 3000, Seed: 8, Workers: 2})
	if a.Stats == c.Stats {
		t.Error("seeds 7 and 8 gave the same numbers")
	}
	if a.Stats.Games != 3000 {
		t.Errorf("played %d games, want 3000", a.Stats.Games)
	}
}

// The simulator's counts add up: every point scored is on a drive (the
// offense's) or a safety (the defense's); each drive ends one way.
func TestCountsAddUp(t *testing.T) {
	s := simulate(t, Options{Games: 5000, Seed: 3, Workers: 1}).Stats
	var drivePoints, safeties, drives, results, wins int64
	for st := range s.Drives {
		drivePoints += s.DrivePoints[st]
		safeties += s.Results[st][fourthdown.ResSafety]
		drives += s.Drives[st]
		for _, n := range s.Results[st] {
			results += n
		}
	}
	if total := s.Points[0] + s.Points[1]; total != drivePoints+2*safeties {
		t.Errorf("points %d, but drives scored %d and %d safeties", total, drivePoints, safeties)
	}
	if drives != results {
		t.Errorf("%d drives, %d drive results", drives, results)
	}
	wins = s.Wins[0] + s.Wins[1] + s.Ties
	var margins int64
	for _, n := range s.Margins {
		margins += n
	}
	if wins != s.Games || margins != s.Games {
		t.Errorf("%d games, %d results, %d margins", s.Games, wins, margins)
	}
	if s.Converted > s.Go || s.FGGood > s.FG || s.Go+s.FG+s.Punts != s.FourthDowns {
		t.Errorf("4th downs %d = go %d (converted %d) + fg %d (good %d) + punt %d", s.FourthDowns, s.Go, s.Converted, s.FG, s.FGGood, s.Punts)
	}
}

// Rates with an exact probability in the tables agree with it: the
// turnover roll by style (R7) and the tries (R13), over about 10^6 drives.
func TestExactRates(t *testing.T) {
	if testing.Short() {
		t.Skip("1.2 million drives")
	}
	s := simulate(t, Options{Games: 50000, Seed: 11, Workers: 2}).Stats
	check := func(name string, k, n int64, p float64) {
		t.Helper()
		if n < 10000 {
			t.Fatalf("%s: only %d trials", name, n)
		}
		got := float64(k) / float64(n)
		if sigma := math.Sqrt(p * (1 - p) / float64(n)); math.Abs(got-p) > 5*sigma {
			t.Errorf("%s: %.5f over %d, want %.5f (±%.5f)", name, got, n, p, 5*sigma)
		} else {
			t.Logf("%s: %.5f over %d, exact %.5f", name, got, n, p)
		}
	}
	r := fourthdown.FourthDown
	for st := fourthdown.Style(0); st < fourthdown.NumStyles; st++ {
		tb := &r.Tables[st]
		p := float64(tb.TurnoverMax-tb.TurnoverMin+1) / float64(r.TurnDie.Sides)
		check(st.Title()+" turnover per roll", s.Turnovers[st], s.TurnoverRolls[st], p)
	}
	check("kick try good", s.TriesGood[0], s.Tries[0], 19.0/20)
	if s.Tries[1] > 10000 {
		check("two-point try good", s.TriesGood[1], s.Tries[1], 4.0/10)
	}
	var drives int64
	for _, n := range s.Drives {
		drives += n
	}
	if drives < 1000000 {
		t.Errorf("only %d drives", drives)
	}
}

// Every simulated game written as a record replays through the tracker to
// the same final score as the game played.
func TestRecordsReplay(t *testing.T) {
	dir := t.TempDir()
	const n = 60
	simulate(t, Options{Games: n, Seed: 5, Workers: 1, Records: dir})
	p := NewPlayer(fourthdown.FourthDown, 5, 0, nil)
	for i := 0; i < n; i++ {
		if _, err := p.Play(); err != nil {
			t.Fatal(err)
		}
		want := p.State().Score
		path := filepath.Join(dir, sim.FileName(i, n))
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := tracker.Parse(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		g, err := tracker.Replay(rec)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if !fdtest.Match(g).State.Final || fdtest.Match(g).State.Score != want {
			t.Errorf("%s replays to final=%v %v, the game ended %v", path, fdtest.Match(g).State.Final, fdtest.Match(g).State.Score, want)
		}
		var dice, digital int
		for _, tok := range rec.Tokens() {
			e, _ := fourthdown.ParseToken(tok.Text)
			if e.IsDie() {
				dice++
			}
			if tok.Digital {
				digital++
				if !e.IsDie() {
					t.Errorf("%s: choice %q marked digital", path, tok.Text)
				}
			}
		}
		if dice == 0 || digital != dice {
			t.Errorf("%s: %d dice, %d marked digital", path, dice, digital)
		}
	}
}

func TestDiceUniform(t *testing.T) {
	d := seededDice(1, 2)
	for _, sides := range []uint64{2, 8, 10, 20} {
		counts := make([]int, sides)
		const n = 200000
		for i := 0; i < n; i++ {
			counts[d.Roll(sides)]++
		}
		chi := 0.0
		e := float64(n) / float64(sides)
		for _, c := range counts {
			chi += (float64(c) - e) * (float64(c) - e) / e
		}
		// 99.99th percentile of chi-square with 19 degrees of freedom is about 50.
		if chi > 55 {
			t.Errorf("d%d: chi-square %.1f over %d rolls: %v", sides, chi, n, counts)
		}
	}
	a, b := seededDice(9, 0), seededDice(9, 0)
	for i := 0; i < 100; i++ {
		if a.Roll(20) != b.Roll(20) {
			t.Fatal("the same seed gave different rolls")
		}
	}
}

// seededDice are dice seeded from (seed, stream).
func seededDice(seed, stream uint64) *Dice {
	d := &Dice{}
	d.Seed(seed, stream)
	return d
}
