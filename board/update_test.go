package board

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/fourthdown/fourthdown/engine"
	"github.com/fourthdown/fourthdown/tracker"
)

// counted is a made-up value that counts what it is asked: the home
// team's lead, a point a percent, from 50%.
type counted struct{ asked int }

func (c *counted) Value(m engine.Core) float64 {
	c.asked++
	s := m.Status().Score
	return min(max(0.5+float64(s[engine.Home]-s[engine.Away])/100, 0), 1)
}
func (*counted) Choices(engine.Core) []engine.Choice { return nil }

// TestUpdateValuesItsNewEntries: an update of the board values only the
// entries the record gained since the last one (an entry taken back: none),
// and serves what a board started on the record then would; another
// game's record, or other values, are read whole.
func TestUpdateValuesItsNewEntries(t *testing.T) {
	data, err := os.ReadFile("../testdata/games/full-game-mixed-drives.fdr")
	if err != nil {
		t.Fatal(err)
	}
	full, err := tracker.ParseRecordData("full", data)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "game.fdr")
	// upTo saves the record's first n entry lines; its entries.
	upTo := func(n int, header func(*tracker.Record)) int {
		rec := *full
		rec.Header = append([]tracker.Field(nil), full.Header...)
		rec.Body = full.Body[:n]
		if header != nil {
			header(&rec)
		}
		if err := tracker.WriteFileAtomic(path, []byte(rec.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return len(rec.Tokens())
	}
	v := &counted{}
	opts := &Options{File: path, Values: func(*tracker.Game) engine.Valuer { return v }}
	var last good
	for _, step := range []struct {
		name   string
		lines  int
		header func(*tracker.Record)
		values *counted
		asked  func(entries, before int) int // the values asked, given the entries now and before
	}{
		{"first", 5, nil, nil, func(n, _ int) int { return n + 1 }},
		{"more entries", 12, nil, nil, func(n, before int) int { return n - before }},
		{"the same", 12, nil, nil, func(int, int) int { return 0 }},
		{"entries taken back", 8, nil, nil, func(int, int) int { return 0 }},
		{"to the end", len(full.Body), nil, nil, func(n, before int) int { return n - before }},
		{"another game", len(full.Body), func(r *tracker.Record) { r.Set("date", "2026-11-30") }, nil, func(n, _ int) int { return n + 1 }},
		{"other values", len(full.Body), func(r *tracker.Record) { r.Set("date", "2026-11-30") }, &counted{}, func(n, _ int) int { return n + 1 }},
	} {
		before := 0
		if last.read.game != nil {
			before = len(last.read.game.Entries)
		}
		n := upTo(step.lines, step.header)
		if step.values != nil {
			v = step.values
		}
		asked := v.asked
		s, err := build(path, &last, opts)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := v.asked-asked, step.asked(n, before); got != want {
			t.Errorf("%s (%d entries, %d before): %d values asked, want %d", step.name, n, before, got, want)
		}
		fresh, err := build(path, &good{}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if string(s.state) != string(fresh.state) || string(s.view) != string(fresh.view) {
			t.Errorf("%s: the update serves\n%s\nwhere a board started then serves\n%s", step.name, s.state, fresh.state)
		}
	}
}
