package sheets

import (
	"bytes"
	"context"
	"github.com/fourthdown/fourthdown/internal/fdtest"
	"strings"
	"testing"

	"github.com/fourthdown/fourthdown/engine/fourthdown"
	"github.com/fourthdown/fourthdown/internal/fakesolution"
	"github.com/fourthdown/fourthdown/review"
	"github.com/fourthdown/fourthdown/solve"
	"github.com/fourthdown/fourthdown/tracker"
)

// fakeSolution values states without solving.
type fakeSolution = fakesolution.Solution

func TestScoresheetWithAnalysis(t *testing.T) {
	for _, file := range []string{"../testdata/games/full-game-mixed-drives.fdr", "../testdata/games/untimed-go-and-tie.fdr",
		"../testdata/games/gridiron-full.fdr", "testdata/long.fdr"} {
		g := loadGame(t, file)
		an := review.Analyse(fakeSolution{}, fdtest.Match(g))
		for _, paper := range []Paper{Letter, A4} {
			doc := ScoresheetWith(g, paper, an)
			// The analysis never pushes the sheet onto another page.
			if n, m := len(doc.Pages), len(Scoresheet(g, paper).Pages); n != m {
				t.Errorf("%s (%s): %d pages with the analysis, %d without", file, paper.Name, n, m)
			}
			// A moment too long for its cell wraps: words, not lines.
			text := strings.Join(strings.Fields(pdfText(t, renderPDF(t, doc))), " ")
			for _, want := range []string{"Chance of winning, entry by entry", "Key moments", "Win chance: the team's, a tie counting half",
				g.Teams.Abbrev(fourthdown.Home) + " wins", g.Teams.Abbrev(fourthdown.Away) + " wins", "halftime"} {
				if !strings.Contains(text, want) {
					t.Errorf("%s (%s): no %q", file, paper.Name, want)
				}
			}
			if strings.Contains(text, "Score by game time") {
				t.Errorf("%s: the score chart is printed beside the win chart", file)
			}
			// Every costliest choice and biggest roll is listed.
			for _, d := range an.Costliest(3, 0.0005) {
				if !strings.Contains(text, d.What+": "+d.Made) || !strings.Contains(text, "("+d.Best+": ") {
					t.Errorf("%s: choice %q missing", file, d.What)
				}
			}
			for _, sw := range an.BiggestSwings(3) {
				if !strings.Contains(text, sw.What) {
					t.Errorf("%s: roll %q missing", file, sw.What)
				}
			}
		}
	}
}

// The final score is labelled once on the win chart, after the try.
func TestWinChartLabelsEachScoreOnce(t *testing.T) {
	g := loadGame(t, "../testdata/games/full-game-mixed-drives.fdr")
	doc := ScoresheetWith(g, Letter, review.Analyse(fakeSolution{}, fdtest.Match(g)))
	// The labels are in the chart's own font, above its plot.
	var labels []string
	for _, it := range doc.Pages[0].Items {
		if tx, ok := it.(Text); ok && tx.Font == BoldFont(5.5) && strings.Count(tx.S, "–") == 1 {
			labels = append(labels, tx.S)
		}
	}
	got := strings.Join(labels, " ")
	if want := "3–0 3–7 9–7 16–7 19–7 19–15"; !strings.Contains(got, want) {
		t.Errorf("score labels %q, want %q", got, want)
	}
}

// The layout of a sheet with its analysis, kept as a golden
// (testdata/scoresheet-analysis.json; go test ./sheets -update rewrites it).
func TestScoresheetWithAnalysisGolden(t *testing.T) {
	g := loadGame(t, "../testdata/games/full-game-mixed-drives.fdr")
	checkGolden(t, "scoresheet-analysis", ScoresheetWith(g, Letter, review.Analyse(fakeSolution{}, fdtest.Match(g))))
}

// BenchmarkScoresheetFromCache prints the 28-drive game of the sheet
// tests with its analysis as 'sheet' does once the rules are solved: the
// solution read from its cache, the record replayed, read against the
// solution, laid out and rendered. The target is 100 ms.
func BenchmarkScoresheetFromCache(b *testing.B) {
	opts := solve.Options{CacheDir: b.TempDir(), Distances: true}
	if _, err := solve.Load(context.Background(), fourthdown.FourthDown, opts); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	for b.Loop() {
		sol, err := solve.Load(context.Background(), fourthdown.FourthDown, opts)
		if err != nil {
			b.Fatal(err)
		}
		rec, err := tracker.ReadRecordFile("testdata/long.fdr")
		if err != nil {
			b.Fatal(err)
		}
		g, err := tracker.Replay(rec)
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		if err := Render(&buf, ScoresheetWith(g, Letter, review.Analyse(sol, fdtest.Match(g)))); err != nil {
			b.Fatal(err)
		}
	}
}
