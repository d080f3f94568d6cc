package sim_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/games/firstandroll"
	"github.com/fourthdown/fourthdown/sim"
	"github.com/fourthdown/fourthdown/tracker"
)

func init() {
	engine.Register(firstandroll.Game{})
	engine.Register(uncoached{firstandroll.Game{}})
}

// uncoached is 1st & Roll under a name of its own, without its coach.
type uncoached struct{ engine.Game }

func (uncoached) Name() string { return "uncoached-roll" }

func rollHeader(t testing.TB) *tracker.Record {
	t.Helper()
	rec := &tracker.Record{Dir: "testdata"}
	rec.Set("game", "1st-and-roll")
	rec.Set("dice", "dice.yaml")
	return rec
}

// The generic loop plays whole games of 1st & Roll with its coach on both
// sides and dice rolled from the dice set, and counts them off the shared
// events: the points add up to the score events', every game is won or
// tied, every possession is counted once.
func TestSimulateFirstAndRoll(t *testing.T) {
	opts := sim.Options{Header: rollHeader(t), Games: 12, Seed: 7, Workers: 2}
	run, err := sim.Simulate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	s := run.Stats
	if s.Games != 12 || s.Wins[engine.Home]+s.Wins[engine.Away]+s.Ties != 12 {
		t.Fatalf("games %d, wins %v, ties %d: want 12 games each won or tied", s.Games, s.Wins, s.Ties)
	}
	var ends int64
	for _, n := range s.Ends {
		ends += n
	}
	if s.Possessions == 0 || ends != s.Possessions {
		t.Errorf("possessions %d, ends %d: every possession ends once", s.Possessions, ends)
	}
	if s.PossessionPoints > s.Points[0]+s.Points[1] {
		t.Errorf("points on possessions %d > points %v", s.PossessionPoints, s.Points)
	}
	rep := run.Report(7)
	if rep.Game != "1st-and-roll" || rep.Points.Total <= 0 || rep.PossessionsPerGame <= 0 {
		t.Errorf("report: %+v", rep)
	}
	// Possessions that ran out with their period are "period_end", and
	// under the old name "half_end" alongside until the next release.
	if n := s.Ends[engine.ResPeriodEnd]; n == 0 || rep.Totals.Ends[sim.PeriodEnd] != n || rep.Totals.Ends["half_end"] != n ||
		rep.Ends[sim.PeriodEnd] != rep.Ends["half_end"] {
		t.Errorf("period ends %d: totals %v, shares %v; want period_end and half_end alike", n, rep.Totals.Ends, rep.Ends)
	}

	// The same seed and workers give the same games.
	again, err := sim.Simulate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again.Stats, run.Stats) {
		t.Errorf("the same seed gave other numbers:\n%+v\n%+v", run.Stats, again.Stats)
	}
	opts.Seed = 8
	other, err := sim.Simulate(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(other.Stats, run.Stats) {
		t.Error("another seed gave the same numbers")
	}
}

