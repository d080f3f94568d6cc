package solve

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/games/fourthdown"
	"github.com/fourthdown/fourthdown/games/fourthdown/houserules"
	"github.com/fourthdown/fourthdown/games/fourthdown/solve/budget"
)

// BenchmarkSolve solves 4th Down from nothing (both cores).
func BenchmarkSolve(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(context.Background(), fourthdown.FourthDown, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolveLargest solves the largest rulesets a house-rules file
// may ask for (budget): the longest half 4th Down's scores allow (the
// most memory), and d100 drive and distance dice, every drive row its
// own, with the longest half they allow (the most time). The budget's
// memory and estimated time are reported beside the measured time.
func BenchmarkSolveLargest(b *testing.B) {
	var rows strings.Builder
	for i := range 100 {
		fmt.Fprintf(&rows, "%q,", fmt.Sprintf("%d/%d", i%50-5, 1+i%40))
	}
	for _, c := range []struct{ name, src string }{
		{"longest-half", "base: 4th-down\nhalf_blocks: 429\n"},
		{"largest-dice", "base: 4th-down\nhalf_blocks: 194\ndrive_die: d100\nrun: {rows: [" + rows.String() + "]}\n" +
			"pass: {rows: [" + rows.String() + "]}\nbalanced: {distance: d100, rows: [" + rows.String() + "]}\n"},
	} {
		r, err := houserules.Parse([]byte(c.src))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := New(context.Background(), r, Options{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(budget.Of(r, 0).Bytes())/(1<<20), "MB")
			b.ReportMetric(budget.Work(r), "work")
		})
	}
}