// Each record written replays through tracker to the final game the
// loop counted.
func TestSimulateRecordsReplay(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("testdata/dice.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "dice.yaml"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	h := rollHeader(t)
	h.Dir = dir
	run, err := sim.Simulate(context.Background(), sim.Options{Header: h, Games: 3, Seed: 1, Workers: 1, Records: dir})
	if err != nil {
		t.Fatal(err)
	}
	var got sim.Stats
	for i := range 3 {
		rec, err := tracker.ReadRecordFile(filepath.Join(dir, sim.FileName(i, 3)))
		if err != nil {
			t.Fatal(err)
		}
		rec.Dir = dir
		g, err := tracker.Replay(rec)
		if err != nil {
			t.Fatalf("game %d: %v", i+1, err)
		}
		if !g.Final() {
			t.Fatalf("game %d does not replay to a final game", i+1)
		}
		got.Entries += int64(g.Entries())
		got.Count(g.Match.Shared())
	}
	if !reflect.DeepEqual(got, run.Stats) {
		t.Errorf("the records replay to\n%+v\nthe run counted\n%+v", got, run.Stats)
	}
}

// A game whose asks the app cannot roll is refused before any game, naming
// what it cannot roll; so is a game without a coach.
func TestCheckRefuses(t *testing.T) {
	if err := sim.Check(rollHeader(t)); err != nil {
		t.Fatalf("1st & Roll with a dice set: %v", err)
	}
	h := &tracker.Record{}
	h.Set("game", "1st-and-roll") // no dice set: faces only described
	err := sim.Check(h)
	ue, ok := err.(*sim.UnrollableError)
	if !ok {
		t.Fatalf("1st & Roll without a dice set: %v, want an UnrollableError", err)
	}
	if ue.Ask.Form == "" || !ue.Ask.IsRoll() { // a face only described
		t.Errorf("refused at %+v, a rollable ask", ue.Ask)
	}
}

// A game without a coach is refused as such once a game of it has been
// played to its end with coaches choosing at random (coach.Random), which
// meets every roll it asks for.
func TestCheckRefusesAGameWithoutACoach(t *testing.T) {
	h := rollHeader(t)
	h.Set("game", "uncoached-roll")
	err := sim.Check(h)
	if nc, ok := err.(*sim.NoCoachError); !ok || nc.Game.Name() != "uncoached-roll" {
		t.Fatalf("1st & Roll without its coach: %v, want a NoCoachError", err)
	}
	h.Set("dice", "") // no dice set: a roll the app cannot make, met first
	if _, ok := sim.Check(h).(*sim.UnrollableError); !ok {
		t.Errorf("without its coach nor a dice set: %v, want an UnrollableError", sim.Check(h))
	}
}

func BenchmarkSimulateFirstAndRoll(b *testing.B) {
	opts := sim.Options{Header: rollHeader(b), Games: b.N, Seed: 1, Workers: 1}
	if _, err := sim.Simulate(context.Background(), opts); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkSimulateFirstAndRollWorkers is the same on two workers, as
// simulate plays by default on two cores: against the one-worker figure
// it shows what the workers cost each other (a cache line both write).
func BenchmarkSimulateFirstAndRollWorkers(b *testing.B) {
	opts := sim.Options{Header: rollHeader(b), Games: b.N, Seed: 1, Workers: 2}
	if _, err := sim.Simulate(context.Background(), opts); err != nil {
		b.Fatal(err)
	}
}

// A record is never written through a link planted at its name, nor into
// a device, nor over a file already there, an earlier run's record
// included: simulate never replaces what it was not asked to (issue 44).
func TestWriteRecordNeverThroughALink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "target.txt")
	if err := os.WriteFile(target, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "game-1.fdr")
	if err := os.Symlink(target, link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	rec := &tracker.Record{}
	rec.Set("receives", "home")
	if err := sim.WriteRecord(link, rec); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("writing over a link: %v", err)
	}
	if b, _ := os.ReadFile(target); string(b) != "keep\n" {
		t.Errorf("the link's target was written: %q", b)
	}
	old := filepath.Join(dir, "game-2.fdr")
	os.WriteFile(old, []byte("old\n"), 0o644)
	if err := sim.WriteRecord(old, rec); err == nil || !strings.Contains(err.Error(), "never replaces") {
		t.Errorf("writing over an earlier record: %v", err)
	}
	if b, _ := os.ReadFile(old); string(b) != "old\n" {
		t.Errorf("the earlier record was replaced: %q", b)
	}
	if err := sim.WriteRecord(filepath.Join(dir, "game-3.fdr"), rec); err != nil {
		t.Errorf("a new record: %v", err)
	}
}

// A link put at a record's name while it is being written is never written
// through: the check and the creation are one step (O_EXCL), not an Lstat
// and then a Create, which lost this race in 13 of 20 trials (issue 44).
func TestWriteRecordRacedLink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(t.TempDir(), "outside.txt")
	os.WriteFile(target, []byte("keep\n"), 0o644)
	rec := &tracker.Record{}
	rec.Set("receives", "home")
	for trial := range 200 {
		path := filepath.Join(dir, fmt.Sprintf("game-%d.fdr", trial))
		done := make(chan struct{})
		go func() {
			defer close(done)
			for range 2000 {
				if os.Symlink(target, path) == nil {
					return
				}
				os.Remove(path)
			}
		}()
		// The record may be written or refused, never written through.
		for range 50 {
			if sim.WriteRecord(path, rec) == nil {
				os.Remove(path)
			}
		}
		<-done
		if b, _ := os.ReadFile(target); string(b) != "keep\n" {
			t.Fatalf("trial %d: the file a raced link leads to was written: %q", trial, b)
		}
	}
}

// A --records folder that already holds a name the run writes is refused
// before any game; other files in it are left alone.
func TestCheckRecordsFolder(t *testing.T) {
	dir := t.TempDir()
	if err := sim.CheckRecordsFolder(filepath.Join(dir, "new"), 10); err != nil {
		t.Errorf("a folder not there yet: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "game-1.fdr"), nil, 0o644) // not a name of a 10-game run
	os.WriteFile(filepath.Join(dir, "notes.txt"), nil, 0o644)
	if err := sim.CheckRecordsFolder(dir, 10); err != nil {
		t.Errorf("no name of the run is taken: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "game-07.fdr"), nil, 0o644)
	os.Symlink("nowhere", filepath.Join(dir, "game-03.fdr"))
	err := sim.CheckRecordsFolder(dir, 10)
	if err == nil || !strings.Contains(err.Error(), "game-03.fdr and 1 more") || !strings.Contains(err.Error(), "new or empty folder") {
		t.Errorf("taken names: %v", err)
	}
}
